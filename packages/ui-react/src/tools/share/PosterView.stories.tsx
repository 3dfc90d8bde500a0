import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { POSTER_STATES } from "./share-states";
import { PosterView } from "./PosterView";

const meta = {
  title: "Tools/Poster",
  component: PosterView,
  args: { image: POSTER_STATES["ready"]!, title: "Livehall 演示活动", fileName: "poster-10001.png", onRetry: () => undefined },
} satisfies Meta<typeof PosterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn poster (a stand-in image here; the panel draws the real one on a canvas) and "save image". */
export const Default: Story = {};

/** Every state, light and dark, in the toolbar's language and Arabic (right to left). */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {Object.entries(POSTER_STATES).map(([name, image]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <PosterView {...args} image={image} />}
        </StateGrid>
      ))}
    </>
  ),
};
