import type { AuthResultDTO } from "@livehall/wire";
import { DEMO, postJson, type TestServer } from "./test-server";

/** An anonymous viewer of an unlimited-access event: tokens and audience id (`liveUserId`). */
export interface TestViewer {
  readonly accessToken: string;
  readonly audienceId: string;
  /** `Authorization` header of the viewer. */
  readonly headers: Record<string, string>;
}

/** The audience id (`uid` claim) inside an access token. */
export function audienceIdOf(accessToken: string): string {
  const claims = JSON.parse(Buffer.from(accessToken.split(".")[0] ?? "", "base64url").toString("utf8")) as { uid?: unknown };
  if (typeof claims.uid !== "string") throw new Error("no uid in the token");
  return claims.uid;
}

/**
 * Authenticates a new anonymous viewer of `eventId` (an unlimited-access event of the demo
 * tenant) and, when `nickname` is given, sets it (PUT /events/{eventId}/audiences).
 */
export async function anonymousViewer(t: TestServer, nickname?: string, eventId: string = DEMO.id): Promise<TestViewer> {
  const { body } = await t.api<AuthResultDTO>(
    "/api/sso/events/access/auth",
    postJson({ tenantId: DEMO.tenantId, virtualEventId: eventId, accessType: 0 }),
  );
  if (body.code !== "200") throw new Error(`access auth failed: ${JSON.stringify(body)}`);
  const { accessToken } = body.data;
  const headers = { authorization: `Bearer ${accessToken}` };
  if (nickname !== undefined) {
    const set = await t.api(`/api/events/${eventId}/audiences`, { ...postJson({ name: nickname }, headers), method: "PUT" });
    if (set.body.code !== "200") throw new Error(`nickname failed: ${JSON.stringify(set.body)}`);
  }
  return { accessToken, audienceId: audienceIdOf(accessToken), headers };
}
