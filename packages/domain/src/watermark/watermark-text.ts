import { PRESET_WORD, WATERMARK_WORD, type PresetWord } from "../enums/watermark";
import { formatLocal } from "../format/server-time";

/** The values a watermark text can be made of. Missing or blank values are left out of the text. */
export interface WatermarkValues {
  readonly nickname?: string;
  readonly eventName?: string;
  /** Channel (room) name for word type CHANNEL_NAME; falls back to the event name. */
  readonly channelName?: string;
  readonly publicIp?: string;
  /** Now, epoch ms, for the CURRENTTIME preset word. */
  readonly nowMs?: number;
  /** Zone of the shown time, minutes east of UTC (the browser's: `-new Date().getTimezoneOffset()`). */
  readonly offsetMinutes?: number;
}

/** Shown between the preset words of one watermark (ours). */
export const WATERMARK_WORD_SEPARATOR = " ";

/** Format of the CURRENTTIME preset word (§9 default date format). */
export const WATERMARK_TIME_FORMAT = "yyyy-MM-dd HH:mm:ss";

const PRESET_CODES: readonly number[] = Object.values(PRESET_WORD);
const PRESET_BY_NAME: Readonly<Record<string, PresetWord>> = PRESET_WORD;

function presetOf(item: unknown): PresetWord | null {
  if (typeof item === "number") return PRESET_CODES.includes(item) ? (item as PresetWord) : null;
  if (typeof item !== "string") return null;
  const text = item.trim();
  if (text === "") return null;
  if (/^\d+$/.test(text)) return presetOf(Number(text));
  return PRESET_BY_NAME[text.toUpperCase()] ?? null;
}

/**
 * The §3 watermarkPresetWord as a list of {@link PRESET_WORD} codes, in the given order without
 * repeats. Accepts an array of codes, numeric texts or names (NICKNAME, EVENTNAME, PUBLICIP,
 * CURRENTTIME, any case), or one comma-separated text of those. Unknown items are dropped; any
 * other input gives [].
 */
export function parsePresetWords(raw: unknown): PresetWord[] {
  const items: readonly unknown[] = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  const words: PresetWord[] = [];
  for (const item of items) {
    const word = presetOf(item);
    if (word !== null && !words.includes(word)) words.push(word);
  }
  return words;
}

const clean = (value: string | null | undefined): string => (typeof value === "string" ? value.trim() : "");

/** The text of one preset word, "" when its value is missing. */
export function presetWordText(word: PresetWord, values: WatermarkValues): string {
  switch (word) {
    case PRESET_WORD.NICKNAME:
      return clean(values.nickname);
    case PRESET_WORD.EVENTNAME:
      return clean(values.eventName);
    case PRESET_WORD.PUBLICIP:
      return clean(values.publicIp);
    case PRESET_WORD.CURRENTTIME:
      return values.nowMs === undefined ? "" : formatLocal(values.nowMs, values.offsetMinutes ?? 0, WATERMARK_TIME_FORMAT);
  }
}

/**
 * The text of a PRESET watermark: each preset word's value in the given order, blank ones left
 * out, joined by `separator` (one space by default). The current time is formatted
 * 'yyyy-MM-dd HH:mm:ss' from `values.nowMs` in the zone `values.offsetMinutes` (UTC when absent).
 */
export function composeWatermarkText(
  words: readonly PresetWord[],
  values: WatermarkValues,
  separator: string = WATERMARK_WORD_SEPARATOR,
): string {
  return words
    .map((word) => presetWordText(word, values))
    .filter((text) => text !== "")
    .join(separator);
}

/**
 * The text a text watermark shows, by §3 word type: CHANNEL_NAME the channel name (else the event
 * name), USER_NAME the nickname, CUSTOM the custom word, PRESET the composed preset words.
 * "" when there is nothing to show (unknown word type, blank value).
 */
export function watermarkText(
  wordType: number | undefined,
  customWord: string | null | undefined,
  presetWords: readonly PresetWord[],
  values: WatermarkValues,
): string {
  switch (wordType) {
    case WATERMARK_WORD.CHANNEL_NAME:
      return clean(values.channelName) || clean(values.eventName);
    case WATERMARK_WORD.USER_NAME:
      return clean(values.nickname);
    case WATERMARK_WORD.CUSTOM:
      return clean(customWord);
    case WATERMARK_WORD.PRESET:
      return composeWatermarkText(presetWords, values);
    default:
      return "";
  }
}
