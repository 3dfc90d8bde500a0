import type { GiftSent } from "@livehall/application";
import { useT } from "../../i18n/I18nProvider";
import { useNameText } from "../../names/shown-name-text";
import { EFFECT_SYMBOL } from "./GiftPanel";
import "./gifts.css";

export interface GiftEffectLayerProps {
  /** The gifts whose effect shows now (Gifts' `effects`). */
  readonly effects: readonly GiftSent[];
  /** The viewer asks for reduced motion: a static notice instead of the animation. */
  readonly reducedMotion: boolean;
}

/**
 * Gift effects over the video for the whole room (decision 0030): each sent gift floats, bursts or
 * rains across the player (CSS animation) with who sent what; under `prefers-reduced-motion: reduce`
 * the same words show as a still notice. A polite live region (a named `log`: a plain div may not
 * carry aria-label) reads them out; the layer never takes
 * pointer events, so the player's controls stay usable.
 */
export function GiftEffectLayer({ effects, reducedMotion }: GiftEffectLayerProps) {
  const t = useT();
  const nameText = useNameText();
  return (
    <div
      className="lh-gift-effects"
      data-motion={reducedMotion ? "reduced" : "full"}
      role="log"
      aria-live="polite"
      aria-label={t("gifts.effects")}
    >
      {effects.map((gift) => (
        <div key={gift.sendId} className={`lh-gift-effect lh-gift-effect--${gift.effect}`} data-send-id={gift.sendId}>
          <span className="lh-gift-effect__symbol" aria-hidden="true">
            {gift.imageUrl === "" ? EFFECT_SYMBOL[gift.effect] : <img src={gift.imageUrl} alt="" width="48" height="48" />}
          </span>
          <bdi className="lh-gift-effect__text">
            {/* The name is the viewer's: isolated (FSI…PDI, a <bdi> inside a sentence) so it cannot reorder the words around it. */}
            {t("gifts.effect", { nickname: `\u2068${nameText(gift.nickname)}\u2069`, name: gift.name, count: gift.count })}
          </bdi>
        </div>
      ))}
    </div>
  );
}
