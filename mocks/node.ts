/** The mocks in Node, for tests: `server.listen()` in `beforeAll`, `resetHandlers()` after each. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
