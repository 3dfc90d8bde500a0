declare const serviceType: unique symbol;

/**
 * An inversify service identifier that carries the type bound under it (a branded symbol, the way
 * VS Code's `createDecorator` does it): `useService(APP_TOKENS.Likes)` and
 * `getService(container, token)` infer `T` instead of restating it. At run time it is a plain
 * `Symbol.for` symbol, so `@inject(token)` and `container.bind(token)` take it as any symbol.
 */
export type ServiceIdentifier<T> = symbol & { readonly [serviceType]?: T };

/** The type bound under a {@link ServiceIdentifier}. */
export type ServiceOf<I> = I extends ServiceIdentifier<infer T> ? T : never;

/** A typed identifier named `livehall.<name>` (the same symbol in every bundle that asks for it). */
export function token<T>(name: string): ServiceIdentifier<T> {
  return Symbol.for(`livehall.${name}`);
}

/**
 * `container.get(token)` typed by the token (inversify cannot infer the type from a branded
 * symbol): for composition roots, tests and Storybook.
 */
export function getService<T>(container: { get(id: symbol): unknown }, id: ServiceIdentifier<T>): T {
  return container.get(id) as T;
}

/**
 * What the UI asks for its services: an app's composition root hands one to the UI's
 * `ServicesProvider` — inversify's `Container` in the app entry, a hand-built registry in the
 * landing entry (decision 0050), a container of fakes in tests and Storybook.
 */
export interface ServiceLocator {
  /**
   * The service bound under `id`; throws when nothing is. A container may make a new instance per
   * call (transient bindings, which `useOwnService` keeps per component); the landing entry's
   * registry holds one instance per token, so a transient use-case belongs in a container.
   */
  get<T>(id: ServiceIdentifier<T>): T;
  /** Whether anything is bound under `id` (for services only some pages have). */
  isBound(id: symbol): boolean;
}
