import { http, type HttpResponseResolver } from 'msw';
import type { MockUser } from '../db';
import type { RecordTable } from '../db/table';
import { callerOf } from '../gotrue/sessions';
import { PostgrestProblem, problemResponse } from '../postgrest/errors';
import { parseFilters } from '../postgrest/filters';
import { embeddable, restRelations, type Relation } from '../postgrest/relations';
import { preferOf, rowsResponse, writeResponse } from '../postgrest/respond';
import { orderAndPage, parseSelect } from '../postgrest/select';
import { asStatement, checkColumns, checkPolicy, insertRows } from '../postgrest/write';
import { restUrl } from '../supabase-url';

type Row = Record<string, unknown>;

interface RelationCall {
  request: Request;
  name: string;
  relation: Relation;
  caller: MockUser | null;
  params: URLSearchParams;
}

function route(handle: (call: RelationCall) => Response | Promise<Response>): HttpResponseResolver<{ relation: string }> {
  return async ({ request, params }) => {
    const name = params.relation;
    const relation = restRelations[name];
    if (!relation) return problemResponse(new PostgrestProblem(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`));
    try {
      const caller = callerOf(request)?.user ?? null;
      return await handle({ request, name, relation, caller, params: new URL(request.url).searchParams });
    } catch (error) {
      if (error instanceof PostgrestProblem) return problemResponse(error);
      throw error;
    }
  };
}

const matching = ({ relation, caller, params, name }: RelationCall) =>
  relation.rows(caller).filter(parseFilters(params, name, relation.columns()));

/** The rows as the request's select shapes them, embedded children included. */
function shaped(call: RelationCall, rows: Row[]): Row[] {
  const embed = (child: string) => {
    const key = embeddable[child];
    if (!key?.parents.includes(call.name)) return null;
    const visible = restRelations[child].rows(call.caller);
    return { columns: restRelations[child].columns(), rowsFor: (parent: Row) => visible.filter((row) => row[key.column] === parent.id) };
  };
  return orderAndPage(rows, call.params).map(parseSelect(call.params.get('select'), call.name, call.relation.columns(), embed));
}

const mayWrite = (call: RelationCall) => (row: Row) => call.relation.mayWrite?.(row, call.caller) ?? true;

function writable({ relation, name }: RelationCall): RecordTable {
  if (!relation.table) throw new PostgrestProblem(405, 'PGRST100', `The mock's view "${name}" cannot be written`);
  return relation.table;
}

/**
 * PostgREST over the relations in mocks/postgrest/relations.ts, with their row level security: a
 * caller reads the rows its select policy lets through and writes only where its write policy does.
 */
export const restHandlers = [
  http.get(restUrl('/:relation'), route((call) => rowsResponse(call.request, shaped(call, matching(call))))),
  http.post(restUrl('/:relation'), route(async (call) => {
    const table = writable(call);
    const body = (await call.request.json()) as Row | Row[];
    const rows = Array.isArray(body) ? body : [body];
    checkColumns(call.name, call.relation.columns(), rows);
    checkPolicy(call.name, rows, mayWrite(call));
    const written = insertRows(table, rows, call.params.get('on_conflict') ?? 'id', preferOf(call.request).resolution);
    return writeResponse(call.request, shaped(call, written), { withRows: 201, empty: 201 });
  })),
  http.patch(restUrl('/:relation'), route(async (call) => {
    const table = writable(call);
    const patch = (await call.request.json()) as Row;
    checkColumns(call.name, call.relation.columns(), [patch]);
    const targets = matching(call).filter(mayWrite(call));
    checkPolicy(call.name, targets.map((row) => ({ ...row, ...patch })), mayWrite(call));
    const updated = asStatement(() => table.update((row) => targets.includes(row), patch));
    return writeResponse(call.request, shaped(call, updated), { withRows: 200, empty: 204 });
  })),
  http.delete(restUrl('/:relation'), route((call) => {
    const table = writable(call);
    const targets = matching(call).filter(mayWrite(call));
    const removed = table.delete((row) => targets.includes(row));
    return writeResponse(call.request, shaped(call, removed), { withRows: 200, empty: 204 });
  })),
];
