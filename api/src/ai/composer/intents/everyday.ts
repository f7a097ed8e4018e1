// Everyday emails to landlords, neighbors, friends, family, coaches and offices: the requests
// people write outside work, in the words they would use, with no business jargon.
import type { Facts } from '../facts.ts';
import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, isHousehold, isNeighbor, isPersonal, open, tone } from './define.ts';

const isLandlord = (facts: Facts) => facts.relation === 'landlord' || facts.relation === 'landlady' || facts.relation === 'property manager';

/** A clinic, dentist or other office: greeted by its name when known. */
const OFFICE: NonNullable<IntentSpec['to']> = [['{company} team', '{company} team'], ['[Office name] team', '[Office name] team']];
const LANDLORD: NonNullable<IntentSpec['to']> = [["[Landlord's name]", "[Landlord's name]"]];

/** News that is not the sender's to celebrate: these requests need a different email. */
const SAD_NEWS = /\bpassed away\b|\bdied\b|\bfuneral\b|\bhospital\b|\bsick\b|\bill\b|\bcancer\b|\blost (?:my|our) (?:job|home)\b|\blaid off\b|\bfired\b|\bdivorc|\bbreak(?:ing)? up\b|\bsplit up\b|\bdiagnos/;

export const EVERYDAY_INTENTS: readonly IntentSpec[] = [
  {
    id: 'rent-late',
    label: 'late rent notice',
    match: [
      [/\brent\b[^.]*\b(?:late|behind|short|delayed|overdue)\b|\blate (?:on|with) (?:my |the |this month'?s )?rent\b|\b(?:pay|paying) (?:my |the )?rent late\b|\bcan'?t (?:pay|make) (?:my |the )?rent\b/, 14],
      [/\b(?:pay|paying) (?:my |the |this month'?s )?rent\b/, 8],
      // "about the rent increase" is not a late payment: the word alone barely counts.
      [/\brent\b/, 1],
    ],
    boost: (facts) => (isLandlord(facts) ? 2 : 0),
    tones: [
      tone('Polite', 'courteous', 'Best for a landlord or property manager you deal with formally.'),
      tone('Friendly', 'friendly', 'Best for a landlord you get along with, who appreciates a straight heads-up.'),
    ],
    to: LANDLORD,
    subjects: [
      ['Rent Will Be {lateBy} Late This Month', 'Rent Will Be a Few Days Late'],
      ["Heads-Up: This Month's Rent Will Be {lateBy} Late", "Heads-Up About This Month's Rent"],
    ],
    placeholders: { deadline: '[date]', date: '[date]' },
    safety: {
      amount: ['The rent due is {amount}.', "That's the full {amount}."],
      reference: ['This is for {reference}.', 'This is for {reference}.'],
    },
    lines: [
      open([
        'I am writing to let you know that my rent for this month will be about {lateBy} late.',
        'I wanted to give you a heads-up that my rent this month will be about {lateBy} late.',
      ], { when: ['lateBy'] }),
      open([
        'I am writing to let you know that my rent for this month will be a few days late.',
        'I wanted to give you a heads-up that my rent this month will be a few days late.',
      ], { unless: ['lateBy'] }),
      body(0, ['This is {because}, and I am sorry for the inconvenience.', "It's {because}, and I'm really sorry about it."], { when: ['because'] }),
      body(0, [
        'This is because [the reason, such as a delayed paycheck], and I am sorry for the inconvenience.',
        "It's because [the reason, like a delayed paycheck], and I'm really sorry about it.",
      ], { unless: ['because'] }),
      body(0, ['I will pay the full amount {on:date}.', "I'll have the full amount to you {on:date}."], { when: ['date'], unless: ['deadline'] }),
      body(0, ['I will pay the full amount {by:deadline}.', "I'll have the full amount to you {by:deadline}."], { unless: ['date'] }),
      body(1, [
        'If it would help, I can pay part of it, [partial amount], right away and the rest on that date.',
        'If it helps, I can send part of it, [partial amount], now and the rest then.',
      ]),
      body(2, [
        'I understand a late fee may apply under the lease, and I will include it with the payment.',
        "I know there may be a late fee under the lease, and I'll cover it.",
      ]),
      body(3, [
        'I will do everything I can to make sure this does not happen again.',
        "I'll do my best to make sure it doesn't happen again.",
      ]),
      ask(['Could you let me know whether this works for you?', 'Does that work for you?']),
      close(['Thank you for your understanding.', 'Thanks so much for understanding.']),
    ],
  },
  {
    id: 'money-reminder',
    label: 'reminder about money you are owed',
    match: [
      [/\bowes? me\b|\bowed me\b|\bpay (?:me )?back\b|\bpaid (?:me )?back\b|\bsettle up\b|\b(?:his|her|their) (?:half|share)\b/, 8],
      [/\bowe[sd]?\b|\bmoney\b|\bcash\b|\bvenmo\b|\bpaypal\b|\bdollars?\b|\$\d|\bbucks\b|\bbill\b/, 4],
      // "the sweater I lent her" is not money: lending counts only alongside money words.
      [/\blent\b|\bloaned\b|\bborrowed\b|\bspotted\b|\bfronted\b|\bcovered\b/, 2],
      [/\bremind|\bnudge\b|\bchase\b/, 2],
    ],
    boost: (facts) => (isPersonal(facts) ? 2 : facts.relation || facts.group ? -6 : 0),
    smallTalk: false,
    tones: [
      tone('Friendly', 'friendly', 'Best for a first nudge to a friend, roommate or family member.'),
      tone('Firm', 'direct', 'Best when you have asked before and want a clear date.'),
    ],
    subjects: [
      ['Quick Reminder About the {amount}', 'Quick Reminder About the Money'],
      ['Paying Back the {amount}', 'Settling Up the Money You Owe'],
    ],
    placeholders: { amount: '[amount]', deadline: '[date]' },
    lines: [
      open([
        'Just a friendly reminder about the {amount} for {expense}.',
        'I wanted to follow up about the {amount} you owe me for {expense}.',
      ]),
      body(0, [
        'You can send it to me on [payment app or bank details].',
        'You can pay me back through [payment app or bank details].',
      ]),
      body(1, [
        "I know it's easy to forget, so no worries at all.",
        'I covered the full amount at the time, so I would like to get it settled.',
      ]),
      body(2, [
        "I've got a few bills of my own coming up, so it would really help.",
        'I need it for my own bills this month.',
      ]),
      body(3, [
        "If it's easier to pay it in a couple of parts, that's totally fine.",
        'If paying it all at once is hard, tell me and we can agree on a plan.',
      ]),
      ask(['Could you send it over {by:deadline}?', 'Please pay me back {by:deadline}.'], { when: ['deadline'] }),
      ask(['Could you send it over when you get a chance this week?', 'Please pay me back by [date].']),
      close(['Thanks so much!', 'Thanks for sorting this out.']),
    ],
  },
  {
    id: 'neighbor-request',
    label: 'note to your neighbor',
    match: [
      [/\bnoise\b|\bnoisy\b|\bloud\b|\bmusic\b|\bbark(?:s|ing)?\b|\bleak\w*\b|\bceiling\b|\bflood\w*\b|\bparking\b|\bpark(?:s|ed)? (?:in|on|across)\b|\bdriveway\b|\btrash\b|\bgarbage\b|\bbins?\b|\bsmok(?:e|ing)\b|\bfence\b|\btree\b|\bhedge\b|\bquiet\b|\bkeep (?:it|the \w+) down\b|\bpoop\b|\bmess\b|\bleaves\b/, 6],
      [/\bneighbou?rs?\b/, 1],
      [/\bask\b|\bplease\b|\bkeep\b|\bstop\b|\btell\b|\blet\b|\bmention\b/, 2],
      [/\bapologi|\bsorry\b|\binvit/, -12],
    ],
    boost: (facts) => (isNeighbor(facts) ? 2 : -20),
    tones: [
      tone('Warm', 'warm', 'Best for a first, friendly word with neighbors you want to stay on good terms with.'),
      tone('Direct', 'direct', 'Best when it keeps happening and you want the request to be unmistakable.'),
    ],
    subjects: [
      ['A Quick Neighborly Request', 'A Quick Neighborly Request'],
      ['A Request From Your Neighbor', 'A Request From Your Neighbor'],
    ],
    placeholders: { task: "[what you'd like them to do]" },
    lines: [
      open([
        "I'm {sender} from [your flat or house number], and I hope you're doing well.",
        "I'm {sender}, your neighbor at [your flat or house number].",
      ]),
      body(0, ['I wanted to ask whether you could {task}.', 'I am writing to ask you to please {task}.'], { when: ['task'] }),
      body(0, ['I wanted to mention that {statement}.', 'I wanted to let you know that {statement}.'], { when: ['statement'], unless: ['task'] }),
      body(0, ['I wanted to get in touch about {topic}.', 'I am writing about {topic}.'], { when: ['topic'], unless: ['task', 'statement'] }),
      body(0, ['I wanted to mention that {issue}.', 'I wanted to let you know that {issue}.'], { when: ['issue'], unless: ['task', 'statement', 'topic'] }),
      body(0, [
        "I wanted to mention [what's been happening, and when].",
        "I wanted to let you know about [what's been happening, and when].",
      ], { unless: ['task', 'statement', 'topic', 'issue'] }),
      body(1, [
        'It makes a real difference for us because [why it matters, e.g. early starts or a baby sleeping].',
        'It matters because [why it matters, e.g. early starts or a baby sleeping].',
      ]),
      body(2, [
        "I'm sure you didn't realize, and I'd much rather have a friendly word than let it build up.",
        "I'd rather raise it directly than let it become a problem between us.",
      ]),
      body(3, [
        "If anything on our side ever bothers you, please tell me too.",
        "If there's anything on my side that bothers you, let me know.",
      ]),
      ask(["Would that be okay with you?", 'Could you let me know that you got this?']),
      close(['Thank you so much, I really appreciate it.', 'Thanks for understanding.']),
    ],
  },
  {
    id: 'neighbor-apology',
    label: 'apology note',
    match: [
      [/\bapologi[sz]/, 8],
      [/\bsorry\b/, 5],
    ],
    // Neighbors and roommates: sorry for the noise or the mess, without a declaration of love.
    boost: (facts) => (isHousehold(facts) ? 2 : -20),
    smallTalk: false,
    tones: [
      tone('Sincere', 'warm', 'Best when the disturbance was real and you want to show you take it seriously.'),
      tone('Friendly', 'friendly', 'Best for a neighbor or roommate you already chat with, for a small slip.'),
    ],
    subjects: [
      ['Sorry About {occasion}', 'A Quick Apology'],
      ['So Sorry About {occasion}!', 'Sorry About That!'],
    ],
    placeholders: { occasion: '[what happened]' },
    lines: [
      open(['I wanted to apologize for {occasion}.', "I'm so sorry about {occasion}!"]),
      body(0, [
        "I realize it must have been disruptive, and it wasn't fair on you.",
        "I know it can't have been fun on your side, and I didn't think about how far it would carry.",
      ]),
      body(1, [
        "Next time, I'll [what you'll do differently, e.g. give you a heads-up and keep it down after 10pm].",
        "Next time I'll [what you'll do differently], I promise.",
      ]),
      body(2, ['I really value being on good terms with you.', "I'd hate for it to spoil things between us."]),
      ask([
        "Please let me know if there's anything I can do to make up for it.",
        "If there's anything I can do to make up for it, just say the word.",
      ]),
      close(['Thank you for being so understanding.', 'Thanks for being so patient with us!']),
    ],
  },
  {
    id: 'personal-favor',
    label: 'favor to ask',
    match: [
      [/\b(?:ask|asking|see if|check if)\b[^.]*?\b(?:to|(?:if|whether) (?:i|we|she|he|they|you) (?:can|could|may|would|might|will)) (?:water|feed|help|watch|pick|drop|lend|look after|cover|take|drive|give|babysit|walk|check on|collect|sign for|borrow|use|stay|crash|store|keep an eye|bring|come|house-?sit|pet-?sit|mind)\b/, 6],
      [/\bfavou?r\b/, 6],
      [/\bask\b[^.]*\bfor (?:her|his|their|your|a|an|some)\b/, 4],
      [/\bborrow\b|\bhelp me\b|\bwhile (?:i'?m|i am|we'?re|we are) (?:away|out of town|on vacation|traveling|travelling)\b/, 3],
    ],
    boost: (facts) => (isPersonal(facts) ? 2 : -20),
    tones: [
      tone('Warm', 'warm', 'Best for family and close friends, when you want them to know you appreciate it.'),
      tone('Casual', 'casual', 'Best for an easy ask between friends, where a short note feels natural.'),
    ],
    subjects: [
      ['A Small Favor to Ask', 'A Small Favor to Ask'],
      ['Could You Do Me a Favor?', 'Could You Do Me a Favor?'],
    ],
    placeholders: { task: '[what you need help with]', request: '[what you need help with]' },
    lines: [
      open(['I have a small favor to ask, and please say no if it is not a good time.', 'Could I ask you a quick favor?']),
      body(0, ['I was wondering if you could {task}.', "I was hoping you'd be able to {task}."], { when: ['task'] }),
      body(0, ['I was wondering if I could {permission}.', 'I was hoping I could {permission}.'], { when: ['permission'], unless: ['task'] }),
      body(0, ['I was hoping I could ask you for {request}.', "I'd love to ask you for {request}."], { when: ['request'], unless: ['task', 'permission'] }),
      body(0, ['I was wondering if you could [what you need help with].', "I was hoping you'd be able to [what you need help with]."], { unless: ['task', 'permission', 'request'] }),
      body(1, [
        "Here's what it would involve: [the details, e.g. times, where the key is, what to do].",
        'The details: [times, where the key is, anything to know].',
      ], { unless: ['request'] }),
      body(1, ['There is no rush at all, whenever you have a moment.', 'No rush at all, whenever you get a second is great.'], { when: ['request'] }),
      body(2, ["I'd be so grateful, and I'd be glad to return the favor anytime.", "I owe you one, and I'm happy to return the favor."]),
      body(3, ['Of course, no pressure at all if it doesn\'t work out.', 'Totally fine if it doesn\'t work out.']),
      ask(['Would that be possible?', 'Let me know if that works for you.']),
      close(['Thank you so much!', 'Thanks a million!']),
    ],
  },
  {
    id: 'personal-request',
    label: 'request',
    match: [
      [/\b(?:ask|asking|get|getting|tell|telling|remind|reminding)\b[^.]*?\bto\b/, 4],
      [/\bapologi|\bsorry\b/, -8],
    ],
    // Only for friends, family and roommates asked to do something specific.
    boost: (facts) => (isPersonal(facts) && facts.task ? 2 : -20),
    tones: [
      tone('Friendly', 'friendly', 'Best for a first ask to a roommate, friend or family member.'),
      tone('Direct', 'direct', 'Best when you have mentioned it before and want it to land.'),
    ],
    subjects: [
      ['Quick Request: {task}', 'A Quick Request'],
      ['Can You {task}?', 'A Request From Me'],
    ],
    placeholders: { task: '[what you need them to do]' },
    lines: [
      open(['I wanted to ask if you could {task}.', "I'm writing to ask you to {task}."]),
      body(1, ['It would really help because [why it matters to you].', 'It matters because [why it matters to you].']),
      body(2, ["I know we're all busy, so a day or two is fine.", 'Ideally it would be done by [when you need it].']),
      body(3, ["Let me know if there's a better time for you.", "If something's making it hard, tell me and we can work it out."]),
      body(4, ['I really appreciate it.', "I'd rather ask than let it bother me."]),
      ask(['Would that be okay?', "Can you let me know when that's sorted?"]),
      close(['Thanks so much!', 'Thanks for sorting it out.']),
    ],
  },
  {
    id: 'permission-request',
    label: 'permission request',
    match: [
      [/\b(?:ask|asking|check|see|find out)\b[^.]*?\b(?:if|whether) (?:i|we) (?:can|could|may|might)\b/, 9],
      [/\bpermission\b|\ballowed to\b|\bokay (?:for me )?to\b|\bok (?:for me )?to\b/, 6],
      // Time off has its own email.
      [/\b(?:days?|time|week|morning|afternoon|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow) off\b|\bleave\b|\bvacation\b|\bpto\b/, -8],
    ],
    boost: (facts) => (isPersonal(facts) ? -4 : 0),
    tones: [
      tone('Polite', 'courteous', 'Best for a landlord, coach, teacher or manager you want to ask properly.'),
      tone('Friendly', 'friendly', 'Best for someone you already talk to casually.'),
    ],
    subjects: [
      ['Request to {permission}', 'A Quick Request'],
      ['Could I {permission}?', 'Quick Question for You'],
    ],
    lines: [
      open([
        'I am writing to ask whether it would be possible for me to {permission}.',
        "I wanted to check whether it would be okay if I {permission}.",
      ]),
      body(0, ['I am asking {because}.', "It's {because}."], { when: ['because'] }),
      body(0, ['The reason is [why you are asking].', "For context, [why you're asking]."], { unless: ['because'] }),
      body(1, [
        'I will make sure it causes as little disruption as possible, and I am happy to [what you will do to make it work].',
        "I'll make sure it's no trouble, and I'm happy to [what you'll do to make it work].",
      ]),
      body(2, ['I completely understand if it is not possible.', "No worries at all if it's a no."]),
      ask(['Could you let me know whether that would be all right?', 'Would that be okay with you?']),
      close(['Thank you for considering it.', 'Thanks so much!']),
    ],
  },
  {
    id: 'cancel-plans',
    label: 'note to cancel plans',
    match: [
      [/\b(?:can'?t|cannot|won'?t|unable to|not able to|won'?t be able to|not going to) (?:make it|come|go|be there)\b|\bbail(?:ing)? on\b|\bback(?:ing)? out of\b/, 9],
      [/\bcancel\w*\b[^.]*\b(?:dinner|lunch|brunch|drinks|coffee|breakfast|plans|date|movie|sleepover|playdate|hangout|game night|party|trip|visit|weekend|tonight|tomorrow)\b/, 10],
      [/\bcancel\w*\b/, 1],
    ],
    boost: (facts) => (isPersonal(facts) ? 2 : -4),
    smallTalk: false,
    tones: [
      tone('Warm', 'warm', 'Best when you want them to know you are genuinely sorry to miss it.'),
      tone('Casual', 'casual', 'Best for a close friend, where a quick, honest note is enough.'),
    ],
    subjects: [
      ["Sorry, I Can't Make It {on:date}", "Sorry, I Can't Make It"],
      ['Rain Check for {date}?', 'Rain Check, Please?'],
    ],
    lines: [
      open(["I'm so sorry, but I won't be able to make it to {event} {on:date}.", "Bad news: I can't make it to {event} {on:date}."], { when: ['event', 'date'] }),
      open(["I'm so sorry, but I won't be able to make it to {event}.", "Bad news: I can't make it to {event}."], { when: ['event'], unless: ['date'] }),
      open(["I'm so sorry, but I won't be able to make it {on:date}.", "Bad news: I can't make it {on:date}."], { when: ['date'], unless: ['event'] }),
      open(["I'm so sorry, but I won't be able to make it to [the plans] after all.", "Bad news: I can't make it to [the plans] after all."], { unless: ['event', 'date'] }),
      body(0, ["It's {because}, and I really hate to cancel.", 'I have to bail this time {because}.'], { when: ['because'] }),
      body(0, ["It's because [the reason], and I really hate to cancel.", 'I have to bail this time because [the reason].'], { unless: ['because'] }),
      body(1, ['I was really looking forward to it.', "I'm gutted, because I was looking forward to it."]),
      body(2, ['I feel terrible about the late notice.', 'Sorry for the short notice!']),
      body(3, ["I promise I'll be there next time.", "Next one's on me, promise."]),
      body(4, ['I know plans take effort, and I really appreciate you making them.', 'I know you went to some trouble, and I appreciate it.']),
      ask(['Can we find another time soon so I can make it up to you?', "Rain check? I'll make it up to you."]),
      close(['Thank you for understanding.', 'Thanks for understanding!']),
    ],
  },
  {
    id: 'appointment-booking',
    label: 'appointment request',
    match: [
      [/\b(?:book|schedule|make|set up|arrange|request|get)\b[^.]*\b(?:appointment|check-?up|cleaning|consultation)\b/, 10],
      [/\bdoctor\b|\bdentist\b|\bclinic\b|\bgp\b|\bvet\b|\bphysio|\btherapist\b|\bsalon\b|\bbarber\b|\bmechanic\b/, 2],
    ],
    tones: [
      tone('Polite', 'courteous', 'Best for a clinic, practice or office you have not booked with before.'),
      tone('Brief', 'concise', 'Best when they know you, and you just need a time.'),
    ],
    to: OFFICE,
    subjects: [
      ['Appointment Request {on:date}', 'Appointment Request'],
      ['Booking {a:appointment}', 'Booking an Appointment'],
    ],
    placeholders: { appointment: 'appointment' },
    lines: [
      open(['I would like to book {a:appointment} {on:date}, if one is available.', "I'd like to book {a:appointment} {on:date} if you have anything open."], { when: ['date'] }),
      open(['I would like to book {a:appointment} at your earliest convenience.', "I'd like to book {a:appointment} in the next couple of weeks."], { unless: ['date'] }),
      body(0, ['The appointment is {because}.', "It's {because}."], { when: ['because'] }),
      body(0, ['The appointment is for [the reason, e.g. a routine checkup or a specific concern].', "It's for [the reason]."], { unless: ['because'] }),
      body(1, [
        'I am [a new or existing patient or client], and the booking is for [full name and date of birth, or your pet\'s name].',
        "I'm [a new or existing patient], and it's for [full name and date of birth, or your pet's name].",
      ]),
      body(2, ['I am generally available [days and times that suit you].', "I'm usually free [days and times]."]),
      body(3, ['If you are fully booked, I would be glad to be added to the waiting list.', "Happy to go on the waiting list if you're booked up."]),
      ask(['Could you please let me know which times are available?', 'What times do you have open?']),
      close(['Thank you for your help.', 'Thanks so much!']),
    ],
  },
  {
    id: 'appointment-cancel',
    label: 'appointment cancellation',
    match: [
      [/\bcancel\w*\b[^.]*\b(?:appointment|check-?up|cleaning|consultation|lesson|session)\b/, 12],
    ],
    tones: [
      tone('Polite', 'courteous', 'Best for a clinic or office, with an apology for the short notice.'),
      tone('Brief', 'concise', 'Best when you just need it cancelled and confirmed.'),
    ],
    to: OFFICE,
    subjects: [
      ['Cancelling My {appointment} {on:date}', 'Cancelling My Appointment'],
      ['Cancellation: {appointment} {on:date}', 'Appointment Cancellation'],
    ],
    placeholders: { appointment: 'appointment', date: '[date and time]' },
    lines: [
      open(['I am writing to cancel my {appointment} {on:date}.', 'I need to cancel my {appointment} {on:date}.']),
      body(0, ['Unfortunately, I have to cancel {because}.', "I have to cancel {because}."], { when: ['because'] }),
      body(1, ['The appointment is booked under [your full name and phone number].', "It's booked under [your full name]."]),
      body(2, [
        'I apologize for the short notice, and I hope the slot can go to someone else.',
        'Sorry for the short notice. Hopefully someone else can use the slot.',
      ]),
      body(3, ['I will be in touch to rebook when I can.', "I'll be in touch to rebook soon."]),
      ask([
        'Could you please confirm the cancellation, and let me know if there is a cancellation fee?',
        "Could you confirm it's cancelled, and let me know if there's a fee?",
      ]),
      close(['Thank you for your help.', 'Thanks!']),
    ],
  },
  {
    id: 'patient-request',
    label: 'request to your doctor’s office',
    match: [
      [/\bprescription\b|\brefill\b|\b(?:test|lab|blood) results?\b|\breferral\b|\bsick note\b|\bdoctor'?s note\b|\bmedical certificate\b/, 9],
      [/\bdoctor\b|\bdoctor'?s office\b|\bclinic\b|\bgp\b|\bpharmacy\b|\bnurse\b|\bpractice\b/, 3],
    ],
    tones: [
      tone('Polite', 'courteous', 'Best for a practice or clinic that keeps a record of every request.'),
      tone('Brief', 'concise', 'Best for a practice that knows you, when you just need it done.'),
    ],
    to: OFFICE,
    subjects: [
      ['Request: {task}', 'Request From a Patient'],
      ['Quick Request: {task}', 'Quick Request From a Patient'],
    ],
    lines: [
      open(['I am a patient at your practice, and I am writing to ask if you could {task}.', "I'm a patient of yours, and I'm hoping you could {task}."], { when: ['task'] }),
      open([
        'I am a patient at your practice, and I am writing with a request about [my prescription, results or referral].',
        "I'm a patient of yours with a quick request about [my prescription, results or referral].",
      ], { unless: ['task'] }),
      body(0, ['So that you can find my file, my details are [full name and date of birth].', 'My details: [full name, date of birth].']),
      body(1, ['The details are: [e.g. the medication and dose, or the date of the test].', 'Details: [e.g. medication and dose, or test date].']),
      body(2, ['I am happy to come in or call if that would be easier.', "Happy to call or pop in if that's easier."]),
      ask(['Could you please let me know when it will be ready, or if you need anything else from me?', 'Could you let me know when it will be ready?']),
      close(['Thank you for your help.', 'Thanks so much!']),
    ],
  },
  {
    id: 'move-out-notice',
    label: 'move-out notice',
    match: [
      [/\bmov(?:e|ing) out\b|\bnotice to vacate\b|\bvacat(?:e|ing)\b|\bnot (?:be )?renew(?:ing)? (?:my |the |our )?lease\b|\bend(?:ing)? (?:my |the |our )?(?:lease|tenancy)\b|\bterminat\w* (?:my |the |our )?(?:lease|tenancy)\b/, 12],
    ],
    boost: (facts) => (isLandlord(facts) ? 3 : 0),
    tones: [
      tone('Formal', 'formal', 'Best as written notice that your lease may require.'),
      tone('Friendly', 'friendly', 'Best for a landlord you have had a good relationship with.'),
    ],
    to: LANDLORD,
    subjects: [
      ['Notice of Move-Out {on:date}', 'Notice of Move-Out'],
      ["I'm Moving Out {on:date}", "Notice That I'm Moving Out"],
    ],
    placeholders: { date: '[move-out date]', reference: '[your address or unit number]' },
    lines: [
      open(['I am writing to give notice that I will be moving out of {reference} {on:date}.', "I'm writing to let you know that I'll be moving out of {reference} {on:date}."]),
      body(0, ['Please take this email as my written notice, as the lease requires.', 'Please take this as my written notice under the lease.']),
      body(1, [
        'I would like to arrange a time for the move-out inspection and to return the keys.',
        "I'd like to set a time for the walk-through and to hand back the keys.",
      ]),
      body(2, ['Please send my security deposit to my forwarding address: [new address].', 'My forwarding address for the deposit is [new address].']),
      body(3, ['Thank you for everything during my time here.', "Thanks for everything while I've lived here."]),
      ask(['Could you please confirm that you have received this notice?', 'Could you confirm you got this?']),
      close(['Thank you.', 'Thanks!']),
    ],
  },
  {
    id: 'deposit-return',
    label: 'deposit return request',
    match: [
      [/\b(?:security |damage |rental )?deposit\b/, 8],
      [/\breturn\w*\b|\bback\b|\brefund\w*\b/, 3],
    ],
    boost: (facts) => (isLandlord(facts) ? 3 : 0),
    tones: [
      tone('Firm', 'firm', 'Best when the deposit is overdue or you expect deductions you disagree with.'),
      tone('Polite', 'courteous', 'Best for a first request to a landlord you left on good terms.'),
    ],
    to: LANDLORD,
    subjects: [
      ['Return of My Security Deposit', 'Return of My Security Deposit'],
      ['My Security Deposit for {reference}', 'Getting My Security Deposit Back'],
    ],
    placeholders: { date: '[move-out date]', reference: '[your address or unit number]', amount: '[amount]' },
    lines: [
      open([
        'I am writing to request the return of my security deposit of {amount} for {reference}.',
        "I'm writing about getting my security deposit of {amount} back for {reference}.",
      ]),
      body(0, [
        'I moved out {on:date}, left the unit clean and in good condition, and returned the keys.',
        "I moved out {on:date}, left the place clean and handed back the keys.",
      ]),
      body(1, [
        'If any deductions are made, please send me an itemized list with receipts, as the law requires.',
        'If anything is deducted, please include an itemized list.',
      ]),
      body(2, ['Please send the deposit to [forwarding address or bank details].', 'You can send it to [forwarding address or bank details].']),
      ask(['Please confirm when the deposit will be returned, ideally within the next [number] days.', 'Could you let me know when I can expect it?']),
      close(['Thank you for your prompt attention to this.', 'Thanks so much!']),
    ],
  },
  {
    id: 'personal-news',
    label: 'email sharing your news',
    match: [
      [/\b(?:good |big |exciting |some )?news\b/, 4],
      [/\b(?:got|get|landed) (?:the|a|my) (?:new )?(?:job|offer|promotion|place|apartment|house)\b|\b(?:got|get|am getting|are getting|we're getting|i'm getting) (?:engaged|married|promoted|accepted|in)\b|\b(?:i'?m|we'?re|i am|we are) (?:engaged|pregnant|expecting|moving|graduating|retiring|getting married)\b|\bgot into\b|\bpassed (?:my|the)\b|\bbought (?:a|our|my) (?:house|home|flat|apartment)\b/, 7],
      [SAD_NEWS, -12],
    ],
    boost: (facts) => (isPersonal(facts) ? 2 : -4),
    tones: [
      tone('Warm', 'heartfelt', 'Best for family and close friends who will want to hear it from you first.'),
      tone('Casual', 'casual', 'Best for friends, where a quick, excited note is all you need.'),
    ],
    subjects: [
      ['Some News I Wanted to Share', 'Some News I Wanted to Share'],
      ['Guess What? I Have News!', 'Guess What? I Have News!'],
    ],
    signoffs: ['Love', 'Talk soon'],
    placeholders: { statement: '[your news]' },
    lines: [
      open(['I have some exciting news, and I wanted you to hear it from me first: {statement}!', 'Big news: {statement}!']),
      body(0, ['Here is how it happened: [a few details, and what comes next].', 'The short version: [a few details and what comes next].']),
      body(1, ["I'm still taking it all in, and I couldn't wait to share it with you.", "I'm still pinching myself."]),
      body(2, ['Thank you for always cheering me on.', "You've always been in my corner, and that means a lot."]),
      ask(["Can we talk on the phone this week? I'd love to tell you everything.", "Can you call me when you're free? I want to tell you everything."]),
      close(["I can't wait to celebrate with you.", "Can't wait to celebrate!"]),
    ],
  },
  {
    id: 'parent-note',
    label: 'note to your child’s school',
    match: [
      [/\b(?:tell|let (?:[\w']+ ){1,3}know|say|inform|notify|note)\b/, 4],
      [/\bpick(?:ed|ing)? (?:him|her|them) up\b|\bpicked up\b|\bpick-?up\b|\bleav(?:e|ing) early\b|\bearly\b|\blate\b|\bbus\b|\bappointment\b|\ballerg|\bmedication\b|\bpermission slip\b|\bfield trip\b|\blunch\b|\bwalk(?:ing)? home\b/, 4],
      [/\bschool\b|\bteacher\b|\bdaycare\b|\bnursery\b|\bcoach\b/, 2],
      [/\bask\b[^.]*\b(?:what time|when|where|whether|if)\b/, 3],
      // A question about a topic for the school is an inquiry.
      [/\bask(?:ing)? (?:[\w']+ ){0,3}about\b|\binquir|\benquir/, -4],
      [/\b(?:email|message|write to)\b[^.]*\bthat\b/, 4],
      // An absence has its own notice.
      [/\babsent\b|\babsence\b|\bmiss(?:ing)? school\b/, -8],
    ],
    boost: (facts) => (/^my (?:son|daughter|child|kid)$/.test(facts.other ?? '') ? 2 : -20),
    tones: [
      tone('Warm', 'warm', 'Best for a teacher or school office you are on friendly terms with.'),
      tone('Brief', 'concise', 'Best for a quick note the office just needs to log.'),
    ],
    to: [["[Teacher's name]", "[Teacher's name]"]],
    subjects: [
      ['A Note About [Child’s name] {on:date}', 'A Note About [Child’s name]'],
      ['Quick Note: [Child’s name] {on:date}', 'Quick Note About [Child’s name]'],
    ],
    placeholders: { statement: '[what the school needs to know]' },
    lines: [
      open(["I'm [Child's name]'s parent, and I wanted to let you know that {statement}.", "Just a quick note from [Child's name]'s parent: {statement}."], { unless: ['question'] }),
      open(["I'm [Child's name]'s parent, and I wanted to ask {question}.", "Quick question from [Child's name]'s parent: I wanted to check {question}."], { when: ['question'] }),
      body(0, ['This is {because}.', "It's {because}."], { when: ['because'] }),
      body(0, ['Please let me know if you need anything from us, such as a signed note.', "Let me know if you need a signed note or anything else."]),
      body(1, ['If anything changes, I will let you know straight away.', "I'll let you know if anything changes."]),
      body(2, ['Thank you for everything you do.', 'Thanks for all you do.']),
      ask(['Could you let me know when you have a moment?', 'Could you let me know when you get a chance?'], { when: ['question'] }),
      ask(['Could you please pass this on to anyone else who needs to know?', 'Could you pass this on to anyone else who needs to know, too?']),
      close(['Thank you so much.', 'Thanks!']),
    ],
  },
  {
    id: 'quit-activity',
    label: 'note that you are leaving',
    match: [
      [/\bquit(?:ting)?\b|\bleav(?:e|ing)\b|\bdrop(?:ping)? out\b|\bstop(?:ping)? (?:coming|attending|lessons|classes|training)\b|\bnot (?:coming back|returning|re-?joining)\b/, 7],
      [/\bteam\b|\bclub\b|\bband\b|\bchoir\b|\blessons?\b|\bleague\b|\bsquad\b|\borchestra\b|\bpractice\b|\bclasses\b|\btraining\b/, 3],
    ],
    boost: (facts) => (/^(?:coach|teacher|tutor|instructor|trainer|director|counselor|counsellor)$/.test(facts.relation ?? '') ? 2 : -20),
    tones: [
      tone('Warm', 'warm', 'Best for a coach or teacher you want to thank properly on the way out.'),
      tone('Brief', 'concise', 'Best for a short, clear note that you are stepping away.'),
    ],
    subjects: [
      ['Stepping Away, With Thanks', 'Stepping Away, With Thanks'],
      ['Letting You Know I Am Leaving', 'Letting You Know I Am Leaving'],
    ],
    lines: [
      open(['I wanted to let you know that {statement}.', 'A quick note to let you know that {statement}.'], { when: ['statement'] }),
      open([
        "I wanted to let you know that I've decided to step away from [the team, club or class].",
        "A quick note to let you know that I'm stepping away from [the team, club or class].",
      ], { unless: ['statement'] }),
      body(0, ["It wasn't an easy decision, but I'm leaving {because}.", "I'm leaving {because}."], { when: ['because'] }),
      body(0, [
        "It wasn't an easy decision, but [the reason, e.g. school or work commitments] means I can't give it the time it deserves.",
        "[The reason, e.g. school or work] means I can't give it the time it needs.",
      ], { unless: ['because'] }),
      body(1, ["Thank you for everything you've taught me, and for all your encouragement.", "Thanks for everything you've taught me."]),
      body(2, ["I'll make sure to [return any kit or settle any fees] before I go.", "I'll [return any kit or settle any fees] before I go."]),
      ask(["Please let me know if there's anything I need to do before I leave.", 'Is there anything I need to hand back?']),
      close(["I'll miss everyone, and I'll be cheering you all on.", "I'll miss it, and I'll be cheering you on."]),
    ],
  },
  {
    id: 'wishes',
    label: 'greeting',
    match: [
      [/\bhappy (?:birthday|anniversary|new year|holidays|mother'?s day|father'?s day|valentine'?s day|retirement|thanksgiving|hanukkah|diwali|eid|easter)\b|\bmerry christmas\b|\bbirthday (?:wish|message|card|email|note)/, 10],
      [/\bwish\b/, 3],
    ],
    smallTalk: false,
    tones: [
      tone('Heartfelt', 'heartfelt', 'Best for family and close friends, when you want them to feel special.'),
      tone('Cheerful', 'cheerful', 'Best for friends and colleagues, when a bright, quick note is all it needs.'),
    ],
    subjects: [
      ['Wishing You a Happy {celebration}', 'Wishing You a Happy Day'],
      ['Happy {celebration} to You!', 'Thinking of You Today!'],
    ],
    signoffs: ['Warmly', 'Cheers'],
    lines: [
      open(['Happy {celebration}! I hope your day is as wonderful as you are.', 'Happy {celebration}! Hope you have the best day.']),
      body(0, ["I'm so grateful to have you in my life.", 'You deserve all the good things coming your way, today and every day.']),
      body(1, ['I still smile when I think about [a favorite memory together].', "I'm still laughing about [a favorite memory], and I probably always will be."]),
      body(2, ["May the year ahead bring you everything you're hoping for.", "Here's to an amazing year ahead, full of fun and good surprises."]),
      body(3, ['Enjoy every minute with the people you love.', 'Get yourself spoiled rotten today, because you deserve it.']),
      ask(["Can we celebrate together soon? I'd love to see you.", 'Drinks on me next time I see you?']),
      close(['Sending you lots of love.', 'Have the best day!']),
    ],
  },
  {
    id: 'running-late',
    label: 'running-late note',
    match: [
      [/\b(?:i'?ll|i will|i'?m going to|i am going to|i'?m|i am) (?:be )?(?:running |a (?:bit|little) |\d+ minutes |\w+ minutes )?late\b|\brunning late\b|\blate (?:to|for) (?:class|work|practice|school|the meeting|our meeting|dinner|the office|training|rehearsal|my shift)\b/, 10],
    ],
    smallTalk: false,
    tones: [
      tone('Professional', 'professional', 'Best for a manager, teacher or anyone expecting you at a set time.'),
      tone('Friendly', 'friendly', 'Best for a relaxed team, a coach or friends.'),
    ],
    subjects: [
      ['Running Late {on:date}', 'Running Late Today'],
      ['Heads-Up: Running Late {on:date}', 'Heads-Up: Running a Bit Late'],
    ],
    lines: [
      open(['I wanted to let you know that {statement}.', 'Just wanted to let you know that {statement}.'], { when: ['statement'] }),
      open(['I wanted to let you know that I am running late today.', "Just wanted to let you know that I'm running a bit late today."], { unless: ['statement'] }),
      body(0, ['This is {because}, and I apologize for the inconvenience.', "It's {because}, so sorry about that."], { when: ['because'] }),
      body(0, ['I apologize for the inconvenience.', 'Sorry about that!'], { unless: ['because'] }),
      body(1, ['I expect to arrive by [time].', "I should be there by [time], as long as nothing else goes wrong."]),
      body(2, ['I will catch up on anything I miss as soon as I arrive.', "I'll catch up on anything I miss as soon as I get there."]),
      body(3, ['If anything urgent comes up before then, I can be reached on my phone.', "If anything urgent comes up before then, just call or text me."]),
      ask(['Please let me know if there is anything I should know before I get there.', 'Let me know if you need anything in the meantime.']),
      close(['Thank you for your understanding.', 'Thanks for understanding!']),
    ],
  },
  {
    id: 'personal-reminder',
    label: 'friendly reminder',
    match: [
      [/\bremind/, 6],
      [/\bdon'?t forget\b|\bheads[- ]up\b/, 4],
    ],
    boost: (facts) => (isPersonal(facts) ? 2 : -20),
    safety: { date: ["Just so it's in your calendar, that's {on:date}.", "That's {on:date}."] },
    tones: [
      tone('Friendly', 'friendly', 'Best for family and friends, when you want a gentle nudge.'),
      tone('Quick', 'casual', 'Best for a quick nudge to someone you talk to every day.'),
    ],
    subjects: [
      ['Friendly Reminder: {topic}', 'A Friendly Reminder'],
      ['Quick Reminder About {topic}', 'Just a Quick Reminder'],
    ],
    lines: [
      open(['Just a friendly reminder to {task}.', 'Quick reminder to {task}!'], { when: ['task'] }),
      open(['Just a friendly reminder that {statement}.', 'Quick reminder: {statement}!'], { when: ['statement'], unless: ['task'] }),
      open(['Just a friendly reminder about {topic} {on:date}.', 'Quick reminder about {topic} {on:date}!'], { when: ['topic', 'date'], unless: ['task', 'statement'] }),
      open(['Just a friendly reminder about {topic}.', 'Quick reminder about {topic}!'], { when: ['topic'], unless: ['task', 'statement', 'date'] }),
      open(["Just a friendly reminder about [what's coming up] {on:date}.", "Quick reminder about [what's coming up] {on:date}!"], { unless: ['task', 'statement', 'topic'] }),
      body(1, ['I know things get busy, so I thought a heads-up might help.', "I know how busy things get, so I figured a nudge couldn't hurt."]),
      body(2, ['If you need anything from me beforehand, just let me know.', 'Shout if you need anything from me before then.']),
      body(3, ['It would mean a lot to have it sorted.', 'It would really help to have it sorted.']),
      body(4, ['I really appreciate it.', 'Appreciate it!']),
      ask(["Can you let me know that you've seen this?", 'Can you send me a quick thumbs-up when you see this?']),
      close(['Thanks so much!', 'Thanks!']),
    ],
  },
  {
    // Family and friends with no more specific kind of email: a warm note in the visitor's words.
    id: 'personal-note',
    label: 'personal note',
    match: [],
    boost: (facts) => (isPersonal(facts) && (facts.statement || facts.task || facts.topic || facts.question || facts.request) ? 4 : -20),
    tones: [
      tone('Warm', 'warm', 'Best for family and close friends.'),
      tone('Casual', 'casual', 'Best for a quick, easy note to someone you talk to often.'),
    ],
    subjects: [
      ['A Quick Note About {topic}', 'A Quick Note From Me'],
      ['Quick Note About {topic}', 'Just a Quick Note'],
    ],
    safety: { date: ["That's {on:date}.", "That's {on:date}."] },
    lines: [
      open(['I wanted to let you know that {statement}.', 'Just a quick note to say {statement}.'], { when: ['statement'] }),
      open(['I wanted to ask if you could {task}.', 'Quick ask: would you be able to {task}.'], { when: ['task'], unless: ['statement'] }),
      open(['I wanted to ask {question}.', 'Just checking {question}.'], { when: ['question'], unless: ['statement', 'task'] }),
      open(['I wanted to ask you for {request}.', 'Quick ask: could I have {request}.'], { when: ['request'], unless: ['statement', 'task', 'question'] }),
      open(['I wanted to talk to you about {topic}.', 'Quick note about {topic}.'], { when: ['topic'], unless: ['statement', 'task', 'question', 'request'] }),
      open(['I wanted to tell you [what you want to say].', 'Quick note: [what you want to say].'], { unless: ['statement', 'task', 'question', 'topic', 'request'] }),
      body(0, ['That is {because}.', "It's {because}."], { when: ['because'] }),
      body(1, ['Here is a bit more: [any details, such as when, where or why].', 'Here are the details: [when, where or why, and anything else you should know].']),
      body(2, ['If you have any questions, just ask.', "Shout if you've got any questions at all, or if anything changes on your end."]),
      body(3, ['There is no need to reply straight away.', "No rush to reply, whenever you get a minute is fine."]),
      ask(['I would love to hear from you when you have a moment.', 'Let me know if you need anything from me.']),
      close(['Talk to you soon.', 'Thanks!']),
    ],
  },
];
