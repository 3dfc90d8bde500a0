export * from "./ops";
export * from "./packet";
export * from "./auth";
export * from "./topics";
export * from "./topic-list";
