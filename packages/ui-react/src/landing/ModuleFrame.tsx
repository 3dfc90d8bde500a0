import type { CSSProperties, ReactNode } from "react";
import type { LandingModule, LandingThemeStyle, ThemedModule } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";

const THEMED: readonly string[] = ["title", "countdown", "graphic", "guests", "agenda", "partner", "contact", "media"];

/** The module's §3 theme colours as CSS custom properties (the stylesheet falls back to the theme's own). */
export function moduleColours(module: LandingModule, style: LandingThemeStyle): CSSProperties {
  if (!THEMED.includes(module.type)) return {};
  const colours = style[module.type as ThemedModule]?.[module.theme];
  return colours ? ({ "--lh-lmod-bg": colours.background, "--lh-lmod-fg": colours.font } as CSSProperties) : {};
}

export interface ModuleFrameProps {
  readonly module: LandingModule;
  readonly themeStyle: LandingThemeStyle;
  /** The catalogue key of the module's heading when the organiser wrote none. */
  readonly headingKey: string;
  /** Shown as a visible heading (else only named for assistive technology). */
  readonly showHeading?: boolean;
  readonly children: ReactNode;
}

/** One landing module: a named region in its light or dark theme with the module's colours. */
export function ModuleFrame({ module, themeStyle, headingKey, showHeading = true, children }: ModuleFrameProps) {
  const t = useT();
  const id = `lh-lmod-${module.type}`;
  const heading = module.heading || t(headingKey);
  return (
    <section
      className={`lh-lmod lh-lmod--${module.type} lh-lmod--${module.theme}`}
      data-module={module.type}
      aria-labelledby={showHeading ? id : undefined}
      aria-label={showHeading ? undefined : heading}
      style={moduleColours(module, themeStyle)}
    >
      {showHeading ? (
        <h2 id={id} className="lh-lmod__heading">
          {heading}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
