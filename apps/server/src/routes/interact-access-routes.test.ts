import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, OP, TOPICS, type PersonalBriefDTO } from "@livehall/wire";
import { DEMO_CHANNELS, joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";
import { parseToolCommand } from "../admin/tool-cli-parse";
import { INTERACT_ACCESS_CLI } from "../admin/tools/interact-access-cli";

const ADMIN_TOKEN = "test-admin-token-0123456789-0123456789abcdef";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const PATH = `/api/admin/events/${DEMO.number}/interact-access`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

const setFlag = (body: unknown, headers: Record<string, string> = admin, path = PATH) => t.api(path, postJson(body, headers));

/** The next INTERACTIVE_ACCESS_FLAG push the client gets (other frames are skipped). */
async function nextFlag(client: RealtimeTestClient): Promise<unknown> {
  for (;;) {
    const frame = await client.next();
    if (frame.op !== OP.RAW) continue;
    const push = pushes(frame).find((item) => item.op === TOPICS.INTERACTIVE_ACCESS_FLAG);
    if (push) return push.body;
  }
}

describe("POST /api/admin/events/{event}/interact-access (decision 0042)", () => {
  it.each<[string, unknown, Record<string, string>, string, number, string]>([
    ["no admin token", { interactAccessFlag: 1 }, {}, PATH, 401, "401"],
    ["no flag", {}, admin, PATH, 400, "100400"],
    ["a flag of 2", { interactAccessFlag: 2 }, admin, PATH, 400, "100400"],
    ["the flag as text", { interactAccessFlag: "1" }, admin, PATH, 400, "100400"],
    ["an unknown event", { interactAccessFlag: 1 }, admin, "/api/admin/events/99999/interact-access", 200, "151001"],
  ])("refuses %s", async (_name, body, headers, path, status, code) => {
    const answer = await setFlag(body, headers, path);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });

  it("stores the flag, pushes it on 20241 to every room, and the server's own interception follows it at once", async () => {
    const guest = await anonymousViewer(t, "Guest");
    const main = await joinedClient(t, [TOPICS.INTERACTIVE_ACCESS_FLAG], DEMO_CHANNELS.main, guest.accessToken);
    const seminar = await joinedClient(t, [TOPICS.INTERACTIVE_ACCESS_FLAG], DEMO_CHANNELS.seminar, guest.accessToken);
    const chat = () => t.api(`/api${API_PATHS.chats(DEMO.id, DEMO.mainRoom)}`, postJson({ content: "hi" }, guest.headers));
    const brief = async () =>
      (await t.api<PersonalBriefDTO>(`/api${API_PATHS.personalBrief}?virtualEventNumber=${DEMO.number}`, { headers: guest.headers })).body
        .data.eventInfoBO.interactAccessFlag;
    // The demo event starts with interactive access off: a guest with a nickname may chat.
    expect((await chat()).body.code).toBe("200");

    const on = await setFlag({ interactAccessFlag: 1 });
    expect(on.body).toMatchObject({ code: "200", data: { interactAccessFlag: 1 } });
    expect((on.body.data as { roomChannels: string[] }).roomChannels).toEqual(
      expect.arrayContaining([DEMO_CHANNELS.main, DEMO_CHANNELS.seminar]),
    );
    expect(await nextFlag(main)).toEqual({ interactAccessFlag: 1 });
    expect(await nextFlag(seminar)).toEqual({ interactAccessFlag: 1 });
    expect(await brief()).toBe(1);
    const refused = await chat();
    expect([refused.status, refused.body.code]).toEqual([403, "100114"]);

    await setFlag({ interactAccessFlag: 0 });
    expect(await nextFlag(main)).toEqual({ interactAccessFlag: 0 });
    expect(await brief()).toBe(0);
    expect((await chat()).body.code).toBe("200");
    main.close();
    seminar.close();
  });

  it("with the flag on an anonymous viewer may not like or set a nickname either (100114); with it off both proceed", async () => {
    const guest = await anonymousViewer(t);
    const like = () => t.api(`/api/events/${DEMO.id}/rooms/${DEMO.mainRoom}/fabulous?number=1`, { headers: guest.headers });
    const nickname = () =>
      t.api(`/api/events/${DEMO.id}/audiences`, {
        method: "PUT",
        headers: { ...guest.headers, "content-type": "application/json" },
        body: JSON.stringify({ name: "Lever" }),
      });
    await setFlag({ interactAccessFlag: 1 });
    try {
      for (const refused of [await like(), await nickname()]) expect([refused.status, refused.body.code]).toEqual([403, "100114"]);
    } finally {
      await setFlag({ interactAccessFlag: 0 });
    }
    expect((await like()).body.code).toBe("200");
    expect((await nickname()).body.code).toBe("200");
  });
});

describe("the interact-access command line", () => {
  const request = (argv: string[]) => parseToolCommand(argv, INTERACT_ACCESS_CLI).request;

  it.each<[string[], number]>([
    [["interact-access", "on", "10001"], 1],
    [["interact-access", "off", "10001"], 0],
  ])("%j", (argv, flag) => {
    expect(request(argv)).toEqual({ method: "POST", path: PATH, body: { interactAccessFlag: flag } });
  });

  it.each<[string, string[], RegExp]>([
    ["no event", ["interact-access", "on"], /takes 1 argument/],
    ["a room too", ["interact-access", "on", "10001", "20001"], /takes 1 argument/],
    ["yes instead of on", ["interact-access", "yes", "10001"], /on or off/],
    ["a bad event number", ["interact-access", "off", "10/01"], /event number/],
  ])("refuses %s", (_name, argv, message) => {
    expect(() => request(argv)).toThrow(message);
  });
});
