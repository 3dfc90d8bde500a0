import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type MediaPreviewDTO } from "@livehall/wire";
import { DEMO, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

/** Event 10007 (the player demo) lists the trailer "broken"; the demo event does not. */
const OTHER_EVENT = "event-10007";

let t: TestServer;
let demoViewer: TestViewer;
beforeAll(async () => {
  t = await startTestServer();
  demoViewer = await anonymousViewer(t);
});
afterAll(async () => {
  await t.stop();
});

const preview = (eventId: string, mediaId: string, viewer: TestViewer) =>
  t.api<MediaPreviewDTO>(`${API_PREFIX}${API_PATHS.mediaPreview(eventId, mediaId)}`, { headers: viewer.headers });

describe("attack: the event-wide VOD preview asked for another event's media", () => {
  it.each([
    ["another event's trailer", "broken"],
    ["a catalogue media no event uses", "trailer-3"],
  ])("answers 404 and no address for %s", async (_case, mediaId) => {
    const { status, body } = await preview(DEMO.id, mediaId, demoViewer);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "404" });
    expect(JSON.stringify(body)).not.toContain("/media/vod/");
  });

  it("still signs the event's own media, and the other event's viewers get theirs", async () => {
    expect((await preview(DEMO.id, "trailer-1", demoViewer)).body.data).toMatchObject({ responseCode: "200" });
    const otherViewer = await anonymousViewer(t, undefined, OTHER_EVENT);
    const { body } = await preview(OTHER_EVENT, "broken", otherViewer);
    expect(body.data.mediaUrl).toContain("/media/vod/broken.mp4?");
  });
});
