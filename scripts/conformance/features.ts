// postgrest-js's failing tests grouped by the PostgREST feature they exercise, and the check that
// docs/local-backend.md's "Known differences" table names exactly the features the run refutes.
import { readFile } from 'node:fs/promises';

/** [feature, test name (`file :: full name`)]: the first rule that matches a failure names it. */
export const FEATURE_RULES: [string, RegExp][] = [
  ['Same table embedded twice without alias', /join with same dest twice/],
  ['Row order of reads without `order`', /filters.test.ts :: neq$|!left join on one to many|!left oneToMany|hinting|relationships.test.ts :: (nested query with|query with multiple one-to-many|one-to-many relationship)/],
  ['RPC: functions with unnamed parameters / overloads resolved by them', /polymorphic function|advanced rpc function with blurb_message/],
  ['RPC: PGRST203 candidate list order', /unresolvable function with (text|int) param/],
  ['Computed relationships (embedding functions that take a row)', /embeded_functions_join.test.ts :: (?!.*(created_ago|days_since_event))/],
  ['Computed fields (functions of a row type used as columns)', /computed field|created_ago|days_since_event/],
  ['Aggregates (count(), sum(), col.count())', /aggregate|spread resource with (single|all) column/],
  ['Spread on a to-many relation', /select spread on many relation/],
  ['Many-to-many embed through a junction table', /many-to-many/],
  ['Embed by FK column name when views add candidates (PGRST201)', /join select via column/],
  ['Schemas other than public (Accept-Profile / Content-Profile)', /switch schema|dynamic schema/],
  ['Upsert status (200 when no row was created)', /on_conflict insert|insert, update, delete upsert|upsert with count: 'exact'/],
  ['Prefer: missing=default with identity columns', /column defaults/],
  ['count=exact on a scalar RPC (Content-Range total)', /rpc with (count|head:true, count|get:true, count)/],
  ['count=planned (an estimate, 206)', /count:planned/],
  ['max-affected on an RPC', /maxAffected/],
  ['Error wording (PGRST116)', /single yielding more than one result/],
  ['CSV output', /transforms.test.ts :: csv/],
  ['GeoJSON output', /geojson/],
  ["EXPLAIN settings of upstream's database (effective_cache_size, Query Identifier)", /explain with options/],
  ['EXPLAIN media types', /explain/],
];

export const UNCLASSIFIED = '(unclassified)';

export function featureOf(test: string): string {
  return FEATURE_RULES.find(([, re]) => re.test(test))?.[0] ?? UNCLASSIFIED;
}

/** Failed tests by feature, in the rules' order. */
export function byFeature(failed: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [feature] of [...FEATURE_RULES, [UNCLASSIFIED]]) {
    const names = failed.filter((t) => featureOf(t) === feature);
    if (names.length > 0) groups.set(feature, names);
  }
  return groups;
}

export type Engine = 'PGlite' | 'PostgreSQL';

const START = '<!-- conformance:differences -->';
const END = '<!-- /conformance:differences -->';

/** The features the docs list as differences, with the engines they are listed for. */
export async function documentedDifferences(docPath: string): Promise<Map<string, Engine[]>> {
  const text = await readFile(docPath, 'utf8');
  const block = text.slice(text.indexOf(START) + START.length, text.indexOf(END));
  if (!text.includes(START) || !text.includes(END)) throw new Error(`${docPath} has no ${START} … ${END} table`);
  const listed = new Map<string, Engine[]>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || cells[1] === '' || cells[1].startsWith('---') || cells[1] === 'feature') continue;
    const engines: Engine[] = cells[2] === 'both' ? ['PGlite', 'PostgreSQL'] : [cells[2] as Engine];
    listed.set(cells[1], engines);
  }
  return listed;
}

/**
 * What the docs claim wrongly for one engine's run: features that failed but are not listed as a
 * difference (`undocumented`), and listed ones that passed every test (`stale`).
 */
export function checkDocs(listed: Map<string, Engine[]>, engine: Engine, failedFeatures: string[]): { undocumented: string[]; stale: string[] } {
  const forEngine = [...listed].filter(([, engines]) => engines.includes(engine)).map(([feature]) => feature);
  return {
    undocumented: failedFeatures.filter((f) => !forEngine.includes(f)),
    stale: forEngine.filter((f) => !failedFeatures.includes(f)),
  };
}
