// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { LikeButton } from "./LikeButton";

afterEach(cleanup);

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

describe("LikeButton", () => {
  it.each([
    ["zh-Hans", "点赞", null, "0"],
    ["en", "Like", 9876, "9876"],
    ["zh-Hant", "點讚", 12345, "12.3k"],
    ["ar", "إعجاب", 10001, "10.0k"],
  ] as const)("in %s is labelled %s and shows the total %s as %s", (locale, label, total, shown) => {
    renderWithServices(<LikeButton />, { likes: total }, locale);
    const button = screen.getByRole("button");
    expect(button.textContent).toBe(`${label}${shown}`);
    expect(screen.getByRole("button", { name: new RegExp(`^${label}`) })).toBe(button);
  });

  it.each([
    [1, "1 like"],
    [2, "2 likes"],
    [12345, "12.3k likes"],
  ] as const)("its title counts %s as '%s' (plural on the number, §9 format shown)", (total, title) => {
    renderWithServices(<LikeButton />, { likes: total }, "en");
    expect(screen.getByRole("button").getAttribute("title")).toBe(title);
  });

  it("a tap is the room's like intent (Likes.tap runs the anonymous interception first: likes.test.ts)", async () => {
    const { services } = renderWithServices(<LikeButton />, { likes: 41 }, "en");
    act(() => {
      screen.getByRole("button", { name: /Like/ }).click();
    });
    await flush();
    expect(services.likes.taps).toBe(1);
    expect(services.interceptAnonymous.guards).toEqual([]);
    expect(screen.getByRole("button").textContent).toBe("Like42");
  });
});
