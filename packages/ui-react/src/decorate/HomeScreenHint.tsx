import { avatarPicture, showsHomeScreenHint, type BrowserClient } from "@livehall/domain";
import { useEffect, useId, useState } from "react";
import { Button } from "../components/Button";
import { useT } from "../i18n/I18nProvider";
import { homeScreenHintDismissed, homeScreenStandalone, rememberHomeScreenHintDismissed } from "./home-screen-memory";
import "./WatchDecorateExtras.css";

export interface HomeScreenHintProps {
  readonly eventNumber: string;
  /** The room's iphoneIconFlag. */
  readonly offered: boolean;
  /** The icon the home screen takes (the event's logo; "" = none). */
  readonly iconUrl: string;
  /** The browser (tests and stories pass one; default: this one). */
  readonly client?: BrowserClient;
  /** Whether the page runs from the home screen (default: asks the browser). */
  readonly standalone?: boolean;
}

function thisBrowser(): BrowserClient {
  return typeof navigator === "undefined"
    ? { userAgent: "" }
    : { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
}

/**
 * The iPhone icon of the watch decorate (iphoneIconFlag, decision 0046): while the organiser offers
 * it, the page names the event's logo as its home-screen icon (`<link rel="apple-touch-icon">`), and
 * Safari on an iPhone or iPad shows a hint how to add the event to the home screen — not from the
 * home screen itself, and not again for this event once the viewer closed it.
 */
export function HomeScreenHint({ eventNumber, offered, iconUrl, client, standalone }: HomeScreenHintProps) {
  const t = useT();
  const textId = useId();
  const [dismissed, setDismissed] = useState(() => homeScreenHintDismissed(eventNumber));
  const icon = avatarPicture(iconUrl);

  useEffect(() => {
    if (!offered || icon === null) return;
    const link = document.createElement("link");
    link.rel = "apple-touch-icon";
    link.href = icon;
    document.head.append(link);
    return () => {
      link.remove();
    };
  }, [offered, icon]);

  const browser = client ?? thisBrowser();
  const shown = showsHomeScreenHint({ ...browser, offered, dismissed, standalone: standalone ?? homeScreenStandalone() });
  if (!shown) return null;
  return (
    <aside className="lh-home-hint" aria-label={t("homeScreen.label")} data-testid="home-screen-hint">
      {icon !== null ? <img className="lh-home-hint__icon" src={icon} alt="" width={40} height={40} /> : null}
      <p id={textId} className="lh-home-hint__text">
        {t("homeScreen.hint")}
      </p>
      <Button
        tone="secondary"
        aria-describedby={textId}
        onClick={() => {
          rememberHomeScreenHintDismissed(eventNumber);
          setDismissed(true);
        }}
      >
        {t("homeScreen.dismiss")}
      </Button>
    </aside>
  );
}
