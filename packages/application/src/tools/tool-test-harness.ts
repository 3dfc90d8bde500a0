import { createTestContainer, demoFixtures, InMemoryTokenStore, ScriptedApiGateway, settle, testRoomContext } from "../testing";
import { APP_TOKENS, getService } from "../tokens";
import type { Observable } from "rxjs";
import type { ToolAttention } from "../toolbar/toolbar-tool";

/** The viewer of the tests' personal brief: "me". */
export const ME = "u-me";

/**
 * A test container with the realtime session started in the demo room (pushes reach the tools),
 * for the lucky draw, quiz and check-in tests; the viewer is an ID audience. `anonymousWithLogin` makes the viewer anonymous
 * in an event whose interactions need a login (the §4 interception refuses); `anonymousFree` makes the viewer
 * anonymous in an event whose interactions need none (only an item for ID viewers only intercepts them).
 */
export async function toolHarness(options: { anonymousWithLogin?: boolean; anonymousFree?: boolean } = {}) {
  const brief = demoFixtures.brief();
  const api =
    options.anonymousWithLogin || options.anonymousFree
      ? new ScriptedApiGateway({
          getPersonalBrief: {
            ...brief,
            event: { ...brief.event, interactAccess: options.anonymousWithLogin === true },
            viewer: { viewerId: ME, userType: 4, nickname: "", anonymousNickname: "", avatar: "" },
          },
        })
      : new ScriptedApiGateway({
          getPersonalBrief: { ...brief, viewer: { viewerId: ME, userType: 3, nickname: "Me", anonymousNickname: "", avatar: "" } },
        });
  const harness = createTestContainer({ api, tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }) });
  const room = testRoomContext({ viewerId: ME });
  void getService(harness.container, APP_TOKENS.RealtimeSession).start(room.context);
  await settle();
  return { ...harness, room, context: room.context };
}

/** Every attention a tool published, newest last. */
export function attentionsOf(tool: { attention$: Observable<ToolAttention> }): ToolAttention[] {
  const seen: ToolAttention[] = [];
  tool.attention$.subscribe((attention) => seen.push(attention));
  return seen;
}
