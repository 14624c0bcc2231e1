import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('allows JSON nested up to the limit and refuses one level more', () => {
    expect(exceedsJsonDepth(nestedArrays(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nestedArrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(nestedObjects(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(`[{"a":[${nestedObjects(MAX_JSON_DEPTH - 2)}]}]`)).toBe(true);
  });

  it('measures depth, not the number of brackets', () => {
    expect(exceedsJsonDepth(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [1] }))))).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ text: `"\\${'{'.repeat(1000)}` }))).toBe(false);
    expect(exceedsJsonDepth(`["\\"", ${nestedArrays(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('cannot be fooled by closing brackets before opening ones', () => {
    expect(exceedsJsonDepth(`${']'.repeat(100)}${nestedArrays(MAX_JSON_DEPTH + 1)}`)).toBe(true);
  });

  it('scans 50,000 levels without overflowing the stack', () => {
    expect(exceedsJsonDepth(nestedArrays(50_000))).toBe(true);
  });
});
