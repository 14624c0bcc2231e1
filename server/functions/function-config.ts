import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

/** supabase/config.toml: the file the Supabase CLI deploys functions with. */
export const SUPABASE_CONFIG = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url));

/**
 * Whether the gateway demands a JWT of each function, by name, as `[functions.<name>] verify_jwt`
 * says (true when a function's section leaves it out, as the CLI defaults it). Throws on a file
 * that is not TOML or a verify_jwt that is not a boolean: a gateway must not guess.
 */
export function readVerifyJwt(toml: string = readFileSync(SUPABASE_CONFIG, 'utf8')): Map<string, boolean> {
  const config = parse(toml) as { functions?: Record<string, { verify_jwt?: unknown }> };
  const verify = new Map<string, boolean>();
  for (const [name, section] of Object.entries(config.functions ?? {})) {
    const value = section.verify_jwt ?? true;
    if (typeof value !== 'boolean') throw new Error(`supabase/config.toml: functions.${name}.verify_jwt must be true or false`);
    verify.set(name, value);
  }
  return verify;
}
