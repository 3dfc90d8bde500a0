import { useId, type ReactNode } from "react";
import "./States.css";

export interface MessageStateProps {
  readonly heading: string;
  readonly message: string;
  readonly children?: ReactNode;
}

/** A page's one message with a heading (no access, not found, page error, not live yet). */
export function MessageState({ heading, message, children }: MessageStateProps) {
  const headingId = useId();
  return (
    <section className="lh-state lh-state--message" aria-labelledby={headingId}>
      <h1 id={headingId} className="lh-state__heading">
        {heading}
      </h1>
      <p className="lh-state__text">{message}</p>
      {children}
    </section>
  );
}
