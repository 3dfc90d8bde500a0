import type { StorybookConfig } from "@storybook/react-vite";
import { inversifyDecorators } from "../apps/web/build/inversify-decorators";
import { runtimeAliases } from "../apps/web/build/runtime-aliases";
import { icuMessages } from "../packages/ui-react/build/icu-messages-plugin";

/** Storybook for packages/ui-react: every screen of the viewer app, fed by fake use-cases. */
const config: StorybookConfig = {
  stories: ["../packages/ui-react/src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  // addon-a11y: axe-core on every story (panel in `npm run storybook`; scripts/storybook-a11y.mjs in `npm test`).
  addons: ["@storybook/addon-a11y"],
  core: { disableTelemetry: true },
  // No autodocs here; react-docgen would also parse application's decorated use-case classes,
  // which its Babel parser rejects (`@injectable() export class`).
  typescript: { reactDocgen: false },
  // The catalogues compiled, the formatter without its parser, the small reflect-metadata: as in the app (decision 0045).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [icuMessages(), runtimeAliases(), inversifyDecorators(), ...(viteConfig.plugins ?? [])],
  }),
};

export default config;
