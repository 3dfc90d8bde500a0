import type { AgreementDTO, AgreementsDTO } from "@livehall/wire";
import { DefinitionError, type DefinitionReader } from "./definition-reader";
import { LANGUAGES } from "./languages";

/** §3 Agreement type: 1 privacy, 2 user. */
const AGREEMENT_TYPE = { privacy: 1, user: 2 } as const;
const LANGUAGE = new RegExp(`^(?:${LANGUAGES.join("|")})$`);

function parseAgreement(reader: DefinitionReader, agreementType: number): AgreementDTO {
  const fileType = reader.optionalInteger("agreementType", [agreementType], agreementType);
  return {
    agreementVersion: reader.string("agreementVersion"),
    agreementUrl: reader.string("agreementUrl"),
    defaultFlag: reader.optionalInteger("defaultFlag", [0, 1], 0),
    languageType: reader.string("languageType", { pattern: LANGUAGE, hint: `one of ${LANGUAGES.join(", ")}` }),
    agreementType: fileType,
  };
}

function parseList(reader: DefinitionReader, key: string, agreementType: number, required: boolean): AgreementDTO[] {
  const list = reader.objects(key, { optional: true }).map((item) => parseAgreement(item, agreementType));
  if (required && list.length === 0) throw new DefinitionError(reader.fieldPath(key), "must not be empty when its flag is 1");
  return list;
}

/**
 * Reads the optional `agreements` object (AgreementsDTO shape): flags 0/1, and for each flag that
 * is on, at least one agreement (version, url, language, optional defaultFlag). Null when absent.
 */
export function parseAgreements(root: DefinitionReader): AgreementsDTO | null {
  if (!root.has("agreements")) return null;
  const reader = root.object("agreements");
  const privacyPolicyFlag = reader.optionalInteger("privacyPolicyFlag", [0, 1], 0);
  const userAgreementFlag = reader.optionalInteger("userAgreementFlag", [0, 1], 0);
  return {
    cookieFlag: reader.optionalInteger("cookieFlag", [0, 1], 0),
    privacyPolicyFlag,
    userAgreementFlag,
    privacyPolicies: parseList(reader, "privacyPolicies", AGREEMENT_TYPE.privacy, privacyPolicyFlag === 1),
    userAgreements: parseList(reader, "userAgreements", AGREEMENT_TYPE.user, userAgreementFlag === 1),
    defaultAgreementUrl: reader.optionalString("defaultAgreementUrl", ""),
  };
}
