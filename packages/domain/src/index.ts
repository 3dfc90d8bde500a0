/**
 * @livehall/domain — the viewer app's vocabulary and rules (spec §2, §3, §8, §9). No IO, no DOM.
 */
export * from "./models";
export * from "./errors/api-failure";
export * from "./errors/error-decision";
export * from "./errors/error-catalogue";
export * from "./errors/decide-error";
export * from "./enums/index";
export * from "./constants";
export * from "./player-constants";
export * from "./watermark-constants";
export * from "./routing/room-page";
export * from "./routing/event-path";
export * from "./routing/entry-room";
export * from "./format/count";
export * from "./format/server-time";
export * from "./event/event-number";
export * from "./language/choose-language";
export * from "./language/room-name";
export * from "./session/token-records";
export * from "./session/parse-token-records";
export * from "./session/token-refresh";
export * from "./session/trial";
export * from "./session/url-tokens";
export * from "./routing/safe-redirect";
export * from "./routing/external-auth-url";
export * from "./routing/parse-event-path";
export * from "./interception/intercept-anonymous";
export * from "./login/login-models";
export * from "./login/answers";
export * from "./login/answers-formats";
export * from "./login/answers-validation";
export * from "./login/account";
export * from "./login/nickname";
