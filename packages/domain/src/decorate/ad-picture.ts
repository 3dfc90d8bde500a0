import { AD_LOCATION, AD_TYPE, DEVICE, type AdLocation, type AdType, type Device } from "../enums/ad";

/** A room's ad picture (§3 Ad picture), in the client's words. */
export interface AdPicture {
  /** roomAdPicId: what reports name. */
  readonly id: string;
  /** deviceType: PC=1, MOBILE=2. */
  readonly device: Device;
  /** adType: PC_PLAY_TOP, PC_PLAY_BOTTOM, PC_CHAT_TOP, MOBILE_PLAY. */
  readonly type: AdType;
  /** adLocationType TOP/BOTTOM: above or below the player, for MOBILE_PLAY. */
  readonly location: AdLocation;
  /** adShowFlag. */
  readonly show: boolean;
  /** adEnableCloseFlag: the viewer may close it. */
  readonly closable: boolean;
  /** adShowDuration: seconds until it hides by itself; 0 = it stays. */
  readonly durationSeconds: number;
  /** Language type → the picture and where a click leads ("" = not a link). */
  readonly byLanguage: Readonly<Record<string, AdPictureContent>>;
}

export interface AdPictureContent {
  readonly pictureUrl: string;
  readonly linkUrl: string;
}

/** Where on the watch page an ad picture sits. */
export type AdSlot = "playTop" | "playBottom" | "chatTop";

/** The slot of a picture on `device`, or null when it is not for that device. */
export function adSlotOf(picture: AdPicture, device: Device): AdSlot | null {
  if (picture.device !== device) return null;
  if (device === DEVICE.PC) {
    if (picture.type === AD_TYPE.PC_PLAY_TOP) return "playTop";
    if (picture.type === AD_TYPE.PC_PLAY_BOTTOM) return "playBottom";
    if (picture.type === AD_TYPE.PC_CHAT_TOP) return "chatTop";
    return null;
  }
  if (picture.type !== AD_TYPE.MOBILE_PLAY) return null;
  return picture.location === AD_LOCATION.TOP ? "playTop" : "playBottom";
}

/**
 * The pictures a viewer on `device` sees in `slot`, in the organiser's order: shown by the
 * organiser, meant for that device and slot, and not dismissed (closed or timed out) on this page.
 */
export function adPicturesIn(
  pictures: readonly AdPicture[],
  device: Device,
  slot: AdSlot,
  dismissed: ReadonlySet<string> = new Set(),
): AdPicture[] {
  return pictures.filter((picture) => picture.show && !dismissed.has(picture.id) && adSlotOf(picture, device) === slot);
}

/** The picture in the viewer's language, else zh-Hans, else the first one named; null when none. */
export function adPictureContent(picture: AdPicture, language: string): AdPictureContent | null {
  const byLanguage = picture.byLanguage;
  return byLanguage[language] ?? byLanguage["zh-Hans"] ?? Object.values(byLanguage)[0] ?? null;
}
