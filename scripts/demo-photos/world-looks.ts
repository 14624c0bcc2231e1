import { seededRandom } from '../../server/db/seed/random';
import type { WorldMember } from '../../server/db/seed/demo-world/world-members';
import { BACKGROUNDS, HAIR_COLOURS } from './palette';
import type { Face, Pose } from './portrait';

/** One of Lorelei's parts, by name. */
type Part<K extends keyof Face> = NonNullable<Face[K]> extends readonly (infer P)[] ? P : never;
// Lorelei numbers its variants 01, 02…; the numbers below are the ones it draws for that part.
const variants = <K extends keyof Face>(_part: K, numbers: number[]) =>
  numbers.map((n) => `variant${String(n).padStart(2, '0')}`) as Part<K>[];
// Lorelei's hair styles, sorted by eye into shorter and longer cuts (none that hides the face).
const SHORT_HAIR = variants('hair', [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 22, 25, 27, 28, 34, 36, 38, 39, 44, 47]);
const LONG_HAIR = variants('hair', [10, 13, 14, 15, 16, 17, 18, 19, 23, 24, 26, 29, 30, 31, 32, 33, 35, 37, 42, 43, 45, 46, 48]);
// Open eyes and smiles only (no winks, tongues or grimaces): these are profile photos.
const EYES = variants('eyes', [2, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 16, 17, 18, 21, 23, 24]);
const SKIN = ['fbe3d3', 'f8dcc8', 'f6d6bf', 'f1c9a5', 'e0ac84', 'd9a07c', 'b57b55', '9a6446', '7a4a30', '5c3420'];
const TOPS = ['fdf2f8', '1e3a5f', 'c2185b', 'f2c14e', 'f8fafc', '334155', '0f766e', '7c2d12', 'a3e635', '6d28d9', 'e2e8f0', '111827'];
const HAPPY: Part<'mouth'>[] = ['happy01', 'happy02', 'happy03', 'happy04', 'happy05', 'happy06', 'happy08', 'happy13', 'happy17'];

/** A generated member's 1-3 poses, drawn from their id: the same member always looks the same. */
export function worldMemberPoses(member: WorldMember): Pose[] {
  const random = seededRandom(parseInt(member.id.slice(-8), 10) * 7919);
  const hairStyles = member.gender === 'male' ? SHORT_HAIR
    : member.gender === 'female' ? LONG_HAIR : random.next() < 0.5 ? SHORT_HAIR : LONG_HAIR;
  const face: Face = {
    hair: [random.pick(hairStyles)],
    skinColor: [random.pick(SKIN)],
    eyes: [random.pick(EYES)],
    eyebrows: [random.pick(variants('eyebrows', Array.from({ length: 13 }, (_, i) => i + 1)))],
    nose: [random.pick(variants('nose', [1, 2, 3, 4, 5, 6]))],
    head: [random.pick(variants('head', [1, 2, 3, 4]))],
    mouth: [random.pick(HAPPY)],
    // Clear glasses only: sunglasses hide the eyes.
    ...(random.next() < 0.2 ? { glassesProbability: 100, glasses: [random.pick(variants('glasses', [1, 3]))] } : {}),
    ...(random.next() < (member.gender === 'male' ? 0.1 : 0.4) ? { earringsProbability: 100, earrings: [random.pick(variants('earrings', [1, 2, 3]))] } : {}),
    ...(member.gender === 'male' && random.next() < 0.3 ? { beardProbability: 100, beard: [random.pick(variants('beard', [1, 2]))] } : {}),
    ...(random.next() < 0.12 ? { frecklesProbability: 100 } : {}),
    ...(member.gender !== 'male' && random.next() < 0.08 ? { hairAccessoriesProbability: 100 } : {}),
  };
  const top = random.pick(TOPS);
  const first = random.int(0, BACKGROUNDS.length - 1);
  return Array.from({ length: member.photos }, (_, index) => ({
    seed: member.username,
    // Later photos change the expression: a different moment, the same person.
    face: index === 0 ? face : { ...face, mouth: [random.pick(HAPPY)] },
    hairColour: HAIR_COLOURS[member.hair_type] ?? HAIR_COLOURS.Brown,
    flip: index === 1,
    top: index === 2 ? random.pick(TOPS) : top,
    background: BACKGROUNDS[(first + index) % BACKGROUNDS.length],
  }));
}
