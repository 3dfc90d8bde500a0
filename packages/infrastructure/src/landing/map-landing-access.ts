import {
  NO_LANDING_SHARE,
  SHARE_CHANNEL,
  type LandingAccessInfo,
  type LandingShare,
  type ShareChannel,
  type ValidateConfig,
} from "@livehall/domain";
import type { LandingAccessFieldsDTO } from "@livehall/wire";

type Loose = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const CHANNELS: readonly ShareChannel[] = Object.values(SHARE_CHANNEL);

/** §3 share settings → the landing page's share; missing or unreadable = not offered. sharePlatform is read by channel index (1 = offered). */
export function mapLandingShare(dto: unknown): LandingShare {
  if (!isObject(dto)) return NO_LANDING_SHARE;
  const platforms = list(dto["sharePlatform"]);
  return {
    enabled: dto["shareFlag"] === 1,
    channels: CHANNELS.filter((channel) => platforms[channel] === 1),
    coverUrl: text(dto["shareCoverUrl"]),
    title: text(dto["shareTitle"]),
    description: text(dto["shareDesc"]),
  };
}

function byLanguage<T>(items: unknown, read: (item: Loose) => T): Record<string, T> {
  const result: Record<string, T> = {};
  for (const item of list(items)) {
    if (!isObject(item)) continue;
    const language = text(item["languageType"]);
    if (language !== "" && !Object.hasOwn(result, language)) result[language] = read(item);
  }
  return result;
}

const validateConfig = (item: Loose): ValidateConfig => ({
  title: text(item["validateTitle"]),
  description: text(item["validateDesc"]),
  backgroundUrl: text(item["validateBackgroundUrl"]),
});

/** §3 pc/mobileValidateConfigLanguages and accessConfigLanguages → per language (the first entry of a language counts). */
export function mapLandingAccessInfo(dto: LandingAccessFieldsDTO | Loose): LandingAccessInfo {
  const raw = dto as Loose;
  return {
    validate: {
      pc: byLanguage(raw["pcValidateConfigLanguages"], validateConfig),
      mobile: byLanguage(raw["mobileValidateConfigLanguages"], validateConfig),
    },
    prompts: byLanguage(raw["accessConfigLanguages"], (item) => text(item["prompt"])),
  };
}
