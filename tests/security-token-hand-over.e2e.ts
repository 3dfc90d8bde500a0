import { createHmac, randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { appUrl } from "./support/env";
import { expectWatching, storedTokens } from "./support/viewer";

/** Issue 11 item 9 (decision 0023): the external-auth hand-over in a real browser. */
const SECRET = "livehall-demo-external-secret-10006";

/** What an organiser's server does: a one-time hand-over code for `subject` of event 10006. */
async function organiserCode(subject: string): Promise<string> {
  const now = Date.now();
  const payload = Buffer.from(
    JSON.stringify({ eventNumber: "10006", subject, nickname: subject, iat: now, exp: now + 60_000, nonce: randomUUID() }),
  ).toString("base64url");
  const assertion = `${payload}.${createHmac("sha256", SECRET).update(payload).digest("base64url")}`;
  const response = await fetch(appUrl("/api/sso/events/external/code"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ assertion }),
  });
  const body = (await response.json()) as { code: string; data: { code: string } };
  expect(body.code).toBe("200");
  return body.data.code;
}

const redeem = async (code: string): Promise<string> =>
  (
    (await (
      await fetch(appUrl("/api/sso/events/external/redeem"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code }),
      })
    ).json()) as { code: string }
  ).code;

test.describe("external-auth hand-over", () => {
  test("a link carrying someone else's code, opened in a browser that did not start the flow, does not log it in (fixation)", async ({
    page,
  }) => {
    const code = await organiserCode("attacker-42");
    await page.goto(appUrl(`/event/10006/watch/20001?authState=attackers-nonce-00000000#handOverCode=${code}`));
    await expect(page).toHaveURL(/\/dev\/external-login\?/, { timeout: 20_000 });
    expect((await storedTokens(page))["10006"]).toBeUndefined();
    // The browser never even tried the code: it still works once, for whoever owns it.
    expect(await redeem(code)).toBe("200");
  });

  test("the round trip this tab started logs in, and no token or code appears in any URL the browser requests", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(appUrl("/event/10006/?utm=e2e"));
    await expect(page).toHaveURL(/\/dev\/external-login\?/, { timeout: 20_000 });
    const returnUrl = new URL(new URL(page.url()).searchParams.get("returnUrl") ?? "", appUrl("/"));
    expect(returnUrl.searchParams.get("authState")).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    await page.getByRole("textbox").first().fill("organiser-user-fragment");
    await page.getByRole("button").first().click();
    await expectWatching(page, "10006");
    const url = new URL(page.url());
    expect(url.hash).toBe("");
    expect(url.searchParams.get("authState")).toBeNull();
    expect(url.searchParams.get("utm")).toBe("e2e");
    const tokens = (await storedTokens(page))["10006"];
    expect(tokens?.accessToken).toBeTruthy();
    for (const address of requested) {
      const { search } = new URL(address);
      expect(search).not.toContain("handOverCode");
      expect(search).not.toMatch(/[?&](accessToken|refreshToken|s|h)=/);
      expect(address).not.toContain(tokens?.accessToken ?? "-");
    }
  });
});
