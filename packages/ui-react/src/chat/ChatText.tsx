import { chatTextSegments } from "@livehall/domain";
import { memo } from "react";

/**
 * A chat message's text as text nodes only (decision 0015): nothing in it is ever HTML. Web
 * addresses (http, https, www.) become links that open in a new window without giving the opened
 * page a handle on this one (noopener), the address it came from (noreferrer) or the site's
 * endorsement (nofollow).
 */
export const ChatText = memo(function ChatText({ text }: { readonly text: string }) {
  return chatTextSegments(text).map((segment, index) =>
    segment.kind === "link" ? (
      <a key={index} className="lh-chat__link" href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
});
