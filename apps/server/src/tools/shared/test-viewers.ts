import { randomBytes } from "node:crypto";
import { wechatPcLogin } from "../../testing/login-flows";
import { DEMO, type TestServer } from "../../testing/test-server";
import { audienceIdOf, type TestViewer } from "../../testing/viewers";

/** The admin token the tool tests start their servers with. */
export const TOOL_ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
/** The admin API's `Authorization` header. */
export const ADMIN_HEADERS = { authorization: `Bearer ${TOOL_ADMIN_TOKEN}` } as const;

/**
 * A demo viewer who is not anonymous (an ID audience): logged in through the development WeChat
 * provider as `user` (their nickname), so tests of identity-only actions (gifts, grabs) need no mailbox.
 */
export async function identifiedViewer(t: TestServer, user: string): Promise<TestViewer> {
  const tokens = await wechatPcLogin(t, DEMO.number, user, `fp-${randomBytes(6).toString("hex")}`);
  return {
    accessToken: tokens.accessToken,
    audienceId: audienceIdOf(tokens.accessToken),
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** JSON request init with a method. */
export const jsonRequest = (method: string, body: unknown, headers: Record<string, string>): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
