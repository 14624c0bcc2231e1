import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import { MAX_EMAIL_LENGTH } from '../users/email-address';
import { MAX_NAME_LENGTH, TEST_GOOGLE_ACCOUNTS } from './google-accounts';

export interface ConsentPageModel {
  /** Where the form posts: the auth surface's /callback. */
  action: string;
  state: string;
  /** The site the person returns to, shown so they know where they are going. */
  returnTo: string;
  error?: string;
  fullName?: string;
  email?: string;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; border: 1px solid GrayText; border-radius: 12px; }
.badge { display: inline-block; margin: 0; padding: 0.1rem 0.6rem; border: 1px solid currentColor; border-radius: 999px; font-size: 0.85rem; }
h1 { font-size: 1.5rem; margin: 0.75rem 0 0.5rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
button { font: inherit; cursor: pointer; border-radius: 8px; padding: 0.6rem 1rem; }
.account { width: 100%; text-align: left; border: 1px solid GrayText; background: Canvas; color: CanvasText; }
.account span { display: block; font-size: 0.9rem; }
.primary { border: none; background: #1a73e8; color: #fff; }
.link { border: none; background: none; color: LinkText; text-decoration: underline; padding: 0; margin-top: 1.5rem; }
label { display: block; margin-top: 0.75rem; font-weight: 600; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; border-radius: 6px; border: 1px solid GrayText; }
.error { border: 2px solid #d93025; border-radius: 8px; padding: 0.5rem 0.75rem; }
button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
`;

/** For the page's Content-Security-Policy: only this exact inline style may apply. */
export const CONSENT_STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/** The local stand-in for Google's account chooser: self-contained HTML, no scripts, no external assets. */
export function renderConsentPage(model: ConsentPageModel): string {
  const action = escapeHtml(model.action);
  const state = `<input type="hidden" name="state" value="${escapeHtml(model.state)}">`;
  const accounts = TEST_GOOGLE_ACCOUNTS.map(
    (account) => `<li><form method="post" action="${action}">${state}
<input type="hidden" name="account" value="${escapeHtml(account.key)}">
<button type="submit" class="account">Continue as ${escapeHtml(account.name)}<span>${escapeHtml(account.email)}</span></button>
</form></li>`,
  ).join('\n');
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="badge">Local development</p>
<h1 id="title">Sign in with Google (local stand-in)</h1>
<p>This page stands in for Google on this local server. No Google account is used and nothing leaves
this computer. Choose a test account, or enter any name and email address.</p>
<p>You will return to <strong>${escapeHtml(model.returnTo)}</strong>.</p>
${error}
<h2 id="test-accounts">Test accounts</h2>
<ul aria-labelledby="test-accounts">
${accounts}
</ul>
<h2 id="other-account">Another account</h2>
<form method="post" action="${action}" aria-labelledby="other-account">${state}
<label for="full_name">Full name</label>
<input id="full_name" name="full_name" autocomplete="name" required maxlength="${MAX_NAME_LENGTH}" value="${escapeHtml(model.fullName ?? '')}">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="${MAX_EMAIL_LENGTH}" value="${escapeHtml(model.email ?? '')}">
<p><button type="submit" class="primary">Continue</button></p>
</form>
<form method="post" action="${action}">${state}
<input type="hidden" name="cancel" value="1">
<button type="submit" class="link">Cancel and go back</button>
</form>
</main>
</body>
</html>
`;
}
