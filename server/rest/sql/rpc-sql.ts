import { closestName, MIN_NAME_SCORE } from '../closest-name';
import { restErrors } from '../rest-error';
import type { Column, Relation, Routine, RoutineArg, SchemaCache } from '../schema-cache';
import { relationSql, type Source } from './read-sql';
import { ident, type SqlParams } from './sql-params';

const IN_MODES = ['i', 'b', 'v'];
const OUT_MODES = ['o', 'b', 't'];
const JSON_TYPES = ['"pg_catalog"."json"', '"pg_catalog"."jsonb"'];

export type RpcShape = 'void' | 'scalar' | 'rows';

export function inputArgs(routine: Routine): RoutineArg[] {
  return routine.args.filter((a) => IN_MODES.includes(a.mode));
}

/** The routine's one unnamed parameter, when that is all it takes: it gets the whole body. */
function onePositional(routine: Routine): RoutineArg | undefined {
  const inputs = inputArgs(routine);
  return inputs.length === 1 && inputs[0].name === '' ? inputs[0] : undefined;
}

/** Called with a JSON body that names no parameter: PostgREST's fallback to one unnamed json/jsonb parameter. */
function takesJsonBody(routine: Routine): boolean {
  const only = onePositional(routine);
  return only !== undefined && JSON_TYPES.includes(only.type);
}

// PostgREST: no parameters match no arguments; otherwise the required parameters must all be given and
// nothing else but optional ones (an unnamed parameter is named '').
function matchesArguments(routine: Routine, given: Set<string>): boolean {
  const inputs = inputArgs(routine);
  if (inputs.length === 0) return given.size === 0;
  const required = inputs.slice(0, inputs.length - routine.defaultCount).map((a) => a.name);
  const names = new Set(inputs.map((a) => a.name));
  return [...given].every((n) => names.has(n)) && required.every((n) => given.has(n));
}

/**
 * The overload to call, as PostgREST's findProc chooses it: the one whose parameters match the argument
 * names; failing any, the one taking the whole JSON body (POST only). Two or more: PGRST203, listed in
 * the schema cache's order (schema-cache-sql.ts).
 */
export function chooseRoutine(cache: SchemaCache, name: string, argNames: string[], isPost: boolean): Routine {
  const overloads = cache.routines.get(name) ?? [];
  const given = new Set(argNames);
  const matching = overloads.filter((r) => matchesArguments(r, given));
  const candidates = matching.length > 0 ? matching : overloads.filter((r) => isPost && takesJsonBody(r));
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    throw restErrors.noFunction(cache.schema, name, [...given].sort(), isPost, noFunctionHint(cache, name, [...given], overloads));
  }
  throw restErrors.ambiguousFunction(
    candidates.map((r) => `${cache.schema}.${r.name}(${inputArgs(r).map((a) => `${a.name} => ${a.typeName}`).join(', ')})`),
  );
}

/**
 * PostgREST's hint for PGRST202: the closest function name, or, when the name exists, the closest
 * of its parameter lists.
 */
function noFunctionHint(cache: SchemaCache, name: string, given: string[], overloads: Routine[]): string | null {
  const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const match =
    overloads.length === 0
      ? closestName(name, [...cache.routines.keys()], MIN_NAME_SCORE)
      : closestName(list(given), overloads.map((o) => list(inputArgs(o).map((a) => a.name))));
  if (match === undefined) return null;
  return `Perhaps you meant to call the function ${cache.schema}.${overloads.length === 0 ? match : `${name}${match}`}`;
}

export function rpcShape(routine: Routine): RpcShape {
  if (routine.returnType === '"pg_catalog"."void"') return 'void';
  if (routine.returnRelation !== null || routine.args.some((a) => a.mode === 'o' || a.mode === 't')) return 'rows';
  return 'scalar';
}

/** The relation a function's rows have: its table or composite type, or its OUT/TABLE columns. */
export function resultRelation(cache: SchemaCache, routine: Routine): Relation {
  const named = routine.returnRelation === null ? undefined : cache.relations.get(routine.returnRelation);
  if (named) return named;
  const columns: Column[] = routine.args
    .filter((a) => OUT_MODES.includes(a.mode))
    .map((a) => ({ name: a.name, type: a.type, typeName: a.typeName, nullable: true, default: null, generated: false }));
  return { schema: routine.schema, name: routine.name, kind: 'f', columns, columnsByName: new Map(columns.map((c) => [c.name, c])), primaryKey: [] };
}

/**
 * The call as a FROM item. POST arguments are converted from the JSON body by json_to_record, GET
 * arguments are cast from text.
 */
export function callSource(
  routine: Routine,
  args: { body?: Record<string, unknown>; query?: [string, string][] },
  params: SqlParams,
): Source {
  const fn = relationSql(routine.schema, routine.name);
  const inputs = inputArgs(routine);
  if (args.body !== undefined) {
    const names = Object.keys(args.body);
    // One unnamed parameter takes the whole body, whatever it names (PostgREST's OnePosParam).
    const positional = onePositional(routine);
    if (positional) return { from: `${fn}(${params.typed(JSON.stringify(args.body), positional.type)})` };
    if (names.length === 0) return { from: `${fn}()` };
    const used = inputs.filter((a) => names.includes(a.name));
    const record = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
    return {
      before: `json_to_record(${params.text(JSON.stringify(args.body))}::json) AS pgrst_args(${record})`,
      from: `${fn}(${used.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ')})`,
    };
  }
  const query = args.query ?? [];
  const named = query.map(([name, value]) => {
    const arg = inputs.find((a) => a.name === name)!;
    return `${ident(name)} := ${params.typed(value, arg.type)}`;
  });
  return { from: `${fn}(${named.join(', ')})` };
}
