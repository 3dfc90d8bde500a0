import type { WatermarkSettings } from "@livehall/domain";
import { useMemo } from "react";
import type { PlayerWatermark } from "../player/VideoPlayer";
import { useViewer, viewerName } from "./use-viewer";

/**
 * The room's watermark (§3) over the player of a room page: the organiser's settings filled with
 * the viewer's nickname, the event's name and the room's name (`name`), seeded by the viewer.
 * Null before the play flow knows the settings.
 */
export function usePlayerWatermark(settings: WatermarkSettings | null, name: string | null): PlayerWatermark | null {
  const { viewer, event } = useViewer();
  const nickname = viewerName(viewer);
  return useMemo(
    (): PlayerWatermark | null =>
      settings === null
        ? null
        : {
            settings,
            values: {
              ...(nickname === null ? {} : { nickname }),
              ...(event === null ? {} : { eventName: event.name }),
              ...(name === null ? {} : { channelName: name }),
            },
            seed: viewer?.viewerId ?? nickname ?? "viewer",
          },
    [settings, nickname, event, name, viewer?.viewerId],
  );
}
