type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

/** Strings tried, in order, against a `pattern` (ids, numbers, dates, addresses, URLs). */
const CANDIDATES = [
  "a1",
  "1",
  "10001",
  "A",
  "a",
  "demo",
  "t-demo",
  "2026-01-01",
  "12:00",
  "a@example.com",
  "https://example.com/a",
  "#ffffff",
  "13800000000",
];

function sampleString(schema: Schema): string {
  const min = typeof schema["minLength"] === "number" ? schema["minLength"] : 0;
  const pattern = typeof schema["pattern"] === "string" ? new RegExp(schema["pattern"], "u") : null;
  const fits = (text: string): boolean => (pattern ? pattern.test(text) : true) && text.length >= min;
  for (const candidate of CANDIDATES) {
    const padded = candidate.length >= min ? candidate : candidate + "1".repeat(min - candidate.length);
    if (fits(padded)) return padded;
  }
  return "a".repeat(Math.max(1, min));
}

/**
 * A value the schema accepts (first enum value, required fields only, smallest lists), so that a
 * body built from it fails on the one unknown field a test adds and nothing else.
 */
export function sampleOf(schema: unknown): unknown {
  if (!isSchema(schema)) return null;
  if (Array.isArray(schema["enum"])) return schema["enum"][0];
  if ("const" in schema) return schema["const"];
  const alternatives = schema["anyOf"] ?? schema["oneOf"];
  if (Array.isArray(alternatives)) return sampleOf(alternatives[0]);
  const type = [schema["type"]].flat().find((candidate) => candidate !== "null");
  if (type === "object" || (type === undefined && isSchema(schema["properties"]))) {
    const properties = isSchema(schema["properties"]) ? schema["properties"] : {};
    const required = Array.isArray(schema["required"]) ? (schema["required"] as string[]) : [];
    return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name])]));
  }
  if (type === "array") {
    const count = typeof schema["minItems"] === "number" ? schema["minItems"] : 0;
    return Array.from({ length: count }, (_, index) => {
      const item = sampleOf(schema["items"]);
      return typeof item === "string" && schema["uniqueItems"] === true ? `${item}${index}` : item;
    });
  }
  if (type === "integer" || type === "number") {
    const minimum = typeof schema["minimum"] === "number" ? schema["minimum"] : 1;
    return typeof schema["maximum"] === "number" ? Math.min(Math.max(minimum, 1), schema["maximum"]) : Math.max(minimum, 1);
  }
  if (type === "boolean") return false;
  if (type === "string") return sampleString(schema);
  return null;
}
