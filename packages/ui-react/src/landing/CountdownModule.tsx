import { useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS, startCountdown, type LandingModuleOf, type LandingThemeStyle } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import { ModuleFrame } from "./ModuleFrame";

export interface CountdownModuleProps {
  readonly module: LandingModuleOf<"countdown">;
  readonly themeStyle: LandingThemeStyle;
  /** Epoch ms; null when the event has none. */
  readonly startTime: number | null;
  /** The clock (tests and stories pass a fixed one). */
  readonly now?: () => number;
}

/**
 * The time left until the start, ticking every second, then "started" (§4). The ticking text is
 * hidden from the live region; the region announces only the minute (and the start), so a screen
 * reader is not interrupted every second.
 */
export function CountdownModule({ module, themeStyle, startTime, now = Date.now }: CountdownModuleProps) {
  const t = useT();
  const [time, setTime] = useState(now);
  const left = startCountdown(startTime, time);
  const pending = left.kind === "pending";
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      setTime(now());
    }, COUNTDOWN_TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [pending, now]);
  const shown =
    left.kind === "pending"
      ? t("landing.countdown.value", { ...left })
      : t(left.kind === "started" ? "landing.countdown.started" : "landing.countdown.unknown");
  const announced =
    left.kind === "pending" ? t("landing.countdown.announce", { days: left.days, hours: left.hours, minutes: left.minutes }) : shown;
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.countdown.title">
      <p className="lh-lmod__countdown" aria-hidden="true" data-testid="landing-countdown">
        {shown}
      </p>
      <p className="lh-visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </ModuleFrame>
  );
}
