import { APP_TOKENS, type WechatMobileLoginState } from "@livehall/application";
import { useEffect, useState } from "react";
import { Button } from "../components/Button";
import { Dialog } from "../components/Dialog";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useTranslator } from "../i18n/I18nProvider";
import { serviceMessage } from "../login/FormMessage";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const IDLE: WechatMobileLoginState = { status: "idle", boundElsewhere: false, messageKey: null };

/**
 * `/mobile/wechatAuthResult?code=…&state=…`: the chat-app (WeChat) OAuth comes back here (§4 WeChat
 * result). Completes the login once with the query's code and state; shows the progress, the
 * "bound elsewhere" warning as a modal, the snapshot-user message, or the failure ('参数不能为空'
 * when code or state is missing; else the server's message). Success moves on by itself.
 */
export function WechatAuthResultPage() {
  const translator = useTranslator();
  const { t } = translator;
  const wechat = useService(APP_TOKENS.WechatMobileLogin);
  const navigator = useService(APP_TOKENS.Navigator);
  const state = useObservable(wechat.state$, IDLE);
  const [snapshot, setSnapshot] = useState(false);
  const [warningOpen, setWarningOpen] = useState(true);
  usePageTitle("page.wechatAuthResult");

  useEffect(() => {
    const subscription = wechat.snapshotUser$.subscribe(() => {
      setSnapshot(true);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [wechat]);
  useRunOnce("complete", () => {
    const query = new URLSearchParams(navigator.current().search);
    void wechat.complete({ code: query.get("code"), state: query.get("state") });
  });

  let body;
  // MessageState brings its own heading; the other states get a hidden one.
  let headed = true;
  if (snapshot) {
    body = <MessageState heading={t("page.wechatAuthResult")} message={t("wechat.snapshotUser")} />;
  } else if (state.boundElsewhere) {
    body = (
      <>
        <MessageState heading={t("wechat.boundElsewhereTitle")} message={t("wechat.boundElsewhere")} />
        {warningOpen ? (
          <Dialog
            role="alertdialog"
            title={t("wechat.boundElsewhereTitle")}
            onClose={() => {
              setWarningOpen(false);
            }}
          >
            <p className="lh-state__text">{t("wechat.boundElsewhere")}</p>
            <Button
              onClick={() => {
                setWarningOpen(false);
              }}
            >
              {t("wechat.ok")}
            </Button>
          </Dialog>
        ) : null}
      </>
    );
  } else if (state.status === "error") {
    headed = false;
    body = <ErrorState message={serviceMessage(state, translator) ?? t("error.code.100016")} />;
  } else if (state.status === "done") {
    headed = false;
    body = <LoadingState label={t("wechat.done")} />;
  } else {
    headed = false;
    body = <LoadingState label={t(state.status === "redirecting" ? "wechat.redirecting" : "wechat.authorizing")} />;
  }
  return (
    <PageShell>
      {headed ? null : <h1 className="lh-visually-hidden">{t("page.wechatAuthResult")}</h1>}
      {body}
    </PageShell>
  );
}
