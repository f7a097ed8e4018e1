import { z } from 'zod';

/** Longest visitor message the API accepts, in characters after trimming. */
export const MAX_MESSAGE_CHARS = 4000;
/** Email options in every assistant reply. */
export const OPTIONS_PER_REPLY = 2;

export const sessionIdSchema = z.uuid({ error: 'sessionId must be a UUID' });
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8-64 letters, digits, "-" or "_"');

export const emailOptionSchema = z.object({
  id: z.string().min(1),
  tone: z.string().min(1),
  subject: z.string(),
  body: z.string(),
  notes: z.string().optional(),
});
export type EmailOption = z.infer<typeof emailOptionSchema>;

export const messageStatusSchema = z.enum(['complete', 'stopped']);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const chatMessageSchema = z.object({
  id: z.string().min(1),
  sessionId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  emailOptions: z.array(emailOptionSchema).nullable(),
  createdAt: z.iso.datetime(),
  /** Which engine wrote an assistant message: "Built-in composer" or a model id. */
  engine: z.string().optional(),
  /** "stopped" when the visitor stopped the reply before it finished. */
  status: messageStatusSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const newChatResponseSchema = z.object({ id: sessionIdSchema });
export type NewChatResponse = z.infer<typeof newChatResponseSchema>;

/** Which of the last reply's options a refinement rewrites, and how. */
export const refineSchema = z.object({
  optionIndex: z.union([z.literal(0), z.literal(1)]),
  instruction: z.enum(['shorter', 'more-formal', 'friendlier', 'custom']),
  /** Free text, with instruction "custom". */
  text: z.string().trim().max(500).optional(),
});
export type Refine = z.infer<typeof refineSchema>;

export const generateRequestSchema = z.object({
  sessionId: sessionIdSchema,
  userMessage: z
    .string({ error: 'userMessage must be a string' })
    .trim()
    .min(1, 'userMessage must not be empty')
    .max(MAX_MESSAGE_CHARS, `userMessage must be at most ${MAX_MESSAGE_CHARS} characters`),
  templateId: z.string().min(1).optional(),
  requestId: requestIdSchema.optional(),
  refine: refineSchema.optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const generateResponseSchema = z.object({
  message: chatMessageSchema,
  emailOptions: z.array(emailOptionSchema),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/**
 * What a model (built-in composer or a real LLM) must produce for one reply.
 * The server adds ids, the session and the time.
 */
export const draftOptionSchema = z.object({
  tone: z.string().min(1).describe('One or two words naming the tone, e.g. "Formal", "Warm"'),
  subject: z.string().min(1).describe('Subject line, 3-8 words'),
  body: z.string().min(1).describe('The email: greeting, body with one clear ask, sign-off'),
  notes: z.string().describe('One sentence on when this option fits best'),
});
export type DraftOption = z.infer<typeof draftOptionSchema>;

export const replyDraftSchema = z.object({
  message: z.string().min(1).describe('A short assistant message introducing the two options'),
  options: z.array(draftOptionSchema).length(OPTIONS_PER_REPLY),
});
export type ReplyDraft = z.infer<typeof replyDraftSchema>;
