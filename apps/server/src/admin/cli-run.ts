import { adminRequest, parseCli, type AdminCommand } from "./cli-args";
import { usageOf } from "./cli-usage";
import { ADMIN_CALL_TIMEOUT_MS } from "./tool-cli";
import { firstCommandWord } from "./tool-cli-parse";
import { takeInsecureFlag, tokenDestinationProblem } from "./token-destination";

/** What the CLI touches outside itself (tests pass fakes). */
export interface CliIo {
  /** A line for stdout. */
  out(line: string): void;
  /** A line for stderr. */
  err(line: string): void;
  fetch: typeof fetch;
  /** The admin token the server generated into its data folder, or null (last fallback for --token). */
  storedToken(): string | null;
}

/** Exit codes: 0 done, 1 the server refused or could not be reached, 2 a usage mistake. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

const field = (data: unknown, name: string): unknown =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>)[name] : undefined;

/** A scalar field as text ("?" when absent or not a scalar). */
const show = (data: unknown, name: string): string => {
  const value = field(data, name);
  return typeof value === "string" || typeof value === "number" ? String(value) : "?";
};

/** One line saying what the server did. */
function summary(command: AdminCommand, data: unknown): string {
  const online = field(data, "online");
  const viewers = typeof online === "number" ? ` (${online} connected to this server)` : "";
  const channel = show(data, "roomChannel");
  switch (command.kind) {
    case "tool":
      // A tool's answer (the created vote with its id, the results…) as JSON, for people and scripts.
      return JSON.stringify(data, null, 2);
    case "go-live":
    case "stop":
      return `${command.kind === "go-live" ? "Live" : "Stopped"}: ${channel}, ${show(data, "streams")} stream(s), LIVE_STATUS ${show(data, "liveStatus")} pushed${viewers}`;
    case "announce":
      return `Announced (event ${command.event}) in ${channel}${viewers}`;
    case "ban": {
      const rooms = field(data, "roomChannels");
      const pushed = `BAN_STATUS pushed to ${Array.isArray(rooms) ? rooms.length : 0} room(s)`;
      const type = command.banType === 2 ? "online" : "chat";
      return command.lift
        ? `Lifted the ${type} ban of ${command.audienceId}: ${pushed}`
        : `Banned ${command.audienceId} (${type}): ${pushed}, ${show(data, "revokedSessions")} session(s) revoked`;
    }
    case "push":
      return `Pushed topic ${command.topic} to ${channel}${viewers}`;
    case "chat-delete":
      return `Deleted chat message ${command.messageId} in ${channel}: CHAT_DELETE pushed${viewers}`;
    case "cta": {
      const list = field(data, "list");
      return `Call-to-actions of ${channel}: ${Array.isArray(list) ? list.length : 0} tool(s), CALL_TO_ACTION pushed${viewers}`;
    }
    case "screen": {
      const pushed =
        field(data, "pushed") === true
          ? ", PUSH_LIVE_STATUS and LIVE_STATUS pushed"
          : ", nothing pushed (not the main screen, or unchanged)";
      return `Screen ${show(data, "screenId")} of ${channel}: push status ${show(data, "pushStatus")}${pushed}${viewers}`;
    }
    case "board":
      return `Board of ${channel}: push status ${show(data, "pushStatus")}, BOARD_STREAM_STATUS pushed${viewers}`;
    case "layout":
      return `Layout of ${channel}: ${show(data, "layoutFlag")}, ROOM_LAYOUT pushed${viewers}`;
    case "loop":
      return `Loop playback of ${channel}: ${show(data, "videoLoopPlaybackFlag")}, LOOP_PLAYBACK pushed${viewers}`;
    case "stock-empty":
      return `Stock of ${channel}: ${field(data, "stockEmpty") === 1 ? "empty (play calls answer 150023)" : "available"}`;
  }
}

/** Runs the CLI over `argv` (without `node cli.js`); answers the exit code. Never throws. */
export async function runCli(given: readonly string[], env: Readonly<Record<string, string | undefined>>, io: CliIo): Promise<number> {
  const { argv, insecure } = takeInsecureFlag(given);
  const parsed = parseCli(argv, env);
  // `vote --help` or a mistake in a vote command shows the vote lines; anything else every command.
  const usage = usageOf(firstCommandWord(argv));
  if (parsed.kind === "help") {
    io.out(usage);
    return EXIT.ok;
  }
  if (parsed.kind === "error") {
    io.err(`${parsed.message}\n\n${usage}`);
    return EXIT.usage;
  }
  const token = parsed.token ?? io.storedToken();
  if (token === null) {
    io.err("No admin token: set LIVEHALL_ADMIN_TOKEN, or run where the server keeps its data folder (DATA_DIR/admin-token).");
    return EXIT.usage;
  }
  const problem = tokenDestinationProblem(parsed.url, parsed.token === null ? "stored" : "given", insecure);
  if (problem !== null) {
    io.err(problem);
    return EXIT.usage;
  }
  const { method, path, body, timeoutMs = ADMIN_CALL_TIMEOUT_MS } = adminRequest(parsed.command);
  let response: Response;
  try {
    response = await io.fetch(parsed.url + path, {
      method,
      headers:
        body === null ? { authorization: `Bearer ${token}` } : { "content-type": "application/json", authorization: `Bearer ${token}` },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect would carry the token on to wherever it points.
      redirect: "manual",
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    io.err(`Cannot reach ${parsed.url}: ${cause}`);
    return EXIT.failed;
  }
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location") ?? "nowhere";
    io.err(
      `${parsed.url} answered HTTP ${response.status} (a redirect to ${location}): not followed, so the admin token stays here. Give the final address with --url.`,
    );
    return EXIT.failed;
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    io.err(`${parsed.url} answered HTTP ${response.status} without a JSON envelope: is it a Livehall server?`);
    return EXIT.failed;
  }
  if (response.status === 401) {
    io.err("The server refused the admin token (HTTP 401): check --token / LIVEHALL_ADMIN_TOKEN.");
    return EXIT.failed;
  }
  if (envelope.code !== "200") {
    io.err(`Refused (HTTP ${response.status}, code ${String(envelope.code)}): ${String(envelope.msg)}`);
    return EXIT.failed;
  }
  io.out(summary(parsed.command, envelope.data));
  return EXIT.ok;
}
