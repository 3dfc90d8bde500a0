import { describe, expect, it } from "vitest";
import { ToolUsageError } from "../tool-cli";
import { parseToolCommand } from "../tool-cli-parse";
import { BREAKOUT_CLI } from "./breakout-cli";

const request = (argv: string[]) => parseToolCommand(argv, BREAKOUT_CLI).request;
const base = "/api/admin/events/10001/rooms/20001/breakout";

describe("the breakout command line", () => {
  it.each<[string, string[], unknown]>([
    [
      "open",
      ["breakout", "open", "10001", "20001", "--rooms", "2"],
      { method: "POST", path: `${base}/open`, body: { rooms: 2, allowReturnFlag: 0 } },
    ],
    [
      "open allowing return",
      ["breakout", "open", "10001", "20001", "--rooms=3", "--allow-return"],
      { method: "POST", path: `${base}/open`, body: { rooms: 3, allowReturnFlag: 1 } },
    ],
    [
      "assign",
      ["breakout", "assign", "10001", "20001", "u-1", "20011"],
      { method: "POST", path: `${base}/assign`, body: { moves: [{ liveUserId: "u-1", roomNumber: "20011" }] } },
    ],
    [
      "assign back to the main room",
      ["breakout", "assign", "10001", "20001", "u-1", "main"],
      { method: "POST", path: `${base}/assign`, body: { moves: [{ liveUserId: "u-1", roomNumber: "" }] } },
    ],
    ["close", ["breakout", "close", "10001", "20001"], { method: "POST", path: `${base}/close`, body: null }],
    ["status", ["breakout", "status", "10001", "20001"], { method: "GET", path: base, body: null }],
  ])("%s", (_name, argv, expected) => {
    expect(request(argv)).toEqual(expected);
  });

  it.each<[string, string[], RegExp]>([
    ["open without --rooms", ["breakout", "open", "10001", "20001"], /--rooms N/],
    ["open with 0 rooms", ["breakout", "open", "10001", "20001", "--rooms", "0"], /from 1 to 50/],
    ["assign without a room", ["breakout", "assign", "10001", "20001", "u-1"], /takes 4 arguments/],
    ["a viewer id with a slash", ["breakout", "assign", "10001", "20001", "u/1", "20011"], /viewer id/],
    ["an unknown action", ["breakout", "start", "10001", "20001"], /open, assign, close or status/],
  ])("refuses %s", (_name, argv, message) => {
    expect(() => request(argv)).toThrow(ToolUsageError);
    expect(() => request(argv)).toThrow(message);
  });
});
