/** Where the demo members' illustrated photos live and what they must be; read by the generator and its test. */
import path from 'node:path';

// From the repository root, where npm scripts and Jest run (as server/config.ts resolves `dist`).
export const DEMO_PHOTO_DIR = path.resolve('server/db/seed/photos');

/** A primary portrait and a second one, so profile galleries have something to page through. */
export const PHOTOS_PER_MEMBER = 2;

/** Portrait 4:5, the shape of the profile cards. */
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 1000;

/** Small enough to serve many cards quickly, large enough for a sharp card on a phone. */
export const MAX_PHOTO_BYTES = 150 * 1024;

/** `ava-1.jpg` is Ava's primary photo, `ava-2.jpg` her second. */
export const demoPhotoFile = (username: string, number: number) => `${username}-${number}.jpg`;

/**
 * The demo world's generated members: smaller portraits, committed to the repository, so the
 * repository stays small and a first start renders nothing.
 */
export const WORLD_PHOTO_DIR = path.join(DEMO_PHOTO_DIR, 'members');
export const WORLD_PHOTO_WIDTH = 480;
export const WORLD_PHOTO_HEIGHT = 600;
export const MAX_WORLD_PHOTO_BYTES = 40 * 1024;
