import { Suspense, type ReactNode } from "react";
import { ErrorBoundary, LoadingState, useT } from "@livehall/ui-react";
import { usePathname, useSearch } from "wouter/use-browser-location";
import { matchRoute, pages, type PageName, type RouteParams } from "./pages";
import { RedirectToNotFound } from "./RedirectToNotFound";
import { DeviceRedirect, deviceRedirect } from "./device-fit";
import { framed } from "./event-layout-frame";

const EntryPage = pages.entry.Page;
const AccessPage = pages.access.Page;
const LandingPage = pages.landing.Page;
const SignupPage = pages.signup.Page;
const WatchPage = pages.watch.Page;
const MeetingPage = pages.meeting.Page;
const WechatAuthResultPage = pages.wechatAuthResult.Page;
const DuplicationPage = pages.duplication.Page;
const NoAccessPage = pages.noAccess.Page;
const NotFoundPage = pages.notFound.Page;
const PageErrorPage = pages.pageError.Page;
const PortalPage = pages.portal.Page;

/** A param the route table guarantees for the page (it is in every pattern of that page). */
function param(params: RouteParams, name: "eventNumber" | "roomNumber" | "formId"): string {
  const value = params[name];
  if (value === undefined) throw new Error(`the route table gives no ${name}`);
  return value;
}

/** `channelNumber` as a prop, only when the path went through a channel. */
const channel = (params: RouteParams) => (params.channelNumber === undefined ? {} : { channelNumber: params.channelNumber });

/** How each page of the route table renders, from the path's params and the query. */
const RENDER: { readonly [P in PageName]: (params: RouteParams, query: URLSearchParams, mobile: boolean) => ReactNode } = {
  entry: (p) => <EntryPage eventNumber={param(p, "eventNumber")} {...channel(p)} />,
  access: (p) => <AccessPage eventNumber={param(p, "eventNumber")} {...channel(p)} />,
  landing: (p) => <LandingPage eventNumber={param(p, "eventNumber")} {...channel(p)} />,
  signup: (p) => <SignupPage eventNumber={param(p, "eventNumber")} formId={param(p, "formId")} {...channel(p)} />,
  watch: (p) => <WatchPage eventNumber={param(p, "eventNumber")} roomNumber={param(p, "roomNumber")} />,
  meeting: (p) => <MeetingPage eventNumber={param(p, "eventNumber")} roomNumber={param(p, "roomNumber")} />,
  wechatAuthResult: () => <WechatAuthResultPage />,
  duplication: (p, query) => <DuplicationPage kind={p.kind ?? "device"} from={query.get("from")} />,
  noAccess: () => <NoAccessPage />,
  notFound: () => <NotFoundPage />,
  pageError: (_p, query) => <PageErrorPage originUrl={query.get("originUrl")} />,
  portal: (p, _query, mobile) => <PortalPage portalId={p.portalId ?? ""} mobile={mobile} />,
};

function PageLoading() {
  return <LoadingState label={useT()("loading.event")} />;
}

/**
 * The routes of §2, rendered from the route table of pages.ts (the same table main.tsx preloads
 * by). `/event/:n` also matches `/event/:n/`; anything unknown ends on /noFound (query kept).
 * An address that does not fit the device is first replaced by the one that does (§2 device
 * prefixes, device-fit.tsx); landing, watch and meeting sit in an event layout (event-layout-frame.tsx).
 * An error boundary around every route and its lazy code shows the error with Reload instead of
 * a white page; it clears when the path changes.
 */
export function App() {
  const pathname = usePathname();
  const match = matchRoute(pathname);
  const query = new URLSearchParams(useSearch());
  const toDevice = deviceRedirect();
  if (toDevice !== null) return <DeviceRedirect to={toDevice} />;
  return (
    <ErrorBoundary resetKey={pathname}>
      {framed(
        match,
        <Suspense fallback={<PageLoading />}>
          {match === null ? <RedirectToNotFound /> : RENDER[match.page](match.params, query, match.mobile)}
        </Suspense>,
      )}
    </ErrorBoundary>
  );
}
