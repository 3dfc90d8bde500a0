import type { Meta, StoryObj } from "@storybook/react-vite";
import { StateGrid } from "../../testing/StateGrid";
import { storyGlobals } from "../../testing/story-globals";
import { DEMO_DETAILS, visibleModal } from "./demo-marketing";
import { MarketingModalView, type MarketingModalViewProps } from "./MarketingModalView";

const handlers = { onSubmit: () => undefined, onSendCode: () => undefined, onDownload: () => undefined, onClose: () => undefined };
const view = (props: Partial<MarketingModalViewProps>): MarketingModalViewProps => ({
  modal: visibleModal(DEMO_DETAILS.form),
  code: "idle",
  codeSentAt: null,
  ...handlers,
  ...props,
});

const meta = {
  title: "Tools/Marketing/MarketingModal",
  component: MarketingModalView,
  args: view({}),
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof MarketingModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state of the modal (§4), each in light (light theme) and deep (dark theme), in the toolbar's language and in Arabic (RTL). */
const CASES: readonly { readonly name: string; readonly props: MarketingModalViewProps }[] = [
  { name: "Form: all ten question types", props: view({}) },
  {
    name: "Form: answers with problems, one message per field",
    props: view({
      modal: visibleModal(DEMO_DETAILS.form, {
        errors: {
          name: "marketing.error.required",
          email: "marketing.error.email",
          phone: "marketing.error.code",
          size: "marketing.error.required",
        },
      }),
    }),
  },
  {
    name: "Form: submitting (loading)",
    props: view({ modal: visibleModal(DEMO_DETAILS.form, { loading: true }), code: "sent", codeSentAt: Date.now() }),
  },
  { name: "Form: submitted (stays visible)", props: view({ modal: visibleModal(DEMO_DETAILS.form, { submitted: true }) }) },
  { name: "Form: the SMS code could not be sent", props: view({ code: "failed" }) },
  { name: "Download: before its submit", props: view({ modal: visibleModal(DEMO_DETAILS.download) }) },
  {
    name: "Download: submitted (submitFlag 1), files listed",
    props: view({ modal: visibleModal({ ...DEMO_DETAILS.download, submitFlag: 1 }, { submitted: true }) }),
  },
  { name: "Code attention: a QR code", props: view({ modal: visibleModal(DEMO_DETAILS.qr) }) },
  { name: "Customer service: a QR code first, then a link", props: view({ modal: visibleModal(DEMO_DETAILS.service) }) },
  {
    name: "Hidden while the detail loads (nothing shown)",
    props: view({ modal: { phase: "loading", appId: "mkt-form", trigger: { mode: "ACTIVE" } } }),
  },
];

export const Form: Story = {};
export const Download: Story = { args: view({ modal: visibleModal({ ...DEMO_DETAILS.download, submitFlag: 1 }) }) };
export const CodeAttention: Story = { args: view({ modal: visibleModal(DEMO_DETAILS.qr) }) };
export const CustomerService: Story = { args: view({ modal: visibleModal(DEMO_DETAILS.service) }) };

/** Every state side by side: light and deep (dark), in the toolbar's language and in Arabic (RTL). */
export const AllStates: Story = {
  render: (_args, { globals }) => (
    <>
      {CASES.map((entry) => (
        <StateGrid key={entry.name} cases={[{ name: entry.name, states: {} }]} locale={storyGlobals(globals).locale}>
          {() => (
            <div style={{ minBlockSize: "44rem" }}>
              <MarketingModalView {...entry.props} />
            </div>
          )}
        </StateGrid>
      ))}
    </>
  ),
};
