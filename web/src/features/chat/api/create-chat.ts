import { useEffect, useRef } from 'react';
import { newChatResponseSchema, type NewChatResponse } from '@mailmuse/api/contract';
import { apiRequest } from '../../../lib/http.ts';

/** POST /api/chat/new: opens a chat session (the server also sets its cookie). */
export async function createChat(): Promise<NewChatResponse> {
  const response = await apiRequest('POST', '/api/chat/new');
  return newChatResponseSchema.parse(await response.json());
}

/**
 * Opens a session once, on mount, unless `sessionId` is already known. A failure is only logged:
 * the page keeps its "starting" state. An answer that arrives after unmounting is dropped.
 */
export function useCreateChat(sessionId: string | null, onCreated: (id: string) => void): void {
  const requested = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (sessionId || requested.current) return;
    requested.current = true;
    createChat().then(
      ({ id }) => {
        if (mounted.current) onCreated(id);
      },
      (error: unknown) => console.error('Could not start a chat session', error),
    );
  }, [sessionId, onCreated]);
}
