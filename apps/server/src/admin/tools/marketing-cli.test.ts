import { describe, expect, it } from "vitest";
import { ToolUsageError } from "../tool-cli";
import { parseToolCommand } from "../tool-cli-parse";
import { marketingCli } from "./marketing-cli";

const files: Record<string, string> = {
  "tool.json": '{"marketingAppType":7,"marketingAppName":"QR"}',
  "list.json": "[1]",
  "bad.json": "{",
};
const cli = marketingCli((path) => {
  const text = files[path];
  if (text === undefined) throw new Error("ENOENT");
  return text;
});
const parse = (...argv: string[]) => parseToolCommand(argv, cli).request;
const ROOM = "/api/admin/events/10001/rooms/20001";

describe("marketing CLI", () => {
  it.each([
    [
      ["marketing", "add", "10001", "20001", "--file", "tool.json"],
      { method: "POST", path: `${ROOM}/marketing-apps`, body: { marketingAppType: 7, marketingAppName: "QR" } },
    ],
    [
      ["marketing", "add", "10001", "20001", "--json", '{"marketingAppType":8}'],
      { method: "POST", path: `${ROOM}/marketing-apps`, body: { marketingAppType: 8 } },
    ],
    [["marketing", "remove", "10001", "20001", "mkt-qr"], { method: "DELETE", path: `${ROOM}/marketing-apps/mkt-qr`, body: null }],
    [["marketing", "list", "10001", "20001"], { method: "GET", path: `${ROOM}/marketing-apps`, body: null }],
    [
      ["marketing", "submissions", "10001", "20001", "mkt-form"],
      { method: "GET", path: `${ROOM}/marketing-apps/mkt-form/submissions`, body: null },
    ],
  ])("%j", (argv, request) => {
    expect(parse(...argv)).toEqual(request);
  });

  it.each([
    [["marketing", "add", "10001", "20001"], "--file tool.json or --json"],
    [["marketing", "add", "10001", "20001", "--file", "tool.json", "--json", "{}"], "one of them"],
    [["marketing", "add", "10001", "20001", "--file", "missing.json"], "Cannot read missing.json"],
    [["marketing", "add", "10001", "20001", "--file", "bad.json"], "not JSON"],
    [["marketing", "add", "10001", "20001", "--file", "list.json"], "must be an object"],
    [["marketing", "remove", "10001", "20001", "../x"], "The tool id"],
    [["marketing", "remove", "10001", "20001"], "takes 3 arguments"],
    [["marketing", "start", "10001", "20001"], "add, remove, list or submissions"],
  ])("%j is refused", (argv, message) => {
    expect(() => parse(...argv)).toThrow(ToolUsageError);
    expect(() => parse(...argv)).toThrow(message);
  });
});
