import { APP_TOKENS } from "@livehall/application";
import { safeRedirectTarget } from "@livehall/domain";
import { useState } from "react";
import { useService } from "../services/ServicesProvider";

/** Where a gate (access form, sign-up) sends the viewer on success, as the use-cases take it. */
export interface GateReturn {
  /** The page the viewer came from: history state, else the same-site `from` query. */
  readonly from?: string;
  /** A room asked for in the query (`roomNumber`, e.g. on the sign-up URL, §2). */
  readonly roomNumber?: string;
}

/**
 * Reads, once per page visit, where the viewer should go after passing the gate: `state.from`
 * (set by whoever sent them to the gate), else a `from` query that stays on this site (no open
 * redirect), plus the `roomNumber` query.
 */
export function useGateReturn(): GateReturn {
  const navigator = useService(APP_TOKENS.Navigator);
  const [gateReturn] = useState(() => {
    const { state, search } = navigator.current();
    const query = new URLSearchParams(search);
    const from = state?.from ?? safeRedirectTarget(query.get("from"), navigator.origin()) ?? undefined;
    const roomNumber = query.get("roomNumber") ?? undefined;
    return { ...(from ? { from } : {}), ...(roomNumber ? { roomNumber } : {}) };
  });
  return gateReturn;
}
