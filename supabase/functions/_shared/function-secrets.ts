/**
 * Every variable a function reads besides the platform's own URL and keys, declared here and
 * nowhere else: hosted Supabase gives them to functions with `supabase secrets set NAME=value`, the
 * embedded server copies exactly these names from its own environment (server/config.ts), and
 * docs/ai.md describes them. Functions read them through `EdgeEnv.secrets`.
 */
export const FUNCTION_SECRETS = {
  /** The chat completion provider's key. Unset (and no base URL): every AI answer is the canned one. */
  OPENAI_API_KEY: 'The key of the OpenAI account (or any OpenAI-compatible server) the AI helpers use',
  /** The model name, as the provider spells it. */
  OPENAI_MODEL: 'The chat model (default gpt-4o-mini)',
  /** Another OpenAI-compatible server, e.g. a local Ollama or llama.cpp (docs/ai.md, Local models). */
  OPENAI_BASE_URL: 'The API base URL of an OpenAI-compatible server (default https://api.openai.com/v1)',
  /**
   * The provider whose vision model compares a verification selfie with the profile photos (docs/ai.md,
   * Photo verification), when it is not the OPENAI_* one; unset, that one is used.
   */
  VISION_BASE_URL: 'The API base URL of the OpenAI-compatible server that compares verification selfies (default: OPENAI_BASE_URL)',
  VISION_API_KEY: 'Its key (default: OPENAI_API_KEY)',
  VISION_MODEL: 'The vision model that compares verification selfies (default: OPENAI_MODEL, else gpt-4o-mini)',
  /** The payment provider (docs/plans.md). Unset on the embedded server: its own stand-in plays Stripe. */
  STRIPE_SECRET_KEY: 'The Stripe secret key (sk_live_… or sk_test_…) the checkout functions use',
  STRIPE_WEBHOOK_SECRET: "The signing secret (whsec_…) of the Stripe webhook endpoint that calls stripe-webhook",
  /** Another Stripe-compatible API, such as the embedded server's stand-in; unset for Stripe itself. */
  STRIPE_API_URL: 'The base URL of a Stripe-compatible API (default https://api.stripe.com)',
  /**
   * Where e-mail goes (docs/notifications.md): smtp://user:password@host:587 or smtps://…:465. Unset on
   * the embedded server: its own SMTP listener and mailbox (/_mail) take every message.
   */
  SMTP_URL: 'The SMTP server e-mail is sent through, as a URL (smtps://user:password@smtp.example.com:465)',
  MAIL_FROM: 'The sender of every e-mail, e.g. "Ascend <hello@example.com>"',
  /** Where members' support requests are e-mailed (docs/plans.md, Priority support); unset: support@localhost, which the local mailbox shows. */
  SUPPORT_EMAIL: 'The address members\' support requests are e-mailed to, e.g. support@example.com (default support@localhost)',
  /**
   * Where the SPA is served, for the links in e-mails and the payment page's way back. The embedded
   * server serves it itself (its public or own address).
   */
  SITE_URL: 'The address the SPA is served at, e.g. https://ascend.example.com (links in e-mails; checkout returns there)',
  /** Other addresses of the same SPA (a preview, Vite's dev server): checkout returns to the calling page only when it is one of these. */
  ADDITIONAL_SITE_URLS: 'Other addresses the SPA is served at, comma-separated (checkout returns to the calling page only when it is SITE_URL or one of these)',
  /**
   * Signs the unsubscribe links of digest e-mails (docs/notifications.md, Digest e-mails). Unset: a key
   * derived from the service-role key, so nothing needs configuring; set it so that rotating that key
   * does not break the links already sent.
   */
  UNSUBSCRIBE_SECRET: 'The secret unsubscribe links are signed with (default: derived from the service-role key)',
  /**
   * The VAPID key pair and subject the send-push function signs pushes with on hosted Supabase
   * (docs/deployment.md, Push notifications; `npx web-push generate-vapid-keys`). Unset on the
   * embedded server, which keeps its own pair in its data directory.
   */
  VAPID_PUBLIC_KEY: 'The VAPID public key pushes are signed with (base64url; also written into private.push_settings)',
  VAPID_PRIVATE_KEY: 'The VAPID private key pushes are signed with (base64url)',
  VAPID_SUBJECT: 'Who runs the app, for push services: mailto:you@example.com or an https URL',
} as const;

export type FunctionSecretName = keyof typeof FUNCTION_SECRETS;

/** Reads one of the declared variables; `Deno.env` has this shape. */
export interface FunctionSecrets {
  get(name: FunctionSecretName): string | undefined;
}

/** The declared variables picked from an environment (the embedded server's `process.env`). */
export function pickFunctionSecrets(env: Readonly<Record<string, string | undefined>>): Partial<Record<FunctionSecretName, string>> {
  const picked: Partial<Record<FunctionSecretName, string>> = {};
  for (const name of Object.keys(FUNCTION_SECRETS) as FunctionSecretName[]) {
    const value = env[name];
    if (value) picked[name] = value;
  }
  return picked;
}
