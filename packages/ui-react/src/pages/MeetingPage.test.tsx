// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import {
  APP_TOKENS,
  INITIAL_AD_PICTURES,
  type AdPicturesService,
  type OpenedRoom,
  type RoomFeatureRegistration,
} from "@livehall/application";
import { AD_LOCATION, AD_TYPE, DEFAULT_WATCH_DECORATE, DEVICE, type AdPicture, type WatchDecorate } from "@livehall/domain";
import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import { screensView } from "../meeting/screen-fixtures";
import { demoStates } from "../testing/demo-states";
import { createFakeServices } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import { MeetingPage } from "./MeetingPage";
import { cleanUpAfterEach, WATCHER_COUNTS } from "./WatchPage.fixtures";

cleanUpAfterEach();

const LONG = {
  "zh-Hans": "研讨会：产品发布与开发者问答专场（三屏直播）",
  en: "Seminar: product launch and developer Q&A, three screens",
};

function seminar(names: Readonly<Record<string, string>>, decorate: WatchDecorate = DEFAULT_WATCH_DECORATE) {
  const ready = demoStates.openedRoom();
  if (ready.status !== "ready") throw new Error("fixture");
  const value: OpenedRoom = { ...ready.value, room: { ...ready.value.room, roomNumber: "20003", roomMode: 3, names, decorate } };
  return { status: "ready", value } as const;
}

/** Fake services whose rooms also run an AdPictures feature showing `pictures`. */
function servicesWithAdPictures(pictures: readonly AdPicture[]) {
  const services = createFakeServices({ openRoom: seminar(LONG) });
  const feature: AdPicturesService = {
    state$: new BehaviorSubject({ ...INITIAL_AD_PICTURES, pictures }).asObservable(),
    start: () => undefined,
    dispose: () => undefined,
    shown: () => undefined,
    clicked: () => undefined,
    close: () => undefined,
  };
  const type = function Shared() {
    return feature;
  } as unknown as RoomFeatureRegistration["type"];
  services.container.bind(APP_TOKENS.RoomFeature).toConstantValue({ id: "adPictures", token: APP_TOKENS.AdPictures, type, order: 5000 });
  return services;
}

const adPicture = (id: string, type: AdPicture["type"], url: string): AdPicture => ({
  id,
  device: DEVICE.PC,
  type,
  location: AD_LOCATION.TOP,
  show: true,
  closable: false,
  durationSeconds: 0,
  byLanguage: { en: { pictureUrl: url, linkUrl: "" } },
});

describe("MeetingPage (decision 0039)", () => {
  it.each([
    ["zh-Hans", "研讨会：产品发布与开发者问答专场（三屏…"],
    ["en", "Seminar: product la…"],
  ] as const)("in %s titles the page with the room name cut at 19 characters: %s", (locale, title) => {
    renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20003" />, { openRoom: seminar(LONG) }, locale);
    expect(document.title).toBe(title);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(title);
    expect(heading.getAttribute("title")).toBe(LONG[locale]);
  });

  it("keeps a short room name whole", () => {
    renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20002" />, { openRoom: seminar({ "zh-Hans": "研讨会" }) });
    expect(document.title).toBe("研讨会");
  });

  it("shows the room's screens beside the player and switches them through the room's feature", async () => {
    const { services } = renderWithServices(
      <MeetingPage eventNumber="10001" roomNumber="20003" />,
      { openRoom: seminar(LONG), meetingScreens: screensView(3) },
      "en",
    );
    const nav = await screen.findByRole("navigation", { name: "Screens" });
    const pressed = () => Array.from(nav.querySelectorAll("button"), (button) => button.getAttribute("aria-pressed"));
    expect(pressed()).toEqual(["true", "false", "false"]);
    act(() => {
      screen.getByRole("button", { name: /Screen 3/ }).click();
    });
    expect(services.meetingScreens.chosen).toEqual(["camera"]);
    await waitFor(() => {
      expect(nav.querySelector("button")?.textContent).toBe("3Screen 3Shown large");
    });
    expect(screen.getByRole("button", { name: /Screen 1/ }).getAttribute("aria-pressed")).toBe("false");
  });

  it("opens the room of the route once, like the watch page", () => {
    const { services } = renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20003" />);
    expect(services.openRoom.runs).toEqual([{ eventNumber: "10001", roomNumber: "20003" }]);
  });

  it.each(WATCHER_COUNTS)("in %s shows %i viewers as %s beside the title, like the watch page", (locale, watchNumber, text) => {
    renderWithServices(
      <MeetingPage eventNumber="10001" roomNumber="20003" />,
      { openRoom: seminar(LONG), liveRoom: { watchNumber } },
      locale,
    );
    expect(document.querySelector(".lh-watch__watchers")?.textContent).toBe(text);
  });

  it("shows the organiser's look: the room's background behind the page (decision 0034)", () => {
    const decorate: WatchDecorate = { ...DEFAULT_WATCH_DECORATE, background: { ...DEFAULT_WATCH_DECORATE.background, color: "#123456" } };
    const { unmount } = renderWithServices(
      <MeetingPage eventNumber="10001" roomNumber="20003" />,
      { openRoom: seminar(LONG, decorate) },
      "en",
    );
    const background = document.querySelector<HTMLElement>(".lh-watch-background");
    expect(background?.style.backgroundColor).toMatch(/^(#123456|rgb\(18, 52, 86\))$/);
    expect(background?.getAttribute("aria-hidden")).toBe("true");
    unmount();
    expect(document.querySelector(".lh-watch-background")).toBeNull();
  });

  it("shows the organiser's pictures above the stage, above the chat and below the player's column", async () => {
    const services = servicesWithAdPictures([
      adPicture("top", AD_TYPE.PC_PLAY_TOP, "/top.svg"),
      adPicture("chat", AD_TYPE.PC_CHAT_TOP, "/chat.svg"),
      adPicture("bottom", AD_TYPE.PC_PLAY_BOTTOM, "/bottom.svg"),
    ]);
    renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20003" />, services, "en");
    await waitFor(() => {
      expect(document.querySelectorAll(".lh-ads img").length).toBe(3);
    });
    const where = (slot: string) =>
      document.querySelector(`.lh-ads--${slot} img`)?.closest(".lh-meeting__stage, .lh-watch__main, .lh-watch__chat, .lh-watch__extras")
        ?.className;
    expect([where("playTop"), where("chatTop"), where("playBottom")]).toEqual(["lh-watch__main", "lh-watch__chat", "lh-watch__extras"]);
    expect(document.querySelector(".lh-watch__main > .lh-ads--playTop + .lh-meeting__stage")).not.toBeNull();
  });
});
