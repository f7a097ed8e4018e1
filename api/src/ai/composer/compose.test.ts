import { describe, expect, it } from 'vitest';
import { replyDraftSchema } from '../../contract/index.ts';
import type { DraftOption, ReplyDraft } from '../../contract/index.ts';
import { compose, type ComposerTurn } from './index.ts';
import { detectIntent } from './intents/index.ts';
import { extractFacts } from './facts.ts';
import { bodyWords, greetingOf, loadTemplates, signoffOf } from './test-support.ts';
import { hasContraction } from './text.ts';

/** Sends each message in turn, as the chat would, and returns every reply. */
function chat(...messages: string[]): ReplyDraft[] {
  const history: ComposerTurn[] = [];
  return messages.map((userMessage) => {
    const reply = compose({ userMessage, history: [...history] });
    expect(replyDraftSchema.safeParse(reply).success).toBe(true);
    history.push({ userMessage, reply });
    return reply;
  });
}

function last(replies: readonly ReplyDraft[]): ReplyDraft {
  const reply = replies[replies.length - 1];
  if (!reply) throw new Error('no reply');
  return reply;
}

function option(reply: ReplyDraft, index: 0 | 1): DraftOption {
  const found = reply.options[index];
  if (!found) throw new Error(`no option ${index}`);
  return found;
}

const intentOf = (request: string) => detectIntent(request, extractFacts(request)).intent.id;

describe('intent detection', () => {
  it.each([
    ['Write my resignation letter, I am leaving the company next month', 'resignation'],
    ['I want to quit my job at the bakery', 'resignation'],
    ['Ask my boss for a raise', 'raise-request'],
    ['Thank the interviewer for yesterday’s interview', 'interview-thank-you'],
    ['Negotiate a higher salary for my new offer', 'salary-negotiation'],
    ['Complain about the rude staff at the hotel', 'complaint'],
    ['I want my money back for the blender', 'refund-request'],
    ['My package never arrived', 'order-issue'],
    ['Cancel my Netflix subscription', 'cancellation'],
    ['Set up a meeting with the design team', 'meeting-request'],
    ['Apologize to my client for the billing mistake', 'apology'],
    ['Say sorry to my sister for forgetting her birthday', 'personal-apology'],
    ['Introduce myself to the new team', 'introduction'],
    ['Pitch our accounting software to a small business owner', 'cold-outreach'],
    ['Follow up on my proposal, no reply yet', 'follow-up'],
    ['Ask for an extension on my thesis deadline', 'deadline-extension'],
    ['Inquire about your pricing for group classes', 'inquiry'],
    ['Remind the client that the invoice is overdue', 'payment-reminder'],
    ['Invite friends to my housewarming party', 'invitation'],
    ['Congratulate Ana on her promotion', 'congratulations'],
    ['Send my sympathy to a friend who lost her mother', 'condolence'],
    ['Reconnect with a former colleague I lost touch with', 'reconnect'],
    ['Ask my professor for a letter of recommendation', 'recommendation-letter'],
    ['Email my professor to set up a time during office hours', 'professor-meeting'],
    ["Tell my teacher I'll be absent on Monday", 'class-absence'],
    ['Announce the new parental leave policy to all staff', 'announcement'],
    ['Ask my team for feedback on the new process', 'feedback-request'],
    ['Propose a partnership with a local gym', 'partnership-proposal'],
    ['Write an out of office reply for my vacation', 'out-of-office'],
    ['Politely decline the invitation to speak at the conference', 'decline'],
    ['Reschedule my dentist appointment', 'reschedule'],
    ['Welcome our new intern to the team', 'welcome'],
    ['Thank my grandma for the birthday card', 'thank-you-personal'],
    ['Thank a client for their business this year', 'thank-you'],
  ])('%s -> %s', (request, expected) => {
    expect(intentOf(request)).toBe(expected);
  });

  it('falls back to a general email when the kind is unclear', () => {
    expect(intentOf('hello there')).toBe('general');
    const reply = compose({ userMessage: 'hello there', history: [] });
    expect(reply.message).toMatch(/general/);
  });

  it('writes the kind of email it detected', () => {
    const reply = compose({ userMessage: 'Write a resignation email to my manager', history: [] });
    expect(reply.message).toMatch(/resignation email/);
    for (const draft of reply.options) expect(draft.body).toMatch(/resign/);
  });

  it('uses the chosen template even when the text would suggest another kind', () => {
    const template = loadTemplates().find((candidate) => candidate.id === 'payment-reminder');
    if (!template) throw new Error('payment-reminder template missing');
    const reply = compose({ userMessage: 'Quick note to Dana about the money', template, history: [] });
    expect(reply.message).toMatch(/payment reminder/);
  });
});

