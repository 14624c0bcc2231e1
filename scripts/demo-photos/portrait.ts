/**
 * One illustrated portrait: a DiceBear "Lorelei" head (CC0 1.0, see server/db/seed/photos/LICENSE.md)
 * on shoulders and a gradient backdrop, composed on an 800×1000 canvas and rendered to a JPEG of
 * the asked width. Every option is pinned by the caller, so the same input gives the same bytes.
 */
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';

export type Face = lorelei.Options;
/** Top and bottom colours of the backdrop gradient. */
export type Background = [string, string];

export interface Pose {
  /** DiceBear's seed: whatever the face leaves open follows from it. */
  seed: string;
  face: Face;
  hairColour: string;
  /** Turned the other way: the head and shoulders are mirrored. */
  flip: boolean;
  /** The colour of the top (shoulders), without '#'. */
  top: string;
  background: Background;
}

// The canvas every portrait is drawn on; smaller photos are the same drawing rendered smaller.
const CANVAS_WIDTH = 800;
const CANVAS_HEIGHT = 1000;
// Lorelei draws a head on a neck in a 980-unit square; the neck sits near x = 480 (500 when flipped).
const UNITS = 980;
const SCALE = 0.84;
const LEFT = (CANVAS_WIDTH - UNITS * SCALE) / 2;
const TOP = 80;

export const NOTHING_RANDOM: Face = {
  beardProbability: 0, earringsProbability: 0, frecklesProbability: 0, glassesProbability: 0, hairAccessoriesProbability: 0,
};

/** Shoulders in a plain top, so the head sits on a body as in a photo, not floating. */
function shoulders(n: number, colour: string): string {
  const outline = `M${n - 120} 790 C${n - 260} 800 ${n - 440} 820 ${n - 500} 980 L${n - 540} 1400 L${n + 540} 1400`
    + ` L${n + 500} 980 C${n + 440} 820 ${n + 260} 800 ${n + 120} 790 Q${n} 890 ${n - 120} 790 Z`;
  return `<path d="${outline}" fill="#${colour}" stroke="#000" stroke-width="9" stroke-linejoin="round"/>`;
}

export function portraitSvg(pose: Pose): string {
  const avatar = createAvatar(lorelei, {
    ...NOTHING_RANDOM, ...pose.face, seed: pose.seed, flip: pose.flip, hairColor: [pose.hairColour],
  }).toString();
  const [top, bottom] = pose.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}">
  <defs>
    <linearGradient id="ascend-bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="ascend-halo"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#ascend-bg)"/>
  <circle cx="${CANVAS_WIDTH / 2}" cy="${TOP + 420 * SCALE}" r="${480 * SCALE}" fill="url(#ascend-halo)"/>
  <g transform="translate(${LEFT} ${TOP}) scale(${SCALE})">
    <svg width="${UNITS}" height="${UNITS}">${avatar}</svg>${shoulders(pose.flip ? 500 : 480, pose.top)}
  </g>
</svg>`;
}

/** The portrait as a JPEG `width` pixels wide (4:5). */
export function portraitJpeg(pose: Pose, width: number, quality: number): Buffer {
  const fitTo = width === CANVAS_WIDTH ? { mode: 'original' as const } : { mode: 'width' as const, value: width };
  const image = new Resvg(portraitSvg(pose), { fitTo }).render();
  return jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, quality).data;
}
