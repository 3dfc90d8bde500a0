// Components import their own stylesheet for its side effect; Vite bundles it. This tells the type
// checker such an import is meant (TypeScript 7 checks side-effect imports by default).
declare module "*.css";
