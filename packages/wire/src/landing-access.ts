/**
 * The parts of §3 "Landing and access config" beyond the page itself (decision 0046): share
 * settings, the validate configs per device and language, and the access prompts. Served inside
 * the landing-page and landing-page-simple answers ({@link LandingPageDTO}); shapes ours where §3
 * names only fields.
 */

/** §3 Share settings. */
export interface ShareSettingsDTO {
  /** 1 = viewers may share the event from its landing page. */
  readonly shareFlag: number;
  /** Indexed by §3 share channel (0 weibo, 1 wechat, 2 facebook, 3 twitter): 1 = offered, 0 = not. */
  readonly sharePlatform: readonly number[];
  /** A site path or https picture ("" = the event's cover). */
  readonly shareCoverUrl: string;
  /** "" = the event's name. */
  readonly shareTitle: string;
  readonly shareDesc: string;
  /** Always "" here: the sharer id is the viewer's own, read from the page address and kept (§3). */
  readonly sharerId: string;
}

/** One language of §3 pcValidateConfigLanguages / mobileValidateConfigLanguages: the organiser's words and picture for the access check. */
export interface ValidateConfigDTO {
  readonly languageType: string;
  /** The heading over the access check ("" = the client's own). */
  readonly validateTitle: string;
  /** What a viewer needs to get in, as the organiser says it. */
  readonly validateDesc: string;
  /** A site path or https picture beside it ("" = none). */
  readonly validateBackgroundUrl: string;
}

/** §3 accessConfigLanguages: the access prompt per language. */
export interface AccessPromptDTO {
  readonly languageType: string;
  readonly prompt: string;
}

/** The fields the landing answers add (optional: an older server sends none; the client then offers no share and shows no notes). */
export interface LandingAccessFieldsDTO {
  readonly share?: ShareSettingsDTO;
  readonly pcValidateConfigLanguages?: readonly ValidateConfigDTO[];
  readonly mobileValidateConfigLanguages?: readonly ValidateConfigDTO[];
  readonly accessConfigLanguages?: readonly AccessPromptDTO[];
}
