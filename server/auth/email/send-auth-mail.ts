import type { OutgoingMail } from '../../mail';
import type { AuthServices } from '../auth-request';

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
