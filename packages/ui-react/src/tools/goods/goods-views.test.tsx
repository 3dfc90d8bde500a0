// @vitest-environment happy-dom
import type { GoodsCard } from "@livehall/application";
import { isGoodsLink } from "@livehall/domain";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { demoGoodsStates } from "../room-extras/demo-tool-states";
import { ExplainingGoodsCard } from "./ExplainingGoodsCard";
import { GoodsCardView } from "./GoodsCardView";
import { GoodsPanel } from "./GoodsPanel";

afterEach(cleanup);

const linkOf = (card: GoodsCard): string | null => (isGoodsLink(card.url) ? card.url : null);

describe("GoodsPanel", () => {
  it("puts the card explained first and marks it", () => {
    const { container } = renderWithServices(<GoodsPanel state={demoGoodsStates["Explaining"]!} linkOf={linkOf} />, {}, "en");
    const cards = [...container.querySelectorAll("[data-goods-id]")].map((card) => card.getAttribute("data-goods-id"));
    expect(cards).toEqual(["g2", "g1"]);
    expect(screen.getByText("Now explaining")).toBeTruthy();
  });

  it.each([
    ["https://shop.example.com/x", "https://shop.example.com/x"],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
  ])("opens %s only when it is http(s)", (url, href) => {
    const card: GoodsCard = { goodsId: "g", title: "Card", imageUrl: "javascript:alert(1)", priceCents: 5, url };
    const { container } = renderWithServices(<GoodsCardView card={card} link={linkOf(card)} />, {}, "en");
    const link = screen.queryByRole("link");
    expect(link?.getAttribute("href") ?? null).toBe(href);
    if (href !== null) expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    else expect(screen.getByText("No link to buy yet")).toBeTruthy();
    // An image that is not http(s) is never loaded.
    expect(container.querySelector("img")).toBeNull();
  });

  it.each([
    ["/media/pictures/goods-headset.svg", true],
    ["https://cdn.example.com/mug.png", true],
    ["//evil.example/mug.png", false],
    ["mug.png", false],
    ["javascript:alert(1)", false],
  ])("shows the picture %s only from http(s) or the site's own path: %s", (imageUrl, shown) => {
    const card: GoodsCard = { goodsId: "g", title: "Card", imageUrl, priceCents: 5, url: "https://shop.example.com/x" };
    const { container } = renderWithServices(<GoodsCardView card={card} link={linkOf(card)} />, {}, "en");
    expect(container.querySelector("img")?.getAttribute("src") ?? null).toBe(shown ? imageUrl : null);
  });
});

describe("ExplainingGoodsCard", () => {
  it("is a region named for what it shows, with a close button that says what it closes", () => {
    const card = demoGoodsStates["Explaining"]!.explaining!;
    const onClose = vi.fn();
    renderWithServices(<ExplainingGoodsCard card={card} link={linkOf(card)} onClose={onClose} />, {}, "en");
    const region = screen.getByRole("region", { name: "Now explaining" });
    expect(region.textContent).toContain(card.title);
    fireEvent.click(screen.getByRole("button", { name: "Close the explained product" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
