import type { Handler, ServerContext } from '../context';
import { sendJson } from '../http';

export function createStorageHandler(_ctx: ServerContext): Handler {
  return async (_req, res) => sendJson(res, 404, { message: 'no Route matched with those values' });
}
