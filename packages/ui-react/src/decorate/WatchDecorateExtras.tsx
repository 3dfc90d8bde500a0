import { APP_TOKENS, type Loadable, type ResolvedEvent } from "@livehall/application";
import type { PersonalBrief, WatchDecorate } from "@livehall/domain";
import { useCallback } from "react";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { HomeScreenHint } from "./HomeScreenHint";
import { LiveCountdownNotice } from "./LiveCountdownNotice";
import { constant$ } from "../services/constant";

const IDLE: Loadable<ResolvedEvent> = { status: "idle" };
const NO_EVENT$ = constant$(IDLE);

/** The personal brief of the resolved event, null before it is known. */
function useBrief(): PersonalBrief | null {
  const resolveEvent = useOptionalService(APP_TOKENS.ResolveEvent);
  const state = useObservable(resolveEvent?.state$ ?? NO_EVENT$, IDLE);
  return state.status === "ready" ? state.value.brief : null;
}

export interface RoomLiveCountdownProps {
  /** The open room's watch decorate. */
  readonly decorate: WatchDecorate;
  /** §3 live status as the room last said (the live room's push, else watch-init). */
  readonly liveStatus: number | null;
}

/**
 * The watch page's countdown to the live start beside the room's title (liveCountDownRemain,
 * decision 0046), on the server's clock: local time plus the brief's skew.
 */
export function RoomLiveCountdown({ decorate, liveStatus }: RoomLiveCountdownProps) {
  const brief = useBrief();
  const skew = brief?.clockSkewMs ?? 0;
  const now = useCallback(() => Date.now() + skew, [skew]);
  return (
    <LiveCountdownNotice
      startTime={brief?.event.startTime ?? null}
      remainSeconds={decorate.liveCountDownRemain}
      liveStatus={liveStatus}
      now={now}
    />
  );
}

/** The "Add to Home Screen" hint of the open room (iphoneIconFlag), with the top bar's logo, else the event's, as the icon. */
export function RoomHomeScreenHint({ eventNumber, decorate }: { readonly eventNumber: string; readonly decorate: WatchDecorate }) {
  const brief = useBrief();
  return (
    <HomeScreenHint
      eventNumber={eventNumber}
      offered={decorate.iphoneIcon}
      iconUrl={decorate.topBar.logoUrl || (brief?.event.logoUrl ?? "")}
    />
  );
}
