import { IDENTITY_TYPE, type Agreement, type Agreements, type IdentityConfig } from "@livehall/domain";

/** An agreement as a login request names it (§5: version and language). */
export interface AgreementRef {
  readonly version: string;
  readonly languageType: string;
}

/**
 * The agreement to show and accept in the viewer's language: the one for `language`, else the
 * one marked default (defaultFlag), else the first; null when the list is empty.
 */
export function chooseAgreement(agreements: readonly Agreement[], language: string | undefined): Agreement | null {
  return (
    agreements.find((agreement) => agreement.languageType === language) ??
    agreements.find((agreement) => agreement.isDefault) ??
    agreements[0] ??
    null
  );
}

/**
 * What a code login sends about the agreements (§5 "versions and languages are sent only if the
 * respective flag is set"): the chosen privacy policy and user agreement, each only when its flag
 * is on and the event has one.
 */
export function acceptedAgreements(
  agreements: Agreements | null,
  language: string | undefined,
): { readonly privacyPolicy?: AgreementRef; readonly userAgreement?: AgreementRef } {
  if (!agreements) return {};
  const ref = (flag: boolean, list: readonly Agreement[]): AgreementRef | null => {
    const chosen = flag ? chooseAgreement(list, language) : null;
    return chosen ? { version: chosen.version, languageType: chosen.languageType } : null;
  };
  const privacyPolicy = ref(agreements.privacyPolicyFlag, agreements.privacyPolicies);
  const userAgreement = ref(agreements.userAgreementFlag, agreements.userAgreements);
  return { ...(privacyPolicy ? { privacyPolicy } : {}), ...(userAgreement ? { userAgreement } : {}) };
}

/** Whether the viewer must tick the agreements before logging in. */
export function agreementsRequired(agreements: Agreements | null): boolean {
  return agreements !== null && (agreements.privacyPolicyFlag || agreements.userAgreementFlag);
}

/**
 * The login tabs identity configs allow (§7): the enabled code-login types (1 mobile, 2 e-mail)
 * in the event's order, and whether the chat-app (3) is on.
 */
export function loginChoices(configs: readonly IdentityConfig[]): { readonly identityTypes: number[]; readonly wechatEnabled: boolean } {
  const enabled = configs.filter((config) => config.enabled).map((config) => config.identityType);
  return {
    identityTypes: [...new Set(enabled.filter((type) => type === IDENTITY_TYPE.MOBILE || type === IDENTITY_TYPE.EMAIL))],
    wechatEnabled: enabled.includes(IDENTITY_TYPE.WECHAT),
  };
}
