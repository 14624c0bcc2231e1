import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import { MAX_CARD_NAME_LENGTH, type CardForm } from './test-cards';

/** The card form of an open Checkout Session. */
export interface PayFormModel {
  kind: 'form';
  /** Where the form posts: this page's own path. */
  action: string;
  productName: string;
  /** "$19.99 / month" or "7-day free trial, then $19.99 / month". */
  offer: string;
  trial: boolean;
  cancelUrl: string | null;
  error?: { message: string; field: keyof CardForm | null };
  /** What was typed, shown again after an error; never the card number. */
  values?: Omit<CardForm, 'number'>;
}

/** A session that cannot be paid (unknown, paid, expired), or a refused request. */
export interface PayMessageModel {
  kind: 'message';
  message: string;
  link?: { href: string; text: string };
}

export type PayPageModel = PayFormModel | PayMessageModel;

export const PAGE_TITLE = 'Ascend test payments';
export const TEST_CARDS_NOTE = 'Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; border: 1px solid GrayText; border-radius: 12px; }
.badge { display: inline-block; margin: 0; padding: 0.1rem 0.6rem; border: 1px solid currentColor; border-radius: 999px; font-size: 0.85rem; }
h1 { font-size: 1.5rem; margin: 0.75rem 0 0.5rem; }
h2 { font-size: 1.1rem; margin: 1.25rem 0 0; }
.offer { font-size: 1.2rem; font-weight: 600; margin: 0.25rem 0 1rem; }
label { display: block; margin-top: 0.75rem; font-weight: 600; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; border-radius: 6px; border: 1px solid GrayText; }
input[aria-invalid="true"] { border: 2px solid #d93025; }
.note { font-size: 0.9rem; }
.error { border: 2px solid #d93025; border-radius: 8px; padding: 0.5rem 0.75rem; }
button { font: inherit; cursor: pointer; border-radius: 8px; padding: 0.6rem 1rem; border: none; background: #635bff; color: #fff; width: 100%; }
a { color: LinkText; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
`;

/** For the page's Content-Security-Policy: only this exact inline style may apply. */
export const PAY_STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

const FIELDS: { name: keyof CardForm; label: string; attributes: string }[] = [
  { name: 'number', label: 'Card number', attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"' },
  { name: 'expiry', label: 'Expiry date (MM/YY)', attributes: 'autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"' },
  { name: 'cvc', label: 'CVC', attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"' },
  { name: 'name', label: 'Name on card', attributes: `autocomplete="cc-name" maxlength="${MAX_CARD_NAME_LENGTH}"` },
];

function field(model: PayFormModel, { name, label, attributes }: (typeof FIELDS)[number]): string {
  const value = name === 'number' ? '' : (model.values?.[name] ?? '');
  // The field at fault is marked and focused, and names the message that explains it.
  const invalid = model.error?.field === name ? ' aria-invalid="true" aria-describedby="pay-error" autofocus' : '';
  return `<label for="card-${name}">${label}</label>
<input id="card-${name}" name="${name}" required ${attributes} value="${escapeHtml(value)}"${invalid}>`;
}

function form(model: PayFormModel): string {
  const error = model.error ? `<p class="error" role="alert" id="pay-error">${escapeHtml(model.error.message)}</p>\n` : '';
  const back = model.cancelUrl ? `<p><a href="${escapeHtml(model.cancelUrl)}">Back to Ascend</a></p>` : '';
  return `<h2>${escapeHtml(model.productName)}</h2>
<p class="offer">${escapeHtml(model.offer)}</p>
${error}<form method="post" action="${escapeHtml(model.action)}" aria-label="Card details">
${FIELDS.map((f) => field(model, f)).join('\n')}
<p class="note">${TEST_CARDS_NOTE}</p>
<button type="submit">${model.trial ? 'Start trial' : 'Pay'}</button>
</form>
${back}`;
}

function message(model: PayMessageModel): string {
  const link = model.link ? `\n<p><a href="${escapeHtml(model.link.href)}">${escapeHtml(model.link.text)}</a></p>` : '';
  return `<p role="status">${escapeHtml(model.message)}</p>${link}`;
}

/** The local stand-in for Stripe Checkout: self-contained HTML, no scripts, no external assets. */
export function renderPayPage(model: PayPageModel): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="badge">Test mode</p>
<h1 id="title">${PAGE_TITLE}</h1>
<p>This page stands in for Stripe Checkout on this local server. No card is charged and no card details
leave this computer.</p>
${model.kind === 'form' ? form(model) : message(model)}
</main>
</body>
</html>
`;
}
