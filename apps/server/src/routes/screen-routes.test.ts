import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResultDTO, LivePlayAddrDTO, RoomScreensDTO } from "@livehall/wire";
import { demoAndPasswordEvent } from "../testing/event-files";
import { bearer, DEMO, demoTokens, startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
let tokens: AuthResultDTO;
beforeAll(async () => {
  t = await startTestServer({ eventsDir: demoAndPasswordEvent() });
  tokens = await demoTokens(t);
});
afterAll(async () => {
  await t.stop();
});

const screens = (eventId: string, room: string): string => `/api/events/${eventId}/rooms/${room}/screens`;
const playAddr = (room: string, screenId: string): string => `/api/events/${DEMO.id}/rooms/${room}/live-play-addr?screenId=${screenId}`;
const SEMINAR_WITH_SCREENS = "20003";

describe("GET /api/events/{eventId}/rooms/{roomId}/screens (decision 0039)", () => {
  it("lists the demo seminar's three screens, main screen first, without addresses", async () => {
    const { status, body } = await t.api<RoomScreensDTO>(screens(DEMO.id, SEMINAR_WITH_SCREENS), bearer(tokens.accessToken));
    expect(status).toBe(200);
    expect(body.code).toBe("200");
    expect(body.data.screens).toEqual([
      { screenId: "screen-20003-speaker", streamId: "demo-live-20003-speaker", mainScreenFlag: 1, pushStatus: 2 },
      { screenId: "screen-20003-slides", streamId: "demo-live-20003-slides", mainScreenFlag: 0, pushStatus: 2 },
      { screenId: "screen-20003-camera", streamId: "demo-live-20003-camera", mainScreenFlag: 0, pushStatus: 2 },
    ]);
    // The same list by the room's id (decision 0003).
    expect((await t.api<RoomScreensDTO>(screens(DEMO.id, "room-20003"), bearer(tokens.accessToken))).body.data).toEqual(body.data);
  });

  it("each listed screen plays through live-play-addr ?screenId= (§7 shape), the main one also without it", async () => {
    const listed = (await t.api<RoomScreensDTO>(screens(DEMO.id, SEMINAR_WITH_SCREENS), bearer(tokens.accessToken))).body.data.screens;
    for (const screen of listed) {
      const { body } = await t.api<LivePlayAddrDTO>(playAddr(SEMINAR_WITH_SCREENS, screen.screenId), bearer(tokens.accessToken));
      expect(body.data).toMatchObject({ responseCode: "200", screenId: screen.screenId, mainScreenFlag: screen.mainScreenFlag });
      const url = body.data.playAddrs[0]?.resolutions[0]?.url ?? "";
      expect(url).toContain(`/media/live/${screen.streamId}/`);
      expect((await fetch(url)).status).toBe(200);
    }
    const main = await t.api<LivePlayAddrDTO>(
      `/api/events/${DEMO.id}/rooms/${SEMINAR_WITH_SCREENS}/live-play-addr`,
      bearer(tokens.accessToken),
    );
    expect(main.body.data.screenId).toBe("screen-20003-speaker");
  });

  it("answers an empty list for a room without streams, and one screen for the live room", async () => {
    const none = await t.api<RoomScreensDTO>(screens(DEMO.id, DEMO.seminarRoom), bearer(tokens.accessToken));
    expect(none.body).toMatchObject({ code: "200", data: { screens: [] } });
    const main = await t.api<RoomScreensDTO>(screens(DEMO.id, DEMO.mainRoom), bearer(tokens.accessToken));
    expect(main.body.data.screens.map((screen) => screen.screenId)).toEqual(["screen-20001-1"]);
  });

  it.each([
    ["no token", undefined, DEMO.id, SEMINAR_WITH_SCREENS, 401, undefined],
    ["an unknown room", "token", DEMO.id, "30001", 200, "151002"],
    ["a bad room id", "token", DEMO.id, "a%20b", 400, "100400"],
    ["an overlong room id", "token", DEMO.id, "x".repeat(200), 400, "100400"],
  ])("refuses %s", async (_case, token, eventId, room, status, code) => {
    const { status: got, body } = await t.api(screens(eventId, room), token === undefined ? {} : bearer(tokens.accessToken));
    expect(got).toBe(status);
    if (code !== undefined) expect(body.code).toBe(code);
  });
});
