// The lines around the visitor's content, as data: openers, closes, fillers for a thin request,
// subjects and notes, per kind of email and register family.
import type { Plan } from '../plan/plan.ts';
import { REPLY_LINES } from './reply.ts';
import { isDepartment } from '../understand/recipient.ts';

export interface Family {
  formal: readonly string[];
  friendly: readonly string[];
}

type Main = Plan['main'];

const ASK_CLOSE: Family = {
  formal: ['Thank you in advance for your help.', 'Thank you for your time and consideration.', 'I look forward to hearing from you.'],
  friendly: ['Thanks so much!', 'Thanks in advance!', 'Thanks a lot for your help!'],
};
const INFORM_CLOSE: Family = {
  formal: ['Please let me know if you have any questions.', 'Please do not hesitate to contact me with any questions.', 'Please let me know if anything is unclear.'],
  friendly: ['Let me know if you have any questions.', 'Feel free to reach out with any questions.', 'Just let me know if you need anything else.'],
};

const CLOSES: Partial<Record<string, Family>> = {
  request: ASK_CLOSE, askFor: ASK_CLOSE, askAbout: ASK_CLOSE, question: ASK_CLOSE, reschedule: ASK_CLOSE, quote: ASK_CLOSE,
  reference: ASK_CLOSE, recommendation: ASK_CLOSE, negotiation: ASK_CLOSE, extension: ASK_CLOSE, leave: ASK_CLOSE, raise: ASK_CLOSE,
  cancel: { formal: ['Please confirm once this has been done.', 'Thank you for your help with this.', 'Thank you for taking care of this.'], friendly: ['Thanks for sorting this out!', 'Thanks for your help with this.', 'Thanks so much for taking care of it.'] },
  cancellation: { formal: ['Please confirm once this has been done.', 'Thank you for your help with this.', 'Thank you for taking care of this.'], friendly: ['Thanks for sorting this out!', 'Thanks for your help with this.', 'Thanks so much for taking care of it.'] },
  complaint: { formal: ['I look forward to your prompt response.', 'I look forward to hearing how you will resolve this.', 'Please reply at your earliest convenience.'], friendly: ['Thank you for looking into this.', 'I appreciate your help with this.', 'Thanks in advance for your help.'] },
  complain: { formal: ['I look forward to your prompt response.', 'I look forward to hearing how you will resolve this.', 'Please reply at your earliest convenience.'], friendly: ['Thank you for looking into this.', 'I appreciate your help with this.', 'Thanks in advance for your help.'] },
  refund: { formal: ['I look forward to your prompt response.', 'Thank you for resolving this quickly.', 'Please confirm once the refund has been processed.'], friendly: ['Thank you for looking into this.', 'I appreciate your help with this.', 'Thanks in advance for your help.'] },
  apologize: { formal: ['Thank you for your understanding.', 'Thank you for your patience.', 'I appreciate your understanding.'], friendly: ['Thanks for understanding.', 'Thank you for being so understanding.', 'Thanks for your patience.'] },
  apology: { formal: ['Thank you for your understanding.', 'Thank you for your patience.', 'I appreciate your understanding.'], friendly: ['Thanks for understanding.', 'Thank you for being so understanding.', 'Thanks for your patience.'] },
  thank: { formal: ['Thank you again.', 'I truly appreciate it.', 'Many thanks once again.'], friendly: ['Thanks again!', 'I really appreciate it!', 'Thank you again!'] },
  thanks: { formal: ['Thank you again.', 'I truly appreciate it.', 'Many thanks once again.'], friendly: ['Thanks again!', 'I really appreciate it!', 'Thank you again!'] },
  invite: { formal: ['I hope you will be able to join us.', 'Please let me know if you can attend.', 'I hope to see you there.'], friendly: ['Hope you can make it!', 'Let me know if you can come!', 'Hope to see you there!'] },
  invitation: { formal: ['I hope you will be able to join us.', 'Please let me know if you can attend.', 'I hope to see you there.'], friendly: ['Hope you can make it!', 'Let me know if you can come!', 'Hope to see you there!'] },
  congratulate: { formal: ['I wish you every success.', 'Wishing you continued success.', 'All the very best.'], friendly: ['So happy for you!', 'Wishing you all the best!', 'I hope you celebrate properly!'] },
  congratulations: { formal: ['I wish you every success.', 'Wishing you continued success.', 'All the very best.'], friendly: ['So happy for you!', 'Wishing you all the best!', 'I hope you celebrate properly!'] },
  condolence: { formal: ['Please accept my deepest sympathy.', 'My thoughts are with you and your family.', 'Please let me know if there is anything I can do.'], friendly: ['Thinking of you and your family.', "I'm here if you need anything at all.", 'Sending you so much love.'] },
  'get-well': { formal: ['I hope you feel better soon.', 'Wishing you a swift recovery.', 'Please take good care of yourself.'], friendly: ['Feel better soon!', 'Take it easy and get well soon!', 'Sending get-well wishes!'] },
  wish: { formal: ['Please take good care of yourself.', 'All the very best.', 'With warm wishes.'], friendly: ['Take care!', 'Thinking of you!', 'Sending good vibes your way!'] },
  birthday: { formal: ['Wishing you a wonderful year ahead.', 'All the very best.', 'I hope you have a lovely day.'], friendly: ['Have the best day!', 'Hope your day is amazing!', 'Enjoy your special day!'] },
  sick: { formal: ['Thank you for understanding.', 'Apologies for the short notice.', 'Thank you for your understanding.'], friendly: ['Sorry for the short notice.', 'Thanks for understanding.', 'Thanks so much for understanding.'] },
  late: { formal: ['Apologies for the delay.', 'Thank you for your patience.', 'Sorry for the inconvenience.'], friendly: ['Sorry about this!', 'Thanks for bearing with me.', 'Sorry for the hassle!'] },
  'out-of-office': { formal: ['I will reply as soon as I can when I am back.', 'I will respond to your email on my return.', 'I will get back to you as soon as possible after I return.'], friendly: ["I'll get back to you as soon as I can when I'm back.", "I'll reply when I'm back.", "I'll be in touch once I'm back."] },
  reply: { formal: ['Please let me know if that works for you.', 'I look forward to hearing from you.', 'Please let me know if you need anything else.'], friendly: ['Let me know if that works for you!', 'Looking forward to hearing from you.', 'Let me know if you need anything else!'] },
  farewell: { formal: ['Thank you all for your support and friendship over the years. I will miss working with you.', 'It has been a real pleasure working with you all, and I will miss you.', 'Thank you all for everything. Please do stay in touch.'], friendly: ["Thank you all for making it such a great place to work. I'll really miss you!", "I'll miss you all. Do keep in touch!", "Thanks for all the laughs over the years. I'll miss you all!"] },
  resignation: { formal: ['Thank you for the opportunities I have had during my time here.', 'I am grateful for the support you have given me.', 'Thank you for everything during my time here.'], friendly: ["Thank you for everything. I've really valued working with you.", "I'm grateful for all your support.", "Thanks for everything. It's been a pleasure working with you."] },
  resign: { formal: ['Thank you for the opportunities I have had during my time here.', 'I am grateful for the support you have given me.', 'Thank you for everything during my time here.'], friendly: ["Thank you for everything. I've really valued working with you.", "I'm grateful for all your support.", "Thanks for everything. It's been a pleasure working with you."] },
  application: { formal: ['Thank you for considering my application. I look forward to hearing from you.', 'I would welcome the chance to discuss how I can contribute.', 'Thank you for your time and consideration.'], friendly: ["Thanks for considering my application. I'd love to chat more.", "I'd be glad to talk more about how I could help.", 'Thank you for your time. I hope to hear from you soon.'] },
  apply: { formal: ['Thank you for considering my application. I look forward to hearing from you.', 'I would welcome the chance to discuss how I can contribute.', 'Thank you for your time and consideration.'], friendly: ["Thanks for considering my application. I'd love to chat more.", "I'd be glad to talk more about how I could help.", 'Thank you for your time. I hope to hear from you soon.'] },
  'cover-letter': { formal: ['Thank you for considering my application. I look forward to hearing from you.', 'I would welcome the chance to discuss how I can contribute.', 'Thank you for your time and consideration.'], friendly: ["Thanks for considering my application. I'd love to chat more.", "I'd be glad to talk more about how I could help.", 'Thank you for your time. I hope to hear from you soon.'] },
  'follow-up': { formal: ['I look forward to hearing from you.', 'Thank you for your time.', 'I would appreciate an update when you have a moment.'], friendly: ['Looking forward to hearing from you.', 'Thanks so much!', 'Let me know if you need anything from me.'] },
  followUp: { formal: ['I look forward to hearing from you.', 'Thank you for your time.', 'I would appreciate an update when you have a moment.'], friendly: ['Looking forward to hearing from you.', 'Thanks so much!', 'Let me know if you need anything from me.'] },
  cold: { formal: ['I would be happy to send a short overview if that is easier.', 'I know your time is valuable, so I will keep this brief.'], friendly: ['Happy to send a quick overview if that is easier.', "I know you're busy, so I'll keep this short."] },
  reconnect: { formal: ['I would love to hear how you are doing.', 'I hope we can catch up soon.', 'It would be wonderful to hear from you.'], friendly: ["I'd love to hear what you've been up to!", 'Hope we can catch up soon!', 'Would be so great to hear from you!'] },
  checkIn: { formal: ['I would love to hear how you are doing.', 'I hope we can catch up soon.', 'It would be wonderful to hear from you.'], friendly: ["I'd love to hear what you've been up to!", 'Hope we can catch up soon!', 'Would be so great to hear from you!'] },
  welcome: { formal: ['Please let me know if there is anything you need.', 'We are glad to have you with us.', 'Please do not hesitate to reach out with any questions.'], friendly: ["Let me know if there's anything you need!", "We're so glad you're here!", 'Just shout if you have any questions!'] },
  introduction: { formal: ['I look forward to working with you.', 'I look forward to connecting.', 'Please let me know if you have any questions.'], friendly: ['Looking forward to working together!', 'Excited to connect!', 'Let me know if you have any questions.'] },
  introduce: { formal: ['I look forward to working with you.', 'I look forward to connecting.', 'Please let me know if you have any questions.'], friendly: ['Looking forward to working together!', 'Excited to connect!', 'Let me know if you have any questions.'] },
  reminder: { formal: ['Thank you for your attention to this.', 'Please let me know if you have any questions.', 'Thank you in advance.'], friendly: ['Thanks so much!', 'Let me know if you have any questions.', 'Thanks in advance!'] },
  remind: { formal: ['Thank you for your attention to this.', 'Please let me know if you have any questions.', 'Thank you in advance.'], friendly: ['Thanks so much!', 'Let me know if you have any questions.', 'Thanks in advance!'] },
  offer: { formal: ['Please let me know if you have any questions.', 'We appreciate your patience and your business.', 'Thank you for your understanding.'], friendly: ['Let us know if there is anything else we can do.', 'Thanks so much for your patience.', 'We really appreciate you.'] },
  propose: { formal: ['I look forward to hearing your thoughts.', 'Please let me know what you think.', 'I would welcome your thoughts.'], friendly: ['Let me know what you think!', "I'd love to hear your thoughts.", 'What do you think?'] },
  decline: { formal: ['Thank you again for thinking of me.', 'I hope we can find another opportunity in the future.', 'Thank you for your understanding.'], friendly: ['Thanks so much for thinking of me!', 'I hope we can do something another time.', 'Thanks for understanding!'] },
  accept: { formal: ['I look forward to it.', 'Thank you again.', 'Please let me know the next steps.'], friendly: ["Can't wait!", 'Thanks again!', 'Looking forward to it!'] },
};

