import type { LandingModuleOf, LandingThemeStyle } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import { ModuleFrame } from "./ModuleFrame";

interface Props<T extends "guests" | "partner" | "contact"> {
  readonly module: LandingModuleOf<T>;
  readonly themeStyle: LandingThemeStyle;
}

/** The speakers: avatar, name, position and a short introduction. */
export function GuestsModule({ module, themeStyle }: Props<"guests">) {
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.guests">
      <ul className="lh-lmod__grid">
        {module.guests.map((guest) => (
          <li key={guest.name} className="lh-lmod__guest">
            {guest.avatarUrl ? <img src={guest.avatarUrl} alt="" width={72} height={72} loading="lazy" /> : null}
            <strong>{guest.name}</strong>
            {guest.position ? <span>{guest.position}</span> : null}
            {guest.introduction ? <p>{guest.introduction}</p> : null}
          </li>
        ))}
      </ul>
    </ModuleFrame>
  );
}

/** The partners' logos, named. */
export function PartnerModule({ module, themeStyle }: Props<"partner">) {
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.partner">
      <ul className="lh-lmod__partners">
        {module.partners.map((partner) =>
          partner.logoUrl ? (
            <li key={partner.name}>
              <img src={partner.logoUrl} alt={partner.name} width={160} height={64} loading="lazy" />
            </li>
          ) : (
            <li key={partner.name}>{partner.name}</li>
          ),
        )}
      </ul>
    </ModuleFrame>
  );
}

/** How to reach the organiser. */
export function ContactModule({ module, themeStyle }: Props<"contact">) {
  const t = useT();
  const rows: readonly (readonly [string, string])[] = (
    [
      ["landing.contact.phone", module.phone],
      ["landing.contact.email", module.email],
      ["landing.contact.address", module.address],
    ] as const
  ).filter(([, value]) => value !== "");
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.contact">
      <dl className="lh-lmod__contact">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ModuleFrame>
  );
}
