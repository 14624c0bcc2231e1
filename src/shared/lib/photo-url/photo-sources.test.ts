import { AVATAR_PHOTO_WIDTHS, CARD_PHOTO_WIDTHS, photoSources, renderedPhotoUrl } from './photo-sources';

const stored = 'https://project.supabase.co/storage/v1/object/public/profile-photos/u1/a%20b.jpg';
const rendered = 'https://project.supabase.co/storage/v1/render/image/public/profile-photos/u1/a%20b.jpg';

describe('photo sources', () => {
  it('gives a stored photo as renderings at the card widths, the smallest as src', () => {
    expect(photoSources(stored, CARD_PHOTO_WIDTHS, '300px', true)).toEqual({
      src: `${rendered}?width=400`,
      srcSet: `${rendered}?width=400 400w, ${rendered}?width=800 800w`,
      sizes: '300px',
    });
    expect(photoSources(stored, AVATAR_PHOTO_WIDTHS, '40px', true).src).toBe(`${rendered}?width=96`);
  });

  it('keeps a path before /storage/v1 (a backend behind a prefix) and the port', () => {
    expect(renderedPhotoUrl('http://127.0.0.1:3000/api/storage/v1/object/public/b/k.png', 400)).toBe(
      'http://127.0.0.1:3000/api/storage/v1/render/image/public/b/k.png?width=400',
    );
  });

  it('leaves other pictures as they are: other hosts, data: URLs, private objects, URLs with a query', () => {
    for (const url of [
      'https://cdn.test/ava.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://project.supabase.co/storage/v1/object/authenticated/b/k.png',
      `${stored}?download=1`,
      'not a url',
    ]) {
      expect(photoSources(url, CARD_PHOTO_WIDTHS, '300px', true)).toEqual({ src: url });
    }
  });

  it('leaves every URL as it is when the build turned transforms off', () => {
    expect(photoSources(stored, CARD_PHOTO_WIDTHS, '300px', false)).toEqual({ src: stored });
  });

  it('is on by default (the build flag is unset in tests)', () => {
    expect(photoSources(stored, CARD_PHOTO_WIDTHS, '300px').src).toBe(`${rendered}?width=400`);
  });
});
