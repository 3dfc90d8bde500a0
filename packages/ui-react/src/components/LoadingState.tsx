import "./States.css";

/** A busy region with a spinner and its label, announced politely to screen readers. */
export function LoadingState({ label }: { readonly label: string }) {
  return (
    <div className="lh-state lh-state--loading" role="status" aria-live="polite" aria-busy="true">
      <span className="lh-state__spinner" aria-hidden="true" />
      <p className="lh-state__text">{label}</p>
    </div>
  );
}
