import {
  safePortalUrl,
  serverTimeToLocal,
  type PlateType,
  type Portal,
  type PortalEvent,
  type PortalLink,
  type PortalPlate,
} from "@livehall/domain";
import type { PageDecorationDTO, PageDecorationPlateDTO, PlateEventDTO, PlateInfoDTO, PlateLinkDTO } from "@livehall/wire";
import { list, loose, num, text } from "../api/loose";

const PLATE_TYPES: readonly PlateType[] = ["banner", "text", "eventList", "image", "links"];

function toLink(value: unknown): PortalLink[] {
  const dto = loose<PlateLinkDTO>(value);
  const url = safePortalUrl(text(dto.url));
  const name = text(dto.name);
  return url === null || name === "" ? [] : [{ name, url }];
}

function toPlate(value: unknown, index: number): PortalPlate[] {
  const dto = loose<PageDecorationPlateDTO>(value);
  const type = text(dto.plateType) as PlateType;
  const id = text(dto.pageDecorationPlateId);
  // A kind this client does not know (a newer server) is left out rather than shown wrongly.
  if (!PLATE_TYPES.includes(type) || id === "") return [];
  return [
    {
      id,
      type,
      sequence: num(dto.sequence, index + 1),
      title: text(dto.title),
      content: text(dto.content),
      imageUrl: safePortalUrl(text(dto.imageUrl)) ?? "",
      linkUrl: safePortalUrl(text(dto.linkUrl)) ?? "",
      links: list(dto.links).flatMap(toLink),
      eventNumbers: list(dto.virtualEventNumbers).flatMap((number) => (typeof number === "string" && number !== "" ? [number] : [])),
    },
  ];
}

/** plates data → the domain's Portal; unknown plate kinds and unsafe addresses are left out. */
export function mapPortal(data: unknown, requestedId: string): Portal {
  const dto = loose<PageDecorationDTO>(data);
  return {
    id: text(dto.pageDecorationId, requestedId) || requestedId,
    name: text(dto.pageDecorationName),
    tenantId: text(dto.tenantId),
    pageSession: text(dto.pageSession),
    plates: list(dto.pageDecorationPlates).flatMap(toPlate),
  };
}

const STATUSES = [0, 1, 2] as const;

function toEvent(value: unknown): PortalEvent[] {
  const dto = loose<PlateEventDTO>(value);
  const eventNumber = text(dto.virtualEventNumber);
  if (eventNumber === "") return [];
  const status = num(dto.virtualEventStatus, 0);
  return [
    {
      eventNumber,
      name: text(dto.virtualEventName),
      startTime: serverTimeToLocal(dto.startTime),
      coverUrl: safePortalUrl(text(dto.coverUrl)) ?? "",
      status: STATUSES.find((known) => known === status) ?? 0,
    },
  ];
}

/** plate-info data → the plate's events (entries without an event number are left out). */
export function mapPlateEvents(data: unknown): PortalEvent[] {
  return list(loose<PlateInfoDTO>(data).events).flatMap(toEvent);
}
