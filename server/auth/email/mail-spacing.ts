import type { Tx } from '../../db';
import { secondsSinceSent, type TokenKind } from './token-store';

/** GoTrue's SMTP_MAX_FREQUENCY: one e-mail of a kind per user a minute; a second ask sends nothing. */
export const MIN_SECONDS_BETWEEN_EMAILS = 60;

/** Whether a mail of this kind may go to the user now (none went out within the minute). */
export async function mayMailAgain(tx: Tx, userId: string, kind: TokenKind): Promise<boolean> {
  const since = await secondsSinceSent(tx, userId, kind);
  return since === null || since >= MIN_SECONDS_BETWEEN_EMAILS;
}
