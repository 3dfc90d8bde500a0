export { VisitorPass, visitorErrorKey } from "./visitor-pass";
export {
  INITIAL_VISITOR_PASS,
  type VisitorConsent,
  type VisitorPassLoader,
  type VisitorPassService,
  type VisitorPassState,
} from "./services";
export type { VisitorApi, VisitorContact, VisitorProof } from "./ports";
