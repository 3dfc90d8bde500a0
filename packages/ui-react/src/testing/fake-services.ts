import {
  APP_TOKENS,
  CopyText,
  type CallToAction,
  type ChatState,
  type CodeLoginState,
  type EnteredEvent,
  type Loadable,
  type LiveRoomState,
  type LoginPromptState,
  type NicknameState,
  type OpenedRoom,
  type BoardView,
  type PlayerView,
  type PlayFlowView,
  type ResolvedEvent,
  type MeetingScreensView,
  type TrialState,
  type WechatMobileLoginState,
  type WechatPcLoginState,
} from "@livehall/application";
import { FakeClipboard, RecordingNavigator, RecordingNotifier } from "@livehall/application/testing";
import { Container } from "inversify";
import { FakeLanding } from "./fake-landing";
import { FakeAccessWords } from "./fake-access-words";
import type { AccessWordsState, LandingState } from "@livehall/application";
import { FakeEnterEvent, FakeLikes, FakeLiveRoom, FakeOpenRoom, FakePresence, FakeResolveEvent } from "./fake-use-cases";
import { FakeBoardPlay, FakePlayerService, FakePlayFlow } from "./fake-player-services";
import { FakeCallToActions, FakeChat } from "./fake-chat-services";
import { bindFakeRoomFeatures } from "./fake-room-features";
import { FakeMeetingScreens } from "./fake-meeting-screens";
import { bindAccessFakes, type AccessFakes, type AccessFakeStates } from "./fake-access-services";
import {
  FakeChangeNickname,
  FakeCodeLogin,
  FakeInterceptAnonymous,
  FakeLoginPrompt,
  FakeLogOut,
  FakeSessionKeeper,
  FakeTabGuard,
  FakeTrialTimer,
  FakeWechatMobileLogin,
  FakeWechatPcLogin,
} from "./fake-login-services";

/** The state each fake use-case starts in (idle when left out). */
export interface FakeStates extends AccessFakeStates {
  readonly resolveEvent?: Loadable<ResolvedEvent>;
  readonly enterEvent?: Loadable<EnteredEvent>;
  /** The landing page (merged over idle). */
  readonly landing?: Partial<LandingState>;
  /** The organiser's access-check words the access page reads (none when left out). */
  readonly accessWords?: AccessWordsState;
  readonly openRoom?: Loadable<OpenedRoom>;
  /** The main player's view (merged over idle). */
  readonly playback?: Partial<PlayerView>;
  /** The board player's view (merged over idle). */
  readonly boardPlayback?: Partial<PlayerView>;
  /** The play flow's view (merged over loading). */
  readonly playFlow?: Partial<PlayFlowView>;
  /** The board's view (merged over hidden, layout 1). */
  readonly board?: Partial<BoardView>;
  /** What the live room's pushes said (unknown when left out). */
  readonly liveRoom?: Partial<LiveRoomState>;
  /** The room's like total (unknown when left out). */
  readonly likes?: number | null;
  /** The room's chat (idle when left out). */
  readonly chat?: Partial<ChatState>;
  /** The room's call-to-action tools (none when left out). */
  readonly callToActions?: readonly CallToAction[];
  /** A meeting room's screens (idle when left out: a live room). */
  readonly meetingScreens?: MeetingScreensView;
  readonly loginPrompt?: LoginPromptState;
  readonly codeLogin?: CodeLoginState;
  readonly nickname?: NicknameState;
  readonly wechatPc?: WechatPcLoginState;
  readonly wechatMobile?: WechatMobileLoginState;
  /** The chat-app result was a snapshot user (WechatMobileLogin's snapshotUser$ has emitted). */
  readonly wechatSnapshotUser?: boolean;
  readonly trial?: TrialState;
  /** Where the fake navigator starts (its current() answer). */
  readonly at?: string;
}

export interface FakeServices extends AccessFakes {
  readonly container: Container;
  readonly resolveEvent: FakeResolveEvent;
  readonly enterEvent: FakeEnterEvent;
  readonly landing: FakeLanding;
  readonly accessWords: FakeAccessWords;
  readonly openRoom: FakeOpenRoom;
  readonly playStream: FakePlayerService;
  readonly boardStream: FakePlayerService;
  readonly playFlow: FakePlayFlow;
  readonly boardPlay: FakeBoardPlay;
  readonly liveRoom: FakeLiveRoom;
  readonly likes: FakeLikes;
  readonly presence: FakePresence;
  readonly chat: FakeChat;
  readonly callToActions: FakeCallToActions;
  readonly meetingScreens: FakeMeetingScreens;
  readonly navigator: RecordingNavigator;
  readonly notifier: RecordingNotifier;
  /** What the page copied (the player's "Copy video address"). */
  readonly clipboard: FakeClipboard;
  readonly loginPrompt: FakeLoginPrompt;
  readonly codeLogin: FakeCodeLogin;
  readonly changeNickname: FakeChangeNickname;
  readonly logOut: FakeLogOut;
  readonly wechatPcLogin: FakeWechatPcLogin;
  readonly wechatMobileLogin: FakeWechatMobileLogin;
  readonly interceptAnonymous: FakeInterceptAnonymous;
  readonly trialTimer: FakeTrialTimer;
  readonly sessionKeeper: FakeSessionKeeper;
  readonly tabGuard: FakeTabGuard;
}

