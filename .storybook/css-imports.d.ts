// Storybook imports the design tokens' stylesheet for its side effect (see packages/ui-react/src/css-imports.d.ts).
declare module "*.css";
