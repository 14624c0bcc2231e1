import type { Mailer } from '../mail/mailer';
import type { Metrics } from './metrics';

/** The mailer, counting what it sends and what waits for the SMTP server (the mail queue of /metrics). */
export function observeMailer(mailer: Mailer, metrics: Metrics): { mailer: Mailer; queued(): number } {
  let queued = 0;
  return {
    queued: () => queued,
    mailer: {
      async send(mail) {
        queued += 1;
        try {
          await mailer.send(mail);
          metrics.mailSent.inc({ outcome: 'sent' });
        } catch (error) {
          metrics.mailSent.inc({ outcome: 'failed' });
          throw error;
        } finally {
          queued -= 1;
        }
      },
      close: () => mailer.close(),
    },
  };
}
