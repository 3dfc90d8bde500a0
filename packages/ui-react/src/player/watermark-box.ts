/** A box in px, relative to the player. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where a `video` of intrinsic size sits inside a `container` with object-fit: contain (centred,
 * letterboxed): the box the watermark is laid out in. null while either size is unknown.
 */
export function renderedVideoBox(
  container: { readonly width: number; readonly height: number },
  video: { readonly width: number; readonly height: number } | null,
): Box | null {
  if (video === null || !(video.width > 0) || !(video.height > 0) || !(container.width > 0) || !(container.height > 0)) return null;
  const scale = Math.min(container.width / video.width, container.height / video.height);
  const width = video.width * scale;
  const height = video.height * scale;
  return { left: (container.width - width) / 2, top: (container.height - height) / 2, width, height };
}
