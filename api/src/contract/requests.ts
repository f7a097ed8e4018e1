import { z } from 'zod';
import { MAX_MESSAGE_CHARS } from './limits.ts';
import { sessionIdSchema } from './session.ts';

// What the API accepts. Only the API runs these; the web sends what they describe.

export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8-64 letters, digits, "-" or "_"');

/** Which of the last reply's options a refinement rewrites, and how. */
export const refineSchema = z.object({
  optionIndex: z.union([z.literal(0), z.literal(1)]),
  instruction: z.enum(['shorter', 'more-formal', 'friendlier', 'custom']),
  /** Free text, with instruction "custom". */
  text: z.string().trim().max(500).optional(),
  /**
   * The option as the visitor left it, when they edited it on the page: the refinement rewrites
   * this text instead of the server's copy, so manual edits are never lost.
   */
  edited: z
    .object({
      subject: z.string().max(300, 'refine.edited.subject must be at most 300 characters'),
      body: z.string().trim().min(1, 'refine.edited.body must not be empty').max(MAX_MESSAGE_CHARS, `refine.edited.body must be at most ${MAX_MESSAGE_CHARS} characters`),
    })
    .strict()
    .optional(),
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
