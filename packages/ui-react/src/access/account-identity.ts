import { IDENTITY_TYPE, isEmailAddress, isPhoneNumber } from "@livehall/domain";

/** What a typed white-list account is: its identity type, or the message key of what is wrong. */
export type AccountCheck =
  | { readonly ok: true; readonly account: string; readonly identityType: number }
  | { readonly ok: false; readonly messageKey: string };

/**
 * Reads a white-list account (decision 0012): an e-mail address is identity type 2, a mobile
 * number type 1 (the code goes there); anything else is refused before asking the server.
 */
export function checkAccount(typed: string): AccountCheck {
  const account = typed.trim();
  if (account === "") return { ok: false, messageKey: "access.error.accountRequired" };
  if (account.includes("@")) {
    return isEmailAddress(account)
      ? { ok: true, account, identityType: IDENTITY_TYPE.EMAIL }
      : { ok: false, messageKey: "access.error.accountInvalid" };
  }
  return isPhoneNumber(account)
    ? { ok: true, account, identityType: IDENTITY_TYPE.MOBILE }
    : { ok: false, messageKey: "access.error.accountInvalid" };
}
