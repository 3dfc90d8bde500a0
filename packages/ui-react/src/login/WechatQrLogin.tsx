import { APP_TOKENS, type WechatPcLoginState } from "@livehall/application";
import { useEffect, useId } from "react";
import { Button } from "../components/Button";
import { useTranslator } from "../i18n/I18nProvider";
import { useOwnService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { FormMessage, serviceMessage } from "./FormMessage";
import { QrCode } from "./QrCode";
import { safeHref } from "./safe-href";

const IDLE: WechatPcLoginState = { status: "idle", loginUrl: null, messageKey: null };

/**
 * The chat-app (WeChat) login on a computer (§4): the login url as a QR code to scan with the
 * phone, plus a link that opens it on this device (accessible, and what development uses with
 * the local WeChat stand-in). Polling starts when this shows and stops when it goes away.
 */
export function WechatQrLogin({ eventNumber }: { readonly eventNumber: string }) {
  const translator = useTranslator();
  const { t } = translator;
  const login = useOwnService(APP_TOKENS.WechatPcLogin);
  const state = useObservable(login.state$, IDLE);
  const messageId = useId();

  useEffect(() => {
    void login.start(eventNumber);
    return () => {
      login.stop();
    };
  }, [login, eventNumber]);

  const restart = () => {
    void login.start(eventNumber);
  };
  const href = safeHref(state.loginUrl);

  switch (state.status) {
    case "idle":
    case "loading":
      return (
        <p className="lh-wechat__status" role="status" aria-busy="true">
          {t("wechat.loading")}
        </p>
      );
    case "done":
      return (
        <p className="lh-wechat__status" role="status">
          {t("wechat.done")}
        </p>
      );
    case "expired":
      return (
        <div className="lh-wechat">
          <p className="lh-wechat__status" role="status">
            {t("wechat.expired")}
          </p>
          <Button onClick={restart}>{t("wechat.refresh")}</Button>
        </div>
      );
    case "error":
      return (
        <div className="lh-wechat">
          <FormMessage id={messageId} text={serviceMessage(state, translator) ?? t("error.code.100016")} />
          <Button onClick={restart}>{t("button.retry")}</Button>
        </div>
      );
    case "waiting":
      return (
        <div className="lh-wechat">
          <p className="lh-wechat__hint">{t("wechat.scan")}</p>
          {state.loginUrl === null ? null : <QrCode value={state.loginUrl} label={t("wechat.qrLabel")} />}
          <p className="lh-wechat__status" role="status">
            {t("wechat.waiting")}
          </p>
          {href === null ? null : (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t("wechat.openHere")}
            </a>
          )}
        </div>
      );
  }
}
