import { isTheme, type Theme } from "./choose-theme";

/**
 * localStorage key of the organiser themes seen (decision 0046): a JSON list of `[key, theme]`, oldest
 * first, key `"{event}/{room}"` or `"{event}"`, theme "dark" | "light" (a list, not an object: an
 * object puts number-like keys such as event numbers first, whatever their age). index.html's
 * pre-paint script reads it for a watch address (the room's entry, else the event's), so a
 * dark-decorated room paints dark from the first frame.
 *
 * That inline script (apps/web/index.html) is a hand-written copy of this key, the entry format
 * and {@link watchAddressOf}'s pattern: an inline script imports nothing. Change them together;
 * apps/web/src/theme-before-paint.test.ts runs the script beside these functions on the same
 * storage and fails when they disagree, and the server's CSP hashes the script as built
 * (apps/server/src/http/security-headers.ts).
 */
export const ORGANISER_THEME_STORAGE_KEY = "livehall:organiserTheme";

/** At most this many entries are kept (oldest dropped first): two per room seen. */
export const ORGANISER_THEME_MAX_ENTRIES = 40;

/** The addresses the organiser's theme applies to: the watch page (WatchDecorateLayer), desktop or mobile, with or without a channel. */
const WATCH_ADDRESS = /^(?:\/mobile)?\/event\/([^/]+)(?:\/channel\/[^/]+)?\/watch\/([^/]+)\/?$/;

/** The event and room of a watch page's path, null for any other path. */
export function watchAddressOf(pathname: string): { readonly eventNumber: string; readonly roomNumber: string } | null {
  const found = WATCH_ADDRESS.exec(pathname);
  return found?.[1] === undefined || found[2] === undefined ? null : { eventNumber: found[1], roomNumber: found[2] };
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

type Entry = readonly [string, Theme];

function readAll(storage: Storage): Entry[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(ORGANISER_THEME_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is Entry => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === "string" && isTheme(entry[1]),
    );
  } catch {
    return [];
  }
}

/** The organiser theme remembered for this room (else for its event), null when none is (or storage is refused). */
export function rememberedOrganiserTheme(storage: Storage, eventNumber: string, roomNumber: string): Theme | null {
  const entries = readAll(storage);
  const of = (key: string): Theme | undefined => entries.find(([entryKey]) => entryKey === key)?.[1];
  return of(`${eventNumber}/${roomNumber}`) ?? of(eventNumber) ?? null;
}

/** The organiser theme remembered for the watch page at `pathname` (null on other pages): what the pre-paint script chose. */
export function rememberedOrganiserThemeAt(storage: Storage, pathname: string): Theme | null {
  const address = watchAddressOf(pathname);
  return address === null ? null : rememberedOrganiserTheme(storage, address.eventNumber, address.roomNumber);
}

/**
 * Remembers a room's organiser theme once its watch decorate resolved, for the room and as its
 * event's latest (a room of the event not seen yet starts from it). Newest last; the oldest
 * entries go beyond ORGANISER_THEME_MAX_ENTRIES. A refused storage remembers nothing.
 */
export function rememberOrganiserTheme(storage: Storage, eventNumber: string, roomNumber: string, theme: Theme): void {
  const keys = [`${eventNumber}/${roomNumber}`, eventNumber];
  const kept = readAll(storage)
    .filter(([key]) => !keys.includes(key))
    .slice(-(ORGANISER_THEME_MAX_ENTRIES - keys.length));
  const next: Entry[] = [...kept, ...keys.map((key): Entry => [key, theme])];
  try {
    storage.setItem(ORGANISER_THEME_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // not stored: the next first paint follows the system until the room answers
  }
}
