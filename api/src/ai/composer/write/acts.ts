// Kinds of email as data: each speech act's phrasings per register family. {np}, {vp}, {s} and
// {gerund} take the visitor's own words, already in the email's voice; {wh} is "if", "when"...
import type { Act, Form } from '../understand/frame.ts';

export interface Phrasings {
  /** Formal family: formal, professional, polite, firm. */
  formal: readonly string[];
  /** Friendly family: friendly, warm, casual, concise, conversational. */
  friendly: readonly string[];
  /** Only for the firm register, when it differs. */
  firm?: readonly string[];
}

type ActTable = Partial<Record<Act, Partial<Record<Form | 'wh' | 'self' | 'business' | 'gerund' | 'product' | 'third' | 'reference' | 'together' | 'story' | 'remedy', Phrasings>>>>;

export const ACTS: ActTable = {
  request: {
    vp: {
      formal: ['Could you please {vp}?', 'Would you be able to {vp}?', 'I would be grateful if you could {vp}.'],
      friendly: ['Could you {vp}?', 'Would you mind {gerund}?', 'Any chance you could {vp}?'],
      firm: ['Please {vp}.', 'I am asking you to {vp}.', 'I need you to {vp}.'],
    },
  },
  question: {
    s: {
      formal: ['Could you please let me know whether {s}?', 'Would you let me know whether {s}?', 'May I ask whether {s}?'],
      friendly: ['Could you let me know if {s}?', 'Could you tell me if {s}?', 'Would you let me know if {s}?'],
    },
    wh: {
      formal: ['Could you please let me know {wh} {s}?', 'Would you let me know {wh} {s}?', 'May I ask {wh} {s}?'],
      friendly: ['Could you let me know {wh} {s}?', 'Could you tell me {wh} {s}?', 'Do you know {wh} {s}?'],
    },
  },
  askFor: {
    np: {
      formal: ['I would like to request {np}.', 'May I ask for {np}?', 'I am writing to request {np}.'],
      friendly: ['Could I ask for {np}?', 'I was hoping to ask for {np}.', 'Would it be possible to get {np}?'],
      firm: ['I am requesting {np}.', 'I would like to request {np}.', 'I am writing to request {np}.'],
    },
    // "a reference for the nursing job": a favour asked of the reader, not a document requested.
    reference: {
      formal: ['Would you be willing to provide {np}?', 'Would you be willing to give me {np}?', 'I would be very grateful if you could provide {np}.'],
      friendly: ['Would you be happy to give me {np}?', 'Could I ask you for {np}?', 'Would you be up for giving me {np}?'],
    },
  },
  askAbout: {
    np: {
      formal: ['I would like to ask about {np}.', 'I am writing to ask about {np}.', 'I would appreciate some information about {np}.'],
      friendly: ['I wanted to ask about {np}.', 'I had a quick question about {np}.', "I'm getting in touch to ask about {np}."],
    },
  },
  about: {
    np: {
      formal: ['I am writing regarding {np}.', 'I am writing about {np}.', 'I am getting in touch regarding {np}.'],
      friendly: ["I'm writing about {np}.", 'I wanted to get in touch about {np}.', "I'm reaching out about {np}."],
    },
  },
  thank: {
    gerund: {
      formal: ['Thank you for {np}.', 'Thank you very much for {np}.', 'I wanted to thank you for {np}.'],
      friendly: ['Thank you so much for {np}!', 'Thanks so much for {np}.', 'I just wanted to say thank you for {np}!'],
    },
    np: {
      formal: ['Thank you for {np}.', 'I am very grateful for {np}.', 'I wanted to thank you for {np}.'],
      friendly: ['Thank you so much for {np}!', 'Thanks so much for {np}.', 'I just wanted to say thank you for {np}!'],
    },
    none: {
      formal: ['Thank you very much.', 'I am very grateful.', 'I wanted to thank you.'],
      friendly: ['Thank you so much!', 'Thanks so much!', 'I just wanted to say thank you!'],
    },
  },
  apologize: {
    np: {
      formal: ['I apologize for {np}.', 'Please accept my apologies for {np}.', 'I am sorry for {np}.'],
      friendly: ["I'm so sorry for {np}.", "I'm really sorry about {np}.", 'I wanted to say sorry for {np}.'],
    },
    s: {
      formal: ['I am sorry that {s}.', 'I am very sorry that {s}.', 'I am truly sorry that {s}.'],
      friendly: ["I'm so sorry that {s}.", "I'm really sorry that {s}.", 'I feel terrible that {s}.'],
    },
    // "say sorry its been paid today": what puts it right, said after the apology for the delay, not as what is regretted.
    remedy: {
      formal: ['I am sorry for the delay. {s}.', 'Please accept my apologies for the delay. {s}.', 'I am very sorry for the delay. {s}.'],
      friendly: ["Sorry for the delay! {s}.", "I'm so sorry for the delay. {s}.", "I'm really sorry about the delay. {s}."],
    },
    none: {
      formal: ['Please accept my apologies.', 'I sincerely apologize.', 'I am very sorry.'],
      friendly: ["I'm really sorry.", "I'm so sorry.", 'I wanted to say sorry.'],
    },
  },
  congratulate: {
    np: {
      formal: ['Congratulations on {np}.', 'Please accept my warmest congratulations on {np}.', 'Warmest congratulations on {np}.'],
      friendly: ['Congratulations on {np}!', 'Huge congratulations on {np}!', 'Massive congratulations on {np}!'],
    },
    none: {
      formal: ['Congratulations.', 'Please accept my warmest congratulations.', 'Congratulations on the wonderful news.'],
      friendly: ['Congratulations!', 'Huge congratulations!', 'Congratulations on the great news!'],
    },
  },
  invite: {
    np: {
      formal: ['I would like to invite you to {np}.', 'It would be a pleasure to have you join us for {np}.', 'You are warmly invited to {np}.'],
      friendly: ["I'd love for you to come to {np}!", 'Would you like to join us for {np}?', "You're invited to {np}!"],
    },
    vp: {
      formal: ['I would like to invite you to {vp}.', 'It would be a pleasure if you could {vp}.', 'You are warmly invited to {vp}.'],
      friendly: ["I'd love for you to {vp}!", 'Would you like to {vp}?', "We'd love for you to {vp}!"],
    },
    none: {
      formal: ['I would like to invite you to join us.', 'It would be a pleasure to have you join us.', 'You are warmly invited.'],
      friendly: ["I'd love for you to join us!", 'Would you like to join us?', "You're invited!"],
    },
  },
  remind: {
    s: {
      formal: ['This is a reminder that {s}.', 'I would like to remind you that {s}.', 'Please be reminded that {s}.'],
      friendly: ['Just a quick reminder that {s}.', 'Just a friendly reminder that {s}.', 'A quick heads-up that {s}.'],
    },
    vp: {
      formal: ['This is a reminder to {vp}.', 'I would like to remind you to {vp}.', 'Please remember to {vp}.'],
      friendly: ['Just a quick reminder to {vp}.', 'Just a friendly reminder to {vp}.', "Don't forget to {vp}!"],
    },
    np: {
      formal: ['This is a reminder about {np}.', 'I would like to remind you about {np}.', 'Please be reminded of {np}.'],
      friendly: ['Just a quick reminder about {np}.', 'Just a friendly reminder about {np}.', 'A quick heads-up about {np}.'],
    },
  },
  offer: {
    np: {
      formal: ['I would like to offer you {np}.', 'I am pleased to offer you {np}.', 'I would be glad to offer you {np}.'],
      friendly: ["I'd like to offer you {np}.", "I'd love to offer you {np}.", "I'm happy to offer you {np}."],
    },
    business: {
      formal: ['We would like to offer you {np}.', 'We are pleased to offer you {np}.', 'We would be glad to offer you {np}.'],
      friendly: ["We'd like to offer you {np}.", "We'd love to offer you {np}.", "We're happy to offer you {np}."],
    },
    vp: {
      formal: ['I would be happy to {vp}.', 'I would be glad to {vp}.', 'I am happy to {vp}.'],
      friendly: ["I'd be happy to {vp}.", "I'm happy to {vp}.", "I'd be glad to {vp}."],
    },
  },
  propose: {
    np: {
      formal: ['I would like to propose {np}.', 'I would like to suggest {np}.', 'May I propose {np}?'],
      friendly: ['How about {np}?', "I'd love to suggest {np}.", 'What do you think about {np}?'],
    },
    s: {
      formal: ['I would like to suggest that {s}.', 'I would like to propose that {s}.', 'May I suggest that {s}?'],
      friendly: ["I'd like to suggest that {s}.", 'What if {s}?', 'How about if {s}?'],
    },
  },
  complain: {
    np: {
      formal: ['I am writing to complain about {np}.', 'I am writing to raise a complaint about {np}.', 'I wish to make a complaint about {np}.'],
      friendly: ["I'm writing about {np}.", "I'm getting in touch about {np}.", 'I wanted to let you know about {np}.'],
      firm: ['I am writing to complain about {np}.', 'I am writing to make a formal complaint about {np}.', 'I wish to complain about {np}.'],
    },
    s: {
      formal: ['I am writing to let you know that {s}.', 'I am writing because {s}.', 'I wish to complain that {s}.'],
      friendly: ["I'm writing because {s}.", 'I wanted to let you know that {s}.', "I'm getting in touch because {s}."],
      firm: ['I am writing to complain that {s}.', 'I am writing because {s}.', 'I wish to complain that {s}.'],
    },
    // "stayed 3 nights 8-11 Feb, room 412 was next to the lift": the story of a stay or an order, told after the complaint is named.
    story: {
      formal: ['I am writing to make a complaint. {s}.', 'I am writing to raise a complaint. {s}.', 'I wish to make a complaint. {s}.'],
      friendly: ["I'm writing to make a complaint. {s}.", "I'm afraid I need to make a complaint. {s}.", "I'm getting in touch with a complaint. {s}."],
      firm: ['I am writing to make a formal complaint. {s}.', 'I am writing to complain. {s}.', 'I wish to make a formal complaint. {s}.'],
    },
  },
  followUp: {
    np: {
      formal: ['I am following up on {np}.', 'I wanted to follow up regarding {np}.', 'I am writing to follow up on {np}.'],
      friendly: ['I wanted to follow up on {np}.', 'Just following up on {np}.', 'I wanted to check in about {np}.'],
    },
    none: {
      formal: ['I am writing to follow up.', 'I wanted to follow up.', 'I am following up.'],
      friendly: ['I just wanted to follow up.', 'Just following up.', 'I wanted to check in.'],
    },
  },
  cancel: {
    np: {
      formal: ['I would like to cancel {np}.', 'I am writing to cancel {np}.', 'Please cancel {np}.'],
      friendly: ["I'd like to cancel {np}.", 'I need to cancel {np}.', "I'm writing to cancel {np}."],
    },
    // "dinner with you tomorrow": plans made with the reader, called off with an apology, not a booking cancelled.
    together: {
      formal: ['I am very sorry, but I need to cancel {np}.', 'Unfortunately, I have to cancel {np}.', 'I am afraid I must cancel {np}.'],
      friendly: ["I'm so sorry, but I need to cancel {np}.", "I'm really sorry, but I have to cancel {np}.", 'Sorry, but I need to cancel {np}.'],
    },
  },
  reschedule: {
    np: {
      formal: ['Would it be possible to reschedule {np}?', 'I would like to reschedule {np}.', 'May we reschedule {np}?'],
      friendly: ['Could we reschedule {np}?', 'Would it be okay to reschedule {np}?', 'Can we reschedule {np}?'],
    },
  },
  wish: {
    np: {
      formal: ['I wish you {np}.', 'Wishing you {np}.', 'Please accept my best wishes for {np}.'],
      friendly: ['Wishing you {np}!', "I'm wishing you {np}!", 'Sending you wishes for {np}!'],
    },
  },
  introduce: {
    product: {
      formal: ['I am reaching out to introduce {np}.', 'I would like to introduce {np}.', 'I wanted to introduce {np}.'],
      friendly: ["I'm reaching out about {np}.", 'I wanted to tell you about {np}.', "I'd love to introduce {np}."],
    },
    self: {
      formal: ['I would like to introduce myself as {np}.', 'Allow me to introduce myself: I am {np}.', 'I am writing to introduce myself as {np}.'],
      friendly: ['I wanted to introduce myself as {np}.', "I'm {np}, and I wanted to say hello.", "I'm reaching out to introduce myself as {np}."],
    },
    none: {
      formal: ['I would like to introduce myself.', 'I am writing to introduce myself.', 'Allow me to introduce myself.'],
      friendly: ['I wanted to introduce myself.', "I'm reaching out to introduce myself.", 'I wanted to say hello and introduce myself.'],
    },
    np: {
      formal: ['I would like to introduce {np}.', 'Allow me to introduce {np}.', 'I am writing to introduce {np}.'],
      friendly: ["I'd love to introduce {np}.", 'I wanted to introduce {np}.', 'Let me introduce {np}.'],
    },
  },
  announce: {
    s: {
      formal: ['I am writing to let you know that {s}.', 'Please note that {s}.', 'I would like to let you know that {s}.'],
      friendly: ['I wanted to let you know that {s}.', 'Just a heads-up that {s}.', 'A quick note to say that {s}.'],
    },
    np: {
      formal: ['We are pleased to announce {np}.', 'I am pleased to announce {np}.', 'We are delighted to announce {np}.'],
      friendly: ["We're excited to announce {np}!", "We're thrilled to share {np}!", 'Big news: {np}!'],
    },
  },
  confirm: {
    s: {
      formal: ['I am writing to confirm that {s}.', 'I would like to confirm that {s}.', 'This is to confirm that {s}.'],
      friendly: ['Just confirming that {s}.', 'I wanted to confirm that {s}.', 'Just to confirm, {s}.'],
    },
    np: {
      formal: ['I am writing to confirm {np}.', 'I would like to confirm {np}.', 'This is to confirm {np}.'],
      friendly: ['Just confirming {np}.', 'I wanted to confirm {np}.', 'A quick note to confirm {np}.'],
    },
  },
  accept: {
    np: {
      formal: ['I am delighted to accept {np}.', 'I am pleased to accept {np}.', 'I would be glad to accept {np}.'],
      friendly: ["I'm happy to accept {np}!", "I'd love to accept {np}!", "I'm thrilled to accept {np}!"],
    },
  },
  decline: {
    np: {
      formal: ['Thank you for {np}; unfortunately, I must decline.', 'I am grateful for {np}, but I am afraid I must decline.', 'Thank you for {np}. Regrettably, I will not be able to accept.'],
      friendly: ["Thank you so much for {np}, but unfortunately I'll have to pass.", "I really appreciate {np}, but I'm afraid I can't say yes this time.", "Thanks for {np}. Sadly, I'll have to say no this time."],
    },
    none: {
      formal: ['Unfortunately, I must decline.', 'I am afraid I must decline.', 'Regrettably, I will not be able to accept.'],
      friendly: ["Unfortunately, I'll have to pass.", "I'm afraid I can't say yes this time.", "Sadly, I'll have to say no this time."],
    },
  },
  apply: {
    np: {
      formal: ['I am writing to apply for {np}.', 'I would like to apply for {np}.', 'Please consider this email my application for {np}.'],
      friendly: ["I'm excited to apply for {np}.", "I'd love to be considered for {np}.", "I'm writing to apply for {np}."],
    },
  },
  recommend: {
    np: {
      formal: ['I would like to recommend {np}.', 'I am pleased to recommend {np}.', 'I am writing to recommend {np}.'],
      friendly: ["I'd love to recommend {np}.", 'I wanted to recommend {np}.', 'I can warmly recommend {np}.'],
    },
  },
  welcome: {
    third: {
      formal: ['Please join me in welcoming {np}.', 'I am delighted to introduce {np}.', 'Please join me in extending a warm welcome to {np}.'],
      friendly: ['Please join me in welcoming {np}!', "I'm excited to introduce {np}!", 'Please give a warm welcome to {np}!'],
    },
    np: {
      formal: ['Welcome to {np}.', 'It is a pleasure to welcome you to {np}.', 'We are delighted to welcome you to {np}.'],
      friendly: ['Welcome to {np}!', 'A big welcome to {np}!', 'A warm welcome to {np}!'],
    },
    none: {
      formal: ['Welcome aboard.', 'It is a pleasure to welcome you.', 'We are delighted to welcome you.'],
      friendly: ['Welcome aboard!', "We're so glad to have you!", 'A warm welcome to you!'],
    },
  },
  resign: {
    np: {
      formal: ['Please accept this email as formal notice of my resignation from {np}.', 'I am writing to formally resign from {np}.', 'I am writing to give notice of my resignation from {np}.'],
      friendly: ["I'm writing to let you know that I've decided to resign from {np}.", "I wanted to let you know that I'm resigning from {np}.", "I've decided to resign from {np}, and I wanted you to hear it from me first."],
    },
    none: {
      formal: ['Please accept this email as formal notice of my resignation.', 'I am writing to formally resign from my position.', 'I am writing to give notice of my resignation.'],
      friendly: ["I'm writing to let you know that I've decided to resign.", "I wanted to let you know that I'm resigning from my position.", "I've decided to resign, and I wanted you to hear it from me first."],
    },
  },
  update: {
    np: {
      formal: ['I would like to give you an update on {np}.', 'Here is an update on {np}.', 'Please find below an update on {np}.'],
      friendly: ["Here's a quick update on {np}.", 'A quick update on {np}.', 'I wanted to give you a quick update on {np}.'],
    },
  },
  promise: {
    np: {
      formal: ['You will have {np}.', 'I will make sure you have {np}.', 'I will send you {np}.'],
      friendly: ["You'll have {np}.", "I'll make sure you have {np}.", "I'll send you {np}."],
    },
    s: {
      formal: ['I promise that {s}.', 'You have my word that {s}.', 'I can assure you that {s}.'],
      friendly: ['I promise {s}.', 'I promise that {s}.', "I'll make sure {s}."],
    },
    vp: {
      formal: ['I will {vp}.', 'I promise to {vp}.', 'You have my word that I will {vp}.'],
      friendly: ["I'll {vp}.", 'I promise to {vp}.', "I'll make sure to {vp}."],
    },
  },
  checkIn: {
    none: {
      formal: ['I wanted to check in and see how you are doing.', 'I hope all is going well with you.', 'I wanted to check in with you.'],
      friendly: ['I just wanted to check in and see how you are doing.', 'I hope all is well with you!', 'Just checking in to see how things are going!'],
    },
  },
  reconnect: {
    none: {
      formal: ['It has been a while since we last spoke, and I would love to reconnect.', 'It has been some time since we were last in touch, and I wanted to reconnect.', 'I have been thinking of you and would like to reconnect.'],
      friendly: ["It's been way too long, and I'd love to reconnect!", "I can't believe how long it's been. I'd love to catch up!", "I've been thinking about you and wanted to reconnect!"],
    },
  },
  negotiate: {
    np: {
      formal: ['I would like to discuss {np}.', 'I would welcome the chance to discuss {np}.', 'I am writing to discuss {np}.'],
      friendly: ["I'd love to talk about {np}.", 'I wanted to discuss {np}.', 'Could we talk about {np}?'],
    },
  },
  purpose: {
    vp: {
      formal: ['I am writing to {vp}.', 'I would like to {vp}.', 'I am getting in touch to {vp}.'],
      friendly: ["I'm writing to {vp}.", "I'd like to {vp}.", "I'm reaching out to {vp}."],
    },
  },
  share: {
    np: {
      formal: ['I would like to share {np}.', 'I would like to highlight {np}.', 'I want to express {np}.'],
      friendly: ["I'd like to share {np}.", 'I wanted to mention {np}.', 'I want to say {np}.'],
    },
  },
};