/** A fault told to a firm with nothing asked: their reply awaited. */
// Plans with the reader called off: sorry again, not thanks for an invitation or for sorting it out.
export const PLANS_OFF_CLOSE: Family = {
  formal: ['I am sorry again for the change of plans.', 'Apologies again for the short notice.', 'I am sorry again for the change of plans.'],
  friendly: ['Sorry again, speak soon!', 'Sorry again for the change of plans!', 'Sorry again, and speak soon!'],
};

export const FAULT_CLOSE: Family = {
  formal: ['I look forward to hearing from you.', 'Thank you for looking into this.', 'I look forward to your reply.'],
  friendly: ['Thanks for looking into this.', 'Looking forward to hearing from you.', 'Thanks in advance for your help.'],
};

const PERSONAL_CLOSE: Family = {
  formal: ['Take care.', 'Speak soon.', 'All the best to you.'],
  // (Not "Miss you!": it says a feeling the visitor never gave, and is wrong to housemates or a friend seen daily.)
  friendly: ['Talk soon!', 'See you soon!', 'Speak soon!'],
};

export function closesFor(main: Main, hasAsk: boolean, personal = false): Family {
  if (personal && !CLOSES[main] && !hasAsk) return PERSONAL_CLOSE;
  return CLOSES[main] ?? (hasAsk ? ASK_CLOSE : INFORM_CLOSE);
}

