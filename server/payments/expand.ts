import type { FormParams } from './form-encoding';
import { arrayParam, stringParam } from './params';
import { invalidParam } from './stripe-error';

/** Looks up the object an id field names, when the stand-in holds it. */
export type Resolvers = Record<string, (id: string) => object | undefined>;

/**
 * `expand[]`: id fields answered as the objects they name, one level deep (`customer`,
 * `subscription`), on a copy so the stored object keeps its ids. Another path is refused as Stripe
 * refuses a property that cannot be expanded.
 */
export function expandFields<T extends object>(object: T, params: FormParams, resolvers: Resolvers): T {
  const paths = (arrayParam(params.expand, 'expand') ?? []).map((path, index) => stringParam(path, `expand[${index}]`)!);
  if (paths.length === 0) return object;
  const copy = { ...object } as Record<string, unknown>;
  for (const path of paths) {
    const resolve = Object.hasOwn(resolvers, path) ? resolvers[path] : undefined;
    if (!resolve) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
    const id = copy[path];
    if (typeof id === 'string') copy[path] = resolve(id) ?? id;
  }
  return copy as T;
}
