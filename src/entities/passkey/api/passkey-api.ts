import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { baseApi, supabaseQuery, tags } from '@/shared/api';
import type { AppSupabaseClient } from '@/shared/supabase';
import { mapPasskeyError } from '../lib/map-passkey-error';
import { callPasskeyService, type PasskeyAnswer } from './passkey-service';

/**
 * Passkeys: WebAuthn in the browser through @simplewebauthn/browser (loaded only when a passkey is
 * used), the ceremonies answered by the passkey service (passkey-service.ts). A passkey sign-in
 * answers a session, handed to supabase-js with setSession: its auth event signs the SPA in.
 */

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyJson {
  id: string;
  friendly_name: string;
  created_at: string;
  last_used_at: string | null;
}

interface SessionJson {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

const toPasskey = (row: PasskeyJson): Passkey => ({ id: row.id, name: row.friendly_name, createdAt: row.created_at, lastUsedAt: row.last_used_at });

const browserWebAuthn = () => import('@simplewebauthn/browser');

/** A browser refusal (she cancelled, no passkey support) as an answer, so supabaseQuery maps it. */
async function inBrowser<T>(ceremony: () => Promise<T>): Promise<PasskeyAnswer<T>> {
  try {
    return { data: await ceremony(), error: null };
  } catch (error) {
    const { name, code, message } = error as { name?: string; code?: string; message?: string };
    return { data: null, error: { status: 0, code: code ?? name, message, ...(name && { name }) } };
  }
}

async function tokenOf(supabase: AppSupabaseClient): Promise<string | undefined> {
  return (await supabase.auth.getSession()).data.session?.access_token;
}

async function listPasskeys(supabase: AppSupabaseClient) {
  return callPasskeyService<PasskeyJson[]>('', { method: 'GET', token: await tokenOf(supabase) });
}

async function addPasskey(supabase: AppSupabaseClient, name: string) {
  const token = await tokenOf(supabase);
  const options = await callPasskeyService<PublicKeyCredentialCreationOptionsJSON>('/registration/options', { token });
  if (options.error) return options;
  const { startRegistration } = await browserWebAuthn();
  const created = await inBrowser<RegistrationResponseJSON>(() => startRegistration({ optionsJSON: options.data }));
  if (created.error) return created;
  return callPasskeyService<PasskeyJson>('/registration/verify', { token, body: { friendly_name: name, credential: created.data } });
}

/**
 * A sign-in with any passkey the browser holds for the site. With `sameAccountAs`, it confirms the
 * member who is signed in already (before removing a passkey): another account's passkey is refused
 * and her session stays as it was.
 */
async function signInWithPasskey(supabase: AppSupabaseClient, sameAccountAs?: string) {
  const { browserSupportsWebAuthn, startAuthentication } = await browserWebAuthn();
  if (!browserSupportsWebAuthn()) return { data: null, error: { status: 0, code: 'unsupported' } };
  const options = await callPasskeyService<PublicKeyCredentialRequestOptionsJSON>('/authentication/options');
  if (options.error) return options;
  const asserted = await inBrowser<AuthenticationResponseJSON>(() => startAuthentication({ optionsJSON: options.data }));
  if (asserted.error) return asserted;
  const session = await callPasskeyService<SessionJson>('/authentication/verify', { body: { credential: asserted.data } });
  if (session.error) return session;
  if (sameAccountAs && session.data.user.id !== sameAccountAs) {
    return { data: null, error: { status: 0, code: 'other_account' } };
  }
  return supabase.auth.setSession({ access_token: session.data.access_token, refresh_token: session.data.refresh_token });
}

async function removePasskey(supabase: AppSupabaseClient, id: string) {
  return callPasskeyService<{ id: string }>(`/${encodeURIComponent(id)}`, { method: 'DELETE', token: await tokenOf(supabase) });
}

export const passkeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<Passkey[], void>({
      queryFn: () =>
        supabaseQuery(listPasskeys, { context: 'Load passkeys', mapError: mapPasskeyError, map: (rows) => (rows ?? []).map(toPasskey) }),
      providesTags: [tags.authFactors],
    }),
    addPasskey: build.mutation<null, string>({
      queryFn: (name) => supabaseQuery((supabase) => addPasskey(supabase, name), { context: 'Add passkey', mapError: mapPasskeyError, map: () => null }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
    removePasskey: build.mutation<null, string>({
      queryFn: (id) => supabaseQuery((supabase) => removePasskey(supabase, id), { context: 'Remove passkey', mapError: mapPasskeyError, map: () => null }),
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
