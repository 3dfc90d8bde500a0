import type { ShareSettingsDTO, ValidateConfigDTO } from "@livehall/wire";
import { DefinitionError, type DefinitionReader } from "./definition-reader";

/** The share settings and validate configs of an event file's `landing` block (decision 0046). */
export interface LandingAccessDefinition {
  readonly share: ShareSettingsDTO;
  readonly pcValidateConfigLanguages: readonly ValidateConfigDTO[];
  readonly mobileValidateConfigLanguages: readonly ValidateConfigDTO[];
}

/** No share offered, no validate configs: what an event without them (or stored before them) answers. */
export const NO_LANDING_ACCESS: LandingAccessDefinition = {
  share: { shareFlag: 0, sharePlatform: [0, 0, 0, 0], shareCoverUrl: "", shareTitle: "", shareDesc: "", sharerId: "" },
  pcValidateConfigLanguages: [],
  mobileValidateConfigLanguages: [],
};

/** §3 share channels: 0 weibo, 1 wechat, 2 facebook, 3 twitter. */
const SHARE_CHANNELS = ["weibo", "wechat", "facebook", "twitter"] as const;
const LANGUAGES = ["zh-Hans", "zh-Hant", "en", "ar"] as const;
/** Site-relative or https pictures only (the CSP allows no more). */
const IMAGE = /^(?:\/[^/\\]|https:\/\/)/;
const MAX_TEXT = 500;

function image(reader: DefinitionReader, key: string): string {
  const value = reader.optionalString(key, "");
  if (value !== "" && !IMAGE.test(value)) throw new DefinitionError(reader.fieldPath(key), "must be a site path (/…) or an https address");
  return value;
}

function text(reader: DefinitionReader, key: string): string {
  const value = reader.optionalString(key, "");
  if (value.length > MAX_TEXT) throw new DefinitionError(reader.fieldPath(key), `must be at most ${String(MAX_TEXT)} characters`);
  return value;
}

function parseShare(root: DefinitionReader): ShareSettingsDTO {
  if (!root.has("share")) return NO_LANDING_ACCESS.share;
  const reader = root.object("share");
  const platforms = reader.has("platforms") ? reader.strings("platforms", SHARE_CHANNELS) : [];
  return {
    shareFlag: reader.boolean("enabled", false) ? 1 : 0,
    sharePlatform: SHARE_CHANNELS.map((channel) => (platforms.includes(channel) ? 1 : 0)),
    shareCoverUrl: image(reader, "coverUrl"),
    shareTitle: text(reader, "title"),
    shareDesc: text(reader, "description"),
    sharerId: "",
  };
}

function parseValidate(root: DefinitionReader, key: string): ValidateConfigDTO[] {
  const configs = root.objects(key, { optional: true }).map((reader) => {
    const languageType = reader.string("languageType");
    if (!(LANGUAGES as readonly string[]).includes(languageType))
      throw new DefinitionError(reader.fieldPath("languageType"), `must be one of ${LANGUAGES.join(", ")}`);
    return {
      languageType,
      validateTitle: text(reader, "title"),
      validateDesc: text(reader, "description"),
      validateBackgroundUrl: image(reader, "backgroundUrl"),
    };
  });
  const languages = configs.map((config) => config.languageType);
  const twice = languages.find((language, index) => languages.indexOf(language) !== index);
  if (twice !== undefined) throw new DefinitionError(root.fieldPath(key), `${twice} appears twice`);
  return configs;
}

/**
 * Reads, inside the `landing` block: `share` ({enabled, platforms: ["weibo", "wechat", "facebook",
 * "twitter"], coverUrl, title, description}) and `pcValidateConfigLanguages` /
 * `mobileValidateConfigLanguages` ([{languageType, title, description, backgroundUrl}], one per
 * language). Everything optional; pictures are site paths or https, texts at most 500 characters.
 */
export function parseLandingAccess(landing: DefinitionReader): LandingAccessDefinition {
  return {
    share: parseShare(landing),
    pcValidateConfigLanguages: parseValidate(landing, "pcValidateConfigLanguages"),
    mobileValidateConfigLanguages: parseValidate(landing, "mobileValidateConfigLanguages"),
  };
}
