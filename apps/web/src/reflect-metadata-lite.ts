/**
 * The part of the reflect-metadata polyfill that inversify uses: `Reflect.defineMetadata`,
 * `Reflect.getOwnMetadata` and `Reflect.getMetadata` (through @inversifyjs/reflect-metadata-utils),
 * where it keeps its own class metadata (our classes name every dependency with an explicit
 * `@inject`; nothing reads `design:*` types). The full polyfill is about 5 KB gzip in the framework
 * chunk every page loads; this is a few hundred bytes. Builds, tests and Storybook resolve the
 * `reflect-metadata` import here (apps/web/build/runtime-aliases.ts, decision 0045), so the
 * container is tested on what ships.
 */

type Property = string | symbol | undefined;

const store = new WeakMap<object, Map<Property, Map<unknown, unknown>>>();

function table(target: object, property: Property, create: boolean): Map<unknown, unknown> | undefined {
  let byProperty = store.get(target);
  if (byProperty === undefined) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let entries = byProperty.get(property);
  if (entries === undefined && create) {
    entries = new Map();
    byProperty.set(property, entries);
  }
  return entries;
}

/** Stores `value` under `key` on `target` (or on its member `property`). */
export function defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void {
  table(target, property, true)?.set(key, value);
}

/** The value stored under `key` on `target` itself, else undefined. */
export function getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown {
  return table(target, property, false)?.get(key);
}

/** The value stored under `key` on `target` or the nearest object of its prototype chain. */
export function getMetadata(key: unknown, target: object, property?: string | symbol): unknown {
  for (let object: object | null = target; object !== null; object = Object.getPrototypeOf(object) as object | null) {
    const entries = table(object, property, false);
    if (entries?.has(key) === true) return entries.get(key);
  }
  return undefined;
}

const reflect = Reflect as unknown as Record<string, unknown>;
for (const [name, implementation] of Object.entries({ defineMetadata, getOwnMetadata, getMetadata })) {
  reflect[name] ??= implementation;
}
