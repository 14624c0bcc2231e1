import { configureStore } from '@reduxjs/toolkit';
import { encode } from 'jpeg-js';
import { clientAs, signUpMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { profileApi } from '@/entities/profile';
import { baseApi } from '@/shared/api';
import { photosApi } from './photos-api';

/**
 * The browser's XMLHttpRequest, as far as the upload uses it, over Node's fetch. jsdom's own cannot
 * send this environment's FormData (Node's, set by jest-fixed-jsdom): it would send "[object FormData]".
 * Progress comes as one event once the bytes are sent; the e2e spec runs the real thing in Chromium.
 */
class FetchXhr {
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

const browserXhr = globalThis.XMLHttpRequest;
beforeAll(() => {
  globalThis.XMLHttpRequest = FetchXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = browserXhr;
});

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

/** A small real JPEG, as the browser's re-encoding would hand over (a Blob of the environment's FormData). */
function smallJpeg(): Blob {
  const { data } = encode({ data: Buffer.alloc(8 * 8 * 4, 180), width: 8, height: 8 }, 80);
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

describe('the photo upload path against the real storage and database', () => {
  it('uploads to the member folder with progress, records the public URL, and the file is served', async () => {
    const member = await signUpMember();
    await signInAs(member);
    const store = makeStore();
    const progress: number[] = [];
    const uploaded = await store.dispatch(
      photosApi.endpoints.uploadPhoto.initiate({ me: member.id, photo: smallJpeg(), onProgress: (percent) => progress.push(percent) }),
    );
    expect(uploaded.error).toBeUndefined();
    expect(progress.at(-1)).toBe(100);

    const { data: profile } = await store.dispatch(profileApi.endpoints.getOwnProfile.initiate(member.id));
    expect(profile?.photos).toEqual([{ id: expect.any(String), url: expect.any(String), isPrimary: true }]);
    const url = profile!.photos[0].url;
    expect(url).toMatch(new RegExp(`/storage/v1/object/public/profile-photos/${member.id}/[0-9a-f-]{36}\\.jpg$`));
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('deletes the record and the stored file', async () => {
    const member = await signUpMember();
    await signInAs(member);
    const store = makeStore();
    await store.dispatch(photosApi.endpoints.uploadPhoto.initiate({ me: member.id, photo: smallJpeg() }));
    const { data: profile } = await store.dispatch(profileApi.endpoints.getOwnProfile.initiate(member.id));
    const [photo] = profile!.photos;

    const deleted = await store.dispatch(photosApi.endpoints.deletePhoto.initiate({ me: member.id, photoId: photo.id }));
    expect(deleted.error).toBeUndefined();
    const own = await clientAs(member);
    expect((await own.from('photos').select('id').eq('user_id', member.id)).data).toEqual([]);
    expect((await own.storage.from('profile-photos').list(member.id)).data).toEqual([]);
    expect((await fetch(photo.url)).status).toBeGreaterThanOrEqual(400);
  });

  it("refuses a photo past her plan's (Free: 3) with the database's message and upgrade code, and removes its file", async () => {
    const member = await signUpMember();
    await signInAs(member);
    const store = makeStore();
    for (let i = 0; i < 3; i += 1) {
      expect((await store.dispatch(photosApi.endpoints.uploadPhoto.initiate({ me: member.id, photo: smallJpeg() }))).error).toBeUndefined();
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await store.dispatch(photosApi.endpoints.uploadPhoto.initiate({ me: member.id, photo: smallJpeg() }));
    expect(refused.error).toEqual({ message: 'Your plan allows 3 photos. Upgrade your plan to add more.', code: 'PT402' });
    const files = (await (await clientAs(member)).storage.from('profile-photos').list(member.id)).data;
    expect(files).toHaveLength(3);
    jest.restoreAllMocks();
  });
});
