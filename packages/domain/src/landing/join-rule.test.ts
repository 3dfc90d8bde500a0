import { describe, expect, it } from "vitest";
import { ROOM_MODE } from "../enums/room";
import { joinDecision, roomPathCorrection, type JoinInput } from "./join-rule";

const BASE: JoinInput = {
  initialised: true,
  accessType: 0,
  defaultQuestionnaireId: "",
  hasToken: false,
  trial: false,
  mainVenue: { roomNumber: "20001", roomMode: ROOM_MODE.LIVE },
  mainSeminar: { roomNumber: "20002", roomMode: ROOM_MODE.SEMINAR },
};
const SIGNUP = { accessType: 1, defaultQuestionnaireId: "q1" };
const NO_ROOMS = { mainVenue: { roomNumber: "", roomMode: null }, mainSeminar: { roomNumber: "", roomMode: null } };

describe("joinDecision (§4 landing join)", () => {
  it.each<[string, Partial<JoinInput>, ReturnType<typeof joinDecision>]>([
    ["initialisation error", { initialised: false, ...SIGNUP }, { kind: "error", messageKey: "error.initFailed" }],
    ["signup + questionnaire, no token, no trial → sign-up", SIGNUP, { kind: "signup" }],
    ["signup without rooms still signs up first", { ...SIGNUP, ...NO_ROOMS }, { kind: "signup" }],
    ["signup with a token → room", { ...SIGNUP, hasToken: true }, { kind: "room", roomNumber: "20001", page: "watch" }],
    ["signup with a trial → room", { ...SIGNUP, trial: true }, { kind: "room", roomNumber: "20001", page: "watch" }],
    [
      "signup without questionnaire → room",
      { accessType: 1, defaultQuestionnaireId: " " },
      { kind: "room", roomNumber: "20001", page: "watch" },
    ],
    ["no room configured", NO_ROOMS, { kind: "error", messageKey: "error.liveNotConfigured" }],
    ["live main room → watch", {}, { kind: "room", roomNumber: "20001", page: "watch" }],
    [
      "main room that is a seminar → meeting",
      { mainVenue: { roomNumber: "20001", roomMode: ROOM_MODE.SEMINAR } },
      { kind: "room", roomNumber: "20001", page: "meeting" },
    ],
    [
      "meeting-mode main room → meeting",
      { mainVenue: { roomNumber: "20001", roomMode: ROOM_MODE.MEETING } },
      { kind: "room", roomNumber: "20001", page: "meeting" },
    ],
    ["only a seminar → meeting", { mainVenue: { roomNumber: "", roomMode: null } }, { kind: "room", roomNumber: "20002", page: "meeting" }],
    [
      "only a room of unknown mode → watch",
      { mainVenue: { roomNumber: "20001", roomMode: null } },
      { kind: "room", roomNumber: "20001", page: "watch" },
    ],
  ])("%s", (_name, change, expected) => {
    expect(joinDecision({ ...BASE, ...change })).toEqual(expected);
  });
});

describe("roomPathCorrection", () => {
  it.each([
    ["seminar at /watch → meeting", "/event/10001/watch/20002", ROOM_MODE.SEMINAR, "/event/10001/meeting/20002"],
    ["meeting room at /watch → meeting", "/event/10001/watch/20002/", ROOM_MODE.MEETING, "/event/10001/meeting/20002"],
    [
      "mobile and channel kept",
      "/mobile/event/10001/channel/c7/watch/20002",
      ROOM_MODE.SEMINAR,
      "/mobile/event/10001/channel/c7/meeting/20002",
    ],
    ["live room at /watch stays", "/event/10001/watch/20001", ROOM_MODE.LIVE, null],
    ["seminar at /meeting stays", "/event/10001/meeting/20002", ROOM_MODE.SEMINAR, null],
    ["not a room page", "/event/10001/landing", ROOM_MODE.SEMINAR, null],
  ])("%s", (_name, path, mode, expected) => {
    expect(roomPathCorrection(path, mode)).toBe(expected);
  });
});
