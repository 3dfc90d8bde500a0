import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { WechatQrLogin } from "./WechatQrLogin";

const loginUrl = "http://127.0.0.1:8080/dev/wechat/scan?requestId=demo";

const meta = {
  title: "Login/WechatQrLogin",
  component: WechatQrLogin,
  args: { eventNumber: "10001" },
  parameters: { fakeStates: { wechatPc: { status: "waiting", loginUrl, messageKey: null } } },
} satisfies Meta<typeof WechatQrLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Preparing", states: { wechatPc: { status: "loading", loginUrl: null, messageKey: null } } },
  { name: "Waiting for the scan", states: { wechatPc: { status: "waiting", loginUrl, messageKey: null } } },
  { name: "Expired", states: { wechatPc: { status: "expired", loginUrl, messageKey: null } } },
  {
    name: "Failed (server message)",
    states: { wechatPc: { status: "error", loginUrl: null, messageKey: null, messageText: "微信服务繁忙，请稍后再试" } },
  },
  { name: "Logged in", states: { wechatPc: { status: "done", loginUrl, messageKey: null } } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <WechatQrLogin {...args} />}
    </StateGrid>
  ),
};
