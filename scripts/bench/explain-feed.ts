import type { Database } from '../../server/db/types';

/**
 * `explain (analyze, buffers)` of the query get_discovery_feed runs for a caller's first page: the
 * same text (private.discovery_feed_query) with the same parameters, as the function's owner.
 */
export async function explainFeed(db: Database, callerId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows: [{ sql }] } = await tx.query<{ sql: string }>('select private.discovery_feed_query(true) as sql');
    await tx.query(
      `prepare discovery_feed (public.profiles, public.places, timestamptz, integer, timestamptz, uuid, integer,
                               double precision, double precision, integer, uuid[]) as ${sql}`,
    );
    // EXECUTE takes no subqueries: the caller's rows go in as literals.
    const { rows: [{ statement }] } = await tx.query<{ statement: string }>(
      `select format('explain (analyze, buffers, costs off) execute discovery_feed(%L::public.profiles, %L::public.places,
                      now(), null, null, null, 20, %s, %s, %s, %L::uuid[])',
                     p::text, pl::text, lat_span, p.preferred_distance / (69.0 * cos(radians(abs(pl.latitude) + lat_span))),
                     private.age_in_years(p.birth_date),
                     array(select p.id
                           union all select i.receiver_id from public.interests i where i.sender_id = p.id
                           union all select i.sender_id from public.interests i where i.receiver_id = p.id and i.status <> 'pending')::text)
                  as statement
         from public.profiles p join public.places pl on pl.id = p.place_id
              cross join lateral (select p.preferred_distance / 69.0 as lat_span) s
        where p.id = $1`,
      [callerId],
    );
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(statement);
    await tx.query('deallocate discovery_feed');
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
