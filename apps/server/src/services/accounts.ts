/** §3 Identity type numbers of the accounts a code can be sent to. */
export const IDENTITY_TYPE = { mobile: 1, email: 2, wechat: 3, external: 4 } as const;

/**
 * One plain e-mail address and nothing else: a local part of letters, digits and `_ % + -` in
 * dot-separated runs (no quotes, commas, spaces, angle brackets, display names or comments, so a
 * mail library cannot read it as several recipients), then a domain of at least two labels of
 * letters, digits and inner hyphens (IDN domains in their xn-- form), the last starting with a letter.
 */
const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** RFC 5321 limits: 64 characters before the "@", 254 in all. */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;
/** A mobile number: 5 to 20 digits, optionally after a "+". */
const MOBILE = /^\+?\d{5,20}$/;

/** Whether `account` is exactly one plain e-mail address (see {@link EMAIL}); checked before a code is sent or verified. */
export const isEmail = (account: string): boolean =>
  account.length <= MAX_ADDRESS && account.indexOf("@") <= MAX_LOCAL && EMAIL.test(account);
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
