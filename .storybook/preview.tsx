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
  },
};

export default preview;
