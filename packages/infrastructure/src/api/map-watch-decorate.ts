import { DEFAULT_WATCH_DECORATE, THEME, WATCH_THEME, type WatchDecorate } from "@livehall/domain";
import type { WatchDecorateDTO } from "@livehall/wire";

const flag = (value: unknown, fallback: boolean): boolean => (value === 0 ? false : value === 1 ? true : fallback);

/** watch-init's `watchDecorate` → WatchDecorate; a missing or malformed field takes §3's default. */
export function mapWatchDecorate(dto: Partial<WatchDecorateDTO> | undefined): WatchDecorate {
  if (typeof dto !== "object") return DEFAULT_WATCH_DECORATE; // absent (or not an object on the wire)
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
  };
}
