import { z } from 'zod';
import { OPTIONS_PER_REPLY } from './limits.ts';

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
  options: z
    .array(draftOptionSchema)
    .max(OPTIONS_PER_REPLY)
    .refine((options) => options.length === 0 || options.length === OPTIONS_PER_REPLY, {
      message: `options must hold exactly ${OPTIONS_PER_REPLY} emails, or none when the request is declined`,
    })
    .describe(`Exactly ${OPTIONS_PER_REPLY} emails; none only when the request is declined (not an email, phishing, harassment, spam)`),
});
export type ReplyDraft = z.infer<typeof replyDraftSchema>;
