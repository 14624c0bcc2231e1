import type { FormParams, FormValue } from './form-encoding';
import type { Metadata } from './stripe-objects';
import { invalidParam, StripeApiError } from './stripe-error';

/**
 * Typed reads of form parameters, refusing what Stripe refuses with its words. `param` is the
 * parameter's full bracketed name, which Stripe reports in `error.param`.
 */

/**
 * A parameter Stripe has but the stand-in does not implement is refused rather than ignored: code that
 * relies on it would otherwise pass here and behave differently against Stripe.
 */
export function rejectUnknown(params: FormParams, allowed: readonly string[], parent?: string): void {
  for (const key of Object.keys(params)) {
    if (allowed.includes(key)) continue;
    const param = parent ? `${parent}[${key}]` : key;
    throw new StripeApiError(400, `Received unknown parameter: ${param} (the local payment stand-in implements part of Stripe's API)`, {
      param,
      code: 'parameter_unknown',
    });
  }
}

export function stringParam(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw invalidParam(param, `Invalid string: ${param} must be a string`);
}

export function objectParam(value: FormValue | undefined, param: string): FormParams | undefined {
  if (value === undefined) return undefined;
  // `metadata=` (empty) is how Stripe's encoding clears a whole hash.
  if (value === '') return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  throw invalidParam(param, `Invalid object: ${param} must be a hash`);
}

export function arrayParam(value: FormValue | undefined, param: string): FormValue[] | undefined {
  if (value === undefined || Array.isArray(value)) return value;
  throw invalidParam(param, `Invalid array: ${param} must be an array`);
}

export function integerParam(value: FormValue | undefined, param: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const text = stringParam(value, param);
  if (text === undefined) return undefined;
  const number = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(number)) throw invalidParam(param, `Invalid integer: ${text}`);
  if (number < min || number > max) throw invalidParam(param, `${param} must be between ${min} and ${max}, not ${number}.`);
  return number;
}

export function booleanParam(value: FormValue | undefined, param: string): boolean | undefined {
  const text = stringParam(value, param);
  if (text === undefined) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw invalidParam(param, `Invalid boolean: ${text}`);
}

// Stripe's documented metadata limits.
const MAX_METADATA_KEYS = 50;
const MAX_KEY_LENGTH = 40;
const MAX_VALUE_LENGTH = 500;

/**
 * `metadata[…]` applied to `existing`: a key set to '' is removed (how Stripe unsets one), and
 * `metadata=` removes them all. On creation `existing` is empty, so '' simply leaves the key out.
 */
export function metadataParam(value: FormValue | undefined, param: string, existing: Metadata = {}): Metadata {
  const hash = objectParam(value, param);
  if (hash === undefined) return existing;
  // A Map, so that any key (even __proto__) is data.
  const merged = new Map(Object.keys(hash).length === 0 ? [] : Object.entries(existing));
  for (const [key, entry] of Object.entries(hash)) {
    const text = stringParam(entry, `${param}[${key}]`)!;
    if (key.length > MAX_KEY_LENGTH) throw invalidParam(param, `Metadata keys can have up to ${MAX_KEY_LENGTH} characters; "${key}" is longer.`);
    if (text.length > MAX_VALUE_LENGTH) throw invalidParam(param, `Metadata values can have up to ${MAX_VALUE_LENGTH} characters; the value of "${key}" is longer.`);
    if (text === '') merged.delete(key);
    else merged.set(key, text);
  }
  if (merged.size > MAX_METADATA_KEYS) throw invalidParam(param, `Metadata can have up to ${MAX_METADATA_KEYS} keys.`);
  return Object.fromEntries(merged);
}
