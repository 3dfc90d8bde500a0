import { SCHEDULES_PAGE_SIZE } from "../constants";

/** The agenda's filter and page; "" = every date / location. */
export interface ScheduleFilter {
  readonly date: string;
  readonly locationId: string;
  /** 1-based. */
  readonly page: number;
}

/** How many pages `total` schedules fill (at least 1, so an empty agenda still reads "1 / 1"). */
export function pageCount(total: number, perPage: number = SCHEDULES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/** `page` kept within 1…pageCount(total). */
export function clampPage(page: number, total: number, perPage: number = SCHEDULES_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, perPage));
}

/** The §7 schedules query of a filter: empty filters are left out. */
export function scheduleQuery(eventNumber: string, filter: ScheduleFilter, perPage: number = SCHEDULES_PAGE_SIZE): Record<string, string> {
  return {
    virtualEventNumber: eventNumber,
    ...(filter.date ? { date: filter.date } : {}),
    ...(filter.locationId ? { locationId: filter.locationId } : {}),
    page: String(Math.max(1, Math.floor(filter.page))),
    perPage: String(perPage),
  };
}

/** A new filter value starts again on page 1. */
export function withFilter(filter: ScheduleFilter, change: Partial<Pick<ScheduleFilter, "date" | "locationId">>): ScheduleFilter {
  return { ...filter, ...change, page: 1 };
}
