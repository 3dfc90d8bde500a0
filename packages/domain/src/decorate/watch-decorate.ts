import { WATCH_THEME, type WatchTheme } from "../enums/theme";
import type { AdPicture } from "./ad-picture";
import type { WatchBackground } from "./watch-background";

/**
 * The organiser's look of a room (§3 watch decorate), in the client's words. The issue-14 contract:
 * the event layout reads `topBar` and `backToTop`; the watch page reads the rest. Fields are added
 * here as the client honours them; infrastructure maps the wire's `watchDecorate` onto this.
 */
export interface WatchDecorate {
  /** topicType: 1 deep (#000 background, orange main), 2 light (white, red main) (§9). */
  readonly theme: WatchTheme;
  /** moduleDiaphaneity: the opacity of the page's modules in percent, 0–100 (default 60). */
  readonly moduleOpacity: number;
  /** topbarFlag / topbarLogo: the event layout's optional top bar and its logo ("" = the event's). */
  readonly topBar: { readonly show: boolean; readonly logoUrl: string };
  /** backTopFlag: a back-to-top button after one screen height of scrolling. */
  readonly backToTop: boolean;
  /** Background type, colour, url display mode, per-language images, transition, location, autoZoom. */
  readonly background: WatchBackground;
  /** roomAdPics: the room's ad pictures, in the organiser's order. */
  readonly adPictures: readonly AdPicture[];
  /** userIconFlag: viewers' avatars shown (chat, lists). */
  readonly userIcons: boolean;
  /** iphoneIconFlag: offer "add to home screen" on iPhones. */
  readonly iphoneIcon: boolean;
  /** liveCountDownRemain: seconds the countdown before the live start still runs (0 = none). */
  readonly liveCountDownRemain: number;
}

/** §3 defaults: deep theme, opacity 60, top bar and back-to-top on, the theme's own background, no ads. */
export const DEFAULT_WATCH_DECORATE: WatchDecorate = {
  theme: WATCH_THEME.DEEP,
  moduleOpacity: 60,
  topBar: { show: true, logoUrl: "" },
  backToTop: true,
  background: {
    kind: "color",
    color: "",
    displayMode: "cover",
    imageByLanguage: {},
    transition: false,
    location: "center",
    autoZoom: false,
  },
  adPictures: [],
  userIcons: true,
  iphoneIcon: false,
  liveCountDownRemain: 0,
};
