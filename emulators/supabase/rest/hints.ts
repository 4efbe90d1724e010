// PostgREST's "Perhaps you meant …" hints: the fuzzy matching of Haskell's Data.FuzzySet (gram cosine, then Levenshtein).

/** Lower-cased, padded with '-', only letters, digits, commas and spaces kept, as FuzzySet normalises. */
function grams(value: string, size: number): Map<string, number> {
  const padded = `-${value.toLowerCase().replace(/[^\p{L}\p{N}, ]/gu, '')}-`;
  const counts = new Map<string, number>();
  const chars = [...padded];
  if (chars.length < size) return new Map([[padded, 1]]);
  for (let i = 0; i + size <= chars.length; i++) {
    const gram = chars.slice(i, i + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function norm(vector: Map<string, number>): number {
  let sum = 0;
  for (const n of vector.values()) sum += n * n;
  return Math.sqrt(sum);
}

function levenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** Candidates scored against `value`, best first, those under `minScore` left out (FuzzySet's `get`). */
export function fuzzyMatches(
  candidates: readonly string[],
  value: string,
  minScore = 0.33,
): { score: number; value: string }[] {
  for (const size of [3, 2]) {
    const query = grams(value, size);
    const queryNorm = norm(query);
    const byCosine: { score: number; value: string }[] = [];
    for (const candidate of new Set(candidates)) {
      const vector = grams(candidate, size);
      let dot = 0;
      for (const [gram, n] of query) dot += n * (vector.get(gram) ?? 0);
      if (dot > 0) byCosine.push({ score: dot / (queryNorm * norm(vector)), value: candidate });
    }
    if (byCosine.length === 0) continue;
    byCosine.sort((a, b) => b.score - a.score);
    const rescored = byCosine.slice(0, 50).map((m) => {
      const longest = Math.max([...m.value].length, [...value].length);
      return { score: 1 - levenshtein(m.value.toLowerCase(), value.toLowerCase()) / longest, value: m.value };
    });
    return rescored.filter((m) => m.score >= minScore).sort((a, b) => b.score - a.score);
  }
  return [];
}

/** The best candidate scoring at least `minScore`, if any (FuzzySet's `getOne` / `getOneWithMinScore`). */
export function fuzzyBest(candidates: readonly string[], value: string, minScore = 0.33): string | undefined {
  return fuzzyMatches(candidates, value, minScore)[0]?.value;
}
