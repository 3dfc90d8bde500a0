// A catalogue module asked for with `?icu` is its compiled form (packages/ui-react/build/icu-messages-plugin.ts).
declare module "*?icu" {
  const catalog: import("./compiled-catalog").CompiledCatalog;
  export default catalog;
}

// `?icu-landing`: the catalogue's landing part compiled, without the room's messages (decision 0050).
declare module "*?icu-landing" {
  const catalog: import("./compiled-catalog").CompiledCatalog;
  export default catalog;
}
