import { DUPLICATION_TYPE } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Navigator } from "../platform/ports";
import { currentUrl } from "../errors/apply-error-decision";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { TabPresence } from "./ports";
import type { TabGuardService } from "./services";

/** The page a tab goes to when a newer tab opened the same event (§2). */
export const DUPLICATION_TAB_PATH = "/duplication-tab";

/**
 * Duplication type "tabs" (§3), kept by the client: when the event forbids it, this tab announces
 * itself and, once another tab of this browser opens the same event, goes to
 * `/duplication-tab?from=<this page>`. Intent: the watch and meeting pages watch while shown.
 * Without a TabPresence (tabs cannot talk here) or when the event allows tabs, nothing happens.
 */
@injectable()
export class TabGuard implements TabGuardService {
  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.TabPresence) @optional() private readonly presence: TabPresence | undefined,
  ) {}

  /** Starts guarding the event; the returned function stops (and leaves). */
  watch(eventNumber: string): () => void {
    const presence = this.presence;
    if (!presence) return () => undefined;
    let stopped = false;
    let leave: (() => void) | null = null;
    this.resolveEvent
      .accessConfig(eventNumber)
      .then((access) => {
        if (stopped || !access.duplicationTypes?.includes(DUPLICATION_TYPE.TABS)) return;
        leave = presence.join(eventNumber, () => {
          const from = encodeURIComponent(currentUrl(this.navigator));
          this.navigator.navigate(`${DUPLICATION_TAB_PATH}?from=${from}`, { replace: true });
        });
      })
      // The page reports event failures itself; without the config there is nothing to guard.
      .catch(() => undefined);
    return () => {
      stopped = true;
      leave?.();
      leave = null;
    };
  }
}
