import { Suspense, lazy, useState } from "react";
import type { LandingModuleOf, LandingThemeStyle } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import { ModuleFrame } from "./ModuleFrame";

/** The player arrives only when the viewer presses play (its own chunk: the landing bundle has none of it). */
const LandingPlayer = lazy(() => import("./LandingPlayer"));

export interface MediaModuleProps {
  readonly module: LandingModuleOf<"media">;
  readonly themeStyle: LandingThemeStyle;
  readonly media: { readonly step: string; readonly url: string | null };
  readonly onPlay: () => void;
}

/** The organiser's video: a cover with a play button; the address and the player load on the click. */
export function MediaModule({ module, themeStyle, media, onPlay }: MediaModuleProps) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const name = module.mediaName || t("landing.media");
  return (
    <ModuleFrame module={module} themeStyle={themeStyle} headingKey="landing.media">
      <div className="lh-lmod__media">
        {asked && media.step === "ready" && media.url ? (
          <Suspense fallback={<p role="status">{t("landing.media.loading")}</p>}>
            <LandingPlayer src={media.url} title={name} />
          </Suspense>
        ) : (
          <button
            type="button"
            className="lh-lmod__play"
            aria-busy={media.step === "loading"}
            onClick={() => {
              setAsked(true);
              onPlay();
            }}
          >
            {module.coverUrl ? <img src={module.coverUrl} alt="" width={640} height={360} loading="lazy" /> : null}
            <span className="lh-lmod__play-label">
              {media.step === "loading" ? t("landing.media.loading") : t("landing.media.play", { name })}
            </span>
          </button>
        )}
        {asked && media.step === "error" ? <p role="alert">{t("landing.media.failed")}</p> : null}
      </div>
    </ModuleFrame>
  );
}
