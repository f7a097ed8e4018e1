import * as z from 'zod/mini';

// The chat's messages as the API answers them; the web validates every answer with these.

export const emailOptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  tone: z.string().check(z.minLength(1)),
  subject: z.string(),
  body: z.string(),
  notes: z.optional(z.string()),
});
export type EmailOption = z.infer<typeof emailOptionSchema>;

export const messageStatusSchema = z.enum(['complete', 'stopped']);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  sessionId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  emailOptions: z.nullable(z.array(emailOptionSchema)),
  createdAt: z.iso.datetime(),
  /** Which engine wrote an assistant message: "Built-in composer" or a model id. */
  engine: z.optional(z.string()),
  /** "stopped" when the visitor stopped the reply before it finished. */
  status: z.optional(messageStatusSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const generateResponseSchema = z.object({
  message: chatMessageSchema,
  emailOptions: z.array(emailOptionSchema),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
