/** Call-to-action tools (decision 0015); listed by GET .../call-to-actions and pushed as CALL_TO_ACTION. */

/** §3 jump url type: 1 qrcode, 2 url. */
export type JumpUrlType = 1 | 2;

/**
 * One call-to-action tool (§3 "Call-to-action data": endTime, server time UTC+8
 * `yyyy-MM-dd HH:mm:ss`, converted to local time by the client). The rest is ours.
 */
export interface CallToActionDTO {
  callToActionId: string;
  /** Serial number sent with a passive marketing-tool submit (§7). */
  callToActionSn: string;
  title: string;
  buttonText: string;
  /** 1: show `jumpUrl` as a QR code; 2: open it (http/https only). */
  jumpUrlType: JumpUrlType;
  jumpUrl: string;
  /** Server time (UTC+8) after which the tool is no longer shown; "" for no end. */
  endTime: string;
  /**
   * Ours (decision 0031): the marketing tool this call-to-action opens passively (§4 trigger mode
   * PASSIVE); its button then opens the tool instead of `jumpUrl` (which may be "").
   */
  marketingAppId?: string;
}
