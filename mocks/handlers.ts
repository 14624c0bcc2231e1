import { authHandlers } from './handlers/auth';
import { restHandlers } from './handlers/rest';

export const handlers = [...authHandlers, ...restHandlers];