/**
 * An inversify container for ui-react tests and Storybook: use-cases fixed in the given states,
 * the application's recording Navigator and Notifier for the ports the pages touch.
 */
export function createFakeServices(states: FakeStates = {}): FakeServices {
  const services = {
    resolveEvent: new FakeResolveEvent(states.resolveEvent),
    enterEvent: new FakeEnterEvent(states.enterEvent),
    landing: new FakeLanding(states.landing),
    accessWords: new FakeAccessWords(states.accessWords ?? null),
    openRoom: new FakeOpenRoom(states.openRoom),
    playStream: new FakePlayerService(states.playback),
    boardStream: new FakePlayerService(states.boardPlayback),
    playFlow: new FakePlayFlow(states.playFlow),
    boardPlay: new FakeBoardPlay(states.board),
    liveRoom: new FakeLiveRoom(states.liveRoom),
    likes: new FakeLikes(states.likes),
    presence: new FakePresence(),
    chat: new FakeChat(states.chat),
    callToActions: new FakeCallToActions(states.callToActions),
    meetingScreens: new FakeMeetingScreens(states.meetingScreens),
    navigator: new RecordingNavigator(states.at),
    notifier: new RecordingNotifier(),
    clipboard: new FakeClipboard(),
    loginPrompt: new FakeLoginPrompt(states.loginPrompt),
    codeLogin: new FakeCodeLogin(states.codeLogin),
    changeNickname: new FakeChangeNickname(states.nickname),
    logOut: new FakeLogOut(),
    wechatPcLogin: new FakeWechatPcLogin(states.wechatPc),
    wechatMobileLogin: new FakeWechatMobileLogin(states.wechatMobile, states.wechatSnapshotUser),
    interceptAnonymous: new FakeInterceptAnonymous(),
    trialTimer: new FakeTrialTimer(states.trial),
    sessionKeeper: new FakeSessionKeeper(),
    tabGuard: new FakeTabGuard(),
  };
  const container = new Container();
  container.bind(APP_TOKENS.ResolveEvent).toConstantValue(services.resolveEvent);
  container.bind(APP_TOKENS.EnterEvent).toConstantValue(services.enterEvent);
  container.bind(APP_TOKENS.Landing).toConstantValue(services.landing);
  container.bind(APP_TOKENS.AccessWords).toConstantValue(services.accessWords);
  container.bind(APP_TOKENS.OpenRoom).toConstantValue(services.openRoom);
  container.bind(APP_TOKENS.PlayStream).toConstantValue(services.playStream);
  container.bind(APP_TOKENS.BoardStream).toConstantValue(services.boardStream);
  container.bind(APP_TOKENS.PlayFlow).toConstantValue(services.playFlow);
  container.bind(APP_TOKENS.BoardPlay).toConstantValue(services.boardPlay);
  container.bind(APP_TOKENS.LiveRoom).toConstantValue(services.liveRoom);
  container.bind(APP_TOKENS.Likes).toConstantValue(services.likes);
  container.bind(APP_TOKENS.Presence).toConstantValue(services.presence);
  container.bind(APP_TOKENS.Chat).toConstantValue(services.chat);
  container.bind(APP_TOKENS.CallToActions).toConstantValue(services.callToActions);
  container.bind(APP_TOKENS.Navigator).toConstantValue(services.navigator);
  container.bind(APP_TOKENS.Notifier).toConstantValue(services.notifier);
  container.bind(APP_TOKENS.Clipboard).toConstantValue(services.clipboard);
  container.bind(APP_TOKENS.CopyText).toConstantValue(new CopyText(services.clipboard, services.notifier));
  container.bind(APP_TOKENS.LoginPrompt).toConstantValue(services.loginPrompt);
  container.bind(APP_TOKENS.CodeLogin).toConstantValue(services.codeLogin);
  container.bind(APP_TOKENS.ChangeNickname).toConstantValue(services.changeNickname);
  container.bind(APP_TOKENS.LogOut).toConstantValue(services.logOut);
  container.bind(APP_TOKENS.WechatPcLogin).toConstantValue(services.wechatPcLogin);
  container.bind(APP_TOKENS.WechatMobileLogin).toConstantValue(services.wechatMobileLogin);
  container.bind(APP_TOKENS.InterceptAnonymous).toConstantValue(services.interceptAnonymous);
  container.bind(APP_TOKENS.TrialTimer).toConstantValue(services.trialTimer);
  container.bind(APP_TOKENS.SessionKeeper).toConstantValue(services.sessionKeeper);
  container.bind(APP_TOKENS.TabGuard).toConstantValue(services.tabGuard);
  bindFakeRoomFeatures(container, [
    ["liveRoom", APP_TOKENS.LiveRoom, services.liveRoom],
    ["chat", APP_TOKENS.Chat, services.chat],
    ["likes", APP_TOKENS.Likes, services.likes],
    ["presence", APP_TOKENS.Presence, services.presence],
    ["callToActions", APP_TOKENS.CallToActions, services.callToActions],
    ["playFlow", APP_TOKENS.PlayFlow, services.playFlow],
    ["board", APP_TOKENS.BoardPlay, services.boardPlay],
    ["meetingScreens", APP_TOKENS.MeetingScreens, services.meetingScreens],
  ]);
  const accessFakes = bindAccessFakes(container, states);
  return { container, ...services, ...accessFakes };
}
