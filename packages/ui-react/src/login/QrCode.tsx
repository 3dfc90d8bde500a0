import { create } from "qrcode";
import { useMemo } from "react";

/** Light modules around the symbol, as the QR standard asks (4 modules). */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules of `value`'s QR code (error correction M), and its size. */
export function qrPath(value: string): { readonly path: string; readonly size: number } {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) commands.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: commands.join(""), size: modules.size + QUIET_ZONE * 2 };
}

/**
 * `value` as a QR code in SVG (sharp at any size). Always dark on white, whatever the theme, so
 * phone cameras read it; `label` names it for screen readers.
 */
export function QrCode({ value, label }: { readonly value: string; readonly label: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className="lh-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
