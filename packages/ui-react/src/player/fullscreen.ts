/** Which way a video of this size fits a phone best in fullscreen: landscape when wider than tall. */
export function fittingOrientation(size: { readonly width: number; readonly height: number } | null): "landscape" | "portrait" {
  return size !== null && size.height > size.width ? "portrait" : "landscape";
}

interface LockableOrientation {
  lock?: (orientation: "landscape" | "portrait") => Promise<void>;
  unlock?: () => void;
}

function orientation(): LockableOrientation | null {
  return typeof screen === "undefined" ? null : screen.orientation;
}

/**
 * §2 fullscreen: `element` fills the screen and the screen locks landscape or portrait to fit the
 * video, where the browser allows it (failures are ignored: desktops refuse the lock).
 */
export async function enterFullscreen(element: HTMLElement, fit: "landscape" | "portrait"): Promise<void> {
  try {
    await element.requestFullscreen();
  } catch {
    return;
  }
  try {
    await orientation()?.lock?.(fit);
  } catch {
    // Not every browser locks (desktops never do): the video still fills the screen.
  }
}

/** Leaves fullscreen and releases the orientation lock (failures ignored). */
export async function exitFullscreen(): Promise<void> {
  try {
    orientation()?.unlock?.();
  } catch {
    // nothing was locked
  }
  try {
    if (document.fullscreenElement !== null) await document.exitFullscreen();
  } catch {
    // already out
  }
}
