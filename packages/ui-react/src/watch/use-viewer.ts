import { APP_TOKENS, type Loadable, type ResolvedEvent } from "@livehall/application";
import type { EventInfo, Viewer } from "@livehall/domain";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { constant$ } from "../services/constant";

const IDLE: Loadable<ResolvedEvent> = { status: "idle" };
const NO_EVENT$ = constant$(IDLE);

/** The viewer and event of the resolved event (the personal brief), null before it is known. */
export function useViewer(): { readonly viewer: Viewer | null; readonly event: EventInfo | null } {
  const resolveEvent = useOptionalService(APP_TOKENS.ResolveEvent);
  const state = useObservable(resolveEvent?.state$ ?? NO_EVENT$, IDLE);
  return state.status === "ready" ? { viewer: state.value.brief.viewer, event: state.value.brief.event } : { viewer: null, event: null };
}

/** The name to show for a viewer: the nickname, else the brief's anonymous nickname, else null. */
export function viewerName(viewer: Viewer | null): string | null {
  const name = viewer?.nickname.trim() || viewer?.anonymousNickname.trim();
  return name === undefined || name === "" ? null : name;
}
