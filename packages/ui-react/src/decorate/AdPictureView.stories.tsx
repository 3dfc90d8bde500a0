import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEVICE, AD_TYPE, AD_LOCATION, type AdPicture } from "@livehall/domain";
import { INITIAL_AD_PICTURES, type AdPicturesService, type AdPicturesState } from "@livehall/application";
import { BehaviorSubject } from "rxjs";
import { useMemo } from "react";
import { StateGrid } from "../testing/StateGrid";
import { storyGlobals } from "../testing/story-globals";
import { RoomScopeProvider, type RoomFeatures } from "../services/RoomScopeProvider";
import { AdPictureView, type AdPictureViewProps } from "./AdPictureView";
import { RoomAdPictures } from "./RoomAdPictures";

const PICTURE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="120"><rect width="960" height="120" rx="12" fill="#ff7a00"/><text x="40" y="72" font-family="sans-serif" font-size="40" font-weight="700">Livehall — Demo ad</text></svg>',
  );
const noop = () => undefined;

const meta = {
  title: "Decorate/AdPictureView",
  component: AdPictureView,
  args: { content: { pictureUrl: PICTURE, linkUrl: "" }, closable: true, onShown: noop, onClick: noop, onClose: noop },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "40rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdPictureView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closable picture without a link. */
export const Closable: Story = {};

/** A picture the organiser made unclosable (adEnableCloseFlag 0). */
export const NotClosable: Story = { args: { closable: false } };

/** A picture that is a link (opens in a new tab). */
export const Linked: Story = { args: { content: { pictureUrl: PICTURE, linkUrl: "https://example.com/livehall" } } };

const variants: readonly (readonly [string, Partial<AdPictureViewProps>])[] = [
  ["Closable", {}],
  ["Not closable", { closable: false }],
  ["Linked", { content: { pictureUrl: PICTURE, linkUrl: "https://example.com/livehall" } }],
];

/** Every state side by side, light and dark, in the toolbar's language and in Arabic (right to left). */
export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (args, { globals }) => (
    <>
      {variants.map(([name, props]) => (
        <StateGrid key={name} cases={[{ name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => <AdPictureView {...args} {...props} />}
        </StateGrid>
      ))}
    </>
  ),
};

const picture = (id: string, fields: Partial<AdPicture>): AdPicture => ({
  id,
  device: DEVICE.PC,
  type: AD_TYPE.PC_PLAY_BOTTOM,
  location: AD_LOCATION.BOTTOM,
  show: true,
  closable: true,
  durationSeconds: 0,
  byLanguage: { "zh-Hans": { pictureUrl: PICTURE, linkUrl: "" } },
  ...fields,
});

/** A stand-in for the room's AdPictures feature: closing hides, durations are ignored. */
function fakeAdPictures(pictures: readonly AdPicture[]): AdPicturesService {
  const state = new BehaviorSubject<AdPicturesState>({ ...INITIAL_AD_PICTURES, pictures });
  return {
    state$: state.asObservable(),
    start: noop,
    dispose: noop,
    shown: noop,
    clicked: noop,
    close: (id) => {
      state.next({ ...state.value, dismissed: [...state.value.dismissed, id] });
    },
  };
}

function Slots({ pictures }: { readonly pictures: readonly AdPicture[] }) {
  const scope = useMemo(() => {
    const feature = fakeAdPictures(pictures);
    const find = (() => feature) as RoomFeatures["find"];
    return { find };
  }, [pictures]);
  return (
    <RoomScopeProvider scope={scope}>
      <RoomAdPictures slot="playTop" />
      <div style={{ aspectRatio: "16 / 9", background: "var(--color-video-bg)", marginBlock: "0.5rem" }} />
      <RoomAdPictures slot="playBottom" />
    </RoomScopeProvider>
  );
}

/** The room's pictures by slot: one above the player (not closable), one below (close it); a phone picture and a hidden one do not show. */
export const RoomSlots: Story = {
  render: () => (
    <Slots
      pictures={[
        picture("top", { type: AD_TYPE.PC_PLAY_TOP, closable: false }),
        picture("bottom", {}),
        picture("phone", { device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY }),
        picture("hidden", { show: false }),
      ]}
    />
  ),
};
