import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, open, tone } from './define.ts';

export const SALES_MARKETING_INTENTS: readonly IntentSpec[] = [
  {
    id: 'cold-outreach',
    label: 'cold outreach email',
    match: [
      [/\bcold (?:email|outreach|pitch)\b/, 10],
      [/\bpitch(?:ing)?\b/, 6],
      [/\bsales (?:email|outreach)\b/, 8],
      [/\bprospect\b/, 3],
      [/\bintroduc(?:e|ing) (?:our|my) (?:product|service|tool|app|platform|company|agency)\b/, 7],
      [/\bdemo\b/, 3],
    ],
    tones: [
      tone('Direct', 'direct', 'Best for busy decision-makers who decide in the first two lines.'),
      tone('Conversational', 'friendly', 'Best for founders and smaller teams, where a human tone earns replies.'),
    ],
    to: [['[First name]', '[First name]']],
    subjects: [
      ['Idea for {company}', 'Quick Idea for Your Team'],
      ['{product} for {company}?', 'Worth a Quick Chat?'],
    ],
    lines: [
      open([
        "I'm reaching out because I think {offering} could make a real difference for your team.",
        "I'll keep this quick: I work on {offering}, and I think it could be a great fit for your team.",
      ]),
      body(0, ['In short, it {benefit}.', 'The short version: it {benefit}.'], { when: ['benefit'] }),
      body(0, [
        'In short, it helps teams like yours [key benefit] without [a common pain].',
        'The short version: it helps teams like yours [key benefit].',
      ], { unless: ['benefit'] }),
      body(1, [
        'Companies similar to yours have used it to [a concrete result, e.g. cut reporting time in half].',
        'Teams like [a similar customer] have used it to [a concrete result].',
      ]),
      body(2, [
        'Given what {company} is doing in [their area], I think there is a strong fit.',
        "From what I've seen of {company}, I think it could really help.",
      ], { when: ['company'] }),
      body(3, ["If now isn't the right time, I understand completely.", "And if the timing's off, no worries at all."]),
      ask(['Would you be open to a {duration} call next week to see if it fits?', "Worth a {duration} chat to see if it's a fit?"]),
      close(['Thanks for your time.', 'Thanks, and have a great week!']),
    ],
  },
  {
    id: 'product-announcement',
    label: 'product announcement',
    match: [
      [/\bannounc\w*\b.*\b(?:product|app|feature|service|launch|collection|release|version|menu|store|shop)\b/, 9],
      [/\blaunch(?:ing|ed)?\b/, 4],
      [/\bnew (?:product|app|feature|service|collection|release|menu)\b/, 5],
      [/\bcustomers\b|\bsubscribers\b/, 2],
      [/\bdiscount\b|\bpromo\b|\bcode\b|\b\d+% off\b/, 3],
    ],
    boost: (facts) => (facts.group === 'customers' || facts.group === 'prospects' ? 2 : 0),
    tones: [
      tone('Enthusiastic', 'enthusiastic', 'Best for a brand voice that is upbeat and close to its customers.'),
      tone('Polished', 'polished', 'Best for a premium brand or a business audience.'),
    ],
    subjects: [
      ['Meet {product}: Now Available', 'Something New Is Here'],
      ['Introducing {product}', 'Introducing Our Latest Release'],
    ],
    placeholders: { product: '[product name]' },
    lines: [
      open(["We're so excited to share some big news: {product} is here!", 'We are pleased to introduce {product}, designed to make [what it improves] easier than ever.']),
      body(0, ['It {benefit}.', 'It {benefit}.'], { when: ['benefit'] }),
      body(0, ['With it, you can [key benefit], all in one place.', 'It allows you to [key benefit] with less effort.'], { unless: ['benefit'] }),
      body(0, ["To celebrate, we're offering {offer}.", 'As a thank-you to our customers, we are offering {offer}.'], { when: ['offer'] }),
      body(1, ['Highlights include [feature one] and [feature two].', 'Highlights include [feature one] and [feature two].']),
      body(2, [
        "We built it based on your feedback, and we think you're going to love it.",
        'It reflects the feedback many of you have shared with us, and we are proud of the result.',
      ]),
      ask(['Check it out today at [link] and tell us what you think!', 'Visit [link] to get started today.']),
      close(['Happy exploring!', 'Thank you for being a valued customer.']),
    ],
  },
  {
    id: 'win-back',
    label: 'win-back email',
    match: [
      [/\bwin (?:back|them back)\b/, 14],
      [/\bcome ?back\b|\bre-?engage\b|\blapsed\b|\binactive\b/, 6],
      [/\bcancel(?:l)?ed (?:their|your) (?:subscription|membership|account)\b/, 3],
      [/\bwe miss you\b/, 6],
    ],
    tones: [
      tone('Warm', 'warm', 'Best for a brand with a personal voice and loyal past customers.'),
      tone('Direct', 'direct', 'Best when the offer is strong and should do the talking.'),
    ],
    to: [['[First name]', '[First name]']],
    subjects: [
      ['We Miss You!', 'We Miss You!'],
      ['A Special Offer to Welcome You Back', 'A Special Offer to Welcome You Back'],
    ],
    placeholders: { offer: '[offer details, e.g. 50% off for three months]' },
    lines: [
      open(["It's been a while, and we've missed having you with us!", "We noticed you canceled your subscription, and we'd love the chance to win you back."]),
      body(0, ["We've been busy making things better, including [improvement one] and [improvement two].", "Since you left, we've added [improvement one] and [improvement two]."]),
      body(0, ["To welcome you back, we'd love to offer you {offer}.", 'For a limited time, you can come back with {offer}.']),
      body(1, ['Your account and preferences are just as you left them.', 'Your account is still set up, so restarting takes a minute.']),
      body(2, ["And if something didn't work for you before, we'd genuinely like to hear about it.", "If something wasn't right last time, reply and tell us."]),
      ask(['Ready to give us another try? Just click [link] to reactivate.', 'Reactivate today at [link] before the offer ends on [date].']),
      close(['We hope to see you again soon!', 'Thanks for considering it.']),
    ],
  },
  {
    id: 'review-request',
    label: 'review request',
    match: [
      [/\b(?:leave|write|post|share) (?:us |a |an )?(?:quick |short |honest )?(?:review|testimonial)\b/, 11],
      [/\breview\b/, 3],
      [/\btestimonial\b/, 8],
      [/\brating\b|\bstars?\b/, 2],
      [/\bhappy customer\b|\bsatisfied customer\b|\bloyal customer\b/, 4],
    ],
    tones: [
      tone('Friendly', 'friendly', 'Best for regulars and customers you know by name.'),
      tone('Polished', 'polished', 'Best for B2B clients or a more formal brand voice.'),
    ],
    to: [['[Customer name]', '[Customer name]']],
    subjects: [
      ['A Quick Favor From Us', 'A Quick Favor From Us'],
      ['Would You Share Your Experience?', 'Would You Share Your Experience?'],
    ],
    placeholders: { product: '[your business]' },
    lines: [
      open(['Thank you so much for supporting {product}! It means the world to us.', 'Thank you for choosing {product}. We truly appreciate your business.']),
      body(0, [
        'Reviews from customers like you help others find us, and they help us keep improving.',
        'Reviews from customers like you help others discover us and help us continue to improve.',
      ]),
      body(1, ['It only takes a minute or two.', 'It should take no more than two minutes.']),
      body(2, ['Even a sentence or two about what you enjoyed would mean a lot.', 'A few words about your experience would be greatly appreciated.']),
      ask([
        "Would you mind leaving us a quick review on {platform}? Here's the link: [review link]",
        'If you are willing, you can leave a review on {platform} here: [review link].',
      ]),
      close(['Thanks again!', 'Thank you again for your support.']),
    ],
  },
  {
    id: 'partnership-proposal',
    label: 'partnership proposal',
    match: [
      [/\bpartnership\b|\bpartner with\b|\bcollaborat/, 10],
      [/\bco-?marketing\b|\bjoint\b|\bsponsorship\b|\bco-?host\b/, 4],
    ],
    tones: [
      tone('Polished', 'polished', 'Best for established companies and a first contact with their partnerships team.'),
      tone('Enthusiastic', 'enthusiastic', 'Best for like-minded brands and founders who value energy.'),
    ],
    to: [['{company} team', '{company} team']],
    subjects: [
      ['Partnership Opportunity With {company}', 'A Partnership Opportunity'],
      ['A Collaboration Idea for {company}', 'A Collaboration Idea'],
    ],
    placeholders: { topic: '[your idea]' },
    lines: [
      open(['I am reaching out to propose a partnership between [Your company] and {company}.', "I've been a big fan of {company}, and I have an idea I think you'll love."], { when: ['company'] }),
      open(['I am reaching out to propose a partnership between our companies.', "I've been a big fan of what you do, and I have an idea I think you'll love."], { unless: ['company'] }),
      body(0, ['Specifically, I would like to explore {topic}.', 'The idea: {topic}.']),
      body(1, [
        'Our audiences overlap naturally, and a joint effort would give both brands access to new customers at a lower cost.',
        'Our audiences overlap a lot, so teaming up could bring new customers to both of us.',
      ]),
      body(2, [
        'We would bring [what you offer: audience, content or product], and we would be glad to shape the details together.',
        "We can bring [what you offer], and we're flexible on how it all works.",
      ]),
      body(3, ['We have run similar collaborations with [past partner], which delivered [result].', 'We did something similar with [past partner], and it went really well.']),
      ask(['Would you be open to a short call next week to explore the idea?', 'Would you be up for a quick call to brainstorm?']),
      close(['Thank you for considering this.', 'Looking forward to hearing what you think!']),
    ],
  },
];
