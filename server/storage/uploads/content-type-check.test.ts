import { isAllowedType, storedContentType } from './content-type-check';
import { imageTypeOf } from './image-signature';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** An ISO media header: box size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const box = bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);
  return Buffer.concat([box, Buffer.alloc(16)]);
};

describe('imageTypeOf', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xdb], 'rest')],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/gif', bytes('GIF89a......')],
    ['image/gif', bytes('GIF87a......')],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['image/avif', ftyp('avif', 'mif1', 'miaf')],
    ['image/avif', ftyp('mif1', 'avif')],
    ['image/heic', ftyp('heic', 'mif1')],
    ['image/heif', ftyp('mif1', 'miaf')],
    ['image/bmp', Buffer.concat([bytes('BM', [0x46, 0, 0, 0]), Buffer.alloc(40)])],
  ])('recognises %s by its magic numbers', (type, head) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  it.each([
    ['text', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a video', ftyp('isom', 'mp41')],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['too few bytes', bytes([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('recognises no image in %s', (_name, head) => {
    expect(imageTypeOf(head)).toBeUndefined();
  });
});

describe('content types of uploads', () => {
  it('matches a bucket’s list with wildcards, ignoring case and parameters', () => {
    expect(isAllowedType('image/PNG', ['image/*'])).toBe(true);
    expect(isAllowedType('image/png; q=1', ['image/png'])).toBe(true);
    expect(isAllowedType('image/png', ['image/jpeg'])).toBe(false);
    expect(isAllowedType('text/plain', ['image/*'])).toBe(false);
    expect(isAllowedType('png', ['image/*'])).toBe(false);
  });

  const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);

  it('keeps the declared type in a bucket without a list, as hosted Storage', () => {
    expect(storedContentType('text/html', null, Buffer.from('<p>'))).toBe('text/html');
    expect(storedContentType('image/png', [], Buffer.from('<p>'))).toBe('image/png');
  });

  it('in a bucket limited by type, serves an image as what its bytes show and refuses a fake', () => {
    expect(storedContentType('image/png', ['image/*'], png)).toBe('image/png');
    expect(storedContentType('image/png', ['image/*'], jpeg)).toBe('image/jpeg');
    expect(() => storedContentType('image/png', ['image/png'], jpeg)).toThrow('mime type image/png is not supported');
    expect(() => storedContentType('image/png', ['image/*'], Buffer.from('MZ'))).toThrow('mime type image/png is not supported');
    expect(() => storedContentType('image/svg+xml', ['image/*'], Buffer.from('<svg/>'))).toThrow(/not supported/);
    expect(() => storedContentType('text/plain', ['image/*'], png)).toThrow('mime type text/plain is not supported');
  });

  it('checks only the declared type of a non-image type the bucket allows', () => {
    expect(storedContentType('application/pdf', ['application/pdf'], Buffer.from('%PDF-1.7'))).toBe('application/pdf');
  });
});
