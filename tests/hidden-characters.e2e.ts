import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";

/** A new viewer of the demo event in Arabic, with the chat loaded. */
async function arabicViewer(page: Page): Promise<void> {
  await page.goto(appUrl(`/event/${EVENT}/?lang=ar`));
  await expectWatching(page, EVENT);
  await expect(page.getByRole("log", { name: "رسائل الدردشة" })).toBeVisible({ timeout: 15_000 });
}

test.describe("invisible characters in names and chat (decision 0062)", () => {
  test("an Arabic viewer cannot take a right-to-left-override name nor send one in chat; a Latin name shows isolated", async ({ page }) => {
    await arabicViewer(page);
    const box = page.getByRole("textbox", { name: "رسالة الدردشة" });
    await box.fill("مرحبا");
    await page.getByRole("button", { name: "إرسال", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "تعيين الاسم المستعار" });
    await expect(dialog).toBeVisible({ timeout: 10_000 });

    // The attack: a name that flips the words after it. Refused in the viewer's language, nothing saved.
    await dialog.getByLabel("الاسم المستعار", { exact: true }).fill("nimda\u202e");
    await dialog.getByRole("button", { name: "حفظ" }).click();
    await expect(dialog.getByText("لا يمكن أن يحتوي الاسم المستعار على أحرف غير مرئية أو أحرف تغيّر اتجاه النص")).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("الاسم المستعار", { exact: true }).fill("Bob");
    await dialog.getByRole("button", { name: "حفظ" }).click();
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });
    await expect(box).toHaveValue("", { timeout: 10_000 });

    // The Latin name in the Arabic chat row is isolated: it cannot reorder the message beside it.
    const row = page.locator(".lh-chat__list .lh-chat__message", { hasText: "مرحبا" }).last();
    const name = row.locator(".lh-chat__nick");
    await expect(name).toHaveText("Bob");
    expect(await name.evaluate((element) => [element.tagName, getComputedStyle(element).unicodeBidi])).toEqual(["BDI", "isolate"]);
    const viewerName = page.locator(".lh-viewer__name").first();
    expect(await viewerName.evaluate((element) => element.tagName)).toBe("BDI");

    // A chat line with an override is refused before sending, in Arabic, as it is typed; the box keeps the text.
    await box.fill("انظر \u202egnp.exe");
    await expect(page.getByText("لا يمكن أن تحتوي الرسالة على أحرف تغيّر اتجاه النص")).toBeVisible();
    await expect(page.getByRole("button", { name: "إرسال", exact: true })).toBeDisabled();
    await box.press("Enter");
    await expect(box).toHaveValue("انظر \u202egnp.exe");
    await expect(page.locator(".lh-chat__list .lh-chat__message", { hasText: "gnp.exe" })).toHaveCount(0);
  });
});