/** Plans made with someone: "dinner", "drinks", "our catch-up". */
export const PLAN_WORDS = String.raw`dinner|lunch|drinks|coffee|brunch|breakfast|plans|playdate|sleepover|night out|catch-?up`;
/** Plans made with the reader: "dinner with you tomorrow", "our drinks on Friday". */
export const PLANS_WITH_YOU = new RegExp(String.raw`^(?:(?:our|the)\s+)?(?:${PLAN_WORDS})\b.*\bwith you\b|^our\s+(?:${PLAN_WORDS})\b`, 'i');

/** "it's been paid today", "it is now fixed": what puts the matter right, not what went wrong. */
const PUT_RIGHT = /^(?:it|this|that|they|the\s+[\w-]+(?:\s+[\w-]+)?)(?:\s+(?:has|have|is|are|was|were)|'s|'ve)\s+(?:now\s+|just\s+|finally\s+)?(?:been\s+)?(?:now\s+)?(?:paid|sent|fixed|sorted|resolved|processed|transferred|refunded|posted|dispatched|done)\b(?=(?:\s+(?:today|now|this morning|this afternoon|just now|yesterday|at last))?\s*$)/i;

/** What the writer did before things went wrong ("stayed 3 nights", "I ordered a sofa"): the story, not the complaint. */
const COMPLAINT_STORY = /^(?:I\s+|we\s+)?(?:stayed|ordered|bought|visited|viewed|booked|paid for|flew|travell?ed|checked in|arrived|received|hired|rented)\b/i;

