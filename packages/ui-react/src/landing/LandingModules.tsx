import { orderModules, type LandingModule, type LandingPage } from "@livehall/domain";
import type { LandingState } from "@livehall/application";
import { AgendaModule } from "./AgendaModule";
import { CountdownModule } from "./CountdownModule";
import { MediaModule } from "./MediaModule";
import { ContactModule, GuestsModule, PartnerModule } from "./PeopleModules";
import { GraphicModule, LogoModule, PropagandaModule, TitleModule } from "./SimpleModules";

export interface LandingModulesProps {
  readonly page: LandingPage;
  readonly state: Pick<LandingState, "themeStyle" | "agenda" | "media">;
  readonly onFilter: (change: { readonly date?: string; readonly locationId?: string }) => void;
  readonly onPage: (page: number) => void;
  readonly onPlay: () => void;
  readonly now?: () => number;
}

/** The pro landing page's modules in their sequence order (§2), each its own component. */
export function LandingModules({ page, state, onFilter, onPage, onPlay, now }: LandingModulesProps) {
  const { themeStyle } = state;
  const render = (module: LandingModule) => {
    switch (module.type) {
      case "logo":
        return <LogoModule module={module} themeStyle={themeStyle} />;
      case "propaganda":
        return <PropagandaModule module={module} themeStyle={themeStyle} />;
      case "title":
        return <TitleModule module={module} themeStyle={themeStyle} />;
      case "countdown":
        return <CountdownModule module={module} themeStyle={themeStyle} startTime={page.startTime} {...(now ? { now } : {})} />;
      case "graphic":
        return <GraphicModule module={module} themeStyle={themeStyle} />;
      case "guests":
        return <GuestsModule module={module} themeStyle={themeStyle} />;
      case "media":
        return <MediaModule module={module} themeStyle={themeStyle} media={state.media} onPlay={onPlay} />;
      case "agenda":
        return <AgendaModule module={module} themeStyle={themeStyle} agenda={state.agenda} onFilter={onFilter} onPage={onPage} />;
      case "partner":
        return <PartnerModule module={module} themeStyle={themeStyle} />;
      case "contact":
        return <ContactModule module={module} themeStyle={themeStyle} />;
    }
  };
  return (
    <div className="lh-landing-modules">
      {orderModules(page.modules).map((module) => (
        <div key={module.type} className="lh-landing-modules__item">
          {render(module)}
        </div>
      ))}
    </div>
  );
}
