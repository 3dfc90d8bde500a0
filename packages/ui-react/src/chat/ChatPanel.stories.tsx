import type { Meta, StoryObj } from "@storybook/react-vite";
import { chatStates, demoChatMessages } from "../testing/demo-chat";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { ChatPanel } from "./ChatPanel";

const meta = {
  title: "Chat/ChatPanel",
  component: ChatPanel,
  args: { banned: false },
  parameters: { fakeStates: { chat: chatStates.ready() } },
  // The panel fills its container: give it the height it has beside the player.
  decorators: [
    (Story) => (
      <div style={{ blockSize: "32rem", maxInlineSize: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Loading", states: { chat: chatStates.loading() } },
  { name: "Failed to load (retry)", states: { chat: chatStates.error() } },
  { name: "Empty", states: { chat: chatStates.empty() } },
  {
    name: "Server-made default names (观众NNNN), each shown in the viewer's language",
    states: {
      chat: {
        status: "ready",
        messages: demoChatMessages(6).map((message, index) =>
          index % 2 === 0 ? { ...message, nickname: `观众${String(4230 + index)}` } : message,
        ),
      },
    },
  },
  {
    name: "2,000 messages: links, an injection attempt, the viewer's own (every fifth)",
    states: { chat: { status: "ready", messages: demoChatMessages(2000) } },
  },
  { name: "Banned from chat", states: { chat: chatStates.banned() } },
  { name: "Sending", states: { chat: chatStates.sending() } },
  { name: "Send refused: too many messages", states: { chat: chatStates.sendFailed("error.code.100105") } },
  { name: "Send refused: login needed", states: { chat: chatStates.sendFailed("error.code.100114") } },
  { name: "Send refused: nickname needed", states: { chat: chatStates.sendFailed("error.code.100115") } },
  { name: "Send failed: unknown reason", states: { chat: chatStates.sendFailed("error.code.100400") } },
];

/** Sixty messages; type and press Enter to add your own (the fake chat accepts it). */
export const Default: Story = {};

/** 2,000 messages: only a window of rows is in the DOM; scroll up to see the "new messages" button after sending. */
export const ManyMessages: Story = { parameters: { fakeStates: { chat: { status: "ready", messages: demoChatMessages(2000) } } } };

/** Banned from chat by the live room's BAN_STATUS (the `banned` prop). */
export const BannedByLiveRoom: Story = { args: { banned: true } };

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => (
        <div style={{ blockSize: "26rem" }}>
          <ChatPanel {...args} />
        </div>
      )}
    </StateGrid>
  ),
};
