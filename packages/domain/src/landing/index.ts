export * from "./landing-page";
export * from "./module-order";
export * from "./schedule-paging";
export * from "./start-countdown";
export * from "./join-rule";
export * from "./channel";
export * from "./landing-access";
