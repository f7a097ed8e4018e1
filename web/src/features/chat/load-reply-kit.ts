import { lazyModule } from '../../lib/lazy-module.ts';
import type * as ReplyKitModule from './reply-kit.ts';

export type ReplyKit = typeof ReplyKitModule;

/**
 * The code for writing and showing replies. The home page loads without it and fetches it once
 * the visitor begins a message, so the page is interactive sooner and the first send rarely waits.
 */
export const replyKit = lazyModule<ReplyKit>(() => import('./reply-kit.ts'));
