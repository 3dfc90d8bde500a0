import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoAgreements, readyCodeLogin } from "../testing/demo-login-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { CookieNotice } from "./CookieNotice";

const meta = {
  title: "Login/CookieNotice",
  component: CookieNotice,
  args: { eventNumber: "10001" },
  parameters: { layout: "fullscreen", fakeStates: { codeLogin: readyCodeLogin() } },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly StateCase[] = [
  { name: "Cookie flag on", states: { codeLogin: readyCodeLogin() } },
  {
    name: "No address for the policy (plain text)",
    states: { codeLogin: readyCodeLogin({ agreements: { ...demoAgreements(), privacyPolicies: [], defaultAgreementUrl: "" } }) },
  },
  { name: "Cookie flag off (nothing)", states: { codeLogin: readyCodeLogin({ agreements: demoAgreements({ cookieFlag: false }) }) } },
];

/** Once dismissed it stays away in this browser (localStorage `livehall:cookieNotice`). */
export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => (
        <div style={{ minBlockSize: "8rem" }}>
          <CookieNotice {...args} />
        </div>
      )}
    </StateGrid>
  ),
};
