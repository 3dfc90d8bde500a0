/**
 * wouter imports `use-sync-external-store/shim` for React < 18; React 19 has the hook, which the
 * shim would hand back anyway. Resolving the shim here keeps its code out of the framework chunk
 * (apps/web/build/runtime-aliases.ts, decision 0045).
 */
export { useSyncExternalStore } from "react";
