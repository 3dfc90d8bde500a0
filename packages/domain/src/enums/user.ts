/** §3 enumerations about viewers and their roles. */

/** userType: the role of the current viewer (§6: roles are these user types). */
export const USER_TYPE = {
  HOST: 0,
  GUEST: 1,
  ASSISTANT: 2,
  ID_AUDIENCE: 3,
  ANONYMOUS_AUDIENCE: 4,
  LINK_AUDIENCE: 5,
  ADMINISTRATORS: 6,
  ATMOSPHERE_MASTER: 7,
} as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** Which roles an online-user list covers. */
export const ONLINE_USER_RANGE = { HOST: 0, GUEST: 1, ASSISTANT: 2, AUDIENCE: 3, ATMOSPHERE_MASTER: 7 } as const;
export type OnlineUserRange = (typeof ONLINE_USER_RANGE)[keyof typeof ONLINE_USER_RANGE];

/** Ban message type: BAN_ONLINE removes the viewer from the room (§4 websocket). */
export const BAN_TYPE = { BAN_CHAT: 1, BAN_ONLINE: 2 } as const;
export type BanType = (typeof BAN_TYPE)[keyof typeof BAN_TYPE];
