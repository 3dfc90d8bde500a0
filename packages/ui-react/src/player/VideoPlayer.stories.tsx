import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { VideoPlayer } from "./VideoPlayer";

const meta = {
  title: "Components/VideoPlayer",
  component: VideoPlayer,
  args: { label: "主会场", playType: "live" },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINES = [
  {
    index: 1,
    domainName: "a",
    resolutions: [
      { url: "/a/1080", name: "1080p", isDefault: true },
      { url: "/a/720", name: "720p", isDefault: false },
    ],
  },
  { index: 2, domainName: "b", resolutions: [{ url: "/b/720", name: "720p", isDefault: true }] },
];
const live = { engine: "hls", source: { url: "/media/live/s/master.m3u8", live: true }, duration: Infinity, lines: LINES } as const;
const vod = {
  engine: "native",
  source: { url: "/media/vod/m.mp4", live: false },
  duration: 600,
  currentTime: 95,
  seekable: true,
  speedMenu: true,
} as const;

const cases: readonly StateCase[] = [
  { name: "Idle", states: {} },
  { name: "Loading", states: { playback: { ...live, status: "loading" } } },
  { name: "Playing with controls", states: { playback: { ...live, status: "playing" } } },
  { name: "Paused", states: { playback: { ...live, status: "paused" } } },
  { name: "Buffering", states: { playback: { ...live, status: "buffering" } } },
  {
    name: "Error with id and reload",
    states: { playback: { ...live, status: "error", errorKey: "error.player.network", errorId: "network-404" } },
  },
  { name: "Live behind the edge (go live)", states: { playback: { ...live, status: "playing", behindLive: true } } },
  { name: "Recorded: progress, speed", states: { playback: { ...vod, status: "playing" } } },
  { name: "Muted", states: { playback: { ...live, status: "playing", muted: true } } },
];

/** Every player state side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <VideoPlayer {...args} />}
    </StateGrid>
  ),
};

export const Playing: Story = { parameters: { fakeStates: { playback: { ...live, status: "playing" } } } };
/** Open the speed and quality menus from the bar (they open on click or ArrowDown). */
export const MenusAvailable: Story = { parameters: { fakeStates: { playback: { ...vod, lines: LINES, status: "playing" } } } };
/** Under 350 px wide: the small layout (no volume bar, no times). */
export const SmallLayout: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { fakeStates: { playback: { ...vod, status: "playing" } } },
};
export const AdWithCaption: Story = {
  args: {
    playType: "ad",
    caption: (
      <>
        <span className="lh-player__badge">广告</span>
        <span>春季特卖</span>
      </>
    ),
  },
  parameters: { fakeStates: { playback: { ...vod, status: "playing" } } },
};
export const Notice: Story = { args: { notice: "直播尚未开始" } };
/** The room's watermark: the viewer's nickname tiled obliquely over the picture. */
export const Watermark: Story = {
  args: {
    watermark: {
      settings: { watermarkShowFlag: 1, watermarkType: "text", watermarkWordType: 1, watermarkPositionType: "oblique" },
      values: { nickname: "小明" },
      seed: "u1",
    },
  },
  parameters: { fakeStates: { playback: { ...live, status: "playing", videoSize: { width: 1280, height: 720 } } } },
};
/** A 160 × 64 logo as the server's demo picture draws it (a data: address: Storybook has no server). */
const LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="12" fill="#0f766e"/><circle cx="32" cy="32" r="18" fill="#f0fdfa"/></svg>',
  );
/** An image watermark (§3 watermarkType image): the picture in the top-right corner, 75 of 750 design px wide, in proportion. */
export const ImageWatermark: Story = {
  args: {
    watermark: {
      settings: {
        watermarkShowFlag: 1,
        watermarkType: "image",
        watermarkImgUrl: LOGO,
        watermarkPositionType: "side",
        watermarkPosition: 1,
      },
      values: {},
      seed: "u1",
    },
  },
  parameters: { fakeStates: { playback: { ...live, status: "playing", videoSize: { width: 1280, height: 720 } } } },
};
/** The organiser masked the picture (ROOM_CONFIG liveViewPageShowFlag 1): covered and muted. */
export const Masked: Story = { args: { masked: true }, parameters: { fakeStates: { playback: { ...live, status: "playing" } } } };
