import { IDENTITY_TYPE } from "../enums/access";
import { isEmailAddress, isPhoneNumber } from "./answers-formats";

/** The identityType of a white-list account by its shape: an e-mail address (has "@") or a mobile number. */
export function identityTypeOf(account: string): number {
  return account.includes("@") ? IDENTITY_TYPE.EMAIL : IDENTITY_TYPE.MOBILE;
}

/** What a typed white-list account is: its identity type, or the message key of what is wrong. */
export type AccountCheck =
  { readonly ok: true; readonly account: string; readonly identityType: number } | { readonly ok: false; readonly messageKey: string };

/**
 * Reads a white-list account (decision 0012): an e-mail address is identity type 2, a mobile
 * number type 1 (the code goes there); anything else is refused before asking the server.
 */
export function checkAccount(typed: string): AccountCheck {
  const account = typed.trim();
  if (account === "") return { ok: false, messageKey: "access.error.accountRequired" };
  const identityType = identityTypeOf(account);
  const valid = identityType === IDENTITY_TYPE.EMAIL ? isEmailAddress(account) : isPhoneNumber(account);
  return valid ? { ok: true, account, identityType } : { ok: false, messageKey: "access.error.accountInvalid" };
}
