import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { multipartBoundary } from './multipart-headers';
import { readMultipartForm, type FormFile } from './multipart-form';

/** A form body as undici (fetch, storage-js) writes it. */
async function formBody(fields: [string, string | Blob][]): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) };
}

/** A request that delivers the body in these chunks, as node:http would. */
function request(contentType: string, chunks: Buffer[]): IncomingMessage {
  const req = Object.assign(Readable.from(chunks, { objectMode: false }), { headers: { 'content-type': contentType }, complete: false });
  req.on('end', () => {
    req.complete = true;
  });
  return req as unknown as IncomingMessage;
}

async function parse(contentType: string, chunks: Buffer[]) {
  const files: (Omit<FormFile, 'fields'> & { fields: Record<string, string>; data: Buffer[] })[] = [];
  const sawFile = await readMultipartForm(request(contentType, chunks), async ({ fields, mimeType }) => {
    const file = { fields: Object.fromEntries(fields), mimeType, data: [] as Buffer[] };
    files.push(file);
    return async (chunk) => void file.data.push(Buffer.from(chunk));
  });
  return { sawFile, files: files.map((f) => ({ ...f, data: Buffer.concat(f.data) })) };
}

function split(body: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let i = 0; i < body.length; i += size) chunks.push(body.subarray(i, i + size));
  return chunks;
}

describe('readMultipartForm', () => {
  // Bytes that look like the start of a boundary inside the file must stay file bytes.
  const content = Buffer.concat([Buffer.from('\r\n--not-the-boundary\r\n'), Buffer.alloc(3000, 7), Buffer.from('\r\n-')]);

  it.each([1, 7, 64, 100_000])('reads the fields before the file and the file whatever the chunk size (%i bytes)', async (size) => {
    const { contentType, body } = await formBody([
      ['cacheControl', '3600'],
      ['metadata', '{"a":"é"}'],
      ['', new Blob([content], { type: 'image/png' })],
    ]);
    expect(await parse(contentType, split(body, size))).toEqual({
      sawFile: true,
      files: [{ fields: { cacheControl: '3600', metadata: '{"a":"é"}' }, mimeType: 'image/png', data: content }],
    });
  });

  it('takes the first file only, and says when there is none', async () => {
    const two = await formBody([
      ['a', new Blob(['one'])],
      ['b', new Blob(['two'])],
    ]);
    expect((await parse(two.contentType, [two.body])).files.map((f) => f.data.toString())).toEqual(['one']);
    const none = await formBody([['cacheControl', '3600']]);
    expect(await parse(none.contentType, [none.body])).toEqual({ sawFile: false, files: [] });
  });

  it('refuses a body cut before its closing boundary, and oversized headers or fields', async () => {
    const { contentType, body } = await formBody([['', new Blob(['abc'])]]);
    await expect(parse(contentType, [body.subarray(0, body.length - 10)])).rejects.toMatchObject({ message: 'Multipart body is incomplete' });
    const boundary = multipartBoundary(contentType)!;
    const hugeHeader = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${'x'.repeat(20_000)}"`);
    await expect(parse(contentType, [hugeHeader])).rejects.toMatchObject({ message: 'Malformed multipart body' });
    const bigField = await formBody([['metadata', 'y'.repeat(70_000)]]);
    await expect(parse(bigField.contentType, [bigField.body])).rejects.toMatchObject({ message: 'Multipart field is too large' });
  });

  it('stops when the handler refuses the file, or its writer refuses the bytes (the byte limit)', async () => {
    const { contentType, body } = await formBody([['', new Blob([Buffer.alloc(200_000, 1)])]]);
    await expect(readMultipartForm(request(contentType, [body]), () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    const tooLarge = readMultipartForm(request(contentType, split(body, 1000)), async () => () => Promise.reject(new Error('too large')));
    await expect(tooLarge).rejects.toThrow('too large');
  });
});

describe('multipartBoundary', () => {
  it('reads quoted and bare boundaries; other types have none', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('image/png')).toBeUndefined();
    expect(() => multipartBoundary('multipart/form-data')).toThrow('Multipart boundary is missing');
  });
});
