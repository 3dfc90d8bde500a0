import type { Notice, Notifier } from "@livehall/application";
import { BehaviorSubject, type Observable } from "rxjs";

/** A notice on screen, with an id to dismiss it by. */
export interface Toast extends Notice {
  readonly id: number;
}

/** How long a toast stays up (§9: notices auto-hide after 3000 ms). */
export const TOAST_AUTO_HIDE_MS = 3000;

/**
 * The application's Notifier for the browser: keeps the toasts on screen as an observable list
 * that <ToasterView> renders, each removed after {@link TOAST_AUTO_HIDE_MS}. Translation happens in
 * the view, so a notice shows in the language in use when it is drawn.
 */
export class Toaster implements Notifier {
  private readonly toasts = new BehaviorSubject<readonly Toast[]>([]);
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  constructor(private readonly autoHideMs: number = TOAST_AUTO_HIDE_MS) {}

  /** The toasts on screen, oldest first. */
  get toasts$(): Observable<readonly Toast[]> {
    return this.toasts;
  }

  notify(notice: Notice): void {
    const toast: Toast = { ...notice, id: this.nextId++ };
    this.toasts.next([...this.toasts.value, toast]);
    this.timers.set(
      toast.id,
      setTimeout(() => {
        this.dismiss(toast.id);
      }, this.autoHideMs),
    );
  }

  dismiss(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
    this.toasts.next(this.toasts.value.filter((toast) => toast.id !== id));
  }
}
