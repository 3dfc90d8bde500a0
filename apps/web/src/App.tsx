import { lazy, Suspense } from "react";
import { LoadingState, useT } from "@livehall/ui-react";
import { Route, Switch, useSearch } from "wouter";
import { RedirectToNotFound } from "./RedirectToNotFound";

// Each page loads on demand (§2), so the landing page carries no player code.
const EntryPage = lazy(() => import("@livehall/ui-react/pages/EntryPage").then((m) => ({ default: m.EntryPage })));
const AccessPage = lazy(() => import("@livehall/ui-react/pages/AccessPage").then((m) => ({ default: m.AccessPage })));
const LandingPage = lazy(() => import("@livehall/ui-react/pages/LandingPage").then((m) => ({ default: m.LandingPage })));
const WatchPage = lazy(() => import("@livehall/ui-react/pages/WatchPage").then((m) => ({ default: m.WatchPage })));
const NoAccessPage = lazy(() => import("@livehall/ui-react/pages/NoAccessPage").then((m) => ({ default: m.NoAccessPage })));
const NotFoundPage = lazy(() => import("@livehall/ui-react/pages/NotFoundPage").then((m) => ({ default: m.NotFoundPage })));
const PageErrorPage = lazy(() => import("@livehall/ui-react/pages/PageErrorPage").then((m) => ({ default: m.PageErrorPage })));

function PageError() {
  const originUrl = new URLSearchParams(useSearch()).get("originUrl");
  return <PageErrorPage originUrl={originUrl} />;
}

function PageLoading() {
  return <LoadingState label={useT()("loading.event")} />;
}

/**
 * The routes of §2 for this slice. `/event/:n` also matches `/event/:n/`; anything unknown
 * ends on /noFound (query kept). Channel routes (`/event/:n/channel/:c/...`) come later.
 */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/event/:n/access">{(params) => <AccessPage eventNumber={params.n} />}</Route>
        <Route path="/event/:n/landing">{(params) => <LandingPage eventNumber={params.n} />}</Route>
        <Route path="/event/:n/join">{(params) => <LandingPage eventNumber={params.n} />}</Route>
        <Route path="/event/:n/watch/:room">
          {(params) => <WatchPage eventNumber={params.n} roomNumber={params.room} />}
        </Route>
        <Route path="/event/:n">{(params) => <EntryPage eventNumber={params.n} />}</Route>
        <Route path="/noAccess"><NoAccessPage /></Route>
        <Route path="/noFound"><NotFoundPage /></Route>
        <Route path="/pageError"><PageError /></Route>
        <Route><RedirectToNotFound /></Route>
      </Switch>
    </Suspense>
  );
}