export const JOB_ACCEPT_CLOSE: Family = {
  formal: ['I look forward to joining the team.', 'Please let me know the next steps.', 'I look forward to working with you.'],
  friendly: ["I can't wait to get started!", 'Let me know the next steps.', "I'm really looking forward to joining the team!"],
};

export const COLD_CLOSE: Family = {
  formal: ['Would it be worth a short call to see whether it fits?', 'Would you be open to a brief overview?', 'Would a short conversation be worthwhile?'],
  friendly: ['Would it be worth a quick chat?', 'Open to a quick look at how it works?', 'Would it be worth a short call to see if it fits?'],
};

export const COLD_CLOSE_NO_ASK: Family = {
  formal: ['Thank you for reading.', 'Thank you for your time.', 'Thank you for considering it.'],
  friendly: ['Thanks for reading.', 'Thanks for your time.', 'Appreciate you reading this.'],
};

export const BUSINESS_CLOSE: Family = {
  formal: ['If you have any questions, please reply to this email.', 'Thank you for your understanding.', 'Thank you for your continued support.'],
  friendly: ['Just reply to this email if you have any questions.', 'Thanks so much for your understanding.', 'Thanks for being part of our community!'],
};

export const ANSWER_CLOSE: Family = {
  formal: ['I hope this helps. If you have any other questions, please reply to this email.', 'I hope this answers your question. Please let me know if there is anything else.', 'Thank you for getting in touch. Please let me know if you have any other questions.'],
  friendly: ['Hope that helps! Just reply if you have any other questions.', 'Hope this answers your question. Just let me know if there is anything else.', 'Thanks for getting in touch, and just reply if you have any other questions.'],
};

