/**
 * Fakes and helpers for ui-react tests and Storybook (imported as `@livehall/ui-react/testing`);
 * never used by a real app.
 */
export { createFakeServices, type FakeServices, type FakeStates } from "./fake-services";
export { FakeEnterEvent, FakeOpenRoom, FakePlayStream, FakeResolveEvent } from "./fake-use-cases";
export { demoStates } from "./demo-states";
export { StateGrid, type StateCase } from "./StateGrid";
export { PreviewProviders } from "./PreviewProviders";
export { renderWithServices } from "./render-page";
export { storyGlobals } from "./story-globals";
export { withServices } from "./with-services";
