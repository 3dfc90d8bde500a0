// Lint: typescript-eslint strict-type-checked over every TypeScript file of the workspace.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** Names the viewer's id has on the wire or had before issue 12: in the client it is `viewerId`. */
const otherViewerIdNames = ["liveUserId", "audienceId", "userId"];
/** Field names of the wire (§7 bodies) that have application words instead; never written in packages/application. */
const wireOnlyFields = [
  "nickName",
  ...otherViewerIdNames,
  "fabulousNumber",
  "watchNumberFlag",
  "interactAccessFlag",
  "liveViewPageShowFlag",
  "layoutFlag",
  "videoLoopPlaybackFlag",
  "boardsPlayUrl",
  "announcementEvent",
  "rollingFlag",
  "banFlag",
  "chatBanFlag",
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".tools/**",
      "storybook-static/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
      "**/*.js",
      "**/*.mjs",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ["./tsconfig.eslint.json"], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-extraneous-class": ["error", { allowWithDecorator: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["packages/ui-react/**/*.tsx", "apps/web/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Every e2e test runs under the CSP watch of tests/support/test.ts (a violation fails the test).
    files: ["tests/**/*.e2e.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@playwright/test", message: "Import test and expect from ./support/test: it fails the test on any CSP violation." },
          ],
        },
      ],
    },
  },
  {
    // Issue 12 "translate at the edge": the wire's field names are read in infrastructure only
    // (map-room-push.ts and the map-*.ts beside each adapter); the viewer's id is viewerId.
    files: ["packages/application/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...wireOnlyFields.flatMap((name) => [
          { selector: `Identifier[name="${name}"]`, message: `"${name}" is a wire field: translate it in infrastructure.` },
          { selector: `Literal[value="${name}"]`, message: `"${name}" is a wire field: translate it in infrastructure.` },
        ]),
      ],
    },
  },
  {
    files: ["packages/domain/src/**/*.ts", "packages/ui-react/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...otherViewerIdNames.map((name) => ({
          selector: `Identifier[name="${name}"]`,
          message: `The viewer's id is called viewerId, not ${name}.`,
        })),
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.fixtures.ts", "**/*.cases.ts", "**/*.stories.tsx", "tests/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-empty-function": "off",
    },
  },
);
