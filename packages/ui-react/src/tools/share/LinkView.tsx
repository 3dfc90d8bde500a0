import type { ShareLinkState } from "@livehall/application";
import { useEffect, useId, useRef } from "react";
import { Button } from "../../components/Button";
import { useT } from "../../i18n/I18nProvider";
import "./Share.css";

export interface LinkViewProps {
  readonly state: ShareLinkState;
  readonly onCopy: () => void;
  readonly onCopiedByHand: () => void;
}

/**
 * The LINK panel (issue 13): the event link (with `sharerId`) and "copy link"; success shows the
 * §9 'copied' message (the tool notifies). When the browser refuses the Clipboard API the link's
 * text field is selected with a hint to copy it by hand, and "I copied it".
 */
export function LinkView({ state, onCopy, onCopiedByHand }: LinkViewProps) {
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const refused = state.copy === "refused";
  useEffect(() => {
    if (!refused) return;
    field.current?.focus();
    field.current?.select();
  }, [refused]);
  return (
    <div className="lh-share">
      <label className="lh-share__label" htmlFor={fieldId}>
        {t("share.link")}
      </label>
      <input
        ref={field}
        id={fieldId}
        className="lh-share__field"
        type="text"
        readOnly
        dir="ltr"
        value={state.link}
        aria-describedby={refused ? hintId : undefined}
        onFocus={(event) => {
          event.currentTarget.select();
        }}
      />
      {refused ? (
        <p id={hintId} className="lh-share__hint" role="alert">
          {t("share.copyByHand")}
        </p>
      ) : null}
      <div className="lh-share__actions">
        <Button onClick={onCopy} disabled={state.copy === "copying" || state.link === ""}>
          {t(state.copy === "copying" ? "share.copying" : state.copy === "copied" ? "share.copied" : "share.copy")}
        </Button>
        {refused ? (
          <Button tone="secondary" onClick={onCopiedByHand}>
            {t("share.copiedByHand")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
