import "reflect-metadata";
import "../packages/ui-react/src/theme/tokens.css";
import type { Preview } from "@storybook/react-vite";
// The decorator (fake container, I18nProvider, ThemeProvider) lives in ui-react, where React resolves.
import { withServices } from "../packages/ui-react/src/testing/with-services";
import { registerAllCatalogs } from "../packages/ui-react/src/i18n/all-catalogs";

// Every language at hand before the first story: the toolbar switches language without a wait.
registerAllCatalogs();

const preview: Preview = {
  decorators: [withServices],
  globalTypes: {
    locale: {
      description: "Language of the UI",
      toolbar: {
        title: "Language",
        icon: "globe",
        dynamicTitle: true,
        items: [
          { value: "zh-Hans", title: "简体中文 (zh-Hans)" },
          { value: "en", title: "English (en)" },
          { value: "zh-Hant", title: "繁體中文 (zh-Hant)" },
          { value: "ar", title: "العربية (ar, RTL)" },
        ],
      },
    },
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        dynamicTitle: true,
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
      },
    },
  },
  initialGlobals: { locale: "zh-Hans", theme: "light" },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is held to the rules of decision 0040 (WCAG 2.0 A/AA, 2.1 A/AA); a violation is an
    // error in the a11y panel. scripts/storybook-a11y.mjs runs the same rules over every story in
    // `npm test`. A story may opt out only for a story-only artefact, with `a11y: { test: "off" }` and
    // a comment saying why.
    a11y: {
      // resultTypes: passes and incomplete checks keep one example node each (faster runs).
      options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] },
      test: "error",
    },
  },
};

export default preview;
