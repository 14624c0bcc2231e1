import type { SessionRecord } from './store';
import type { PriceObject } from './stripe-objects';

/**
 * An amount in the currency's smallest unit, as Stripe counts it, written for people: 1999 usd →
 * "$19.99", 500 jpy → "¥500" (Intl knows how many decimals each currency has).
 */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}

/** "$19.99 / month", "$49.99 / 3 months". */
export function priceLabel(price: PriceObject, quantity: number): string {
  const { interval, interval_count: count } = price.recurring;
  const every = count === 1 ? interval : `${count} ${interval}s`;
  return `${formatAmount(price.unit_amount * quantity, price.currency)} / ${every}`;
}

/** What the member agrees to: "$19.99 / month", or "7-day free trial, then $19.99 / month". */
export function offerLabel(record: SessionRecord): string {
  const price = priceLabel(record.price, record.quantity);
  return record.trialDays === null ? price : `${record.trialDays}-day free trial, then ${price}`;
}
