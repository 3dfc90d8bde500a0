import { accessNoteFor, avatarPicture, type LandingPage } from "@livehall/domain";
import { useId } from "react";
import { useLocale, useT } from "../i18n/I18nProvider";
import "./LandingAccess.css";

/** The mobile site marks `<html data-site="mobile">` (decision 0038); everything else is the desktop's. */
function siteDevice(): "pc" | "mobile" {
  return typeof document !== "undefined" && document.documentElement.dataset["site"] === "mobile" ? "mobile" : "pc";
}

export interface LandingAccessNoteProps {
  /** The landing page, or the access words the access page read (decision 0049). */
  readonly page: Pick<LandingPage, "accessInfo" | "accessType">;
  /** The device whose validate config shows (default: the site's, desktop or mobile). */
  readonly device?: "pc" | "mobile";
}

/**
 * Beside the landing page's join button, what getting in asks of the viewer (§3 validate configs and
 * access prompts, decision 0046): the organiser's heading, words and picture for the viewer's
 * device and language, and the access prompt. Nothing for an event open to all, or when the
 * organiser wrote nothing.
 */
export function LandingAccessNote({ page, device }: LandingAccessNoteProps) {
  const t = useT();
  const [locale] = useLocale();
  const headingId = useId();
  const note = accessNoteFor(page.accessInfo, page.accessType, device ?? siteDevice(), locale);
  if (note === null) return null;
  const picture = avatarPicture(note.backgroundUrl);
  return (
    <section className="lh-landing-access" aria-labelledby={headingId} data-testid="landing-access-note">
      {picture !== null ? <img className="lh-landing-access__picture" src={picture} alt="" loading="lazy" /> : null}
      <div className="lh-landing-access__text">
        <h2 id={headingId} className="lh-landing-access__title">
          {note.title || t("landingAccess.title")}
        </h2>
        {note.description !== "" ? <p className="lh-landing-access__description">{note.description}</p> : null}
        {note.prompt !== "" ? <p className="lh-landing-access__prompt">{note.prompt}</p> : null}
      </div>
    </section>
  );
}
