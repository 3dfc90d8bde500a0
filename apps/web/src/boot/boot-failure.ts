import { RTL_LANGUAGES, type Language } from "@livehall/domain";
import { reloadOnceAfterChunkFailure } from "../chunk-reload";
import { BOOT_FAILURE_MESSAGES } from "./boot-failure-messages";

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What the boot entry needs to explain a failed load: the page, its session store, its reload, the viewer's language. */
export interface BootFailureHost {
  readonly document: Document;
  /** Null when the browser refuses storage: no way to remember a reload, so none is tried. */
  readonly sessionStorage: SessionStore | null;
  readonly reload: () => void;
  readonly language: () => Language;
}

/** The notice's element id: one notice a page. */
export const BOOT_FAILURE_ID = "lh-boot-failure";

/**
 * The app's (or the landing page's) code failed to load — a deploy replaced the hashed files the
 * page names, or the network dropped — before any framework ran (decision 0064). The first time
 * this tab meets it, the page reloads by itself (the same once-per-load budget as a page chunk's,
 * chunk-reload.ts); after that it explains, in the viewer's language and with plain DOM, what
 * happened, with a Reload button. The page is never left blank.
 */
export function explainBootFailure(host: BootFailureHost): void {
  if (host.sessionStorage !== null && reloadOnceAfterChunkFailure(host.sessionStorage, host.reload)) return;
  showBootFailure(host);
}

/** Shows the notice in place of the page (the boot skeleton goes; the root holds only the notice). */
export function showBootFailure(host: BootFailureHost): void {
  const { document } = host;
  if (document.getElementById(BOOT_FAILURE_ID) !== null) return;
  const language = host.language();
  const words = BOOT_FAILURE_MESSAGES[language];
  document.getElementById("lh-boot-page")?.remove();
  const main = document.createElement("main");
  main.id = BOOT_FAILURE_ID;
  main.className = "lh-boot-failure";
  main.lang = language;
  main.dir = RTL_LANGUAGES.includes(language) ? "rtl" : "ltr";
  const heading = document.createElement("h1");
  heading.textContent = words.heading;
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.textContent = words.message;
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "lh-boot-failure__reload";
  reload.textContent = words.reload;
  reload.addEventListener("click", () => {
    host.reload();
  });
  main.append(heading, message, reload);
  const root = document.getElementById("root");
  if (root === null) document.body.append(main);
  else root.replaceChildren(main);
  reload.focus();
}

/**
 * Runs one of the boot entry's dynamic imports: `start` once the module arrived, else
 * {@link explainBootFailure}. A failure inside `start` is the page's own (its error boundary
 * shows it), not a failed load, and is not caught here.
 */
export function loadOrExplain<T>(load: () => Promise<T>, start: (module: T) => void, host: BootFailureHost): void {
  load().then(start, () => {
    explainBootFailure(host);
  });
}
