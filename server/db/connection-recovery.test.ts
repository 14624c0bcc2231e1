import { openPglite, pgliteEngine } from './pglite-engine';
import { migratedSnapshot } from '../testing/migrated-snapshot';
import { closeWithFile } from '../testing/open-resources';
import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

// The embedded database is one connection: no request may leave it unusable for the next.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const openMigrated = async () => {
  const pg = await openPglite({ loadDataDir: await migratedSnapshot() });
  // A test closes one itself (the broken database the engine must reopen) and the engine its own.
  closeWithFile(async () => {
    if (!pg.closed) await pg.close();
  });
  return pg;
};
const anon = () => createTestClient(server.url, server.anonKey);

/** An anonymous request that reads the database: is a username free? */
async function usernameCheck(): Promise<{ status: number; data: unknown }> {
  const { data, status } = await anon().rpc('is_username_available', { username: 'nobody_here' });
  return { status, data };
}

it('serves the next request after a statement fails inside a transaction', async () => {
  await expect(server.ctx.db.transaction((tx) => tx.query('select 1/0'))).rejects.toThrow(/division by zero/);
  expect(await usernameCheck()).toEqual({ status: 200, data: true });
});

it('rolls back a transaction a failed request left open', async () => {
  // A raw BEGIN outside the engine's transactions, then a failing statement: the connection is left
  // in an aborted transaction, where every statement fails with 25P02 until a rollback.
  await server.ctx.db.query('begin');
  await expect(server.ctx.db.query('select 1/0')).rejects.toThrow(/division by zero/);
  expect(await usernameCheck()).toEqual({ status: 200, data: true });
  // No transaction is left open: each statement now gets a transaction id of its own.
  const xid = async () => (await server.ctx.db.query<{ id: string }>('select txid_current()::text as id')).rows[0].id;
  expect(await xid()).not.toBe(await xid());
});

it('reopens a connection that cannot recover, and listens again on its channels', async () => {
  // A PGlite instance that fails every statement, as one whose WebAssembly memory a stack overflow
  // broke does ("memory access out of bounds"): here, one closed under the engine.
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const broken = await openMigrated();
  const engine = pgliteEngine(broken, openMigrated);
  const heard: string[] = [];
  await engine.listen('recovery_test', (payload) => heard.push(payload));
  await broken.close();

  await expect(engine.query('select 1')).rejects.toThrow();
  const { rows } = await engine.query<{ one: number }>('select 1 as one');
  expect(rows).toEqual([{ one: 1 }]);
  await engine.query(`select pg_notify('recovery_test', 'still heard')`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(heard).toEqual(['still heard']);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('reopening'));
  error.mockRestore();
  await engine.close();
});
