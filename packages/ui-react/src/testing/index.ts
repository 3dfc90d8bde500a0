/**
 * Fakes and helpers for ui-react tests and Storybook (imported as `@livehall/ui-react/testing`);
 * never used by a real app.
 */
export { createFakeServices, type FakeServices, type FakeStates } from "./fake-services";
export { FakeEnterEvent, FakeLikes, FakeLiveRoom, FakeOpenRoom, FakePresence, FakeResolveEvent } from "./fake-use-cases";
export { FakeBoardPlay, FakePlayerService, FakePlayFlow } from "./fake-player-services";
export {
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
export {
  bindAccessFakes,
  FakeAccessForm,
  FakeCaptcha,
  FakeSignup,
  IDLE_ACCESS_FORM,
  IDLE_SIGNUP,
  type AccessFakes,
  type AccessFakeStates,
} from "./fake-access-services";
export { FakeCallToActions, FakeChat } from "./fake-chat-services";
export { chatStates, demoCallToActions, demoChatMessages } from "./demo-chat";
export { demoQuestionnaire, signupStates } from "./demo-questionnaire";
export { demoStates } from "./demo-states";
export { demoAgreements, demoViewers, readyCodeLogin, resolvedFor } from "./demo-login-states";
export { StateGrid, type StateCase } from "./StateGrid";
export { PreviewProviders } from "./PreviewProviders";
export { renderWithServices } from "./render-page";
export { storyGlobals } from "./story-globals";
export { withServices } from "./with-services";
export { CATALOGS, registerAllCatalogs, SOURCE_CATALOGS } from "../i18n/all-catalogs";
export { TEST_WAIT_MS } from "./test-wait";
