import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseEventDefinition, type EventDefinition } from "./event-definition";

/** An event-definition file that cannot be used; the message names the file and the field. */
export class EventFileError extends Error {
  constructor(file: string, problem: string, options?: ErrorOptions) {
    super(`Invalid event definition ${basename(file)}: ${problem}`, options);
    this.name = "EventFileError";
  }
}

/** Parses and validates one event-definition file. */
export function loadDefinitionFile(file: string, vodIds?: ReadonlySet<string> | null): EventDefinition {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new EventFileError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
  try {
    return parseEventDefinition(json, vodIds);
  } catch (error) {
    throw new EventFileError(file, error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * Reads every `*.json` in `dir` (in name order) as an event definition; none when the folder does
 * not exist. Event numbers and ids must be unique across files; media ids must be in `vodIds` when given.
 */
export function loadDefinitions(dir: string, vodIds?: ReadonlySet<string> | null): EventDefinition[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const definitions: EventDefinition[] = [];
  for (const name of files) {
    const file = join(dir, name);
    const definition = loadDefinitionFile(file, vodIds);
    const clash = definitions.find(
      (other) => other.virtualEventNumber === definition.virtualEventNumber || other.virtualEventId === definition.virtualEventId,
    );
    if (clash) throw new EventFileError(file, `virtualEventNumber/virtualEventId already used by event ${clash.virtualEventNumber}`);
    const roomIds = new Set(definitions.flatMap((other) => other.rooms.map((room) => room.roomId)));
    const reused = definition.rooms.find((room) => roomIds.has(room.roomId));
    if (reused) throw new EventFileError(file, `rooms[].roomId ${reused.roomId} is already used by another event`);
    definitions.push(definition);
  }
  return definitions;
}
