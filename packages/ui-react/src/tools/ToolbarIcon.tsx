import type { ToolbarButton } from "@livehall/domain";

/** Outline paths (24×24) of each button's icon. */
const PATHS: Readonly<Record<ToolbarButton, string>> = {
  BREAKOUT: "M3 4h7v7H3zM14 4h7v7h-7zM3 15h7v5H3zM14 15h7v5h-7z",
  LIKE: "M12 20s-7-4.4-8.8-8.6C2 8.2 4 5 7 5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3 0 5 3.2 3.8 6.4C19 15.6 12 20 12 20z",
  REWARD: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z",
  LINK: "M10 14a4 4 0 0 0 5.6 0l3-3a4 4 0 0 0-5.6-5.6l-1 1M14 10a4 4 0 0 0-5.6 0l-3 3a4 4 0 0 0 5.6 5.6l1-1",
  LUCKY_DRAW: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v9l6.4 6.4M12 12 5.6 18.4M12 12H3",
  COMMENT: "M4 5h16v11H9l-5 4z",
  GOODS: "M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2",
  VIE_ANSWER: "M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8v4l3 2M9 2h6",
  ASK_QUESTION: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 1-1 1.7v.5M12 17h.01",
  COLLECT_FORM: "M6 3h9l4 4v14H6zM9 10h7M9 14h7M9 18h4",
  DOWNLOAD_MATERIALS: "M12 4v11M7 10l5 5 5-5M5 20h14",
  CODE_ATTENTION: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2",
  CUSTOMER_SERVICE: "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19c0 1.5-2 2-5 2",
  MARKET_TOOL: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13v7M13 16.5h7",
  EXAM: "M6 3h12v18H6zM9 8l1.5 1.5L13 7M9 14h6M9 17h4",
  VOTE: "M4 20V10M10 20V4M16 20v-7M20 20H3",
  SIGN_IN: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6",
  RANKING_LIST: "M4 20v-6h5v6M9 20V9h6v11M15 20v-8h5v8M3 20h18",
  POSTER: "M5 3h14v18H5zM8 14l3-3 3 3 2-2 3 3M9 8h.01",
};

/** The icon of a toolbar button (decorative: the button's text is its name). */
export function ToolbarIcon({ button }: { readonly button: ToolbarButton }) {
  return (
    <svg
      className="lh-toolbar__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[button]} />
    </svg>
  );
}
