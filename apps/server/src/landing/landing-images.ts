/**
 * The demo events' landing pictures, drawn as tiny SVGs (decision 0035): a coloured panel with a
 * word on it. Names are fixed; anything else is unknown (404).
 */
const PICTURES: Readonly<
  Record<string, { readonly colour: string; readonly label: string; readonly width: number; readonly height: number }>
> = {
  logo: { colour: "#e8541e", label: "Livehall", width: 240, height: 64 },
  banner: { colour: "#2b5bd7", label: "Livehall 2026", width: 960, height: 320 },
  cover: { colour: "#1d3a8a", label: "Livehall", width: 960, height: 540 },
  "cover-blur": { colour: "#5a6fa8", label: "", width: 96, height: 54 },
  graphic: { colour: "#1f8a70", label: "Live · Interact · Learn", width: 640, height: 360 },
  "guest-1": { colour: "#8a4fd7", label: "A", width: 96, height: 96 },
  "guest-2": { colour: "#d74f8a", label: "B", width: 96, height: 96 },
  "guest-3": { colour: "#4f8ad7", label: "C", width: 96, height: 96 },
  "media-cover": { colour: "#333a45", label: "▶", width: 640, height: 360 },
  "partner-1": { colour: "#0f766e", label: "Partner One", width: 200, height: 80 },
  "partner-2": { colour: "#9a3412", label: "Partner Two", width: 200, height: 80 },
  favicon: { colour: "#e8541e", label: "L", width: 32, height: 32 },
};

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG document of picture `name`, or null when there is none. */
export function landingPicture(name: string): string | null {
  const picture = Object.hasOwn(PICTURES, name) ? PICTURES[name] : undefined;
  if (!picture) return null;
  const { colour, label, width, height } = picture;
  const size = Math.round(Math.min(height * 0.5, (width / Math.max(label.length, 1)) * 1.4));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    (label
      ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#fff">${escapeXml(label)}</text>`
      : "") +
    `</svg>`
  );
}
