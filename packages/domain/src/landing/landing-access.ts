import { DEFAULT_LANGUAGE } from "../language/choose-language";
import { SHARE_CHANNEL, type ShareChannel } from "../enums/wechat";

/** §3 share settings of the landing page, in the client's words (decision 0046). */
export interface LandingShare {
  /** shareFlag: the landing page offers sharing. */
  readonly enabled: boolean;
  /** sharePlatform: the §3 channels offered, ascending. */
  readonly channels: readonly ShareChannel[];
  readonly coverUrl: string;
  /** "" = the event's name. */
  readonly title: string;
  readonly description: string;
}

/** One language of §3 pc/mobileValidateConfigLanguages: the organiser's words (and picture) for the access check. */
export interface ValidateConfig {
  readonly title: string;
  readonly description: string;
  readonly backgroundUrl: string;
}

/** What the landing page knows about getting in: validate configs per device and language, access prompts per language. */
export interface LandingAccessInfo {
  readonly validate: {
    readonly pc: Readonly<Record<string, ValidateConfig>>;
    readonly mobile: Readonly<Record<string, ValidateConfig>>;
  };
  /** §3 accessConfigLanguages. */
  readonly prompts: Readonly<Record<string, string>>;
}

export const NO_LANDING_SHARE: LandingShare = { enabled: false, channels: [], coverUrl: "", title: "", description: "" };
export const NO_LANDING_ACCESS_INFO: LandingAccessInfo = { validate: { pc: {}, mobile: {} }, prompts: {} };

/** The access note the landing page shows beside its join button. */
export interface AccessNote {
  /** The organiser's heading; "" = the page's own. */
  readonly title: string;
  readonly description: string;
  readonly backgroundUrl: string;
  /** The access prompt (what to enter at the gate); "" = none. */
  readonly prompt: string;
}

const inLanguage = <T>(byLanguage: Readonly<Record<string, T>>, language: string): T | undefined =>
  Object.hasOwn(byLanguage, language)
    ? byLanguage[language]
    : Object.hasOwn(byLanguage, DEFAULT_LANGUAGE)
      ? byLanguage[DEFAULT_LANGUAGE]
      : undefined;

/**
 * The landing page's access note (decision 0046): the validate config of the viewer's device in the
 * viewer's language (else zh-Hans), with the access prompt of that language (else, or when blank, zh-Hans). Null
 * when the event is open to all (access type 0: nobody is checked) or the organiser wrote nothing.
 */
export function accessNoteFor(info: LandingAccessInfo, accessType: number, device: "pc" | "mobile", language: string): AccessNote | null {
  if (accessType === 0) return null;
  const config = inLanguage(info.validate[device], language);
  // As at the gate: a blank prompt counts as none, so zh-Hans stands in.
  const prompt =
    [language, DEFAULT_LANGUAGE].map((key) => (Object.hasOwn(info.prompts, key) ? (info.prompts[key] ?? "").trim() : "")).find(Boolean) ??
    "";
  const note = {
    title: config?.title.trim() ?? "",
    description: config?.description.trim() ?? "",
    backgroundUrl: config?.backgroundUrl ?? "",
    prompt,
  };
  return note.title === "" && note.description === "" && note.prompt === "" ? null : note;
}

/** One place to share to: a link that opens the platform's share page, or (WeChat) none — the viewer shares from WeChat's menu. */
export interface ShareTarget {
  readonly channel: ShareChannel;
  readonly href: string | null;
}

/**
 * The share targets of the landing page (decision 0046), in §3 channel order: Weibo, Facebook and
 * X/Twitter through their public share addresses with the page's address, title (else the
 * event's name) and, for Weibo, the cover; WeChat has no web share address (href null). None when
 * sharing is off.
 */
export function shareTargets(share: LandingShare, pageUrl: string, eventName: string): readonly ShareTarget[] {
  if (!share.enabled) return [];
  const url = encodeURIComponent(pageUrl);
  const title = encodeURIComponent(share.title.trim() || eventName);
  const text = encodeURIComponent([share.title.trim() || eventName, share.description.trim()].filter(Boolean).join(" — "));
  const hrefOf = (channel: ShareChannel): string | null => {
    switch (channel) {
      case SHARE_CHANNEL.WEIBO:
        return `https://service.weibo.com/share/share.php?url=${url}&title=${text}${share.coverUrl.startsWith("https://") ? `&pic=${encodeURIComponent(share.coverUrl)}` : ""}`;
      case SHARE_CHANNEL.FACEBOOK:
        return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
      case SHARE_CHANNEL.TWITTER:
        return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
      default:
        return null;
    }
  };
  return [...new Set(share.channels)].sort((a, b) => a - b).map((channel) => ({ channel, href: hrefOf(channel) }));
}
