import type { ViewerChannel as Channel } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { InMemoryChannelStore, RecordingNavigator } from "../testing";
import { ViewerChannel } from "./viewer-channel";

type Kept = Readonly<Record<string, Channel>>;

function viewerChannelAt(address: string, kept: Kept = {}) {
  const navigator = new RecordingNavigator(address);
  const store = new InMemoryChannelStore();
  for (const [eventNumber, channel] of Object.entries(kept)) store.set(eventNumber, channel);
  return { channel: new ViewerChannel(navigator, store), navigator, store };
}

const C7_U42: Channel = { channelNumber: "c7", sharerId: "u42" };

describe("ViewerChannel.current (§2 channel routes, §3 sharerId kept per event)", () => {
  it.each<[string, string, Kept, object, Kept]>([
    [
      "sends channel and sharer of the address and keeps them",
      "/event/10001/channel/c7/landing?sharerId=u42",
      {},
      C7_U42,
      { "10001": C7_U42 },
    ],
    [
      "keeps a channel alone, with no sharer field",
      "/mobile/event/10001/channel/c7/watch/20001",
      {},
      { channelNumber: "c7" },
      { "10001": { channelNumber: "c7", sharerId: null } },
    ],
    [
      "keeps a sharer alone, with no channel field",
      "/event/10001/landing?lang=en&sharerId=u42",
      {},
      { sharerId: "u42" },
      { "10001": { channelNumber: null, sharerId: "u42" } },
    ],
    ["sends nothing and keeps nothing for an address without them", "/event/10001/landing?lang=en", {}, {}, {}],
    [
      "fills an address without them from what the tab kept for the event",
      "/event/10001/watch/20001",
      { "10001": C7_U42 },
      C7_U42,
      { "10001": C7_U42 },
    ],
    [
      "lets the address win over what was kept, and keeps the new values",
      "/event/10001/channel/c8/landing?sharerId=u9",
      { "10001": C7_U42 },
      { channelNumber: "c8", sharerId: "u9" },
      { "10001": { channelNumber: "c8", sharerId: "u9" } },
    ],
    [
      "fills only the missing half from what was kept",
      "/event/10001/channel/c8/landing",
      { "10001": C7_U42 },
      { channelNumber: "c8", sharerId: "u42" },
      { "10001": { channelNumber: "c8", sharerId: "u42" } },
    ],
    ["never sends another event's kept values", "/event/10002/landing", { "10001": C7_U42 }, {}, { "10001": C7_U42 }],
    [
      "ignores a sharer that is not a short token (and keeps the earlier one)",
      "/event/10001/landing?sharerId=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      { "10001": C7_U42 },
      C7_U42,
      { "10001": C7_U42 },
    ],
    ["ignores a channel that is not a short token", `/event/10001/channel/${"x".repeat(65)}/landing`, {}, {}, {}],
  ])("%s", (_rule, address, kept, sent, keptAfter) => {
    const { channel, store } = viewerChannelAt(address, kept);
    const eventNumber = address.replace(/^(\/mobile)?\/event\/(\d+).*$/, "$2");
    expect(channel.current(eventNumber)).toEqual(sent);
    expect(Object.fromEntries(store.kept)).toEqual(keptAfter);
  });

  it("still sends the channel and sharer the viewer came through after the app moved to a page without them", () => {
    const { channel, navigator } = viewerChannelAt("/event/10001/channel/c7/landing?sharerId=u42");
    expect(channel.current("10001")).toEqual(C7_U42);
    navigator.navigate("/event/10001/access");
    expect(channel.current("10001")).toEqual(C7_U42);
    navigator.navigate("/event/10001/watch/20001?lang=en");
    expect(channel.current("10001")).toEqual(C7_U42);
  });
});
