import { avatarInitial, avatarPicture } from "@livehall/domain";
import { useState } from "react";
import "./ViewerAvatar.css";

export interface ViewerAvatarProps {
  /** The name shown beside the avatar: its first character is drawn when there is no picture. */
  readonly name: string;
  /** The viewer's picture address ("" = none; only this server's paths and https are shown). */
  readonly pictureUrl?: string;
  readonly size?: "md" | "sm";
}

/**
 * A viewer's avatar, shown when the room's watch decorate has user icons on (userIconFlag, decision
 * 0046): the viewer's picture, else (or when it fails to load) the first character of the name on
 * the theme's main colour. Decorative: the name beside it says who it is.
 */
export function ViewerAvatar({ name, pictureUrl = "", size = "md" }: ViewerAvatarProps) {
  const picture = avatarPicture(pictureUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const className = `lh-avatar lh-avatar--${size}`;
  if (picture !== null && failed !== picture) {
    return (
      <img
        className={className}
        src={picture}
        alt=""
        aria-hidden="true"
        data-testid="viewer-avatar"
        onError={() => {
          setFailed(picture);
        }}
      />
    );
  }
  return (
    <span className={className} aria-hidden="true" data-testid="viewer-avatar">
      {avatarInitial(name)}
    </span>
  );
}
