import { userToken } from '../testing/rest-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createUsers } from '../testing/test-users';

// Every function the API lets anon or a member execute, straight from the catalogue: a new function
// joins this test by existing. Each is called with a 100 kB value in each parameter in turn (the
// others small and valid): it must refuse, and the one database connection must stay usable. No wall
// clock here: on a loaded machine the first request alone can take a second.
const HUGE = 'a'.repeat(100_000);
const SMALL_BY_TYPE: Record<string, unknown> = {
  uuid: '00000000-0000-4000-8000-000000000001',
  'uuid[]': [],
  text: 'x',
  integer: 1,
  date: '1990-01-01',
  'timestamp with time zone': '2026-01-01T00:00:00Z',
};

interface ApiFunction {
  name: string;
  args: { name: string; type: string }[];
  anon: boolean;
}

let server: TestServer;
let memberToken: string;
let functions: ApiFunction[];

beforeAll(async () => {
  server = await startTestServer();
  const [member] = await createUsers(server.ctx.db, 1, { first_name: 'Cap', birth_date: '1990-01-01' });
  memberToken = await userToken(server, member.id);
  const { rows } = await server.ctx.db.query<{ name: string; arg_names: string[] | null; arg_types: string[]; anon: boolean }>(
    `select p.proname as name, p.proargnames[1:p.pronargs] as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
            has_function_privilege('anon', p.oid, 'execute') as anon
       from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and p.prorettype <> 'trigger'::regtype
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by 1`,
  );
  functions = rows.map((row) => ({
    name: row.name,
    anon: row.anon,
    args: (row.arg_names ?? []).map((name, i) => ({ name, type: row.arg_types[i] })),
  }));
});
afterAll(() => server?.close());

async function call(fn: ApiFunction, body: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${server.url}/rest/v1/rpc/${fn.name}`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${fn.anon ? server.anonKey : memberToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

it('finds the functions the app calls, and no internal helper', () => {
  const names = functions.map((fn) => fn.name);
  expect(names).toEqual(expect.arrayContaining(['search_places', 'is_username_available', 'get_conversations', 'send_message']));
  expect(names).not.toContain('place_search_key');
  expect(names).not.toContain('random_username');
  // Recovery codes are made, counted and spent through the API; the rule that spends one is not callable itself.
  expect(names).toEqual(expect.arrayContaining(['generate_recovery_codes', 'count_recovery_codes', 'redeem_recovery_code']));
  expect(names).not.toContain('use_recovery_code');
  expect(names).not.toContain('custom_access_token_hook');
  expect(names).toEqual(expect.arrayContaining(['get_events_near_me', 'get_event', 'get_event_attendees', 'rsvp_event', 'cancel_rsvp']));
  expect(names).toEqual(
    expect.arrayContaining(['get_personality_questionnaire', 'answer_personality_item', 'get_personality_result', 'set_personality_sharing', 'get_shared_personalities']),
  );
  // Verification state is the server's to write: members read theirs, the rest is the service role's.
  expect(names).toContain('get_my_verification');
  for (const serverOnly of ['request_photo_verification', 'decide_photo_verification', 'get_pending_photo_verifications']) {
    expect(names).not.toContain(serverOnly);
  }
  expect(names).toEqual(expect.arrayContaining(['start_call', 'answer_call', 'decline_call', 'end_call', 'get_call_log']));
});

it('refuses a 100 kB value in any parameter of any callable function', async () => {
  const answers: string[] = [];
  for (const fn of functions) {
    for (const target of fn.args) {
      const body = Object.fromEntries(fn.args.map((arg) => [arg.name, arg === target ? HUGE : SMALL_BY_TYPE[arg.type] ?? null]));
      const status = await call(fn, body);
      answers.push(`${fn.name}(${target.name}): ${status >= 400 && status < 500 ? '4xx' : status}`);
    }
  }
  expect(answers.filter((answer) => !/: 4xx$/.test(answer))).toEqual([]);
  expect(answers.length).toBeGreaterThan(10);
});

it('is still healthy afterwards', async () => {
  const fn = functions.find((f) => f.name === 'is_username_available')!;
  const response = await fetch(`${server.url}/rest/v1/rpc/${fn.name}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'still_free' }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toBe(true);
});
