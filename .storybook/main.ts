import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for packages/ui-react: every screen of the viewer app, fed by fake use-cases. */
const config: StorybookConfig = {
  stories: ["../packages/ui-react/src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  addons: [],
  core: { disableTelemetry: true },
  // No autodocs here; react-docgen would also parse application's decorated use-case classes,
  // which its Babel parser rejects (`@injectable() export class`).
  typescript: { reactDocgen: false },
};

export default config;
