import type { NoticePopupMemory } from "@livehall/application";

/** Where the configs whose panel already popped up are kept (a JSON list of config ids). */
export const NOTICE_POPUP_STORAGE_KEY = "landing:noticePopups";

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** NoticePopupMemory in localStorage; without storage (private mode) the panel may pop up once per page. */
export class LocalNoticePopupMemory implements NoticePopupMemory {
  private readonly session = new Set<string>();

  constructor(private readonly storage: StorageLike) {}

  openedBefore(configId: string): boolean {
    return this.session.has(configId) || this.stored().includes(configId);
  }

  markOpened(configId: string): void {
    this.session.add(configId);
    try {
      this.storage.setItem(
        NOTICE_POPUP_STORAGE_KEY,
        JSON.stringify([...this.stored().filter((id) => id !== configId), configId].slice(-50)),
      );
    } catch {
      // Private mode or a full quota: remembered for this page only.
    }
  }

  private stored(): string[] {
    try {
      const value: unknown = JSON.parse(this.storage.getItem(NOTICE_POPUP_STORAGE_KEY) ?? "[]");
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
    } catch {
      return [];
    }
  }
}
