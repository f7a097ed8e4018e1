import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, isPersonal, open, tone } from './define.ts';

export const REQUEST_INTENTS: readonly IntentSpec[] = [
  {
    id: 'inquiry',
    label: 'inquiry email',
    match: [
      [/\binquir|\benquir/, 8],
      [/\bask(?:ing)? (?:[\w']+ ){0,2}(?:about|whether|if|when|what|how|why|where)\b|\bwhether\b/, 4],
      [/\bavailab/, 4],
      [/\bremaining\b|\bhow many\b|\bbalance\b/, 3],
      [/\bquestion about\b|\binformation (?:about|on)\b|\bmore (?:info|information|details)\b/, 5],
      [/\bvolunteer/, 4],
      [/\bpricing\b|\bopening hours\b|\brent\b/, 2],
    ],
    // Friends and family are asked in a personal note, not an inquiry.
    boost: (facts) => (isPersonal(facts) ? -4 : 0),
    tones: [
      tone('Formal', 'formal', 'Best for organizations, landlords and offices you have not contacted before.'),
      tone('Friendly', 'friendly', 'Best for small businesses and people who reply to a relaxed tone.'),
    ],
    to: [['{company} team', '{company} team'], ['Sir or Madam', 'there']],
    subjects: [
      ['Inquiry About {topic}', 'Request for Information'],
      ['Quick Question About {topic}', 'Quick Question for You'],
    ],
    lines: [
      open(['I am writing to inquire about {topic}.', "I'm interested in {topic} and had a quick question."], { when: ['topic'] }),
      open(['I am writing with an inquiry for {company}.', 'I had a quick question for the team at {company}.'], { when: ['company'], unless: ['topic'] }),
      open(['I am writing with a brief inquiry.', 'I had a quick question.'], { unless: ['topic', 'company'] }),
      body(0, ['In particular, I would like to know about {detail}.', "I'm especially curious about {detail}."], { when: ['detail'] }),
      body(1, ['A little about me: [relevant background, such as your situation or what you need].', 'For context, [a bit about your situation].']),
      body(2, ['Any details on [availability, pricing or next steps] would be very helpful.', 'Anything you can share on [pricing, timing or next steps] would be great.']),
      body(3, ['I am flexible on timing and happy to provide any information you need.', "I'm flexible and happy to share anything you need from me."]),
      ask(['Could you please let me know {question}?', 'Do you know {question}?'], { when: ['question'] }),
      ask(['Could you please send me more information, or let me know the best person to contact?', 'Could you point me in the right direction?']),
      close(['Thank you for your help.', 'Thanks so much!']),
    ],
  },
  {
    id: 'quote-request',
    label: 'quote request',
    match: [
      [/\bquote\b/, 8],
      [/\bestimate\b/, 7],
      [/\bpricing\b|\bprice\b|\bhow much\b|\bcost\b/, 3],
      [/\bbid\b/, 3],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for established suppliers, or when several vendors will compare quotes.'),
      tone('Concise', 'concise', 'Best for a local business where a short, clear request gets a fast answer.'),
    ],
    to: [['{company} team', '{company} team'], ['Sales Team', 'there']],
    subjects: [
      ['Quote Request: {topic}', 'Request for a Quote'],
      ['Pricing for {topic}?', 'Quick Pricing Question'],
    ],
    placeholders: { topic: '[products or services]' },
    lines: [
      open(['I would like to request a quote for {topic}.', "I'm looking for a quote for {topic}."]),
      body(0, ['I would need the work completed {by:deadline}.', "I'd need everything {by:deadline}."], { when: ['deadline'] }),
      body(1, ['Key details: [quantities, specifications, delivery address or timeline].', 'Details: [quantity, specs, timing].']),
      body(2, ['It would help to see any setup, delivery or rush fees itemized.', "It'd help to see any extra fees broken out."]),
      body(3, ['If you need any further information to prepare the quote, I would be happy to provide it.', 'Happy to answer any questions or send over artwork and specs.']),
      body(4, [
        'I am comparing a few options and would like to make a decision soon.',
        "I'm hoping to place the order soon, so a quick reply would be great.",
      ]),
      ask(['Could you please send a quote and an estimated turnaround time?', 'Could you send over a price and turnaround time?']),
      close(['Thank you, and I look forward to your reply.', 'Thanks!']),
    ],
  },
  {
    id: 'payment-reminder',
    label: 'payment reminder',
    match: [
      [/\b(?:payment|invoice|bill)\b/, 4],
      [/\bfollow(?:ing)?[- ]?up on (?:my |the |our |an |this )?(?:unpaid |overdue |outstanding )?(?:invoice|payment|bill)\b/, 10],
      [/\boverdue\b|\bunpaid\b|\bpast due\b|\boutstanding\b|\bowe[sd]?\b/, 6],
      [/\bremind/, 3],
      [/\bdue\b/, 2],
    ],
    // Money a friend or roommate owes is a personal reminder, not an invoice.
    boost: (facts) => (isPersonal(facts) ? -6 : 0),
    tones: [
      tone('Polite', 'courteous', 'Best for a first reminder, assuming an honest oversight.'),
      tone('Firm', 'firm', 'Best when the invoice is well overdue or earlier reminders went unanswered.'),
    ],
    subjects: [
      ['Friendly Reminder: {reference}', 'Friendly Reminder: Invoice Due'],
      ['Overdue Payment: {reference}', 'Overdue Payment Reminder'],
    ],
    placeholders: { reference: 'invoice [invoice number]', amount: '[amount]', deadline: '[due date]' },
    lines: [
      open([
        'I hope you are well. This is a friendly reminder that {reference} for {amount} was due {on:deadline}.',
        'I am writing about {reference} for {amount}, which was due {on:deadline} and remains unpaid.',
      ]),
      body(1, [
        'It may simply have slipped through the cracks, so I have attached a copy for your convenience.',
        'A copy of the invoice is attached for reference.',
      ]),
      body(2, ['Payment can be made by [payment method or link].', 'Payment details: [payment method or link].']),
      body(3, [
        'If payment is already on its way, thank you, and please disregard this note.',
        'If payment has already been made, please send the remittance details so that I can update our records.',
      ]),
      ask(['Could you let me know when I can expect payment?', 'Please arrange payment within [number] days, or let me know when I can expect it.']),
      close(['Thank you, and have a great week.', 'Thank you for your prompt attention to this matter.']),
    ],
  },
  {
    id: 'reminder',
    label: 'reminder',
    match: [
      [/\bremind/, 6],
      [/\bdon'?t forget\b|\bheads[- ]up\b/, 4],
    ],
    tones: [
      tone('Friendly', 'friendly', 'Best for colleagues and friends, where a light touch works.'),
      tone('Formal', 'formal', 'Best for clients or formal deadlines that need a clear record.'),
    ],
    subjects: [
      ['Friendly Reminder: {topic}', 'Reminder: {date}', 'A Friendly Reminder'],
      ['Reminder: {topic} {on:date}', 'Reminder: {topic}', 'Reminder: Upcoming Date'],
    ],
    lines: [
      open(['Just a friendly reminder that {statement}.', 'This is a reminder that {statement}.'], { when: ['statement'] }),
      open(['Just a friendly reminder that {topic} is due {by:deadline}.', 'This is a reminder that {topic} is due {by:deadline}.'], { when: ['topic', 'deadline'], unless: ['statement'] }),
      open(['Just a friendly reminder about {topic} {on:date}.', 'This is a reminder regarding {topic} {on:date}.'], { when: ['topic', 'date'], unless: ['statement', 'deadline'] }),
      open(['Just a friendly reminder about {topic}.', 'This is a reminder regarding {topic}.'], { when: ['topic'], unless: ['statement', 'deadline', 'date'] }),
      open(['Just a friendly reminder about [what is coming up] {on:date}.', 'This is a reminder regarding [what is coming up] {on:date}.'], { unless: ['statement', 'topic'] }),
      body(1, ['I know things get busy, so I wanted to make sure it was on your radar.', 'I wanted to make sure this is on your radar ahead of time.']),
      body(2, ["If you need anything from me beforehand, I'm happy to help.", 'If you need any further information beforehand, I will be glad to provide it.']),
      body(3, ["A quick reply is all I need, so this shouldn't take a moment.", 'A brief confirmation is all that is needed.']),
      body(4, ['Thanks for keeping on top of it.', 'I appreciate your attention to this.']),
      ask(['Please plan around it, and let me know if you have any questions.', 'Please plan accordingly, and let me know if you have any questions.'], { when: ['statement'] }),
      ask(["Can you confirm you're all set?", 'Please confirm that this works for you.']),
      close(['Thanks!', 'Thank you.']),
    ],
  },
  {
    id: 'repair-request',
    label: 'repair request',
    match: [
      [/\bfix\b|\brepair\b|\bmaintenance\b/, 6],
      // Who it is for, not what it is: a landlord alone does not make a repair request.
      [/\blandlord\b|\bproperty manager\b|\bbuilding manager\b|\bsuperintendent\b/, 1],
      [/\bleak(?:ing|s|y)?\b|\bbroken\b|\bheating\b|\bmou?ld\b|\bpests?\b/, 3],
      [/\bbeep\w*\b|\b(?:not|stopped) working\b|\bflicker\w*\b|\bclogged\b|\bblocked\b|\bno (?:hot water|heat|heating)\b|\bsmoke (?:detector|alarm)\b|\bwashing machine\b|\bdishwasher\b|\bfridge\b|\btoilet\b|\bboiler\b/, 3],
      [/\bapartment\b|\bunit\b/, 2],
    ],
    tones: [
      tone('Polite', 'courteous', 'Best for a first report to a landlord you get along with.'),
      tone('Firm', 'firm', 'Best when the problem is serious or earlier requests were ignored.'),
    ],
    subjects: [
      ['Repair Request: {reference}', 'Request for a Repair'],
      ['Repair Needed in {reference}', 'Repair Needed in My Unit'],
    ],
    lines: [
      open(['I am writing to report a maintenance issue that needs attention.', 'I need to report a repair that cannot wait.']),
      body(0, ['Specifically, I need someone to {task}.', 'Specifically, someone needs to {task}.'], { when: ['task'] }),
      body(0, ['Specifically, {issue}.', 'To be specific, {issue}.'], { when: ['issue'], unless: ['task'] }),
      body(0, ['Specifically, {statement}.', 'To be specific, {statement}.'], { when: ['statement'], unless: ['task', 'issue'] }),
      body(0, ['Specifically, [describe the problem and where it is].', 'The problem: [describe the problem and where it is].'], { unless: ['task', 'issue', 'statement'] }),
      body(1, ['The problem started [when it started] and has not improved.', "It started [when it started], and it hasn't improved."]),
      body(2, ['I am concerned it could cause further damage if it is not addressed soon.', 'Left as it is, it is likely to cause further damage.']),
      body(3, ['I am happy to provide access to the unit at a time that suits the repair team.', 'I can provide access on [days and times you are available].']),
      ask([
        'Could you please let me know when someone will be able to come and take a look?',
        'Please confirm when the repair will be scheduled, ideally within the next [number] days.',
      ]),
      close(['Thank you for your help.', 'Thank you for addressing this promptly.']),
    ],
  },
  {
    id: 'favor',
    label: 'favor request',
    match: [
      [/\bfavou?r\b/, 10],
      [/\bwould you mind\b|\bcould you help\b|\bhelp me (?:with|out)\b/, 4],
    ],
    boost: (facts) => (isPersonal(facts) ? -4 : 0),
    tones: [
      tone('Friendly', 'friendly', 'Best for friends and former colleagues you are on good terms with.'),
      tone('Polite', 'polished', 'Best for someone you know less well, or who is senior to you.'),
    ],
    subjects: [
      ['A Quick Favor to Ask', 'A Quick Favor to Ask'],
      ['Could I Ask a Small Favor?', 'Could I Ask a Small Favor?'],
    ],
    placeholders: { request: '[what you need]' },
    lines: [
      open(["I hope you're doing well! I have a small favor to ask, and no pressure at all.", 'I hope you are well. I am reaching out with a small request.']),
      body(0, ['I was hoping to get {request}.', 'I would be grateful for {request}.']),
      body(1, ['You have such a good eye for this, so your take would mean a lot.', 'Your experience in this area makes your perspective especially valuable to me.']),
      body(2, [
        "It shouldn't take more than [time needed], and I'm happy to work around your schedule.",
        'I expect it would take no more than [time needed], at whatever time suits you.',
      ]),
      body(3, ["And of course, I'd be glad to return the favor anytime.", 'I would be very happy to return the favor in any way I can.']),
      ask(['Would you be up for it?', 'Would you be willing to help with this?']),
      close(['Thanks so much either way!', 'Thank you for considering it.']),
    ],
  },
  {
    id: 'document-request',
    label: 'records request',
    match: [
      [/\bcop(?:y|ies) of\b/, 9],
      [/\bfor (?:a|an|the) (?:receipt|statement|letter|certificate|record|reference letter)\b/, 4],
      [/\brecords?\b|\btranscripts?\b|\bcertificate\b|\bstatements?\b|\bdocuments?\b|\bpaperwork\b|\breceipts?\b/, 4],
      [/\brequest\b/, 2],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for offices, institutions and anything that may need a paper trail.'),
      tone('Concise', 'concise', 'Best when you just need the document quickly and the office knows you.'),
    ],
    to: [['{company} team', '{company} team'], ['Sir or Madam', 'there']],
    subjects: [
      ['Request for {request}', 'Request for Documents'],
      ['Requesting {request}', 'Quick Document Request'],
    ],
    placeholders: { request: '[the document you need]' },
    lines: [
      open(['I am writing to request {request}.', "I'd like to request {request}."]),
      body(0, ['I need them so that {purpose}.', 'I need them so {purpose}.'], { when: ['purpose'] }),
      body(1, ['For verification, my details are: [full name, date of birth and any reference number].', 'My details: [full name, date of birth, reference number].']),
      body(2, ['I am happy to complete any required forms or provide identification.', 'Happy to fill out any forms you need.']),
      body(3, ['An electronic copy sent to this email address would be ideal.', 'A digital copy by email works best.']),
      ask(['Could you please let me know how long this will take and whether there is any fee?', 'Could you let me know the timeline and any fees?']),
      close(['Thank you for your assistance.', 'Thanks!']),
    ],
  },
  {
    id: 'request-action',
    label: 'request email',
    match: [[/\b(?:ask|asking|request|requesting|get|getting)\b[^.]*?\bto (?:waive|cancel|extend|change|add|transfer|reduce|lower|increase|unlock|reset|reinstate|grant|allow|accept|consider|reconsider|approve|update|remove|correct|switch|upgrade|downgrade|close|open|renew|sponsor|send|share|sign|review|help|cover|pay|process|issue|keep|stop|turn|move|clean|lend)\b/, 5]],
    // Friends, family and neighbors get their own, warmer emails.
    boost: (facts) => (isPersonal(facts) ? -6 : 0),
    tones: [
      tone('Formal', 'formal', 'Best for banks, offices and organizations, or anyone you do not know personally.'),
      tone('Friendly', 'friendly', 'Best for people you know, or organizations with a relaxed style.'),
    ],
    to: [['{company} team', '{company} team'], ['Sir or Madam', 'there']],
    subjects: [
      ['Request to {task}', 'A Request for Your Help'],
      ['Quick Request', 'Quick Request for You'],
    ],
    placeholders: { task: '[what you would like them to do]' },
    lines: [
      open(['I am writing to ask for your help with a request.', 'I have a quick request and hoped you could help.']),
      body(0, ['I would be grateful if you could {task}.', 'It would be great if you could {task}.']),
      body(0, ['I am asking {because}.', "I'm asking {because}."], { when: ['because'] }),
      body(1, ['For reference, my details are [name, account or reference number].', 'My details are [name and account or reference number], in case you need them.']),
      body(2, ['I would be happy to provide any further information you need.', 'Happy to send over anything else you need.']),
      body(3, ['I appreciate your time and your help with this.', 'I really appreciate you looking into it.']),
      ask(['Could you let me know whether this is possible?', 'Would that be possible?']),
      close(['Thank you for your consideration.', 'Thanks so much!']),
    ],
  },
];
