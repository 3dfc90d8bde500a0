import { describe, expect, it } from "vitest";
import { PAGE_HEARTBEAT_MS } from "@livehall/domain";
import { ApiFailure } from "@livehall/domain";
import { ScriptedApiGateway, createTestContainer, demoFixtures, openTestRoom, settle, testRoomContext } from "../testing";
import { APP_TOKENS } from "../tokens";
import type { Presence } from "./presence";

const ROOM = testRoomContext({ roomId: "r-20001", pageSession: "page-1" }).context;
const REPORT = { eventId: "e-10001", roomId: "r-20001", pageSession: "page-1" };

describe("Presence (§7 mine-online, §9 page heartbeat)", () => {
  it("reports at once and every 30 s until disposed", () => {
    const { container, roomApi, clock } = createTestContainer();
    const presence = container.get<Presence>(APP_TOKENS.Presence);
    presence.start(ROOM);
    expect(roomApi.onlineReports).toEqual([REPORT]);
    clock.advance(PAGE_HEARTBEAT_MS - 1);
    expect(roomApi.onlineReports).toHaveLength(1);
    clock.advance(1);
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toEqual([REPORT, REPORT, REPORT]);
    presence.dispose();
    clock.advance(5 * PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toHaveLength(3);
    expect(clock.pending).toBe(0);
  });

  it("keeps beating after a failed report, and the room opened again beats with its new page session", async () => {
    const { container, roomApi, clock } = createTestContainer();
    const presence = container.get<Presence>(APP_TOKENS.Presence);
    roomApi.onlineError = new ApiFailure("network", "", 0, "");
    presence.start(ROOM);
    await settle();
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toHaveLength(2);
    presence.reopened({ ...ROOM, pageSession: "page-2" });
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports.slice(2).map((report) => report.pageSession)).toEqual(["page-2", "page-2"]);
    expect(clock.pending).toBe(1);
    presence.dispose();
    expect(clock.pending).toBe(0);
  });

  it("beats for the room the scope opened, and stops when it closes; no room, no beat", async () => {
    const { roomApi, watchRoom, clock } = await openTestRoom({ features: ["presence"] });
    expect(roomApi.onlineReports).toEqual([{ eventId: "e-10001", roomId: "r-20001", pageSession: demoFixtures.room().pageSession }]);
    watchRoom.close();
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toHaveLength(1);

    const unresolved = await openTestRoom({
      features: ["presence"],
      api: new ScriptedApiGateway({ getPersonalBrief: new ApiFailure("body", "151001", 200, "") }),
    });
    expect(unresolved.roomApi.onlineReports).toEqual([]);
  });
});
