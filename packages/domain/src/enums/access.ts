/** §3 enumerations about the access gate, login and agreements. */

/** accessType of the access config: how a viewer gets into the event. */
export const ACCESS_TYPE = { UNLIMITED: 0, SIGNUP: 1, PASSWORD: 2, WHITE_LIST: 3, EXTERNAL_AUTH: 4 } as const;
export type AccessType = (typeof ACCESS_TYPE)[keyof typeof ACCESS_TYPE];

/** identityType sent with a code login. */
export const IDENTITY_TYPE = { MOBILE: 1, EMAIL: 2, WECHAT: 3, EXTERNAL: 4 } as const;
export type IdentityType = (typeof IDENTITY_TYPE)[keyof typeof IDENTITY_TYPE];

/** Purpose of a verification code. */
export const CODE_TYPE = { FORGET: 1, LOGIN: 2, REGISTER: 3, SIGNUP: 4, COMMON: 5 } as const;
export type CodeType = (typeof CODE_TYPE)[keyof typeof CODE_TYPE];

/** agreementType of a tenant agreement. */
export const AGREEMENT_TYPE = { INIT: 0, PRIVACY: 1, USER: 2 } as const;
export type AgreementType = (typeof AGREEMENT_TYPE)[keyof typeof AGREEMENT_TYPE];

/** Where an authentication happens (PC page, mobile page, mobile automatic). */
export const AUTH_TYPE = { PC: 2, MOBILE: 3, MOBILE_AUTO: 4 } as const;
export type AuthType = (typeof AUTH_TYPE)[keyof typeof AUTH_TYPE];

/** Channel a verification code is sent through. */
export const VERIFICATION_MODE = { MOBILE: 0, EMAIL: 1 } as const;
export type VerificationMode = (typeof VERIFICATION_MODE)[keyof typeof VERIFICATION_MODE];

/** Why a viewer was sent to a duplication page (/duplication-device, /duplication-tab). */
export const DUPLICATION_TYPE = { DEVICES: 0, TABS: 1, ACCOUNT: 2 } as const;
export type DuplicationType = (typeof DUPLICATION_TYPE)[keyof typeof DUPLICATION_TYPE];
