export { INITIAL_NOTICES, Notices, noticeErrorKey, type NoticesState, type NoticeTarget } from "./notices";
export type { NoticeApi, NoticePopupMemory, SubscribeRequest } from "./ports";
