import type { FeedPost } from "@livehall/application";
import { useId, useState } from "react";
import { useT } from "../../i18n/I18nProvider";
import "./room-extras.css";

export interface FeedStripProps {
  readonly posts: readonly FeedPost[];
}

type Tab = FeedPost["kind"];
const TABS: readonly { readonly kind: Tab; readonly labelKey: string }[] = [
  { kind: "textLive", labelKey: "feed.textLive" },
  { kind: "topic", labelKey: "feed.topics" },
];

/**
 * The room's feed under the player (decision 0030; no toolbar button): text-live lines and topic
 * posts in two tabs (a tablist, arrow keys move between them), newest first. Hidden until something
 * was posted.
 */
export function FeedStrip({ posts }: FeedStripProps) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>(posts.some((post) => post.kind === "textLive") ? "textLive" : "topic");
  if (posts.length === 0) return null;
  const shown = posts.filter((post) => post.kind === tab).reverse();
  const move = (step: number) => {
    const index = TABS.findIndex((candidate) => candidate.kind === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (next) {
      setTab(next.kind);
      document.getElementById(`${id}-${next.kind}`)?.focus();
    }
  };
  return (
    <section className="lh-feed" aria-label={t("feed.title")}>
      <div className="lh-feed__tabs" role="tablist">
        {TABS.map(({ kind, labelKey }) => (
          <button
            key={kind}
            id={`${id}-${kind}`}
            type="button"
            role="tab"
            className="lh-feed__tab"
            aria-selected={tab === kind}
            aria-controls={`${id}-panel`}
            tabIndex={tab === kind ? 0 : -1}
            onClick={() => {
              setTab(kind);
            }}
            onKeyDown={(event) => {
              const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
              if (event.key === "ArrowRight") move(rtl ? -1 : 1);
              if (event.key === "ArrowLeft") move(rtl ? 1 : -1);
            }}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="lh-feed__panel">
        {shown.length === 0 ? (
          <p className="lh-feed__empty">{t("feed.empty")}</p>
        ) : (
          <ol className="lh-feed__list">
            {shown.map((post) => (
              <li key={post.postId} className="lh-feed__post" data-post-id={post.postId}>
                <time className="lh-feed__time" dateTime={new Date(post.sendTime).toISOString()}>
                  {new Date(post.sendTime).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
                </time>
                <span className="lh-feed__content" dir="auto">
                  {post.content}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
