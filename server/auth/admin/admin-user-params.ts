import { z } from 'zod';
import { authError } from '../errors/error-catalogue';
import { optionalObject } from '../request-body';

/** GoTrue's AdminUserParams: what createUser and updateUserById send. */
export const AdminUserBody = z.object({
  id: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  password_hash: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: optionalObject,
  app_metadata: optionalObject,
  ban_duration: z.string().nullish(),
  role: z.string().nullish(),
});

export type AdminUserParams = z.output<typeof AdminUserBody>;

const UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/;

/**
 * A ban_duration as Go's time.ParseDuration reads it ('24h', '1h30m', '90s'; 'none' lifts a ban), in
 * milliseconds. At most ten years: a longer one is a mistake, and a date past year 10000 breaks clients.
 */
export function banMilliseconds(duration: string): number {
  if (duration === 'none') return 0;
  let rest = duration;
  let total = 0;
  while (rest !== '') {
    const part = DURATION.exec(rest);
    if (!part) throw authError('banDurationInvalid', `invalid format for ban duration: time: invalid duration "${duration}"`);
    total += Number(part[1]) * UNITS[part[2]];
    rest = rest.slice(part[0].length);
  }
  if (total > 10 * 365 * 24 * 3_600_000) throw authError('banDurationInvalid', 'invalid format for ban duration: at most ten years');
  return total;
}

/** The one role a user may have here: GoTrue writes any string, but this database grants only `authenticated`. */
export function mustBeKnownRole(role: string): string {
  if (role !== 'authenticated') throw authError('roleInvalid');
  return role;
}
