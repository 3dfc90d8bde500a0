/** Longest winner's name on a claim form, in characters. */
export const MAX_CLAIM_NAME_LENGTH = 50;
const PHONE = /^\+?[0-9 ()-]{5,20}$/;

/** Characters as a person counts them (grapheme clusters), as the server does. */
function characters(text: string): number {
  let count = 0;
  for (const _segment of new Intl.Segmenter("und", { granularity: "grapheme" }).segment(text)) count++;
  return count;
}

/** What is wrong with a lucky draw winner's claim form: the name, the phone, or nothing (null). */
export type ClaimFormProblem = "name" | "phone" | null;

/**
 * Checks a claim form as the server will (trimmed): a name of 1–50 characters, a phone number of
 * 5–20 digits, spaces, '(', ')' or '-', optionally after a '+'.
 */
export function claimFormProblem(name: string, phone: string): ClaimFormProblem {
  const trimmed = name.trim();
  if (trimmed === "" || characters(trimmed) > MAX_CLAIM_NAME_LENGTH) return "name";
  if (!PHONE.test(phone.trim())) return "phone";
  return null;
}
