import { setupServer } from 'msw/node';
import { handlers } from '../mocks/handlers.ts';

/** The mocked API for tests; a test adds its own handlers with `server.use()`. */
export const server = setupServer(...handlers);
