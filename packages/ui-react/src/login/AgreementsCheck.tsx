import { agreementsRequired, chooseAgreement } from "@livehall/application";
import type { Agreements } from "@livehall/domain";
import { useId, type ReactNode, type Ref } from "react";
import { useTranslator } from "../i18n/I18nProvider";
import { safeHref } from "./safe-href";

/** Whether the login needs the viewer's consent (as CodeLogin decides): a privacy or user agreement flag is set. */
export function needsConsent(agreements: Agreements | null): agreements is Agreements {
  return agreements !== null && agreementsRequired(agreements);
}

const SLOT = "\u0001";

/** `items` joined as the language joins a list ("A and B", "A 和 B", "A و B"). */
function joinList(items: readonly ReactNode[], locale: string): ReactNode[] {
  const parts = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(items.map((_item, index) => String(index)));
  let next = 0;
  return parts.map((part) => (part.type === "element" ? items[next++] : part.value));
}

export interface AgreementsCheckProps {
  readonly agreements: Agreements;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The viewer tried to go on without ticking it. */
  readonly invalid: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  /**
   * The catalogue's prefix of the sentence and the documents' names (`{prefix}.agreeWith`,
   * `.privacyPolicy`, `.userAgreement`): the login's by default; the landing page's visitor forms
   * use theirs, which the landing part of the catalogue carries (decision 0057).
   */
  readonly messages?: "login" | "notices.visitor";
}

/**
 * "I have read and agree to the Privacy Policy and User Agreement": a checkbox whose label links
 * each flagged document in the viewer's language (else the default one, else the tenant's
 * default address). Links open in a new tab so the form keeps what was typed.
 */
export function AgreementsCheck({ agreements, checked, onChange, invalid, inputRef, messages = "login" }: AgreementsCheckProps) {
  const { t, locale } = useTranslator();
  const id = useId();
  const documents = [
    agreements.privacyPolicyFlag
      ? { key: "privacy", label: t(`${messages}.privacyPolicy`), agreement: chooseAgreement(agreements.privacyPolicies, locale) }
      : null,
    agreements.userAgreementFlag
      ? { key: "user", label: t(`${messages}.userAgreement`), agreement: chooseAgreement(agreements.userAgreements, locale) }
      : null,
  ].flatMap((entry) => (entry === null ? [] : [entry]));
  const links = documents.map(({ key, label, agreement }) => {
    const href = safeHref(agreement?.url) ?? safeHref(agreements.defaultAgreementUrl);
    return href === null ? (
      <span key={key}>{label}</span>
    ) : (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  });
  const [before = "", after = ""] = t(`${messages}.agreeWith`, { documents: SLOT }).split(SLOT);
  return (
    <div className="lh-login__agree">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>
        {before}
        {joinList(links, locale)}
        {after}
      </label>
    </div>
  );
}
