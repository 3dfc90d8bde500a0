import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStates } from "../testing/demo-states";
import { demoLandingStates } from "../testing/fake-landing";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { LandingPage } from "./LandingPage";

/** A fixed clock 1 d 2 h 3 min 4 s before the demo landing's start (stories do not tick to "started"). */
const BEFORE_START = () => Date.UTC(2030, 0, 1, 1) - (26 * 3_600_000 + 3 * 60_000 + 4_000);

const meta = {
  title: "Pages/LandingPage",
  component: LandingPage,
  args: { eventNumber: "10001", now: BEFORE_START },
  parameters: { layout: "fullscreen", fakeStates: { resolveEvent: demoStates.resolvedEvent(), landing: demoLandingStates.pro() } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const event = demoStates.resolvedEvent();
const cases: readonly StateCase[] = [
  { name: "Loading", states: { resolveEvent: { status: "loading" }, landing: { page: { status: "loading" } } } },
  { name: "Pro: every module", states: { resolveEvent: event, landing: demoLandingStates.pro() } },
  { name: "Normal: cover page", states: { resolveEvent: event, landing: demoLandingStates.normal() } },
  {
    name: "Joining",
    states: { resolveEvent: event, landing: { ...demoLandingStates.normal(), join: { step: "joining", messageKey: null } } },
  },
  {
    name: "Join refused: live not configured",
    states: {
      resolveEvent: event,
      landing: { ...demoLandingStates.normal(), join: { step: "error", messageKey: "error.liveNotConfigured" } },
    },
  },
  {
    name: "Landing failed to load",
    states: { resolveEvent: event, landing: { page: { status: "error", messageKey: "error.initFailed" } } },
  },
];

/** The pro page (every module). */
export const Pro: Story = {};

/** The normal propaganda mode: the cover page. */
export const Normal: Story = { parameters: { fakeStates: { resolveEvent: event, landing: demoLandingStates.normal() } } };

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <LandingPage {...args} />}
    </StateGrid>
  ),
};
