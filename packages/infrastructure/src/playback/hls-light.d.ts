// hls.js's light build (no alternate audio, hls.js subtitles, EME, CMCD, content steering,
// interstitials: subtitles go through a native <track>) has the full build's API, but its package
// export names no types: it is typed as the full build.
declare module "hls.js/light" {
  export { default } from "hls.js";
}
