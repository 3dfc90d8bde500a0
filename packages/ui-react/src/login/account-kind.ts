import { IDENTITY_TYPE } from "@livehall/domain";

/** The identityType of a white-list account by its shape: an email address (has "@") or a mobile number. */
export function identityTypeOf(account: string): number {
  return account.includes("@") ? IDENTITY_TYPE.EMAIL : IDENTITY_TYPE.MOBILE;
}
