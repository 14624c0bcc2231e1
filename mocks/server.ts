import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocked backend for unit tests; each test may add handlers with server.use(). */
export const server = setupServer(...handlers);
