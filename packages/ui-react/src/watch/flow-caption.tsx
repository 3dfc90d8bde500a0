import type { PlayFlowView } from "@livehall/application";
import type { ReactNode } from "react";

/** The flow plays a recorded item (ad, trailer, menu video) rather than the live stream. */
export function playsMedia(flow: PlayFlowView): boolean {
  return flow.type === "ad" || flow.type === "trailer" || flow.type === "menuVideo";
}

/** The label over the picture: the ad badge, the trailer's place, a menu video's name. */
export function flowCaption(flow: PlayFlowView, t: (key: string, values?: Record<string, string | number>) => string): ReactNode {
  const badge =
    flow.type === "ad"
      ? t("player.ad")
      : flow.type === "trailer"
        ? flow.trailer === null
          ? t("player.trailer")
          : t("player.trailerOf", { index: flow.trailer.index + 1, count: flow.trailer.count })
        : null;
  if (badge === null && (flow.type !== "menuVideo" || flow.title === "")) return null;
  return (
    <>
      {badge === null ? null : <span className="lh-player__badge">{badge}</span>}
      {flow.title === "" ? null : <span className="lh-player__title">{flow.title}</span>}
    </>
  );
}
