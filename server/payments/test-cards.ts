/** What the pay page's form sends. */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardOutcome =
  | { kind: 'approved' }
  /** 402, as Stripe answers a card_error. */
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; message: string; field: keyof CardForm };

/** Stripe's test cards: the only two numbers the stand-in knows. */
export const SUCCEEDING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const MAX_CARD_NAME_LENGTH = 100;

/**
 * Checks the form as a card network would see it, in the order a person fixes it: a test card's
 * number, an expiry date not past (a card is valid through its expiry month), a 3-digit CVC and a
 * name; only then is the declining test card declined.
 */
export function checkCard(form: CardForm, now: Date): CardOutcome {
  const number = form.number.replace(/[\s-]/g, '');
  if (number !== SUCCEEDING_CARD && number !== DECLINED_CARD) {
    return { kind: 'invalid', field: 'number', message: 'Use a test card: 4242 4242 4242 4242.' };
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { kind: 'invalid', field: 'expiry', message: 'Enter the expiry date as MM/YY, for example 12/34.' };
  const year = 2000 + Number(expiry[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { kind: 'invalid', field: 'expiry', message: 'Your card has expired: use an expiry date in the future.' };
  }
  if (!/^\d{3}$/.test(form.cvc.trim())) return { kind: 'invalid', field: 'cvc', message: 'Enter the 3-digit security code (CVC).' };
  const name = form.name.trim();
  if (name === '' || name.length > MAX_CARD_NAME_LENGTH) return { kind: 'invalid', field: 'name', message: 'Enter the name on the card.' };
  if (number === DECLINED_CARD) return { kind: 'declined', message: 'Your card was declined.' };
  return { kind: 'approved' };
}
