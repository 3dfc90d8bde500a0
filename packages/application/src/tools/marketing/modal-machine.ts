import type { FormErrorKey } from "@livehall/domain";
import type { MarketingToolDetail, MarketingTrigger } from "./models";

/** The §4 marketing tool modal. */
export type MarketingModal =
  | { readonly phase: "hidden" }
  /** Asked for the detail: still hidden (§4 "hidden to visible when detail loads"). */
  | { readonly phase: "loading"; readonly appId: string; readonly trigger: MarketingTrigger }
  | {
      readonly phase: "visible";
      readonly appId: string;
      readonly trigger: MarketingTrigger;
      readonly detail: MarketingToolDetail;
      /** §4: set while a submit is under way. */
      readonly loading: boolean;
      /** A submit succeeded (the modal stays visible). */
      readonly submitted: boolean;
      /** Message key per questionId of what the form's answers lack. */
      readonly errors: Readonly<Record<string, FormErrorKey>>;
    };

export const HIDDEN: MarketingModal = { phase: "hidden" };

/** What happens to the modal. */
export type ModalEvent =
  | { readonly type: "open"; readonly appId: string; readonly trigger: MarketingTrigger }
  | { readonly type: "detailLoaded"; readonly detail: MarketingToolDetail; readonly opensUrl: boolean }
  | { readonly type: "detailFailed"; readonly appId: string }
  | { readonly type: "invalid"; readonly errors: Readonly<Record<string, FormErrorKey>> }
  | { readonly type: "submitStarted" }
  | { readonly type: "submitSucceeded" }
  | { readonly type: "submitFailed" }
  | { readonly type: "close" };

const DOWNLOAD = "DOWNLOAD_MATERIALS";

/**
 * The §4 marketing tool modal as a reducer: hidden → (open) loading, still hidden → (detail
 * loaded) visible, unless the detail is a customer-service URL jump (then hidden: the address is
 * opened instead); a failed detail hides it silently; a detail of another tool than the one asked
 * for last is dropped. Submitting sets `loading` until the answer (one submit at a time); success
 * keeps it visible and marks it submitted, and a download's `submitFlag` becomes 1; failure clears
 * `loading` only. Answers with problems show them per field and send nothing. Close hides it.
 */
export function nextModal(modal: MarketingModal, event: ModalEvent): MarketingModal {
  switch (event.type) {
    case "open":
      return { phase: "loading", appId: event.appId, trigger: event.trigger };
    case "detailLoaded":
      if (modal.phase !== "loading" || modal.appId !== event.detail.marketingAppId) return modal;
      if (event.opensUrl) return HIDDEN;
      return {
        phase: "visible",
        appId: modal.appId,
        trigger: modal.trigger,
        detail: event.detail,
        loading: false,
        submitted: false,
        errors: {},
      };
    case "detailFailed":
      return modal.phase === "loading" && modal.appId === event.appId ? HIDDEN : modal;
    case "invalid":
      return modal.phase === "visible" && !modal.loading ? { ...modal, errors: event.errors } : modal;
    case "submitStarted":
      return modal.phase === "visible" && !modal.loading ? { ...modal, loading: true, errors: {} } : modal;
    case "submitSucceeded":
      if (modal.phase !== "visible" || !modal.loading) return modal;
      return {
        ...modal,
        loading: false,
        submitted: true,
        detail: modal.detail.toolType === DOWNLOAD ? { ...modal.detail, submitFlag: 1 } : modal.detail,
      };
    case "submitFailed":
      return modal.phase === "visible" && modal.loading ? { ...modal, loading: false } : modal;
    case "close":
      return HIDDEN;
  }
}
