/** §3 enumerations about room ads and device kinds. */

/** Device as used in tool and ad data (deviceType of an ad picture). */
export const DEVICE = { PC: 1, MOBILE: 2 } as const;
export type Device = (typeof DEVICE)[keyof typeof DEVICE];

/** Device as used everywhere else (note: 0-based, unlike DEVICE). */
export const DEVICE_TYPE = { PC: 0, MOBILE: 1 } as const;
export type DeviceType = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];

/** adType: where an ad picture is placed. */
export const AD_TYPE = { PC_PLAY_TOP: 1, PC_PLAY_BOTTOM: 2, PC_CHAT_TOP: 3, MOBILE_PLAY: 4 } as const;
export type AdType = (typeof AD_TYPE)[keyof typeof AD_TYPE];

/** adLocationType. */
export const AD_LOCATION = { TOP: 1, BOTTOM: 2 } as const;
export type AdLocation = (typeof AD_LOCATION)[keyof typeof AD_LOCATION];

/** Announcement message events (spec spells the last one ROLLING_Flag). */
export const ANNOUNCEMENT_EVENT = { ADD: 1, UPDATE: 2, CLEAR: 3, ROLLING_FLAG: 4 } as const;
export type AnnouncementEvent = (typeof ANNOUNCEMENT_EVENT)[keyof typeof ANNOUNCEMENT_EVENT];
