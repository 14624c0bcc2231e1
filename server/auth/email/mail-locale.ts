import type { Tx } from '../../db';
import { serverLocale, type ServerLocale } from '../../../supabase/functions/_shared/server-messages/index.ts';

/**
 * The language of an auth e-mail to a user (docs/i18n.md, On the server): her profile's saved
 * language, else the `locale` her sign-up's metadata carried (the SPA sends the language it was
 * showing), else English.
 */
export async function mailLocale(tx: Tx, userId: string): Promise<ServerLocale> {
  const { rows } = await tx.query<{ locale: string | null }>(
    `select coalesce(p.locale, u.raw_user_meta_data ->> 'locale') as locale
       from auth.users u left join public.profiles p on p.id = u.id
      where u.id = $1`,
    [userId],
  );
  return serverLocale(rows[0]?.locale);
}

/** The language a sign-up's metadata asks for (`options.data.locale`), before any row exists. */
export const metadataLocale = (data: Record<string, unknown>): ServerLocale => serverLocale(data.locale);
