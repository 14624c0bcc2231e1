import { multipartBoundary, parsePartHeaders } from './multipart-headers';
import { MultipartParser } from './multipart-parser';

/** A form body as undici (fetch, storage-js) writes it. */
async function formBody(fields: [string, string | Blob][]): Promise<{ boundary: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    boundary: multipartBoundary(request.headers.get('content-type')!)!,
    body: Buffer.from(await request.arrayBuffer()),
  };
}

async function parse(boundary: string, chunks: Buffer[]) {
  const files: { name: string; type?: string; data: Buffer[] }[] = [];
  const parser = new MultipartParser(boundary, {
    async onFile(part) {
      files.push({ name: part.filename!, type: part.contentType, data: [] });
    },
    async onFileData(chunk) {
      files[files.length - 1].data.push(Buffer.from(chunk));
    },
  });
  for (const chunk of chunks) await parser.push(chunk);
  parser.end();
  return { fields: Object.fromEntries(parser.fields), files: files.map((f) => ({ ...f, data: Buffer.concat(f.data) })) };
}

function split(body: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let i = 0; i < body.length; i += size) chunks.push(body.subarray(i, i + size));
  return chunks;
}

describe('MultipartParser', () => {
  // Bytes that look like the start of a boundary inside the file must stay file bytes.
  const content = Buffer.concat([Buffer.from('\r\n--not-the-boundary\r\n'), Buffer.alloc(3000, 7), Buffer.from('\r\n-')]);

  it.each([1, 7, 64, 100_000])('reads fields and the file whatever the chunk size (%i bytes)', async (size) => {
    const { boundary, body } = await formBody([
      ['cacheControl', '3600'],
      ['metadata', '{"a":"é"}'],
      ['', new Blob([content], { type: 'image/png' })],
    ]);
    const parsed = await parse(boundary, split(body, size));
    expect(parsed.fields).toEqual({ cacheControl: '3600', metadata: '{"a":"é"}' });
    expect(parsed.files).toEqual([{ name: 'blob', type: 'image/png', data: content }]);
  });

  it('takes the first file only', async () => {
    const { boundary, body } = await formBody([
      ['a', new Blob(['one'])],
      ['b', new Blob(['two'])],
    ]);
    expect((await parse(boundary, [body])).files.map((f) => f.data.toString())).toEqual(['one']);
  });

  it('refuses a body cut before its closing boundary, and oversized headers or fields', async () => {
    const { boundary, body } = await formBody([['', new Blob(['abc'])]]);
    await expect(parse(boundary, [body.subarray(0, body.length - 10)])).rejects.toMatchObject({ message: 'Multipart body is incomplete' });
    const hugeHeader = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${'x'.repeat(20_000)}"`);
    await expect(parse(boundary, [hugeHeader])).rejects.toMatchObject({ message: 'Malformed multipart body' });
    const bigField = await formBody([['metadata', 'y'.repeat(70_000)]]);
    await expect(parse(bigField.boundary, [bigField.body])).rejects.toMatchObject({ message: 'Multipart field is too large' });
  });

  it('stops when a handler refuses the file', async () => {
    const { boundary, body } = await formBody([['', new Blob(['abc'])]]);
    const parser = new MultipartParser(boundary, {
      onFile: () => Promise.reject(new Error('refused')),
      onFileData: () => Promise.reject(new Error('never called')),
    });
    await expect(parser.push(body)).rejects.toThrow('refused');
  });
});

describe('multipartBoundary and part headers', () => {
  it('reads quoted and bare boundaries; other types have none', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('image/png')).toBeUndefined();
    expect(() => multipartBoundary('multipart/form-data')).toThrow('Multipart boundary is missing');
  });

  it('reads the name, file name and type of a part', () => {
    expect(parsePartHeaders('Content-Disposition: form-data; name=""; filename="a \\"b\\".png"\r\ncontent-type: image/png')).toEqual({
      name: '',
      filename: 'a "b".png',
      contentType: 'image/png',
    });
    expect(() => parsePartHeaders('Content-Type: text/plain')).toThrow('Malformed multipart body');
  });
});
