import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { EventFileError } from "./load-definitions";
import { parsePortalDefinition, type PortalDefinition } from "./portal-definition";

/** Reads every `*.json` in `dir` (name order) as a portal; none when the folder is missing. Ids must be unique. */
export function loadPortalDefinitions(dir: string): PortalDefinition[] {
  if (!existsSync(dir)) return [];
  const portals: PortalDefinition[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const file = join(dir, name);
    let portal: PortalDefinition;
    try {
      portal = parsePortalDefinition(JSON.parse(readFileSync(file, "utf8")));
    } catch (error) {
      throw new EventFileError(file, error instanceof Error ? error.message : String(error), { cause: error });
    }
    if (portals.some((other) => other.pageDecorationId === portal.pageDecorationId)) {
      throw new EventFileError(file, `pageDecorationId ${portal.pageDecorationId} is already used`);
    }
    portals.push(portal);
  }
  return portals;
}

/**
 * On a start with no portals yet, stores `portalsDir/*.json` (`events/portals`). Separate from the
 * events' seeding so a data folder made before portals existed gets them too. Every event number a
 * plate lists must be a seeded event. Returns the number stored.
 */
export async function seedPortalsIfEmpty(db: Kysely<Database>, portalsDir: string, now: number): Promise<number> {
  const existing = await db.selectFrom("portals").select(db.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  if (existing.count > 0) return 0;
  const portals = loadPortalDefinitions(portalsDir);
  if (portals.length === 0) return 0;
  const known = new Set((await db.selectFrom("events").select("event_number").execute()).map((row) => row.event_number));
  for (const portal of portals) {
    const missing = portal.plates.flatMap((plate) => plate.virtualEventNumbers).find((number) => !known.has(number));
    if (missing !== undefined) {
      throw new EventFileError(join(portalsDir, `${portal.pageDecorationId}.json`), `plates: event ${missing} does not exist`);
    }
  }
  await db
    .insertInto("portals")
    .values(
      portals.map((portal) => ({
        id: portal.pageDecorationId,
        name: portal.pageDecorationName,
        tenant_id: portal.tenantId,
        status_flag: portal.statusFlag,
        plates: JSON.stringify(portal.plates),
        created_at: now,
      })),
    )
    .execute();
  return portals.length;
}
