import { useRestFixtures } from '../testing/contract-server';

const given = useRestFixtures();

const rest = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${given.server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: given.server.serviceRoleKey, 'Content-Type': 'application/json', ...init.headers },
  });

describe('insert (supabase-js)', () => {
  it('inserts one row and answers 201 without a body by default', async () => {
    const { data, error, status } = await given.db.from('rest_authors').insert({ name: 'Iain', tags: ['scifi'] });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const { data: row } = await given.db.from('rest_authors').select('name, tags, active').eq('name', 'Iain').single();
    expect(row).toEqual({ name: 'Iain', tags: ['scifi'], active: true });
  });

  it('returns the inserted rows with select(), embeds included', async () => {
    const { data, error, status } = await given.db
      .from('rest_books')
      .insert({ author_id: 3, title: 'Dawn', pages: 248 })
      .select('title, pages, published, author:rest_authors!author_id(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ title: 'Dawn', pages: 248, published: false, author: { name: 'Octavia' } });
  });

  it('inserts an array with the columns supabase-js sends, missing keys as null or default', async () => {
    const rows = [{ name: 'Ann', score: 1 }, { name: 'Ben' }];
    const { data, error } = await given.db.from('rest_authors').insert(rows).select('name, score, active');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ann', score: 1, active: true },
      { name: 'Ben', score: null, active: true },
    ]);
    // Without missing=default a key absent from one row is NULL there, even where the column has a default.
    const mixed = await given.db.from('rest_authors').insert([{ name: 'Cy', active: false }, { name: 'Di' }]).select('name, active');
    expect(mixed.data).toEqual([
      { name: 'Cy', active: false },
      { name: 'Di', active: null },
    ]);
    const defaults = await given.db
      .from('rest_authors')
      .insert([{ name: 'Ed', active: false }, { name: 'Flo' }], { defaultToNull: false })
      .select('name, active');
    expect(defaults.data).toEqual([
      { name: 'Ed', active: false },
      { name: 'Flo', active: true },
    ]);
  });

  it('gives an identity column its next value under missing=default, and keeps a given one', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .insert([{ id: 900, name: 'Kit' }, { name: 'Lu' }], { defaultToNull: false })
      .select('id, name');
    expect(error).toBeNull();
    const [kit, lu] = data ?? [];
    expect(kit).toEqual({ id: 900, name: 'Kit' });
    expect(lu).toEqual({ id: expect.any(Number), name: 'Lu' });
    expect(lu.id).toBeLessThan(900);
    const next = await given.db.from('rest_authors').insert({ name: 'Mo' }).select('id').single();
    expect(next.data).toEqual({ id: lu.id + 1 });
  });

  it('counts inserted rows in Content-Range', async () => {
    const { count, error } = await given.db.from('rest_authors').insert([{ name: 'G1' }, { name: 'G2' }], { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(2);
  });

  it('sets Location for return=headers-only', async () => {
    const res = await rest('rest_covers', {
      method: 'POST',
      body: JSON.stringify({ book_id: 4, color: 'green' }),
      headers: { Prefer: 'return=headers-only' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/rest_covers?book_id=eq.4');
    expect(await res.text()).toBe('');
  });

  it('answers 409 for duplicates (23505) and missing references (23503), 400 for checks and nulls', async () => {
    const duplicate = await given.db.from('rest_authors').insert({ name: 'Ursula' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "rest_authors_name_key"',
      details: 'Key (name)=(Ursula) already exists.',
      hint: null,
    });
    const orphan = await given.db.from('rest_books').insert({ author_id: 999, title: 'Nobody' });
    expect(orphan.status).toBe(409);
    expect(orphan.error).toMatchObject({ code: '23503' });
    const check = await given.db.from('rest_books').insert({ author_id: 1, title: 'Empty', pages: 0 });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({ code: '23514' });
    const nullValue = await given.db.from('rest_books').insert({ author_id: 1 });
    expect(nullValue.status).toBe(400);
    expect(nullValue.error).toMatchObject({ code: '23502' });
  });

  it('answers 400 PGRST204 for a key that is not a column', async () => {
    const { error, status } = await given.db.from('rest_authors').insert({ name: 'Zed', nickname: 'z' });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nickname' column of 'rest_authors' in the schema cache",
    });
  });

  it('answers 400 PGRST102 for malformed JSON and 413 for a body over 1 MB', async () => {
    const bad = await rest('rest_authors', { method: 'POST', body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    const huge = await rest('rest_authors', { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PGRST413' });
    const after = await given.db.from('rest_authors').select('id').limit(1);
    expect(after.error).toBeNull();
  });
});

describe('upsert (supabase-js)', () => {
  it('merges duplicates on the primary key or on_conflict columns', async () => {
    const merged = await given.db
      .from('rest_covers')
      .upsert([{ book_id: 1, color: 'navy' }, { book_id: 2, color: 'white' }])
      .select('book_id, color')
      .order('book_id');
    expect(merged.error).toBeNull();
    // Book 2 had no cover: one row inserted, so 201.
    expect(merged.status).toBe(201);
    expect(merged.data).toEqual([
      { book_id: 1, color: 'navy' },
      { book_id: 2, color: 'white' },
    ]);
    const byName = await given.db
      .from('rest_authors')
      .upsert({ name: 'Terry', score: 10 }, { onConflict: 'name' })
      .select('id, name, score')
      .single();
    expect(byName.data).toEqual({ id: 2, name: 'Terry', score: 10 });
    // Every row updated, none inserted: PostgREST answers 200.
    expect(byName.status).toBe(200);
    const minimal = await given.db.from('rest_authors').upsert({ name: 'Terry', score: 11 }, { onConflict: 'name' });
    expect(minimal).toMatchObject({ status: 200, error: null });
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .upsert([{ name: 'Ursula', score: 0 }, { name: 'Hal' }], { onConflict: 'name', ignoreDuplicates: true })
      .select('name, score');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Hal', score: null }]);
    const ursula = await given.db.from('rest_authors').select('score').eq('name', 'Ursula').single();
    expect(ursula.data).toEqual({ score: 9.5 });
  });
});

describe('update and delete (supabase-js)', () => {
  it('updates the filtered rows: 204 by default, 200 with the rows on select()', async () => {
    const minimal = await given.db.from('rest_books').update({ published: true }).eq('title', 'Mort');
    expect(minimal.status).toBe(204);
    expect(minimal.error).toBeNull();
    const { data, status } = await given.db.from('rest_books').update({ pages: 250 }).eq('title', 'Mort').select('title, pages, published');
    expect(status).toBe(200);
    expect(data).toEqual([{ title: 'Mort', pages: 250, published: true }]);
  });

  it('returns the changed rows even when they no longer match the filter', async () => {
    const { data } = await given.db.from('rest_covers').update({ color: 'gold' }).eq('color', 'red').select('color');
    expect(data).toEqual([{ color: 'gold' }]);
  });

  it('refuses an update or delete without filters (21000), as hosted Supabase does', async () => {
    const update = await given.db.from('rest_books').update({ published: false });
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const del = await given.db.from('rest_books').delete();
    expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('deletes the filtered rows and returns them on select()', async () => {
    await given.db.from('rest_authors').insert([{ name: 'Del1' }, { name: 'Del2' }]);
    const { data, error, status } = await given.db.from('rest_authors').delete().like('name', 'Del*').select('name');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((r) => r.name).sort()).toEqual(['Del1', 'Del2']);
    const gone = await given.db.from('rest_authors').delete({ count: 'exact' }).like('name', 'Del*');
    expect(gone).toMatchObject({ status: 204, count: 0 });
  });

  it('rolls back a write whose single() finds several rows', async () => {
    const { error, status } = await given.db.from('rest_books').update({ pages: 1 }).eq('author_id', 1).select('id').single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    const pages = await given.db.from('rest_books').select('pages').eq('author_id', 1).order('id');
    expect(pages.data).toEqual([{ pages: 387 }, { pages: 304 }]);
  });

  it('keeps nothing with Prefer: tx=rollback and refuses more than max-affected rows', async () => {
    const rolledBack = await rest('rest_books?author_id=eq.1', {
      method: 'PATCH',
      body: JSON.stringify({ pages: 2 }),
      headers: { Prefer: 'tx=rollback, return=representation' },
    });
    expect(rolledBack.status).toBe(200);
    expect(((await rolledBack.json()) as unknown[]).length).toBe(2);
    const pages = await given.db.from('rest_books').select('pages').eq('author_id', 1).order('id');
    expect(pages.data).toEqual([{ pages: 387 }, { pages: 304 }]);

    const limited = await rest('rest_covers?book_id=in.(1,2)', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(limited.status).toBe(400);
    expect(await limited.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const covers = await given.db.from('rest_covers').select('book_id', { count: 'exact', head: true }).in('book_id', [1, 2]);
    expect(covers.count).toBe(2);
  });
});
