import { type Viewer } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import { demoFixtures, FakeGiftToolsApi, openTestRoom, ScriptedApiGateway } from "../testing";
import { APP_TOKENS } from "../tokens";

/** A logged-in viewer (ID audience). */
export const ME: Viewer = { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" };
/** An anonymous viewer. */
export const ANONYMOUS: Viewer = { viewerId: "u-2", userType: 4, nickname: "", anonymousNickname: "Guest", avatar: "" };

/**
 * The demo room opened with the realtime session and `features` (ids of WATCH_ROOM_FEATURES), for
 * `viewer` (logged in by default) with interactive access `interactAccess` (off by default); the
 * login prompt's states are recorded in `prompts`; `giftTools` answers the tool ports (set its answers first).
 */
export async function openToolRoom(
  features: readonly string[],
  viewer: Viewer = ME,
  interactAccess = false,
  giftTools: FakeGiftToolsApi = new FakeGiftToolsApi(),
) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({ getPersonalBrief: { ...brief, event: { ...brief.event, interactAccess }, viewer } });
  const room = await openTestRoom({ api, giftTools, features: ["realtimeSession", ...features] });
  const prompts: LoginPromptState[] = [];
  room.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
  return { ...room, prompts };
}

/** The newest value of a state stream. */
export function latest<T>(state$: { subscribe(next: (value: T) => void): unknown }): () => T {
  let value: T | undefined;
  state$.subscribe((next) => {
    value = next;
  });
  return () => {
    if (value === undefined) throw new Error("no state yet");
    return value;
  };
}
