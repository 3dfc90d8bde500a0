import type { NoticeConfigDTO, SubscribeStateDTO } from "@livehall/wire";
import { readNoticeLanguage, storedNoticeLanguage, type NoticeLanguage } from "./notice-language";
import type { NoticeTicketDatabase, NoticeTicketTables } from "./notice-tables";

/** A notice channel as stored. */
export type NoticeChannel = "sms" | "email" | "wechat";

type ConfigRow = NoticeTicketTables["notice_configs"];

export const configDto = (row: ConfigRow): NoticeConfigDTO => ({
  activityNoticeConfigId: row.id,
  wechatNoticeFlag: row.wechat_flag,
  smsNoticeFlag: row.sms_flag,
  smsCheckFlag: row.sms_check_flag,
  emailNoticeFlag: row.email_flag,
  emailCheckFlag: row.email_check_flag,
  displaySubscribe: row.display_subscribe,
  automaticPopup: row.automatic_popup,
  noticeIndex: row.notice_index,
});

/** 13800000000 → 138****0000 (numbers under 8 digits keep only their last 2). */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return `${"*".repeat(Math.max(0, mobile.length - 2))}${mobile.slice(-2)}`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** dana@example.com → d***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "***" : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Notice configs and subscriptions (0020), one subscription per viewer, config and channel. */
export class NoticeStore {
  constructor(private readonly db: NoticeTicketDatabase) {}

  async configById(id: string): Promise<ConfigRow | undefined> {
    return this.db.selectFrom("notice_configs").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async configOfEvent(eventId: string): Promise<ConfigRow | undefined> {
    return this.db.selectFrom("notice_configs").selectAll().where("event_id", "=", eventId).executeTakeFirst();
  }

  /** Stores (or replaces the contact and language of) the viewer's subscription by `channel`. */
  async subscribe(input: {
    configId: string;
    audienceId: string;
    channel: NoticeChannel;
    contact: string;
    privacyPolicyVersion: string;
    userAgreementVersion: string;
    language: NoticeLanguage | null;
    now: number;
  }): Promise<void> {
    const versions = {
      privacy_policy_version: input.privacyPolicyVersion,
      user_agreement_version: input.userAgreementVersion,
      language: storedNoticeLanguage(input.language),
    };
    await this.db
      .insertInto("notice_subscriptions")
      .values({
        config_id: input.configId,
        audience_id: input.audienceId,
        channel: input.channel,
        contact: input.contact,
        ...versions,
        created_at: input.now,
      })
      .onConflict((oc) => oc.columns(["config_id", "audience_id", "channel"]).doUpdateSet({ contact: input.contact, ...versions }))
      .execute();
  }

  /** Every subscription of a config (channel, contact, language), oldest first: what an organiser's send goes to. */
  async subscriptions(configId: string): Promise<{ channel: string; contact: string; language: NoticeLanguage | null }[]> {
    const rows = await this.db
      .selectFrom("notice_subscriptions")
      .select(["channel", "contact", "language"])
      .where("config_id", "=", configId)
      .orderBy("created_at")
      .execute();
    return rows.map((row) => ({ channel: row.channel, contact: row.contact, language: readNoticeLanguage(row.language) }));
  }

  /** How many subscribed by each channel (no contact read). */
  async countsByChannel(configId: string): Promise<Record<NoticeChannel, number>> {
    const rows = await this.db
      .selectFrom("notice_subscriptions")
      .select((eb) => ["channel", eb.fn.countAll<number | string>().as("count")])
      .where("config_id", "=", configId)
      .groupBy("channel")
      .execute();
    const count = (channel: NoticeChannel): number => Number(rows.find((row) => row.channel === channel)?.count ?? 0);
    return { sms: count("sms"), email: count("email"), wechat: count("wechat") };
  }

  async state(configId: string, audienceId: string): Promise<SubscribeStateDTO> {
    const rows = await this.db
      .selectFrom("notice_subscriptions")
      .select(["channel", "contact"])
      .where("config_id", "=", configId)
      .where("audience_id", "=", audienceId)
      .execute();
    const contact = (channel: NoticeChannel): string | undefined => rows.find((row) => row.channel === channel)?.contact;
    const mobile = contact("sms");
    const email = contact("email");
    const flag = (channel: NoticeChannel): number => (contact(channel) === undefined ? 0 : 1);
    return {
      subscribeFlag: rows.length > 0 ? 1 : 0,
      smsSubscribeFlag: flag("sms"),
      emailSubscribeFlag: flag("email"),
      wechatSubscribeFlag: flag("wechat"),
      maskedMobile: mobile === undefined ? "" : maskMobile(mobile),
      maskedEmail: email === undefined ? "" : maskEmail(email),
    };
  }
}
