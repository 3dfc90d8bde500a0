import type { RoomPush } from "@livehall/application";
import { TOPICS } from "@livehall/wire";
import { describe, expect, it } from "vitest";
import { mapRoomPush } from "../../realtime/map-room-push";

const vote = {
  voteId: "v1",
  title: "Lunch?",
  multiple: true,
  options: [
    { optionId: "1", text: "Pizza" },
    { optionId: "2", text: "Salad" },
  ],
  results: "voters",
  startedAt: 1000,
  endsAt: null,
  endedAt: null,
  idViewersOnly: true,
};
const tally = {
  ballots: 2,
  choices: 3,
  options: [
    { optionId: "1", count: 2, percent: 67 },
    { optionId: "2", count: 1, percent: 33 },
  ],
  anonymousBallots: 1,
  at: 2000,
};
const data = { ...vote, resultsFor: "voters" as const };
delete (data as Partial<typeof vote>).results;

describe("VOTE pushes (mapRoomPush)", () => {
  it.each<[string, unknown, RoomPush]>([
    ["start", { type: "start", vote, tally }, { kind: "voteStarted", vote: data, results: tally }],
    ["tally", { type: "tally", voteId: "v1", tally }, { kind: "voteTally", voteId: "v1", results: tally }],
    [
      "end",
      { type: "end", vote: { ...vote, endedAt: 3000 }, tally },
      { kind: "voteEnded", vote: { ...data, endedAt: 3000 }, results: tally },
    ],
    [
      "results for all",
      { type: "start", vote: { ...vote, results: "all" }, tally },
      { kind: "voteStarted", vote: { ...data, resultsFor: "all" }, results: tally },
    ],
  ])("%s", (_case, body, push) => {
    expect(mapRoomPush(TOPICS.VOTE, body)).toEqual({ push });
  });

  it.each<[string, unknown]>([
    ["not an object", "start"],
    ["an unknown type", { type: "pause", vote, tally }],
    ["a tally without a vote id", { type: "tally", tally }],
    ["a start without a tally", { type: "start", vote }],
    ["a tally with a count as text", { type: "tally", voteId: "v1", tally: { ...tally, ballots: "2" } }],
    ["a start whose vote has one option", { type: "start", vote: { ...vote, options: [vote.options[0]] }, tally }],
    ["an end with an unreadable end time", { type: "end", vote: { ...vote, endedAt: "later" }, tally }],
  ])("drops %s as a bad push", (_case, body) => {
    expect(mapRoomPush(TOPICS.VOTE, body)).toEqual({ dropped: "bad-push" });
  });
});
