import type { PlayerService } from "@livehall/application";
import { setupPlaylist } from "@livehall/domain";

/** §5: the message when the container id names no element of the page. */
export const CONTAINER_NOT_FOUND_MESSAGE = "container must be an existing element id";

/** What an embedding page asks for: one `file`, or a `playlist` (checked by the domain); `live` for a live stream. */
export interface PlayerSetup {
  readonly file?: string;
  readonly playlist?: unknown;
  /** Wrap from the last playlist item to the first (§4). */
  readonly repeat?: boolean;
  readonly live?: boolean;
}

/** Where a second setup of the same element is reported (console by default). */
export type SetupLogger = Pick<Console, "warn">;

/** The player set up on each element, so a second setup finds it. */
const players = new WeakMap<HTMLElement, PlayerService>();

/**
 * The imperative entry of the classic player libraries (§5): sets up a player in the element of
 * `doc` with id `containerId`, then plays `setup.file` (load) or `setup.playlist` (loadPlaylist
 * with `repeat`). `mount` creates the player in the element (e.g. renders a VideoPlayer there).
 * Setting up the same element again warns through `logger` and answers the player it already has,
 * with nothing mounted or loaded.
 * @throws Error 'container must be an existing element id' when no element has the id.
 * @throws Error 'setup needs a file or a playlist' with neither; 'playlist format is illegal' for a bad playlist.
 */
export function setupPlayer(
  doc: Document,
  containerId: string,
  setup: PlayerSetup,
  mount: (element: HTMLElement) => PlayerService,
  logger: SetupLogger = console,
): PlayerService {
  const element = containerId === "" ? null : doc.getElementById(containerId);
  if (!element) throw new Error(CONTAINER_NOT_FOUND_MESSAGE);
  const existing = players.get(element);
  if (existing) {
    logger.warn(`player container "${containerId}" is already set up; the existing player is returned`);
    return existing;
  }
  const checked = setupPlaylist({ file: setup.file, playlist: setup.playlist });
  if (!checked.ok) throw new Error(checked.error);
  const player = mount(element);
  players.set(element, player);
  const live = setup.live === true;
  if (setup.playlist !== undefined && setup.playlist !== null) player.loadPlaylist(setup.playlist, { live, repeat: setup.repeat === true });
  else if (setup.file !== undefined) player.load({ url: setup.file, live });
  return player;
}
