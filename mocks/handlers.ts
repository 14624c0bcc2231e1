import { authHandlers } from './handlers/auth';

export const handlers = [...authHandlers];
