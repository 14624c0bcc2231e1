import http from 'node:http';
import { listenLocally } from './local-server';
import { closeLeftOpen, closeWithFile } from './open-resources';

// A stand-in for a test file's global, so these tests end files of their own.
const aFile = () => ({});

it('closes what a file left open, newest first, once', async () => {
  const file = aFile();
  const closed: string[] = [];
  const closeDb = closeWithFile(async () => void closed.push('database'), file);
  closeWithFile(async () => void closed.push('server'), file);
  const closeDir = closeWithFile(async () => void closed.push('folder'), file);
  await closeDir();

  expect(await closeLeftOpen(file)).toBe(2);
  await closeDb();
  expect(closed).toEqual(['folder', 'server', 'database']);
});

it('closes at once what opens after its file ended (a beforeAll that timed out and went on)', async () => {
  const file = aFile();
  await closeLeftOpen(file);
  const close = jest.fn(async () => {});
  closeWithFile(close, file);
  expect(close).toHaveBeenCalledTimes(1);
});

it('goes on closing when one close fails', async () => {
  const file = aFile();
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const later = jest.fn(async () => {});
  closeWithFile(later, file);
  closeWithFile(() => Promise.reject(new Error('stuck')), file);
  await closeLeftOpen(file);
  expect(later).toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith('closing what a test left open failed', expect.any(Error));
  error.mockRestore();
});

it('registers a local server before it listens, so the file’s end closes it', async () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  const { url, close } = await listenLocally(server);
  expect(await (await fetch(url)).text()).toBe('ok');
  await close();
  expect(server.listening).toBe(false);
});
