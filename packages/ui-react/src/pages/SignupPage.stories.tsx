import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStates } from "../testing/demo-states";
import { signupStates } from "../testing/demo-questionnaire";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { SignupPage } from "./SignupPage";

const meta = {
  title: "Pages/SignupPage",
  component: SignupPage,
  args: { eventNumber: "10003", formId: "form-10003" },
  parameters: { layout: "fullscreen", fakeStates: { signup: signupStates.ready(), at: "/event/10003/signup/form-10003?roomNumber=20001" } },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const event = demoStates.resolvedEvent();
const cases: readonly StateCase[] = [
  { name: "Loading", states: { resolveEvent: event, signup: signupStates.loading() } },
  { name: "Every question type", states: { resolveEvent: event, signup: signupStates.ready() } },
  { name: "Code sent for the phone", states: { resolveEvent: event, signup: signupStates.codeSent(Date.now()) } },
  { name: "Answers to correct", states: { resolveEvent: event, signup: signupStates.invalid() } },
  { name: "Submitting", states: { resolveEvent: event, signup: signupStates.submitting() } },
  { name: "Refused by the server", states: { resolveEvent: event, signup: signupStates.failed() } },
  { name: "Form failed to load", states: { resolveEvent: event, signup: signupStates.loadFailed() } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <SignupPage {...args} />}
    </StateGrid>
  ),
};
