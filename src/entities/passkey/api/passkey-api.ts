import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { createIsolatedClient, type AppSupabaseClient } from '@/shared/supabase';
import { mapPasskeyError } from '../lib/map-passkey-error';

/**
 * Passkeys through supabase-js's auth.passkey (GoTrue's /passkeys routes, answered alike by the
 * embedded server and hosted Supabase: docs/deployment.md, Passkeys), with the browser's prompts
 * through @simplewebauthn/browser (loaded only when a passkey is used). A passkey sign-in saves its
 * session in supabase-js, whose auth event signs the SPA in.
 */

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyJson {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

type PasskeyAuth = AppSupabaseClient['auth']['passkey'];
type BrowserCredential = Parameters<PasskeyAuth['verifyRegistration']>[0]['credential'];
interface BrowserRefusal {
  status: number;
  code?: string;
  message?: string;
  name?: string;
}
type Answer<T> = { data: T; error: null } | { data: null; error: BrowserRefusal };

/** GoTrue leaves out an empty name ('Passkey' is what it gives one it cannot name). */
const toPasskey = (row: PasskeyJson): Passkey => ({ id: row.id, name: row.friendly_name || 'Passkey', createdAt: row.created_at, lastUsedAt: row.last_used_at ?? null });

const browserWebAuthn = () => import('@simplewebauthn/browser');

/** A browser refusal (she cancelled, no passkey support) as an answer, so supabaseQuery maps it. */
async function inBrowser<T>(ceremony: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { data: await ceremony(), error: null };
  } catch (error) {
    const { name, code, message } = error as { name?: string; code?: string; message?: string };
    return { data: null, error: { status: 0, code: code ?? name, message, ...(name && { name }) } };
  }
}

/** Registers a passkey, then names it: GoTrue names a new one itself and renames with PATCH. */
async function addPasskey(supabase: AppSupabaseClient, name: string) {
  const options = await supabase.auth.passkey.startRegistration();
  if (options.error) return options;
  const { startRegistration } = await browserWebAuthn();
  const optionsJSON = options.data.options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const created = await inBrowser<RegistrationResponseJSON>(() => startRegistration({ optionsJSON }));
  if (created.error) return created;
  const added = await supabase.auth.passkey.verifyRegistration({ challengeId: options.data.challenge_id, credential: created.data as unknown as BrowserCredential });
  if (added.error) return added;
  return supabase.auth.passkey.update({ passkeyId: added.data.id, friendlyName: name });
}

/**
 * A sign-in with any passkey the browser holds for the site. With `sameAccountAs`, it confirms the
 * member who is signed in already (before removing a passkey): the ceremony runs on a client of its
 * own, so another account's passkey is refused and her session stays as it was.
 */
async function signInWithPasskey(supabase: AppSupabaseClient, sameAccountAs?: string) {
  const { browserSupportsWebAuthn, startAuthentication } = await browserWebAuthn();
  if (!browserSupportsWebAuthn()) return { data: null, error: { status: 0, code: 'unsupported' } };
  const ceremony = sameAccountAs ? await createIsolatedClient() : supabase;
  const options = await ceremony.auth.passkey.startAuthentication();
  if (options.error) return options;
  const optionsJSON = options.data.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const asserted = await inBrowser<AuthenticationResponseJSON>(() => startAuthentication({ optionsJSON }));
  if (asserted.error) return asserted;
  const verified = await ceremony.auth.passkey.verifyAuthentication({ challengeId: options.data.challenge_id, credential: asserted.data as unknown as BrowserCredential });
  if (verified.error || !sameAccountAs) return verified;
  const session = verified.data.session;
  if (!session || session.user.id !== sameAccountAs) return { data: null, error: { status: 0, code: 'other_account' } };
  return supabase.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
}

export const passkeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<Passkey[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.passkey.list(), { context: 'Load passkeys', mapError: mapPasskeyError, map: (rows) => (rows ?? []).map(toPasskey) }),
      providesTags: [tags.authFactors],
    }),
    addPasskey: build.mutation<null, string>({
      queryFn: (name) => supabaseQuery((supabase) => addPasskey(supabase, name), { context: 'Add passkey', mapError: mapPasskeyError, map: () => null }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
    removePasskey: build.mutation<null, string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.auth.passkey.delete({ passkeyId: id }), { context: 'Remove passkey', mapError: mapPasskeyError, map: () => null }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
    /** The session stays with supabase-js: null here, and the store learns of it from the auth event. */
    signInWithPasskey: build.mutation<null, { sameAccountAs?: string } | void>({
      queryFn: (args) =>
        supabaseQuery((supabase) => signInWithPasskey(supabase, args?.sameAccountAs), { context: 'Passkey sign-in', mapError: mapPasskeyError, map: () => null }),
    }),
  }),
});

export const { useGetPasskeysQuery, useAddPasskeyMutation, useRemovePasskeyMutation, useSignInWithPasskeyMutation } = passkeyApi;