/** The phrasing bank for a segment, or undefined when the visitor's clause stands on its own. */
export function phrasingsFor(act: Act, form: Form, wh: string | undefined, business: boolean, text = ''): Phrasings | undefined {
  const table = ACTS[act];
  if (!table) return undefined;
  if (act === 'thank' && form === 'np' && /^\w+ing\b/.test(text)) return table.gerund;
  if (act === 'askFor' && form === 'np' && /^(?:a|an)\s+(?:(?:job|character|work|academic|professional|personal)\s+)?(?:reference|referee|letter of recommendation|recommendation letter)\b/i.test(text)) return table.reference;
  if (act === 'question' && form === 's' && wh && wh !== 'if' && wh !== 'whether' && wh !== 'direct') return table.wh;
  if (act === 'introduce' && wh === 'self' && form === 'np') return table.self;
  if (act === 'introduce' && wh === 'product' && form === 'np') return table.product;
  if (act === 'offer' && form === 'np' && business) return table.business;
  if (act === 'welcome' && wh === 'third') return table.third;
  if (act === 'cancel' && form === 'np' && PLANS_WITH_YOU.test(text)) return table.together;
  if (act === 'complain' && form === 's' && COMPLAINT_STORY.test(text)) return table.story;
  if (act === 'apologize' && form === 's' && PUT_RIGHT.test(text)) return table.remedy;
  return table[form];
}
