import { nameHiddenCharacter, textHiddenCharacter, type HiddenCharacterProblem } from "@livehall/domain";
import { badParameter } from "../http/api-error";

const WHY: Readonly<Record<HiddenCharacterProblem, string>> = {
  bidiControl: "bidi control characters (which flip the text around them) are not allowed",
  zeroWidth: "zero-width characters are not allowed",
};

/**
 * Throws 100400 naming `field` when `text` carries an invisible character its kind may not
 * (decision 0062, the client's own rule): a name no bidi control nor zero-width character, free
 * text no bidi embedding, override or isolate nor BOM.
 */
export function refuseHiddenCharacters(text: string, field: string, kind: "name" | "text"): void {
  const problem = kind === "name" ? nameHiddenCharacter(text) : textHiddenCharacter(text);
  if (problem !== null) throw badParameter(`Invalid body field '${field}': ${WHY[problem]}`);
}
