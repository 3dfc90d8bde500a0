import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_EVENTS_DIR } from "../app-paths";

export const demoJson = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(DEFAULT_EVENTS_DIR, "demo.json"), "utf8")) as Record<string, unknown>;

export type Edit = (definition: Record<string, unknown>) => void;
export const rooms = (d: Record<string, unknown>): Record<string, unknown>[] => d["rooms"] as Record<string, unknown>[];
export const room0 = (d: Record<string, unknown>): Record<string, unknown> => rooms(d)[0]!;
export const questionnaire = (question: Record<string, unknown>): Record<string, unknown> => ({
  questionnaireId: "form",
  questionnaireName: "Form",
  questions: [{ questionId: "q1", questionHeading: "Q1", ...question }],
});
