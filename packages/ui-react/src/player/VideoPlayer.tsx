import { APP_TOKENS, type PlaybackState } from "@livehall/application";
import { useEffect, useRef } from "react";
import { Button } from "../components/Button";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import type { PlayStreamService } from "../services/use-cases";
import "./VideoPlayer.css";

const IDLE: PlaybackState = { status: "idle", engine: null, errorKey: null };

export interface VideoPlayerProps {
  /** The live address to play. */
  readonly url: string;
  /** Accessible name of the video (the room name). */
  readonly label: string;
  /**
   * The organiser covers the live picture (ROOM_CONFIG liveViewPageShowFlag, decision 0017): a mask
   * hides the video and keeps it muted; when it lifts, the viewer's own mute choice comes back.
   */
  readonly masked?: boolean;
}

/**
 * A <video> handed to PlayStream: attached once the address is known, detached when it changes or
 * the player leaves the page. Muted autoplay lets the live stream start without a gesture; the
 * native controls unmute. An overlay tells loading, buffering, paused and failed states.
 */
export function VideoPlayer({ url, label, masked = false }: VideoPlayerProps) {
  const t = useT();
  const playStream = useService<PlayStreamService>(APP_TOKENS.PlayStream);
  const playback = useObservable(playStream.state$, IDLE);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    video.muted = true; // the property, not only the attribute, decides autoplay
    void playStream.attach(video, { url, live: true });
    return () => { playStream.detach(); };
  }, [playStream, url]);

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
  }, [masked]);

  const retry = () => {
    const video = videoRef.current;
    if (video === null) return;
    playStream.detach();
    void playStream.attach(video, { url, live: true });
  };

  return (
    <div className="lh-player" data-status={playback.status}>
      <video ref={videoRef} className="lh-player__video" aria-label={label} playsInline muted autoPlay controls />
      <PlayerOverlay playback={playback} t={t} onRetry={retry} onPlay={() => { void videoRef.current?.play(); }} />
      {masked ? <div className="lh-player__mask" role="status">{t("player.masked")}</div> : null}
    </div>
  );
}

interface PlayerOverlayProps {
  readonly playback: PlaybackState;
  readonly t: (key: string) => string;
  readonly onRetry: () => void;
  readonly onPlay: () => void;
}

function PlayerOverlay({ playback, t, onRetry, onPlay }: PlayerOverlayProps) {
  switch (playback.status) {
    case "idle":
    case "loading":
    case "buffering":
      return (
        <div className="lh-player__overlay" role="status" aria-busy="true">
          <span className="lh-player__spinner" aria-hidden="true" />
          <span>{t(playback.status === "buffering" ? "player.buffering" : "loading.video")}</span>
        </div>
      );
    case "paused":
      return (
        <div className="lh-player__overlay lh-player__overlay--quiet">
          <Button onClick={onPlay}>{t("button.play")}</Button>
        </div>
      );
    case "error":
      return (
        <div className="lh-player__overlay">
          <p className="lh-player__error" role="alert">{t(playback.errorKey ?? "player.error")}</p>
          <Button onClick={onRetry}>{t("button.retry")}</Button>
        </div>
      );
    case "playing":
    case "complete":
      return null;
  }
}
