import { APP_TOKENS } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { StateGrid, type StateCase } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { WatchStage } from "../watch/WatchStage";
import { BoardPlayer } from "./BoardPlayer";
import { HIDDEN_BOARD } from "./idle-views";
import { VideoPlayer } from "./VideoPlayer";

const meta = {
  title: "Components/BoardPlayer",
  component: BoardPlayer,
  args: { board: { status: "waiting", layout: 1, url: null } },
} satisfies Meta<typeof BoardPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The watch stage as the page shows it: the fake BoardPlay's layout and status, the main player beside the board. */
function Stage() {
  const boardPlay = useService(APP_TOKENS.BoardPlay);
  const board = useObservable(boardPlay.state$, HIDDEN_BOARD);
  return (
    <WatchStage
      layout={board.layout}
      boardShown={board.status !== "hidden" && board.status !== "blocked"}
      board={<BoardPlayer board={board} />}
      video={<VideoPlayer label="主会场" playType="live" />}
    />
  );
}

const playing = { status: "playing", engine: "hls" } as const;
const cases: readonly StateCase[] = [
  { name: "Board waiting (bezel)", states: { playback: playing, board: { status: "waiting", layout: 1 } } },
  { name: "Board error (bezel)", states: { playback: playing, board: { status: "error", layout: 1 } } },
  { name: "Layout 1: video then board", states: { playback: playing, board: { status: "playing", layout: 1 } } },
  { name: "Layout 2: board then video", states: { playback: playing, board: { status: "playing", layout: 2 } } },
  { name: "Layout 3: video only", states: { playback: playing, board: { status: "hidden", layout: 3 } } },
  { name: "Layout 4: board large, video small", states: { playback: playing, board: { status: "playing", layout: 4 } } },
];

/** Board states and layouts 1–4 side by side, light and dark, in the toolbar's language and in Arabic. */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <StateGrid cases={cases} locale={storyGlobals(globals).locale}>
      {() => <Stage />}
    </StateGrid>
  ),
};

export const Waiting: Story = {};
export const Failed: Story = { args: { board: { status: "error", layout: 1, url: null } } };
