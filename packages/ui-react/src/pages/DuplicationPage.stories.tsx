import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { DuplicationPage, type DuplicationKind } from "./DuplicationPage";

const meta = {
  title: "Pages/DuplicationPage",
  component: DuplicationPage,
  args: { kind: "device", from: "/event/10001/watch/20001" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DuplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly (StateCase & { readonly kind: DuplicationKind; readonly from: string | null })[] = [
  { name: "Another device", states: {}, kind: "device", from: "/event/10001/watch/20001" },
  { name: "Another tab", states: {}, kind: "tab", from: "/event/10001/watch/20001" },
  { name: "No way back (from is another site)", states: {}, kind: "device", from: "https://evil.example/" },
];

export const Default: Story = {};

/** Every state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <div>
      {cases.map((entry) => (
        <StateGrid key={entry.name} cases={[entry]} locale={storyGlobals(globals).locale}>
          {() => <DuplicationPage kind={entry.kind} from={entry.from} />}
        </StateGrid>
      ))}
    </div>
  ),
};
