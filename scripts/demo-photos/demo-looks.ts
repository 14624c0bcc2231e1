import type { DemoProfile } from '../../server/db/seed/demo-profiles';
import { BLUSH, DUSK, HAIR_COLOURS, LILAC, ROSE, VIOLET } from './palette';
import type { Background, Face, Pose } from './portrait';

/** What stays the same in both photos of a demo account, and what the second photo changes. */
interface Look { face: Face; second: Face; top: string; backgrounds: [Background, Background] }

const LOOKS: Record<string, Look> = {
  ava: {
    face: { eyebrows: ['variant05'], hair: ['variant35'], eyes: ['variant12'], skinColor: ['fbe3d3'], mouth: ['happy01'], earringsProbability: 100, earrings: ['variant02'] },
    second: { mouth: ['happy05'] },
    top: 'fdf2f8', backgrounds: [ROSE, LILAC],
  },
  noah: {
    face: { eyebrows: ['variant10'], hair: ['variant04'], eyes: ['variant04'], skinColor: ['f1c9a5'], mouth: ['happy02'] },
    second: { mouth: ['happy06'], eyes: ['variant19'] },
    top: '1e3a5f', backgrounds: [VIOLET, BLUSH],
  },
  sofia: {
    face: { eyebrows: ['variant02'], hair: ['variant24'], eyes: ['variant11'], skinColor: ['d9a07c'], mouth: ['happy03'], earringsProbability: 100, earrings: ['variant03'] },
    second: { mouth: ['happy05'], eyes: ['variant18'] },
    top: 'c2185b', backgrounds: [BLUSH, DUSK],
  },
  river: {
    face: { eyebrows: ['variant07'], hair: ['variant20'], eyes: ['variant10'], skinColor: ['f6d6bf'], mouth: ['happy01'], frecklesProbability: 100, glassesProbability: 100, glasses: ['variant01'] },
    second: { mouth: ['happy06'] },
    top: 'f2c14e', backgrounds: [LILAC, VIOLET],
  },
  marcus: {
    face: { eyebrows: ['variant10'], hair: ['variant39'], eyes: ['variant20'], skinColor: ['9a6446'], mouth: ['happy02'] },
    second: { mouth: ['happy05'] },
    top: 'f8fafc', backgrounds: [DUSK, ROSE],
  },
  elena: {
    face: { eyebrows: ['variant09'], hair: ['variant23'], eyes: ['variant23'], skinColor: ['f8dcc8'], mouth: ['happy01'], glassesProbability: 100, glasses: ['variant03'] },
    second: { mouth: ['happy03'], hair: ['variant14'] },
    top: '334155', backgrounds: [VIOLET, BLUSH],
  },
};

/** A demo account's two poses: the second turns the other way with a few changes. */
export function demoAccountPoses(member: DemoProfile): Pose[] {
  const look = LOOKS[member.username];
  if (!look) throw new Error(`No look for demo member ${member.username}: add one to LOOKS`);
  const hairColour = HAIR_COLOURS[member.hair_type] ?? HAIR_COLOURS.Brown;
  return [0, 1].map((index) => ({
    seed: member.username,
    face: { ...look.face, ...(index === 1 ? look.second : {}) },
    hairColour,
    flip: index === 1,
    top: look.top,
    background: look.backgrounds[index],
  }));
}
