import { screen } from '@testing-library/react';
import { chatStore } from './store/use-chat-store.ts';
import { replySettings } from './reply-flow.ts';

const defaults = { ...replySettings };

/** A fresh chat for each test: the store and the stream timings as on a new page. */
export function resetChat(): void {
  chatStore.getState().reply?.controller.abort();
  chatStore.setState(chatStore.getInitialState(), true);
  Object.assign(replySettings, defaults);
}

/** Waits for the session, then returns the chat input. */
export async function findChatInput(): Promise<HTMLTextAreaElement> {
  return (await screen.findByRole('textbox', { name: 'Describe the email you need' })) as HTMLTextAreaElement;
}

export const sendButton = () => screen.getByRole('button', { name: 'Send message' });
