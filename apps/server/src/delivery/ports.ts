/** A verification code on its way to a viewer: what every delivery channel needs. */
export interface CodeMessage {
  /** Where it goes: an e-mail address (identityType 2) or a mobile number (1). */
  readonly to: string;
  /** 1 mobile → text message, 2 email → mail. */
  readonly identityType: number;
  readonly code: string;
  /** §3 code type (2 login, 4 signup, 5 common…). */
  readonly codeType: number;
  /** The event the code is for, named in the message. */
  readonly eventName: string;
  readonly validMinutes: number;
}

/**
 * Delivers a verification code (decision 0013). Adapters: SMTP for e-mail, an {@link SmsSender}
 * for texts, and the development outbox; {@link routeCodeDelivery} picks one per message. Throws
 * when the code could not be handed over (the caller answers an error and forgets the code).
 */
export interface CodeDelivery {
  deliver(message: CodeMessage): Promise<void>;
}

/** Sends a text message. No real gateway ships with Livehall: plug one in here; the dev outbox stands in. */
export interface SmsSender {
  sendSms(to: string, text: string): Promise<void>;
}

/** An organiser's notice (a reminder) to one subscriber, by e-mail or text message. */
export interface NoticeMessage {
  /** An e-mail address ("email") or a mobile number ("sms"). */
  readonly to: string;
  readonly channel: "email" | "sms";
  /** The mail's subject (a text message has none). */
  readonly subject: string;
  readonly text: string;
}

/**
 * Delivers organisers' notices to subscribers (decision 0051): {@link routeNoticeDelivery} sends
 * e-mail through SMTP and texts through the {@link SmsSender}, else to the development outbox.
 * Throws when the notice could not be handed over (the sender counts it as failed and goes on).
 */
export interface NoticeDelivery {
  sendNotice(message: NoticeMessage): Promise<void>;
}

/** Sends one plain-text mail to one mailbox. */
export interface Mailer {
  sendText(to: string, subject: string, text: string): Promise<void>;
}
