import type { Database, Tx } from '../../server/db/types';

/**
 * Runs the query get_discovery_feed runs for a caller's first page (the same text,
 * private.discovery_feed_query, with the same parameters, as the function's owner), prefixed by
 * `explain` options when given, with `pageSize` rows; returns its rows. `windowed`: over the first
 * window, as the feed does; else over every candidate at once.
 */
async function runFeedQuery<T>(tx: Tx, callerId: string, pageSize: number, explain: string, windowed: boolean): Promise<T[]> {
  const { rows: [{ sql }] } = await tx.query<{ sql: string }>(`select private.discovery_feed_query(true, $1, cardinality(p.preferred_genders) > 0) as sql
       from public.profiles p where p.id = $2`, [windowed, callerId]);
  await tx.query(
    `prepare discovery_feed (public.profiles, public.places, timestamptz, integer, timestamptz, uuid, integer,
                             double precision, double precision, integer, uuid[], uuid[], timestamptz, timestamptz,
                             integer[], integer) as ${sql}`,
  );
  // EXECUTE takes no subqueries: the caller's rows go in as literals.
  const { rows: [{ statement }] } = await tx.query<{ statement: string }>(
    `select format('%s execute discovery_feed(%L::public.profiles, %L::public.places,
                    now(), null, null, null, %s, %s, %s, %s, %L::uuid[], %L::uuid[], %L, ''infinity'', %L::integer[], 2000)',
                   $2::text, p::text, pl::text, $3::integer, lat_span,
                   p.preferred_distance / (69.0 * cos(radians(abs(pl.latitude) + lat_span))),
                   private.age_in_years(p.birth_date),
                   array(select p.id
                         union all select i.receiver_id from public.interests i where i.sender_id = p.id
                         union all select i.sender_id from public.interests i where i.receiver_id = p.id and i.status <> 'pending')::text,
                   array(select distinct b.user_id from public.boosts b where b.ends_at > now() and b.started_at <= now())::text,
                   case when $4 then private.discovery_window_start(w.cells, 'infinity', 2000) else '-infinity' end,
                   case when $4 then w.cells end)
                as statement
       from public.profiles p join public.places pl on pl.id = p.place_id
            cross join lateral (select p.preferred_distance / 69.0 as lat_span) s
            cross join lateral (select private.discovery_cells(pl.latitude, pl.longitude, lat_span,
                                  p.preferred_distance / (69.0 * cos(radians(abs(pl.latitude) + lat_span)))) as cells) w
      where p.id = $1`,
    [callerId, explain, pageSize, windowed],
  );
  const { rows } = await tx.query<T>(statement);
  await tx.query('deallocate discovery_feed');
  return rows;
}

/**
 * `explain (analyze, buffers)` of the feed query for a caller's first page: its first window, or every
 * candidate at once where the feed ranks them so (narrow filters: get_discovery_feed_unchecked).
 */
export async function explainFeed(db: Database, callerId: string, windowed: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await runFeedQuery<{ 'QUERY PLAN': string }>(tx, callerId, 20, 'explain (analyze, buffers, costs off)', windowed);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** The caller's candidates: every member her feed would show her, page after page (the query without its page limit). */
export async function countCandidates(db: Database, callerId: string): Promise<number> {
  return db.transaction(async (tx) => (await runFeedQuery(tx, callerId, 2_147_483_647, '', false)).length);
}
