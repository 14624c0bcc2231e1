import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from '../../testing/test-database';
import { REFUSAL_SENTENCES, readRefusalName } from '../../../supabase/functions/_shared/rules/refusal-sentences';
import type { Database } from '../types';

// A refusal the database writes for the member names itself in the error's detail (JSON) and says
// itself in English: the SPA reads the name to say it in the reader's language, and writes the English
// as @rules/refusal-sentences does. docs/i18n.md, the database's sentences.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('a refusal by name', () => {
  it('is written in English as @rules writes it, for every name', async () => {
    for (const [name, english] of Object.entries(REFUSAL_SENTENCES)) {
      const { rows } = await db.query<{ s: string }>('select private.refusal_sentence($1) as s', [name]);
      expect(rows[0].s).toBe(english);
    }
  });

  it('raises with the status it is given, naming itself', async () => {
    const error = await db.query(`select private.refuse('PT409', 'event_full')`).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PT409', message: 'This event is full.' });
    expect(readRefusalName((error as { detail: string }).detail)).toBe('event_full');
  });

  it('is one the app knows, wherever the functions refuse, and every one it knows is raised', () => {
    const root = path.resolve(__dirname, '../../..');
    const sql = execFileSync('git', ['grep', '-h', '-o', '-E', "(refuse\\('PT4[0-9]{2}', '[a-z_]+'|refusal_sentence\\('[a-z_]+')", '--', 'supabase/schemas'], {
      cwd: root,
      encoding: 'utf8',
    });
    const named = new Set([...sql.matchAll(/'([a-z_]+)'$/gm)].map(([, name]) => name));
    expect([...named].sort()).toEqual(Object.keys(REFUSAL_SENTENCES).sort());
  });
});
