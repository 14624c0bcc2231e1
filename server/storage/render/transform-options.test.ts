import { outputFormat } from './output-format';
import { transformOptions } from './transform-options';

const options = (query: string) => transformOptions(new URLSearchParams(query));
const refusal = (query: string) => {
  try {
    options(query);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('transformation options', () => {
  it('has hosted Storage defaults: no resizing, cover, quality 80, the format left to the Accept header', () => {
    expect(options('')).toEqual({ width: 0, height: 0, resize: 'cover', format: undefined, quality: 80 });
    expect(options('width=400&height=500&resize=contain&format=origin&quality=60')).toEqual({
      width: 400,
      height: 500,
      resize: 'contain',
      format: 'origin',
      quality: 60,
    });
  });

  it('caps sizes at 2500 and refuses what the schema refuses, height first', () => {
    expect(options('width=99999&height=3000')).toMatchObject({ width: 2500, height: 2500 });
    expect(refusal('width=-1')).toBe('querystring/width must be >= 0');
    expect(refusal('width=1.5')).toBe('querystring/width must be integer');
    expect(refusal('width=x&height=y')).toBe('querystring/height must be integer');
    expect(refusal('quality=101')).toBe('querystring/quality must be <= 100');
    expect(refusal('format=jpeg')).toBe('querystring/format must be equal to one of the allowed values');
  });
});

describe('the format of a rendering', () => {
  const webp = 'image/avif,image/webp,*/*';
  it('is WebP when accepted and no format is asked, the stored one with origin or without WebP', () => {
    expect(outputFormat('image/jpeg', undefined, webp)).toEqual({ format: 'webp', contentType: 'image/webp', negotiated: true });
    expect(outputFormat('image/png', undefined, '*/*')).toEqual({ format: 'png', contentType: 'image/png', negotiated: true });
    expect(outputFormat('image/png', 'origin', webp)).toEqual({ format: 'png', contentType: 'image/png', negotiated: false });
    expect(outputFormat('image/heic', 'origin', webp).format).toBe('jpeg');
    expect(outputFormat('image/jpeg', 'avif', undefined)).toEqual({ format: 'avif', contentType: 'image/avif', negotiated: false });
  });

  it('refuses what is not a picture it renders, SVG included', () => {
    for (const type of ['text/plain', 'image/svg+xml', 'application/pdf', undefined]) {
      expect(() => outputFormat(type, undefined, webp)).toThrow('The source image is invalid or unsupported for rendering');
    }
  });
});
