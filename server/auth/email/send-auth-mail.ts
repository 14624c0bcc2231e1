import type { ServerLocale } from '../../../supabase/functions/_shared/server-messages/index.ts';
import type { OutgoingMail } from '../../mail';
import type { AuthServices } from '../auth-request';
import { mailLocale } from './mail-locale';

/**
 * Sends without making the client wait: the answer (and its timing) must not depend on whether an
 * address has an account, and a slow provider must not hold the request. A failure is logged; the
 * member can ask again (the pages say how).
 */
export function sendAuthMail(services: AuthServices, mail: OutgoingMail): void {
  services.mailer.send(mail).catch((error: unknown) => {
    console.error(`auth: could not send "${mail.subject}"`, error instanceof Error ? error.message : error);
  });
}

/**
 * The mail `write` makes in the user's language (mail-locale.ts), sent as sendAuthMail sends: the
 * language is looked up after the answer, so the request waits for nothing. A lookup that fails
 * writes it in English.
 */
export function sendAuthMailIn(services: AuthServices, userId: string, write: (locale: ServerLocale) => OutgoingMail): void {
  void mailLocale(services.ctx.db, userId)
    .catch((): ServerLocale => 'en')
    .then((locale) => sendAuthMail(services, write(locale)));
}
