import { COUNTDOWN_TICK_MS, liveCountdown, type LiveCountdown } from "@livehall/domain";
import { useEffect, useState } from "react";
import { useT } from "../i18n/I18nProvider";
import "./WatchDecorateExtras.css";

export interface LiveCountdownNoticeProps {
  /** The event's start, epoch ms (server time); null when it has none. */
  readonly startTime: number | null;
  /** The room's liveCountDownRemain: seconds before the start the countdown shows (0 = never). */
  readonly remainSeconds: number;
  /** §3 live status of the room; null before it is known. */
  readonly liveStatus: number | null;
  /** Server time now, epoch ms (the page passes the local clock plus the brief's skew; tests a fixed one). */
  readonly now: () => number;
}

const pad = (value: number): string => String(value).padStart(2, "0");

/** "1:02:03" with hours, "02:03" without (the days of a day-long window count as hours). */
export function countdownClock(left: Extract<LiveCountdown, { kind: "pending" }>): string {
  const hours = left.days * 24 + left.hours;
  return hours > 0 ? `${String(hours)}:${pad(left.minutes)}:${pad(left.seconds)}` : `${pad(left.minutes)}:${pad(left.seconds)}`;
}

/**
 * The watch page's countdown to the live start (the room's liveCountDownRemain, decision 0046):
 * the time left, ticking every second, while the room is not living and the start is within the
 * organiser's window; "about to start" once the start has passed until the stream begins. The
 * ticking clock is hidden from the live region, which speaks only the minute (and the change to
 * "about to start"), so a screen reader is not interrupted every second.
 */
export function LiveCountdownNotice({ startTime, remainSeconds, liveStatus, now }: LiveCountdownNoticeProps) {
  const t = useT();
  const [time, setTime] = useState(now);
  const waiting = remainSeconds > 0 && startTime !== null && liveStatus !== 2;
  useEffect(() => {
    if (!waiting) return;
    setTime(now());
    const timer = setInterval(() => {
      setTime(now());
    }, COUNTDOWN_TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [waiting, now]);
  const left = liveCountdown({ startTime, now: time, remainSeconds, liveStatus });
  if (left.kind === "hidden") return null;
  const shown = left.kind === "pending" ? t("liveCountdown.value", { time: countdownClock(left) }) : t("liveCountdown.starting");
  const minutes = left.kind === "pending" ? Math.ceil((((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds) / 60) : 0;
  const announced = left.kind === "pending" ? t("liveCountdown.announce", { minutes }) : shown;
  return (
    <div className="lh-live-countdown" data-testid="live-countdown">
      <p className="lh-live-countdown__value" aria-hidden="true">
        {shown}
      </p>
      <p className="lh-visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </div>
  );
}
