import { randomUUID } from "node:crypto";
import type { PaymentMode } from "@livehall/wire";

/** One payment to take: who pays how many cents for what. */
export interface PaymentRequest {
  readonly eventId: string;
  readonly audienceId: string;
  readonly amountCents: number;
  /** What the payer sees on their statement (e.g. "3 × Rocket"). */
  readonly description: string;
}

/** A provider's answer: approved with its reference, or declined with a reason the viewer may see. */
export type PaymentOutcome =
  { readonly approved: true; readonly reference: string } | { readonly approved: false; readonly reason: string };

/**
 * The payment port of gifts (issue 13, decision 0030). A gift is stored and shown only after its
 * provider approved the payment. Real providers (a card or wallet processor) implement this in
 * their own adapter; none ships yet. `mode` is what the viewer is told ("development": no money is
 * taken).
 */
export interface PaymentProvider {
  readonly mode: Exclude<PaymentMode, "unavailable">;
  charge(request: PaymentRequest): Promise<PaymentOutcome>;
}

/**
 * The local development provider: approves every payment at once and takes NO money (reference
 * `dev-<uuid>`). It runs only while the development stand-ins run (decision 0020: the server
 * listens on loopback, or LIVEHALL_DEV_PROVIDERS=1 with a warning); the gift list tells viewers
 * "development payment: no money is taken".
 */
export class DevelopmentPaymentProvider implements PaymentProvider {
  readonly mode = "development" as const;

  charge(_request: PaymentRequest): Promise<PaymentOutcome> {
    return Promise.resolve({ approved: true, reference: `dev-${randomUUID()}` });
  }
}

/**
 * The provider gifts are paid through: the development provider exactly when the development
 * stand-ins run (their outbox exists, decision 0020), else none — sending a gift then answers 503.
 */
export function paymentProviderFor(ctx: { readonly outbox: unknown }): PaymentProvider | null {
  return ctx.outbox === null ? null : new DevelopmentPaymentProvider();
}
