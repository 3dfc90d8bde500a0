import { APP_TOKENS, type InteractiveAction } from "@livehall/application";
import { USER_TYPE, viewerShownName } from "@livehall/domain";
import { Button } from "../components/Button";
import { ViewerAvatar } from "../decorate/ViewerAvatar";
import { useT } from "../i18n/I18nProvider";
import { shownNameText } from "../names/shown-name-text";
import { useService } from "../services/ServicesProvider";
import { useViewer } from "./use-viewer";
import { ViewerMenu } from "./ViewerMenu";
import "./ViewerBar.css";

/**
 * The watch page header's viewer area: who is watching (the domain's `viewerShownName` in the
 * viewer's language: the nickname; the server's default name as the localized "audience" and its
 * number; a logged-in viewer's masked account — never "anonymous"), "Log in" for anonymous viewers and "Change nickname" (both through the
 * §4 anonymous interception, which opens the right prompt), and "Log out" for logged-in viewers.
 * With `avatar` (the room's userIconFlag) the viewer's avatar stands before the name. On a narrow
 * banner (a phone) they stand in a panel behind one button (ViewerMenu), so the banner fits.
 */
export function ViewerBar({ eventNumber, avatar = false }: { readonly eventNumber: string; readonly avatar?: boolean }) {
  const t = useT();
  const { viewer, event } = useViewer();
  const intercept = useService(APP_TOKENS.InterceptAnonymous);
  const logOut = useService(APP_TOKENS.LogOut);
  if (viewer === null) return null;

  const shownName = shownNameText(viewerShownName(viewer), t);
  const anonymous = viewer.userType === USER_TYPE.ANONYMOUS_AUDIENCE;
  // Without the event's permission a nickname can be set once, not changed (100108).
  const canRename = event?.nicknameChangeAllowed !== false || viewer.nickname.trim() === "";
  const guard = (action: InteractiveAction) => () => {
    void intercept.guard(eventNumber, action);
  };
  const content = (
    <>
      {avatar ? <ViewerAvatar name={shownName} pictureUrl={viewer.avatar} /> : null}
      <bdi className="lh-viewer__name">{shownName}</bdi>
      {anonymous ? (
        <Button className="lh-viewer__button" onClick={guard("login")}>
          {t("viewer.login")}
        </Button>
      ) : null}
      {canRename ? (
        <Button tone="secondary" className="lh-viewer__button" onClick={guard("nickname")}>
          {t("viewer.changeNickname")}
        </Button>
      ) : null}
      {anonymous ? null : (
        <Button
          tone="secondary"
          className="lh-viewer__button"
          onClick={() => {
            logOut.run(eventNumber);
          }}
        >
          {t("viewer.logout")}
        </Button>
      )}
    </>
  );
  return (
    <>
      <div className="lh-viewer lh-viewer--inline" role="group" aria-label={t("viewer.area")}>
        {content}
      </div>
      <ViewerMenu>{content}</ViewerMenu>
    </>
  );
}
