import { Suspense } from "react";
import { LoadingState, useT } from "@livehall/ui-react";
import { Route, Switch, useSearch } from "wouter";
import { pages } from "./pages";
import { RedirectToNotFound } from "./RedirectToNotFound";

const { entry, access, landing, watch, noAccess, notFound, pageError } = pages;
const EntryPage = entry.Page;
const AccessPage = access.Page;
const LandingPage = landing.Page;
const WatchPage = watch.Page;
const NoAccessPage = noAccess.Page;
const NotFoundPage = notFound.Page;
const PageErrorPage = pageError.Page;

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
