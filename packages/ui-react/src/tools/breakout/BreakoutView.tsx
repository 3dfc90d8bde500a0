import type { BreakoutRoomInfo, BreakoutToolState } from "@livehall/application";
import { roomName } from "@livehall/domain";
import { Button } from "../../components/Button";
import { useLocale, useT } from "../../i18n/I18nProvider";
import "./Breakout.css";

export interface BreakoutViewProps {
  readonly state: BreakoutToolState;
  readonly onJoin: () => void;
  readonly onReturn: () => void;
}

/**
 * The BREAKOUT panel (issue 13): where the viewer is — no breakout, open but not assigned, their
 * breakout room (here or elsewhere) — the open rooms with the viewer's marked, "join my breakout
 * room" when they are assigned elsewhere and "back to the main room" when the organiser allows it.
 */
export function BreakoutView({ state, onJoin, onReturn }: BreakoutViewProps) {
  const t = useT();
  const [locale] = useLocale();
  const name = (room: BreakoutRoomInfo): string => roomName(room, locale) ?? room.roomNumber;
  const { breakout, assigned } = state;
  if (state.status === "loading" && !breakout) return <p className="lh-breakout__status">{t("breakout.loading")}</p>;
  if (!breakout)
    return (
      <p className="lh-breakout__status" role="alert">
        {t("breakout.loadFailed")}
      </p>
    );
  let status: string;
  if (!breakout.open) status = t("breakout.closed");
  else if (assigned === null) status = t("breakout.notAssigned");
  else status = t(assigned.roomId === state.hereRoomId ? "breakout.here" : "breakout.assigned", { room: name(assigned) });
  return (
    <div className="lh-breakout">
      <p className="lh-breakout__status" role="status">
        {status}
      </p>
      {breakout.open && breakout.rooms.length > 0 ? (
        <ul className="lh-breakout__rooms" aria-label={t("breakout.rooms")}>
          {breakout.rooms.map((room) => (
            <li
              key={room.roomId}
              className={room.roomId === assigned?.roomId ? "lh-breakout__room lh-breakout__room--mine" : "lh-breakout__room"}
              aria-current={room.roomId === state.hereRoomId ? "location" : undefined}
            >
              {name(room)}
            </li>
          ))}
        </ul>
      ) : null}
      {state.canJoin || state.canReturn ? (
        <div className="lh-breakout__actions">
          {state.canJoin ? <Button onClick={onJoin}>{t("breakout.join")}</Button> : null}
          {state.canReturn ? (
            <Button tone="secondary" onClick={onReturn}>
              {t("breakout.return")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
