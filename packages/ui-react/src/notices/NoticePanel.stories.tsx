import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../testing/story-globals";
import { StoryStates } from "../tools/room-extras/StoryStates";
import { DEMO_LANDING_EVENT, demoNoticeStates } from "./demo-notice-states";
import NoticeDialog from "./NoticeDialog";
import { NoticePanel } from "./NoticePanel";

const meta = {
  title: "Landing/NoticePanel",
  component: NoticePanel,
  args: {
    state: demoNoticeStates["Open"]!,
    event: DEMO_LANDING_EVENT,
    needsCode: () => true,
    onOpenChange: () => undefined,
    onRequestCode: () => undefined,
    onSubscribe: () => undefined,
    dialog: NoticeDialog,
  },
} satisfies Meta<typeof NoticePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "remind me" dialog with SMS and e-mail, each with its code step. */
export const Default: Story = {};

/** Every state (closed, open, code sent, subscribing, wrong code, a visitor (loading its pass), subscribed, WeChat stand-in) × light/dark × Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StoryStates
      states={demoNoticeStates}
      locale={storyGlobals(globals).locale}
      render={(state) => <NoticePanel {...args} state={state} />}
    />
  ),
};
