import { create } from "qrcode";
import { coverCrop, POSTER, wrapLines } from "./poster-layout";

/** What the poster shows. */
export interface PosterContent {
  readonly title: string;
  /** The event's cover ("" for none: a coloured band instead). */
  readonly coverUrl: string;
  /** Encoded in the QR code. */
  readonly link: string;
  /** The line under the QR code ("scan to watch"). */
  readonly scanText: string;
  /** The theme's main colour (the band without a cover). */
  readonly accent: string;
  readonly direction: "ltr" | "rtl";
}

/**
 * The cover as an image the canvas may read back, or null: it is loaded with CORS ("anonymous"),
 * so an image from another site without CORS headers fails here instead of tainting the canvas
 * (which would make the PNG impossible to save). Only http(s) and our own paths are loaded.
 */
function loadCover(url: string): Promise<HTMLImageElement | null> {
  if (url === "" || !/^(https?:\/\/|\/)/i.test(url)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.decoding = "async";
    image.onload = () => {
      resolve(image.naturalWidth > 0 ? image : null);
    };
    image.onerror = () => {
      resolve(null);
    };
    image.src = url;
  });
}

function drawQr(context: CanvasRenderingContext2D, link: string, x: number, y: number, size: number): void {
  const { modules } = create(link, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  context.fillStyle = "#ffffff";
  context.fillRect(x, y, size, size);
  context.fillStyle = "#000000";
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) context.fillRect(x + (col + quiet) * cell, y + (row + quiet) * cell, Math.ceil(cell), Math.ceil(cell));
}

/**
 * Draws the share poster (POSTER, issue 13) on a new canvas in the browser — the cover, the
 * event's title and a QR code of the share link — and answers it as a PNG data URL. Nothing is
 * fetched but the cover; a cover that cannot be read back is left out.
 */
export async function drawPoster(content: PosterContent): Promise<string> {
  const cover = await loadCover(content.coverUrl);
  try {
    return render(content, cover);
  } catch (error: unknown) {
    // A tainted canvas (SecurityError): draw it again without the cover.
    if (cover === null) throw error;
    return render(content, null);
  }
}

function render(content: PosterContent, cover: HTMLImageElement | null): string {
  const canvas = document.createElement("canvas");
  canvas.width = POSTER.width;
  canvas.height = POSTER.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  const { width, coverHeight, margin, qrSize, titleLineHeight, titleMaxLines } = POSTER;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, POSTER.height);
  if (cover) {
    const crop = coverCrop({ width: cover.naturalWidth, height: cover.naturalHeight }, { width, height: coverHeight });
    context.drawImage(cover, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, coverHeight);
  } else {
    context.fillStyle = content.accent;
    context.fillRect(0, 0, width, coverHeight);
  }
  context.direction = content.direction;
  context.textAlign = "center";
  context.textBaseline = "top";
  context.fillStyle = "#1d1d1f";
  context.font = "600 36px system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif";
  const lines = wrapLines(content.title, width - margin * 2, (text) => context.measureText(text).width, titleMaxLines);
  lines.forEach((line, index) => {
    context.fillText(line, width / 2, coverHeight + margin + index * titleLineHeight);
  });
  const qrY = POSTER.height - margin - qrSize - 48;
  drawQr(context, content.link, (width - qrSize) / 2, qrY, qrSize);
  context.fillStyle = "#5c5c66";
  context.font = "24px system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif";
  context.fillText(content.scanText, width / 2, qrY + qrSize + 16);
  return canvas.toDataURL("image/png");
}
