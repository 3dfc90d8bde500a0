import type { LandingModuleOf, LandingThemeStyle } from "@livehall/domain";
import { ModuleFrame } from "./ModuleFrame";

interface Props<T extends "logo" | "propaganda" | "title" | "graphic"> {
  readonly module: LandingModuleOf<T>;
  readonly themeStyle: LandingThemeStyle;
}

/** The organiser's logo. */
export function LogoModule({ module, themeStyle }: Props<"logo">) {
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.logo" showHeading={false}>
      {module.logoUrl ? <img className="lh-lmod__logo" src={module.logoUrl} alt={module.heading || ""} height={48} /> : null}
    </ModuleFrame>
  );
}

/** The promotion banner with its line of text. */
export function PropagandaModule({ module, themeStyle }: Props<"propaganda">) {
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.propaganda" showHeading={false}>
      {module.imageUrl ? <img className="lh-lmod__banner" src={module.imageUrl} alt="" width={960} height={320} /> : null}
      {module.text ? <p className="lh-lmod__lead">{module.text}</p> : null}
    </ModuleFrame>
  );
}

/** The event's title and subtitle: the page's main heading. */
export function TitleModule({ module, themeStyle }: Props<"title">) {
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.modules" showHeading={false}>
      <h1 className="lh-lmod__title">{module.title}</h1>
      {module.subtitle ? <p className="lh-lmod__subtitle">{module.subtitle}</p> : null}
    </ModuleFrame>
  );
}

/** A picture with text (图文). */
export function GraphicModule({ module, themeStyle }: Props<"graphic">) {
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.graphic">
      <div className="lh-lmod__graphic">
        {module.imageUrl ? <img src={module.imageUrl} alt="" width={640} height={360} loading="lazy" /> : null}
        {module.text ? <p>{module.text}</p> : null}
      </div>
    </ModuleFrame>
  );
}
