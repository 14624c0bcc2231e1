import { negotiateMedia } from './media-type';
import { parsePrefer, preferenceApplied } from './prefer';
import { parseRangeHeader } from './range-header';

describe('Prefer', () => {
  it('reads the preferences supabase-js joins into one header', () => {
    const prefs = parsePrefer('return=representation, count=exact,resolution=merge-duplicates, missing=default, max-affected=3, bogus=1');
    expect(prefs).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      maxAffected: 3,
    });
    expect(preferenceApplied(prefs, ['return', 'count', 'tx'])).toBe('return=representation, count=exact');
  });
});

describe('Accept', () => {
  it('picks the representation PostgREST would', () => {
    expect(negotiateMedia(undefined)).toEqual({ media: 'json', stripNulls: false });
    expect(negotiateMedia('application/vnd.pgrst.object+json')).toEqual({ media: 'object', stripNulls: false });
    expect(negotiateMedia('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ media: 'json', stripNulls: true });
    expect(negotiateMedia('text/csv')).toEqual({ media: 'csv', stripNulls: false });
    expect(negotiateMedia('text/html, */*;q=0.8')).toEqual({ media: 'json', stripNulls: false });
    expect(() => negotiateMedia('image/png')).toThrow('None of these media types are available: image/png');
  });
});

describe('Accept: application/vnd.pgrst.plan', () => {
  it('is a plan only where plans are enabled, with its format, target and options', () => {
    const accept = 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose|bogus|analyze;';
    expect(() => negotiateMedia(accept)).toThrow('None of these media types are available');
    expect(negotiateMedia(accept, { planEnabled: true })).toEqual({ media: 'object', stripNulls: false, plan: { format: 'json', options: ['analyze', 'verbose'] } });
    expect(negotiateMedia('application/vnd.pgrst.plan', { planEnabled: true })).toEqual({ media: 'json', stripNulls: false, plan: { format: 'text', options: [] } });
    expect(() => negotiateMedia('application/vnd.pgrst.plan; for="image/png"', { planEnabled: true })).toThrow('None of these media types');
  });
});

describe('Range', () => {
  it('reads item ranges and refuses a reversed one', () => {
    expect(parseRangeHeader('0-9', 'items')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('5-', undefined)).toEqual({ offset: 5 });
    expect(parseRangeHeader('0-9', 'bytes')).toBeUndefined();
    expect(() => parseRangeHeader('9-1', 'items')).toThrow('Requested range not satisfiable');
  });
});
