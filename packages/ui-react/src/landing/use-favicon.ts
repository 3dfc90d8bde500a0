import { useEffect } from "react";

/** Shows `url` as the page's icon while mounted ("" keeps the site's own); the earlier icon returns on unmount. */
export function useFavicon(url: string): void {
  useEffect(() => {
    if (!url) return;
    const link =
      document.head.querySelector<HTMLLinkElement>("link[rel~='icon']") ?? document.head.appendChild(document.createElement("link"));
    const created = !link.rel;
    const before = link.getAttribute("href");
    link.rel = "icon";
    link.href = url;
    return () => {
      if (created) link.remove();
      else if (before !== null) link.setAttribute("href", before);
    };
  }, [url]);
}
