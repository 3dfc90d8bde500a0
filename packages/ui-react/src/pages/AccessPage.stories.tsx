import type { Meta, StoryObj } from "@storybook/react-vite";
import { ACCESS_TYPE } from "@livehall/domain";
import { demoStates } from "../testing/demo-states";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { AccessPage } from "./AccessPage";

const meta = {
  title: "Pages/AccessPage",
  component: AccessPage,
  args: { eventNumber: "10001" },
  parameters: { layout: "fullscreen", fakeStates: { enterEvent: demoStates.enteredEvent("/event/10001/access", ACCESS_TYPE.PASSWORD) } },
} satisfies Meta<typeof AccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const event = demoStates.resolvedEvent();
const cases: readonly StateCase[] = [
  { name: "Checking access (unlimited)", states: { resolveEvent: event, enterEvent: { status: "loading" } } },
  { name: "Form needed (arrives later)", states: { resolveEvent: event, enterEvent: demoStates.enteredEvent("/event/10001/access", ACCESS_TYPE.PASSWORD) } },
  { name: "Failed", states: { resolveEvent: event, enterEvent: { status: "error", messageKey: "error.initFailed" } } },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>{() => <AccessPage {...args} />}</StateGrid>
  ),
};
