import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { imageSize } from 'image-size';
import { DEMO_PROFILES } from './demo-profiles';
import { worldMembers } from './demo-world/world-members';
import {
  DEMO_PHOTO_DIR, MAX_PHOTO_BYTES, MAX_WORLD_PHOTO_BYTES, PHOTOS_PER_MEMBER, PHOTO_HEIGHT, PHOTO_WIDTH,
  WORLD_PHOTO_DIR, WORLD_PHOTO_HEIGHT, WORLD_PHOTO_WIDTH, demoPhotoFile,
} from './photos/demo-photo-files';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

// Every (member, photo number) pair the seed may point at; regenerate with `npm run demo:photos`.
const photos = DEMO_PROFILES.flatMap(({ username }) =>
  Array.from({ length: PHOTOS_PER_MEMBER }, (_, i) => demoPhotoFile(username, i + 1)));

describe('demo profile photos', () => {
  it('has a primary and a second photo for every demo member', () => {
    expect(photos).toHaveLength(DEMO_PROFILES.length * 2);
    expect(photos.filter((file) => !existsSync(path.join(DEMO_PHOTO_DIR, file)))).toEqual([]);
  });

  it.each(photos)('%s is a JPEG under the size limit', (file) => {
    const bytes = readFileSync(path.join(DEMO_PHOTO_DIR, file));
    expect(bytes.subarray(0, 3)).toEqual(JPEG_MAGIC);
    expect(bytes.length).toBeLessThan(MAX_PHOTO_BYTES);
  });

  it.each(photos)('%s is a 4:5 portrait of the card size', (file) => {
    const { type, width, height } = imageSize(readFileSync(path.join(DEMO_PHOTO_DIR, file)));
    expect([type, width, height]).toEqual(['jpg', PHOTO_WIDTH, PHOTO_HEIGHT]);
  });
});

// The demo world's members: 1-3 smaller portraits each; a generator change without redrawn files fails here.
const worldPhotos = worldMembers().flatMap(({ username, photos: count }) =>
  Array.from({ length: count }, (_, i) => demoPhotoFile(username, i + 1)));

describe('demo world portraits', () => {
  it('are exactly the files the world’s members point at', () => {
    expect(worldPhotos.length).toBeGreaterThanOrEqual(worldMembers().length);
    expect(readdirSync(WORLD_PHOTO_DIR).sort()).toEqual([...worldPhotos].sort());
  });

  it('are card-sized JPEGs under the size limit', () => {
    for (const file of worldPhotos) {
      const bytes = readFileSync(path.join(WORLD_PHOTO_DIR, file));
      expect([file, bytes.length < MAX_WORLD_PHOTO_BYTES]).toEqual([file, true]);
      // The frame header's size, as a browser lays it out, without decoding every pixel.
      const { type, width, height } = imageSize(bytes);
      expect([file, type, width, height]).toEqual([file, 'jpg', WORLD_PHOTO_WIDTH, WORLD_PHOTO_HEIGHT]);
    }
  });
});
