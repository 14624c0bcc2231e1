/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` pairs whose names nest with brackets,
 * as the stripe SDK writes them — `metadata[user_id]=u1`, `line_items[0][price_data][currency]=usd`,
 * `expand[0]=customer`. Numbered children become arrays, like the `qs` parser Stripe's encoder mirrors.
 *
 * Written here rather than taken from `qs`: the SDK only ever writes this one shape, and a parser of
 * our own builds on Maps, so a name such as `__proto__` is plain data, never a prototype.
 */
export type FormValue = string | FormValue[] | FormParams;
export interface FormParams {
  [name: string]: FormValue;
}

/** A name the encoding cannot hold, or one set both as a value and as a parent of values. */
export class FormEncodingError extends Error {
  constructor(readonly param: string) {
    super(`Invalid parameter: ${param}`);
    this.name = 'FormEncodingError';
  }
}

/** Deeper than anything the SDK sends for the endpoints served (`line_items[0][price_data][recurring][interval]`). */
const MAX_DEPTH = 6;
const NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

type Node = Map<string, string | Node>;

export function parseStripeForm(text: string): FormParams {
  const root: Node = new Map();
  for (const [name, value] of new URLSearchParams(text)) assign(root, pathOf(name), value, name);
  return toParams(root);
}

function pathOf(name: string): string[] {
  const match = NAME.exec(name);
  if (!match) throw new FormEncodingError(name);
  const children = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  if (children.length > MAX_DEPTH) throw new FormEncodingError(name);
  return [match[1], ...children];
}

function assign(root: Node, path: string[], value: string, name: string): void {
  let node = root;
  for (const [index, segment] of path.entries()) {
    // `expand[]=a&expand[]=b`: an empty segment appends, as qs reads it.
    const key = segment === '' ? String(node.size) : segment;
    if (index === path.length - 1) {
      if (node.get(key) instanceof Map) throw new FormEncodingError(name);
      node.set(key, value);
      return;
    }
    const child = node.get(key) ?? new Map();
    if (typeof child === 'string') throw new FormEncodingError(name);
    node.set(key, child);
    node = child;
  }
}

function toValue(node: string | Node): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.every((key) => /^\d+$/.test(key))) {
    // Numbered children in index order, gaps closed, as qs does.
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.get(key)!));
  }
  return toParams(node);
}

function toParams(node: Node): FormParams {
  // fromEntries defines own properties: a child named __proto__ stays an ordinary key.
  return Object.fromEntries([...node].map(([key, child]) => [key, toValue(child)]));
}
