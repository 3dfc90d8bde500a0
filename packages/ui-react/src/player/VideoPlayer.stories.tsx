import type { Meta, StoryObj } from "@storybook/react-vite";
import { VideoPlayer } from "./VideoPlayer";

const meta = {
  title: "Components/VideoPlayer",
  component: VideoPlayer,
  args: { url: "/media/live/720p.m3u8", label: "主会场" },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { fakeStates: { playback: { status: "loading", engine: "hls", errorKey: null } } } };
export const Buffering: Story = { parameters: { fakeStates: { playback: { status: "buffering", engine: "hls", errorKey: null } } } };
export const Paused: Story = { parameters: { fakeStates: { playback: { status: "paused", engine: "hls", errorKey: null } } } };
export const Failed: Story = { parameters: { fakeStates: { playback: { status: "error", engine: "hls", errorKey: "error.player.network" } } } };
/** The organiser masked the picture (ROOM_CONFIG liveViewPageShowFlag 1): covered and muted. */
export const Masked: Story = { args: { masked: true }, parameters: { fakeStates: { playback: { status: "playing", engine: "hls", errorKey: null } } } };
