import type { MouseEvent, ReactNode } from "react";

export interface PortalAnchorProps {
  /** A site path (`/…`, opened in the app with the query carried, §2) or an https address (a new tab). */
  readonly href: string;
  /** The current query ("?lang=en" or ""), carried onto site paths. */
  readonly search: string;
  /** Opens a site path inside the app (the navigator carries the query). */
  readonly onOpen: (path: string) => void;
  readonly className?: string;
  readonly children: ReactNode;
}

const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A portal link: real `href` (so it can be opened in a new tab), an in-app navigation on a plain click. */
export function PortalAnchor({ href, search, onOpen, className, children }: PortalAnchorProps) {
  if (!href.startsWith("/")) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const [path = href] = href.split("?");
  const target = href.includes("?") ? href : `${href}${search}`;
  return (
    <a
      className={className}
      href={target}
      onClick={(event) => {
        if (!plainClick(event) || href.includes("?")) return;
        event.preventDefault();
        onOpen(path);
      }}
    >
      {children}
    </a>
  );
}
