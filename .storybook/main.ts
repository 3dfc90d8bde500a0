import type { StorybookConfig } from "@storybook/react-vite";

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
};

export default config;
