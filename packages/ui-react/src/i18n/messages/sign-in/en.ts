import type { SignInCatalog } from "./zh-Hans";

/** en texts of the check-in. */
export const signInEn: SignInCatalog = {
  "signIn.title": "Check-in",
  "signIn.none": "No check-in yet",
  "signIn.timeLeft": "Time left {time}",
  "signIn.count": "{count, plural, one {# viewer has} other {# viewers have}} checked in",
  "signIn.action": "Check in",
  "signIn.sending": "Checking in…",
  "signIn.done": "You have checked in",
  "signIn.closed": "The check-in has closed",
};
