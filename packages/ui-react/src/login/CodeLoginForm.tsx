import { APP_TOKENS, INITIAL_CODE_LOGIN } from "@livehall/application";
import { IDENTITY_TYPE } from "@livehall/domain";
import { useId, useState } from "react";
import { Button } from "../components/Button";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { useRunOnce } from "../hooks/use-run-once";
import { useT } from "../i18n/I18nProvider";
import { useOwnService, useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { CodeLoginFields } from "./CodeLoginFields";
import { isMobileBrowser } from "./is-mobile-browser";
import { loginTabs } from "./login-tabs";
import { LoginTabs } from "./LoginTabs";
import { WechatQrLogin } from "./WechatQrLogin";

export interface CodeLoginFormProps {
  readonly eventNumber: string;
  /** A phone or tablet browser: WeChat leaves for its OAuth page instead of a QR tab. Detected when left out. */
  readonly mobile?: boolean;
}

/**
 * The login prompt's "login" mode: loads the event's identity configs and agreements, then shows
 * a tab per way to log in (mobile, email, and on computers WeChat's QR code).
 */
export function CodeLoginForm({ eventNumber, mobile = isMobileBrowser() }: CodeLoginFormProps) {
  const t = useT();
  const service = useOwnService(APP_TOKENS.CodeLogin);
  const state = useObservable(service.state$, INITIAL_CODE_LOGIN);
  const load = () => {
    void service.load(eventNumber);
  };
  useRunOnce(eventNumber, load);
  const idBase = useId();
  const tabs = loginTabs(state.identityTypes, state.wechatEnabled && !mobile);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen !== null && tabs.includes(chosen) ? chosen : tabs[0];
  const mobileWechat = mobile && state.wechatEnabled;

  // Nothing loaded yet (identity configs arrive with the first load).
  if (state.identityTypes.length === 0 && state.status !== "ready") {
    return state.status === "error" ? (
      <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={load} />
    ) : (
      <LoadingState label={t("login.loading")} />
    );
  }
  if (current === undefined && !mobileWechat) return <p className="lh-login__note">{t("login.noMethod")}</p>;
  return (
    <div className="lh-login">
      {current === undefined ? null : (
        <>
          <LoginTabs tabs={tabs} current={current} onChange={setChosen} idBase={idBase} />
          <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${current}`} className="lh-login__panel">
            {current === IDENTITY_TYPE.WECHAT ? (
              <WechatQrLogin eventNumber={eventNumber} />
            ) : (
              <CodeLoginFields key={current} identityType={current} state={state} service={service} />
            )}
          </div>
        </>
      )}
      {mobileWechat ? <WechatMobileButton eventNumber={eventNumber} /> : null}
    </div>
  );
}

/** In a mobile browser: leaves for the chat-app's OAuth page, returning to this page (§4). */
function WechatMobileButton({ eventNumber }: { readonly eventNumber: string }) {
  const t = useT();
  const wechat = useService(APP_TOKENS.WechatMobileLogin);
  const navigator = useService(APP_TOKENS.Navigator);
  const start = () => {
    const { path, search } = navigator.current();
    void wechat.start(eventNumber, `${path}${search}`);
  };
  return (
    <Button tone="secondary" className="lh-login__wechat-mobile" onClick={start}>
      {t("login.wechatMobile")}
    </Button>
  );
}
