import { describe, expect, it } from "vitest";
import { MARKETING_APP_TYPE } from "../../enums/marketing";
import { shownJumpEntries, toolOpening, type JumpEntry, type ToolOpening } from "./customer-service";
import { marketingPrimaryType } from "./primary-type";

const CS = MARKETING_APP_TYPE.CUSTOMER_SERVICE;
const url = (jumpUrlDetail: string): JumpEntry => ({ jumpUrlType: 2, jumpUrlDetail });
const qr = (jumpUrlDetail: string): JumpEntry => ({ jumpUrlType: 1, jumpUrlDetail });
const modal: ToolOpening = { kind: "modal" };

describe("toolOpening (§2 customer-service rule)", () => {
  it.each<[string, number, JumpEntry[], boolean, ToolOpening]>([
    [
      "first entry an https URL, desktop: new window",
      CS,
      [url("https://help.example.com/chat")],
      false,
      { kind: "url", url: "https://help.example.com/chat", target: "new" },
    ],
    [
      "first entry an http URL, mobile: same window",
      CS,
      [url("http://help.example.com")],
      true,
      { kind: "url", url: "http://help.example.com", target: "same" },
    ],
    [
      "only the first entry counts",
      CS,
      [url("https://a.example"), url("https://b.example")],
      false,
      { kind: "url", url: "https://a.example", target: "new" },
    ],
    ["a QR code first: modal", CS, [qr("https://wx.example"), url("https://a.example")], false, modal],
    ["a URL after a QR code is not opened", CS, [qr("x"), url("https://a.example")], true, modal],
    ["javascript: is never opened", CS, [url("javascript:alert(1)")], false, modal],
    ["a relative address is never opened", CS, [url("/elsewhere")], false, modal],
    ["user info look-alikes are never opened", CS, [url("https://bank.example@evil.example")], false, modal],
    ["no entries: modal", CS, [], false, modal],
    ["another tool type with a URL first: modal", MARKETING_APP_TYPE.CODE_ATTENTION, [url("https://a.example")], false, modal],
    ["a form: modal", MARKETING_APP_TYPE.COLLECT_FORM, [url("https://a.example")], true, modal],
  ])("%s", (_case, type, entries, mobile, expected) => {
    expect(toolOpening(type, entries, mobile)).toStrictEqual(expected);
  });

  it("the modal shows QR codes and http(s) links only", () => {
    expect(
      shownJumpEntries([
        qr("weixin://abc"),
        url("https://a.example"),
        url("javascript:x"),
        qr(" "),
        { jumpUrlType: 3, jumpUrlDetail: "https://b.example" },
      ]),
    ).toStrictEqual([qr("weixin://abc"), url("https://a.example")]);
  });
});

describe("marketingPrimaryType (buried-dots)", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
    [5, 0],
    [6, 6],
    [7, 7],
    [8, 8],
  ])("app type %i tracks as %i", (type, primary) => {
    expect(marketingPrimaryType(type)).toBe(primary);
  });
});
