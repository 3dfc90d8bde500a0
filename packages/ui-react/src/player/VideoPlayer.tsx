import { APP_TOKENS, INITIAL_PLAYER_VIEW, type ServiceIdentifier } from "@livehall/application";
import { isSmallLayout, subtitleFontSizePx, type PlayType, type WatermarkSettings } from "@livehall/domain";
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import type { PlayStreamService } from "../services/use-cases";
import { AdoptedVideo, useAdoptableVideo } from "./AdoptedVideo";
import { ContextMenu } from "./ContextMenu";
import { handlePlayerHotkey } from "./player-hotkeys";
import { PlayerControls } from "./PlayerControls";
import { PlayerStatus } from "./PlayerStatus";
import { useAutoHide } from "./use-auto-hide";
import { useBoundSurface } from "./use-bound-surface";
import { useElementSize } from "./use-element-size";
import { Watermark, type WatermarkProps } from "./Watermark";
import "./VideoPlayer.css";

/** The watermark to draw over the video (its record and the values its text is made of). */
export interface PlayerWatermark {
  readonly settings: WatermarkSettings;
  readonly values: WatermarkProps["values"];
  readonly seed: string;
}

export interface VideoPlayerProps {
  /** Accessible name of the video (the room name). */
  readonly label: string;
  /**
   * The organiser covers the live picture (ROOM_CONFIG liveViewPageShowFlag, decision 0017): a mask
   * hides the video and keeps it muted; when it lifts, the viewer's own mute choice comes back.
   */
  readonly masked?: boolean;
  /** What plays (PlayFlowView.type), for `data-play-type`. */
  readonly playType?: PlayType;
  /** The play flow's notice (translated), shown instead of a picture; null while something plays. */
  readonly notice?: string | null;
  /** A label over the picture (the ad or trailer: badge and name). */
  readonly caption?: ReactNode;
  /** Player background image (shown while nothing plays). */
  readonly backgroundUrl?: string | null;
  readonly watermark?: PlayerWatermark | null;
  /** A WebVTT subtitle file to show. */
  readonly subtitleUrl?: string | null;
  /** The player core to bind (the main video's by default). */
  readonly token?: ServiceIdentifier<PlayStreamService>;
}

/**
 * The main video: a <video> handed to the player core (bindSurface on mount, null on unmount; the
 * play flow loads what it plays) with our own controls instead of the native ones. The root
 * `.lh-player` carries data-status, data-play-type and data-engine; it takes focus for the §5
 * hotkeys, hides its controls after 3 s of inactivity (§4), switches to the small layout under
 * 350 px (§9), sizes subtitles to 2.5 % of its width, opens a context menu on right-click and
 * draws the room's watermark once the video size is known.
 */
export function VideoPlayer({
  label,
  masked = false,
  playType = "init",
  notice = null,
  caption = null,
  backgroundUrl = null,
  watermark = null,
  subtitleUrl = null,
  token = APP_TOKENS.PlayStream,
}: VideoPlayerProps) {
  const t = useT();
  const player = useService(token);
  const view = useObservable(player.state$, INITIAL_PLAYER_VIEW);
  const rootRef = useRef<HTMLDivElement>(null);
  // A video the boot path started (decision 0025) is shown instead of our own, still playing.
  const adopted = useAdoptableVideo(player);
  const videoRef = useBoundSurface(player);
  const size = useElementSize(rootRef);
  const { hidden, poke } = useAutoHide(view.status);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const closeMenu = useCallback(() => {
    setMenuAt(null);
  }, []);

  // Muted while masked; the viewer's choice from before the mask is restored when it lifts.
  const mutedBeforeMask = useRef<boolean | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    if (masked && mutedBeforeMask.current === null) {
      mutedBeforeMask.current = video.muted;
      video.muted = true;
    } else if (!masked && mutedBeforeMask.current !== null) {
      video.muted = mutedBeforeMask.current;
      mutedBeforeMask.current = null;
    }
  }, [masked, videoRef]);

  /** The context menu opens where the viewer right-clicked the video. */
  const openMenu = (event: Pick<MouseEvent, "preventDefault" | "clientX" | "clientY">, video: Element): void => {
    event.preventDefault();
    const rect = video.getBoundingClientRect();
    setMenuAt({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };

  const small = size.width > 0 && isSmallLayout(size.width);
  const classes = ["lh-player", small ? "lh-player--small" : null, hidden ? "lh-player--idle" : null].filter(Boolean).join(" ");
  const style = { "--lh-subtitle-size": `${String(subtitleFontSizePx(size.width))}px` } as CSSProperties;
  const showBackground = backgroundUrl !== null && (view.status === "idle" || notice !== null);

  return (
    <div
      ref={rootRef}
      className={classes}
      style={style}
      tabIndex={0}
      role="group"
      aria-label={t("player.label")}
      data-status={view.status}
      data-play-type={playType}
      data-engine={view.engine ?? ""}
      data-latency={view.latencySeconds ?? undefined}
      onKeyDown={(event) => {
        poke();
        handlePlayerHotkey(event, player);
      }}
      onPointerMove={poke}
      onPointerDown={poke}
      onFocus={poke}
    >
      {showBackground ? <div className="lh-player__background" style={{ backgroundImage: `url("${backgroundUrl}")` }} /> : null}
      {adopted !== null ? (
        <AdoptedVideo
          element={adopted}
          videoRef={videoRef}
          className="lh-player__video"
          label={label}
          subtitleUrl={subtitleUrl}
          onClick={() => {
            player.togglePlay();
          }}
          onContextMenu={(event) => {
            openMenu(event, adopted);
          }}
        />
      ) : (
        <video
          ref={videoRef}
          className="lh-player__video"
          aria-label={label}
          playsInline
          muted
          autoPlay
          onClick={() => {
            player.togglePlay();
          }}
          onContextMenu={(event) => {
            openMenu(event, event.currentTarget);
          }}
        >
          {subtitleUrl !== null ? <track kind="subtitles" src={subtitleUrl} default /> : null}
        </video>
      )}
      {caption !== null ? <div className="lh-player__caption">{caption}</div> : null}
      <PlayerStatus
        view={view}
        notice={notice}
        onReload={() => {
          player.reload();
        }}
      />
      {watermark !== null ? (
        <Watermark
          host={rootRef}
          containerSize={size}
          videoSize={view.videoSize}
          settings={watermark.settings}
          values={watermark.values}
          seed={watermark.seed}
        />
      ) : null}
      {/* Nothing loaded (not started, detecting, trailers over): no controls to operate. */}
      {view.source !== null ? <PlayerControls view={view} player={player} root={rootRef} hidden={hidden && menuAt === null} /> : null}
      {menuAt !== null ? (
        <ContextMenu
          at={menuAt}
          url={view.source?.url ?? null}
          onReload={() => {
            player.reload();
          }}
          onClose={closeMenu}
        />
      ) : null}
      {masked ? (
        <div className="lh-player__mask" role="status">
          {t("player.masked")}
        </div>
      ) : null}
    </div>
  );
}
