import { describe, expect, it } from "vitest";
import { PAGE_HEARTBEAT_MS } from "@livehall/domain";
import { ApiFailure } from "@livehall/domain";
import { createTestContainer, settle } from "../testing";
import { APP_TOKENS } from "../tokens";
import type { Presence } from "./presence";

const ROOM = { roomId: "r-20001", pageSession: "page-1" };
const REPORT = { eventId: "e-10001", roomId: "r-20001", pageSession: "page-1" };

describe("Presence (§7 mine-online, §9 page heartbeat)", () => {
  it("reports at once and every 30 s until stopped", async () => {
    const { container, roomApi, clock } = createTestContainer();
    const presence = container.get<Presence>(APP_TOKENS.Presence);
    await presence.start("10001", ROOM);
    expect(roomApi.onlineReports).toEqual([REPORT]);
    clock.advance(PAGE_HEARTBEAT_MS - 1);
    expect(roomApi.onlineReports).toHaveLength(1);
    clock.advance(1);
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toEqual([REPORT, REPORT, REPORT]);
    presence.stop();
    clock.advance(5 * PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toHaveLength(3);
    expect(clock.pending).toBe(0);
  });

  it("keeps beating after a failed report, and a new start replaces the room", async () => {
    const { container, roomApi, clock } = createTestContainer();
    const presence = container.get<Presence>(APP_TOKENS.Presence);
    roomApi.onlineError = new ApiFailure("network", "", 0, "");
    await presence.start("10001", ROOM);
    await settle();
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports).toHaveLength(2);
    await presence.start("10001", { roomId: "r-20002", pageSession: "page-2" });
    clock.advance(PAGE_HEARTBEAT_MS);
    expect(roomApi.onlineReports.slice(2).map((report) => report.roomId)).toEqual(["r-20002", "r-20002"]);
    expect(clock.pending).toBe(1);
    presence.stop();
  });

  it("does not start when the event cannot be resolved, nor after a stop during the start", async () => {
    const { container, roomApi, api } = createTestContainer();
    const presence = container.get<Presence>(APP_TOKENS.Presence);
    const starting = presence.start("10001", ROOM);
    presence.stop();
    await starting;
    expect(roomApi.onlineReports).toEqual([]);
    api.script.getPersonalBrief = new ApiFailure("body", "151001", 200, "");
    await presence.start("99999", ROOM);
    expect(roomApi.onlineReports).toEqual([]);
  });
});
