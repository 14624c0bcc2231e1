import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { MockUser } from '../db';
import type { RecordTable } from '../db/table';
import { callerOf } from '../gotrue/sessions';
import { PostgrestProblem, problemResponse } from '../postgrest/errors';
import { parseFilters } from '../postgrest/filters';
import { embeddable, referenceTo, restRelations, type Relation } from '../postgrest/relations';
import { preferOf, rowsResponse, writeResponse } from '../postgrest/respond';
import { orderAndPage, parseSelect, type EmbedResolver } from '../postgrest/select';
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

/** The rows as the request's select shapes them, embedded rows included, and how many matched in all. */
function selected(call: RelationCall, rows: Row[]): { rows: Row[]; total: number } {
  const embed: EmbedResolver = (target, hint) => {
    const children = embeddable[target];
    if (children?.parents.includes(call.name)) {
      const visible = restRelations[target].rows(call.caller);
      return { columns: restRelations[target].columns(), rowsFor: (parent) => visible.filter((row) => row[children.column] === parent.id), toOne: false };
    }
    const column = referenceTo(call.name, target, hint);
    if (!column) return null;
    const visible = restRelations[target].rows(call.caller);
    return { columns: restRelations[target].columns(), rowsFor: (row) => visible.filter((parent) => parent.id === row[column]), toOne: true };
  };
  const shape = parseSelect(call.params.get('select'), call.name, call.relation.columns(), embed);
  // `!inner` embeds drop rows before ordering, paging and counting, as their join does in SQL.
  const kept = rows.filter((row) => shape(row) !== null);
  return { rows: orderAndPage(kept, call.params).map((row) => shape(row)!), total: kept.length };
}

const shaped = (call: RelationCall, rows: Row[]): Row[] => selected(call, rows).rows;

/** PostgREST's answer to a read, with the total in Content-Range when `Prefer: count=exact` asks for it. */
function readResponse(call: RelationCall, head: boolean): Response {
  const { rows, total } = selected(call, matching(call));
  const response = head ? new HttpResponse(null, { status: 200 }) : rowsResponse(call.request, rows);
  if (/count=exact/.test(call.request.headers.get('Prefer') ?? '')) {
    response.headers.set('Content-Range', rows.length > 0 ? `0-${rows.length - 1}/${total}` : `*/${total}`);
  }
  return response;
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
  http.get(restUrl('/:relation'), route((call) => readResponse(call, false))),
  http.head(restUrl('/:relation'), route((call) => readResponse(call, true))),
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
