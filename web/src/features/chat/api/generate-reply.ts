import { generateResponseSchema, type GenerateRequest, type GenerateResponse } from '@mailmuse/api/contract';
import { apiRequest } from '../../../lib/http.ts';

/**
 * POST /api/chat/generate: the whole reply as one JSON answer. With the `requestId` of a stream
 * that is already running, the server joins that generation instead of starting another.
 * Driven by the chat store's send action.
 */
export async function generateReply(body: GenerateRequest, signal?: AbortSignal): Promise<GenerateResponse> {
  const response = await apiRequest('POST', '/api/chat/generate', body, { signal });
  return generateResponseSchema.parse(await response.json());
}
