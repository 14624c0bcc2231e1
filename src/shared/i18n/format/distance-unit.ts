/** Where a reader's distance unit is kept on this device when they override the language's. */
export const DISTANCE_UNIT_KEY = 'distance-unit';

export type DistanceUnit = 'mile' | 'kilometer';

// Countries that give road distances in miles (CLDR's measurement data); everywhere else, kilometres.
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/** The unit a reader's language and region use: English without a region is US English (SPEC's miles). */
export function localeDistanceUnit(locale: string, browserLanguages: readonly string[] = []): DistanceUnit {
  if (locale !== 'en') return 'kilometer';
  const english = browserLanguages.find((tag) => tag.toLowerCase().startsWith('en'));
  const region = english?.split('-')[1]?.toUpperCase();
  return region === undefined || MILE_REGIONS.has(region) ? 'mile' : 'kilometer';
}

export function savedDistanceUnit(): DistanceUnit | null {
  try {
    const saved = globalThis.localStorage?.getItem(DISTANCE_UNIT_KEY);
    return saved === 'mile' || saved === 'kilometer' ? saved : null;
  } catch {
    return null;
  }
}

/** Saves the reader's override, or clears it (null: the language's unit again). */
export function saveDistanceUnit(unit: DistanceUnit | null): void {
  try {
    if (unit) globalThis.localStorage?.setItem(DISTANCE_UNIT_KEY, unit);
    else globalThis.localStorage?.removeItem(DISTANCE_UNIT_KEY);
  } catch {
    // Without storage the override lasts this visit only.
  }
}
