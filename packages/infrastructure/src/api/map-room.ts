import { configuredToolbar, type Room, type StreamAddress } from "@livehall/domain";
import type { LivePlayAddrDTO, WatchInitDTO } from "@livehall/wire";
import { mapWatchDecorate } from "./map-watch-decorate";

/** GET …/watch-init-new → Room (room names keyed by language). */
export function mapWatchInit(dto: WatchInitDTO): Room {
  return {
    roomId: dto.roomId,
    roomNumber: dto.roomNumber,
    pageSession: dto.pageSession,
    roomMode: dto.roomMode,
    liveStatus: dto.liveStatus,
    liveScene: dto.liveScene,
    liveMode: dto.liveMode,
    liveDelay: dto.liveDelay,
    layout: dto.layoutFlag,
    userType: dto.userType,
    names: Object.fromEntries(dto.roomInfoLanguages.map((language) => [language.languageType, language.roomName])),
    toolbarButtons: configuredToolbar(Array.isArray(dto.toolbarButtons) ? dto.toolbarButtons : []),
    decorate: mapWatchDecorate(dto.watchDecorate),
  };
}

/**
 * GET …/live-play-addr → StreamAddress: lines numbered by position from 1 (§3), default flags
 * to booleans, play URLs made absolute against `baseUrl` (a server may answer paths).
 */
export function mapLivePlayAddr(dto: LivePlayAddrDTO, baseUrl: string): StreamAddress {
  return {
    screenId: dto.screenId,
    streamId: dto.streamId,
    pushStatus: dto.pushStatus,
    lines: dto.playAddrs.map((line, position) => ({
      index: position + 1,
      domainName: line.domainName,
      resolutions: line.resolutions.map((resolution) => ({
        url: new URL(resolution.url, baseUrl).href,
        name: resolution.resolutionName,
        isDefault: resolution.defaultResolutionFlag === 1,
      })),
    })),
  };
}
