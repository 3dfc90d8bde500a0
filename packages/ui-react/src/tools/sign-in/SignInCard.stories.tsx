import type { SignInState } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyGlobals } from "../../testing/story-globals";
import { ToolCardGrid, type ToolCardCase } from "../ToolCardGrid";
import { SignInCard } from "./SignInCard";

const base: SignInState = {
  signIn: { signInId: "sign-in-1", title: "Day 1 check-in", status: "open", remainingMs: 45_000, count: 1_234, idViewersOnly: false },
  remainingMs: 45_000,
  open: true,
  signedIn: false,
  sending: false,
  error: null,
};
const states: Record<string, SignInState> = {
  "No check-in yet": { ...base, signIn: null, open: false },
  "Open: check in": base,
  "Untitled window": { ...base, signIn: { ...base.signIn!, title: "" } },
  "Checking in": { ...base, sending: true },
  "Checked in": { ...base, signedIn: true, signIn: { ...base.signIn!, count: 1_235 } },
  "Refused: too many tries": { ...base, error: "tool.error.tooMany" },
  Closed: { ...base, open: false, remainingMs: 0, signIn: { ...base.signIn!, status: "ended" } },
};
const noop = () => undefined;

const meta = {
  title: "Tools/SignInCard",
  component: SignInCard,
  args: { state: base, onCheckIn: noop },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "22rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open window with its countdown and count. */
export const Open: Story = {};
/** The viewer checked in. */
export const CheckedIn: Story = { args: { state: states["Checked in"]! } };

const cases: readonly ToolCardCase[] = Object.entries(states).map(([name, state]) => ({
  name,
  render: () => <SignInCard state={state} onCheckIn={noop} />,
}));

/** Every state, light and deep (dark), in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (_args, { globals }) => <ToolCardGrid cases={cases} locale={storyGlobals(globals).locale} />,
};
