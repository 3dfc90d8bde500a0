import { describe, expect, it } from "vitest";
import { ENROLL_FLAG, EVENT_STATUS, PAGE_SOURCE_TYPE, SCHEDULE_STATUS, TICKET_STATUS } from "./event";

describe("event enumerations (§3)", () => {
  it.each([
    ["TICKET_STATUS", TICKET_STATUS, { SIGN_NO_TICKET: 0, SIGN_AND_TICKET: 1, NO_SIGN: 2 }],
    ["ENROLL_FLAG", ENROLL_FLAG, { NONE: 0, ENROLLED: 1, PERSON_MOVED: 2 }],
    ["EVENT_STATUS", EVENT_STATUS, { PRE: 0, IN_PROGRESS: 1, ENDED: 2, INIT: 3 }],
    ["SCHEDULE_STATUS", SCHEDULE_STATUS, { ENDED: 0, NOT_STARTED: 1 }],
    [
      "PAGE_SOURCE_TYPE",
      PAGE_SOURCE_TYPE,
      {
        INIT: 0,
        EVENT_AD: 1,
        EVENT_HOME_VIDEO: 2,
        EVENT_LANDING_VIDEO: 6,
        EVENT_LIVE: 7,
        WATCH_TRAILER: 9,
        PORTAL: 10,
        PORTAL_PREVIEW: 11,
      },
    ],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
