/**
 * Draws the demo members' profile photos: DiceBear "Lorelei" portraits (CC0 1.0, see
 * server/db/seed/photos/LICENSE.md) on the app's rose/violet palette, rendered to 4:5 JPEGs.
 * Every option is pinned, so a rerun writes the same files. Run: npm run demo:photos
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { DEMO_PROFILES, type DemoProfile } from '../server/db/seed/demo-profiles';
import {
  DEMO_PHOTO_DIR, MAX_PHOTO_BYTES, PHOTO_HEIGHT, PHOTO_WIDTH, demoPhotoFile,
} from '../server/db/seed/photos/demo-photo-files';

type Face = lorelei.Options;
/** What stays the same in both photos of a member, and what the second photo changes. */
interface Look { face: Face; second: Face; top: string; backgrounds: [Background, Background] }
/** Top and bottom colours of the backdrop gradient. */
type Background = [string, string];

const ROSE: Background = ['#f8bbd0', '#c2185b'];
const VIOLET: Background = ['#ddd6fe', '#7c3aed'];
const BLUSH: Background = ['#fff1f5', '#f48fb1'];
const LILAC: Background = ['#f5f3ff', '#a78bfa'];
const DUSK: Background = ['#f3d0e4', '#8e3fc9'];

// Lorelei draws only the hair in colour; hair_type picks it, the rest is chosen per member.
const HAIR_COLOURS: Record<string, string> = {
  Black: '2b2226', Brown: '6d4230', Blonde: 'e3b85f', Red: 'b4492c', Gray: '9e9a9a', White: 'ece7e2',
};
const NOTHING_RANDOM: Face = {
  beardProbability: 0, earringsProbability: 0, frecklesProbability: 0, glassesProbability: 0, hairAccessoriesProbability: 0,
};

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

// Lorelei draws a head on a neck in a 980-unit square; the neck sits near x = 480 (500 when flipped).
const UNITS = 980;
const SCALE = 0.84;
const LEFT = (PHOTO_WIDTH - UNITS * SCALE) / 2;
const TOP = 80;
// Keeps flat artwork crisp at about 60 KB a photo, well under MAX_PHOTO_BYTES.
const JPEG_QUALITY = 82;

/** Shoulders in a plain top, so the head sits on a body as in a photo, not floating. */
function shoulders(n: number, colour: string): string {
  const outline = `M${n - 120} 790 C${n - 260} 800 ${n - 440} 820 ${n - 500} 980 L${n - 540} 1400 L${n + 540} 1400`
    + ` L${n + 500} 980 C${n + 440} 820 ${n + 260} 800 ${n + 120} 790 Q${n} 890 ${n - 120} 790 Z`;
  return `<path d="${outline}" fill="#${colour}" stroke="#000" stroke-width="9" stroke-linejoin="round"/>`;
}

function portraitSvg(member: DemoProfile, look: Look, index: 0 | 1): string {
  const face: Face = { ...NOTHING_RANDOM, ...look.face, ...(index === 1 ? look.second : {}) };
  const flip = index === 1; // the second photo turns the other way, a different pose
  const avatar = createAvatar(lorelei, {
    ...face, seed: member.username, flip, hairColor: [HAIR_COLOURS[member.hair_type] ?? HAIR_COLOURS.Brown],
  }).toString();
  const [top, bottom] = look.backgrounds[index];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
  <defs>
    <linearGradient id="ascend-bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="ascend-halo"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#ascend-bg)"/>
  <circle cx="${PHOTO_WIDTH / 2}" cy="${TOP + 420 * SCALE}" r="${480 * SCALE}" fill="url(#ascend-halo)"/>
  <g transform="translate(${LEFT} ${TOP}) scale(${SCALE})">
    <svg width="${UNITS}" height="${UNITS}">${avatar}</svg>${shoulders(flip ? 500 : 480, look.top)}
  </g>
</svg>`;
}

function toJpeg(svg: string): Buffer {
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  return jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, JPEG_QUALITY).data;
}

for (const member of DEMO_PROFILES) {
  const look = LOOKS[member.username];
  if (!look) throw new Error(`No look for demo member ${member.username}: add one to LOOKS`);
  for (const index of [0, 1] as const) {
    const file = path.join(DEMO_PHOTO_DIR, demoPhotoFile(member.username, index + 1));
    const bytes = toJpeg(portraitSvg(member, look, index));
    if (bytes.length > MAX_PHOTO_BYTES) throw new Error(`${file} is ${bytes.length} bytes, over ${MAX_PHOTO_BYTES}`);
    writeFileSync(file, bytes);
    console.log(`${file}  ${Math.round(bytes.length / 1024)} KB`);
  }
}
