/** §3 Identity type numbers of the accounts a code can be sent to. */
export const IDENTITY_TYPE = { mobile: 1, email: 2, wechat: 3, external: 4 } as const;

/** A plain e-mail address: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** A mobile number: 5 to 20 digits, optionally after a "+". */
const MOBILE = /^\+?\d{5,20}$/;

export const isEmail = (account: string): boolean => account.length <= 254 && EMAIL.test(account);
export const isMobile = (account: string): boolean => MOBILE.test(account);

/** The identity type an account's shape says (1 mobile, 2 email), or null when it is neither. */
export function identityTypeOf(account: string): 1 | 2 | null {
  const trimmed = account.trim();
  if (isMobile(trimmed)) return IDENTITY_TYPE.mobile;
  if (isEmail(trimmed)) return IDENTITY_TYPE.email;
  return null;
}

/**
 * The form an account is stored and compared in: trimmed, e-mail addresses lower-cased (so the
 * white list and the code store match case-insensitively), mobile numbers as typed.
 */
export function normalizeAccount(account: string): string {
  const trimmed = account.trim();
  return isEmail(trimmed) ? trimmed.toLowerCase() : trimmed;
}
