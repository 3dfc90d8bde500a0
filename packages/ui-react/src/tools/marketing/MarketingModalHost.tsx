import { APP_TOKENS, INITIAL_MARKETING_TOOLS } from "@livehall/application";
import { useEffect, useState } from "react";
import { EMPTY } from "rxjs";
import { useLocale } from "../../i18n/I18nProvider";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useValue } from "../../services/use-observable";
import { MarketingModalView } from "./MarketingModalView";

/**
 * The open room's marketing tool modal (MarketingTools' `modal`), wherever it was opened from: a
 * toolbar panel (ACTIVE) or a call-to-action (PASSIVE). Mounted once on the watch page.
 */
export function MarketingModalHost() {
  const tools = useRoomFeature(APP_TOKENS.MarketingTools);
  const state = useValue(tools?.state$ ?? EMPTY, INITIAL_MARKETING_TOOLS);
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const [locale] = useLocale();
  const appId = state.modal.phase === "hidden" ? null : state.modal.appId;
  useEffect(() => {
    setCodeSentAt(null);
  }, [appId]);
  if (tools === null) return null;
  return (
    <MarketingModalView
      modal={state.modal}
      code={state.code}
      codeSentAt={codeSentAt}
      onSubmit={(inputs) => void tools.submit(inputs, locale)}
      onSendCode={(phone) => {
        void tools.sendCode(phone).then((sent) => {
          if (sent) setCodeSentAt(Date.now());
        });
      }}
      onDownload={(file) => void tools.download(file)}
      onClose={() => {
        tools.close();
      }}
    />
  );
}