describe('placeholders', () => {
  it('leaves a visible [placeholder] for what the request did not say', () => {
    const reply = compose({ userMessage: 'Write a job application email', history: [] });
    for (const draft of reply.options) {
      expect(draft.body).toContain('[Role]');
      expect(draft.body).toContain('[Company]');
      expect(signoffOf(draft).name).toBe('[Your name]');
    }
    expect(reply.message).toMatch(/\[bracketed\]/);
  });

  it('greets by relation when only the relation is known', () => {
    const reply = compose({ userMessage: 'Ask my landlord to fix the broken heater', history: [] });
    for (const draft of reply.options) expect(greetingOf(draft)).toMatch(/\[Landlord's name\]/);
  });

  it('fills the facts it was given instead of placeholders', () => {
    const reply = compose({ userMessage: "I'm Ana. Write a thank-you email to Linda for the flowers", history: [] });
    for (const draft of reply.options) {
      expect(greetingOf(draft)).toContain('Linda');
      expect(draft.body).toContain('the flowers');
      expect(signoffOf(draft).name).toBe('Ana');
    }
  });
});

describe('determinism', () => {
  it('gives the same reply for the same input', () => {
    const input = { userMessage: 'Request a 30-minute meeting with Priya next Tuesday to review the Q3 budget', history: [] };
    expect(compose(input)).toEqual(compose(input));
    expect(chat('Write a complaint to Comcast about my internet', 'shorter')).toEqual(chat('Write a complaint to Comcast about my internet', 'shorter'));
  });
});

describe('follow-ups refine the last reply', () => {
  const request = 'Write a resignation email to my manager Tom, my last day is Friday, June 14';

  it('"shorter" gives fewer words and keeps the facts', () => {
    const [first, shorter] = chat(request, 'make it shorter');
    if (!first || !shorter) throw new Error('missing reply');
    for (const index of [0, 1] as const) {
      expect(bodyWords(option(shorter, index))).toBeLessThan(bodyWords(option(first, index)));
      expect(option(shorter, index).body).toContain('Friday, June 14');
      expect(greetingOf(option(shorter, index))).toContain('Tom');
    }
    expect(shorter.message).toMatch(/shorter/);
  });

  it('"longer" gives more words', () => {
    const [first, longer] = chat(request, 'longer please');
    if (!first || !longer) throw new Error('missing reply');
    for (const index of [0, 1] as const) expect(bodyWords(option(longer, index))).toBeGreaterThan(bodyWords(option(first, index)));
  });

  it('"more formal" drops contractions and casual greetings', () => {
    const [first, formal] = chat('Invite my neighbors to a barbecue on Saturday', 'more formal');
    if (!first || !formal) throw new Error('missing reply');
    expect(hasContraction(option(first, 0).body)).toBe(true);
    for (const draft of formal.options) {
      expect(hasContraction(draft.body)).toBe(false);
      expect(draft.body).not.toContain('!');
      expect(greetingOf(draft)).toMatch(/^(?:Dear|Hello) /);
    }
    expect(option(formal, 0).tone).not.toBe(option(first, 0).tone);
    expect(formal.message).toMatch(/more formal/);
  });

  it('"friendlier" warms the greeting and wording', () => {
    const [first, friendly] = chat('Write a job application email for the Analyst role at Acme', 'make it friendlier');
    if (!first || !friendly) throw new Error('missing reply');
    expect(greetingOf(option(first, 0))).toMatch(/^Dear /);
    expect(greetingOf(option(friendly, 0))).not.toMatch(/^Dear Hiring Manager/);
    expect(hasContraction(option(friendly, 0).body)).toBe(true);
    expect(friendly.message).toMatch(/friendlier/);
  });

  it('"more urgent" adds urgency to subject and body', () => {
    const replies = chat('Ask my landlord to fix the leaking faucet', 'more urgent');
    for (const draft of last(replies).options) {
      expect(draft.subject).toMatch(/^Urgent/);
      expect(draft.body).toMatch(/time-sensitive/);
      expect((draft.body.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it('"my name is Ana" signs both options as Ana', () => {
    const reply = last(chat(request, 'my name is Ana'));
    for (const draft of reply.options) expect(signoffOf(draft).name).toBe('Ana');
    expect(reply.message).toMatch(/signed as Ana/);
  });

  it('"her name is Priya" readdresses both options', () => {
    const reply = last(chat('Request a meeting with my manager about my workload', 'her name is Priya'));
    for (const draft of reply.options) expect(greetingOf(draft)).toContain('Priya');
    expect(reply.message).toMatch(/Priya/);
  });

  it('"the meeting is on Friday" and "the company is Acme" keep the intent and add the fact', () => {
    const replies = chat('Request a meeting with Priya to discuss the Q3 budget', 'the meeting is on Friday', 'the company is Acme');
    const [original, withDate, withCompany] = replies;
    if (!original || !withDate || !withCompany) throw new Error('missing reply');
    for (const draft of withDate.options) {
      expect(draft.body).toContain('Friday');
      expect(draft.body).toContain('the Q3 budget');
    }
    expect(withDate.message).toMatch(/Friday/);
    for (const draft of withCompany.options) {
      expect(draft.body).toContain('Acme');
      expect(draft.body).toContain('Friday');
    }
    expect(withCompany.message).toMatch(/Acme/);
    expect(option(withCompany, 0).tone).toBe(option(original, 0).tone);
  });

  it('works an extra sentence in when asked to mention something', () => {
    const reply = last(chat('Request a meeting with Priya to discuss the Q3 budget', 'also mention that I will bring the latest forecast'));
    for (const draft of reply.options) expect(draft.body).toMatch(/I(?: will|'ll) bring the latest forecast\./);
  });

  it('changes only the option a follow-up names', () => {
    const [first, second] = chat(request, 'make option 2 more formal');
    if (!first || !second) throw new Error('missing reply');
    expect(option(second, 0)).toEqual(option(first, 0));
    expect(option(second, 1)).not.toEqual(option(first, 1));
    expect(second.message).toMatch(/Option 2/);
  });

  it('starts over when the visitor asks for a different email', () => {
    const reply = last(chat(request, 'Now write a thank-you email to my mentor Jorge for his advice'));
    expect(reply.message).toMatch(/thank-you/);
    for (const draft of reply.options) expect(greetingOf(draft)).toContain('Jorge');
  });

  it('keeps editing the same email after the original request has left the history window', () => {
    const [first, shorter] = chat(request, 'shorter');
    if (!first || !shorter) throw new Error('missing reply');
    const reply = compose({ userMessage: 'my name is Ana', history: [{ userMessage: 'shorter', reply: shorter }] });
    expect(reply.message).toMatch(/resignation email/);
    for (const draft of reply.options) {
      expect(greetingOf(draft)).toContain('Tom');
      expect(signoffOf(draft).name).toBe('Ana');
    }
  });

  it('keeps the drafts and explains when it cannot tell what to change', () => {
    const [first, unclear] = chat(request, 'hmm, not sure');
    if (!first || !unclear) throw new Error('missing reply');
    expect(unclear.options).toEqual(first.options);
    expect(unclear.message).toMatch(/not sure how to change/);
  });

  it('says so when there is nothing to change yet', () => {
    const reply = compose({ userMessage: 'shorter', history: [] });
    expect(reply.message).toMatch(/no draft to change yet/);
    expect(replyDraftSchema.safeParse(reply).success).toBe(true);
  });
});

describe('per-option refine', () => {
  const request = 'Write a complaint to Skyline Airlines about my cancelled flight SK482';
  const base = compose({ userMessage: request, history: [] });
  const history: ComposerTurn[] = [{ userMessage: request, reply: base }];

  it.each([
    ['shorter', 0],
    ['more-formal', 1],
    ['friendlier', 0],
  ] as const)('%s rewrites option %i and keeps the other verbatim', (instruction, optionIndex) => {
    const reply = compose({ userMessage: instruction, history, refine: { optionIndex, instruction } });
    const other = optionIndex === 0 ? 1 : 0;
    expect(option(reply, other)).toEqual(option(base, other));
    expect(option(reply, optionIndex)).not.toEqual(option(base, optionIndex));
    expect(reply.message).toContain(`Option ${optionIndex + 1}`);
    if (instruction === 'shorter') expect(bodyWords(option(reply, optionIndex))).toBeLessThan(bodyWords(option(base, optionIndex)));
    if (instruction === 'more-formal') expect(hasContraction(option(reply, optionIndex).body)).toBe(false);
  });

  it('reads custom text like a follow-up', () => {
    const reply = compose({ userMessage: 'sign it as Jordan', history, refine: { optionIndex: 1, instruction: 'custom', text: 'sign it as Jordan' } });
    expect(signoffOf(option(reply, 1)).name).toBe('Jordan');
    expect(option(reply, 0)).toEqual(option(base, 0));
  });

  it('explains and changes nothing when custom text cannot be applied', () => {
    const reply = compose({ userMessage: 'make it sparkle', history, refine: { optionIndex: 0, instruction: 'custom', text: 'make it sparkle' } });
    expect(reply.options).toEqual(base.options);
    expect(reply.message).toMatch(/couldn't work out/);
  });
});

describe('requests the composer cannot serve', () => {
  it('answers "in Spanish" honestly and keeps the last drafts', () => {
    const [first, spanish] = chat('Write a resignation email to my manager Tom', 'now write it in Spanish');
    if (!first || !spanish) throw new Error('missing reply');
    expect(spanish.message).toMatch(/English emails only/);
    expect(spanish.options).toEqual(first.options);
  });

  it('writes the English version when the first message asks for another language', () => {
    const reply = compose({ userMessage: 'Write a complaint email to Comcast about my slow internet in French', history: [] });
    expect(reply.message).toMatch(/English emails only/);
    expect(reply.message).toMatch(/complaint email in English/);
    for (const draft of reply.options) expect(draft.body).toContain('Comcast');
  });

  it('says it writes emails only when asked for a poem', () => {
    const reply = compose({ userMessage: 'Write a poem about the ocean', history: [] });
    expect(reply.message).toMatch(/emails only/);
    expect(reply.message).toMatch(/poem/);
    expect(replyDraftSchema.safeParse(reply).success).toBe(true);
  });

  it.each(['translate to French', 'en español por favor', 'Write me a haiku about Mondays'])('%s', (message) => {
    const reply = compose({ userMessage: message, history: [] });
    expect(reply.message).toMatch(/only/);
  });

  it('does not mistake a Spanish teacher job for a translation request', () => {
    const reply = compose({ userMessage: 'Write a job application for the Spanish teacher position at Lincoln High School', history: [] });
    expect(reply.message).toMatch(/job application/);
  });
});

describe('asking again for the same email', () => {
  it('gives another take, deterministically', () => {
    const userMessage = 'Write a thank-you email to my mentor Dana for her advice on my career change';
    const first = compose({ userMessage, history: [] });
    const again = compose({ userMessage, history: [{ userMessage, reply: first }] });
    const againTwice = compose({ userMessage, history: [{ userMessage, reply: first }] });
    expect(againTwice).toEqual(again);
    expect(again.options.map((o) => o.body)).not.toEqual(first.options.map((o) => o.body));
    for (const option of again.options) expect(option.body).toContain('Dana');
  });
});
