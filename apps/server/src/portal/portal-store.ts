import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { PageDecorationDTO, PageDecorationPlateDTO, PlateEventDTO, PlateInfoDTO } from "@livehall/wire";
import type { Database } from "../db/schema";
import type { PortalPlate } from "../seed/portal-definition";
import { eventStatus } from "../services/event-dto";
import type { EventRow } from "../services/event-store";
import { formatServerTime } from "../services/server-time";

/** What a portal lookup finds: the portal, or why not. */
export type PortalLookup<T> = { readonly kind: "found"; readonly value: T } | { readonly kind: "missing" } | { readonly kind: "disabled" };

const toPlate = (plate: PortalPlate, index: number): PageDecorationPlateDTO => ({
  pageDecorationPlateId: plate.id,
  plateType: plate.type,
  sequence: index + 1,
  title: plate.title,
  content: plate.content,
  imageUrl: plate.imageUrl,
  linkUrl: plate.linkUrl,
  links: plate.links.map((link) => ({ name: link.name, url: link.url })),
  virtualEventNumbers: [...plate.virtualEventNumbers],
});

const toPlateEvent = (event: EventRow, now: number): PlateEventDTO => ({
  virtualEventNumber: event.event_number,
  virtualEventName: event.name,
  startTime: formatServerTime(event.start_at),
  coverUrl: event.cover_url,
  virtualEventStatus: eventStatus(event, now),
});

/** The portals (0021_portal): their plates, the events of an event-list plate, and the views per browser. */
export class PortalStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** Every portal id, for the start command's `Portal:` line. */
  async ids(): Promise<string[]> {
    return (await this.db.selectFrom("portals").select("id").orderBy("id").execute()).map((row) => row.id);
  }

  private async row(
    id: string,
  ): Promise<PortalLookup<{ readonly name: string; readonly tenantId: string; readonly plates: PortalPlate[] }>> {
    const row = await this.db.selectFrom("portals").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return { kind: "missing" };
    if (row.status_flag !== 1) return { kind: "disabled" };
    return { kind: "found", value: { name: row.name, tenantId: row.tenant_id, plates: JSON.parse(row.plates) as PortalPlate[] } };
  }

  /** GET plates: the portal with its plates in order and a fresh page session. */
  async page(id: string): Promise<PortalLookup<PageDecorationDTO>> {
    const found = await this.row(id);
    if (found.kind !== "found") return found;
    return {
      kind: "found",
      value: {
        pageDecorationId: id,
        pageDecorationName: found.value.name,
        tenantId: found.value.tenantId,
        pageSession: randomUUID(),
        statusFlag: 1,
        pageDecorationPlates: found.value.plates.map(toPlate),
      },
    };
  }

  /** GET plate-info: one plate's details; null inside `found` when the portal has no such plate. */
  async plateInfo(id: string, plateId: string): Promise<PortalLookup<PlateInfoDTO | null>> {
    const found = await this.row(id);
    if (found.kind !== "found") return found;
    const plate = found.value.plates.find((item) => item.id === plateId);
    if (!plate) return { kind: "found", value: null };
    const numbers = plate.virtualEventNumbers;
    const rows =
      numbers.length === 0
        ? []
        : await this.db
            .selectFrom("events")
            .selectAll()
            .where("event_number", "in", [...numbers])
            .execute();
    const now = this.now();
    const events = numbers.flatMap((number) => {
      const event = rows.find((row) => row.event_number === number && row.remove_flag === 0);
      return event ? [toPlateEvent(event, now)] : [];
    });
    return { kind: "found", value: { pageDecorationPlateId: plate.id, plateType: plate.type, events } };
  }

  /** POST flow: counts one view of an enabled portal by `fingerprint`; answers whether it was the browser's first. */
  async recordFlow(id: string, fingerprint: string): Promise<PortalLookup<boolean>> {
    const found = await this.row(id);
    if (found.kind !== "found") return found;
    const now = this.now();
    const row = await this.db
      .insertInto("portal_flows")
      .values({ portal_id: id, fingerprint, views: 1, first_at: now, last_at: now })
      .onConflict((conflict) =>
        conflict.columns(["portal_id", "fingerprint"]).doUpdateSet((eb) => ({ views: eb("portal_flows.views", "+", 1), last_at: now })),
      )
      .returning("views")
      .executeTakeFirstOrThrow();
    return { kind: "found", value: row.views === 1 };
  }
}
