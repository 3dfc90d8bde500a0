import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The WCAG rule sets every page is held to (decision 0040). WCAG 2.1 A brings label-in-name
 * (`label-content-name-mismatch`, 2.5.3): a control's accessible name contains the words it shows,
 * so a viewer who speaks what they see reaches it (decision 0054).
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/** The impacts that fail a check; `minor` and `moderate` are reported by axe but do not fail. */
export const FAILING_IMPACTS: ReadonlySet<string> = new Set(["serious", "critical"]);

/** One violation as the failure message prints it. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** One line per violation: id, impact, help and the selectors of every node that violates it. */
export function describeFindings(label: string, findings: readonly AxeFinding[]): string {
  const lines = findings.map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.join("\n    ")}`);
  return `${label}: ${findings.length} serious/critical accessibility violation(s)\n${lines.join("\n")}`;
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.0 A/AA and 2.1 A/AA rules) and returns its serious
 * and critical violations; `exclude` takes selectors of parts that are not ours to judge (none today).
 */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<AxeFinding[]> {
  // Only violations are collected in full (passes and incomplete keep one node each): quicker.
  // options() replaces every option, so it comes before withTags (which sets runOnly).
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags([...AXE_TAGS]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
    }));
}

/** Fails (throws, naming every violation) when the page has a serious or critical axe violation. */
export async function expectNoSeriousViolations(page: Page, label: string, exclude: readonly string[] = []): Promise<void> {
  const findings = await seriousViolations(page, exclude);
  if (findings.length > 0) throw new Error(describeFindings(label, findings));
}
