import { EXPOSED_SCHEMA } from '../exposed-schema';
import { restErrors } from '../rest-error';
import type { Column, Relation, Routine, RoutineArg, SchemaCache } from '../schema-cache';
import type { Source } from './read-sql';
import { ident, type SqlParams } from './sql-params';

const IN_MODES = ['i', 'b', 'v'];
const OUT_MODES = ['o', 'b', 't'];
const JSON_TYPES = ['"pg_catalog"."json"', '"pg_catalog"."jsonb"'];

export type RpcShape = 'void' | 'scalar' | 'rows';

export function inputArgs(routine: Routine): RoutineArg[] {
  return routine.args.filter((a) => IN_MODES.includes(a.mode));
}

/** A function taking the whole JSON body as its one unnamed json/jsonb parameter. */
function takesBody(routine: Routine): boolean {
  const inputs = inputArgs(routine);
  return inputs.length === 1 && inputs[0].name === '' && JSON_TYPES.includes(inputs[0].type);
}

/** The overload whose named parameters match the given argument names, as PostgREST chooses it. */
export function chooseRoutine(cache: SchemaCache, name: string, argNames: string[], isPost: boolean): Routine {
  const overloads = cache.routines.get(name) ?? [];
  const matching = overloads.filter((r) => {
    const inputs = inputArgs(r);
    const required = inputs.slice(0, inputs.length - r.defaultCount);
    return argNames.every((n) => inputs.some((a) => a.name === n)) && required.every((a) => argNames.includes(a.name));
  });
  const candidates = matching.length > 0 ? matching : overloads.filter((r) => isPost && takesBody(r));
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) throw restErrors.noFunction(cache.schema, name, [...argNames].sort());
  throw restErrors.ambiguousFunction(
    candidates.map((r) => `${cache.schema}.${r.name}(${inputArgs(r).map((a) => `${a.name} => ${a.typeName}`).join(', ')})`),
  );
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
  return { name: routine.name, kind: 'f', columns, columnsByName: new Map(columns.map((c) => [c.name, c])), primaryKey: [] };
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
  const fn = `${ident(EXPOSED_SCHEMA)}.${ident(routine.name)}`;
  const inputs = inputArgs(routine);
  if (args.body !== undefined) {
    const names = Object.keys(args.body);
    if (names.length === 0) return { from: `${fn}()` };
    if (takesBody(routine) && !inputs.some((a) => names.includes(a.name))) {
      return { from: `${fn}(${params.typed(JSON.stringify(args.body), inputs[0].type)})` };
    }
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
