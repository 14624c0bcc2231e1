import { StyleSheet } from '@emotion/sheet';

/**
 * MUI's styles (Emotion's rules) are left out of jsdom's stylesheets: every `getByRole` asks jsdom for
 * the computed style of each element it considers and of its ancestors, and jsdom matches each against
 * every rule: without them the web and integration tiers (704 tests) take 183-187 s of CPU instead of
 * 225 s, 112 s on two cores instead of 133. Nothing in jsdom is laid out, so the rules only ever served a
 * test that reads a computed style: such a file calls `keepStyles()` before it renders anything.
 */
const insertRule = StyleSheet.prototype.insert;
let keep = false;

StyleSheet.prototype.insert = function insert(this: StyleSheet, rule: string) {
  if (keep) insertRule.call(this, rule);
};

/** For this test file, Emotion's rules reach jsdom as in a browser, so `getComputedStyle` sees them. */
export function keepStyles(): void {
  keep = true;
}
