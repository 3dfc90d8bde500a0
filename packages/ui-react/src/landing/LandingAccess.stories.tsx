import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoLandingPage } from "@livehall/application/testing";
import type { LandingPage } from "@livehall/domain";
import type { ReactNode } from "react";
import { StateGrid } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { LandingAccessNote } from "./LandingAccessNote";
import { LandingShare } from "./LandingShare";

const config = (title: string, description: string) => ({ title, description, backgroundUrl: "" });
const PASSWORD_EVENT: LandingPage = {
  ...demoLandingPage(),
  accessType: 2,
  share: { enabled: true, channels: [0, 1, 2, 3], coverUrl: "", title: "", description: "" },
  accessInfo: {
    validate: {
      pc: {
        "zh-Hans": config("凭密码进入", "本活动需输入活动密码才能观看（演示密码：livehall）。"),
        en: config("Entry by password", "This event asks for its password before you watch (demo: livehall)."),
        ar: config("الدخول بكلمة مرور", "يطلب هذا الحدث كلمة المرور قبل المشاهدة (التجريبية: livehall)."),
      },
      mobile: { en: config("Entry by password", "Enter the event password to watch on your phone (demo: livehall).") },
    },
    prompts: {
      "zh-Hans": "请输入活动密码（演示密码：livehall）",
      en: "Enter the event password (demo: livehall)",
      ar: "أدخل كلمة مرور الحدث (التجريبية: livehall)",
    },
  },
};
const PROMPT_ONLY: LandingPage = { ...PASSWORD_EVENT, accessInfo: { ...PASSWORD_EVENT.accessInfo, validate: { pc: {}, mobile: {} } } };

/** The landing page's access note and share button (§3 validate configs, access prompts, share settings; decision 0046). */
const meta = {
  title: "Landing/AccessAndShare",
  component: LandingAccessNote,
  args: { page: PASSWORD_EVENT, device: "pc" },
} satisfies Meta<typeof LandingAccessNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password event's note on the desktop site. */
export const PasswordEvent: Story = {};

/** The same on the mobile site (its own validate config). */
export const Mobile: Story = { args: { device: "mobile" } };

const cases: readonly (readonly [string, () => ReactNode])[] = [
  ["Validate config and prompt", () => <LandingAccessNote page={PASSWORD_EVENT} device="pc" />],
  ["Prompt only", () => <LandingAccessNote page={PROMPT_ONLY} device="pc" />],
  ["Share button", () => <LandingShare page={PASSWORD_EVENT} pageUrl="https://live.example.com/event/10004/landing" />],
];

/** Every part side by side, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <>
      {cases.map(([name, render]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {render}
        </StateGrid>
      ))}
    </>
  ),
};
