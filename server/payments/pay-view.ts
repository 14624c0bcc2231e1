import type { ServerResponse } from 'node:http';
import { sessionRecord } from './checkout-sessions';
import type { PayFormModel, PayMessageModel } from './pay-page';
import { sendPayPage } from './pay-page-response';
import { offerLabel } from './price-format';
import type { PaymentsStore, SessionRecord } from './store';
import type { CheckoutSessionObject } from './stripe-objects';

/** Where the browser goes after paying: `success_url` with Stripe's `{CHECKOUT_SESSION_ID}` filled in. */
export const successRedirect = (session: CheckoutSessionObject): string => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export function payForm(record: SessionRecord, action: string, extra: Pick<PayFormModel, 'error' | 'values'> = {}): PayFormModel {
  return {
    kind: 'form',
    action,
    productName: record.productName,
    offer: offerLabel(record),
    trial: record.trialDays !== null,
    cancelUrl: record.session.cancel_url,
    ...extra,
  };
}

export const PAYMENT_UNDER_WAY: PayMessageModel = { kind: 'message', message: 'This payment is being processed. Wait a moment, then reload this page.' };

/** The page for a session that cannot be paid, with its status; undefined while it is open. */
export function closedPage(record: SessionRecord | undefined): { status: number; model: PayMessageModel } | undefined {
  if (!record) return { status: 404, model: { kind: 'message', message: 'This payment page does not exist. Go back to Ascend and start again.' } };
  const { session } = record;
  if (session.status === 'complete') {
    return { status: 200, model: { kind: 'message', message: 'This payment is complete.', link: { href: successRedirect(session), text: 'Continue to Ascend' } } };
  }
  if (session.status === 'expired') {
    const link = session.cancel_url ? { href: session.cancel_url, text: 'Back to Ascend' } : undefined;
    return { status: 410, model: { kind: 'message', message: 'This payment page has expired. Go back to Ascend and start again.', link } };
  }
  return undefined;
}

/**
 * `GET /pay/:id`: the card form of an open session, or why it cannot be paid. `paying`: a payment of
 * it waits for the webhook (its session reads as complete until the webhook has answered).
 */
export function showPayPage(store: PaymentsStore, res: ServerResponse, id: string, action: string, paying: boolean): void {
  if (paying) return sendPayPage(res, 409, PAYMENT_UNDER_WAY);
  const record = sessionRecord(store, id);
  const closed = closedPage(record);
  if (closed) return sendPayPage(res, closed.status, closed.model);
  sendPayPage(res, 200, payForm(record!, action), record!.session.success_url);
}
