import { useEffect, useState } from "react";

/** A picture's natural size in px. */
export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The natural size of the picture at `url` once it has loaded (null before, for no url, or when it
 * fails to load). An image watermark is laid out from it, so the mark has the picture's
 * proportions instead of a square that stretches it.
 */
export function usePictureSize(url: string | null): PictureSize | null {
  const [size, setSize] = useState<{ readonly url: string; readonly size: PictureSize } | null>(null);
  useEffect(() => {
    if (url === null) return;
    const picture = new Image();
    let current = true;
    picture.onload = () => {
      if (current) setSize({ url, size: { width: picture.naturalWidth, height: picture.naturalHeight } });
    };
    picture.src = url;
    return () => {
      current = false;
      picture.onload = null;
    };
  }, [url]);
  return url !== null && size?.url === url ? size.size : null;
}
