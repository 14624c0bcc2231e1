import type { Database } from '../db/types';
import { createTestDatabase } from '../testing/test-database';
import { loadSchemaCache, type SchemaCache } from './schema-cache';

let db: Database;
let cache: SchemaCache;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.query(`create table public.vk_teams (id int primary key, name text not null)`);
  await db.query(`create table public.vk_players (id int primary key, team_id int references public.vk_teams (id), name text)`);
  // Aliased and computed columns, and a subquery whose own target list names another table's column.
  await db.query(`create view public.vk_team_cards as
    select t.id as team_key, upper(t.name) as shout
      from public.vk_teams t
     where exists (select p.team_id from public.vk_players p where p.team_id = t.id)`);
  await db.query(`create view public.vk_roster as select name, team_id from public.vk_players`);
  cache = await loadSchemaCache(db);
});
afterAll(() => db.close());

const links = (from: string) =>
  (cache.relationships.get(from) ?? []).map((r) => `${r.columns.join()}->${r.target}(${r.targetColumns.join()}) ${r.cardinality}`);

describe('relationships of views, inferred from the columns they show', () => {
  it('follows an aliased key column to the tables that reference it', () => {
    expect(links('vk_team_cards')).toEqual(['team_key->vk_players(team_id) o2m', 'team_key->vk_roster(team_id) o2m']);
    expect(links('vk_players')).toContain('team_id->vk_team_cards(team_key) m2o');
  });

  it('links a view to a view and gives a view the primary key it shows', () => {
    expect(links('vk_roster')).toEqual(['team_id->vk_teams(id) m2o', 'team_id->vk_team_cards(team_key) m2o']);
    expect(cache.relations.get('vk_team_cards')?.primaryKey).toEqual(['team_key']);
    expect(cache.relations.get('vk_roster')?.primaryKey).toEqual([]);
  });

  it('ignores computed columns and the columns of nested queries', () => {
    // shout is upper(name): no origin; the subquery's p.team_id must not become an origin of the view.
    expect(links('vk_team_cards').some((l) => l.includes('shout'))).toBe(false);
    expect(links('vk_team_cards').some((l) => l.startsWith('team_id'))).toBe(false);
  });

  it('gives public_profiles the relationships of profiles', () => {
    expect(links('interests')).toEqual(
      expect.arrayContaining(['sender_id->public_profiles(id) m2o', 'receiver_id->public_profiles(id) m2o']),
    );
    expect(links('public_profiles')).toContain('id->photos(user_id) o2m');
  });
});
