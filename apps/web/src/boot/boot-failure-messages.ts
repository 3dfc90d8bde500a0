import type { Language } from "@livehall/domain";

/** What the boot entry says when the app's code did not arrive, in one language. */
export interface BootFailureMessages {
  readonly heading: string;
  readonly message: string;
  readonly reload: string;
}

/**
 * The boot entry's only words (decision 0064): shown when the app's own code cannot load, so they
 * cannot come from the message catalogues, which load with that code. The heading and the button
 * are the catalogues' `crash.heading` and `button.reload` (a test holds them equal); the message
 * says what most likely happened and what the viewer can do.
 */
export const BOOT_FAILURE_MESSAGES: Readonly<Record<Language, BootFailureMessages>> = {
  "zh-Hans": {
    heading: "页面出错了",
    message: "页面的程序没有加载成功：网络可能中断了，或者网站刚刚更新。请重新加载。",
    reload: "重新加载",
  },
  "zh-Hant": {
    heading: "頁面出錯了",
    message: "頁面的程式沒有載入成功：網路可能中斷了，或者網站剛剛更新。請重新載入。",
    reload: "重新載入",
  },
  en: {
    heading: "Something went wrong",
    message: "The page's code did not load: the network may have dropped, or the site was just updated. Please reload.",
    reload: "Reload",
  },
  ar: {
    heading: "حدث خطأ ما",
    message: "لم يتم تحميل شيفرة الصفحة: ربما انقطعت الشبكة أو تم تحديث الموقع للتو. يرجى إعادة التحميل.",
    reload: "إعادة التحميل",
  },
};
