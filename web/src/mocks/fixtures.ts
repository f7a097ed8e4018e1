import type { ChatMessage, EmailOption, GenerateResponse, Refine, Template } from '@mailmuse/api/contract';

export const MOCK_ENGINE = 'Built-in composer';

export const mockTemplates: Template[] = [
  {
    id: 'job-application',
    name: 'Job Application',
    description: 'Write an email applying for a job opening, highlighting my most relevant experience.',
    category: 'Career',
  },
  {
    id: 'follow-up',
    name: 'Follow-Up',
    description: 'Write a polite follow-up email to someone who has not replied to my last message.',
    category: 'Business',
  },
  {
    id: 'complaint',
    name: 'Customer Complaint',
    description: 'Write a firm but courteous complaint about a faulty product and ask for a refund.',
    category: 'Customer Service',
  },
  {
    id: 'thank-you',
    name: 'Thank You Note',
    description: 'Write a warm thank-you email to a colleague who helped me finish a project.',
    category: 'Personal',
  },
  {
    id: 'meeting-request',
    name: 'Meeting Request',
    description: 'Write an email asking a potential partner for a 20-minute call next week.',
    category: 'Business',
  },
  {
    id: 'cold-outreach',
    name: 'Cold Outreach',
    description: 'Write a short cold email introducing my service to a prospect and asking for a reply.',
    category: 'Sales',
  },
];

/** A short topic from the visitor's request, for subjects and bodies. */
function topicOf(userMessage: string): string {
  const words = userMessage
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !/^(write|email|please|about|that|with|the|and|for|my|an?)$/i.test(word))
    .slice(0, 4);
  return words.length > 0 ? words.join(' ') : 'your request';
}

export interface DraftReply {
  message: string;
  options: Array<Omit<EmailOption, 'id'> & { notes: string }>;
}

// Subject openings for a request asked again (Regenerate), so a second take reads differently.
const FORMAL_OPENINGS = ['Regarding', 'About', 'A question about'];
const FRIENDLY_OPENINGS = ['Quick note about', 'Hello about', 'Thinking about'];

/**
 * The reply the mocked composer writes for a request: the same text for the same request, and a
 * different take (`variant` > 0) when the same request is asked again.
 */
export function draftReply(userMessage: string, variant = 0): DraftReply {
  const topic = topicOf(userMessage);
  const formal = FORMAL_OPENINGS[variant % FORMAL_OPENINGS.length]!;
  const friendly = FRIENDLY_OPENINGS[variant % FRIENDLY_OPENINGS.length]!;
  return {
    message: `Here are two options for your email about ${topic}. The first is formal and concise; the second is warmer and more personal.`,
    options: [
      {
        tone: 'Professional',
        subject: `${formal} ${topic}`,
        body: `Dear [Name],\n\nI am writing about ${topic}. I would appreciate your help with this and would be glad to share any details you need.\n\nCould you let me know a convenient time to discuss it this week?\n\nKind regards,\n[Your Name]`,
        notes: 'Best for a first contact or a formal setting.',
      },
      {
        tone: 'Friendly',
        subject: `${friendly} ${topic}`,
        body: `Hi [Name],\n\nI hope you're doing well! I wanted to reach out about ${topic}. It would mean a lot to hear your thoughts.\n\nWould you have a few minutes to chat sometime soon?\n\nThanks so much,\n[Your Name]`,
        notes: 'Best when you already know the reader.',
      },
    ],
  };
}

type DraftOption = DraftReply['options'][number];

const paragraphsOf = (body: string) => body.split(/\n{2,}/);

/** Keeps the first sentence of each paragraph. */
function shorten(option: DraftOption): DraftOption {
  const body = paragraphsOf(option.body)
    .map((paragraph) => paragraph.match(/^[^.!?]*[.!?]/)?.[0] ?? paragraph)
    .join('\n\n');
  return { ...option, body };
}

function formalize(option: DraftOption): DraftOption {
  return {
    ...option,
    tone: 'Formal',
    subject: option.subject.replace(/^(?:Quick note about|Hello about|Thinking about)/, 'Regarding'),
    body: option.body
      .replace(/^Hi\b/, 'Dear')
      .replace("I hope you're doing well!", 'I hope this message finds you well.')
      .replace('Thanks so much,', 'Kind regards,'),
  };
}

function befriend(option: DraftOption): DraftOption {
  const body = option.body.replace(/^Dear\b/, 'Hi').replace('Kind regards,', 'Thanks so much,');
  const [greeting, ...rest] = paragraphsOf(body);
  const warm = rest[0]?.startsWith('I hope') ? rest : ["I hope you're doing well!", ...rest];
  return { ...option, tone: 'Friendly', body: [greeting, ...warm].join('\n\n') };
}

/** Adds the visitor's line as its own paragraph before the sign-off. */
function withLine(option: DraftOption, text: string): DraftOption {
  const line = /[.!?]$/.test(text) ? text : `${text}.`;
  const paragraphs = paragraphsOf(option.body);
  paragraphs.splice(Math.max(1, paragraphs.length - 1), 0, line.charAt(0).toUpperCase() + line.slice(1));
  return { ...option, body: paragraphs.join('\n\n') };
}

const REFINED: Record<Refine['instruction'], string> = {
  shorter: 'shorter',
  'more-formal': 'more formal',
  friendlier: 'friendlier',
  custom: 'updated with the line you asked for',
};

/** The mocked composer's refinement: only option `refine.optionIndex` changes; the other is kept verbatim. */
export function refineDraft(previous: DraftReply, refine: Refine): DraftReply {
  const index = refine.optionIndex;
  const option = previous.options[index]!;
  const rewritten =
    refine.instruction === 'shorter'
      ? shorten(option)
      : refine.instruction === 'more-formal'
        ? formalize(option)
        : refine.instruction === 'friendlier'
          ? befriend(option)
          : withLine(option, refine.text ?? '');
  const options = previous.options.map((kept, at) => (at === index ? rewritten : kept));
  return {
    message: `Done! Option ${index + 1} is now ${REFINED[refine.instruction]}. Option ${index === 0 ? 2 : 1} is unchanged.`,
    options,
  };
}

export function optionsOf(draft: DraftReply, messageId: string): EmailOption[] {
  return draft.options.map((option, index) => ({ id: `${messageId}-${index + 1}`, ...option }));
}

export function replyResponse(
  sessionId: string,
  messageId: string,
  draft: DraftReply,
  overrides: Partial<ChatMessage> = {},
): GenerateResponse {
  const emailOptions = optionsOf(draft, messageId);
  return {
    message: {
      id: messageId,
      sessionId,
      role: 'assistant',
      content: draft.message,
      emailOptions,
      createdAt: new Date().toISOString(),
      engine: MOCK_ENGINE,
      status: 'complete',
      ...overrides,
    },
    emailOptions: overrides.emailOptions ?? emailOptions,
  };
}
