import type { PlayerView } from "@livehall/application";
import {
  layoutWatermark,
  msUntilWatermarkMove,
  serverTimeToLocal,
  sizedImageMark,
  WATERMARK_TYPE,
  watermarkContent,
  watermarkPlacement,
  type WatermarkSettings,
  type WatermarkValues,
} from "@livehall/domain";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { usePictureSize } from "./use-picture-size";
import { renderedVideoBox } from "./watermark-box";
import { WatermarkGuard } from "./watermark-guard";

export interface WatermarkProps {
  /** The player root the layer is drawn into (over the video, fullscreen with it). */
  readonly host: RefObject<HTMLElement | null>;
  /** The player's rendered size (the video fills it, object-fit: contain). */
  readonly containerSize: { readonly width: number; readonly height: number };
  /** The video's intrinsic size (PlayerView.videoSize): nothing is drawn before it is known (§4). */
  readonly videoSize: PlayerView["videoSize"];
  readonly settings: WatermarkSettings;
  /** Nickname, event and channel name; the public IP comes from the settings, the time from the clock. */
  readonly values: Omit<WatermarkValues, "nowMs" | "offsetMinutes" | "publicIp">;
  /** What the random placement is drawn from (the viewer's id). */
  readonly seed: string;
}

/** Epoch ms of the record's currentTime (server text or epoch ms), or null. */
function serverTime(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  return serverTimeToLocal(value);
}

/**
 * The room's watermark (§3, §9) over the rendered video box: text or picture from watermarkContent
 * (a picture once it has loaded, sized to its proportions by sizedImageMark), laid out
 * by layoutWatermark (side, oblique or random), re-laid out when the random mark moves (every
 * 5000 ms slot, which also refreshes a shown time). Drawn by a {@link WatermarkGuard}, so hiding or
 * removing its nodes brings a fresh layer back.
 */
export function Watermark({ host, containerSize, videoSize, settings, values, seed }: WatermarkProps) {
  const guard = useRef<WatermarkGuard | null>(null);
  // The server's clock when the record came, against ours: a shown time follows the server's.
  const skewMs = useMemo(() => {
    const server = serverTime(settings.currentTime);
    return server === null ? 0 : server - Date.now();
  }, [settings]);
  const [nowMs, setNowMs] = useState(() => Date.now() + skewMs);

  useEffect(() => {
    const timer = setTimeout(() => {
      setNowMs(Date.now() + skewMs);
    }, msUntilWatermarkMove(nowMs));
    return () => {
      clearTimeout(timer);
    };
  }, [nowMs, skewMs]);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const created = new WatermarkGuard(element);
    guard.current = created;
    return () => {
      created.destroy();
      guard.current = null;
    };
  }, [host]);

  const imageUrl = settings.watermarkType === WATERMARK_TYPE.IMAGE ? (settings.watermarkImgUrl?.trim() ?? null) : null;
  const picture = usePictureSize(imageUrl === "" ? null : imageUrl);

  const { nickname, eventName, channelName } = values;
  useEffect(() => {
    const box = renderedVideoBox(containerSize, videoSize);
    const publicIp = settings.publicIP ?? undefined;
    const content = watermarkContent(settings, {
      ...(nickname === undefined ? {} : { nickname }),
      ...(eventName === undefined ? {} : { eventName }),
      ...(channelName === undefined ? {} : { channelName }),
      ...(publicIp === undefined ? {} : { publicIp }),
      nowMs,
      offsetMinutes: -new Date(nowMs).getTimezoneOffset(),
    });
    // A picture is drawn once it has loaded: its size gives the mark's height (nothing is drawn for one that fails).
    const sized = content?.kind === "image" ? (picture === null ? null : sizedImageMark(content, picture.width, picture.height)) : content;
    const marks =
      box === null || sized === null ? [] : layoutWatermark(box.width, box.height, sized, watermarkPlacement(settings, seed, nowMs));
    guard.current?.draw(marks, box);
  }, [containerSize, videoSize, settings, nickname, eventName, channelName, seed, nowMs, picture]);

  return null;
}
