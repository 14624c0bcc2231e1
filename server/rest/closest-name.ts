// The closest of some names to a misspelt one, as PostgREST's hints pick it (Data.FuzzySet, after
// fuzzyset.js: 3- then 2-letter grams, the best 50 by cosine rescored by Levenshtein, kept from 0.33).
// fuzzyset.js itself is not used: its licence is not an open-source one.

/** fuzzyset's floor; for names PostgREST stays silent below about 0.6 (postgrest-js's suite: none for
 * blurb_message at 0.53, polymorphic_…_text for polymorphic_…_integer at 0.86), so callers pass that. */
export const MIN_SCORE = 0.33;
export const MIN_NAME_SCORE = 0.6;

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z0-9\u00C0-\u00FF, ]+/g, '');

function grams(value: string, size: number): Map<string, number> {
  const padded = `-${normalize(value)}-`;
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i += 1) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [g, n] of a) dot += n * (b.get(g) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The best match of `wanted` among `names`, or undefined when none is close enough. */
export function closestName(wanted: string, names: string[], minScore = MIN_SCORE): string | undefined {
  for (const size of [3, 2]) {
    const target = grams(wanted, size);
    const best = names
      .map((name) => ({ name, score: cosine(target, grams(name, size)) }))
      .filter((c) => c.score > 0)
      .sort((x, y) => y.score - x.score)
      .slice(0, 50)
      .map(({ name }) => {
        const [a, b] = [normalize(wanted), normalize(name)];
        return { name, score: 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1) };
      })
      .filter((c) => c.score >= minScore)
      .sort((x, y) => y.score - x.score);
    if (best.length > 0) return best[0].name;
  }
  return undefined;
}
