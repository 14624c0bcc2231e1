export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/** Reads every `Prefer` header; unknown or malformed preferences are ignored, as PostgREST does by default. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {};
  const tokens = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const token of tokens) {
    const [rawKey, ...rest] = token.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'max-affected') {
      if (/^\d+$/.test(value)) prefs.maxAffected = Number(value);
      continue;
    }
    if (!ALLOWED[key]?.includes(value)) continue;
    (prefs as Record<string, string>)[key] ??= value;
  }
  return prefs;
}

/** The `Preference-Applied` header value for the preferences a response honoured. */
export function preferenceApplied(prefs: Preferences, keys: (keyof Preferences)[]): string | undefined {
  const applied = keys
    .filter((k) => prefs[k] !== undefined)
    .map((k) => (k === 'maxAffected' ? `max-affected=${prefs[k]}` : `${k}=${prefs[k]}`));
  return applied.length > 0 ? applied.join(', ') : undefined;
}
