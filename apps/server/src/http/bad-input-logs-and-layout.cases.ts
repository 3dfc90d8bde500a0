import { DEMO } from "../testing/test-server";
import { raw, json, admin, viewer, type Case } from "./bad-input.fixtures";

/** Bad input: player and performance logs, and the organiser's room layout, loop, stock, screen and board calls. */
export const logsAndLayoutCases: Case[] = [
  ["a preview of an unknown media", () => raw("GET", `/api/events/${DEMO.id}/medias/nope/watch-preview`, viewer()), 404],
  ["a player log that is a list", () => raw("POST", "/api/player-logs", json, "[]"), 400],
  ["a player log with broken JSON", () => raw("POST", "/api/player-logs", json, '{"level":'), 400, /JSON/],
  [
    "a player log with a numeric message",
    () =>
      raw(
        "POST",
        "/api/player-logs",
        json,
        JSON.stringify({ level: "error", message: 5, stream_url: "", metric_id: "", user_agent: "", refer: "", time: 1 }),
      ),
    400,
    /message/,
  ],
  [
    "a player log with time 1e309",
    () =>
      raw(
        "POST",
        "/api/player-logs",
        json,
        '{"level":"error","message":"m","stream_url":"","metric_id":"","user_agent":"","refer":"","time":1e309}',
      ),
    400,
    /time/,
  ],
  [
    "a player log as a form",
    () => raw("POST", "/api/player-logs", { "content-type": "application/x-www-form-urlencoded" }, "level=error"),
    400,
  ],
  [
    "a performance log with fps 1e309",
    () => raw("GET", "/api/player-logs/performance?fps=1e309&bps=1&waiting_times=0&buffer_length=0"),
    400,
    /fps/,
  ],
  ["the admin player logs without the admin token", () => raw("GET", "/api/admin/player-logs"), 401],
  [
    "an admin layout of 5",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/layout", admin(), JSON.stringify({ layoutFlag: 5 })),
    400,
    /layoutFlag/,
  ],
  [
    "an admin layout as text",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/layout", admin(), JSON.stringify({ layoutFlag: "1" })),
    400,
    /layoutFlag/,
  ],
  [
    "an admin loop flag of 2",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/loop", admin(), JSON.stringify({ videoLoopPlaybackFlag: 2 })),
    400,
    /videoLoopPlaybackFlag/,
  ],
  [
    "an admin stock-empty as true",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/stock-empty", admin(), JSON.stringify({ stockEmpty: true })),
    400,
    /stockEmpty/,
  ],
  [
    "an admin screen with a junk screen id",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/screen", admin(), JSON.stringify({ status: "start", screenId: "<x>" })),
    400,
    /screenId/,
  ],
  [
    "an admin screen of an unknown screen",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/screen", admin(), JSON.stringify({ status: "start", screenId: "nope" })),
    404,
  ],
  [
    "an admin board status of on",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/board", admin(), JSON.stringify({ status: "on" })),
    400,
    /status/,
  ],
  [
    "an admin board of a room without one",
    () => raw("POST", "/api/admin/events/10001/rooms/20002/board", admin(), JSON.stringify({ status: "start" })),
    404,
  ],
  [
    "an admin layout without the admin token",
    () => raw("POST", "/api/admin/events/10001/rooms/20001/layout", json, JSON.stringify({ layoutFlag: 1 })),
    401,
  ],
];
