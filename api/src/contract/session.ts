import * as z from 'zod/mini';

export const sessionIdSchema = z.uuid({ error: 'sessionId must be a UUID' });

export const newChatResponseSchema = z.object({ id: sessionIdSchema });
export type NewChatResponse = z.infer<typeof newChatResponseSchema>;
