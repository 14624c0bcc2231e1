import imageCompression from 'browser-image-compression';
import { reencodePhoto } from './reencode-photo';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })) }));

describe('reencodePhoto', () => {
  it('asks for a new JPEG of at most 1600 px and 5 MB, without EXIF, drawn on this page', async () => {
    const photo = new File(['raw'], 'beach.heic.jpg', { type: 'image/jpeg' });
    await reencodePhoto(photo);
    expect(imageCompression).toHaveBeenCalledWith(photo, {
      maxWidthOrHeight: 1600,
      maxSizeMB: 5,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
      // Never true: it copies the original's EXIF (GPS included) into the new file.
      preserveExif: false,
      // Never true: the worker loads the library from a CDN.
      useWebWorker: false,
    });
  });
});
