/**
 * A copy of a ustar archive without the entries `drop` names: enough of the format (512-byte
 * headers, data padded to 512, two empty blocks at the end) for the dumps PGlite writes.
 */
export function tarWithout(archive: Uint8Array, drop: (path: string) => boolean): Uint8Array {
  const text = (from: number, to: number) => Buffer.from(archive.subarray(from, to)).toString('latin1').replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  for (let offset = 0; offset + 512 <= archive.length; ) {
    if (archive.subarray(offset, offset + 512).every((byte) => byte === 0)) break;
    const name = text(offset, offset + 100);
    const prefix = text(offset + 345, offset + 500);
    const size = parseInt(text(offset + 124, offset + 136).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    if (!drop(prefix ? `${prefix}/${name}` : name)) kept.push(archive.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}
