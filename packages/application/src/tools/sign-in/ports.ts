import type { CurrentSignIn } from "./services";

/**
 * The check-in's viewer calls (decision 0028). Both reject with the domain's `ApiFailure`
 * (101301 closed, 100105 too many); the adapter adds the bearer token.
 */
export interface SignInApi {
  /** GET …/sign-ins/current: asked when the room opens and when the connection comes back. */
  current(eventId: string, roomId: string): Promise<CurrentSignIn>;
  /** POST …/sign-ins/{signInId}/check-in: resolves the count after it (a second check-in changes nothing). */
  checkIn(eventId: string, roomId: string, signInId: string): Promise<number>;
}
