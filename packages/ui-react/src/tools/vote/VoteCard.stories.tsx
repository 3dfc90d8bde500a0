import type { Meta, StoryObj } from "@storybook/react-vite";
import type { VoteState } from "@livehall/application";
import { useMemo, useState } from "react";
import { directionOf, type Locale } from "../../i18n/locales";
import { createFakeServices } from "../../testing/fake-services";
import { PreviewProviders } from "../../testing/PreviewProviders";
import { storyGlobals } from "../../testing/story-globals";
import type { Theme } from "../../theme/choose-theme";
import "../../testing/StateGrid.css";
import { voteStates } from "./demo-vote-states";
import { VoteCard } from "./VoteCard";

const noop = () => undefined;

const meta = {
  title: "Tools/Vote",
  component: VoteCard,
  args: { state: voteStates.open(), onChoose: noop, onSubmit: noop },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cases: readonly (readonly [string, VoteState])[] = [
  ["No vote yet", voteStates.none()],
  ["Open, nothing chosen", voteStates.open()],
  ["Single choice, one chosen", voteStates.chosen()],
  ["Multiple choice, two chosen", voteStates.multipleChosen()],
  ["Deadline countdown", voteStates.countdown()],
  ["Submitting", voteStates.submitting()],
  ["Voted: live results", voteStates.voted()],
  ["Voted: results holding anonymous ballots", voteStates.anonymousCounted()],
  ["Results for voters: hidden before voting", voteStates.hidden()],
  ["Results for voters: ended without voting", voteStates.hiddenEnded()],
  ["Ended with results", voteStates.ended()],
  ["Ended, the viewer's choice marked", voteStates.endedVoted()],
  ["Ended with zero ballots", voteStates.zeroBallots()],
  ["Refused: already voted", voteStates.refused("alreadyVoted")],
  ["Refused: too many attempts", voteStates.refused("rateLimited")],
  ["Refused: login needed", voteStates.refused("loginNeeded")],
  ["Failed to send", voteStates.refused("failed")],
];

/** The watch page's two themes (§3 theme 1 deep/dark, 2 light), in the toolbar's language and in Arabic. */
function Grid({ locale }: { readonly locale: Locale }) {
  const container = useMemo(() => createFakeServices().container, []);
  const variants: readonly { readonly theme: Theme; readonly locale: Locale }[] = [
    { theme: "light", locale },
    { theme: "dark", locale },
    { theme: "light", locale: "ar" },
    { theme: "dark", locale: "ar" },
  ];
  return (
    <div className="lh-grid">
      {cases.map(([name, state]) => (
        <section key={name} className="lh-grid__row" aria-label={name}>
          <h2 className="lh-grid__name">{name}</h2>
          <div className="lh-grid__frames">
            {variants.map((variant) => (
              <figure
                key={`${variant.theme}-${variant.locale}`}
                className="lh-grid__frame"
                data-theme={variant.theme}
                lang={variant.locale}
                dir={directionOf(variant.locale)}
              >
                <figcaption className="lh-grid__caption">{`${variant.theme} · ${variant.locale}`}</figcaption>
                <PreviewProviders container={container} locale={variant.locale} theme={variant.theme} applyToDocument={false}>
                  <VoteCard state={state} onChoose={noop} onSubmit={noop} />
                </PreviewProviders>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function InteractiveVote() {
  const [state, setState] = useState<VoteState>(voteStates.open());
  return (
    <VoteCard
      state={state}
      onChoose={(optionId) => {
        setState((current) => ({ ...current, selection: [optionId] }));
      }}
      onSubmit={() => {
        setState((current) => ({ ...current, myOptionIds: current.selection, results: voteStates.voted().results }));
      }}
    />
  );
}

/** Choose and submit: the story keeps the state itself (no server). */
export const Interactive: Story = { render: () => <InteractiveVote /> };

export const Voted: Story = { args: { state: voteStates.voted() } };
export const AnonymousBallotsCounted: Story = { args: { state: voteStates.anonymousCounted() } };
export const Hidden: Story = { args: { state: voteStates.hidden() } };
export const Ended: Story = { args: { state: voteStates.ended() } };

/** Every state side by side: light and dark (deep) watch themes, the toolbar's language and Arabic (right to left). */
export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (_args, { globals }) => <Grid locale={storyGlobals(globals).locale} />,
};
