import type { NoticeConfigDTO } from "@livehall/wire";
import { DefinitionError, type DefinitionReader } from "./definition-reader";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const FLAG = [0, 1];

/**
 * Reads the optional `notices` object (§3 Notice config, decision 0036): the config id (default
 * `<eventId>-notice`), flags 0/1 (default 0; displaySubscribe default 1) and noticeIndex (default 1).
 * A check flag needs its channel on. Null when absent.
 */
export function parseNotices(root: DefinitionReader, eventId: string): NoticeConfigDTO | null {
  if (!root.has("notices")) return null;
  const reader = root.object("notices");
  const config: NoticeConfigDTO = {
    activityNoticeConfigId: reader.optionalString("activityNoticeConfigId", `${eventId}-notice`, {
      pattern: ID,
      hint: "1 to 64 letters, digits, '_' or '-'",
    }),
    wechatNoticeFlag: reader.optionalInteger("wechatNoticeFlag", FLAG, 0),
    smsNoticeFlag: reader.optionalInteger("smsNoticeFlag", FLAG, 0),
    smsCheckFlag: reader.optionalInteger("smsCheckFlag", FLAG, 0),
    emailNoticeFlag: reader.optionalInteger("emailNoticeFlag", FLAG, 0),
    emailCheckFlag: reader.optionalInteger("emailCheckFlag", FLAG, 0),
    displaySubscribe: reader.optionalInteger("displaySubscribe", FLAG, 1),
    automaticPopup: reader.optionalInteger("automaticPopup", FLAG, 0),
    noticeIndex: reader.count("noticeIndex", 1, 1000),
  };
  if (config.smsCheckFlag === 1 && config.smsNoticeFlag !== 1)
    throw new DefinitionError(reader.fieldPath("smsCheckFlag"), "needs smsNoticeFlag 1");
  if (config.emailCheckFlag === 1 && config.emailNoticeFlag !== 1)
    throw new DefinitionError(reader.fieldPath("emailCheckFlag"), "needs emailNoticeFlag 1");
  return config;
}
