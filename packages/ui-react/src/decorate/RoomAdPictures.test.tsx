// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { INITIAL_AD_PICTURES, type AdPicturesService, type AdPicturesState } from "@livehall/application";
import { AD_LOCATION, AD_TYPE, DEVICE, type AdPicture } from "@livehall/domain";
import { BehaviorSubject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { RoomScopeProvider, type RoomFeatures } from "../services/RoomScopeProvider";
import { createFakeServices } from "../testing/fake-services";
import { PreviewProviders } from "../testing/PreviewProviders";
import { RoomAdPictures } from "./RoomAdPictures";

afterEach(cleanup);

const picture = (id: string, fields: Partial<AdPicture> = {}): AdPicture => ({
  id,
  device: DEVICE.PC,
  type: AD_TYPE.PC_PLAY_BOTTOM,
  location: AD_LOCATION.BOTTOM,
  show: true,
  closable: true,
  durationSeconds: 0,
  byLanguage: { "zh-Hans": { pictureUrl: "/zh.svg", linkUrl: "" }, en: { pictureUrl: "/en.svg", linkUrl: "https://example.com/" } },
  ...fields,
});

/** A recording AdPictures feature: intents are logged; close hides like the real one. */
function setup(pictures: readonly AdPicture[], locale: "en" | "zh-Hans" | "ar" = "en", device: 1 | 2 = DEVICE.PC) {
  const state = new BehaviorSubject<AdPicturesState>({ ...INITIAL_AD_PICTURES, pictures });
  const intents: string[] = [];
  const feature: AdPicturesService = {
    state$: state.asObservable(),
    start: () => undefined,
    dispose: () => undefined,
    shown: (id) => intents.push(`shown:${id}`),
    clicked: (id) => intents.push(`clicked:${id}`),
    close: (id) => {
      intents.push(`close:${id}`);
      state.next({ ...state.value, dismissed: [...state.value.dismissed, id] });
    },
  };
  const scope: RoomFeatures = { find: (() => feature) as RoomFeatures["find"] };
  render(
    <PreviewProviders container={createFakeServices().container} locale={locale} theme="dark" applyToDocument={false}>
      <RoomScopeProvider scope={scope}>
        <RoomAdPictures slot="playBottom" device={device} />
      </RoomScopeProvider>
    </PreviewProviders>,
  );
  return { intents };
}

describe("RoomAdPictures", () => {
  it("shows the slot's picture in the viewer's language as a link, reports it shown, and closes it", () => {
    const { intents } = setup([picture("a"), picture("top", { type: AD_TYPE.PC_PLAY_TOP })]);
    const ads = screen.getByRole("complementary", { name: "Advertisements" });
    expect(screen.getAllByRole("img", { name: "Advertisement" }).map((img) => img.getAttribute("src"))).toEqual(["/en.svg"]);
    const link = screen.getByRole("link", { name: "Advertisement (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://example.com/");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    // No navigation in the test: the intent is what counts.
    link.addEventListener("click", (event) => {
      event.preventDefault();
    });
    act(() => {
      link.click();
    });
    act(() => {
      screen.getByRole("button", { name: "Close advertisement" }).click();
    });
    expect(intents).toEqual(["shown:a", "clicked:a", "close:a"]);
    expect(ads.isConnected).toBe(false);
  });

  it("has no close button on a picture that may not be closed; the fallback language's picture is not a link", () => {
    setup([picture("a", { closable: false })], "ar");
    expect(screen.getByRole("img").getAttribute("src")).toBe("/zh.svg");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows nothing for pictures of another device or hidden by the organiser", () => {
    const { intents } = setup([picture("a", { show: false }), picture("b", { device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY })]);
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(intents).toEqual([]);
  });

  it("on a phone shows the MOBILE_PLAY picture below the player", () => {
    const { intents } = setup([picture("b", { device: DEVICE.MOBILE, type: AD_TYPE.MOBILE_PLAY })], "en", DEVICE.MOBILE);
    expect(screen.getByRole("img")).toBeTruthy();
    expect(intents).toEqual(["shown:b"]);
  });
});
