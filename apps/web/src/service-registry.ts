import type { ServiceIdentifier, ServiceLocator } from "@livehall/application";

/** One service ready to register: its token and its instance. */
export interface ProvidedService {
  readonly id: symbol;
  readonly value: unknown;
}

/** A token with its instance, typed together (the pair a registry or a `bind` takes). */
export const provide = <T>(id: ServiceIdentifier<T>, value: T): ProvidedService => ({ id, value });

/**
 * A composition root's services built by hand (decision 0050): each token maps to one instance,
 * made once by the entry with plain constructors. The landing entry uses it instead of an inversify
 * container, whose planning and resolution code would be a sixth of the page's JavaScript.
 */
export class ServiceRegistry implements ServiceLocator {
  private readonly services = new Map<symbol, unknown>();

  constructor(provided: readonly ProvidedService[] = []) {
    for (const { id, value } of provided) this.set<unknown>(id, value);
  }

  /** Registers `service` under `id`; a token registered twice is a composition mistake and throws. */
  set<T>(id: ServiceIdentifier<T>, service: T): this {
    if (this.services.has(id)) throw new Error(`${String(id.description)} is registered twice`);
    this.services.set(id, service);
    return this;
  }

  get<T>(id: ServiceIdentifier<T>): T {
    if (!this.services.has(id)) throw new Error(`No service is registered for ${String(id.description)}`);
    return this.services.get(id) as T;
  }

  isBound(id: symbol): boolean {
    return this.services.has(id);
  }
}
