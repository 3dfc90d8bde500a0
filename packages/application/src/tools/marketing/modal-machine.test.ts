import { describe, expect, it } from "vitest";
import { HIDDEN, nextModal, type MarketingModal, type ModalEvent } from "./modal-machine";
import type { MarketingToolDetail, MarketingTrigger } from "./models";

const detail = (marketingAppId: string, toolType: MarketingToolDetail["toolType"] = "COLLECT_FORM"): MarketingToolDetail => ({
  marketingAppId,
  marketingAppType: toolType === "DOWNLOAD_MATERIALS" ? 6 : toolType === "CUSTOMER_SERVICE" ? 8 : 0,
  toolType,
  name: marketingAppId,
  description: "",
  jumpEntries: [],
  questions: [],
  files: [],
  submitFlag: 0,
});
const ACTIVE: MarketingTrigger = { mode: "ACTIVE" };
const PASSIVE: MarketingTrigger = { mode: "PASSIVE", callToActionId: "cta", callToActionSn: "sn" };
const loading = (appId: string, trigger: MarketingTrigger = ACTIVE): MarketingModal => ({ phase: "loading", appId, trigger });
const visible = (appId: string, more: Partial<Extract<MarketingModal, { phase: "visible" }>> = {}): MarketingModal => ({
  phase: "visible",
  appId,
  trigger: ACTIVE,
  detail: detail(appId),
  loading: false,
  submitted: false,
  errors: {},
  ...more,
});
const download = visible("d", { detail: detail("d", "DOWNLOAD_MATERIALS") });

describe("the §4 marketing tool modal", () => {
  it.each<[string, MarketingModal, ModalEvent, MarketingModal]>([
    ["a click asks for the detail, still hidden (ACTIVE)", HIDDEN, { type: "open", appId: "a", trigger: ACTIVE }, loading("a")],
    ["a call-to-action asks for it PASSIVE", HIDDEN, { type: "open", appId: "a", trigger: PASSIVE }, loading("a", PASSIVE)],
    ["another tool replaces the one shown", visible("a"), { type: "open", appId: "b", trigger: ACTIVE }, loading("b")],
    ["visible when the detail loads", loading("a"), { type: "detailLoaded", detail: detail("a"), opensUrl: false }, visible("a")],
    [
      "a passive detail keeps its trigger",
      loading("a", PASSIVE),
      { type: "detailLoaded", detail: detail("a"), opensUrl: false },
      visible("a", { trigger: PASSIVE }),
    ],
    [
      "stays hidden for a customer-service URL jump",
      loading("c"),
      { type: "detailLoaded", detail: detail("c", "CUSTOMER_SERVICE"), opensUrl: true },
      HIDDEN,
    ],
    [
      "drops the detail of a tool asked for before",
      loading("b"),
      { type: "detailLoaded", detail: detail("a"), opensUrl: false },
      loading("b"),
    ],
    ["drops a detail nobody waits for", HIDDEN, { type: "detailLoaded", detail: detail("a"), opensUrl: false }, HIDDEN],
    ["a failed detail hides it, silently", loading("a"), { type: "detailFailed", appId: "a" }, HIDDEN],
    ["an old failure changes nothing", loading("b"), { type: "detailFailed", appId: "a" }, loading("b")],
    ["submitting sets loading", visible("a"), { type: "submitStarted" }, visible("a", { loading: true })],
    ["one submit at a time", visible("a", { loading: true }), { type: "submitStarted" }, visible("a", { loading: true })],
    ["no submit while hidden", HIDDEN, { type: "submitStarted" }, HIDDEN],
    [
      "success keeps it visible, marked submitted",
      visible("a", { loading: true }),
      { type: "submitSucceeded" },
      visible("a", { submitted: true }),
    ],
    [
      "a successful download submit sets submitFlag 1",
      { ...download, loading: true } as MarketingModal,
      { type: "submitSucceeded" },
      { ...download, submitted: true, detail: { ...detail("d", "DOWNLOAD_MATERIALS"), submitFlag: 1 } } as MarketingModal,
    ],
    ["a failed submit clears loading only", visible("a", { loading: true }), { type: "submitFailed" }, visible("a")],
    [
      "answers with problems show them",
      visible("a"),
      { type: "invalid", errors: { q1: "marketing.error.required" } },
      visible("a", { errors: { q1: "marketing.error.required" } }),
    ],
    [
      "a new submit clears the problems",
      visible("a", { errors: { q1: "marketing.error.required" } }),
      { type: "submitStarted" },
      visible("a", { loading: true }),
    ],
    ["close hides it", visible("a", { submitted: true }), { type: "close" }, HIDDEN],
    ["close while loading drops the detail to come", loading("a"), { type: "close" }, HIDDEN],
  ])("%s", (_case, before, event, after) => {
    expect(nextModal(before, event)).toStrictEqual(after);
  });
});
