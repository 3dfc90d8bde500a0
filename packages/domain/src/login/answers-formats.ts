/**
 * Shapes of answers a sign-up form checks before sending (§5 form answers): e-mail addresses,
 * phone numbers and dates. Deliberately lenient where the world is varied (phone numbers of any
 * country); the server checks again.
 */

/** Something@domain.tld: no spaces, one "@", a dot in the domain part. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** An optional "+", then 6–15 digits (E.164 allows at most 15). */
const PHONE_DIGITS = /^\+?\d{6,15}$/;
/** Spaces, dashes, dots and brackets people type inside numbers. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` (already trimmed) looks like an e-mail address. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** Whether `text` looks like a phone number: "+86 138-0000-0000" and "13800000000" both do. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_DIGITS.test(text.replace(PHONE_SEPARATORS, ""));
}

/**
 * The date as the §5 answer content: the same "YYYY-MM-DD" when it names a real calendar day
 * (no 2023-02-29), else "" (§5 "date as YYYY-MM-DD or empty").
 */
export function dateAnswerContent(date: string): string {
  const match = ISO_DATE.exec(date.trim());
  if (!match) return "";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return real ? match[0] : "";
}
