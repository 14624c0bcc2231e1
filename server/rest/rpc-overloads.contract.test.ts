import { useRestFixtures } from '../testing/contract-server';

// Which function a call reaches, as PostgREST's findProc decides (docs/local-backend.md, REST).
const given = useRestFixtures(async (server) => {
  for (const sql of [
    `create function public.rest_body_json(json) returns json language sql as 'select $1'`,
    `create function public.rest_body_text(text) returns text language sql as 'select $1'`,
    // Unnamed and not a body type: PostgREST leaves it out of its schema cache.
    `create function public.rest_body_int(integer) returns integer language sql as 'select $1'`,
    `create function public.rest_over() returns integer language sql as 'select 1'`,
    `create function public.rest_over(boolean) returns integer language sql as 'select 2'`,
    `create function public.rest_over(text) returns text language sql as $$ select 'text:' || $1 $$`,
    `create function public.rest_over_default() returns integer language sql as 'select 1'`,
    `create function public.rest_over_default(text default 'd') returns text language sql as 'select $1'`,
    `create function public.rest_pair(a text) returns text language sql as 'select a'`,
    `create function public.rest_pair(a integer) returns integer language sql as 'select a'`,
  ]) {
    await server.ctx.db.query(sql);
  }
  return {};
});

describe('rpc: one unnamed parameter and overloads', () => {
  it('passes the whole body to one unnamed json or text parameter', async () => {
    expect(await given.db.rpc('rest_body_json', { '': { a: 1 } })).toMatchObject({ data: { '': { a: 1 } }, error: null });
    expect(await given.db.rpc('rest_body_json', { anything: [1, 2] })).toMatchObject({ data: { anything: [1, 2] } });
    const text = await given.db.rpc('rest_body_text', { '': 'hi' });
    expect(text.error).toBeNull();
    expect(JSON.parse(text.data as string)).toEqual({ '': 'hi' });
  });

  it('does not know a function whose unnamed parameter cannot take a body (PGRST202)', async () => {
    const { error, status } = await given.db.rpc('rest_body_int', { '': 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_body_int() in the schema cache',
      details:
        'Searched for the function public.rest_body_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rest_body_text',
    });
    // A known name with unknown arguments: the closest parameter list.
    const args = await given.db.rpc('rest_add', { a: 1, c: 2 });
    expect(args.error?.hint).toBe('Perhaps you meant to call the function public.rest_add(a, b)');
    // Nothing close enough: no hint, as PostgREST.
    expect((await given.db.rpc('zzz_unrelated')).error?.hint).toBeNull();
  });

  it('chooses the overload by the arguments named, the unnamed one as ""', async () => {
    expect((await given.db.rpc('rest_over')).data).toBe(1);
    expect((await given.db.rpc('rest_over', { '': 'x' })).data).toBe('text:{"":"x"}');
  });

  it('answers 300 PGRST203 listing the candidates, fewer parameters first', async () => {
    const { error, status } = await given.db.rpc('rest_over_default');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rest_over_default(), public.rest_over_default( => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    const pair = await given.db.rpc('rest_pair', { a: 1 });
    expect(pair.error?.message).toBe(
      'Could not choose the best candidate function between: public.rest_pair(a => integer), public.rest_pair(a => text)',
    );
  });

  it('says "or with a single unnamed json/jsonb parameter" only for POST', async () => {
    const { error } = await given.db.rpc('rest_nothing', {}, { get: true });
    expect(error?.details).toBe('Searched for the function public.rest_nothing without parameters, but no matches were found in the schema cache.');
  });
});
