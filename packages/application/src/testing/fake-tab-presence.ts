import type { TabPresence } from "../session/ports";

interface JoinedTab {
  readonly eventNumber: string;
  readonly onDuplicate: () => void;
  left: boolean;
}

/** A TabPresence a test drives by hand: {@link FakeTabPresence.openAnotherTab} plays a second tab. */
export class FakeTabPresence implements TabPresence {
  private readonly tabs: JoinedTab[] = [];

  join(eventNumber: string, onDuplicate: () => void): () => void {
    const tab: JoinedTab = { eventNumber, onDuplicate, left: false };
    this.tabs.push(tab);
    return () => {
      tab.left = true;
    };
  }

  /** Event numbers this tab is present on now (joined and not left). */
  get joined(): string[] {
    return this.tabs.filter((tab) => !tab.left).map((tab) => tab.eventNumber);
  }

  /** Another tab opens the event: every joined tab of it must give way. */
  openAnotherTab(eventNumber: string): void {
    for (const tab of this.tabs) if (!tab.left && tab.eventNumber === eventNumber) tab.onDuplicate();
  }
}
