import type { AdPictureContent } from "@livehall/domain";
import { useEffect } from "react";
import { useT } from "../i18n/I18nProvider";
import "./AdPictureView.css";

export interface AdPictureViewProps {
  readonly content: AdPictureContent;
  readonly closable: boolean;
  /** The picture came on screen (once per mount). */
  readonly onShown: () => void;
  readonly onClick: () => void;
  readonly onClose: () => void;
}

/**
 * One room ad picture (§3 Ad picture): the picture in the viewer's language, a link when the
 * organiser gave one (opened in a new tab), and a close button when the picture may be closed.
 */
export function AdPictureView({ content, closable, onShown, onClick, onClose }: AdPictureViewProps) {
  const t = useT();
  useEffect(() => {
    onShown();
    // Reported once for the picture on screen; a new handler is the same picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const picture = <img className="lh-ad__picture" src={content.pictureUrl} alt={t("decorate.ad")} loading="lazy" decoding="async" />;
  return (
    <div className="lh-ad">
      {content.linkUrl === "" ? (
        picture
      ) : (
        <a
          className="lh-ad__link"
          href={content.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("decorate.adLink")}
          onClick={onClick}
        >
          {picture}
        </a>
      )}
      {closable ? (
        <button type="button" className="lh-ad__close" aria-label={t("decorate.adClose")} title={t("decorate.adClose")} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
