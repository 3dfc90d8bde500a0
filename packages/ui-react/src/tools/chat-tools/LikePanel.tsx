import { LikeButton } from "../../watch/LikeButton";
import type { ToolPanelProps } from "../tool-panel-entry";

/** The LIKE entry (issue 13): the room's like button (Likes.tap, with the §4 interception) in the drawer. */
export default function LikePanel(_props: ToolPanelProps) {
  return <LikeButton />;
}
