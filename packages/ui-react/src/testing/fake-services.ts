import { APP_TOKENS, type EnteredEvent, type Loadable, type OpenedRoom, type PlaybackState, type ResolvedEvent } from "@livehall/application";
import { RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { Container } from "inversify";
import { FakeEnterEvent, FakeOpenRoom, FakePlayStream, FakeResolveEvent } from "./fake-use-cases";

/** The state each fake use-case starts in (idle when left out). */
export interface FakeStates {
  readonly resolveEvent?: Loadable<ResolvedEvent>;
  readonly enterEvent?: Loadable<EnteredEvent>;
  readonly openRoom?: Loadable<OpenedRoom>;
  readonly playback?: PlaybackState;
  /** Where the fake navigator starts (its current() answer). */
  readonly at?: string;
}

export interface FakeServices {
  readonly container: Container;
  readonly resolveEvent: FakeResolveEvent;
  readonly enterEvent: FakeEnterEvent;
  readonly openRoom: FakeOpenRoom;
  readonly playStream: FakePlayStream;
  readonly navigator: RecordingNavigator;
  readonly notifier: RecordingNotifier;
}

/**
 * An inversify container for ui-react tests and Storybook: use-cases fixed in the given states,
 * the application's recording Navigator and Notifier for the ports the pages touch.
 */
export function createFakeServices(states: FakeStates = {}): FakeServices {
  const services = {
    resolveEvent: new FakeResolveEvent(states.resolveEvent),
    enterEvent: new FakeEnterEvent(states.enterEvent),
    openRoom: new FakeOpenRoom(states.openRoom),
    playStream: new FakePlayStream(states.playback),
    navigator: new RecordingNavigator(states.at),
    notifier: new RecordingNotifier(),
  };
  const container = new Container();
  container.bind(APP_TOKENS.ResolveEvent).toConstantValue(services.resolveEvent);
  container.bind(APP_TOKENS.EnterEvent).toConstantValue(services.enterEvent);
  container.bind(APP_TOKENS.OpenRoom).toConstantValue(services.openRoom);
  container.bind(APP_TOKENS.PlayStream).toConstantValue(services.playStream);
  container.bind(APP_TOKENS.Navigator).toConstantValue(services.navigator);
  container.bind(APP_TOKENS.Notifier).toConstantValue(services.notifier);
  return { container, ...services };
}
