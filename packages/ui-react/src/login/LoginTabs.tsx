import { IDENTITY_TYPE } from "@livehall/domain";
import { useRef, type KeyboardEvent } from "react";
import { useT } from "../i18n/I18nProvider";

const TAB_KEYS: Readonly<Record<number, string>> = {
  [IDENTITY_TYPE.MOBILE]: "login.tab.mobile",
  [IDENTITY_TYPE.EMAIL]: "login.tab.email",
  [IDENTITY_TYPE.WECHAT]: "login.tab.wechat",
};

export interface LoginTabsProps {
  /** Identity types in order (see loginTabs). */
  readonly tabs: readonly number[];
  readonly current: number;
  readonly onChange: (identityType: number) => void;
  /** id prefix: tab `${idBase}-tab-${type}` controls panel `${idBase}-panel`. */
  readonly idBase: string;
}

/**
 * The ways to log in as a tab list (WAI-ARIA tabs): the current tab is the one Tab stops on;
 * arrow keys (mirrored right to left), Home and End move between tabs and select them.
 */
export function LoginTabs({ tabs, current, onChange, idBase }: LoginTabsProps) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = listRef.current?.closest("[dir]")?.getAttribute("dir") === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -Infinity, End: Infinity }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = tabs.indexOf(current);
    const index = Number.isFinite(step) ? (at + step + tabs.length) % tabs.length : step < 0 ? 0 : tabs.length - 1;
    const next = tabs[index];
    if (next === undefined) return;
    onChange(next);
    document.getElementById(`${idBase}-tab-${next}`)?.focus();
  };

  return (
    <div ref={listRef} className="lh-login__tabs" role="tablist" aria-label={t("login.methods")} onKeyDown={onKeyDown}>
      {tabs.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          id={`${idBase}-tab-${type}`}
          aria-selected={type === current}
          aria-controls={`${idBase}-panel`}
          tabIndex={type === current ? 0 : -1}
          className="lh-login__tab"
          onClick={() => {
            onChange(type);
          }}
        >
          {t(TAB_KEYS[type] ?? "login.title")}
        </button>
      ))}
    </div>
  );
}
