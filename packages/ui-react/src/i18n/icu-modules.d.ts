// A catalogue module asked for with `?icu` is its compiled form (packages/ui-react/build/icu-messages-plugin.ts).
declare module "*?icu" {
  const catalog: import("./compiled-catalog").CompiledCatalog;
  export default catalog;
}
