import type { AccessConfig, DomainConfig, LanguageConfig, PersonalBrief, TokenRecord } from "@livehall/domain";
import type { AccessCredentials } from "@livehall/application";
import {
  API_PATHS,
  type AccessAuthRequestDTO,
  type AccessConfigDTO,
  type AuthResultDTO,
  type DomainConfigDTO,
  type LanguageConfigsDTO,
  type PersonalBriefDTO,
} from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapAccessConfig, mapAuthResult, mapDomainConfig, mapLanguageConfig, mapPersonalBrief } from "./map-event";

/**
 * The §7 calls about the event and its access, over fetch: each method sends its request through
 * the {@link HttpClient} (base host, cookies, 15 s timeout, §7 headers, envelope check) and maps
 * the wire DTO into the domain model. Rejects only with a domain ApiFailure. The gateways add the
 * room's calls (FetchApiGateway, FetchLandingApiGateway); apart, so the landing page's code need
 * not carry the room's mapping (decision 0050).
 */
export abstract class FetchEventCalls {
  constructor(
    protected readonly http: HttpClient,
    private readonly now: () => number = Date.now,
  ) {}

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
}
