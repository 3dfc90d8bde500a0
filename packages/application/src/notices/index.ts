export { Notices, noticeErrorKey } from "./notices";
export { INITIAL_NOTICES, type NoticesService, type NoticesState, type NoticeTarget } from "./services";
export type { NoticeApi, NoticePopupMemory, SubscribeRequest } from "./ports";
