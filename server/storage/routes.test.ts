import { createBucket } from './buckets/change-buckets';
import { listObjects } from './objects/list-objects';
import { removeObjects } from './objects/remove-objects';
import {
  downloadSignedObject,
  renderSignedImage,
  signObjectUrl,
  signObjectUrls,
  signUploadUrl,
  uploadSignedObject,
} from './objects/signed-urls';
import { matchRoute } from './routes';

const route = (method: string, subpath: string) => matchRoute(method, subpath.split('/').slice(1));

describe('storage routes', () => {
  it('finds the operation, the bucket and the decoded key', () => {
    expect(route('POST', '/bucket')?.operation).toBe(createBucket);
    expect(route('POST', '/object/list/photos')).toMatchObject({ operation: listObjects, bucket: 'photos' });
    expect(route('DELETE', '/object/photos')).toMatchObject({ operation: removeObjects, bucket: 'photos', key: '' });
    expect(route('GET', '/object/public/my%20photos/a/b%20c.png')).toMatchObject({ bucket: 'my photos', key: 'a/b c.png' });
    expect(route('POST', '/object/photos/a%2Fb.png')).toMatchObject({ bucket: 'photos', key: 'a/b.png' });
    expect(route('GET', '/render/image/public/photos/a/b.jpg')).toMatchObject({ bucket: 'photos', key: 'a/b.jpg' });
    expect(route('GET', '/render/image/authenticated/photos/a.jpg')).toMatchObject({ bucket: 'photos', key: 'a.jpg' });
  });

  it('takes the signed-URL routes as Storage does, never as a bucket named sign or upload', () => {
    expect(route('POST', '/object/sign/photos/a.png')).toMatchObject({ operation: signObjectUrl, bucket: 'photos', key: 'a.png' });
    expect(route('POST', '/object/sign/photos')).toMatchObject({ operation: signObjectUrls, bucket: 'photos' });
    expect(route('GET', '/object/sign/photos/a.png')).toMatchObject({ operation: downloadSignedObject, bucket: 'photos' });
    expect(route('POST', '/object/upload/sign/photos/a.png')).toMatchObject({ operation: signUploadUrl, bucket: 'photos' });
    expect(route('PUT', '/object/upload/sign/photos/a.png')).toMatchObject({ operation: uploadSignedObject, bucket: 'photos' });
    expect(route('GET', '/render/image/sign/photos/a.jpg')).toMatchObject({ operation: renderSignedImage, key: 'a.jpg' });
  });

  it('finds nothing for other paths and methods', () => {
    expect(route('GET', '/object/photos')).toBeUndefined();
    expect(route('POST', '/object/photos/')).toBeUndefined();
    expect(route('PATCH', '/bucket/photos')).toBeUndefined();
    expect(route('GET', '/bucket/photos/extra')).toBeUndefined();
    expect(route('GET', '/')).toBeUndefined();
    expect(route('HEAD', '/render/image/public/photos/a.jpg')).toBeUndefined();
  });

  it('throws URIError for a malformed escape', () => {
    expect(() => route('GET', '/object/photos/%E0%A4%A.png')).toThrow(URIError);
  });
});
