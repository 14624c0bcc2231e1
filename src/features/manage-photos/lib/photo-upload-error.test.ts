import { StorageUploadError } from '../api/upload-with-progress';
import { photoUploadError } from './photo-upload-error';

describe('photoUploadError', () => {
  it("shows the database's photo limit as it says it", () => {
    expect(photoUploadError({ code: '23514', message: 'A profile can have at most 6 photos' })).toEqual({
      message: 'A profile can have at most 6 photos',
      code: '23514',
    });
  });

  it("shows storage's size and type refusals with the SPEC's words", () => {
    expect(photoUploadError(new StorageUploadError('The object exceeded the maximum allowed size', 400, '413')).message).toBe(
      'File size must be less than 5MB',
    );
    expect(photoUploadError(new StorageUploadError('mime type text/html is not supported', 400, '415')).message).toBe(
      'Please upload an image file',
    );
  });

  it('says when the network is the problem', () => {
    expect(photoUploadError(new TypeError('Network request failed')).code).toBe('network');
  });

  it("is 'Error uploading photo' for anything else, such as another check of the database", () => {
    expect(photoUploadError({ code: '23514', message: 'A photo must be the public URL of an image uploaded to your own folder' }).message).toBe(
      'Error uploading photo',
    );
    expect(photoUploadError(new StorageUploadError('new row violates row-level security policy', 400, '403')).message).toBe(
      'Error uploading photo',
    );
  });
});
