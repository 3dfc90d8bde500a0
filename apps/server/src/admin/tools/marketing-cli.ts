import { readFileSync } from "node:fs";
import { toolIdentifier, toolRoom, singleValue, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/** Largest tool JSON file read (the admin API's body limit is 64 KB). */
const MAX_JSON_BYTES = 64 * 1024;

/** The tool JSON of `--file PATH` or `--json TEXT` (exactly one), as an object. */
function toolJson(args: ToolArgs, read: (path: string) => string): Record<string, unknown> {
  const file = singleValue(args, "file");
  const inline = singleValue(args, "json");
  if ((file === undefined) === (inline === undefined))
    throw new ToolUsageError("marketing add takes the tool as --file tool.json or --json '{…}' (one of them)");
  let text: string;
  if (file !== undefined) {
    try {
      text = read(file);
    } catch (error) {
      throw new ToolUsageError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else text = inline ?? "";
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new ToolUsageError(`The tool JSON is larger than ${MAX_JSON_BYTES / 1024} KB`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolUsageError(`The tool is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ToolUsageError("The tool JSON must be an object");
  return value as Record<string, unknown>;
}

/**
 * `marketing add|remove|list|submissions <event> <room> …` (decision 0031): add a tool from a JSON
 * file (the admin API's body: marketingAppType, marketingAppName, questions, files, jumpUrlDetail),
 * remove one by id, list the room's tools, or print a tool's submissions.
 */
export function marketingCli(read: (path: string) => string = (path) => readFileSync(path, "utf8")): ToolCli {
  return {
    tool: "marketing",
    usage: [
      {
        synopsis: "marketing add <event> <room> --file tool.json | --json '{…}'",
        summary: "add a marketing tool (form, download, QR, customer service)",
      },
      { synopsis: "marketing remove <event> <room> <appId>", summary: "remove a marketing tool and its submissions" },
      { synopsis: "marketing list <event> <room>", summary: "the room's marketing tools" },
      { synopsis: "marketing submissions <event> <room> <appId>", summary: "a tool's submissions" },
    ],
    valueOptions: ["file", "json"],
    flagOptions: [],
    request(action: string, args: ToolArgs): AdminRequest {
      switch (action) {
        case "add": {
          const { path } = toolRoom(args, "marketing add", 2);
          return { method: "POST", path: `${path}/marketing-apps`, body: toolJson(args, read) };
        }
        case "remove": {
          const { path, rest } = toolRoom(args, "marketing remove", 3);
          return { method: "DELETE", path: `${path}/marketing-apps/${toolIdentifier(rest[0], "The tool id")}`, body: null };
        }
        case "list": {
          const { path } = toolRoom(args, "marketing list", 2);
          return { method: "GET", path: `${path}/marketing-apps`, body: null };
        }
        case "submissions": {
          const { path, rest } = toolRoom(args, "marketing submissions", 3);
          return { method: "GET", path: `${path}/marketing-apps/${toolIdentifier(rest[0], "The tool id")}/submissions`, body: null };
        }
        default:
          throw new ToolUsageError(`marketing takes add, remove, list or submissions, got ${JSON.stringify(action)}`);
      }
    },
  };
}

export const MARKETING_CLI: ToolCli = marketingCli();
