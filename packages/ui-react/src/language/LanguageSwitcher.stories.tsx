import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { I18nProvider } from "../i18n/I18nProvider";
import type { Locale } from "../i18n/locales";
import { LanguageSwitcher } from "./LanguageSwitcher";

const meta = {
  title: "Components/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { languages: ["zh-Hans", "en", "zh-Hant", "ar"], value: "zh-Hans", onChange: () => undefined },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The select as the banner shows it; each language is named in its own language. */
export const Default: Story = {};

/** Arabic chosen: the select reads right to left. */
export const Arabic: Story = { args: { value: "ar" } };

/** Switching for real: the label and the direction follow the choice (not written to <html>). */
export const Interactive: Story = {
  render: (args) => {
    function Switching() {
      const [locale, setLocale] = useState<Locale>("en");
      return (
        <I18nProvider locale={locale} applyToDocument={false}>
          <div dir={locale === "ar" ? "rtl" : "ltr"} lang={locale}>
            <LanguageSwitcher languages={args.languages} value={locale} onChange={setLocale} />
          </div>
        </I18nProvider>
      );
    }
    return <Switching />;
  },
};
