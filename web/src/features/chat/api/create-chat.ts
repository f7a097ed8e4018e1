import { useEffect, useRef, useState } from 'react';
import { newChatResponseSchema, type NewChatResponse } from '@mailmuse/api/contract';
import { apiRequest, HttpError } from '../../../lib/http.ts';

/** POST /api/chat/new: opens a chat session (the server also sets its cookie). */
export async function createChat(): Promise<NewChatResponse> {
  const response = await apiRequest('POST', '/api/chat/new');
  return newChatResponseSchema.parse(await response.json());
}

/** Timings of the retries; tests shorten them. */
export const sessionRetrySettings = {
  /** First wait after a failure without Retry-After; it doubles up to maxDelayMs. */
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** The visitor is told what is happening once starting has taken this long. */
  explainAfterMs: 3000,
};

/** What the page says under its spinner while a session cannot be started. */
export interface StartingState {
  /** Null while there is nothing worth saying yet. */
  notice: string | null;
}

function noticeFor(error: unknown, seconds: number): string {
  const when = seconds <= 1 ? 'in a moment' : `in ${seconds} seconds`;
  if (error instanceof HttpError && error.status === 429) {
    return `Many people on your network are using MailMuse right now, so starting a chat has to wait a little. Trying again ${when}...`;
  }
  if (error instanceof HttpError && error.status >= 500) return `MailMuse is briefly unavailable. Trying again ${when}...`;
  return `We can't reach MailMuse right now. Check your connection; trying again ${when}...`;
}

/**
 * Opens a session once, on mount, unless `sessionId` is already known. A failure is retried on its
 * own, honouring Retry-After and otherwise backing off (1 s, 2 s, 4 s ... 30 s), and after a few
 * seconds the page says, in words, what is happening and when it will try again. An answer that
 * arrives after unmounting is dropped.
 */
export function useCreateChat(sessionId: string | null, onCreated: (id: string) => void): StartingState {
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);
  const mounted = useRef(false);
  const latest = useRef(onCreated);
  const timers = useRef<{ retry?: ReturnType<typeof setTimeout>; countdown?: ReturnType<typeof setInterval> }>({});

  useEffect(() => {
    latest.current = onCreated;
  }, [onCreated]);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      clearTimeout(pending.retry);
      clearInterval(pending.countdown);
    };
  }, []);

  useEffect(() => {
    if (sessionId || started.current) return;
    // Once per page: a remount (React's strict mode) must not open a second session.
    started.current = true;
    const pending = timers.current;
    const began = Date.now();
    let delay = sessionRetrySettings.firstDelayMs;

    const attempt = () => {
      createChat().then(
        ({ id }) => {
          clearInterval(pending.countdown);
          if (!mounted.current) return;
          setNotice(null);
          latest.current(id);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          console.error('Could not start a chat session', error);
          const wait = error instanceof HttpError && error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : delay;
          delay = Math.min(delay * 2, sessionRetrySettings.maxDelayMs);
          const due = Date.now() + wait;
          const explain = () => {
            if (!mounted.current) return;
            if (Date.now() - began < sessionRetrySettings.explainAfterMs && wait < sessionRetrySettings.explainAfterMs) return;
            setNotice(noticeFor(error, Math.max(1, Math.ceil((due - Date.now()) / 1000))));
          };
          explain();
          clearInterval(pending.countdown);
          pending.countdown = setInterval(explain, 1000);
          pending.retry = setTimeout(() => {
            if (mounted.current) attempt();
          }, wait);
        },
      );
    };
    attempt();
  }, [sessionId]);

  return { notice };
}
