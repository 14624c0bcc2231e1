/** The largest photo sent to the vision model; bigger ones are left out. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * Her profile photos as data URLs, so the provider needs no access to this project's storage (a local
 * server's photos are not on the internet). A photo that cannot be read is left out.
 */
export async function photoDataUrls(urls: string[]): Promise<string[]> {
  const read = await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetch(url);
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !type.startsWith('image/')) return undefined;
        const bytes = new Uint8Array(await res.arrayBuffer());
        if (bytes.byteLength > MAX_PHOTO_BYTES) return undefined;
        return `data:${type.split(';')[0]};base64,${toBase64(bytes)}`;
      } catch {
        return undefined;
      }
    }),
  );
  return read.filter((url): url is string => url !== undefined);
}

/** Base64 without Node's Buffer (Deno runs this too), in slices small enough for one call's arguments. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
