import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// `npm run pwa:icons`: the installed app's icons (public/icons/, named in the manifest, vite.config.ts),
// drawn from public/favicon.svg. Run it again when the mark changes; the PNGs are committed, so a
// build needs no image tools. docs/pwa.md lists which browser or store asks for which.
const root = path.resolve('public');
const out = path.join(root, 'icons');

/** The mark on a full square: a maskable icon's corners are cut by the platform, and iOS fills transparent ones black. */
function fullBleed(svg: string, markScale: number): string {
  // The arrow is drawn within the middle 60 % of the 64-unit square; scaled about the centre so it stays
  // inside the safe zone a maskable icon keeps whatever the mask (a circle of 80 % of the width).
  const arrow = /<path[^>]*\/>/.exec(svg)?.[0];
  const defs = /<defs>[\s\S]*<\/defs>/.exec(svg)?.[0];
  if (!arrow || !defs) throw new Error('public/favicon.svg: expected one <defs> and one <path>');
  const offset = 32 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(${offset} ${offset}) scale(${markScale})">${arrow}</g></svg>`;
}

/** The notification badge: Android shows only its alpha, so the arrow alone, in white. */
function badge(svg: string): string {
  const arrow = /<path[^>]*\/>/.exec(svg)?.[0];
  if (!arrow) throw new Error('public/favicon.svg: expected one <path>');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 8 48 48">${arrow}</svg>`;
}

async function png(svg: string, size: number, file: string): Promise<void> {
  const body = await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(out, file), body);
  console.log(`public/icons/${file}: ${size}×${size}, ${body.length} bytes`);
}

async function main() {
  const favicon = await readFile(path.join(root, 'favicon.svg'), 'utf8');
  await png(favicon, 192, 'icon-192.png');
  await png(favicon, 512, 'icon-512.png');
  await png(fullBleed(favicon, 0.8), 512, 'icon-maskable-512.png');
  await png(fullBleed(favicon, 0.9), 180, 'apple-touch-icon-180.png');
  await png(badge(favicon), 96, 'badge-96.png');
}

await main();
