import { APP_TOKENS, INITIAL_AD_PICTURES } from "@livehall/application";
import { adPictureContent, adPicturesIn, DEVICE, type AdSlot, type Device } from "@livehall/domain";
import { useMemo } from "react";
import { EMPTY } from "rxjs";
import { useLocale, useT } from "../i18n/I18nProvider";
import { useRoomFeature } from "../services/RoomScopeProvider";
import { useObservable } from "../services/use-observable";
import { AdPictureView } from "./AdPictureView";

export interface RoomAdPicturesProps {
  /** Above or below the player, or above the chat. */
  readonly slot: AdSlot;
  /** The page's device: the desktop watch page is a PC, the mobile one MOBILE (§3 Device). */
  readonly device?: Device;
}

/**
 * The open room's ad pictures for one slot of the page (adPicturesIn: by device, type, location,
 * show flag, not dismissed), each in the viewer's language. Showing, clicking and closing are the
 * room's AdPictures intents, which report them to the bury call; nothing renders when none fit.
 */
export function RoomAdPictures({ slot, device = DEVICE.PC }: RoomAdPicturesProps) {
  const t = useT();
  const [locale] = useLocale();
  const feature = useRoomFeature(APP_TOKENS.AdPictures);
  const { pictures, dismissed } = useObservable(feature?.state$ ?? EMPTY, INITIAL_AD_PICTURES);
  const shown = useMemo(() => adPicturesIn(pictures, device, slot, new Set(dismissed)), [pictures, device, slot, dismissed]);
  if (feature === null || shown.length === 0) return null;
  return (
    <aside className={`lh-ads lh-ads--${slot}`} aria-label={t("decorate.ads")}>
      {shown.map((picture) => {
        const content = adPictureContent(picture, locale);
        return content === null ? null : (
          <AdPictureView
            key={picture.id}
            content={content}
            closable={picture.closable}
            onShown={() => {
              feature.shown(picture.id);
            }}
            onClick={() => {
              feature.clicked(picture.id);
            }}
            onClose={() => {
              feature.close(picture.id);
            }}
          />
        );
      })}
    </aside>
  );
}
