/** A problem in an event-definition file, naming the field (e.g. `rooms[0].names.en`). */
export class DefinitionError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = "DefinitionError";
  }
}

export type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number): string => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * Reads typed fields out of parsed JSON, throwing a {@link DefinitionError} that names the field
 * (its path from the file's root) when one is missing or of the wrong kind.
 */
export class DefinitionReader {
  constructor(
    private readonly value: JsonObject,
    readonly path = "",
  ) {}

  static root(value: unknown): DefinitionReader {
    if (!isObject(value)) throw new DefinitionError("(root)", "must be a JSON object");
    return new DefinitionReader(value);
  }

  fieldPath(key: string): string {
    return join(this.path, key);
  }

  has(key: string): boolean {
    return this.value[key] !== undefined;
  }

  string(key: string, rule: { pattern?: RegExp; hint?: string; allowEmpty?: boolean } = {}): string {
    const value = this.value[key];
    if (typeof value !== "string") throw new DefinitionError(this.fieldPath(key), "must be a string");
    if (!rule.allowEmpty && value.trim() === "") throw new DefinitionError(this.fieldPath(key), "must not be empty");
    if (rule.pattern && !rule.pattern.test(value)) {
      throw new DefinitionError(this.fieldPath(key), `must be ${rule.hint ?? `like ${String(rule.pattern)}`}`);
    }
    return value;
  }

  optionalString(key: string, fallback: string, rule: { pattern?: RegExp; hint?: string } = {}): string {
    return this.has(key) ? this.string(key, { ...rule, allowEmpty: true }) : fallback;
  }

  integer(key: string, allowed: readonly number[]): number {
    const value = this.value[key];
    if (typeof value !== "number" || !Number.isInteger(value)) throw new DefinitionError(this.fieldPath(key), "must be an integer");
    if (!allowed.includes(value)) throw new DefinitionError(this.fieldPath(key), `must be one of ${allowed.join(", ")}`);
    return value;
  }

  optionalInteger(key: string, allowed: readonly number[], fallback: number): number {
    return this.has(key) ? this.integer(key, allowed) : fallback;
  }

  count(key: string, fallback: number, max: number): number {
    if (!this.has(key)) return fallback;
    const value = this.value[key];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
      throw new DefinitionError(this.fieldPath(key), `must be an integer from 0 to ${max}`);
    }
    return value;
  }

  boolean(key: string, fallback: boolean): boolean {
    if (!this.has(key)) return fallback;
    const value = this.value[key];
    if (typeof value !== "boolean") throw new DefinitionError(this.fieldPath(key), "must be true or false");
    return value;
  }

  object(key: string): DefinitionReader {
    const value = this.value[key];
    if (!isObject(value)) throw new DefinitionError(this.fieldPath(key), "must be an object");
    return new DefinitionReader(value, this.fieldPath(key));
  }

  /** The object's own keys, for maps such as language → room name. */
  keys(): string[] {
    return Object.keys(this.value);
  }

  list(key: string, options: { optional?: boolean; nonEmpty?: boolean } = {}): unknown[] {
    const value = this.value[key];
    if (value === undefined && options.optional) return [];
    if (!Array.isArray(value)) throw new DefinitionError(this.fieldPath(key), "must be a list");
    if (options.nonEmpty && value.length === 0) throw new DefinitionError(this.fieldPath(key), "must not be empty");
    return value;
  }

  objects(key: string, options: { optional?: boolean; nonEmpty?: boolean } = {}): DefinitionReader[] {
    return this.list(key, options).map((item, index) => {
      const path = join(this.fieldPath(key), index);
      if (!isObject(item)) throw new DefinitionError(path, "must be an object");
      return new DefinitionReader(item, path);
    });
  }

  /** An optional list of distinct integers from `allowed`; `fallback` when absent. */
  integers(key: string, allowed: readonly number[], fallback: readonly number[], options: { nonEmpty?: boolean } = {}): number[] {
    if (!this.has(key)) return [...fallback];
    const values = this.list(key, options).map((item, index) => {
      if (typeof item !== "number" || !allowed.includes(item)) {
        throw new DefinitionError(join(this.fieldPath(key), index), `must be one of ${allowed.join(", ")}`);
      }
      return item;
    });
    const twice = values.find((value, index) => values.indexOf(value) !== index);
    if (twice !== undefined) throw new DefinitionError(this.fieldPath(key), `${twice} appears twice`);
    return values;
  }

  /** An optional list of non-empty strings (e.g. a white list); empty when absent. */
  texts(key: string): string[] {
    return this.list(key, { optional: true }).map((item, index) => {
      if (typeof item !== "string" || item.trim() === "") {
        throw new DefinitionError(join(this.fieldPath(key), index), "must be a non-empty string");
      }
      return item;
    });
  }

  strings(key: string, allowed: readonly string[]): string[] {
    return this.list(key, { nonEmpty: true }).map((item, index) => {
      if (typeof item !== "string" || !allowed.includes(item)) {
        throw new DefinitionError(join(this.fieldPath(key), index), `must be one of ${allowed.join(", ")}`);
      }
      return item;
    });
  }
}
