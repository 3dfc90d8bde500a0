import { describe, expect, it } from "vitest";
import { parseAnnouncement, parseBan, parseFlag, parseLayout, parseLikeCount, parseLiveStatus, parseWatchNumber } from "./push-bodies";

describe("pushed body readers", () => {
  it.each([null, "2", 2, [], {}, { liveStatus: 3 }, { liveStatus: 2.5 }])("refuse %j as a live status", (body) => {
    expect(parseLiveStatus(body)).toBeNull();
  });

  it("read counts, flags and layouts", () => {
    expect(parseWatchNumber({ watchNumber: 0 })).toBe(0);
    expect(parseWatchNumber({ watchNumber: -1 })).toBeNull();
    expect(parseFlag("watchNumberFlag")({ watchNumberFlag: 1 })).toBe(true);
    expect(parseFlag("watchNumberFlag")({ watchNumberFlag: 2 })).toBeNull();
    expect(parseLayout({ layoutFlag: 4 })).toBe(4);
    expect(parseLayout({ layoutFlag: 5 })).toBeNull();
  });

  it("read announcements, with the rolling flag only when given", () => {
    expect(parseAnnouncement({ announcementEvent: 1, content: "Hi" })).toEqual({ event: 1, content: "Hi" });
    expect(parseAnnouncement({ announcementEvent: 4, rollingFlag: 1 })).toEqual({ event: 4, content: "", rolling: true });
    expect(parseAnnouncement({ announcementEvent: 0, content: "?" })).toBeNull();
  });

  it("read bans: a numeric user id as text, an absent ban flag as a ban, 0 as lifted", () => {
    expect(parseBan({ banType: 2, liveUserId: 7 })).toEqual({ banType: 2, viewerId: "7", banned: true });
    expect(parseBan({ banType: 1, liveUserId: "u", banFlag: 0 })).toEqual({ banType: 1, viewerId: "u", banned: false });
    expect(parseBan({ banType: 3, liveUserId: "u" })).toBeNull();
    expect(parseBan({ banType: 1 })).toBeNull();
  });

  it("read LIKE_COUNT bodies", () => {
    expect(parseLikeCount({ fabulousNumber: 12 })).toBe(12);
    expect(parseLikeCount({ fabulousNumber: -1 })).toBeNull();
    expect(parseLikeCount(null)).toBeNull();
    expect(parseLikeCount({})).toBeNull();
  });
});
