import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { WechatAuthResultPage } from "./WechatAuthResultPage";

const meta = {
  title: "Pages/WechatAuthResultPage",
  component: WechatAuthResultPage,
  parameters: {
    layout: "fullscreen",
    fakeStates: {
      at: "/mobile/wechatAuthResult?code=c&state=s",
      wechatMobile: { status: "authorizing", boundElsewhere: false, messageKey: null },
    },
  },
} satisfies Meta<typeof WechatAuthResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Authorizing", states: { wechatMobile: { status: "authorizing", boundElsewhere: false, messageKey: null } } },
  { name: "Logged in", states: { wechatMobile: { status: "done", boundElsewhere: false, messageKey: null } } },
  {
    name: "Code or state missing",
    states: { wechatMobile: { status: "error", boundElsewhere: false, messageKey: "error.paramsRequired" } },
  },
  {
    name: "Other result (server message)",
    states: { wechatMobile: { status: "error", boundElsewhere: false, messageKey: null, messageText: "授权已过期，请重新授权" } },
  },
  { name: "Bound elsewhere (warning modal)", states: { wechatMobile: { status: "error", boundElsewhere: true, messageKey: null } } },
  {
    name: "Snapshot user",
    states: { wechatMobile: { status: "done", boundElsewhere: false, messageKey: null }, wechatSnapshotUser: true },
  },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <WechatAuthResultPage {...args} />}
    </StateGrid>
  ),
};
