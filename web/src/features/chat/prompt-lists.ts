import { lazyModule } from '../../lib/lazy-module.ts';

/**
 * The prompt ideas' prompts and their buttons. They show only once a category is opened, so the
 * home page loads with the categories alone (virtual:prompt-idea-summary) and fetches the prompts
 * at the visitor's first interaction with the page.
 */
export const promptLists = lazyModule(() => import('./components/prompt-list.tsx'));
