import { ApiFailure } from "@livehall/domain";
import type { AccessConfig, DomainConfig, LanguageConfig, PersonalBrief, Room, StreamAddress, TokenRecord } from "@livehall/domain";
import type { AccessCredentials, ApiGateway, TokenStore } from "@livehall/application";
import {
  API_OK_CODE,
  API_PATHS,
  type AccessAuthRequestDTO,
  type AccessConfigDTO,
  type AuthResultDTO,
  type DomainConfigDTO,
  type LanguageConfigsDTO,
  type LivePlayAddrDTO,
  type PersonalBriefDTO,
  type WatchInitDTO,
} from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { createApiClient } from "./api-client";
import type { DiscoveryVersionHeader } from "./api-headers";
import { mapAccessConfig, mapAuthResult, mapDomainConfig, mapLanguageConfig, mapPersonalBrief } from "./map-event";
import { mapLivePlayAddr, mapWatchInit } from "./map-room";
import type { RequestContextState } from "./request-context-state";

export interface FetchApiGatewayOptions {
  /** The API base, e.g. `${location.origin}/api`. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly context: RequestContextState;
  readonly tokenStore: TokenStore;
  readonly discoveryVersion?: DiscoveryVersionHeader;
  /** Local clock for the server-clock skew; Date.now by default. */
  readonly now?: () => number;
  /** Called when the stored token changed under this page (§4; see apiHeaders). */
  readonly onTokenChanged?: () => void;
}

/**
 * The §7 calls over fetch: each method sends its request through the {@link HttpClient} (base
 * host, cookies, 15 s timeout, §7 headers, envelope check) and maps the wire DTO into the
 * domain model. Rejects only with a domain ApiFailure.
 */
export class FetchApiGateway implements ApiGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** A gateway with its client built from the app's settings. */
  static create(options: FetchApiGatewayOptions): FetchApiGateway {
    return new FetchApiGateway(createApiClient(options), options.now);
  }

  async getPersonalBrief(eventNumber: string): Promise<PersonalBrief> {
    const dto = await this.http.request<PersonalBriefDTO>({
      method: "GET",
      path: API_PATHS.personalBrief,
      query: { virtualEventNumber: eventNumber },
    });
    return mapPersonalBrief(dto, eventNumber, this.now());
  }

  async getDomainConfig(eventNumber: string): Promise<DomainConfig> {
    const dto = await this.http.request<DomainConfigDTO>({
      method: "GET",
      path: API_PATHS.domainConfig,
      query: { virtualEventNumber: eventNumber },
    });
    return mapDomainConfig(dto);
  }

  async getLanguageConfig(eventNumber: string): Promise<LanguageConfig> {
    const dto = await this.http.request<LanguageConfigsDTO>({
      method: "GET",
      path: API_PATHS.languageConfigs,
      query: { virtualEventNumber: eventNumber },
    });
    return mapLanguageConfig(dto);
  }

  async getAccessConfig(eventNumber: string, mainVenueNumber: string): Promise<AccessConfig> {
    const dto = await this.http.request<AccessConfigDTO>({
      method: "GET",
      path: API_PATHS.accessConfig,
      query: { virtualEventNumber: eventNumber, mainVenueNumber: mainVenueNumber || undefined },
    });
    return mapAccessConfig(dto);
  }

  async authenticateAccess(credentials: AccessCredentials): Promise<TokenRecord> {
    const body: AccessAuthRequestDTO = {
      tenantId: credentials.tenantId,
      virtualEventId: credentials.eventId,
      accessType: credentials.accessType,
      ...(credentials.account === undefined ? {} : { account: credentials.account }),
      ...(credentials.verifyCode === undefined ? {} : { verifyCode: credentials.verifyCode }),
      ...(credentials.captcha === undefined ? {} : { captcha: { ...credentials.captcha } }),
      ...(credentials.browserFingerprint === undefined ? {} : { browserFingerprint: credentials.browserFingerprint }),
      ...(credentials.channelNumber === undefined ? {} : { channelNum: credentials.channelNumber }),
      ...(credentials.sharerId === undefined ? {} : { sharerId: credentials.sharerId }),
    };
    const dto = await this.http.request<AuthResultDTO>({ method: "POST", path: API_PATHS.accessAuth, body });
    return mapAuthResult(dto);
  }

  async getWatchInit(eventId: string, roomNumber: string): Promise<Room> {
    const dto = await this.http.request<WatchInitDTO>({ method: "GET", path: API_PATHS.watchInit(eventId, roomNumber) });
    return mapWatchInit(dto);
  }

  /** Also rejects when the data's own `responseCode` is not "200" (e.g. 151003 live not configured). */
  async getLivePlayAddress(eventId: string, roomId: string, screenId?: string): Promise<StreamAddress> {
    const path = API_PATHS.livePlayAddr(eventId, roomId);
    const dto = await this.http.request<LivePlayAddrDTO>(
      screenId === undefined ? { method: "GET", path } : { method: "GET", path, query: { screenId } },
    );
    if (dto.responseCode && dto.responseCode !== API_OK_CODE) throw new ApiFailure("body", dto.responseCode, 200, "");
    return mapLivePlayAddr(dto, this.http.baseUrl);
  }
}
