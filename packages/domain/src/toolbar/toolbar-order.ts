/**
 * The order the toolbar shows its buttons in: those with something new (a badge) first, then the
 * rest, each group in the room's configured order. The row has room for a few tools only; news
 * must not hide in "more".
 */
export function newsFirst<T extends { readonly badge: boolean }>(buttons: readonly T[]): readonly T[] {
  if (!buttons.some((view) => view.badge)) return buttons;
  return [...buttons.filter((view) => view.badge), ...buttons.filter((view) => !view.badge)];
}

/**
 * `buttons` in the order `held` lists them (the order the row had when the "more" menu opened),
 * those it does not list after them: while the menu is open no tool moves between the row and the
 * menu under the viewer's pointer, news or not.
 */
export function inHeldOrder<T extends { readonly button: string }>(buttons: readonly T[], held: readonly string[]): readonly T[] {
  const place = (view: T): number => {
    const index = held.indexOf(view.button);
    return index < 0 ? held.length : index;
  };
  return [...buttons].sort((a, b) => place(a) - place(b));
}
