import type { PlayerMessageGroup } from "@livehall/domain";
import type { PlayerLogEntry } from "../playback/ports";

/** What a fatal error log needs: the §8 group, the engine's detail, the id the viewer sees. */
export interface FatalErrorFacts {
  readonly group: PlayerMessageGroup;
  readonly detail: string;
  readonly errorId: string;
  readonly streamUrl: string;
  readonly metricId: string;
}

/** The error log of a fatal error retries gave up on (§7): "Network Error: levelLoadError". */
export function errorLogEntry(facts: FatalErrorFacts): PlayerLogEntry {
  return {
    message: facts.detail === "" ? facts.group : `${facts.group}: ${facts.detail}`,
    errorId: facts.errorId,
    streamUrl: facts.streamUrl,
    metricId: facts.metricId,
  };
}
