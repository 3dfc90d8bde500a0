import { identityTypeOf, normalizeAccount } from "../services/accounts";
import { isPasswordHash } from "../services/password-hash";
import { DefinitionError, type DefinitionReader } from "./definition-reader";
import { LANGUAGES } from "./languages";

/** §3 Access type numbers. */
export const ACCESS_TYPE = { unlimited: 0, signup: 1, password: 2, whiteList: 3, external: 4 } as const;

/** The optional `access` object of an event file: what each gate checks. */
export interface AccessDefinition {
  /** Password gate: `scrypt$N$r$p$salt$hash` (scripts/hash-password.mjs), "" when none. */
  readonly passwordHash: string;
  /** White-list gate: normalized accounts (e-mail lower-cased, mobile numbers). */
  readonly whiteList: readonly string[];
  /** External auth address: a site path ("/dev/external-login") or an http(s) URL; "" when none. */
  readonly customAddress: string;
  /** External auth: the HMAC key the organiser signs assertions with (≥ 16 characters), "" when none. */
  readonly externalSecret: string;
  /** Signup: the questionnaire that signs viewers up, "" when none. */
  readonly defaultQuestionnaireId: string;
  /** Access prompt per language type. */
  readonly prompts: Readonly<Record<string, string>>;
}

const NO_ACCESS: AccessDefinition = {
  passwordHash: "",
  whiteList: [],
  customAddress: "",
  externalSecret: "",
  defaultQuestionnaireId: "",
  prompts: {},
};

/** A site-relative path (one leading "/") or an absolute http(s) URL. */
function isAddress(text: string): boolean {
  if (/^\/(?![/\\])/.test(text)) return !/[\s\\]/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

function prompts(reader: DefinitionReader): Record<string, string> {
  if (!reader.has("prompt")) return {};
  const map = reader.object("prompt");
  const result: Record<string, string> = {};
  for (const language of map.keys()) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      throw new DefinitionError(map.fieldPath(language), `is not a language (${LANGUAGES.join(", ")})`);
    }
    result[language] = map.string(language);
  }
  return result;
}

function whiteList(reader: DefinitionReader): string[] {
  return reader.texts("whiteList").map((account, index) => {
    if (identityTypeOf(account) === null) {
      throw new DefinitionError(`${reader.fieldPath("whiteList")}[${index}]`, "must be an e-mail address or a mobile number");
    }
    return normalizeAccount(account);
  });
}

/**
 * Reads the optional `access` object and checks that the event's access type has what its gate
 * needs: a password hash (type 2, or any trial event offering a password), a white list (3), an
 * address and a secret (4).
 */
export function parseAccess(root: DefinitionReader, accessType: number): AccessDefinition {
  const reader = root.has("access") ? root.object("access") : null;
  const access: AccessDefinition = reader
    ? {
        passwordHash: reader.optionalString("passwordHash", ""),
        whiteList: whiteList(reader),
        customAddress: reader.optionalString("customAddress", ""),
        externalSecret: reader.optionalString("externalSecret", ""),
        defaultQuestionnaireId: reader.optionalString("defaultQuestionnaireId", ""),
        prompts: prompts(reader),
      }
    : NO_ACCESS;
  const field = (key: string): string => `access.${key}`;
  if (access.passwordHash !== "" && !isPasswordHash(access.passwordHash)) {
    throw new DefinitionError(
      field("passwordHash"),
      "must be scrypt$N$r$p$salt$hash (node apps/server/scripts/hash-password.mjs <password>)",
    );
  }
  if (access.customAddress !== "" && !isAddress(access.customAddress)) {
    throw new DefinitionError(field("customAddress"), "must be a path starting with '/' or an http(s) URL");
  }
  if (access.externalSecret !== "" && access.externalSecret.length < 16) {
    throw new DefinitionError(field("externalSecret"), "must be at least 16 characters");
  }
  if (accessType === ACCESS_TYPE.password && access.passwordHash === "") {
    throw new DefinitionError(field("passwordHash"), "is required for access type 2 (password)");
  }
  if (accessType === ACCESS_TYPE.whiteList && access.whiteList.length === 0) {
    throw new DefinitionError(field("whiteList"), "must not be empty for access type 3 (white list)");
  }
  if (accessType === ACCESS_TYPE.external && (access.customAddress === "" || access.externalSecret === "")) {
    const missing = access.customAddress === "" ? "customAddress" : "externalSecret";
    throw new DefinitionError(field(missing), "is required for access type 4 (external auth)");
  }
  return access;
}
