import type { Database } from '../../server/db/types';

// The plpgsql variables of the conversations statement, in the order they are bound below.
const VARIABLES = ['me', 'after_at', 'after_partner', 'term', 'rows_wanted', 'receipts'];

/**
 * `explain (analyze, buffers)` of the statement get_conversations runs for the member's first page:
 * its text read from the function that holds it (private.get_conversations_unchecked, behind the
 * public one's input caps), so it cannot drift; the variables bound as parameters,
 * as the function's owner with the member's claims (public_profiles still sees the member).
 */
export async function explainConversations(db: Database, memberId: string): Promise<string> {
  // EXECUTE takes no bind parameters: the id goes in as a literal, so it must be an id.
  if (!/^[0-9a-f-]{36}$/.test(memberId)) throw new Error(`not a uuid: ${memberId}`);
  return db.transaction(async (tx) => {
    const { rows: [{ body }] } = await tx.query<{ body: string }>(
      `select prosrc as body from pg_proc where oid = 'private.get_conversations_unchecked(text, integer, text)'::regprocedure`,
    );
    const start = body.indexOf('return query') + 'return query'.length;
    const statement = body
      .slice(start, body.indexOf(';', start))
      .replace(/--.*$/gm, '')
      .replace(new RegExp(`\\b(${VARIABLES.join('|')})\\b`, 'g'), (name) => `$${VARIABLES.indexOf(name) + 1}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: memberId })]);
    await tx.query(`prepare conversations (uuid, timestamptz, uuid, text, integer, boolean) as ${statement}`);
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) execute conversations('${memberId}', 'infinity',
                'ffffffff-ffff-ffff-ffff-ffffffffffff', null, 20, true)`,
    );
    await tx.query('deallocate conversations');
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
