import {
  AD_LOCATION,
  AD_TYPE,
  DEFAULT_WATCH_DECORATE,
  DEVICE,
  THEME,
  WATCH_THEME,
  type AdPicture,
  type AdPictureContent,
  type WatchBackground,
  type WatchDecorate,
} from "@livehall/domain";
import type { WatchDecorateDTO } from "@livehall/wire";

const flag = (value: unknown, fallback: boolean): boolean => (value === 0 ? false : value === 1 ? true : fallback);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const seconds = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const COLOR = /^#[0-9A-Fa-f]{6}$/;
const DEFAULT_BACKGROUND = DEFAULT_WATCH_DECORATE.background;

/** backgroundUrlDisplayMode 1 cover, 2 contain, 3 tile (decision 0034). */
const displayMode = (value: unknown): WatchBackground["displayMode"] =>
  value === 1 ? "cover" : value === 2 ? "contain" : value === 3 ? "tile" : DEFAULT_BACKGROUND.displayMode;

/** location 1 top, 2 centre, 3 bottom (decision 0034). */
const location = (value: unknown): WatchBackground["location"] =>
  value === 1 ? "top" : value === 2 ? "center" : value === 3 ? "bottom" : DEFAULT_BACKGROUND.location;

/** backgroundType, backgroundColor, backgroundUrlDisplayMode, backgroundUrlLanguages, transitionFlag, location, autoZoomFlag. */
function mapBackground(dto: Record<string, unknown>): WatchBackground {
  const imageByLanguage: Record<string, string> = {};
  for (const item of list(dto["backgroundUrlLanguages"])) {
    if (isObject(item) && text(item["languageType"]) !== "" && text(item["backgroundUrl"]) !== "") {
      imageByLanguage[text(item["languageType"])] = text(item["backgroundUrl"]);
    }
  }
  const color = text(dto["backgroundColor"]);
  return {
    kind: dto["backgroundType"] === 2 ? "image" : "color",
    color: COLOR.test(color) ? color : "",
    displayMode: displayMode(dto["backgroundUrlDisplayMode"]),
    imageByLanguage,
    transition: flag(dto["transitionFlag"], DEFAULT_BACKGROUND.transition),
    location: location(dto["location"]),
    autoZoom: flag(dto["autoZoomFlag"], DEFAULT_BACKGROUND.autoZoom),
  };
}

/** One roomAdPics item; null when it lacks an id, a known device or type, or any picture. */
function mapAdPicture(item: unknown): AdPicture | null {
  if (!isObject(item)) return null;
  const id = text(item["roomAdPicId"]);
  const device = item["deviceType"] === DEVICE.PC ? DEVICE.PC : item["deviceType"] === DEVICE.MOBILE ? DEVICE.MOBILE : null;
  const type = Object.values(AD_TYPE).find((value) => value === item["adType"]);
  const byLanguage: Record<string, AdPictureContent> = {};
  for (const language of list(item["languages"])) {
    if (isObject(language) && text(language["languageType"]) !== "" && text(language["adPicUrl"]) !== "") {
      byLanguage[text(language["languageType"])] = { pictureUrl: text(language["adPicUrl"]), linkUrl: text(language["adJumpUrl"]) };
    }
  }
  if (id === "" || device === null || type === undefined || Object.keys(byLanguage).length === 0) return null;
  return {
    id,
    device,
    type,
    location: item["adLocationType"] === AD_LOCATION.TOP ? AD_LOCATION.TOP : AD_LOCATION.BOTTOM,
    show: flag(item["adShowFlag"], true),
    closable: flag(item["adEnableCloseFlag"], true),
    durationSeconds: seconds(item["adShowDuration"]),
    byLanguage,
  };
}

/** watch-init's `watchDecorate` → WatchDecorate; a missing or malformed field takes §3's default. */
export function mapWatchDecorate(dto: Partial<WatchDecorateDTO> | undefined): WatchDecorate {
  if (!isObject(dto)) return DEFAULT_WATCH_DECORATE; // absent (or not an object on the wire)
  const opacity = dto.moduleDiaphaneity;
  return {
    theme:
      dto.topicType === THEME.LIGHT ? WATCH_THEME.LIGHT : dto.topicType === THEME.DARK ? WATCH_THEME.DEEP : DEFAULT_WATCH_DECORATE.theme,
    moduleOpacity:
      typeof opacity === "number" && Number.isFinite(opacity)
        ? Math.min(100, Math.max(0, Math.round(opacity)))
        : DEFAULT_WATCH_DECORATE.moduleOpacity,
    topBar: {
      show: flag(dto.topbarFlag, DEFAULT_WATCH_DECORATE.topBar.show),
      logoUrl: typeof dto.topbarLogo === "string" ? dto.topbarLogo : "",
    },
    backToTop: flag(dto.backTopFlag, DEFAULT_WATCH_DECORATE.backToTop),
    background: mapBackground(dto),
    adPictures: list(dto.roomAdPics)
      .map(mapAdPicture)
      .filter((picture): picture is AdPicture => picture !== null),
    userIcons: flag(dto.userIconFlag, DEFAULT_WATCH_DECORATE.userIcons),
    iphoneIcon: flag(dto.iphoneIconFlag, DEFAULT_WATCH_DECORATE.iphoneIcon),
    liveCountDownRemain: seconds(dto.liveCountDownRemain),
  };
}
