import { useTranslator } from "../i18n/I18nProvider";
import { useObservable } from "../services/use-observable";
import type { Toaster } from "./Toaster";
import { toastText } from "./toast-text";
import "./ToasterView.css";

/**
 * The toasts of a {@link Toaster}: errors and warnings as role="alert" (announced at once), other
 * notices as role="status". Each can also be dismissed by hand.
 */
export function ToasterView({ toaster }: { readonly toaster: Toaster }) {
  const { t, has } = useTranslator();
  const toasts = useObservable(toaster.toasts$, []);
  return (
    <section className="lh-toaster" aria-label={t("app.notifications")}>
      {toasts.map((toast) => {
        const urgent = toast.level === "error" || toast.level === "warning";
        return (
          <div key={toast.id} className={`lh-toast lh-toast--${toast.level}`} role={urgent ? "alert" : "status"}>
            <span className="lh-toast__text">{toastText(toast, t, has)}</span>
            <button
              type="button"
              className="lh-toast__dismiss"
              aria-label={t("button.dismiss")}
              onClick={() => {
                toaster.dismiss(toast.id);
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </section>
  );
}
