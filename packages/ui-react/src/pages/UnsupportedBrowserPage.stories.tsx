import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { UnsupportedBrowserPage } from "./UnsupportedBrowserPage";

const meta = {
  title: "Pages/UnsupportedBrowserPage",
  component: UnsupportedBrowserPage,
  parameters: { layout: "fullscreen" },
  args: { device: "android" },
} satisfies Meta<typeof UnsupportedBrowserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {};
export const Ios: Story = { args: { device: "ios" } };
export const Desktop: Story = { args: { device: "desktop" } };

/** Each device's page, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllDevices: Story = {
  render: (_args, { globals }) => (
    <>
      {(["android", "ios", "desktop"] as const).map((device) => (
        <StateGrid key={device} cases={[{ name: device, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <UnsupportedBrowserPage device={device} />}
        </StateGrid>
      ))}
    </>
  ),
};
