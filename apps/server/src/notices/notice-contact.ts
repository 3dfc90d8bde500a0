import { NOTICE_CODES } from "@livehall/wire";
import { ApiError } from "../http/api-error";
import { isEmail, isMobile, normalizeAccount } from "../services/accounts";

/**
 * Notice codes' code type: ours, beyond §3's 1–5, so a notice code never opens a gate or a login of
 * the same event (the code store hashes the type in) and theirs never subscribes. Wrong tries count
 * with the account's others (one lock per event and account, decision 0012). A visitor's code
 * (decision 0057) is one too: it proves the contact for a reminder or a ticket, nothing more.
 */
export const NOTICE_CODE_TYPE = 6;

/**
 * The contact of a channel, normalized and checked: throws 400 / 100601 naming the body `field` and
 * what is expected (the viewer's calls name it `mobile` or `email`, the visitor's `account`).
 */
export function checkedContact(channel: "sms" | "email", raw: string, field: string = channel === "sms" ? "mobile" : "email"): string {
  const contact = normalizeAccount(raw);
  if (channel === "sms" && !isMobile(contact))
    throw new ApiError(400, NOTICE_CODES.contactInvalid, `Invalid body field '${field}': must be a mobile number of 5 to 20 digits`);
  if (channel === "email" && !isEmail(contact))
    throw new ApiError(400, NOTICE_CODES.contactInvalid, `Invalid body field '${field}': must be an e-mail address`);
  return contact;
}
