import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readBody } from '../http';
import { sessionRecord } from './checkout-sessions';
import { completeCheckout } from './complete-checkout';
import type { PayFormModel } from './pay-page';
import { sendPayPage } from './pay-page-response';
import { closedPage, PAYMENT_UNDER_WAY, payForm, successRedirect } from './pay-view';
import type { PaymentsStore } from './store';
import type { EventObject } from './stripe-objects';
import { checkCard, type CardForm } from './test-cards';
import type { DeliveryResult } from './webhook-delivery';

/** The card form is four short fields; anything larger is not from the page. */
export const MAX_PAY_FORM_BYTES = 4096;

export interface PaySubmissionServices {
  store: PaymentsStore;
  deliver(event: EventObject, req: IncomingMessage): Promise<DeliveryResult>;
  /** Sessions whose payment is under way (the pay route refuses them): a second submission must not pay twice. */
  paying: Set<string>;
}

async function readCardForm(req: IncomingMessage): Promise<CardForm | undefined> {
  try {
    const form = new URLSearchParams((await readBody(req, MAX_PAY_FORM_BYTES)).toString('utf8'));
    const field = (name: keyof CardForm) => form.get(name) ?? '';
    return { number: field('number'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') };
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) return undefined;
    throw error;
  }
}

/**
 * `POST /pay/:id`: the card is checked against the test cards; an approved one completes the
 * checkout and, once the webhook has accepted `checkout.session.completed`, sends the browser to
 * `success_url` (303, so the browser follows with GET). Any refusal shows the form again with what
 * was typed, except the card number.
 */
export async function submitPayment(services: PaySubmissionServices, req: IncomingMessage, res: ServerResponse, id: string, action: string): Promise<void> {
  const form = await readCardForm(req);
  if (!form) return sendPayPage(res, 413, { kind: 'message', message: 'The form sent was too large.' });
  // From here to `paying.add` nothing awaits, so two submissions cannot both get past this check.
  // It comes first: while a payment waits for the webhook, its session already reads as complete.
  if (services.paying.has(id)) return sendPayPage(res, 409, PAYMENT_UNDER_WAY);
  const record = sessionRecord(services.store, id);
  const closed = closedPage(record);
  if (closed) return sendPayPage(res, closed.status, closed.model);
  const open = record!;
  const again = (status: number, error: NonNullable<PayFormModel['error']>) =>
    sendPayPage(res, status, payForm(open, action, { error, values: { expiry: form.expiry, cvc: form.cvc, name: form.name } }), open.session.success_url);

  const outcome = checkCard(form, new Date(services.store.now() * 1000));
  if (outcome.kind === 'invalid') return again(400, { message: outcome.message, field: outcome.field });
  // 402: Stripe's status for a card_error.
  if (outcome.kind === 'declined') return again(402, { message: outcome.message, field: 'number' });

  services.paying.add(id);
  let paid: boolean;
  try {
    paid = await completeCheckout(services.store, open, form.name.trim(), (event) => services.deliver(event, req));
  } finally {
    services.paying.delete(id);
  }
  if (!paid) return again(502, { message: 'Your payment could not be confirmed. Please try again.', field: null });
  res.writeHead(303, { Location: successRedirect(open.session), 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}
