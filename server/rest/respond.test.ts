import { boundedLocation, contentRange, MAX_LOCATION_LENGTH, readStatus } from './respond';

describe('Content-Range and status of reads', () => {
  it('writes ranges as PostgREST does', () => {
    expect(contentRange(0, 10, 42)).toBe('0-9/42');
    expect(contentRange(0, 10, null)).toBe('0-9/*');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(0, 0, null)).toBe('*/*');
    expect(contentRange(5, 3, 8)).toBe('5-7/8');
  });

  it('answers 206 for part of a counted result and 416 past its end', () => {
    expect(readStatus(0, 10, 42)).toBe(206);
    expect(readStatus(0, 42, 42)).toBe(200);
    expect(readStatus(0, 10, null)).toBe(200);
    expect(readStatus(50, 0, 42)).toBe(416);
  });
});

describe('boundedLocation', () => {
  it('keeps a location up to MAX_LOCATION_LENGTH characters and drops a longer one', () => {
    const longest = `/t?q=${'x'.repeat(MAX_LOCATION_LENGTH - 5)}`;
    expect(boundedLocation('/t?id=eq.1')).toBe('/t?id=eq.1');
    expect(boundedLocation(longest)).toBe(longest);
    expect(boundedLocation(`${longest}x`)).toBeUndefined();
    expect(boundedLocation(undefined)).toBeUndefined();
  });
});
