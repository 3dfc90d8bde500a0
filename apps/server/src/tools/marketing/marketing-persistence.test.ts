import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_PREFIX, MARKETING_PATHS, type MarketingAppDetailDTO, type MarketingAppListDTO } from "@livehall/wire";
import { bearer, DEMO, postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { admin, ADMIN_TOKEN, adminApps, DEMO_TOOLS, FULL_ANSWERS, submit, submitBody } from "./marketing-test-kit";

const dataDir = mkdtempSync(join(tmpdir(), "livehall-marketing-restart-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const start = (): Promise<TestServer> => startTestServer({ dataDir, adminToken: ADMIN_TOKEN });

describe("marketing tools survive a server restart", () => {
  it("keeps tools added by the organiser, submissions and the viewer's submitFlag", async () => {
    let t = await start();
    const viewer = await anonymousViewer(t, "Kept");
    const tool = {
      marketingAppId: "kept-qr",
      marketingAppType: 7,
      marketingAppName: "QR",
      jumpUrlDetail: [{ jumpUrlType: 1, jumpUrlDetail: "weixin://kept" }],
    };
    expect((await t.api(adminApps(), postJson(tool, admin))).body.code).toBe("200");
    expect((await submit(t, viewer, DEMO_TOOLS.form, submitBody())).body.code).toBe("200");
    await t.stop();

    t = await start();
    try {
      const list = await t.api<MarketingAppListDTO>(API_PREFIX + MARKETING_PATHS.list(DEMO.id, DEMO.mainRoom), bearer(viewer.accessToken));
      expect(list.body.data.items.map((item) => item.marketingAppId)).toEqual([...Object.values(DEMO_TOOLS), "kept-qr"]);
      const detail = await t.api<MarketingAppDetailDTO>(
        API_PREFIX + MARKETING_PATHS.detail(DEMO.id, DEMO.mainRoom, DEMO_TOOLS.form),
        bearer(viewer.accessToken),
      );
      expect(detail.body.data.submitFlag).toBe(1);
      const { body } = await t.api<{ list: { audienceId: string; questions: unknown[] }[] }>(
        `${adminApps()}/${DEMO_TOOLS.form}/submissions`,
        { headers: admin },
      );
      expect(body.data.list).toEqual([expect.objectContaining({ audienceId: viewer.audienceId, questions: FULL_ANSWERS })]);
    } finally {
      await t.stop();
    }
  });
});
