/**
 * Copies a value made in another JavaScript realm into the realm this module was loaded in.
 *
 * The server tier shares one PGlite per Jest worker (pglite-pool.ts). It lives in the worker's own
 * realm, and every test file runs in a realm of its own, with its own Date, Uint8Array, Object and
 * Error: a row's Date from the pool fails `instanceof Date` in the test, and a test's Date fails
 * PGlite's `instanceof Date` when it serializes a parameter. Both realms load this module, so each
 * copy rebuilds a value with its own realm's constructors: the pool copies parameters in, the test
 * file copies results and errors out.
 */
export function copyIntoThisRealm<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy);
  if (ArrayBuffer.isView(value)) {
    return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  }
  if (isDate(value)) return new Date(value.getTime());
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
}

// `instanceof` is what fails across realms; the internal tag and the prototype chain do not.
const isDate = (value: object): value is Date => Object.prototype.toString.call(value) === '[object Date]';

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * An error from another realm as an Error of this one, with its message, stack and fields (a
 * PostgreSQL error's code, detail, hint...); an error of this realm, or a thrown non-error, as is.
 */
export function errorIntoThisRealm(error: unknown): unknown {
  if (error instanceof Error || Object.prototype.toString.call(error) !== '[object Error]') return error;
  const foreign = error as Error;
  const local = new Error(foreign.message);
  for (const [key, item] of Object.entries(foreign)) Object.assign(local, { [key]: copy(item) });
  Object.defineProperty(local, 'name', { value: foreign.name, configurable: true, writable: true });
  local.stack = foreign.stack;
  return local;
}
