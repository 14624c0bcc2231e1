import { parseArgs } from 'node:util';

/** What `npm run verify:review` was asked: list the queue, or decide one request. */
export type ReviewCommand = { action: 'list' } | { action: 'approve' | 'decline'; id: number; note: string | null };

export const USAGE =
  'Usage: npm run verify:review                      list the pending verifications (selfies saved to a temporary folder)\n' +
  '       npm run verify:review -- approve <id>\n' +
  '       npm run verify:review -- decline <id> [--note "The selfie does not show the pose."]';

/** Reads the command line, or throws with what is wrong; the database checks the rest (the note's length). */
export function parseReviewArgs(argv: string[]): ReviewCommand {
  const { values, positionals } = parseArgs({ args: argv, options: { note: { type: 'string' } }, allowPositionals: true });
  const [action, id, ...rest] = positionals;
  if (action === undefined && values.note === undefined) return { action: 'list' };
  if ((action !== 'approve' && action !== 'decline') || rest.length > 0) throw new Error(USAGE);
  if (!id || !/^\d{1,15}$/.test(id)) throw new Error(`${USAGE}\nThe id is the number the list shows.`);
  if (action === 'approve' && values.note !== undefined) throw new Error(`${USAGE}\nA note is for a decline.`);
  return { action, id: Number(id), note: values.note ?? null };
}
