export * from "./envelope";
export * from "./paths";
export * from "./event";
export * from "./room";
export * from "./session";
export * from "./realtime/index";
export * from "./chat";
export * from "./media";
