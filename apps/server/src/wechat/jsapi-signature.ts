import { createHash, randomBytes } from "node:crypto";
import type { WechatSignDTO } from "@livehall/wire";

/**
 * The chat-app JS-SDK sign data for a page `url` (WeChat's rule): SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (url without its fragment). Timestamp in seconds.
 */
export function jsapiSignature(
  appId: string,
  ticket: string,
  url: string,
  nowMs: number,
  nonceStr = randomBytes(8).toString("hex"),
): WechatSignDTO {
  const timestamp = Math.floor(nowMs / 1000);
  const page = url.split("#")[0] ?? "";
  const signature = createHash("sha1")
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
    .digest("hex");
  return { appId, timestamp, nonceStr, signature };
}
