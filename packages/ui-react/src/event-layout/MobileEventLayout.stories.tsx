import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { MobileEventLayout } from "./MobileEventLayout";
import { MobileMenuDrawer } from "./MobileMenuDrawer";
import { layoutStates } from "./story-states";
import { StoryPage } from "./StoryPage";

const meta = {
  title: "Layout/MobileEventLayout",
  component: MobileEventLayout,
  args: { eventNumber: "10001", current: { page: "watch", roomNumber: "20001" }, children: <StoryPage />, drawer: MobileMenuDrawer },
  parameters: { layout: "fullscreen", fakeStates: layoutStates.defaults, viewport: { defaultViewport: "mobile2" } },
} satisfies Meta<typeof MobileEventLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DrawerClosed: Story = {};
/** The 140 px right drawer menu open over the page, focus on its first tab. */
export const DrawerOpen: Story = { args: { initiallyOpen: true } };
export const DrawerOpenDark: Story = { args: { initiallyOpen: true }, globals: { theme: "dark" } };
/** Mirrored: the drawer at the left in Arabic. */
export const DrawerOpenArabic: Story = { args: { initiallyOpen: true }, globals: { locale: "ar" } };
export const WithLogo: Story = { parameters: { fakeStates: layoutStates.withLogo } };
export const TopBarOff: Story = { parameters: { fakeStates: layoutStates.noTopBar } };

const cases: readonly StateCase[] = [
  { name: "Event loading (no tabs yet: no menu)", states: layoutStates.eventLoading },
  { name: "Without logo", states: layoutStates.defaults },
  { name: "With logo", states: layoutStates.withLogo },
  { name: "Top bar off (menu only)", states: layoutStates.noTopBar },
];

/** The closed layout's states side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <MobileEventLayout {...args} />}
    </StateGrid>
  ),
};
