import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractTar } from './extract-tar';

/** A ustar archive of the given entries, as far as extractTar reads one. */
function tar(entries: { name: string; type?: '0' | '5' | '2'; data?: string }[]): Buffer {
  const blocks = entries.flatMap(({ name, type = '0', data = '' }) => {
    const header = Buffer.alloc(512);
    header.write(name, 0, 'latin1');
    header.write(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
    header.write(type, 156, 'latin1');
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
    body.write(data);
    return [header, body];
  });
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ascend-tar-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes the folders and files of a dump, under the folder given', async () => {
  await extractTar(tar([{ name: '/base', type: '5' }, { name: '/base/1/16384', data: 'x'.repeat(700) }, { name: '/PG_VERSION', data: '17\n' }]), dir);
  expect((await readdir(dir)).sort()).toEqual(['PG_VERSION', 'base']);
  expect(await readFile(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  expect((await readFile(path.join(dir, 'base/1/16384'), 'utf8')).length).toBe(700);
});

it('refuses an entry outside the folder, a link, and what is not an archive', async () => {
  await expect(extractTar(tar([{ name: '../escaped', data: 'x' }]), dir)).rejects.toThrow('outside the folder');
  await expect(extractTar(tar([{ name: 'link', type: '2' }]), dir)).rejects.toThrow('unexpected type');
  await expect(extractTar(Buffer.from('not a tar archive '.repeat(100)), dir)).rejects.toThrow('not a tar archive');
});
