/**
 * The image type a file's first bytes show, by their magic numbers; undefined when they show none of
 * the formats browsers display (JPEG, PNG, GIF, WebP, AVIF, HEIC/HEIF, BMP).
 */
export function imageTypeOf(head: Buffer): string | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const ascii = head.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  if (ascii.startsWith('BM') && head.length >= 26 && head.readUInt32LE(2) >= 26) return 'image/bmp';
  return isoMediaImageType(head);
}

// AVIF and HEIC are ISO media files: a leading 'ftyp' box names the major and compatible brands.
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

function isoMediaImageType(head: Buffer): string | undefined {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(head.toString('latin1', offset, offset + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
  if (brands.some((b) => HEIF_BRANDS.has(b))) return 'image/heif';
  return undefined;
}

function startsWith(head: Buffer, bytes: number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);
}
