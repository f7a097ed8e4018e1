// The intent catalog and the scoring that picks one intent for a request.
import type { Facts } from '../facts.ts';
import type { IntentSpec } from '../intent-types.ts';
import { ACADEMIC_INTENTS } from './academic.ts';
import { BUSINESS_INTENTS } from './business.ts';
import { CUSTOMER_SERVICE_INTENTS } from './customer-service.ts';
import { ask, body, close, open, tone } from './define.ts';
import { EVERYDAY_INTENTS } from './everyday.ts';
import { JOB_CAREER_INTENTS } from './job-career.ts';
import { PERSONAL_INTENTS } from './personal.ts';
import { REQUEST_INTENTS } from './requests.ts';
import { SALES_MARKETING_INTENTS } from './sales-marketing.ts';

/** Used when no intent scores high enough: a clean, adaptable email. */
export const GENERAL_INTENT: IntentSpec = {
  id: 'general',
  label: 'email',
  match: [],
  tones: [
    tone('Formal', 'formal', 'Best for people you do not know well, or anything official.'),
    tone('Friendly', 'friendly', 'Best for colleagues, friends and anyone you already talk to casually.'),
  ],
  subjects: [
    ['Regarding {topic}', 'Reaching Out With a Request'],
    ['Quick Note About {topic}', 'Quick Note for You'],
  ],
  lines: [
    open(['I am writing regarding {topic}.', 'I wanted to reach out about {topic}.'], { when: ['topic'] }),
    open(['I am writing to ask whether you could {task}.', 'I wanted to ask if you could {task}.'], { when: ['task'], unless: ['topic'] }),
    open(['I am writing to let you know that {statement}.', 'I wanted to let you know that {statement}.'], { when: ['statement'], unless: ['topic', 'task'] }),
    open(['I am writing to [the purpose of your email].', 'I wanted to reach out about [the purpose of your email].'], { unless: ['topic', 'task', 'statement'] }),
    body(0, ['Here are the key points:{points}', "Here's the gist:{points}"], { when: ['points'] }),
    body(0, ['I would like to let you know that {statement}.', 'Just so you know, {statement}.'], { when: ['statement', 'topic'] }),
    body(0, ['I would like to let you know that {statement}.', 'Just so you know, {statement}.'], { when: ['statement', 'task'], unless: ['topic'] }),
    body(0, ['This is {because}.', "It's {because}."], { when: ['statement', 'because'] }),
    body(1, ['Here is the key background: [the details the reader needs].', 'Some quick context: [the details they need].'], { unless: ['points'] }),
    body(2, [
      'I have tried to keep this brief, and I am happy to provide more detail if that would be useful.',
      "Happy to share more detail if it's useful.",
    ]),
    body(3, ['I appreciate you taking the time to read this.', 'I appreciate you taking a look.']),
    body(4, ['I am flexible and glad to work around your schedule.', "I'm flexible, so whatever works for you works for me."]),
    ask(['Could you let me know whether this would be possible?', 'Would that work for you?'], { when: ['task'] }),
    ask(['Could you let me know how you would like to proceed?', 'Could you let me know what you think?']),
    close(['Thank you for your time.', 'Thanks!']),
  ],
};

export const INTENTS: readonly IntentSpec[] = [
  ...JOB_CAREER_INTENTS,
  ...CUSTOMER_SERVICE_INTENTS,
  ...BUSINESS_INTENTS,
  ...PERSONAL_INTENTS,
  ...ACADEMIC_INTENTS,
  ...SALES_MARKETING_INTENTS,
  ...REQUEST_INTENTS,
  ...EVERYDAY_INTENTS,
];

const BY_ID = new Map<string, IntentSpec>([...INTENTS, GENERAL_INTENT].map((intent) => [intent.id, intent]));

/** Which intent writes each template in content/templates.json. */
export const TEMPLATE_INTENTS: Readonly<Record<string, string>> = {
  'job-application': 'job-application',
  'interview-thank-you': 'interview-thank-you',
  resignation: 'resignation',
  'salary-negotiation': 'salary-negotiation',
  'customer-complaint': 'complaint',
  'refund-request': 'refund-request',
  'subscription-cancellation': 'cancellation',
  'meeting-request': 'meeting-request',
  'project-update': 'project-update',
  'follow-up-no-reply': 'follow-up',
  'deadline-extension': 'deadline-extension',
  'thank-you-note': 'thank-you',
  congratulations: 'congratulations',
  reconnect: 'reconnect',
  'professor-meeting': 'professor-meeting',
  'recommendation-letter': 'recommendation-letter',
  'class-absence': 'class-absence',
  'cold-outreach': 'cold-outreach',
  'partnership-proposal': 'partnership-proposal',
  'review-request': 'review-request',
  'information-inquiry': 'inquiry',
  'payment-reminder': 'payment-reminder',
  'repair-request': 'repair-request',
};

export function intentById(id: string): IntentSpec | undefined {
  return BY_ID.get(id);
}

const LEADING_CHARS = 12;
const LEADING_BONUS = 2;

/** A score below this means the request names no kind of email the catalog knows. */
const MIN_SCORE = 4;

export interface IntentMatch {
  intent: IntentSpec;
  score: number;
}

/** Scores every intent against the request; ties go to the earlier intent in the catalog. */
export function detectIntent(request: string, facts: Facts): IntentMatch {
  // Template blanks ("[customer name]") are not the visitor's words.
  const text = request.toLowerCase().replace(/\[[^\]]*\]/g, ' ').replace(/[’‘]/g, "'");
  let best: IntentMatch = { intent: GENERAL_INTENT, score: 0 };
  for (const intent of INTENTS) {
    let score = intent.boost?.(facts) ?? 0;
    for (const [pattern, weight] of intent.match) {
      const found = pattern.exec(text);
      if (!found) continue;
      // The opening verb usually names the email ("Apologize to ...", "Cancel my ..."), so it counts extra.
      score += weight + (found.index <= LEADING_CHARS ? LEADING_BONUS : 0);
    }
    if (score > best.score) best = { intent, score };
  }
  return best.score >= MIN_SCORE ? best : { intent: GENERAL_INTENT, score: best.score };
}
