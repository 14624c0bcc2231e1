/** A small seeded generator (mulberry32): the same seed always yields the same people. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const some = <T>(items: readonly T[], min: number, max: number): T[] =>
    [...items].sort(() => next() - 0.5).slice(0, int(min, max));
  /** One of the choices, each as likely as its weight. */
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let left = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
    return choices[choices.length - 1][0];
  };
  return { next, int, pick, some, weighted };
}
