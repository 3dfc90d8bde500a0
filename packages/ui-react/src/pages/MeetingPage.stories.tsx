import type { OpenedRoom, Loadable } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { screensView } from "../meeting/screen-fixtures";
import { chatStates } from "../testing/demo-chat";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { MeetingPage } from "./MeetingPage";

const live = demoStates.openedRoom();
/** The demo seminar 20003: a seminar room whose names are longer than 19 characters (§9 cut). */
const seminar: Loadable<OpenedRoom> =
  live.status === "ready"
    ? {
        status: "ready",
        value: {
          ...live.value,
          room: {
            ...live.value.room,
            roomNumber: "20003",
            roomMode: 3,
            names: {
              "zh-Hans": "研讨会：产品发布与开发者问答专场（三屏直播）",
              en: "Seminar: product launch and developer Q&A, three screens",
              "zh-Hant": "研討會：產品發佈與開發者問答專場（三屏直播）",
              ar: "ندوة: إطلاق المنتج وأسئلة المطورين على ثلاث شاشات",
            },
          },
        },
      }
    : live;
const event = demoStates.resolvedEvent();
const playing = { status: "playing", engine: "hls", errorKey: null } as const;
const ready = { resolveEvent: event, openRoom: seminar, playback: playing, chat: chatStates.ready() };

const meta = {
  title: "Pages/MeetingPage",
  component: MeetingPage,
  args: { eventNumber: "10001", roomNumber: "20003" },
  parameters: { layout: "fullscreen", fakeStates: { ...ready, meetingScreens: screensView(3) } },
} satisfies Meta<typeof MeetingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Opening the room (skeleton)", states: { resolveEvent: event, openRoom: { status: "loading" } } },
  {
    name: "Screens loading (the main screen already plays)",
    states: { ...ready, meetingScreens: { status: "loading", main: null, others: [] } },
  },
  { name: "One screen", states: { ...ready, meetingScreens: screensView(1) } },
  { name: "Two screens", states: { ...ready, meetingScreens: screensView(2) } },
  { name: "Three screens, the third not live", states: { ...ready, meetingScreens: screensView(3) } },
  { name: "Switched: the camera large, the speaker back beside it", states: { ...ready, meetingScreens: screensView(3, "camera") } },
  { name: "The list of screens failed", states: { ...ready, meetingScreens: { status: "failed", main: null, others: [] } } },
  {
    name: "Video loading",
    states: { ...ready, playback: { status: "loading", engine: "hls", errorKey: null }, meetingScreens: screensView(3) },
  },
];

/** The meeting page as the app shows it: three screens, the speaker large; click another to switch. */
export const Default: Story = {};

/** Switching: the slides large, speaker and camera beside them. */
export const Switched: Story = { parameters: { fakeStates: { ...ready, meetingScreens: screensView(3, "slides") } } };

/** A narrow window (a phone's width): the other screens in a row below the large one, the chat below them. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "390px" }}>
        <Story />
      </div>
    ),
  ],
};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <MeetingPage {...args} />}
    </StateGrid>
  ),
};
