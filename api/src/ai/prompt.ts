import type { ModelMessage } from 'ai';
import type { Refine, ReplyDraft, Template } from '../contract/index.ts';

/** What one generation knows: the visitor's request and the session's recent turns. */
export interface DraftInput {
  userMessage: string;
  template?: Template;
  history: Array<{ userMessage: string; reply: ReplyDraft | null }>;
  refine?: Refine;
}

/** The instructions every real model gets. The reply's shape is enforced by the zod schema. */
export const SYSTEM_INSTRUCTIONS = `You are MailMuse, an expert email writer. The visitor describes an email they need; you write it.

Reply with JSON only, matching the given schema:
- "message": one or two friendly sentences introducing the two options (what kind of email, which tones).
- "options": exactly two emails in clearly different tones that suit the request
  (e.g. formal and warm; firm and conciliatory for complaints; concise and detailed).
  Each option has:
  - "tone": one or two words naming the tone;
  - "subject": a subject line of 3 to 8 words;
  - "body": the whole email: a greeting line, 60 to 180 words with exactly one clear ask, and a sign-off with the sender's name;
  - "notes": one sentence on when this option fits best.

Use every fact the visitor gives (names, company, role, product, order numbers, dates, amounts) exactly as given.
Never invent facts: where something is unknown, leave a visible placeholder in square brackets, such as [Recipient name] or [Your name].
When the visitor asks for a change to the previous reply (shorter, more formal, a new fact), rewrite that reply with the change and say what changed in "message".
Write in the language the visitor asks for; by default, the language of their request.
Decline, with a short "message" saying why and an empty "options" list, when the request is not for an email, or is for phishing, impersonation, harassment, threats or spam: the terms of use prohibit them.`;

const REFINE_TEXT: Record<Refine['instruction'], string> = {
  shorter: 'Make it shorter',
  'more-formal': 'Make it more formal',
  friendlier: 'Make it friendlier',
  custom: 'Change it',
};

/** The visitor's request as the model reads it, with the chosen template and any refinement. */
export function describeRequest(input: DraftInput): string {
  const parts: string[] = [];
  if (input.refine) {
    const n = input.refine.optionIndex + 1;
    const how = input.refine.instruction === 'custom' && input.refine.text ? input.refine.text : REFINE_TEXT[input.refine.instruction];
    parts.push(`Rewrite only option ${n} of your previous reply: ${how}. Keep the other option exactly as it was.`);
    if (input.refine.edited) {
      parts.push(`The visitor edited option ${n} by hand; rewrite this text, keeping their edits:\nSubject: ${input.refine.edited.subject}\n\n${input.refine.edited.body}`);
    }
    if (input.userMessage && input.userMessage !== how) parts.push(input.userMessage);
  } else {
    parts.push(input.userMessage);
  }
  if (input.template) {
    parts.push(`(Template chosen: ${input.template.name}, category ${input.template.category}.)`);
  }
  return parts.join('\n\n');
}

/** The conversation for a chat model: earlier turns (replies as the JSON they were), then this request. */
export function buildMessages(input: DraftInput): ModelMessage[] {
  const messages: ModelMessage[] = [];
  for (const turn of input.history) {
    messages.push({ role: 'user', content: turn.userMessage });
    if (turn.reply) messages.push({ role: 'assistant', content: JSON.stringify(turn.reply) });
  }
  messages.push({ role: 'user', content: describeRequest(input) });
  return messages;
}
