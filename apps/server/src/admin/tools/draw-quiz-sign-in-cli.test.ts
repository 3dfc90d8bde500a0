import { describe, expect, it } from "vitest";
import { ToolUsageError } from "../tool-cli";
import { parseToolCommand } from "../tool-cli-parse";
import { luckyDrawCli } from "./lucky-draw-cli";
import { quizCli } from "./quiz-cli";
import { signInCli } from "./sign-in-cli";

const ROOM = "/api/admin/events/10001/rooms/20001";
const words = (line: string): string[] => line.match(/"[^"]*"|\S+/g)?.map((word) => word.replace(/^"|"$/g, "")) ?? [];

describe("lucky-draw, quiz and sign-in command lines → admin calls", () => {
  it.each([
    [
      luckyDrawCli,
      'lucky-draw start 10001 20001 --title "Mug" --winners 3 --from commented',
      { method: "POST", path: `${ROOM}/lucky-draws`, body: { title: "Mug", winners: 3, from: "commented" } },
    ],
    [
      luckyDrawCli,
      "lucky-draw start 10001 20001 --title Mug",
      { method: "POST", path: `${ROOM}/lucky-draws`, body: { title: "Mug", winners: 1, from: "present" } },
    ],
    [
      luckyDrawCli,
      "lucky-draw start 10001 20001 --title Mug --from answered --id-viewers-only",
      { method: "POST", path: `${ROOM}/lucky-draws`, body: { title: "Mug", winners: 1, from: "answered", idViewersOnly: true } },
    ],
    [luckyDrawCli, "lucky-draw end 10001 20001 draw-1", { method: "POST", path: `${ROOM}/lucky-draws/draw-1/end`, body: null }],
    [luckyDrawCli, "lucky-draw list 10001 20001", { method: "GET", path: `${ROOM}/lucky-draws`, body: null }],
    [
      quizCli,
      'quiz start 10001 20001 --question "2+2?" --option 3 --option 4 --answer 2 --winners 3 --seconds 30',
      { method: "POST", path: `${ROOM}/quizzes`, body: { question: "2+2?", options: ["3", "4"], answer: 2, winners: 3, seconds: 30 } },
    ],
    [
      quizCli,
      "quiz start 10001 20001 --question Q --option A --option B --answer 1 --id-viewers-only",
      {
        method: "POST",
        path: `${ROOM}/quizzes`,
        body: { question: "Q", options: ["A", "B"], answer: 1, winners: 1, seconds: 30, idViewersOnly: true },
      },
    ],
    [quizCli, "quiz end 10001 20001 quiz-1", { method: "POST", path: `${ROOM}/quizzes/quiz-1/end`, body: null }],
    [quizCli, "quiz results 10001 20001 quiz-1", { method: "GET", path: `${ROOM}/quizzes/quiz-1`, body: null }],
    [signInCli, "sign-in start 10001 20001 --seconds 60", { method: "POST", path: `${ROOM}/sign-ins`, body: { seconds: 60 } }],
    [
      signInCli,
      "sign-in start 10001 20001 --id-viewers-only",
      { method: "POST", path: `${ROOM}/sign-ins`, body: { seconds: 60, idViewersOnly: true } },
    ],
    [
      signInCli,
      'sign-in start 10001 20001 --title "Day 1"',
      { method: "POST", path: `${ROOM}/sign-ins`, body: { seconds: 60, title: "Day 1" } },
    ],
    [signInCli, "sign-in end 10001 20001 sign-in-1", { method: "POST", path: `${ROOM}/sign-ins/sign-in-1/end`, body: null }],
  ] as const)("%#: %s", (cli, line, request) => {
    expect(parseToolCommand(words(line), cli).request).toEqual(request);
  });

  it.each([
    [luckyDrawCli, "lucky-draw start 10001 20001", /--title/],
    [luckyDrawCli, "lucky-draw start 10001 20001 --title T --from everyone", /--from/],
    [luckyDrawCli, "lucky-draw start 10001 20001 --title T --winners 0", /--winners/],
    [luckyDrawCli, "lucky-draw end 10001 20001", /3 arguments/],
    [luckyDrawCli, "lucky-draw roll 10001 20001", /start, end or list/],
    [quizCli, "quiz start 10001 20001 --question Q --option A --answer 1", /two --option/],
    [quizCli, "quiz start 10001 20001 --question Q --option A --option B --answer 3", /--answer/],
    [quizCli, "quiz start 10001 20001 --question Q --option A --option B", /--answer/],
    [signInCli, "sign-in start 10001 20001 --seconds 2", /--seconds/],
    [signInCli, "sign-in end 10001 20001 ../x", /check-in id/],
  ] as const)("%#: %s is refused", (cli, line, message) => {
    expect(() => parseToolCommand(words(line), cli)).toThrow(ToolUsageError);
    expect(() => parseToolCommand(words(line), cli)).toThrow(message);
  });
});
