import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/http.ts';

// Not in the contract: the answer of the stop call, which the page does not rely on beyond success.
const stopResponseSchema = z.object({ requestId: z.string(), status: z.string() });
export type StopResponse = z.infer<typeof stopResponseSchema>;

/**
 * POST /api/chat/generate/:requestId/stop. A stop is its own call because a closed connection
 * looks the same as a dropped one; the running stream still ends with `done` (status "stopped").
 * Driven by the chat store's stop action.
 */
export async function stopReply(requestId: string, sessionId: string): Promise<StopResponse> {
  const response = await apiRequest('POST', `/api/chat/generate/${encodeURIComponent(requestId)}/stop`, { sessionId });
  return stopResponseSchema.parse(await response.json());
}
