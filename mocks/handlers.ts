import { authHandlers } from './handlers/auth';
import { restHandlers } from './handlers/rest';
import { rpcHandlers } from './handlers/rpc';

export const handlers = [...authHandlers, ...rpcHandlers, ...restHandlers];
