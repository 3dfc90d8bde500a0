/** §3 enumerations about the event itself and its tickets/schedules. */

/** virtualEventTicketStatus: whether the viewer signed up and holds a ticket. */
export const TICKET_STATUS = { SIGN_NO_TICKET: 0, SIGN_AND_TICKET: 1, NO_SIGN: 2 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

/** Sign-up (enroll) flag of a viewer; PERSON_MOVED = the enrolment was moved to another person. */
export const ENROLL_FLAG = { NONE: 0, ENROLLED: 1, PERSON_MOVED: 2 } as const;
export type EnrollFlag = (typeof ENROLL_FLAG)[keyof typeof ENROLL_FLAG];

/** virtualEventStatus. */
export const EVENT_STATUS = { PRE: 0, IN_PROGRESS: 1, ENDED: 2, INIT: 3 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

/** Agenda schedule status (rating and schedule lists). */
export const SCHEDULE_STATUS = { ENDED: 0, NOT_STARTED: 1 } as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUS)[keyof typeof SCHEDULE_STATUS];

/** Where a played media item comes from (sourceType of watch-preview and tracking calls). */
export const PAGE_SOURCE_TYPE = {
  INIT: 0,
  EVENT_AD: 1,
  EVENT_HOME_VIDEO: 2,
  EVENT_LANDING_VIDEO: 6,
  EVENT_LIVE: 7,
  WATCH_TRAILER: 9,
  PORTAL: 10,
  PORTAL_PREVIEW: 11,
} as const;
export type PageSourceType = (typeof PAGE_SOURCE_TYPE)[keyof typeof PAGE_SOURCE_TYPE];
