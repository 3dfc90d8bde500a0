import { describe, expect, it } from "vitest";
import { ApiFailure } from "./api-failure";
import type { ApiFailureKind } from "./api-failure";
import { ERROR_CATALOGUE, ERROR_MESSAGE_KEYS, KNOWN_ERROR_CODES } from "./error-catalogue";
import { decideError, findErrorRow } from "./decide-error";
import type { ErrorDecision } from "./error-decision";

type Expected = Omit<ErrorDecision, "serverMessage">;
const none: Expected = { messageKey: null, reauthenticate: false, logoutAfterMs: null, redirect: null, reloadIdentityConfigs: false };
const say = (messageKey: string, more: Partial<Expected> = {}): Expected => ({ ...none, messageKey, ...more });
const reauth = (messageKey: string | null): Expected => ({ ...none, messageKey, reauthenticate: true });

const cases: readonly [string, ApiFailureKind, string, number, Expected][] = [
  ["body 401 is hidden", "body", "401", 200, none],
  ["body 100043 hidden + re-auth", "body", "100043", 200, reauth(null)],
  ["body 100041 hidden + re-auth", "body", "100041", 200, reauth(null)],
  ["body 100046 re-auth", "body", "100046", 200, reauth("error.code.100046")],
  ["body 100048 re-auth", "body", "100048", 200, reauth("error.code.100048")],
  ["body 100910 re-auth", "body", "100910", 200, reauth("error.code.100910")],
  ["body 100911 re-auth", "body", "100911", 200, reauth("error.code.100911")],
  ["body 100912 re-auth", "body", "100912", 200, reauth("error.code.100912")],
  ["body 100068 reloads identity configs", "body", "100068", 200, say("error.code.100068", { reloadIdentityConfigs: true })],
  [
    "body 151001 invalid event",
    "body",
    "151001",
    200,
    say("error.invalidEvent", { redirect: { target: "noFound", delayMs: 0, keepSearch: false } }),
  ],
  [
    "body 151006 landing 1.5 s",
    "body",
    "151006",
    200,
    say("error.code.151006", { redirect: { target: "landing", delayMs: 1500, keepSearch: true } }),
  ],
  [
    "body 138002 landing 1 s",
    "body",
    "138002",
    200,
    say("error.code.138002", { redirect: { target: "landing", delayMs: 1000, keepSearch: true } }),
  ],
  [
    "body 100050 duplication 1.5 s",
    "body",
    "100050",
    200,
    say("error.code.100050", { redirect: { target: "duplication", delayMs: 1500, keepSearch: false } }),
  ],
  ["body 150023 stock empty", "body", "150023", 200, say("error.code.150023")],
  ["body 100101 captcha invalid", "body", "100101", 200, say("error.code.100101")],
  ["body 100102 password wrong", "body", "100102", 200, say("error.code.100102")],
  ["body 100103 not on the white list", "body", "100103", 200, say("error.code.100103")],
  ["body 100104 verification code wrong", "body", "100104", 200, say("error.code.100104")],
  ["body 100105 rate limited", "body", "100105", 200, say("error.code.100105")],
  ["HTTP 429 with 100105 → rate-limit message", "http", "100105", 429, say("error.code.100105")],
  ["body 100106 codes locked", "body", "100106", 200, say("error.code.100106")],
  ["body 100107 trial ended shows its message", "body", "100107", 200, say("error.code.100107")],
  ["body 100108 nickname change not allowed", "body", "100108", 200, say("error.code.100108")],
  ["body 100109 answer invalid", "body", "100109", 200, say("error.code.100109")],
  ["body 100110 assertion invalid", "body", "100110", 200, say("error.code.100110")],
  ["body 100111 login method unavailable", "body", "100111", 200, say("error.code.100111")],
  ["body 100112 redirect not allowed", "body", "100112", 200, say("error.code.100112")],
  ["body 151002 unknown room", "body", "151002", 200, say("error.noRoomPermission")],
  ["body 151003 live not configured", "body", "151003", 200, say("error.liveNotConfigured")],
  ["body 100400 bad parameter", "body", "100400", 200, say("error.paramsRequired")],
  ["body 100403 access denied", "body", "100403", 200, say("error.noAccess")],
  ["body 100016 default", "body", "100016", 200, say("error.code.100016")],
  ["unknown body code → default", "body", "999999", 200, say("error.code.100016")],
  ["empty body code → default", "body", "", 200, say("error.code.100016")],
  ["HTTP 401 re-auth + logout", "http", "", 401, { ...none, reauthenticate: true, logoutAfterMs: 1500 }],
  ["HTTP 403 no access", "http", "", 403, { ...none, redirect: { target: "noAccess", delayMs: 0, keepSearch: false } }],
  ["HTTP 404 not found", "http", "", 404, { ...none, redirect: { target: "noFound", delayMs: 0, keepSearch: false } }],
  ["HTTP 409 nothing", "http", "", 409, none],
  ["HTTP 500 nothing", "http", "", 500, none],
  ["HTTP 503 nothing", "http", "", 503, none],
  ["HTTP 599 nothing", "http", "", 599, none],
  ["HTTP 400 without code → default", "http", "", 400, say("error.code.100016")],
  ["HTTP 400 with code → by code", "http", "100400", 400, say("error.paramsRequired")],
  ["HTTP 429 with hidden code → hidden", "http", "100043", 429, reauth(null)],
  ["HTTP 600 → default", "http", "", 600, say("error.code.100016")],
  [
    "HTTP 403 with a code stays no-access",
    "http",
    "151001",
    403,
    { ...none, redirect: { target: "noAccess", delayMs: 0, keepSearch: false } },
  ],
  ["timeout", "timeout", "", 0, say("error.networkTimeout")],
  ["network", "network", "", 0, say("error.networkTimeout")],
];

describe("decideError (§8 catalogue)", () => {
  it.each(cases)("%s", (_case, kind, code, status, expected) => {
    const decision = decideError(new ApiFailure(kind, code, status, "server says hi"));
    expect(decision).toStrictEqual({ ...expected, serverMessage: "server says hi" });
  });

  it("every catalogue row is reached by a case above", () => {
    const reached = new Set(cases.map(([, kind, code, status]) => findErrorRow({ kind, code, status })));
    const unreached = ERROR_CATALOGUE.filter((row) => !reached.has(row)).map((row) => row.why);
    expect(unreached).toStrictEqual([]);
  });

  it("an unknown failure kind is silent rather than throwing", () => {
    const odd = new ApiFailure("weird" as ApiFailureKind, "", 0, "");
    expect(decideError(odd).messageKey).toBeNull();
  });

  it("lists the known codes and message keys for docs and the UI catalogs", () => {
    expect([...KNOWN_ERROR_CODES].sort()).toStrictEqual(
      [
        "401",
        "100043",
        "100041",
        "100046",
        "100048",
        "100910",
        "100911",
        "100912",
        "100068",
        "151001",
        "151006",
        "138002",
        "100050",
        "150023",
        "151002",
        "151003",
        "100400",
        "100403",
        "100016",
        "100101",
        "100102",
        "100103",
        "100104",
        "100105",
        "100106",
        "100107",
        "100108",
        "100109",
        "100110",
        "100111",
        "100112",
      ].sort(),
    );
    expect(ERROR_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        "error.invalidEvent",
        "error.networkTimeout",
        "error.code.100016",
        "error.noAccess",
        "error.code.100046",
        "error.code.100068",
        "error.code.100101",
        "error.code.100107",
        "error.code.100112",
      ]),
    );
    expect(ERROR_MESSAGE_KEYS).not.toContain("error.code.100043");
  });
});
