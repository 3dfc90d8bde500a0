import type { DemoEventSummary } from "./index";

const ACCESS_NAMES = ["unlimited", "signup", "password", "white list", "external auth"];

/** e.g. "password + trial 1 min (livehall)". */
function label(event: DemoEventSummary): string {
  const access = ACCESS_NAMES[event.accessType] ?? `access type ${event.accessType}`;
  const trial = event.trialMinutes > 0 ? ` + trial ${event.trialMinutes} min` : "";
  return `${access}${trial}${event.hint ? ` (${event.hint})` : ""}`;
}

/**
 * What the start command prints once listening: first `Demo event: <url>` for the demo event
 * (10001 when present — tests and the README read this line), then one indented line per event
 * with its access type, and the development outbox when it is on.
 */
export function demoLines(base: string, events: readonly DemoEventSummary[], devOutboxPath: string | null): string[] {
  const url = (number: string): string => `${base}/event/${number}/`;
  const first = events.find((event) => event.eventNumber === "10001") ?? events[0];
  const lines = first ? [`Demo event: ${url(first.eventNumber)}`] : [];
  for (const event of events) lines.push(`  ${event.eventNumber} ${label(event)}: ${url(event.eventNumber)}`);
  if (devOutboxPath !== null) lines.push(`Dev outbox: ${base}${devOutboxPath}`);
  return lines;
}
