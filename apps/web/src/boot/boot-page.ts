/** Marks the boot page once the app has rendered under it: only the player's box (the stream) stays visible. */
const UNDER_APP = "lh-boot-page--app";

/**
 * The watch page's skeleton painted before the app (issue 12 item 7, decision 0025): index.html
 * holds `#lh-boot-page`, the markup and classes of WatchSkeleton (WatchPage.css), laid over the
 * page's root at the same place and shown from the first paint on a watch or meeting route (its
 * inline script marks `<html data-boot-page>`), so its player box is exactly where the app's
 * skeleton and player will be. The boot stage (`#lh-boot-stage`, the boot video's parent) fills
 * that box. Once the app has rendered anything, only the stage stays visible (the app's page shows
 * around it); once the stage is empty too (the player adopted the video, the boot path released
 * it, or never started one) the boot page goes. Hidden from assistive technology and the pointer:
 * the app's page is the page. Returns the stage, or null (not a watch route: the page is removed).
 */
export function adoptBootPage(document: Document, watchRoute: boolean): HTMLElement | null {
  const page = document.getElementById("lh-boot-page");
  const stage = document.getElementById("lh-boot-stage");
  const root = document.getElementById("root");
  if (page === null || stage === null || root === null) return null;
  if (!watchRoute) {
    page.remove();
    return null;
  }
  const update = (): void => {
    if (root.childElementCount === 0) return;
    page.classList.add(UNDER_APP);
    if (stage.childElementCount === 0) {
      observer.disconnect();
      page.remove();
    }
  };
  const observer = new MutationObserver(update);
  observer.observe(root, { childList: true });
  observer.observe(stage, { childList: true });
  return stage;
}
