import { describe, expect, it } from "vitest";
import { adminRequest, DEFAULT_SERVER_URL, parseCli, parseTopic } from "./cli-args";

const run = (argv: string[], env: Record<string, string> = {}) => parseCli(argv, env);

describe("parseCli", () => {
  it.each([
    { argv: ["go-live", "10001", "20001"], command: { kind: "go-live", eventNumber: "10001", roomNumber: "20001" } },
    { argv: ["stop", "10001", "room-20001"], command: { kind: "stop", eventNumber: "10001", roomNumber: "room-20001" } },
    {
      argv: ["announce", "10001", "20001", "Hello all"],
      command: { kind: "announce", eventNumber: "10001", roomNumber: "20001", content: "Hello all", event: 1 },
    },
    {
      argv: ["announce", "10001", "20001", "--event", "clear"],
      command: { kind: "announce", eventNumber: "10001", roomNumber: "20001", content: "", event: 3 },
    },
    {
      argv: ["announce", "10001", "20001", "Roll", "--event=rolling"],
      command: { kind: "announce", eventNumber: "10001", roomNumber: "20001", content: "Roll", event: 4 },
    },
    {
      argv: ["ban", "10001", "9968643e-aaaa", "online"],
      command: { kind: "ban", eventNumber: "10001", audienceId: "9968643e-aaaa", banType: 2, lift: false },
    },
    { argv: ["ban", "10001", "a1", "chat"], command: { kind: "ban", eventNumber: "10001", audienceId: "a1", banType: 1, lift: false } },
    {
      argv: ["ban", "10001", "a1", "chat", "--lift"],
      command: { kind: "ban", eventNumber: "10001", audienceId: "a1", banType: 1, lift: true },
    },
    {
      argv: ["chat-delete", "10001", "20001", "1234"],
      command: { kind: "chat-delete", eventNumber: "10001", roomNumber: "20001", messageId: 1234 },
    },
    {
      argv: ["cta", "10001", "20001", "--title", "Register now", "--button=Go", "--link", "https://example.com/r?a=1"],
      command: {
        kind: "cta",
        eventNumber: "10001",
        roomNumber: "20001",
        tool: { title: "Register now", buttonText: "Go", jumpUrlType: 2, jumpUrl: "https://example.com/r?a=1", endTime: "" },
      },
    },
    {
      argv: [
        "cta",
        "10001",
        "20001",
        "--qr",
        "--title",
        "Scan",
        "--button",
        "Open",
        "--link",
        "http://a.test/",
        "--end",
        "2030-01-02 03:04:05",
      ],
      command: {
        kind: "cta",
        eventNumber: "10001",
        roomNumber: "20001",
        tool: { title: "Scan", buttonText: "Open", jumpUrlType: 1, jumpUrl: "http://a.test/", endTime: "2030-01-02 03:04:05" },
      },
    },
    { argv: ["cta", "10001", "20001", "--clear"], command: { kind: "cta", eventNumber: "10001", roomNumber: "20001", tool: null } },
    {
      argv: ["push", "10001", "20001", "20005", '{"liveStatus":2}'],
      command: { kind: "push", eventNumber: "10001", roomNumber: "20001", topic: 20005, body: { liveStatus: 2 } },
    },
    {
      argv: ["push", "10001", "20001", "room_config", '{"liveViewPageShowFlag":1}'],
      command: { kind: "push", eventNumber: "10001", roomNumber: "20001", topic: 20107, body: { liveViewPageShowFlag: 1 } },
    },
    {
      argv: ["screen", "10007", "30001", "start"],
      command: { kind: "screen", eventNumber: "10007", roomNumber: "30001", start: true, screenId: null },
    },
    {
      argv: ["screen", "10007", "30001", "stop", "--screen", "screen-2"],
      command: { kind: "screen", eventNumber: "10007", roomNumber: "30001", start: false, screenId: "screen-2" },
    },
    { argv: ["board", "10007", "30003", "stop"], command: { kind: "board", eventNumber: "10007", roomNumber: "30003", start: false } },
    { argv: ["layout", "10007", "30003", "2"], command: { kind: "layout", eventNumber: "10007", roomNumber: "30003", layoutFlag: 2 } },
    { argv: ["loop", "10007", "30001", "on"], command: { kind: "loop", eventNumber: "10007", roomNumber: "30001", on: true } },
    {
      argv: ["stock-empty", "10007", "30001", "off"],
      command: { kind: "stock-empty", eventNumber: "10007", roomNumber: "30001", on: false },
    },
  ])("reads $argv", ({ argv, command }) => {
    expect(run(argv)).toEqual({ kind: "run", url: DEFAULT_SERVER_URL, token: null, command });
  });

  it("takes --url and --token (either form, anywhere) over the environment", () => {
    const env = { LIVEHALL_URL: "http://env:1", LIVEHALL_ADMIN_TOKEN: "from-env" };
    expect(run(["stop", "10001", "20001"], env)).toMatchObject({ url: "http://env:1", token: "from-env" });
    expect(run(["--url", "http://a:8080/", "stop", "10001", "20001", "--token=T"], env)).toMatchObject({
      url: "http://a:8080",
      token: "T",
    });
  });

  it.each([["--help"], ["-h"], ["help"], ["go-live", "--help"]])("%s asks for the usage", (...argv) => {
    expect(run(argv)).toEqual({ kind: "help" });
  });

  it.each([
    { argv: [], message: /No command/ },
    { argv: ["launch", "10001"], message: /Unknown command "launch"/ },
    { argv: ["go-live", "10001"], message: /go-live takes 2 arguments, got 1/ },
    { argv: ["stop", "10001", "20001", "x"], message: /stop takes 2 arguments/ },
    { argv: ["go-live", "10 001", "20001"], message: /event number/ },
    { argv: ["go-live", "10001", "../x"], message: /room/ },
    { argv: ["announce", "10001", "20001"], message: /needs the text/ },
    { argv: ["announce", "10001", "20001", "x", "--event", "shout"], message: /--event must be/ },
    { argv: ["stop", "10001", "20001", "--event", "add"], message: /--event only goes with announce/ },
    { argv: ["ban", "10001", "a1", "forever"], message: /online or chat/ },
    { argv: ["push", "10001", "20001", "99999", "{}"], message: /Unknown topic/ },
    { argv: ["push", "10001", "20001", "NOPE", "{}"], message: /Unknown topic/ },
    { argv: ["push", "10001", "20001", "20005", "{oops"], message: /must be JSON/ },
    { argv: ["push", "10001", "20001", "20005", "[1]"], message: /JSON object/ },
    { argv: ["--url", "ftp://x", "stop", "10001", "20001"], message: /--url must be/ },
    { argv: ["stop", "10001", "20001", "--token"], message: /--token needs a value/ },
    { argv: ["stop", "10001", "20001", "--verbose"], message: /Unknown option --verbose/ },
    { argv: ["stop", "10001", "20001", "--lift"], message: /--lift only goes with ban/ },
    { argv: ["screen", "10007", "30001", "go"], message: /screen takes start or stop, got "go"/ },
    { argv: ["screen", "10007", "30001"], message: /screen takes 3 arguments, got 2/ },
    { argv: ["screen", "10007", "30001", "start", "--screen", "a b"], message: /--screen must be/ },
    { argv: ["board", "10007", "30003", "start", "--screen", "s1"], message: /--screen only goes with screen/ },
    { argv: ["board", "10007", "30003", "on"], message: /board takes start or stop/ },
    { argv: ["layout", "10007", "30003", "5"], message: /layout takes 1, 2, 3 or 4, got "5"/ },
    { argv: ["layout", "10007", "30003", "constructor"], message: /layout takes 1, 2, 3 or 4/ },
    { argv: ["loop", "10007", "30001", "yes"], message: /loop takes on or off/ },
    { argv: ["stock-empty", "10007", "30001"], message: /stock-empty takes 3 arguments/ },
    { argv: ["ban", "10001", "a1", "chat", "--lift=yes"], message: /--lift takes no value/ },
    { argv: ["chat-delete", "10001", "20001"], message: /chat-delete takes 3 arguments/ },
    { argv: ["chat-delete", "10001", "20001", "12a"], message: /message id must be a number/ },
    { argv: ["chat-delete", "10001", "20001", "0"], message: /message id must be a number/ },
    { argv: ["cta", "10001", "20001"], message: /cta needs --title, --button and --link/ },
    { argv: ["cta", "10001", "20001", "--title", "T", "--button", "B"], message: /cta needs/ },
    {
      argv: ["cta", "10001", "20001", "--title", "T", "--button", "B", "--link", "javascript:alert(1)"],
      message: /--link must be an http\(s\) URL/,
    },
    {
      argv: ["cta", "10001", "20001", "--title", "T", "--button", "B", "--link", "https://a.test", "--end", "tomorrow"],
      message: /--end must be a server time/,
    },
    { argv: ["cta", "10001", "20001", "--clear", "--title", "T"], message: /--clear takes no other/ },
    { argv: ["announce", "10001", "20001", "x", "--title", "T"], message: /--title only goes with cta/ },
  ])("refuses $argv", ({ argv, message }) => {
    const parsed = run(argv);
    expect(parsed.kind).toBe("error");
    if (parsed.kind === "error") expect(parsed.message).toMatch(message);
  });
});

