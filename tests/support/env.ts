/** The running app's base URL and demo event path, set by global-setup. */
export function appUrl(path = ""): string {
  const base = process.env["LIVEHALL_BASE_URL"];
  if (!base) throw new Error("LIVEHALL_BASE_URL is not set: run through playwright.config.ts");
  return `${base}${path}`;
}

export function demoEventPath(): string {
  const demo = process.env["LIVEHALL_DEMO_URL"];
  if (!demo) throw new Error("LIVEHALL_DEMO_URL is not set");
  return new URL(demo).pathname;
}
