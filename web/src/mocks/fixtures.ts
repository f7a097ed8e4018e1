import type { ChatMessage, EmailOption, GenerateResponse, Template } from '@mailmuse/api/contract';

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

/** The reply the mocked composer writes for a request: the same text for the same request. */
export function draftReply(userMessage: string): DraftReply {
  const topic = topicOf(userMessage);
  return {
    message: `Here are two options for your email about ${topic}. The first is formal and concise; the second is warmer and more personal.`,
    options: [
      {
        tone: 'Professional',
        subject: `Regarding ${topic}`,
        body: `Dear [Name],\n\nI am writing about ${topic}. I would appreciate your help with this and would be glad to share any details you need.\n\nCould you let me know a convenient time to discuss it this week?\n\nKind regards,\n[Your Name]`,
        notes: 'Best for a first contact or a formal setting.',
      },
      {
        tone: 'Friendly',
        subject: `Quick note about ${topic}`,
        body: `Hi [Name],\n\nI hope you're doing well! I wanted to reach out about ${topic}. It would mean a lot to hear your thoughts.\n\nWould you have a few minutes to chat sometime soon?\n\nThanks so much,\n[Your Name]`,
        notes: 'Best when you already know the reader.',
      },
    ],
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
