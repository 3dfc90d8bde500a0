import { APP_TOKENS } from "@livehall/application";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { useService } from "../services/ServicesProvider";
import { chatStates, demoChatMessages } from "../testing/demo-chat";
import { FakeChat } from "../testing/fake-chat-services";
import { Barrage } from "./Barrage";
import { BarrageControls } from "./BarrageControls";
import { useBarrageSettings } from "./barrage-settings";

/** Feeds the story's fake chat `perSecond` messages a second, as CHAT_MESSAGE pushes would. */
function ChatFeed({ perSecond }: { readonly perSecond: number }) {
  const service = useService(APP_TOKENS.Chat);
  const chat = service instanceof FakeChat ? service : null;
  useEffect(() => {
    if (chat === null) return;
    let id = 10_000;
    const timer = setInterval(() => {
      chat.receive(...demoChatMessages(1, id++));
    }, 1000 / perSecond);
    return () => {
      clearInterval(timer);
    };
  }, [chat, perSecond]);
  return null;
}

/** A player-sized stage with the barrage over it and its controls below, as the watch page has them. */
function BarrageDemo({ perSecond }: { readonly perSecond: number }) {
  const [settings, setSettings] = useBarrageSettings();
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: "1rem", maxInlineSize: "48rem" }}>
      <div
        style={{ position: "relative", aspectRatio: "16 / 9", borderRadius: 8, background: "linear-gradient(135deg, #1b2a49, #0b0f19)" }}
      >
        {settings.on ? <Barrage region={settings.region} /> : null}
      </div>
      <BarrageControls settings={settings} onChange={setSettings} />
      <ChatFeed perSecond={perSecond} />
    </div>
  );
}

const meta = {
  title: "Chat/Barrage",
  component: BarrageDemo,
  args: { perSecond: 3 },
  parameters: { fakeStates: { chat: chatStates.ready(5) } },
} satisfies Meta<typeof BarrageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages fly right to left (left to right in Arabic); toggle it and choose its region below. */
export const Default: Story = {};

/** A flood: lanes fill up and the messages that find none are dropped. */
export const Flood: Story = { args: { perSecond: 40 } };
