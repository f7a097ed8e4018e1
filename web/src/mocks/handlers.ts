import { chatHandlers } from './chat.handlers.ts';
import { templatesHandlers } from './templates.handlers.ts';

/** The whole mocked API, for tests (msw/node) and `npm run dev:mock` (the browser worker). */
export const handlers = [...chatHandlers, ...templatesHandlers];
