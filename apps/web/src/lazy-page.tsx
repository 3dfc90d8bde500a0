import { lazy, type ComponentType } from "react";

/** A page whose code loads on demand (§2), and can be loaded ahead of its first render. */
export interface LazyPage<P extends object> {
  readonly Page: ComponentType<P>;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Wraps a page loader. Once preloaded, the page renders at once; before that it suspends like
 * React.lazy. Preloading the first route before the first render matters: React holds a revealed
 * Suspense boundary back for up to 300 ms after its fallback, which would delay the first frame.
 * When the code fails to load, the page throws (and keeps throwing: Reload loads it afresh); the
 * error boundary around it (App.tsx) shows the error.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded ?? missing })));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  Page.displayName = "LazyPage";
  return { Page, preload };
}

function missing(): never {
  throw new Error("lazy page resolved without a component");
}
