import { eventNotFound } from "../http/api-error";
import type { EventRow } from "../services/event-store";
import type { ServerContext } from "../server-context";

/** The event with this number; throws 151001 '无效的活动' when there is none. */
export async function eventByNumber(ctx: ServerContext, eventNumber: string): Promise<EventRow> {
  const event = await ctx.events.findByNumber(eventNumber);
  if (!event) throw eventNotFound();
  return event;
}

/** The event with this id; throws 151001 when there is none. */
export async function eventById(ctx: ServerContext, eventId: string): Promise<EventRow> {
  const event = await ctx.events.findById(eventId);
  if (!event) throw eventNotFound();
  return event;
}
