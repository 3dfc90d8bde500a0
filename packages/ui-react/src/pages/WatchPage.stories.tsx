import type { Meta, StoryObj } from "@storybook/react-vite";
import { chatStates, demoCallToActions, demoChatMessages } from "../testing/demo-chat";
import { demoViewers, readyCodeLogin, resolvedFor } from "../testing/demo-login-states";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { WatchPage } from "./WatchPage";

const meta = {
  title: "Pages/WatchPage",
  component: WatchPage,
  args: { eventNumber: "10001", roomNumber: "20001" },
  parameters: {
    layout: "fullscreen",
    fakeStates: {
      resolveEvent: demoStates.resolvedEvent(),
      openRoom: demoStates.openedRoom(),
      playback: { status: "playing", engine: "hls", errorKey: null },
      chat: chatStates.ready(),
      callToActions: demoCallToActions(),
    },
  },
} satisfies Meta<typeof WatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const event = demoStates.resolvedEvent();
const anonymous = resolvedFor(demoViewers.anonymous());
const playing = { status: "playing", engine: "hls", errorKey: null } as const;
const opening: StateCase = { name: "Opening the room (skeleton)", states: { resolveEvent: event, openRoom: { status: "loading" } } };
const cases: readonly StateCase[] = [
  opening,
  {
    name: "Video loading",
    states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: { status: "loading", engine: "hls", errorKey: null } },
  },
  {
    name: "Playing",
    states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: { status: "playing", engine: "hls", errorKey: null } },
  },
  {
    name: "Buffering",
    states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: { status: "buffering", engine: "hls", errorKey: null } },
  },
  {
    name: "Paused (autoplay refused)",
    states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: { status: "paused", engine: "hls", errorKey: null } },
  },
  { name: "Not live yet", states: { resolveEvent: event, openRoom: demoStates.openedRoom(false) } },
  {
    name: "Live: viewers and announcement",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(),
      playback: playing,
      liveRoom: {
        liveStatus: 2,
        watchNumber: 12345,
        announcement: { text: "欢迎来到 Livehall 演示活动 · Welcome to the Livehall demo", rolling: false },
      },
    },
  },
  {
    name: "Live: rolling announcement",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(),
      playback: playing,
      liveRoom: {
        liveStatus: 2,
        watchNumber: 987,
        announcement: { text: "下午三点继续 · We resume at 3 pm — stay tuned for the lucky draw", rolling: true },
      },
    },
  },
  {
    name: "Live: viewer count hidden",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(),
      playback: playing,
      liveRoom: { liveStatus: 2, watchNumber: 12345, watchNumberShown: false },
    },
  },
  {
    name: "Player error",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(),
      playback: { status: "error", engine: null, errorKey: "error.fileTypeNotSupported" },
    },
  },
  {
    name: "Play flow: not started notice",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(false),
      playFlow: { status: "idle", type: "live", noticeKey: "player.notStarted" },
    },
  },
  {
    name: "Play flow: ad playing",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(false),
      playback: { ...playing, seekable: true, duration: 30 },
      playFlow: { status: "playing", type: "ad", title: "春季特卖 · Spring sale" },
    },
  },
  {
    name: "Board beside the video (layout 1) and watermark",
    states: {
      resolveEvent: resolvedFor(demoViewers.loggedIn("小明")),
      openRoom: demoStates.openedRoom(),
      playback: { ...playing, videoSize: { width: 1280, height: 720 } },
      board: { status: "playing", layout: 1 },
      playFlow: {
        status: "playing",
        type: "live",
        watermark: { watermarkShowFlag: 1, watermarkType: "text", watermarkWordType: 1, watermarkPositionType: "oblique" },
      },
    },
  },
  { name: "Room error", states: { resolveEvent: event, openRoom: { status: "error", messageKey: "error.noRoomPermission" } } },
  {
    name: "Anonymous viewer, cookie notice",
    states: { resolveEvent: anonymous, openRoom: demoStates.openedRoom(), playback: playing, codeLogin: readyCodeLogin() },
  },
  {
    name: "Logged-in viewer",
    states: { resolveEvent: resolvedFor(demoViewers.loggedIn("小明")), openRoom: demoStates.openedRoom(), playback: playing },
  },
  {
    name: "Trial running",
    states: {
      resolveEvent: anonymous,
      openRoom: demoStates.openedRoom(),
      playback: playing,
      trial: { active: true, remainingSeconds: 42, ended: false, gate: "login" },
    },
  },
  {
    name: "Live: chat and call-to-action tools",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(),
      playback: playing,
      chat: { status: "ready", messages: demoChatMessages(300) },
      callToActions: demoCallToActions(),
    },
  },
  {
    name: "Chat loading",
    states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: playing, chat: chatStates.loading() },
  },
  {
    name: "Chat failed to load",
    states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: playing, chat: chatStates.error() },
  },
  { name: "Chat empty", states: { resolveEvent: event, openRoom: demoStates.openedRoom(), playback: playing, chat: chatStates.empty() } },
  {
    name: "Banned from chat (live room)",
    states: {
      resolveEvent: event,
      openRoom: demoStates.openedRoom(),
      playback: playing,
      chat: chatStates.ready(20),
      liveRoom: { liveStatus: 2, chatBanned: true },
    },
  },
  {
    name: "Trial ended, login prompt",
    states: {
      resolveEvent: anonymous,
      openRoom: demoStates.openedRoom(),
      trial: { active: true, remainingSeconds: 0, ended: true, gate: "login" },
      loginPrompt: { open: true, mode: "login", eventNumber: "10001" },
      codeLogin: readyCodeLogin({ wechatEnabled: false }),
    },
  },
];

/** The watch page as the app shows it (room ready and playing). */
export const Default: Story = {};

/**
 * While the room opens: the skeleton holds the player's 16:9 box, the action row and the chat column
 * where the ready page puts them, with the busy status in the viewer's language; light and dark, in
 * the toolbar's language and in Arabic (right to left).
 */
export const RoomOpening: Story = {
  parameters: { fakeStates: { resolveEvent: event, openRoom: { status: "loading" } } },
  render: (args, { globals }) => (
    <StateGrid cases={[opening]} locale={storyGlobals(globals).locale}>
      {() => <WatchPage {...args} />}
    </StateGrid>
  ),
};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <WatchPage {...args} />}
    </StateGrid>
  ),
};
