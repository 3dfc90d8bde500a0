/**
 * The landing media's player, in its own chunk (loaded by MediaModule on the first click): the
 * browser's own video element, which plays the recorded MP4 the server signs.
 */
export default function LandingPlayer({ src, title }: { readonly src: string; readonly title: string }) {
  return <video className="lh-lmod__video" src={src} title={title} controls autoPlay playsInline preload="metadata" />;
}
