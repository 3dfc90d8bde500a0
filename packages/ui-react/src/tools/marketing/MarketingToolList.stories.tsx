import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { DEMO_TOOL_ITEMS } from "./demo-marketing";
import { MarketingToolList, type MarketingToolListProps } from "./MarketingToolList";

const meta = {
  title: "Tools/Marketing/MarketingToolList",
  component: MarketingToolList,
  args: { items: DEMO_TOOL_ITEMS, toolType: null, onOpen: () => undefined },
} satisfies Meta<typeof MarketingToolList>;

export default meta;
type Story = StoryObj<typeof meta>;

const CASES: readonly { readonly name: string; readonly props: Partial<MarketingToolListProps> }[] = [
  { name: "MARKET_TOOL: every tool", props: {} },
  { name: "COLLECT_FORM: the forms only", props: { toolType: "COLLECT_FORM" } },
  { name: "No tools yet", props: { items: [] } },
];

export const AllTools: Story = {};
export const Empty: Story = { args: { items: [] } };

/** Every state: light and deep (dark), in the toolbar's language and in Arabic (RTL). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {CASES.map((entry) => (
        <StateGrid key={entry.name} cases={[{ name: entry.name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <MarketingToolList {...args} {...entry.props} />}
        </StateGrid>
      ))}
    </>
  ),
};
