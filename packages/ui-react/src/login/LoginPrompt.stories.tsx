import type { Meta, StoryObj } from "@storybook/react-vite";
import type { LoginPromptMode } from "@livehall/application";
import { demoAgreements, demoViewers, readyCodeLogin, resolvedFor } from "../testing/demo-login-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { LoginPrompt } from "./LoginPrompt";

const open = (mode: LoginPromptMode) => ({ open: true, mode, eventNumber: "10001" });
const waitingQr = { status: "waiting", loginUrl: "http://127.0.0.1:8080/dev/wechat/scan?requestId=demo", messageKey: null } as const;

const meta = {
  title: "Login/LoginPrompt",
  component: LoginPrompt,
  args: { mobile: false },
  parameters: { layout: "fullscreen", fakeStates: { loginPrompt: open("login"), codeLogin: readyCodeLogin(), wechatPc: waitingQr } },
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  {
    name: "Login: loading the ways to log in",
    states: { loginPrompt: open("login"), codeLogin: { ...readyCodeLogin(), status: "loading", identityTypes: [] } },
  },
  {
    name: "Login: email, mobile and WeChat tabs, agreements",
    states: { loginPrompt: open("login"), codeLogin: readyCodeLogin({ captcha: { status: "solving" } }) },
  },
  {
    name: "Login: code sent (countdown)",
    states: { loginPrompt: open("login"), codeLogin: readyCodeLogin({ codeSentAt: Date.now() - 15_000 }) },
  },
  { name: "Login: sending a code", states: { loginPrompt: open("login"), codeLogin: readyCodeLogin({ status: "sending" }) } },
  {
    name: "Login: no agreements to accept",
    states: {
      loginPrompt: open("login"),
      codeLogin: readyCodeLogin({
        identityTypes: [1],
        wechatEnabled: false,
        agreements: demoAgreements({ privacyPolicyFlag: false, userAgreementFlag: false }),
      }),
    },
  },
  {
    name: "Login: wrong code",
    states: {
      loginPrompt: open("login"),
      codeLogin: readyCodeLogin({ status: "error", messageKey: "error.code.100016", messageText: "验证码错误" }),
    },
  },
  { name: "Login: submitting", states: { loginPrompt: open("login"), codeLogin: readyCodeLogin({ status: "submitting" }) } },
  {
    name: "Login: WeChat QR first",
    states: { loginPrompt: open("login"), codeLogin: readyCodeLogin({ identityTypes: [3, 2, 1] }), wechatPc: waitingQr },
  },
  {
    name: "Login: no way to log in",
    states: { loginPrompt: open("login"), codeLogin: readyCodeLogin({ identityTypes: [], wechatEnabled: false }) },
  },
  {
    name: "Login: could not load",
    states: {
      loginPrompt: open("login"),
      codeLogin: { ...readyCodeLogin(), status: "error", identityTypes: [], messageKey: "error.networkTimeout" },
    },
  },
  { name: "Nickname", states: { loginPrompt: open("nickname"), resolveEvent: resolvedFor(demoViewers.loggedIn("小明")) } },
  {
    name: "Nickname: refused",
    states: { loginPrompt: open("nickname"), nickname: { status: "error", messageKey: "nickname.error.length" } },
  },
  { name: "Nickname: saving", states: { loginPrompt: open("nickname"), nickname: { status: "saving", messageKey: null } } },
  {
    name: "White list",
    states: {
      loginPrompt: open("whitelist"),
      accessForm: { status: "idle", messageKey: null, codeSentAt: null, captcha: { status: "solved" } },
    },
  },
  {
    name: "White list: code sent, failed",
    states: {
      loginPrompt: open("whitelist"),
      accessForm: {
        status: "failed",
        messageKey: "error.code.100016",
        messageText: "账号不在白名单中",
        codeSentAt: Date.now() - 5_000,
        captcha: { status: "solving" },
      },
    },
  },
];

/** The prompt as the watch page shows it (login mode). */
export const Default: Story = {};

/** In a phone browser WeChat is a button that leaves for its OAuth page (no QR tab). */
export const MobileBrowser: Story = { args: { mobile: true } };

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <LoginPrompt {...args} />}
    </StateGrid>
  ),
};
