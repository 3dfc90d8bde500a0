import { APP_TOKENS, type SharePosterState } from "@livehall/application";
import { useEffect, useState } from "react";
import { EMPTY } from "rxjs";
import { useLocale, useT } from "../../i18n/I18nProvider";
import { directionOf } from "../../i18n/locales";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import type { ToolPanelProps } from "../tool-panel-entry";
import { drawPoster } from "./draw-poster";
import { PosterView, type PosterImage } from "./PosterView";

const NONE: SharePosterState = { link: "", title: "", coverUrl: "" };

/** The theme's main colour, read from the page (the poster's band when the event has no cover). */
function accent(): string {
  return getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim() || "#d7141a";
}

/** The POSTER panel in the toolbar's drawer: draws the room's SharePoster data into a PNG (this chunk, with the QR library, loads when it opens). */
export default function PosterPanel(_props: ToolPanelProps) {
  const t = useT();
  const [locale] = useLocale();
  const poster = useRoomFeature(APP_TOKENS.SharePoster);
  const state = useObservable(poster?.state$ ?? EMPTY, NONE);
  const [image, setImage] = useState<PosterImage>({ status: "drawing" });
  const [attempt, setAttempt] = useState(0);
  const scanText = t("poster.scan");
  useEffect(() => {
    if (state.link === "") return;
    let current = true;
    setImage({ status: "drawing" });
    drawPoster({ ...state, scanText, accent: accent(), direction: directionOf(locale) })
      .then((url) => {
        if (current) setImage({ status: "ready", url });
      })
      .catch(() => {
        if (current) setImage({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [state, scanText, locale, attempt]);
  return (
    <PosterView
      image={image}
      title={state.title}
      fileName={`poster-${state.link.replace(/^.*\/event\/([^/]+).*$/, "$1") || "event"}.png`}
      onRetry={() => {
        setAttempt((value) => value + 1);
      }}
    />
  );
}
