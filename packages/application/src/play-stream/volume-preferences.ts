import { parseStoredVolume, DEFAULT_VOLUME_STATE, type VolumeState } from "@livehall/domain";
import type { PlayerPreferencesStore } from "../playback/ports";

/**
 * The stored volume and mute (§5: default 1 and not muted; bad stored data, or a store that
 * throws, reads as the defaults).
 */
export function readVolumePreferences(store: PlayerPreferencesStore | undefined): VolumeState {
  if (!store) return DEFAULT_VOLUME_STATE;
  try {
    const stored = store.read();
    return parseStoredVolume(stored.volume, stored.muted);
  } catch {
    return DEFAULT_VOLUME_STATE;
  }
}

/** Keeps the viewer's choice; a store that cannot write (private mode) is ignored. */
export function writeVolumePreferences(store: PlayerPreferencesStore | undefined, state: VolumeState): void {
  try {
    store?.write(state.volume, state.muted);
  } catch {
    // Not kept: the choice still applies to this page.
  }
}
