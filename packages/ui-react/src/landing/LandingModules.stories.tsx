import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoLandingPage } from "@livehall/application/testing";
import type { LandingModule, LandingThemeStyle } from "@livehall/domain";
import { demoLandingStates } from "../testing/fake-landing";
import { LandingModules } from "./LandingModules";

const page = demoLandingPage();
const agenda = demoLandingStates.pro().agenda!;
const idle = { step: "idle", url: null } as const;
const BEFORE_START = () => Date.UTC(2030, 0, 1, 1) - 3 * 3_600_000;
const STYLE: LandingThemeStyle = {
  countdown: { light: { background: "#fff4ec", font: "#1f2329" }, dark: { background: "#16181d", font: "#f2f3f5" } },
  agenda: { light: { background: "#ffffff", font: "#1f2329" }, dark: { background: "#16181d", font: "#f2f3f5" } },
};
const noop = () => undefined;

/** Each module alone, in its light and its dark theme. */
function OneModule({ type }: { readonly type: LandingModule["type"] }) {
  const module = page.modules.find((m) => m.type === type)!;
  return (
    <div style={{ display: "grid", gap: "1rem" }}>
      {(["light", "dark"] as const).map((theme) => (
        <LandingModules
          key={theme}
          page={{ ...page, modules: [{ ...module, theme }] }}
          state={{ themeStyle: STYLE, agenda, media: idle }}
          onFilter={noop}
          onPage={noop}
          onPlay={noop}
          now={BEFORE_START}
        />
      ))}
    </div>
  );
}

const meta = {
  title: "Landing/Modules",
  component: OneModule,
  args: { type: "logo" },
  argTypes: { type: { control: "select", options: page.modules.map((m) => m.type) } },
} satisfies Meta<typeof OneModule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logo: Story = { args: { type: "logo" } };
export const Propaganda: Story = { args: { type: "propaganda" } };
export const Title: Story = { args: { type: "title" } };
export const Countdown: Story = { args: { type: "countdown" } };
export const Graphic: Story = { args: { type: "graphic" } };
export const Guests: Story = { args: { type: "guests" } };
export const Media: Story = { args: { type: "media" } };
export const Agenda: Story = { args: { type: "agenda" } };
export const Partner: Story = { args: { type: "partner" } };
export const Contact: Story = { args: { type: "contact" } };
