import type { ToolbarButtonView } from "@livehall/application";
import { TOOLBAR_BUTTON, type ToolbarButton } from "@livehall/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { ToolbarView, type ToolbarViewProps } from "./ToolbarView";
import { ToolDrawer } from "./ToolDrawer";

const ALL = Object.values(TOOLBAR_BUTTON);
const views = (buttons: readonly ToolbarButton[], badged: readonly ToolbarButton[] = []): ToolbarButtonView[] =>
  buttons.map((button) => ({ button, badge: badged.includes(button) }));

const meta = {
  title: "Tools/Toolbar",
  component: ToolbarView,
  args: {
    buttons: views([TOOLBAR_BUTTON.LIKE, TOOLBAR_BUTTON.VOTE, TOOLBAR_BUTTON.SIGN_IN, TOOLBAR_BUTTON.POSTER]),
    open: null,
    direction: "ltr",
    drawerId: "story-drawer",
    onToggle: () => undefined,
  },
} satisfies Meta<typeof ToolbarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few tools; the row measures its width (resize the canvas to see "more"). */
export const Default: Story = {};

/** Every §2 button, in the spec's order: on a laptop most go into "more". */
export const AllButtons: Story = { args: { buttons: views(ALL) } };

/** A lucky draw started and a question was answered: badges (read as "new"), news first in the row. */
export const Badges: Story = { args: { buttons: views(ALL.slice(0, 6), [TOOLBAR_BUTTON.COMMENT, TOOLBAR_BUTTON.LUCKY_DRAW]) } };

/** The room pages' tools (every button but LIKE, which is the page's like button) as a 1366 px laptop's row holds them: nine and "more". */
const ROOM_PAGE = ALL.filter((button) => button !== TOOLBAR_BUTTON.LIKE);
export const LaptopRow: Story = { args: { buttons: views(ROOM_PAGE), capacity: 10 } };

/** The laptop's row when the vote (configured late, in "more") has news: it comes first. */
export const LaptopRowNewsFirst: Story = {
  args: { buttons: views(ROOM_PAGE, [TOOLBAR_BUTTON.VOTE, TOOLBAR_BUTTON.SIGN_IN]), capacity: 10 },
};

/** A 360 px phone's row: three tools and "more". */
export const PhoneRow: Story = { args: { buttons: views(ROOM_PAGE, [TOOLBAR_BUTTON.EXAM]), capacity: 4 } };

/** A narrow row: two places, the rest in "more" (which carries a hidden tool's badge). */
export const Narrow: Story = { args: { buttons: views(ALL.slice(0, 8), [TOOLBAR_BUTTON.GOODS]), capacity: 3 } };

/**
 * Where the open tool's drawer stands in these stories (the Drawer story shows the real one): the
 * open button's aria-controls names an element that exists, as on the watch page.
 */
const DrawerStandIn = () => (
  <section id="story-drawer" aria-label="drawer">
    …
  </section>
);

/** The open tool's button is marked (its drawer is the next story). */
export const ToolOpen: Story = {
  args: { open: TOOLBAR_BUTTON.VOTE },
  render: (args) => (
    <>
      <ToolbarView {...args} />
      <DrawerStandIn />
    </>
  ),
};

/** The drawer of an open tool, with placeholder content (each tool's stories show its panel). */
export const Drawer: Story = {
  render: () => (
    <ToolDrawer id="story-drawer" button={TOOLBAR_BUTTON.VOTE} trigger="PASSIVE" onClose={() => undefined}>
      <p>…</p>
    </ToolDrawer>
  ),
};

const STATES: readonly (readonly [StateCase, Partial<ToolbarViewProps>])[] = [
  [{ name: "few tools", states: {} }, {}],
  [{ name: "badges", states: {} }, { buttons: views(ALL.slice(0, 5), [TOOLBAR_BUTTON.LIKE, TOOLBAR_BUTTON.REWARD]) }],
  [
    { name: "narrow, a badge in 'more'", states: {} },
    { buttons: views(ALL.slice(0, 8), [TOOLBAR_BUTTON.GOODS]), capacity: 3 },
  ],
  [{ name: "a tool open", states: {} }, { open: TOOLBAR_BUTTON.VOTE }],
  [
    { name: "laptop row, news first", states: {} },
    { buttons: views(ROOM_PAGE, [TOOLBAR_BUTTON.VOTE]), capacity: 10 },
  ],
];

/** Every state, light and dark, in the toolbar's language and Arabic (right to left). */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <>
      {STATES.map(([state, args]) => (
        <StateGrid key={state.name} cases={[state]} locale={storyGlobals(globals).locale}>
          {() => <ToolbarView {...meta.args} {...args} direction={storyGlobals(globals).locale === "ar" ? "rtl" : "ltr"} />}
        </StateGrid>
      ))}
      <DrawerStandIn />
    </>
  ),
};
