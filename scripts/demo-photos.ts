/**
 * Draws the demo profile photos: the six demo accounts' portraits (800×1000) and the demo world's
 * members' 1-3 portraits each (480×600), as DiceBear "Lorelei" illustrations (CC0 1.0, see
 * server/db/seed/photos/LICENSE.md). Every option is pinned, so a rerun writes the same files.
 * Run: npm run demo:photos
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROFILES } from '../server/db/seed/demo-profiles';
import { worldMembers } from '../server/db/seed/demo-world/world-members';
import {
  DEMO_PHOTO_DIR, MAX_PHOTO_BYTES, MAX_WORLD_PHOTO_BYTES, PHOTO_WIDTH, WORLD_PHOTO_DIR, WORLD_PHOTO_WIDTH, demoPhotoFile,
} from '../server/db/seed/photos/demo-photo-files';
import { demoAccountPoses } from './demo-photos/demo-looks';
import { portraitJpeg, type Pose } from './demo-photos/portrait';
import { worldMemberPoses } from './demo-photos/world-looks';

// Flat artwork stays crisp at these qualities: about 60 KB for an account's large photo, about
// 20 KB for a world member's card-sized one.
const ACCOUNT_QUALITY = 82;
const WORLD_QUALITY = 70;

function write(dir: string, username: string, poses: Pose[], width: number, quality: number, limit: number): number {
  let total = 0;
  for (const [index, pose] of poses.entries()) {
    const file = path.join(dir, demoPhotoFile(username, index + 1));
    const bytes = portraitJpeg(pose, width, quality);
    if (bytes.length > limit) throw new Error(`${file} is ${bytes.length} bytes, over ${limit}`);
    writeFileSync(file, bytes);
    total += bytes.length;
  }
  return total;
}

let accounts = 0;
for (const member of DEMO_PROFILES) {
  accounts += write(DEMO_PHOTO_DIR, member.username, demoAccountPoses(member), PHOTO_WIDTH, ACCOUNT_QUALITY, MAX_PHOTO_BYTES);
}
console.log(`${DEMO_PROFILES.length} demo accounts: ${Math.round(accounts / 1024)} KB`);

// Redrawn from scratch, so a member who left the world leaves no file behind.
rmSync(WORLD_PHOTO_DIR, { recursive: true, force: true });
mkdirSync(WORLD_PHOTO_DIR, { recursive: true });
let world = 0;
for (const member of worldMembers()) {
  world += write(WORLD_PHOTO_DIR, member.username, worldMemberPoses(member), WORLD_PHOTO_WIDTH, WORLD_QUALITY, MAX_WORLD_PHOTO_BYTES);
}
const files = readdirSync(WORLD_PHOTO_DIR).length;
console.log(`${worldMembers().length} world members, ${files} photos: ${(world / 1024 / 1024).toFixed(2)} MB`);
