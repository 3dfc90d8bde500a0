import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEFAULT_WATCH_DECORATE, type WatchBackground } from "@livehall/domain";
import type { CSSProperties } from "react";
import { StateGrid } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { useLocale } from "../i18n/I18nProvider";
import { useTheme } from "../theme/ThemeProvider";
import { AnnouncementBar } from "../watch/AnnouncementBar";
import { watchBackgroundStyle } from "./watch-background-style";

const svg = (fill: string, label: string) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${fill}"/><circle cx="260" cy="40" r="90" fill="#ff8a00" opacity="0.35"/><text x="16" y="168" font-family="sans-serif" font-size="20" fill="#888">${label}</text></svg>`,
  );

interface PreviewProps {
  readonly background: WatchBackground;
  /** moduleDiaphaneity in percent. */
  readonly moduleOpacity: number;
}

/** The watch page's background as WatchDecorateLayer paints it, with a module (the announcement) at the organiser's opacity. */
function BackgroundPreview({ background, moduleOpacity }: PreviewProps) {
  const [locale] = useLocale();
  const { theme } = useTheme();
  // data-theme here too: tokens.css recomputes --color-module-bg where a theme applies.
  const style = { ...watchBackgroundStyle(background, locale), "--lh-module-opacity": `${String(moduleOpacity)}%` } as CSSProperties;
  return (
    <div data-theme={theme} style={{ ...style, minBlockSize: "12rem", padding: "1rem", display: "grid", alignContent: "end" }}>
      <AnnouncementBar announcement={{ text: "欢迎 · Welcome · مرحبا", rolling: false }} />
    </div>
  );
}

const meta = {
  title: "Decorate/WatchBackground",
  component: BackgroundPreview,
  args: { background: DEFAULT_WATCH_DECORATE.background, moduleOpacity: 60 },
} satisfies Meta<typeof BackgroundPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = (fields: Partial<WatchBackground>): WatchBackground => ({
  ...DEFAULT_WATCH_DECORATE.background,
  kind: "image",
  imageByLanguage: { "zh-Hans": svg("#101820", "zh-Hans"), ar: svg("#201018", "ar") },
  ...fields,
});

/** The theme's own background (no colour set), modules at 60 %. */
export const ThemeColour: Story = {};

/** The organiser's colour. */
export const OrganiserColour: Story = { args: { background: { ...DEFAULT_WATCH_DECORATE.background, color: "#1b2a49" } } };

/** An image covering the page, per language (Arabic shows its own). */
export const ImageCover: Story = { args: { background: image({}) } };

/** An image contained, anchored at the top. */
export const ImageContain: Story = { args: { background: image({ displayMode: "contain", location: "top" }) } };

/** An image tiled. */
export const ImageTile: Story = { args: { background: image({ displayMode: "tile" }) } };

/** Modules fully opaque and fully transparent. */
export const ModuleOpacity: Story = {
  render: (args) => (
    <>
      <BackgroundPreview {...args} background={image({})} moduleOpacity={100} />
      <BackgroundPreview {...args} background={image({})} moduleOpacity={0} />
    </>
  ),
};

/** Both watch themes (deep and light) and Arabic, right to left: the theme's colour, an image, an organiser's colour. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <>
      {(
        [
          ["Theme colour", DEFAULT_WATCH_DECORATE.background],
          ["Image, cover", image({})],
          ["Organiser's colour", { ...DEFAULT_WATCH_DECORATE.background, color: "#1b2a49" }],
        ] as const
      ).map(([name, background]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <BackgroundPreview {...args} background={background} />}
        </StateGrid>
      ))}
    </>
  ),
};
