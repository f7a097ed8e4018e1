import { screen } from '@testing-library/react';
import { replyKit } from './load-reply-kit.ts';
import { promptLists } from './prompt-lists.ts';
import { chatStore } from './store/use-chat-store.ts';
import { replySettings } from './reply-flow.ts';

const defaults = { ...replySettings };

/**
 * A fresh chat for each test: the store and the stream timings as on a new page. The code the page
 * fetches on demand (the reply code, the prompt ideas' prompts) is there, as it is once the
 * visitor has begun, so that tests wait on the network mocks alone; on-demand.test.tsx covers a
 * page where it has yet to arrive.
 */
export async function resetChat(): Promise<void> {
  chatStore.getState().reply?.controller.abort();
  chatStore.setState(chatStore.getInitialState(), true);
  sessionStorage.clear();
  Object.assign(replySettings, defaults);
  await Promise.all([replyKit.load(), promptLists.load()]);
}

/** Waits for the session, then returns the chat input. */
export async function findChatInput(): Promise<HTMLTextAreaElement> {
  return (await screen.findByRole('textbox', { name: 'Describe the email you need' })) as HTMLTextAreaElement;
}

export const sendButton = () => screen.getByRole('button', { name: 'Send message' });
