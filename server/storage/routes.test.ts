import { createBucket } from './buckets/change-buckets';
import { listObjects } from './objects/list-objects';
import { removeObjects } from './objects/remove-objects';
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

  it('finds nothing for other paths and methods', () => {
    expect(route('GET', '/object/photos')).toBeUndefined();
    expect(route('POST', '/object/photos/')).toBeUndefined();
    expect(route('PATCH', '/bucket/photos')).toBeUndefined();
    expect(route('GET', '/bucket/photos/extra')).toBeUndefined();
    expect(route('GET', '/')).toBeUndefined();
    // Signed renderings (/render/image/sign/…) need signed URLs, which this server does not make.
    expect(route('GET', '/render/image/sign/photos/a.jpg')).toBeUndefined();
    expect(route('HEAD', '/render/image/public/photos/a.jpg')).toBeUndefined();
  });

  it('throws URIError for a malformed escape', () => {
    expect(() => route('GET', '/object/photos/%E0%A4%A.png')).toThrow(URIError);
  });
});
