/**
 * Where the CLI may send the admin token. The token file in the data folder was written by the
 * server on this machine, so it only ever goes to a loopback address; a token the organiser gives
 * (LIVEHALL_ADMIN_TOKEN, --token) may go to another machine, but over plain http only when they
 * say --insecure, because anyone on the path could read it and then drive every event.
 */
import { isLoopbackHost } from "../dev-stand-ins";

/** Where the token the CLI is about to send came from. */
export type TokenSource = "given" | "stored";

const INSECURE_FLAG = "--insecure";

/** The command line without `--insecure`, and whether it was there (the parsers never see it). */
export function takeInsecureFlag(argv: readonly string[]): { readonly argv: readonly string[]; readonly insecure: boolean } {
  const rest = argv.filter((arg) => arg !== INSECURE_FLAG);
  return { argv: rest, insecure: rest.length !== argv.length };
}

/** Null when the token may go to `url`; otherwise why not, as a line for the organiser. */
export function tokenDestinationProblem(url: string, source: TokenSource, insecure: boolean): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return `--url must be an http(s) address, got ${JSON.stringify(url)}`;
  }
  if (isLoopbackHost(target.hostname)) return null;
  if (source === "stored") {
    return (
      `Not sending the admin token from the data folder to ${target.host}: it only goes to a server on this machine ` +
      "(localhost, 127.0.0.1, ::1). For another server, set LIVEHALL_ADMIN_TOKEN to that server's token."
    );
  }
  if (target.protocol === "http:" && !insecure) {
    return (
      `Refusing to send the admin token over plain http:// to ${target.host}: anyone on the way could read it. ` +
      "Use https://, or add --insecure if you accept that."
    );
  }
  return null;
}
