import { LANDING_MODULE_TYPES } from "./landing-page";

/**
 * The modules in display order (§2: "ordered by each module's sequence"): ascending sequence, ties
 * in the order given (stable), modules of a type this client does not know dropped.
 */
export function orderModules<T extends { readonly type: string; readonly sequence: number }>(modules: readonly T[]): T[] {
  const known: readonly string[] = LANDING_MODULE_TYPES;
  return modules
    .map((module, index) => ({ module, index }))
    .filter(({ module }) => known.includes(module.type))
    .sort((a, b) => a.module.sequence - b.module.sequence || a.index - b.index)
    .map(({ module }) => module);
}
