import { DEMO } from "../testing/test-server";
import { raw, garbage, BRIEF, viewer, type Case } from "./bad-input.fixtures";

/** Bad input: not HTTP at all, unknown paths, traversals, oversized headers, watch medias, play and board addresses, previews. */
export const transportCases: Case[] = [
  ["a plain GET of the websocket endpoint", () => raw("GET", "/sub"), 400, /websocket/],
  ["a websocket upgrade without a key", () => raw("GET", "/sub", { connection: "upgrade", upgrade: "websocket" }), 400],
  ["bytes that are not HTTP", () => garbage("\u0016\u0003\u0001 hello there\r\n\r\n"), 400],
  ["an unknown /api path", () => raw("GET", "/api/no/such/thing"), 404],
  ["a wrong method", () => raw("DELETE", BRIEF), 404],
  ["a raw traversal under /api", () => raw("GET", "/api/../../etc/passwd"), 404],
  ["a raw traversal under /media", () => raw("GET", "/media/live/../../../../etc/passwd"), 404],
  [
    "a long forged bearer token",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/watch-init-new`, { authorization: `Bearer ${"A".repeat(10_000)}` }),
    401,
  ],
  ["headers over Node's 16 KB limit", () => raw("GET", BRIEF, { authorization: `Bearer ${"A".repeat(20_000)}` }), 431],
  ["a 100-digit event id", () => raw("GET", `/api/events/${"9".repeat(100)}/rooms/20001/watch-init-new`), 400, /eventId/],
  ["watch-medias of a junk room", () => raw("GET", `/api/events/${DEMO.id}/rooms/%3Cx%3E/watch-medias`, viewer()), 400, /roomId/],
  ["watch-medias without a token", () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/watch-medias`), 401],
  [
    "a play address of a junk screen",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/live-play-addr?screenId=%3Cx%3E`, viewer()),
    400,
    /screenId/,
  ],
  [
    "a play address of a repeated screen",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/live-play-addr?screenId=a&screenId=b`, viewer()),
    400,
    /screenId/,
  ],
  [
    "a board address of another protocol",
    () => raw("GET", `/api/events/${DEMO.id}/boards/board-play-addr?roomId=20001&protocol=RTMP`, viewer()),
    400,
    /protocol/,
  ],
  [
    "a board address without a room",
    () => raw("GET", `/api/events/${DEMO.id}/boards/board-play-addr?protocol=HLS`, viewer()),
    400,
    /roomId/,
  ],
  [
    "a board address of a traversal room",
    () => raw("GET", `/api/events/${DEMO.id}/boards/board-play-addr?roomId=..%2F..&protocol=HLS`, viewer()),
    400,
    /roomId/,
  ],
  [
    "a preview of a traversal media",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/medias/..%2F..%2Fetc/watch-preview`, viewer()),
    400,
    /mediaId/,
  ],
  [
    "a preview with sourceType 1e309",
    () => raw("GET", `/api/events/${DEMO.id}/rooms/20001/medias/menu-1/watch-preview?sourceType=1e309`, viewer()),
    400,
    /sourceType/,
  ],
];
