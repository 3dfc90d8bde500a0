import type { AdoptablePlayback } from "../boot/boot-hand-off";
import type { PlaybackEngine } from "../playback/ports";
import type { PlayRequest } from "./services";

/**
 * The boot hand-off slot of one player (issue 12 item 4, decision 0025): holds the live playback the
 * boot path offered until the next start either takes it over (same surface, address and engine)
 * or releases it.
 */
export class BootAdoption {
  private offered: AdoptablePlayback | null = null;

  /** Holds `playback`, releasing an earlier offer. */
  offer(playback: AdoptablePlayback): void {
    this.offered?.release();
    this.offered = playback;
  }

  /** The surface the offered playback plays on, or null. */
  surface(): unknown {
    return this.offered?.element ?? null;
  }

  /** Releases the offered playback (a stop). */
  release(): void {
    this.offered?.release();
    this.offered = null;
  }

  /** The offered playback when it plays exactly this (else it is released), or null; the slot is empty after. */
  take(surface: unknown, request: PlayRequest, engine: PlaybackEngine): AdoptablePlayback | null {
    const offered = this.offered;
    this.offered = null;
    if (offered === null) return null;
    if (offered.element === surface && offered.request.url === request.url && offered.engine === engine.name) return offered;
    offered.release();
    return null;
  }
}
