import type { AccessConfig } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { Loadable, ResolvedEvent } from "../state";

/** What ResolveEvent offers (APP_TOKENS.ResolveEvent); see the class for when and why. */
export interface ResolveEventService {
  readonly state$: Observable<Loadable<ResolvedEvent>>;
  run(eventNumber: string): Promise<ResolvedEvent | null>;
  prefetch(eventNumber: string): void;
  eventIdOrNull(eventNumber: string): Promise<string | null>;
  resolve(eventNumber: string): Promise<ResolvedEvent>;
  current(eventNumber: string): ResolvedEvent | null;
  accessConfig(eventNumber: string): Promise<AccessConfig>;
  refresh(eventNumber: string): Promise<ResolvedEvent>;
}
