import type { ListedScreen, ScreensApi } from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import { roomScreensPath, type RoomScreenDTO } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";

/** Screens the page can show at most (a room lists a handful; more is a broken answer, cut). */
const MAX_SCREENS = 16;

/**
 * GET …/rooms/{roomId}/screens (decision 0039) over the app's shared HttpClient: the wire's
 * mainScreenFlag and pushStatus read as booleans (1 main, 2 living). Entries without a screen id
 * are dropped; an answer without a list is a network-kind failure.
 */
export class FetchScreensApi implements ScreensApi {
  constructor(private readonly http: HttpClient) {}

  async getRoomScreens(eventId: string, roomId: string): Promise<readonly ListedScreen[]> {
    const data = await this.http.request<unknown>({ method: "GET", path: roomScreensPath(eventId, roomId) });
    const screens = typeof data === "object" && data !== null ? (data as { screens?: unknown }).screens : undefined;
    if (!Array.isArray(screens)) throw new ApiFailure("network", "", 200, "the answer carries no screens");
    return screens.filter(isScreen).slice(0, MAX_SCREENS).map(mapScreen);
  }
}

function isScreen(value: unknown): value is RoomScreenDTO {
  const screenId = typeof value === "object" && value !== null ? (value as { screenId?: unknown }).screenId : undefined;
  return typeof screenId === "string" && screenId !== "";
}

function mapScreen(dto: RoomScreenDTO): ListedScreen {
  return { screenId: dto.screenId, mainScreenFlag: dto.mainScreenFlag === 1, living: dto.pushStatus === 2 };
}
