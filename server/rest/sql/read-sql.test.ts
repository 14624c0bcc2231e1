import { parseQuery } from '../parse/query-params';
import type { Column, Relation, SchemaCache } from '../schema-cache';
import { buildReadPlan } from './read-plan';
import { relationSql } from './read-sql';
import { SqlParams } from './sql-params';
import { readStatement } from './statement';

const col = (name: string, type = '"pg_catalog"."text"'): Column => ({
  name,
  type,
  typeName: type,
  nullable: true,
  default: null,
  generated: false,
});
const relation = (name: string, columns: Column[]): Relation => ({
  schema: 'public',
  name,
  kind: 'r',
  columns,
  columnsByName: new Map(columns.map((c) => [c.name, c])),
  primaryKey: ['id'],
});

const profiles = relation('profiles', [col('id', '"pg_catalog"."uuid"'), col('username'), col('age', '"pg_catalog"."int4"')]);
const photos = relation('photos', [col('id'), col('user_id', '"pg_catalog"."uuid"'), col('url'), col('is_primary', '"pg_catalog"."bool"')]);
const cache: SchemaCache = {
  schema: 'public',
  relations: new Map([
    ['profiles', profiles],
    ['photos', photos],
  ]),
  relationships: new Map([
    ['photos', [{ table: 'photos', target: 'profiles', constraint: 'photos_user_id_fkey', columns: ['user_id'], targetColumns: ['id'], cardinality: 'm2o', isSelf: false }]],
    ['profiles', [{ table: 'profiles', target: 'photos', constraint: 'photos_user_id_fkey', columns: ['id'], targetColumns: ['user_id'], cardinality: 'o2m', isSelf: false }]],
  ]),
  routines: new Map(),
};

function build(query: string, count = false) {
  const params = new SqlParams();
  const plan = buildReadPlan(cache, profiles, parseQuery(new URLSearchParams(query)));
  const sql = readStatement(plan, { from: relationSql('public', 'profiles') }, params, { media: 'json', stripNulls: false }, count);
  return { sql, values: params.values };
}

describe('readStatement', () => {
  it('builds one statement with every value as a typed text parameter', () => {
    const { sql, values } = build("select=username&username=eq.o'brien;drop table profiles&age=in.(18,21)");
    expect(values).toEqual(["o'brien;drop table profiles", '18', '21']);
    expect(sql).not.toContain("o'brien");
    expect(sql).toContain('"t0"."username" = $1::text::"pg_catalog"."text"');
    expect(sql).toContain('"t0"."age" IN ($2::text::"pg_catalog"."int4", $3::text::"pg_catalog"."int4")');
    expect(sql.match(/SELECT/g)).toHaveLength(2);
  });

  it('embeds a to-many resource through a lateral json_agg and filters it inside', () => {
    const { sql, values } = build('select=username,photos(url)&photos.is_primary=is.true&photos.order=url&photos.limit=1');
    expect(sql).toContain('LEFT JOIN LATERAL (SELECT json_agg("j2")::jsonb AS "j2" FROM (SELECT "t1"."url" AS "url" FROM "public"."photos" AS "t1"');
    expect(sql).toContain('WHERE "t1"."user_id" = "t0"."id" AND "t1"."is_primary" IS TRUE ORDER BY "t1"."url" LIMIT 1');
    expect(sql).toContain(`COALESCE("j2"."j2", '[]') AS "photos"`);
    expect(values).toEqual([]);
  });

  it('counts with the same filters and inner joins but without paging', () => {
    const { sql } = build('select=id,photos!inner(url)&age=gt.30&limit=5', true);
    const count = sql.slice(sql.indexOf('(SELECT pg_catalog.count(*)'), sql.indexOf('AS pgrst_count'));
    expect(count).toContain('INNER JOIN LATERAL');
    expect(count).toContain('"t0"."age" > $1::text::"pg_catalog"."int4"');
    expect(count).not.toContain('LIMIT');
  });

  it('refuses unknown columns and unknown embed paths', () => {
    expect(() => build('select=nickname')).toThrow('column profiles.nickname does not exist');
    expect(() => build('select=id&avatars.url=eq.x')).toThrow("'avatars' is not an embedded resource in this request");
    expect(() => build('select=id,avatars(url)')).toThrow("Could not find a relationship between 'profiles' and 'avatars'");
  });
});

describe('identifiers', () => {
  it('refuses a NUL in a name instead of sending it to the database', () => {
    expect(() => build('select="nick%00name":username')).toThrow(/invalid name/);
    expect(() => build('select=nick%00name:username')).toThrow(/failed to parse select parameter/);
  });
});
