import { createContext, useContext, useState, type ReactNode } from "react";
import type { ServiceIdentifier, ServiceLocator } from "@livehall/application";

const ServicesContext = createContext<ServiceLocator | null>(null);

/**
 * Hands the app's services down to every component. The composition root (apps/web) builds them
 * (an inversify container, or the landing entry's registry); tests and Storybook hand in a container
 * made of fakes.
 */
export function ServicesProvider({ container, children }: { readonly container: ServiceLocator; readonly children?: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

function useContainer(): ServiceLocator {
  const container = useContext(ServicesContext);
  if (container === null) throw new Error("useService needs a <ServicesProvider> above it");
  return container;
}

/**
 * The service bound under `id` (a use-case, a port), typed by the token: `useService(APP_TOKENS.Likes)`
 * is a LikesService. Throws when nothing is bound.
 */
export function useService<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}

/**
 * The service bound under `id`, or null when the container has no binding for it — or when there is
 * no container at all (the unsupported-browser page renders before any is built, decision 0037).
 */
export function useOptionalService<T>(id: ServiceIdentifier<T>): T | null {
  const container = useContext(ServicesContext);
  return container?.isBound(id) === true ? container.get<T>(id) : null;
}

/**
 * One instance of the service bound under `id` for the lifetime of the calling component. For
 * services bound transient (a form's AccessForm, Signup, Captcha): `useService` would get a new
 * instance on every render.
 */
export function useOwnService<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [service] = useState(() => container.get<T>(id));
  return service;
}