// What makes small talk out of place at the top of an email: a fault, a loss, a dispute, money owed.
export const TROUBLE = /\b(?:broken|broke (?:down|again)|leak(?:s|ing|ed|y)?|mou?ld|damp|flood(?:ed|ing)?|burst|never (?:came|arrived|turned up|showed up|got it)|not working|stopped working|doesn't work|overdue|arrears|behind on (?:the )?(?:rent|payments?|bills?)|ignor(?:ed|ing)|complain\w*|object(?:ion|ing)?|appeal(?:ing)?|unacceptable|overcharg\w*|charged (?:me |us )?twice|damaged|faulty|cracked|stolen|bull(?:y|ied|ying)|harass\w*|accident|injur\w*|died|passed away|funeral|hospital|urgent(?:ly)?|no (?:reply|response)|still (?:no|not|waiting)|half[- ]done|small claims|legal action|dispute|disappointed|furious|angry|upset|(?:jumped|shot up|doubled|tripled) (?:from|to)|nobody has|no one has|overflowing|dropping branches|keeps (?:dropping|cutting out|breaking|failing|crashing|tripping|leaking)|cuts out|blocking|blocked|noise|noisy|rubbish|dumped|damage|wrong (?:amount|bill|charge|item|size|order))\b/i;

const NO_OPENER = new Set<string>(['application', 'apply', 'cover-letter', 'objection', 'appeal', 'decline', 'welcome', 'sick', 'late', 'complaint', 'complain', 'refund', 'condolence', 'thanks', 'thank', 'congratulations', 'congratulate', 'out-of-office', 'apology', 'apologize', 'resignation', 'resign', 'birthday', 'get-well', 'wish', 'announcement', 'welcome', 'reminder', 'remind', 'cancel', 'cancellation']);

const OPENERS: Family = {
  formal: ['I hope this email finds you well.', 'I hope you are well.', 'I hope you are having a good week.'],
  friendly: ["I hope you're doing well.", 'I hope your week is going well.', 'Hope all is well!'],
};
const PERSONAL_OPENERS: Family = {
  formal: ['I hope you are doing well.', 'I hope all is well with you.', 'I hope you are keeping well.'],
  friendly: ["Hope you're doing well!", "Hope all's good with you!", 'Hope you are having a great week!'],
};
const OOO_OPENERS: Family = {
  formal: ['Thank you for your email.', 'Thank you for your message.', 'Thank you for getting in touch.'],
  friendly: ['Thanks for your email!', 'Thanks for your message!', 'Thanks for getting in touch!'],
};
const REPLY_OPENERS: Family = {
  formal: ['Thank you for your email.', 'Thank you for getting in touch.', 'Thank you for your message.'],
  friendly: ['Thanks for your email!', 'Thanks for getting in touch!', 'Thanks for your message!'],
};

const NEWS_OPENERS: Family = {
  formal: ['I was delighted to hear the news.', 'I was so pleased to hear the wonderful news.', 'What wonderful news.'],
  friendly: ['I just heard the news!', 'I just saw the news!', 'What amazing news!'],
};

export function openersFor(plan: Plan): Family | undefined {
  // A reply to good news opens on the news, not on thanks for getting in touch.
  if (plan.reply && plan.segments.some((segment) => segment.act === 'congratulate')) return NEWS_OPENERS;
  if (plan.reply) return REPLY_OPENERS;
  if (plan.main === 'congratulations' || plan.main === 'congratulate') return NEWS_OPENERS;
  if (plan.main === 'out-of-office') return OOO_OPENERS;
  if (NO_OPENER.has(String(plan.main))) return undefined;
  if (plan.frame.business) return undefined;
  // "I hope you are well. The washing machine is leaking ...": no small talk before a problem or bad news.
  if (plan.segments.some((segment) => TROUBLE.test(segment.text))) return undefined;
  const relation = plan.frame.recipient?.relation;
  if (relation === 'family' || relation === 'friend' || relation === 'neighbor') return PERSONAL_OPENERS;
  return OPENERS;
}

const PADS: Record<string, Family> = {
  ask: { formal: ['Thank you for considering this.', 'Please let me know if you need anything further from me.'], friendly: ['Let me know if you need anything else from me.', 'Thanks for considering it.'] },
  inform: { formal: ['Please let me know if you have any questions.'], friendly: ['Let me know if you have any questions.'] },
  'out-of-office': { formal: ['Thank you for your patience.', 'Thank you for your understanding.'], friendly: ['Thanks for your patience!', 'Thanks for understanding!'] },
  reply: { formal: ['Please let me know if that works for you.', 'I look forward to hearing from you.'], friendly: ['Let me know if that works for you.', 'Looking forward to hearing from you.'] },
  personal: { formal: ['I look forward to seeing you soon.', 'I will tell you all about it when I see you.'], friendly: ['It would be great to catch up soon!', "I'll tell you all about it soon."] },
  business: { formal: ['If you have any questions, please reply to this email.', 'We appreciate your patience.', 'Thank you for your continued support.', 'We are sorry for any inconvenience.'], friendly: ['Just reply to this email if you have any questions.', 'We really appreciate your patience.', 'Thanks for bearing with us!', 'Sorry for any inconvenience.'] },
  'business-news': { formal: ['If you have any questions, please reply to this email.', 'Thank you for your continued support.', 'We look forward to seeing you soon.'], friendly: ['Just reply to this email if you have any questions.', 'Thanks so much for your support!', 'We hope to see you soon!'] },
  sick: { formal: ['I hope to be back as soon as possible.', 'Apologies for the short notice.', 'I will keep you updated.'], friendly: ['I hope to be back on my feet soon.', 'Sorry for the short notice.', "I'll keep you posted."] },
  late: { formal: ['Apologies for the inconvenience.', 'I will get there as soon as I can.', 'I will keep you updated on my arrival time.'], friendly: ['Sorry about the hassle.', "I'll get there as soon as I can.", "I'll keep you posted."] },
  congratulations: { formal: ['This is wonderful news.', 'I am so pleased for you.', 'I look forward to hearing all about it.'], friendly: ['You must be so excited!', "I'm so happy for you.", 'I want to hear all about it soon!'] },
  thanks: { formal: ['It was very thoughtful of you.', 'It meant a great deal to me.'], friendly: ['That was so thoughtful of you.', 'It really made my day.'] },
  birthday: { formal: ['I hope you have a wonderful celebration.', 'Wishing you a happy and healthy year ahead.'], friendly: ['Hope you have an amazing celebration!', "Here's to a fantastic year ahead!"] },
  'thanks-work': { formal: ['I truly appreciate it.', 'It means a great deal.'], friendly: ['I really appreciate it.', 'It means a lot.'] },
  condolence: { formal: ['Please let me know if there is anything I can do to help.', 'Please take all the time you need.', 'You and your family are in my thoughts.'], friendly: ["If there's anything I can do, please just say the word.", 'Take all the time you need.', "You're in my thoughts."] },
  'get-well': { formal: ['Please take all the time you need to rest.', 'I hope you are back on your feet soon.', 'Everyone here is thinking of you.'], friendly: ['Take all the time you need to rest.', "Hope you're back on your feet soon!", "We're all thinking of you."] },
  invitation: { formal: ['It would be wonderful to see you there.', 'Please let me know if you can make it.', 'Everyone is welcome.'], friendly: ['It would be great to see you there!', 'Let me know if you can make it!', 'The more the merrier!'] },
  apology: { formal: ['I hope you can forgive me.', 'I would love to make it up to you.', 'You mean a lot to me.'], friendly: ["I'd love to make it up to you.", 'I hope you can forgive me.', 'You mean a lot to me.'] },
  'follow-up': { formal: ['I would appreciate an update when you have a moment.', 'Please let me know if you need anything further from me.'], friendly: ['Any update would be much appreciated.', 'Let me know if you need anything else from me.'] },
  application: { formal: ['I would welcome the opportunity to discuss how I can contribute to your team.', 'Please let me know if you need any further information.'], friendly: ["I'd love the chance to talk about how I could help your team.", 'Happy to share anything else you need.'] },
  resignation: { formal: ['I will do everything I can to ensure a smooth handover.', 'Please let me know how I can help during the transition.'], friendly: ["I'll do everything I can to make the handover smooth.", 'Let me know how I can help with the transition.'] },
  complaint: { formal: ['I trust this can be resolved quickly.', 'Please let me know how you intend to resolve this.'], friendly: ['I would appreciate your help in resolving this.', 'Please let me know what you can do.'] },
  cold: {
    formal: ['I would be happy to send a short overview if that is easier.', 'I know your time is valuable, so I will keep this brief.', 'There is no obligation, and I will keep any follow-up to a minimum.', 'If the timing is not right, I completely understand.', 'Either way, thank you for reading.'],
    friendly: ['Happy to send a quick overview if that is easier.', "I know you're busy, so I'll keep this short.", 'No pressure either way, and I promise not to flood your inbox.', "If the timing's off, no worries at all.", 'Either way, thanks for reading.'],
  },
  reconnect: { formal: ['I would love to hear what you have been up to.', 'It would be lovely to catch up.'], friendly: ["I'd love to hear what you've been up to.", 'It would be so nice to catch up.'] },
};

/** After a kind's own lines: neutral ones that suit any email. */
const GENERAL_PADS: Record<'ask' | 'inform' | 'warm', Family> = {
  ask: { formal: ['Thank you for your time.', 'I look forward to hearing from you.'], friendly: ['Thanks so much.', 'Looking forward to hearing from you.', 'Have a great day!'] },
  inform: { formal: ['Best wishes for the rest of the week.'], friendly: ['Have a great day!', 'Talk soon.', 'Hope the rest of your week goes well!'] },
  warm: { formal: ['Have a wonderful day.', 'With warm wishes.'], friendly: ['Have a great day!', 'Take care!'] },
};

export function generalPadsFor(plan: Plan, hasAsk: boolean): Family {
  const main = String(plan.main);
  const relation = plan.frame.recipient?.relation;
  if (main === 'cold') return { formal: [], friendly: [] };
  if (['thanks', 'thank', 'congratulations', 'congratulate', 'condolence', 'get-well', 'wish', 'birthday', 'apology', 'apologize'].includes(main) || relation === 'family' || relation === 'friend') return GENERAL_PADS.warm;
  return hasAsk ? GENERAL_PADS.ask : GENERAL_PADS.inform;
}

const PAD_KEYS: Record<string, string> = {
  thank: 'thanks', congratulate: 'congratulations', wish: 'get-well', invite: 'invitation', apologize: 'apology', followUp: 'follow-up',
  apply: 'application', 'cover-letter': 'application', resign: 'resignation', complain: 'complaint', refund: 'complaint', checkIn: 'reconnect',
};

// A reply to a review, glad of the praise or sorry for the complaint: to the reviewer, about their visit.
const REVIEW_PADS: Family = {
  formal: ['Thank you for taking the time to share your experience.'],
  friendly: ['It means a lot that you took the time to write.'],
};
export const REVIEW_CLOSE: Family = {
  formal: ['We look forward to welcoming you back.', 'We hope to welcome you back soon.'],
  friendly: ['We hope to see you again soon!', 'Hope to see you again soon!'],
};
/** A business thanking a reviewer for their review ("Thank you for your 5-star Trustpilot review"). */
export function reviewReply(plan: Plan): boolean {
  const thanked = plan.frame.segments.some((segment) => (segment.act === 'thank' && /^(?:for\s+)?your (?:\d-star )?(?:[A-Z][\w-]* )?review$/i.test(segment.text.trim())) || /\b(?:thank you|thanks)\b[^.!?]{0,20}\bfor your (?:\d-star )?(?:[A-Z][\w-]* )?review\b/i.test(segment.text));
  return thanked && plan.frame.segments.some((segment) => /\b(?:we|we're|we are|our)\b/i.test(segment.text));
}

export function padsFor(plan: Plan, hasAsk: boolean): Family {
  const main = PAD_KEYS[String(plan.main)] ?? String(plan.main);
  if (reviewReply(plan)) return REVIEW_PADS;
  if (main === 'apology' && plan.frame.business) return PADS.business as Family;
  // Thanks after an interview: about the role, not "it means a great deal".
  // (Thanks for help getting ready for an interview is not thanks for the interview.)
  const said = plan.frame.segments.map((segment) => segment.text).join(' ');
  if (main === 'thanks' && /\binterview/i.test(said) && !/\b(?:ready|prepare|preparing|prep|practi[sc]e|coaching|mentoring)\b[^.]*\binterview/i.test(said)) return { formal: ['I enjoyed learning more about the role and the team.', 'I look forward to hearing from you.'], friendly: ['I really enjoyed learning more about the role.', 'I look forward to hearing from you.'] };
  // Thanks for an invitation the writer cannot take up: good wishes, not "it made my day".
  if (main === 'thanks' && plan.frame.segments.some((segment) => /^Unfortunately,|\b(?:can't|cannot|can not|won't be able to|will not be able to|unable to|won't|will not)\s+(?:make it|make the|come|attend|join|be there|go)\b/i.test(segment.text))) return { formal: ['I hope it is a wonderful occasion.', 'I hope we can catch up soon.'], friendly: ["I hope it's a brilliant day!", "Let's catch up soon."] };
  // Thanks to a group for what they did: to all of them, not "it means a great deal".
  // Two people of the family thanked ("Hi Mum and Dad") are no team that made something happen.
  // ("Dear Pat and Lou": two people named are both of them, never a team.)
  if (main === 'thanks' && plan.frame.recipient?.plural && (['family', 'friend'].includes(plan.frame.recipient.relation) || /^[A-Z][a-z'-]+ and [A-Z][a-z'-]+$/.test(plan.frame.recipient.name ?? ''))) return { formal: ['It was so kind of you both.', 'Thank you both so much.'], friendly: ['You two are the best!', 'Thank you both so much!'] };
  if (main === 'thanks' && plan.frame.recipient?.plural) return { formal: ['Thank you all for your hard work.', 'I am very grateful to every one of you.'], friendly: ['Thanks again, everyone!', "I'm so grateful to all of you."] };
  if (main === 'thanks' && !['family', 'friend', 'neighbor'].includes(plan.frame.recipient?.relation ?? '')) return PADS['thanks-work'] as Family;
  if (main === 'cold') return PADS.cold as Family;
  if (PADS[main] && !['ask', 'inform', 'personal', 'business', 'reply'].includes(main)) {
    if (main === 'apology' && !['family', 'friend', 'neighbor'].includes(plan.frame.recipient?.relation ?? '')) return (hasAsk ? PADS.ask : PADS.inform) as Family;
    return PADS[main] as Family;
  }
  if (plan.reply) return PADS.reply as Family;
  if (plan.frame.business && (plan.frame.recipient?.relation === 'customers' || plan.frame.recipient?.plural)) {
    // Patience and apologies belong to a disruption, not to good news ("we're starting a loyalty card").
    const content = plan.frame.segments.map((segment) => segment.text).join(' ');
    const disruption = /\b(?:clos(?:e|ed|ing|ure)|shut|delay(?:ed|s)?|disrupt|outage|down\b|maintenance|unavailable|cancel|postpone|price|increase|rais|shortage|late|sorry|apolog|problem|issue|error|mistake|recall|strike|repair|works\b|renovat|interrupt|reduced|limited|out of stock|moving|change)/i.test(content);
    return (disruption ? PADS.business : PADS['business-news']) as Family;
  }
  const relation = plan.frame.recipient?.relation;
  // ("our wedding guests", "the lads at 5-a-side": news for a group of friends is no catch-up with one of them.)
  if ((relation === 'family' || relation === 'friend') && plan.frame.recipient?.plural && /\bguests\b/.test(plan.frame.recipient.role ?? '')) return PADS.inform as Family;
  if ((relation === 'family' || relation === 'friend') && !/room ?mate|flat ?mate|house ?mate/.test(plan.frame.recipient?.role ?? '')) return PADS.personal as Family;
  return (hasAsk ? PADS.ask : PADS.inform) as Family;
}

/** Core lines for a request that names only the kind of email: the visitor fills the blanks. */
export const THIN: Partial<Record<string, Family>> = {
  thanks: { formal: ['Thank you for [what they did].', 'It meant a great deal to me.'], friendly: ['Thank you so much for [what they did]!', 'It really meant a lot to me.'] },
  apology: { formal: ['I apologize for [what happened].', 'I will make sure it does not happen again.'], friendly: ["I'm really sorry about [what happened].", "I'll make sure it doesn't happen again."] },
  complaint: { formal: ['I am writing to complain about [the problem].', 'I would like you to [the resolution you want].'], friendly: ["I'm writing about [the problem].", 'Could you please [the resolution you want]?'] },
  'follow-up': { formal: ['I am following up on [what you are following up on].', 'Could you let me know [what you need to know]?'], friendly: ['I wanted to follow up on [what you are following up on].', 'Could you let me know [what you need to know]?'] },
  invitation: { formal: ['I would like to invite you to [event] on [date] at [place].'], friendly: ["I'd love for you to come to [event] on [date] at [place]!"] },
  reminder: { formal: ['This is a reminder about [what is due] on [date].'], friendly: ['Just a quick reminder about [what is due] on [date].'] },
  resignation: { formal: ['Please accept this email as formal notice of my resignation from my position as [your role].', 'My last day will be [last day].'], friendly: ["I'm writing to let you know that I've decided to resign from my role as [your role].", 'My last day will be [last day].'] },
  application: { formal: ['I am writing to apply for the [role] position.', 'I bring [your key experience].'], friendly: ["I'm excited to apply for the [role] position.", 'I bring [your key experience].'] },
  condolence: { formal: ['I was so sorry to hear about your loss.', 'Please accept my heartfelt condolences.'], friendly: ['I was so sorry to hear about your loss.', "I'm thinking of you and sending my love."] },
  congratulations: { formal: ['Congratulations on [the news].', 'It is very well deserved.'], friendly: ['Congratulations on [the news]!', 'It is so well deserved!'] },
  introduction: { formal: ['I would like to introduce myself: I am [your role] at [your company].'], friendly: ["I wanted to introduce myself: I'm [your role] at [your company]."] },
  cold: { formal: ['I am reaching out because [why you are writing to them].', '[Your product] helps teams like yours [the result].'], friendly: ["I'm reaching out because [why you are writing to them].", '[Your product] helps teams like yours [the result].'] },
  reference: { formal: ['Would you be willing to serve as a reference for me?'], friendly: ['Would you be happy to be a reference for me?'] },
  recommendation: { formal: ['Would you be willing to write a letter of recommendation for me?'], friendly: ['Would you be up for writing me a letter of recommendation?'] },
  update: { formal: ['Here is an update on [the project].', '[The main news].'], friendly: ["Here's a quick update on [the project].", '[The main news].'] },
  sick: { formal: ['I am unwell today and will not be able to come in.'], friendly: ["I'm not feeling well today, so I won't be able to come in."] },
  late: { formal: ['I am running late and will arrive at about [time].'], friendly: ["I'm running a bit late and should be there by [time]."] },
  reply: { formal: ['[Your answer].'], friendly: ['[Your answer].'] },
};

export const THIN_DEFAULT: Family = {
  formal: ['I am writing about [the purpose of your email].', '[The details you want to share].'],
  friendly: ["I'm writing about [the purpose of your email].", '[The details you want to share].'],
};

/** Every line this module may put around the content: a follow-up can drop them to shorten. */
export const CLOSES_AND_OPENERS: readonly string[] = [
  ...REPLY_LINES,
  ...Object.values(CLOSES).flatMap((family) => [...(family?.formal ?? []), ...(family?.friendly ?? [])]),
  ...[ASK_CLOSE, INFORM_CLOSE, PERSONAL_CLOSE, NEWS_OPENERS, OOO_OPENERS, COLD_CLOSE, COLD_CLOSE_NO_ASK, BUSINESS_CLOSE, ANSWER_CLOSE, OPENERS, PERSONAL_OPENERS, REPLY_OPENERS, ...Object.values(PADS), ...Object.values(GENERAL_PADS)].flatMap((family) => [...family.formal, ...family.friendly]),
];

/** Money lent and not paid back, asked for. */
const PAY_BACK: Family = { formal: ['Could you please let me know when you will be able to pay this back?'], friendly: ['Could you let me know when you can pay me back?'] };

/**
 * A problem told with nothing asked of the one who can put it right ("the garage charged me £640
 * for what they quoted as £380", "my deposit still hasn't been returned", "you owe £210 for the
 * bills"): the ask the story implies, in general words that invent nothing. Undefined when the
 * email asks already, is no problem, or is no one's to put right (news, a sick note, a condolence).
 */
// "broken ankle", "a broken wrist": the writer's injury is a reason, not a fault for the reader to put right.
/** "she won't be back that day", "I can't be in on Friday": someone's own absence, no fault to put right. */
export const ABSENCE = /\b(?:I|we|he|she|they)\s+(?:won't|will not|can't|cannot|wouldn't)\s+be\s+(?:back|in|at school|at work|there|attending|coming in|around|available)\b/gi;

export const INJURY = /\b(?:broken|broke|fractured|sprained|twisted|dislocated)\s+(?:my\s+|an?\s+|his\s+|her\s+)?(?:ankle|arm|leg|wrist|foot|toe|finger|hand|rib|ribs|collarbone|nose|hip|knee|elbow|shoulder|back|jaw|thumb)\b/i;

/** A fault whose fix is on its way: "new one arrives wednesday", "is being repaired", "an engineer is coming". */
export const FIX_IN_HAND = /\b(?:new one|replacement|a new [a-z]+)\b[^.;]{0,30}\b(?:arrives?|arriving|coming|comes|is on (?:its|the) way|due|being delivered|will be here)\b|\b(?:is|are)\s+(?:being|getting)\s+(?:fixed|repaired|replaced|sorted|looked at)\b|\b(?:engineer|plumber|electrician|technician|repair\s?man)\s+(?:is\s+|will be\s+)?(?:coming|booked|arriving|due|in)\b/i;

export function impliedAsk(plan: Plan): Family | undefined {
  if (plan.reply || plan.frame.business || plan.thin) return undefined;
  const main = String(plan.main);
  if (['condolence', 'condole', 'sick', 'late', 'apology', 'apologize', 'announcement', 'announce', 'thanks', 'thank', 'congratulations', 'congratulate', 'get-well', 'wish', 'birthday', 'resignation', 'resign', 'welcome', 'newsletter', 'cold', 'out-of-office', 'recap', 'invitation', 'invite', 'decline', 'reference', 'recommendation', 'introduction', 'application', 'cover-letter', 'update'].includes(main)) return undefined;
  // (A follow-up with no question in it still needs its ask: "still nothing, and my permit runs out on Friday".)
  if (plan.segments.some((segment) => ['request', 'askFor', 'question', 'cancel', 'reschedule', 'invite', 'propose', 'askAbout', 'offer', 'decline', 'accept'].includes(segment.act))) return undefined;
  const text = plan.segments.map((segment) => segment.text).join(' ');
  // A follow-up on a job application: its closing asks for news; there is nothing to put right.
  if ((main === 'follow-up' || main === 'followUp') && /\b(?:application|applied|interview(?:ed)?|role|position|vacancy)\b/i.test(text)) return undefined;
  // Money lent and not paid back: asked for, even when the visitor says why they need it now.
  if (!/\?|\bplease\b/i.test(text) && /\b(?:you\s+(?:still\s+)?owe|you\s+borrowed|I\s+lent\s+you|(?:pay|paid)\s+(?:me\s+|it\s+)?back)\b/i.test(text) && ['friend', 'family', 'unknown'].includes(plan.frame.recipient?.relation ?? 'unknown')) {
    return PAY_BACK;
  }
  // A need or a wish said already is the ask ("We need a reprint at your cost", "need numbers by Sunday").
  if (/\?|\b(?:(?:I|we) would like|(?:I|we)'d like|(?:I|we) want|want\s+(?:you|them|it)\s+to|need|I'm asking|I am asking|(?:I|we) expect|please)\b/i.test(text)) return undefined;
  // "email the gym to freeze my membership": what is wanted is said already, as what the email is for.
  if (plan.segments.some((segment) => segment.act === 'purpose' && /^(?:freeze|pause|suspend|cancel|book|change|update|transfer|renew|arrange|request|close|open|register|sign up|join|order|reserve|move|switch|add|remove)\b/i.test(segment.text))) return undefined;
  // A fault with its fix told already ("the coffee machine is broken, new one arrives wednesday",
  // "the lift is being repaired"): news, with nothing to put right.
  if (FIX_IN_HAND.test(text)) return undefined;
  // The writer's own promise is no trouble: "we'll still pay you as usual".
  if (/\b(?:I|we)(?:'ll| will)\s+(?:still\s+)?(?:pay|cover|send|keep)\b/i.test(text) && !TROUBLE.test(text)) return undefined;
  const recipient = plan.frame.recipient;
  // Not to a group of people, unless it is a firm's team or a department ("the council waste team").
  if (recipient?.plural && !['neighbor', 'company', 'provider', 'school'].includes(recipient.relation) && !/\b(?:team|department|dept|office|council|services|desk)$/i.test(recipient.role ?? recipient.phrase)) return undefined;
  const relation = recipient?.relation ?? 'unknown';
  // To a teacher, a school or a manager about a worry: their advice, not a repair.
  if (['teacher', 'school'].includes(relation) || (relation === 'manager' && !recipient?.organization) || /\b(?:teacher|tutor|head|leader|lecturer|coach|senco)\b/i.test(recipient?.role ?? '')) {
    if (!/\b(?:bull(?:y|ied|ying)|picked on|struggl\w*|upset|anxious|anxiety|worried|crying|cried|falling behind|left out|excluded|unhappy|stressed|overwhelmed|missed|failed)\b/i.test(text)) return undefined;
    return { formal: ['I would be grateful for your advice on how best to handle this.'], friendly: ["I'd really appreciate your thoughts on how best to handle this."] };
  }
  // (The reader owes: "you owe", "you borrowed"; never "you lent me" or "I owe you a coffee".)
  if (/\byou\s+(?:still\s+)?(?:owe|borrowed)\b|\bpay (?:me |it |that )?back\b/i.test(text)) {
    return PAY_BACK;
  }
  // Their noise, not ours ("we're having a loft conversion done ... noise"): "you play music until 2am", "your dog barks".
  const theirNoise = /\byou(?:'re| are)?\s+(?:\w+\s+){0,3}?(?:play|playing|plays|make|making|shout|shouting|party|partying|slam|slamming|stomp|stomping|blast|blasting)\b|\byour\s+(?:dog|dogs|music|parties|party|bass|kids|children|tv|guests)\b/i.test(text)
    // (and some noise in it: "the light you put up makes the room bright" is no noise.)
    && /\b(?:nois\w*|loud\w*|music|part(?:y|ies|ying)|bass|shout\w*|scream\w*|bark\w*|stomp\w*|slam\w*|blast\w*|racket|din|yell\w*|thump\w*|bang\w*)\b/i.test(text);
  const harm = /\b(?:ruined|stained|shrunk|ripped|torn|scratched|dented|chipped|smashed|crushed|lost my|misplaced)\b/i.test(text);
  if (!TROUBLE.test(text) && !theirNoise && !harm && !/\b(?:charged|hasn't|has not|haven't|have not|didn't|did not|never|still\s+(?:not|no|nothing|hasn't|haven't|has not|have not|waiting|charg\w+|broken|owe\w*)|wrong|missing|late|weeks? ago|months? ago)\b/i.test(text)) return undefined;
  // The writer's own trouble told ("rent will be 5 days late, my hours got cut"): news, nothing to put right.
  if (/\b(?:rent|payment|I|we)\b[^.;]{0,30}\b(?:will be|'ll be|am|'m|are|'re)\s+(?:\w+\s+){0,3}(?:late|behind)\b|\b(?:I|we)\s+(?:can|could|will)\s+pay\b|\b(?:I|we)(?:'ve| have)?\s+lost\s+(?:my|our)\s+job/i.test(text)) return undefined;
  if (!harm && !/\b(?:you|your)\b/i.test(text) && !/\b(?:broken|broke|leak\w*|mou?ld|damp|not working|stopped working|faulty|charged|overcharged|deposit|refund|never (?:arrived|came)|hasn't|has not|haven't|have not|under review|claim|still nothing|no (?:reply|response|update|decision|news)|(?:weeks?|months?) ago)\b/i.test(text)) return undefined;
  // A flatmate or a friend who hasn't done their share: asked kindly to.
  if (['friend', 'family'].includes(relation) && /\byou\s+(?:still\s+)?(?:haven't|have not|never|keep|always)\b/i.test(text)) {
    return { formal: ['Would you mind sorting it out when you get a chance?'], friendly: ['Would you mind sorting it when you get a chance?'] };
  }
  if (['friend', 'family', 'colleague', 'report', 'team', 'student', 'hiring', 'prospect', 'customers', 'client', 'tenant'].includes(relation) && !isDepartment(recipient)) return undefined;
  // Parked across the drive: kept clear from now on.
  if (relation === 'neighbor' && /\b(?:park(?:s|ed|ing)?|block(?:s|ed|ing)?)\b[^.]*\b(?:drive|driveway|garage|gate|entrance)\b/i.test(text)) {
    return { formal: ['Would you mind making sure the drive is kept clear from now on?'], friendly: ['Would you mind keeping the drive clear from now on?'] };
  }
  if (theirNoise) {
    if (/\bbark/i.test(text)) return { formal: ['Is there anything you could do about the barking?'], friendly: ['Is there anything you could do about the barking?'] };
    return /\b(?:night|late|midnight|\d\s*am|weekends?)\b/i.test(text)
      ? { formal: ['Would you mind keeping the noise down, especially late at night?'], friendly: ['Would you mind keeping the noise down, especially late at night?'] }
      : { formal: ['Would you mind keeping the noise down?'], friendly: ['Would you mind keeping the noise down a bit?'] };
  }
  if (/\b(?:under review|waiting|no (?:reply|response|update)|haven't heard|have not heard|chas\w+|still nothing|(?:nobody|no one|no-one)\s+(?:has\s+)?(?:come|got|gotten|gone|been)\s+back|not (?:heard|had anything) back|heard nothing)\b/i.test(text)) {
    return { formal: ['Could you please give me an update on where things stand?'], friendly: ['Could you give me an update on where things stand?'] };
  }
  if (/\b(?:broken|broke|leak\w*|mou?ld|damp|not working|stopped working|doesn't work|faulty|cracked|burst|flood\w*|blocked)\b/i.test(text.replace(INJURY, ''))) {
    return { formal: ['Could you please arrange for this to be fixed as soon as possible?'], friendly: ['Could you arrange for this to be fixed as soon as you can?'] };
  }
  // A loss, or news with no fault of the reader's in it, to a person who is no firm: nothing to put right.
  if (GRIEF.test(text) || /\byou\s+(?:didn't|did not|weren't|were not)\s+(?:get|successful|selected|chosen|shortlisted)\b/i.test(text)) return undefined;
  if (['unknown', 'contact'].includes(relation) && !recipient?.organization && !THEIR_FAULT.test(text)) return undefined;
  return { formal: ['Could you please look into this and let me know how it will be put right?'], friendly: ['Could you look into this and let me know what you can do?'] };
}

/** "before he passed": a death told in a word that has other senses ("passed the exam"). */
export const PASSED = String.raw`(?:he|she|they|mum|mom|dad|grandad|grandpa|grandma|gran|nan)\s+passed\b(?!\s+(?:the|a|an|his|her|their|my|all|with|by|it|me|us|them|out|on)\b)`;
/** A death or a funeral told: no exclamation marks, no "have a great day". */
export const GRIEF = new RegExp(String.raw`\b(?:died|passed away|${PASSED}|funeral|grief|griev\w*|bereave\w*|(?:her|his|their) last (?:days|weeks|hours)|put (?:to sleep|down)|lost my (?:mum|mom|dad|mother|father|wife|husband|partner|son|daughter|brother|sister|gran|nan|grandma|grandad))\b`, 'i');
const THEIR_FAULT = /\b(?:charged|overcharged|refund\w*|wrong|missing|damaged|never (?:arrived|came|turned up)|not (?:arrived|delivered|turned up)|delayed|cancell?ed|faulty|rude|mistake|error|lost|stolen|broken|double|incorrect|unacceptable|still not|hasn't|has not|haven't|have not|didn't|did not)\b/i;
