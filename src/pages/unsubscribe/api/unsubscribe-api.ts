import { baseApi, describeFunctionFailure, supabaseQuery } from '@/shared/api';
import type { AppSupabaseClient } from '@/shared/supabase';
import { mapUnsubscribeError } from '../lib/map-unsubscribe-error';

/**
 * The same POST a mail client makes for the e-mail's one-click unsubscribe (RFC 8058): the token in
 * the query, the fixed form body. No session needed: the token is the proof.
 */
async function unsubscribe(supabase: AppSupabaseClient, token: string) {
  const { error } = await supabase.functions.invoke(`email-unsubscribe?token=${encodeURIComponent(token)}`, {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return { error: error ? await describeFunctionFailure(error) : null };
}

const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeFromDigests: build.mutation<null, string>({
      queryFn: (token) =>
        supabaseQuery((supabase) => unsubscribe(supabase, token), {
          context: 'Unsubscribe from digest e-mails',
          mapError: mapUnsubscribeError,
          map: () => null,
        }),
    }),
  }),
});

export const { useUnsubscribeFromDigestsMutation } = unsubscribeApi;
