import { describe, expect, it } from "vitest";
import { SALE_STATUS, SIGNUP_PAY_STATUS, STOCK, TICKET_FLAG, TICKET_TYPE, VERIFY_STATE } from "./ticket";

describe("ticket enumerations (§3)", () => {
  it.each([
    ["SIGNUP_PAY_STATUS", SIGNUP_PAY_STATUS, { WAIT: 0, SUCCESS: 1, FAIL: 2, WAITING: 3 }],
    ["TICKET_FLAG", TICKET_FLAG, { CLOSED: 0, OPEN: 1 }],
    ["TICKET_TYPE", TICKET_TYPE, { FREE: 0, CHARGED: 1 }],
    ["STOCK", STOCK, { SOLD_OUT: 0, NORMAL: 1 }],
    ["SALE_STATUS", SALE_STATUS, { NOT_STARTED: 0, ENDED: 1, TICKETING: 2 }],
    ["VERIFY_STATE", VERIFY_STATE, { AUTO: 0, PASS: 1, REFUSE: 2, REVIEWING: 3 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
