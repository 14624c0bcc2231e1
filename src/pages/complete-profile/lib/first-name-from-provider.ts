import { CONTROL_CHARACTERS, NAME_MAX } from '@/shared/config';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The first name an outside provider gave (Google: `given_name` where it sends one, else the first word
 * of `full_name` or `name`, as GoTrue stores them in user_metadata), to prefill the walk-through: she
 * sees it and may change it before anything is saved. Null when there is none fit to show.
 */
export function firstNameFromProvider(metadata: Record<string, unknown> | undefined): string | null {
  const given = text(metadata?.given_name);
  const name = given || text(metadata?.full_name).split(/\s+/)[0] || text(metadata?.name).split(/\s+/)[0];
  if (!name || CONTROL_CHARACTERS.test(name)) return null;
  return name.slice(0, NAME_MAX);
}
