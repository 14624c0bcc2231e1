import { fileLocations, objectFile } from './file-locations';
import { isValidBucketName, isValidObjectKey } from './names';

describe('bucket names and object keys', () => {
  it('accepts hosted Storage’s characters', () => {
    expect(isValidBucketName('profile-photos')).toBe(true);
    expect(isValidObjectKey('0b1c/avatar (1).png')).toBe(true);
    expect(isValidObjectKey("a/b/c!*'()&$=@;:+,?-_.png")).toBe(true);
  });

  it('refuses names that could leave a folder, and characters hosted Storage refuses', () => {
    for (const key of ['../x', 'a/../x', 'a/./x', './x', '/x', 'x/', 'a//b', 'a\\b', 'ü.png', 'a\u0000b', 'x'.repeat(1025)]) {
      expect(isValidObjectKey(key)).toBe(false);
    }
    for (const name of ['', '.', '..', 'a/b', ' a', 'x'.repeat(101)]) expect(isValidBucketName(name)).toBe(false);
  });

  it('places files inside the bucket’s folder only', () => {
    const locations = fileLocations('/data');
    expect(objectFile(locations, 'photos', 'u/a.png')).toBe('/data/storage/photos/u/a.png');
    expect(objectFile(locations, 'photos', '../../etc/passwd')).toBeUndefined();
    expect(objectFile(locations, '..', 'x')).toBeUndefined();
    expect(locations.uploads).toBe('/data/storage-uploads');
    expect(locations.renders).toBe('/data/storage-renders'); // outside every bucket's folder too
  });
});
