/** §3 enumerations about sign-up, paid tickets and their review. */

export const SIGNUP_PAY_STATUS = { WAIT: 0, SUCCESS: 1, FAIL: 2, WAITING: 3 } as const;
export type SignupPayStatus = (typeof SIGNUP_PAY_STATUS)[keyof typeof SIGNUP_PAY_STATUS];

/** Whether ticketing is switched on for the event. */
export const TICKET_FLAG = { CLOSED: 0, OPEN: 1 } as const;
export type TicketFlag = (typeof TICKET_FLAG)[keyof typeof TICKET_FLAG];

export const TICKET_TYPE = { FREE: 0, CHARGED: 1 } as const;
export type TicketType = (typeof TICKET_TYPE)[keyof typeof TICKET_TYPE];

export const STOCK = { SOLD_OUT: 0, NORMAL: 1 } as const;
export type Stock = (typeof STOCK)[keyof typeof STOCK];

export const SALE_STATUS = { NOT_STARTED: 0, ENDED: 1, TICKETING: 2 } as const;
export type SaleStatus = (typeof SALE_STATUS)[keyof typeof SALE_STATUS];

/** Review state of a sign-up. */
export const VERIFY_STATE = { AUTO: 0, PASS: 1, REFUSE: 2, REVIEWING: 3 } as const;
export type VerifyState = (typeof VERIFY_STATE)[keyof typeof VERIFY_STATE];
