import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, isPersonal, open, tone } from './define.ts';

const SUPPORT_GREETING: NonNullable<IntentSpec['to']> = [
  ['{company} Customer Support Team', '{company} team'],
  ['Customer Support Team', 'Support Team'],
];

export const CUSTOMER_SERVICE_INTENTS: readonly IntentSpec[] = [
  {
    id: 'complaint',
    label: 'complaint email',
    smallTalk: false,
    match: [
      [/\bcomplain/, 10],
      [/\bcomplaint\b/, 10],
      [/\bunacceptable\b|\bterrible\b|\bpoor service\b|\bbad service\b|\brude\b|\bdisappointed\b/, 4],
      [/\bcompensation\b/, 3],
      [/\bcancel(?:l)?ed\b|\bdelayed\b/, 1],
    ],
    tones: [
      tone('Firm', 'firm', 'Best when this is not the first problem, or you want a documented, formal complaint.'),
      tone('Conciliatory', 'conciliatory', 'Best for a first complaint, when goodwill is likely to get a quicker fix.'),
    ],
    to: [['{company} Customer Relations Team', '{company} team'], ['Customer Relations Team', 'Customer Service Team']],
    subjects: [
      ['Formal Complaint: {reference}', 'Formal Complaint About My Recent Experience'],
      ['Problem With {reference}', 'Hoping You Can Help With a Problem'],
    ],
    placeholders: { reference: '[booking or order number]' },
    lines: [
      open([
        'I am writing to make a formal complaint about {reference}.',
        "I'm reaching out about a problem with {reference}, and I'm hoping you can help put it right.",
      ], { when: ['reference'] }),
      open([
        'I am writing to make a formal complaint about my recent experience with {company}.',
        "I'm reaching out about a recent experience with {company}, and I'm hoping you can help put it right.",
      ], { when: ['company'], unless: ['reference'] }),
      open([
        'I am writing to raise a formal complaint about {topic}.',
        "I'm reaching out about {topic}, and I'm hoping we can put it right.",
      ], { when: ['topic'], unless: ['reference', 'company'] }),
      open([
        'I am writing to raise a formal complaint about a problem I have experienced.',
        "I'm reaching out about a problem I've run into, and I'm hoping we can put it right.",
      ], { unless: ['reference', 'company', 'topic'] }),
      body(0, ['{issue}.', 'Unfortunately, {issue}.'], { when: ['issue'] }),
      body(0, ['The issue concerns {topic}.', 'The problem is {topic}.'], { when: ['topic', 'company'], unless: ['issue'] }),
      body(0, ['To summarize the problem: [describe what went wrong, with dates].', "Here's what happened: [describe what went wrong]."], { unless: ['issue', 'topic'] }),
      body(1, [
        'This has caused me considerable inconvenience, and it falls well short of the standard I expect.',
        "I've always had good experiences with you before, so this was really disappointing.",
      ]),
      body(2, ['I have kept all relevant records and can provide them on request.', "I'm happy to send any details or receipts that would help."]),
      body(3, [
        'If the matter is not resolved, I will consider escalating it through the appropriate channels.',
        "I'd really appreciate your help in sorting this out quickly.",
      ]),
      ask([
        'Please confirm {by:deadline} how you will resolve this, including {claim}.',
        'Could you let me know {by:deadline} whether you can offer {claim}?',
      ], { when: ['remedy', 'deadline'] }),
      ask([
        'Please confirm within seven days how you will resolve this, including {claim}.',
        'Could you let me know whether you can offer {claim}?',
      ], { when: ['remedy'] }),
      ask([
        'I ask that you {task} {by:deadline} and confirm the next steps in writing.',
        'Could you please {task} {by:deadline}?',
      ], { when: ['task', 'deadline'] }),
      ask(['I ask that you {task} and confirm the next steps in writing.', 'Could you please {task}?'], { when: ['task'] }),
      ask([
        'Please confirm within seven days how you intend to resolve this matter.',
        'Could you let me know how we can put this right?',
      ]),
      close(['I look forward to your prompt response.', 'Thank you for your help.']),
    ],
  },
  {
    id: 'refund-request',
    label: 'refund request',
    smallTalk: false,
    match: [
      [/\brefund\b/, 10],
      [/\bmoney back\b/, 8],
      [/\breimburse/, 7],
      [/\breturn(?:ed|ing)?\b/, 2],
    ],
    tones: [
      tone('Firm', 'firm', 'Best when the fault is clearly theirs and you want the refund without back-and-forth.'),
      tone('Courteous', 'courteous', 'Best for a first request, when a friendly tone is likely to get it done quickly.'),
    ],
    to: SUPPORT_GREETING,
    subjects: [
      ['Refund Request: {reference}', 'Refund Request for My Recent Order'],
      ['Help With a Refund for {reference}', 'Help With a Refund, Please'],
    ],
    lines: [
      open([
        'I am writing to request a full refund of {amount} for {reference}.',
        "I'm hoping you can help me with a refund of {amount} for {reference}.",
      ]),
      body(0, ['Unfortunately, {issue}.', 'Sadly, {issue}.'], { when: ['issue'] }),
      body(0, ['I am requesting the refund {because}.', "I'm asking {because}."], { when: ['because'], unless: ['issue'] }),
      body(0, [
        'Unfortunately, the item did not arrive as described: [describe the problem].',
        "Unfortunately, [describe the problem].",
      ], { unless: ['issue', 'because'] }),
      body(1, [
        'I have kept the original packaging and proof of purchase, and I can return the item if required.',
        "I still have the packaging and receipt, and I'm happy to send the item back if needed.",
      ], { unless: ['undelivered'] }),
      body(1, [
        'As nothing reached me, there is nothing to return.',
        "So there's nothing for me to send back.",
      ], { when: ['undelivered'] }),
      body(2, [
        'I would like the refund issued to my original payment method.',
        'A refund to my original payment method would be perfect.',
      ]),
      body(3, [
        'I have been a loyal customer and trust that this can be resolved quickly.',
        "I've been really happy with your service before, so I'm sure we can sort this out.",
      ]),
      ask([
        'Please confirm when the refund of {amount} will be processed.',
        'Could you let me know the next steps for getting this refunded?',
      ]),
      close(['I look forward to your prompt response.', 'Thanks so much for your help!']),
    ],
  },
  {
    id: 'order-issue',
    label: 'email about a problem with your order',
    smallTalk: false,
    match: [
      [/\b(?:wrong|damaged|broken|missing|defective|faulty|incorrect)\b/, 4],
      [/\border\b/, 2],
      [/\barrived\b/, 3],
      [/\bnever (?:arrived|received|came|showed up)\b|\bhasn'?t arrived\b|\bnot (?:arrived|received)\b/, 7],
      [/\bdelivery\b|\bshipment\b|\bpackage\b|\bparcel\b/, 2],
      [/\breplacement\b|\bexchange\b|\bsend the (?:correct|right)\b/, 5],
    ],
    tones: [
      tone('Direct', 'direct', 'Best when you want the fix stated plainly and handled fast.'),
      tone('Friendly', 'friendly', 'Best for a shop you like and want to keep buying from.'),
    ],
    to: SUPPORT_GREETING,
    subjects: [
      ['Issue With {reference}', 'Issue With My Recent Order'],
      ['Help Needed With {reference}', 'Quick Help With My Order'],
    ],
    lines: [
      // A parcel that never came: where is it, and a replacement or refund if it is lost.
      open(['I am writing because {reference} has not arrived.', "I'm hoping you can help, as {reference} still hasn't arrived."], { when: ['undelivered', 'reference'] }),
      open(['I am writing because my order has not arrived.', "I'm hoping you can help, as my order still hasn't arrived."], { when: ['undelivered'], unless: ['reference'] }),
      open(['I am writing about {reference}: {issue}.', "I'm hoping you can help with {reference}: {issue}."], { when: ['issue', 'reference'], unless: ['undelivered'] }),
      open(['I am writing because {issue}.', "I'm hoping you can help: {issue}."], { when: ['issue'], unless: ['reference', 'undelivered'] }),
      open(['I am writing about a problem with {reference}.', "I'm hoping you can help with a problem with {reference}."], { unless: ['issue', 'undelivered'] }),
      body(0, ['It was supposed to arrive {expected}, but nothing has come.', 'It was meant to arrive {expected}, but nothing has turned up.'], { when: ['undelivered', 'expected'] }),
      body(0, ['It was due to arrive by {expected}, but nothing has come.', "It was due by {expected}, but nothing has turned up."], { when: ['undelivered'], unless: ['expected'] }),
      body(0, [
        'Specifically, [describe what is wrong with the item or delivery].',
        "Here's what happened: [describe the problem].",
      ], { unless: ['issue', 'undelivered'] }),
      body(1, ['The tracking shows [what the tracking page says], and I have checked with my neighbors and building.', "The tracking says [what it shows], and I've already checked with the neighbors."], { when: ['undelivered'] }),
      body(1, ['I have attached photos and my proof of purchase for your records.', "I've attached a couple of photos so you can see what I mean."], { unless: ['undelivered'] }),
      body(2, [
        'I would appreciate a prompt resolution, as I was relying on this order.',
        "I was really looking forward to this order, so I'd love to get it sorted quickly.",
      ]),
      body(3, ['I am happy to return the {faulty} item once a return label is provided.', 'Happy to send the {faulty} one back if you send me a return label.'], { when: ['faulty'] }),
      ask(['Please {task} and confirm when I can expect it.', 'Could you please {task}?'], { when: ['task'] }),
      ask(['Please arrange {claim} and confirm when I can expect it.', 'Could you arrange {claim} for me?'], { when: ['remedy'] }),
      ask([
        'Please track down the parcel, or send a replacement or a full refund if it cannot be found.',
        "Could you find out where it is, and send a replacement or a refund if it's lost?",
      ], { when: ['undelivered'] }),
      ask([
        'Please confirm how you will resolve this and when I can expect it.',
        'Could you let me know how we can fix this?',
      ]),
      close(['Thank you for your prompt attention.', 'Thanks so much for your help!']),
    ],
  },
  {
    id: 'cancellation',
    label: 'cancellation email',
    match: [
      [/\bcancel(?:l)?(?:ing|ation)?\b.*\b(?:subscription|membership|account|plan|service|contract|policy|booking|reservation)\b/, 9],
      [/\bcancel/, 4],
      [/\bunsubscribe\b/, 5],
      [/\bend my (?:subscription|membership|contract)\b/, 8],
    ],
    // Friends and family do not hold subscriptions: "the party is cancelled" is news for them.
    boost: (facts) => (isPersonal(facts) ? -6 : 0),
    tones: [
      tone('Concise', 'concise', 'Best when you simply want it done, with a clear written confirmation.'),
      tone('Courteous', 'courteous', 'Best when you have been happy with the service and want to leave on good terms.'),
    ],
    to: SUPPORT_GREETING,
    subjects: [
      ['Cancellation Request: {product}', 'Request to Cancel My Subscription'],
      ['Cancelling My {product}', 'Help Cancelling My Account'],
    ],
    placeholders: { product: '[subscription or membership]' },
    lines: [
      open(['I am writing to cancel my {product}, effective {date}.', "I'd like to cancel my {product}, effective {date}."], { when: ['date'] }),
      open(['I am writing to cancel my {product}, effective immediately.', "I'd like to cancel my {product} as soon as possible."], { unless: ['date'] }),
      body(1, ['My account is registered under [email address or member number].', 'The account is under [email address or member number].']),
      body(2, ['I have appreciated the service, but it no longer fits my needs.', "I've enjoyed being a member, but it's not the right fit for me anymore."]),
      body(3, [
        'I do not authorize any further charges to my payment method after the cancellation date.',
        "I'd rather not be charged again after that date.",
      ]),
      ask(['Please {task}, and send me written confirmation that the cancellation has been processed.', 'Could you please {task}?'], { when: ['task'] }),
      ask([
        'Please confirm in writing that the cancellation has been processed and that no further charges will be made.',
        "Could you confirm once it's cancelled and that I won't be charged again?",
      ]),
      close(['Thank you.', 'Thanks for your help!']),
    ],
  },
  {
    id: 'billing-error',
    label: 'billing dispute email',
    smallTalk: false,
    match: [
      [/\bcharged twice\b|\bdouble[- ]charged\b|\bduplicate charge\b|\bovercharged\b|\bbilling (?:error|mistake|issue)\b|\bincorrect (?:charge|bill|invoice)\b|\bwrong(?:ly)? charged\b/, 11],
      [/\bcharge[sd]?\b/, 3],
      [/\binvoice\b|\bbill\b/, 2],
      [/\breverse\b/, 3],
    ],
    tones: [
      tone('Firm', 'firm', 'Best when the error is clear and you want it corrected before the next billing cycle.'),
      tone('Courteous', 'courteous', 'Best for a first contact, assuming an honest mistake.'),
    ],
    to: SUPPORT_GREETING,
    subjects: [
      ['Billing Error: {amount} Charge', 'Billing Error on My Account'],
      ['Question About a Charge on My Account', 'Question About a Charge on My Account'],
    ],
    lines: [
      open(['I am writing because {issue}.', "I noticed that {issue}. I'm hoping you can help sort it out."], { when: ['issue'] }),
      open([
        'I am writing about an incorrect charge of {amount} on my account.',
        "I noticed a charge of {amount} on my account that doesn't look right.",
      ], { unless: ['issue'] }),
      body(0, ['The amount charged in error is {amount}.', 'The extra charge was {amount}.'], { when: ['issue', 'amount'] }),
      body(1, [
        'I have checked my records and bank statement, and the charge does not match what I agreed to pay.',
        "I double-checked my statement, and it doesn't match what I expected to pay.",
      ]),
      body(2, ['I have attached a copy of the statement for your reference.', "I've attached a screenshot of the statement."]),
      body(3, [
        'I would appreciate it if this could be corrected before the next billing cycle.',
        "It'd be great to get this fixed before the next billing cycle.",
      ]),
      ask(['Please {task} and confirm once it has been processed.', 'Could you please {task}?'], { when: ['task'] }),
      ask([
        'Please refund the incorrect charge and confirm once it has been processed.',
        "Could you refund the extra charge and let me know when it's done?",
      ]),
      close(['Thank you for your prompt attention to this.', 'Thanks so much for your help!']),
    ],
  },
  {
    id: 'customer-response',
    label: 'reply to a customer',
    smallTalk: false,
    match: [
      [/\b(?:reply|respond|responding|replying|answer|write back) to (?:a |an |the |our |my |this )?(?:unhappy |upset |angry |frustrated )?(?:customer|client|guest|user|buyer|shopper)\b/, 13],
      [/\bcustomer (?:complaint|review|feedback|email)\b/, 5],
      [/\b(?:apologi[sz]ing|apology) to (?:a |an |the |our )?customer\b/, 8],
      [/\bapologi[sz]e to (?:a |an |the |our )?(?:unhappy |upset |angry |frustrated )?(?:customer|client|guest|buyer|shopper)s? (?:whose|who)\b/, 12],
    ],
    tones: [
      tone('Empathetic', 'empathetic', 'Best when the customer is upset and you want them to feel heard first.'),
      tone('Professional', 'professional', 'Best for a measured, on-brand reply that could be shared or escalated.'),
    ],
    to: [['valued customer', 'there']],
    subjects: [
      ['We’re Sorry – Here’s How We’ll Help', 'We’re Sorry – Here’s How We’ll Help'],
      ['Regarding Your Recent Order', 'Regarding Your Recent Order'],
    ],
    lines: [
      open(["I'm so sorry that {issue}.", 'Thank you for letting us know that {issue}. Please accept our apologies.'], { when: ['issue'] }),
      open([
        "I'm so sorry about the trouble you've had with your recent order.",
        'Thank you for contacting us, and please accept our apologies for the problem with your recent order.',
      ], { unless: ['issue'] }),
      body(0, ["To make it up to you, we'd like to offer {offer}.", 'As a gesture of goodwill, we would like to offer you {offer}.'], { when: ['offer'] }),
      body(1, [
        'I know how frustrating that is, especially when you were counting on it.',
        'This is not the experience we aim to provide, and we take it seriously.',
      ]),
      body(1, ['Just use the code {code} at checkout.', 'Simply enter the code {code} at checkout.'], { when: ['code'], unless: ['offer'] }),
      body(2, [
        "We've looked into what happened and are taking steps so it doesn't happen again.",
        'We have reviewed what happened and are taking steps to prevent it from recurring.',
      ]),
      ask([
        "If there's anything else we can do, please just reply to this email.",
        'Please reply to this email if there is anything further we can do.',
      ]),
      close(['Thank you for your patience and for being such a valued customer.', 'Thank you for your understanding.']),
    ],
  },
];
