import type { Meta, StoryObj } from "@storybook/react-vite";
import type { AccessFormState, EnteredEvent, Loadable } from "@livehall/application";
import { ACCESS_TYPE } from "@livehall/domain";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { AccessPage } from "./AccessPage";

const atGate = (accessType: number, extra: Record<string, unknown> = {}): Loadable<EnteredEvent> => {
  const state = demoStates.enteredEvent("/event/10001/access", accessType);
  return state.status === "ready"
    ? { status: "ready", value: { ...state.value, access: { ...state.value.access, defaultQuestionnaireId: "form-1", ...extra } } }
    : state;
};
const form = (changes: Partial<AccessFormState> = {}): AccessFormState => ({
  status: "idle",
  messageKey: null,
  codeSentAt: null,
  captcha: { status: "solved" },
  ...changes,
});

const meta = {
  title: "Pages/AccessPage",
  component: AccessPage,
  args: { eventNumber: "10001" },
  parameters: {
    layout: "fullscreen",
    fakeStates: { enterEvent: atGate(ACCESS_TYPE.PASSWORD), accessForm: form({ captcha: { status: "solving" } }) },
  },
} satisfies Meta<typeof AccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const event = demoStates.resolvedEvent();
const prompts = {
  prompts: {
    "zh-Hans": "观看密码见邀请邮件。",
    en: "The password is in your invitation email.",
    "zh-Hant": "觀看密碼見邀請郵件。",
    ar: "كلمة المرور في رسالة الدعوة.",
  },
};
const cases: readonly StateCase[] = [
  { name: "Checking access", states: { resolveEvent: event, enterEvent: { status: "loading" } } },
  {
    name: "Password: captcha solving",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.PASSWORD), accessForm: form({ captcha: { status: "solving" } }) },
  },
  {
    name: "Password with the event's prompt",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.PASSWORD, prompts), accessForm: form() },
  },
  {
    name: "Password with the organiser's words for the check (validate config)",
    states: {
      resolveEvent: event,
      enterEvent: atGate(ACCESS_TYPE.PASSWORD, prompts),
      accessForm: form(),
      accessWords: {
        eventNumber: "10001",
        accessType: ACCESS_TYPE.PASSWORD,
        accessInfo: {
          validate: {
            pc: {
              "zh-Hans": { title: "会员专场", description: "请输入邀请函中的观看密码。", backgroundUrl: "" },
              en: { title: "Members only", description: "Enter the password from your invitation.", backgroundUrl: "" },
              "zh-Hant": { title: "會員專場", description: "請輸入邀請函中的觀看密碼。", backgroundUrl: "" },
              ar: { title: "للأعضاء فقط", description: "أدخل كلمة المرور من دعوتك.", backgroundUrl: "" },
            },
            mobile: {},
          },
          ...prompts,
        },
      },
    },
  },
  {
    name: "Password: submitting",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.PASSWORD), accessForm: form({ status: "submitting" }) },
  },
  {
    name: "Password: wrong",
    states: {
      resolveEvent: event,
      enterEvent: atGate(ACCESS_TYPE.PASSWORD),
      accessForm: form({ status: "failed", messageKey: "error.code.100102", captcha: { status: "solving" } }),
    },
  },
  {
    name: "Password: captcha failed",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.PASSWORD), accessForm: form({ captcha: { status: "error" } }) },
  },
  { name: "White list", states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.WHITE_LIST), accessForm: form() } },
  {
    name: "White list: sending a code",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.WHITE_LIST), accessForm: form({ status: "sending" }) },
  },
  {
    name: "White list: code sent (countdown)",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.WHITE_LIST), accessForm: form({ codeSentAt: Date.now() }) },
  },
  {
    name: "White list: wrong code or not on the list",
    states: {
      resolveEvent: event,
      enterEvent: atGate(ACCESS_TYPE.WHITE_LIST),
      accessForm: form({ status: "failed", messageKey: "error.code.100104" }),
    },
  },
  { name: "External auth: redirecting", states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.EXTERNAL_AUTH) } },
  {
    name: "Signup without a form",
    states: { resolveEvent: event, enterEvent: atGate(ACCESS_TYPE.SIGNUP, { defaultQuestionnaireId: "" }) },
  },
  { name: "Failed", states: { resolveEvent: event, enterEvent: { status: "error", messageKey: "error.initFailed" } } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <AccessPage {...args} />}
    </StateGrid>
  ),
};