describe("parseTopic", () => {
  it.each([
    ["20005", 20005],
    ["LIVE_STATUS", 20005],
    ["ban-status", 20314],
    ["12345", null],
    ["toString", null],
    ["", null],
  ])("%s → %s", (text, topic) => {
    expect(parseTopic(text)).toBe(topic);
  });
});

describe("adminRequest", () => {
  const tool = { title: "T", buttonText: "B", jumpUrlType: 2, jumpUrl: "https://a.test/", endTime: "" } as const;
  it.each([
    [
      { kind: "go-live", eventNumber: "10001", roomNumber: "20001" },
      "POST",
      "/api/admin/events/10001/rooms/20001/live",
      { status: "start" },
    ],
    [{ kind: "stop", eventNumber: "10001", roomNumber: "20001" }, "POST", "/api/admin/events/10001/rooms/20001/live", { status: "stop" }],
    [
      { kind: "announce", eventNumber: "10001", roomNumber: "20001", content: "x", event: 2 },
      "POST",
      "/api/admin/events/10001/rooms/20001/announce",
      { content: "x", event: 2 },
    ],
    [
      { kind: "ban", eventNumber: "10001", audienceId: "a1", banType: 2, lift: false },
      "POST",
      "/api/admin/events/10001/audiences/a1/ban",
      { banType: 2, banFlag: 1 },
    ],
    [
      { kind: "ban", eventNumber: "10001", audienceId: "a1", banType: 1, lift: true },
      "POST",
      "/api/admin/events/10001/audiences/a1/ban",
      { banType: 1, banFlag: 0 },
    ],
    [
      { kind: "push", eventNumber: "10001", roomNumber: "20001", topic: 20005, body: { a: 1 } },
      "POST",
      "/api/admin/events/10001/rooms/20001/push",
      { topic: 20005, body: { a: 1 } },
    ],
    [
      { kind: "chat-delete", eventNumber: "10001", roomNumber: "20001", messageId: 7 },
      "DELETE",
      "/api/admin/events/10001/rooms/20001/chats/7",
      null,
    ],
    [{ kind: "cta", eventNumber: "10001", roomNumber: "20001", tool }, "POST", "/api/admin/events/10001/rooms/20001/call-to-actions", tool],
    [
      { kind: "cta", eventNumber: "10001", roomNumber: "20001", tool: null },
      "PUT",
      "/api/admin/events/10001/rooms/20001/call-to-actions",
      { list: [] },
    ],
    [
      { kind: "screen", eventNumber: "10007", roomNumber: "30001", start: true, screenId: null },
      "POST",
      "/api/admin/events/10007/rooms/30001/screen",
      { status: "start" },
    ],
    [
      { kind: "screen", eventNumber: "10007", roomNumber: "30001", start: false, screenId: "s2" },
      "POST",
      "/api/admin/events/10007/rooms/30001/screen",
      { status: "stop", screenId: "s2" },
    ],
    [
      { kind: "board", eventNumber: "10007", roomNumber: "30003", start: true },
      "POST",
      "/api/admin/events/10007/rooms/30003/board",
      { status: "start" },
    ],
    [
      { kind: "layout", eventNumber: "10007", roomNumber: "30003", layoutFlag: 4 },
      "POST",
      "/api/admin/events/10007/rooms/30003/layout",
      { layoutFlag: 4 },
    ],
    [
      { kind: "loop", eventNumber: "10007", roomNumber: "30001", on: false },
      "POST",
      "/api/admin/events/10007/rooms/30001/loop",
      { videoLoopPlaybackFlag: 0 },
    ],
    [
      { kind: "stock-empty", eventNumber: "10007", roomNumber: "30001", on: true },
      "POST",
      "/api/admin/events/10007/rooms/30001/stock-empty",
      { stockEmpty: 1 },
    ],
  ] as const)("%o → %s %s", (command, method, path, body) => {
    expect(adminRequest(command)).toEqual({ method, path, body });
  });
});
