import type { Agreement, Agreements, IdentityConfig } from "@livehall/domain";
import type { AgreementDTO, AgreementsDTO, IdentityConfigDTO, IdentityConfigListDTO } from "@livehall/wire";
import { flagOn, list, loose, num, text } from "../api/loose";

/**
 * GET /events/{eventId}/identity-configs → the identities in the server's order. Entries that are
 * not objects or have no identity type are dropped; a missing flag reads as disabled.
 */
export function mapIdentityConfigs(data: unknown): IdentityConfig[] {
  return list(loose<IdentityConfigListDTO>(data).list).flatMap((entry) => {
    const dto = loose<IdentityConfigDTO>(entry);
    const identityType = num(dto.identityType);
    return identityType > 0 ? [{ identityType, enabled: flagOn(dto.identityFlag) }] : [];
  });
}

function mapAgreement(entry: unknown, fallbackType: number): Agreement {
  const dto = loose<AgreementDTO>(entry);
  return {
    version: text(dto.agreementVersion),
    url: text(dto.agreementUrl),
    isDefault: flagOn(dto.defaultFlag),
    languageType: text(dto.languageType),
    agreementType: num(dto.agreementType, fallbackType),
  };
}

/** §3 agreement types. */
const PRIVACY_POLICY = 1;
const USER_AGREEMENT = 2;

/**
 * GET /tenants/agreements → Agreements (§3): flags to booleans, one Agreement per entry (entries
 * that are not objects are dropped). Missing data reads as "no agreements, no cookie notice".
 */
export function mapAgreements(data: unknown): Agreements {
  const dto = loose<AgreementsDTO>(data);
  const agreements = (value: unknown, type: number) =>
    list(value)
      .filter((entry) => typeof entry === "object" && entry !== null)
      .map((entry) => mapAgreement(entry, type));
  return {
    cookieFlag: flagOn(dto.cookieFlag),
    privacyPolicyFlag: flagOn(dto.privacyPolicyFlag),
    userAgreementFlag: flagOn(dto.userAgreementFlag),
    privacyPolicies: agreements(dto.privacyPolicies, PRIVACY_POLICY),
    userAgreements: agreements(dto.userAgreements, USER_AGREEMENT),
    defaultAgreementUrl: text(dto.defaultAgreementUrl),
  };
}
