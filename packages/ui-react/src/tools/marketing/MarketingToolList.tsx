import type { MarketingToolItem } from "@livehall/application";
import type { MarketingToolType } from "@livehall/domain";
import { useT } from "../../i18n/I18nProvider";
import "./marketing.css";

export interface MarketingToolListProps {
  readonly items: readonly MarketingToolItem[];
  /** Only the tools of this type (a type button's panel); null: all (MARKET_TOOL). */
  readonly toolType: MarketingToolType | null;
  readonly onOpen: (item: MarketingToolItem) => void;
}

/**
 * The room's marketing tools as a list of buttons (§7 watch-marketing-app), each naming its tool
 * and its kind; pressing one opens it (ACTIVE). "Nothing here yet" when there is none.
 */
export function MarketingToolList({ items, toolType, onOpen }: MarketingToolListProps) {
  const t = useT();
  const shown = toolType === null ? items : items.filter((item) => item.toolType === toolType);
  if (shown.length === 0) return <p className="lh-marketing__empty">{t("marketing.list.empty")}</p>;
  return (
    <ul className="lh-marketing__list" aria-label={t("marketing.list.title")}>
      {shown.map((item) => (
        <li key={item.marketingAppId}>
          <button
            type="button"
            className="lh-marketing__tool"
            data-marketing-app-id={item.marketingAppId}
            onClick={() => {
              onOpen(item);
            }}
          >
            <span className="lh-marketing__tool-name">{item.name}</span>
            <span className="lh-marketing__tool-type">{t(`marketing.type.${item.toolType}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
