import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PortalPageState } from "@livehall/application";
import { StateGrid } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { DEMO_PORTAL, DEMO_PORTAL_EVENTS, readyPortal } from "./demo-portal";
import { PortalView } from "./PortalView";

const meta = {
  title: "Portal/PortalView",
  component: PortalView,
  parameters: { layout: "fullscreen" },
  args: {
    state: readyPortal({ events: { status: "ready", value: DEMO_PORTAL_EVENTS } }),
    mobile: false,
    search: "?lang=en",
    onOpen: () => undefined,
    onRetry: () => undefined,
    onRetryPlate: () => undefined,
  },
} satisfies Meta<typeof PortalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plate kind: banner, text, event list, image, links. */
export const EveryPlate: Story = {};

export const Mobile: Story = { args: { mobile: true }, parameters: { viewport: { defaultViewport: "mobile1" } } };

const STATES: readonly { readonly name: string; readonly state: PortalPageState }[] = [
  { name: "Loading", state: { status: "loading" } },
  { name: "Ready, every plate", state: readyPortal({ events: { status: "ready", value: DEMO_PORTAL_EVENTS } }) },
  { name: "Event list loading", state: readyPortal({ events: { status: "loading" } }) },
  { name: "Event list failed", state: readyPortal({ events: { status: "error", messageKey: "portal.loadFailed" } }) },
  { name: "Event list empty", state: readyPortal({ events: { status: "ready", value: [] } }) },
  { name: "Empty portal", state: readyPortal({}, { ...DEMO_PORTAL, plates: [] }) },
  { name: "Failed", state: { status: "error", messageKey: "portal.loadFailed" } },
  { name: "Switched off", state: { status: "disabled" } },
  { name: "Not found", state: { status: "missing" } },
];

/** Every state side by side, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {STATES.map((entry) => (
        <StateGrid key={entry.name} cases={[{ name: entry.name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <PortalView {...args} state={entry.state} />}
        </StateGrid>
      ))}
    </>
  ),
};
