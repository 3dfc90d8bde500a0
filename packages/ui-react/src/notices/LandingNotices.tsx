import { APP_TOKENS, INITIAL_NOTICES, type NoticesService } from "@livehall/application";
import type { PersonalBrief } from "@livehall/domain";
import { useEffect } from "react";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { NoticePanel } from "./NoticePanel";

export interface LandingNoticesProps {
  /** The landing page's resolved brief (event and, with a session, the viewer). */
  readonly brief: PersonalBrief;
}

/**
 * Mounts the "remind me" panel on the landing page: loads the event's notice config and this
 * viewer's subscriptions through the Notices use case (nothing when it is not bound).
 */
export function LandingNotices({ brief }: LandingNoticesProps) {
  const notices = useOptionalService(APP_TOKENS.Notices);
  return notices ? <BoundNotices notices={notices} brief={brief} /> : null;
}

function BoundNotices({ notices, brief }: { readonly notices: NoticesService; readonly brief: PersonalBrief }) {
  const state = useObservable(notices.state$, INITIAL_NOTICES);
  const { eventId, tenantId } = brief.event;
  const signedIn = brief.viewer !== null;
  useEffect(() => {
    void notices.load({ eventId, tenantId, signedIn, wechatOpenId: null });
  }, [notices, eventId, tenantId, signedIn]);
  return (
    <NoticePanel
      state={state}
      event={brief.event}
      needsCode={(channel) => notices.needsCode(channel)}
      onOpenChange={(open) => {
        notices.setOpen(open);
      }}
      onRequestCode={(channel, contact) => {
        void notices.requestCode(channel, contact);
      }}
      onSubscribe={(channel, contact, code) => {
        void notices.subscribe(channel, contact, code);
      }}
    />
  );
}
