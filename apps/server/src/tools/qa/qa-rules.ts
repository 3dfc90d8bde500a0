import { chatTextLength } from "@livehall/domain";
import { badParameter } from "../../http/api-error";
import { refuseHiddenCharacters } from "../../services/hidden-text";
import { isWellFormedText } from "../../services/text-length";

/** Control characters a question or answer may not carry (newline and tab may). */
const FORBIDDEN_CONTROL = /[^\P{Cc}\n\t]|[\u2028\u2029]/u;

/**
 * A question's or answer's text as stored: trimmed, 1–`max` code points, well-formed Unicode
 * without control characters other than newline and tab. Throws 100400 naming `field` and why.
 */
export function checkQaText(text: string, max: number, field: string): string {
  const trimmed = text.replaceAll("\r\n", "\n").trim();
  if (trimmed === "") throw badParameter(`Invalid body field '${field}': the text is empty`);
  const length = chatTextLength(trimmed);
  if (length > max) throw badParameter(`Invalid body field '${field}': ${length} characters, at most ${max} are allowed`);
  if (!isWellFormedText(trimmed)) throw badParameter(`Invalid body field '${field}': not well-formed Unicode text`);
  if (FORBIDDEN_CONTROL.test(trimmed)) throw badParameter(`Invalid body field '${field}': control characters are not allowed`);
  refuseHiddenCharacters(trimmed, field, "text");
  return trimmed;
}
