import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
import { Button } from "../components/Button";
import { Toaster } from "./Toaster";
import { ToasterView } from "./ToasterView";

/**
 * A toaster already showing one notice of each kind (kept up far longer than 3 s); `announce` shows
 * what a viewer reads when a vote and an exam were already running as the page opened (decision 0055).
 */
function ToasterDemo({ autoHideMs, announce = false }: { readonly autoHideMs: number; readonly announce?: boolean }) {
  const toaster = useMemo(() => new Toaster(autoHideMs), [autoHideMs]);
  useEffect(() => {
    if (announce) {
      toaster.notify({ level: "info", key: "toolbar.announce.VOTE" });
      toaster.notify({ level: "info", key: "toolbar.announce.EXAM" });
      return;
    }
    toaster.notify({ level: "error", key: "error.invalidEvent" });
    toaster.notify({ level: "warning", key: "error.noRoomPermission" });
    toaster.notify({ level: "success", key: "success.ratingSubmitted" });
    toaster.notify({ level: "error", key: "error.code.100016", text: "服务器返回的原文消息" });
  }, [toaster, announce]);
  return (
    <div style={{ minBlockSize: "16rem" }}>
      <ToasterView toaster={toaster} />
      <Button
        onClick={() => {
          toaster.notify({ level: "info", key: "error.networkTimeout" });
        }}
      >
        notify
      </Button>
    </div>
  );
}

const meta = {
  title: "Components/Toaster",
  component: ToasterDemo,
  args: { autoHideMs: 600_000 },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryLevel: Story = {};
export const AutoHiding: Story = { args: { autoHideMs: 3000 } };
/** A vote and an exam running when the page opened: announced, never opened over the viewer bar. */
export const RunningToolsAnnounced: Story = { args: { announce: true } };
