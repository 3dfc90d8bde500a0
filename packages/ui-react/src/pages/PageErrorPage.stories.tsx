import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { PageErrorPage } from "./PageErrorPage";

const meta = {
  title: "Pages/PageErrorPage",
  component: PageErrorPage,
  args: { originUrl: "/event/10001/" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly (StateCase & { readonly originUrl: string | null })[] = [
  { name: "With a way back", states: {}, originUrl: "/event/10001/" },
  { name: "Without originUrl", states: {}, originUrl: null },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <div>
      {cases.map((entry) => (
        <StateGrid key={entry.name} cases={[entry]} locale={storyGlobals(globals).locale}>
          {() => <PageErrorPage originUrl={entry.originUrl} />}
        </StateGrid>
      ))}
    </div>
  ),
};
