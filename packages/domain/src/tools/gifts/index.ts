export * from "./red-envelope-split";
export * from "./ranking";
export * from "./money";
export * from "./goods-link";
export * from "./goods-image";
