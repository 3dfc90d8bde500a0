import type { WatermarkMark } from "@livehall/domain";
import type { Box } from "./watermark-box";

/** How often the guard also checks the computed style (a stylesheet rule can hide the layer without a mutation). */
const WATERMARK_CHECK_MS = 1000;

const LAYER_STYLE: Readonly<Record<string, string>> = {
  position: "absolute",
  display: "block",
  visibility: "visible",
  opacity: "1",
  overflow: "hidden",
  "pointer-events": "none",
  "z-index": "3",
  transform: "none",
  filter: "none",
  "clip-path": "none",
};

function styled(element: HTMLElement, rules: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(rules)) element.style.setProperty(name, value, "important");
}

function markNode(mark: WatermarkMark): HTMLElement {
  const node = mark.kind === "text" ? document.createElement("span") : document.createElement("img");
  if (mark.kind === "text") node.textContent = mark.text;
  else if (node instanceof HTMLImageElement) {
    node.src = mark.imageUrl;
    node.alt = "";
  }
  styled(node, {
    position: "absolute",
    display: "block",
    visibility: "visible",
    left: `${String(mark.x)}px`,
    top: `${String(mark.y)}px`,
    width: `${String(mark.width)}px`,
    height: `${String(mark.height)}px`,
    "font-size": `${String(mark.fontSizePx)}px`,
    "line-height": `${String(mark.height)}px`,
    "white-space": "nowrap",
    // A picture keeps its proportions even if its box does not (a picture without a natural size stays square).
    "object-fit": "contain",
    color: "#fff",
    "text-shadow": "0 0 2px rgba(0,0,0,0.6)",
    opacity: String(mark.opacity),
    transform: `rotate(${String(mark.rotateDeg)}deg)`,
    "transform-origin": "center",
  });
  return node;
}

/** The layer is there as drawn: attached to the host, shown, with every mark intact. */
function intact(layer: HTMLElement, host: HTMLElement, marks: readonly WatermarkMark[]): boolean {
  if (layer.parentNode !== host || layer.childElementCount !== marks.length) return false;
  const style = getComputedStyle(layer);
  if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity || "1") < 1) return false;
  return Array.from(layer.children).every((child) => {
    const own = getComputedStyle(child);
    return own.display !== "none" && own.visibility !== "hidden";
  });
}

/**
 * The watermark layer (`[data-watermark]`) drawn into `host` outside React, guarded: any change to
 * it that the guard did not make (removed, emptied, a mark edited, hidden by style, class or
 * attribute) makes the guard throw the layer away and draw a fresh one. A MutationObserver sees
 * DOM changes at once; a timer catches stylesheet rules that hide it without a mutation.
 */
export class WatermarkGuard {
  private layer: HTMLElement | null = null;
  private marks: readonly WatermarkMark[] = [];
  private box: Box | null = null;
  private readonly observer: MutationObserver;
  private readonly timer: ReturnType<typeof setInterval>;
  /** How many times the layer was re-created after tampering (for tests and logs). */
  repairs = 0;

  constructor(private readonly host: HTMLElement) {
    this.observer = new MutationObserver((records) => {
      const touched = records.some(
        (record) =>
          this.layer !== null &&
          (record.target === this.layer || this.layer.contains(record.target) || Array.from(record.removedNodes).includes(this.layer)),
      );
      if (touched) this.repair();
    });
    this.timer = setInterval(() => {
      if (this.layer !== null && !intact(this.layer, this.host, this.marks)) this.repair();
    }, WATERMARK_CHECK_MS);
  }

  /** Draws `marks` in `box` (nothing when there are none). */
  draw(marks: readonly WatermarkMark[], box: Box | null): void {
    this.marks = box === null ? [] : marks;
    this.box = box;
    this.rebuild();
  }

  /** Removes the layer and stops guarding (the player leaves the page). */
  destroy(): void {
    clearInterval(this.timer);
    this.observer.disconnect();
    this.layer?.remove();
    this.layer = null;
  }

  private repair(): void {
    this.repairs++;
    this.rebuild();
  }

  private rebuild(): void {
    this.observer.disconnect();
    this.layer?.remove();
    this.layer = null;
    const box = this.box;
    if (box === null || this.marks.length === 0) return;
    const layer = document.createElement("div");
    layer.setAttribute("data-watermark", "");
    layer.setAttribute("aria-hidden", "true");
    styled(layer, {
      ...LAYER_STYLE,
      left: `${String(box.left)}px`,
      top: `${String(box.top)}px`,
      width: `${String(box.width)}px`,
      height: `${String(box.height)}px`,
    });
    for (const mark of this.marks) layer.append(markNode(mark));
    this.host.append(layer);
    this.layer = layer;
    this.observer.observe(this.host, { childList: true });
    this.observer.observe(layer, { attributes: true, childList: true, subtree: true, characterData: true });
  }
}
