import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("@livehall/domain public surface", () => {
  it.each([
    "ApiFailure",
    "decideError",
    "ERROR_CATALOGUE",
    "KNOWN_ERROR_CODES",
    "ROOM_MODE",
    "TOOLBAR_BUTTON",
    "TOKEN_STORAGE_KEY",
    "PLAYER_DEFAULTS",
    "WATERMARK_DEFAULTS",
    "pageForRoomMode",
    "eventPath",
    "chooseEntryRoom",
    "formatCount",
    "serverTimeToLocal",
    "formatLocal",
    "isValidEventNumber",
    "parseTokenRecords",
    "putTokenRecord",
    "touchTokenRecord",
    "removeTokenRecord",
    "serializeTokenRecords",
    "tokenRefreshDelayMs",
    "tryDurationSeconds",
    "trialRemainingSeconds",
    "parseWatchedTimes",
    "putWatchedSeconds",
    "parseUrlTokens",
    "stripUrlTokens",
    "hasUrlTokenParams",
    "safeRedirectTarget",
    "externalAuthUrl",
    "interceptAction",
    "parseEventPath",
    "stripUrlTokensFromPath",
  ])("exports %s", (name) => {
    expect(domain).toHaveProperty(name);
  });
});
