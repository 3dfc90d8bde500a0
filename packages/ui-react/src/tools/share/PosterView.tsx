import { useT } from "../../i18n/I18nProvider";
import "./Share.css";

/** Where the poster stands: being drawn, drawn (a PNG data URL), or failed. */
export type PosterImage =
  { readonly status: "drawing" } | { readonly status: "ready"; readonly url: string } | { readonly status: "failed" };

export interface PosterViewProps {
  readonly image: PosterImage;
  readonly title: string;
  /** The saved file's name. */
  readonly fileName: string;
  readonly onRetry: () => void;
}

/** The POSTER panel (issue 13): the drawn poster as an image, and "save image" (a PNG download). */
export function PosterView({ image, title, fileName, onRetry }: PosterViewProps) {
  const t = useT();
  if (image.status === "drawing")
    return (
      <p className="lh-poster__placeholder" role="status">
        {t("poster.drawing")}
      </p>
    );
  if (image.status === "failed")
    return (
      <div className="lh-share">
        <p className="lh-share__hint" role="alert">
          {t("poster.failed")}
        </p>
        <div className="lh-share__actions">
          <button type="button" className="lh-button lh-button--secondary" onClick={onRetry}>
            {t("poster.retry")}
          </button>
        </div>
      </div>
    );
  return (
    <div className="lh-share">
      <img className="lh-poster__image" src={image.url} alt={t("poster.image", { title })} width={600} height={1000} />
      <div className="lh-share__actions">
        <a className="lh-button lh-button--primary" href={image.url} download={fileName}>
          {t("poster.save")}
        </a>
      </div>
    </div>
  );
}
