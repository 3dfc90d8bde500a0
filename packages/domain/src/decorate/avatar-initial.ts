import { graphemes } from "../language/cut-room-name";

/**
 * The letter of a viewer's avatar when there is no picture (the watch decorate's userIconFlag,
 * decision 0046): the first user-perceived character of the shown name (a CJK character, an emoji
 * with its modifiers, a letter with its accents), upper-cased where the script has cases; "" for a
 * blank name.
 */
export function avatarInitial(name: string): string {
  const first = graphemes(name.trim())[0] ?? "";
  return first.toLocaleUpperCase();
}

/** A picture address the avatar may show: a path on this server or https (the page's CSP); anything else draws the letter. */
export function avatarPicture(url: string): string | null {
  const trimmed = url.trim();
  return /^(?:https:\/\/|\/(?!\/))\S+$/i.test(trimmed) ? trimmed : null;
}
