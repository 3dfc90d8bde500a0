import { ApiFailure, type TokenRecord } from "@livehall/domain";
import type { AuthResultDTO } from "@livehall/wire";
import { loose, num, text } from "./loose";

/**
 * A token pair the server answered (login, sign-up, refresh, chat-app login) or null when it has
 * no access token. A missing refresh token or expiration reads as "" / 0 (the session keeper then
 * does not schedule a refresh, §4).
 */
export function readTokenPair(data: unknown): TokenRecord | null {
  const dto = loose<AuthResultDTO>(data);
  const accessToken = text(dto.accessToken);
  if (accessToken === "") return null;
  return { accessToken, refreshToken: text(dto.refreshToken), expiration: num(dto.expiration) };
}

/**
 * The token pair of a call that must answer one. Without an access token the answer is unusable:
 * rejects with an ApiFailure of kind "network" (as for an unreadable body), never a TypeError.
 */
export function requireTokenPair(data: unknown): TokenRecord {
  const tokens = readTokenPair(data);
  if (!tokens) throw new ApiFailure("network", "", 200, "the answer carries no access token");
  return tokens;
}
