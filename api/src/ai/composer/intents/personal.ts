import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, isClose, open, tone } from './define.ts';

const THANKS: IntentSpec['match'] = [
  [/\bthank(?:s|ing)?\b/, 5],
  [/\bthank[- ]you\b/, 3],
  [/\bgratitude\b|\bappreciation\b/, 4],
];

export const PERSONAL_INTENTS: readonly IntentSpec[] = [
  {
    id: 'thank-you',
    label: 'thank-you email',
    match: THANKS,
    // Neighbors get this warm, grateful note; family and friends get the heartfelt one below.
    boost: (facts) => (isClose(facts) ? -3 : 0),
    safety: { date: ['Your help {on:date} really saved the day.', 'Your help {on:date} was greatly appreciated.'] },
    tones: [
      tone('Warm', 'warm', 'Best for a mentor, colleague or anyone who went out of their way for you.'),
      tone('Formal', 'formal', 'Best for a senior contact, client or someone you know less well.'),
    ],
    subjects: [
      ['Thank You for {occasion}', 'A Quick Thank-You'],
      ['With Sincere Thanks', 'With Sincere Thanks'],
    ],
    placeholders: { occasion: '[what they did]' },
    lines: [
      open(['I wanted to say a heartfelt thank you for {occasion}.', 'I am writing to express my sincere thanks for {occasion}.']),
      body(0, [
        "It made a real difference to me, and I don't take it for granted.",
        'Your support made a meaningful difference, and it has not gone unnoticed.',
      ]),
      body(1, ['In particular, [a specific way it helped] meant a lot.', 'In particular, [a specific way it helped] was invaluable.']),
      body(2, [
        'People like you make a real difference, and I wanted to make sure you knew it.',
        'Your generosity says a great deal about you, and I am truly grateful.',
      ]),
      body(3, ['I hope I can return the favor soon.', 'I hope to have the opportunity to return the favor.']),
      ask(['Can I buy you a coffee soon to say thanks properly?', 'Please let me know if there is ever anything I can do for you in return.']),
      close(['Thanks again!', 'Thank you once again.']),
    ],
  },
  {
    id: 'thank-you-personal',
    label: 'thank-you note',
    match: THANKS,
    boost: (facts) => (isClose(facts) ? 3 : -3),
    tones: [
      tone('Heartfelt', 'heartfelt', 'Best for family and close friends, when you want them to feel how much it meant.'),
      tone('Cheerful', 'cheerful', 'Best for a quick, upbeat note that sounds just like you.'),
    ],
    subjects: [
      ['Thank You for {occasion}', 'Thank You So Much'],
      ['You Made My Day!', 'You Made My Day!'],
    ],
    signoffs: ['With love', 'Love'],
    placeholders: { occasion: '[what they did]' },
    lines: [
      open(['Thank you so much for {occasion}.', 'Thank you, thank you, thank you for {occasion}!']),
      body(0, ['It was such a thoughtful gesture, and it truly made my day.', 'It totally made my day.']),
      body(1, ['It means so much to know you were thinking of me.', 'You always know exactly how to make me smile.']),
      body(2, ["I've been [how you're using or enjoying it], and I think of you every time.", "I've already [how you're using it], and I love it."], { unless: ['deed'] }),
      body(2, ["I honestly couldn't have done it without you.", "Seriously, I couldn't have done it without you."], { when: ['deed'] }),
      body(3, ["I'm so lucky to have you in my life.", "You're the best, and I mean it."]),
      ask(['When can we get together so I can thank you in person?', "Let's catch up soon. Are you free for a call this weekend?"]),
      close(['Thank you again for being so wonderful.', 'Thanks again!']),
    ],
  },
  {
    id: 'congratulations',
    label: 'congratulations email',
    match: [
      [/\bcongrat/, 10],
      [/\bpromot(?:ion|ed)\b|\bnew job\b|\bgraduat|\bengage(?:d|ment)\b|\bwedding\b|\bnew baby\b|\banniversary\b|\bmilestone\b|\baward\b/, 2],
    ],
    tones: [
      tone('Enthusiastic', 'enthusiastic', 'Best for friends and close colleagues, when you want your excitement to show.'),
      tone('Polished', 'polished', 'Best for clients, senior colleagues or people you know professionally.'),
    ],
    subjects: [
      ['Congratulations on {occasion}!', 'Huge Congratulations to You!'],
      ['Warm Congratulations on {occasion}', 'Warm Congratulations to You'],
    ],
    placeholders: { occasion: '[their achievement]' },
    lines: [
      open(['Congratulations on {occasion}! I was so happy to hear the news.', 'Please accept my warm congratulations on {occasion}.']),
      body(0, [
        "You've worked so hard for this, and it's wonderful to see it pay off.",
        'It is a well-deserved achievement that reflects your hard work and talent.',
      ], { unless: ['milestone'] }),
      // A wedding or a baby is joy, not a reward for hard work.
      body(0, ["This is such wonderful news, and it couldn't happen to a better person.", 'I am delighted for you and wish you every happiness.'], { when: ['milestone'] }),
      body(1, ['{company} is lucky to have you.', '{company} has gained a remarkable addition to its team.'], { when: ['company'] }),
      body(2, ["I can't wait to hear all about it.", 'I have no doubt you will make a real impact in this next chapter.'], { unless: ['milestone'] }),
      body(2, ["I can't wait to hear all about it.", 'I look forward to hearing all about it.'], { when: ['milestone'] }),
      body(3, ['This is such a big milestone, and you should be really proud.', 'This milestone is a testament to your dedication.'], { unless: ['milestone'] }),
      body(3, ['Wishing you all the happiness in the world.', 'May this new chapter bring you great joy.'], { when: ['milestone'] }),
      body(4, ["I've always known you'd do great things.", 'It has been a pleasure to watch your success.'], { unless: ['milestone'] }),
      ask(['Can we celebrate over dinner or drinks soon?', 'Would you like to get together soon to celebrate?']),
      close(['So proud of you!', 'Wishing you every success.'], { unless: ['milestone'] }),
      close(['So happy for you!', 'With all my best wishes.'], { when: ['milestone'] }),
    ],
  },
  {
    id: 'condolence',
    label: 'condolence email',
    smallTalk: false,
    match: [
      [/\bcondolence/, 11],
      [/\bsympathy\b/, 8],
      [/\bpassed away\b|\bdied\b|\bloss of\b|\bgrieving\b|\bfuneral\b|\bbereave/, 7],
    ],
    tones: [
      tone('Heartfelt', 'heartfelt', 'Best for a friend or colleague you are close to.'),
      tone('Respectful', 'formal', 'Best for someone you know less well, such as a client or a senior colleague.'),
    ],
    subjects: [
      ['Thinking of You', 'Thinking of You'],
      ['With Deepest Sympathy', 'With Deepest Sympathy'],
    ],
    signoffs: ['With love', 'With deepest sympathy'],
    lines: [
      open(['I was so sorry to hear about {occasion}.', 'Please accept my deepest condolences on {occasion}.'], { when: ['occasion'] }),
      open(['I was so sorry to hear your sad news.', 'Please accept my deepest condolences on your loss.'], { unless: ['occasion'] }),
      body(0, [
        "I can't imagine how hard this must be, and I wanted you to know that I'm thinking of you and your family.",
        'My thoughts are with you and your family during this difficult time.',
      ]),
      body(1, [
        'I hope you can find some comfort in the memories you shared.',
        'I hope the love of those around you brings some comfort in the days ahead.',
      ]),
      body(2, ["There's no need to reply to this.", 'There is no need to respond to this message.']),
      ask([
        "If there's anything at all I can do, whether it's a meal or just someone to talk to, please tell me.",
        'If there is anything I can do to help, please do not hesitate to let me know.',
      ]),
      close(['Sending you so much love.', 'You are in my thoughts.']),
    ],
  },
  {
    id: 'reconnect',
    label: 'email to reconnect',
    match: [
      [/\breconnect/, 10],
      [/\bcatch(?:ing)? up\b/, 4],
      [/\bhaven'?t (?:talked|spoken|seen|been in touch)\b|\blong time no\b|\bbeen a while\b|\blost touch\b/, 5],
      [/\bold (?:college |school |high school )?(?:friend|roommate|colleague|classmate|coworker)\b/, 4],
    ],
    tones: [
      tone('Warm', 'warm', 'Best when you want to show you have genuinely been thinking of them.'),
      tone('Casual', 'casual', 'Best for an old friend, where a short, easy note feels natural.'),
    ],
    subjects: [
      ["It's Been Too Long!", "It's Been Too Long!"],
      ['Long Time No Talk!', 'Long Time No Talk!'],
    ],
    lines: [
      open([
        "I was thinking about you the other day and realized we haven't talked {lastContact}.",
        "It's been way too long! I can't believe we haven't talked {lastContact}.",
      ]),
      body(0, ["I'd love to hear what you've been up to and how life is treating you.", "I'd love to hear what you've been up to."]),
      body(1, ['On my end, [a quick update on your life].', 'Quick update from me: [your news].']),
      body(2, ['I often think back to [a shared memory], and it still makes me smile.', 'I still laugh about [a shared memory].']),
      ask(['Would you be up for {suggestion} sometime soon?', "Any chance you're free for {suggestion} in the next few weeks?"]),
      close(["I hope you're doing well.", 'Hope to hear from you soon!']),
    ],
  },
  {
    id: 'invitation',
    label: 'invitation',
    match: [
      [/\binvit/, 8],
      [/\bparty\b|\bbarbecue\b|\bbbq\b|\bdinner\b|\bcelebration\b|\bgathering\b|\bwebinar\b|\bevent\b|\bworkshop\b|\bopen house\b/, 3],
      [/\bjoin us\b|\bcome to\b|\battend\b/, 3],
      [/\brsvp\b/, 5],
    ],
    tones: [
      tone('Friendly', 'friendly', 'Best for friends, neighbors and casual events.'),
      tone('Polished', 'polished', 'Best for professional events, clients and guests you know less well.'),
    ],
    subjects: [
      ["You're Invited: {event}", "You're Invited to Join Us"],
      ['Invitation: {event} {on:date}', 'Invitation: {event}', 'An Invitation for You'],
    ],
    placeholders: { event: '[event]' },
    lines: [
      open(["I'd love for you to join us for {event} {on:date}!", 'It is my pleasure to invite you to {event} {on:date}.']),
      body(1, [
        "We've got a great time planned, and it wouldn't be the same without you.",
        'We have put together something special, and we would be delighted to have you there.',
      ]),
      body(2, ['Here are the details: [location or link, and anything to bring].', 'Details: [location or joining link, and anything guests should know].']),
      ask(['Can you let me know {by:deadline} if you can make it?', 'Kindly RSVP {by:deadline} so we can plan accordingly.'], { when: ['deadline'] }),
      ask(['Can you let me know if you can make it?', 'Kindly let me know whether you will be able to attend.']),
      close(['Hope to see you there!', 'We look forward to seeing you.']),
    ],
  },
  {
    id: 'personal-apology',
    label: 'apology',
    smallTalk: false,
    match: [
      [/\bapologi[sz]/, 8],
      [/\bsorry\b/, 5],
      [/\bmake (?:it )?up\b/, 3],
    ],
    // Neighbors get their own apology; this one is for family and friends.
    boost: (facts) => (isClose(facts) ? 3 : -3),
    tones: [
      tone('Heartfelt', 'heartfelt', 'Best when you hurt someone close to you and want them to know you mean it.'),
      tone('Lighthearted', 'light', 'Best for a small slip with a good friend, where a touch of humor helps.'),
    ],
    subjects: [
      ["I'm So Sorry", "I'm So Sorry"],
      ['I Owe You an Apology', 'I Owe You an Apology'],
    ],
    signoffs: ['With love', 'Talk soon'],
    placeholders: { occasion: '[what happened]' },
    lines: [
      open(["I'm so sorry for {occasion}.", 'I owe you a big apology for {occasion}.'], { unless: ['regret'] }),
      open(["I'm so sorry that {regret}.", 'I owe you a big apology, because {regret}.'], { when: ['regret'] }),
      body(0, ["There's no excuse, and I know it must have been disappointing.", "I feel terrible about it, and I know it wasn't cool."]),
      body(1, [
        'You mean a lot to me, and the last thing I want is for you to feel let down.',
        "You deserve better from me, and I'm going to make it up to you.",
      ]),
      body(2, ["What happened was [a brief, honest explanation], but that's not an excuse.", 'Long story short: [what happened]. Still, totally on me.']),
      ask(['Can I take you out this week to make it up to you?', "Dinner's on me next time. Are you free this week?"]),
      close(['I really hope you can forgive me.', 'Sorry again!']),
    ],
  },
  {
    id: 'get-well',
    label: 'get-well message',
    smallTalk: false,
    match: [
      [/\bget well\b|\bspeedy recovery\b|\brecover(?:y|ing)\b|\bfeel better\b/, 10],
      [/\bsurgery\b|\bhospital\b|\bsick\b|\bill\b|\binjur/, 3],
    ],
    tones: [
      tone('Warm', 'warm', 'Best for colleagues and acquaintances, when you want to show you care.'),
      tone('Cheerful', 'cheerful', 'Best for a close friend who would appreciate a smile.'),
    ],
    subjects: [
      ['Wishing You a Speedy Recovery', 'Wishing You a Speedy Recovery'],
      ['Get Well Soon!', 'Get Well Soon!'],
    ],
    placeholders: { occasion: '[what happened]' },
    lines: [
      open([
        'I was sorry to hear about {occasion}, and I wanted to send my best wishes for a speedy recovery.',
        'I heard about {occasion} and just wanted to say: get well soon!',
      ]),
      body(0, ['Please take all the time you need to rest and heal.', 'Take it easy and let yourself rest.']),
      body(1, ["You're in my thoughts, and I'm sending lots of healing wishes your way.", 'We all miss having you around.']),
      body(2, ["I hope you're being well looked after.", "I hope you've got a good stack of shows to watch while you recover."]),
      body(3, [
        "Whenever you're ready, we'll be glad to have you back, but there's absolutely no rush.",
        "Things just aren't the same without you, so hurry back when you're ready.",
      ]),
      ask(["If there's anything I can do to help, like dropping off a meal, just let me know.", 'Need anything? Just say the word.']),
      close(['Wishing you a quick and smooth recovery.', 'Feel better soon!']),
    ],
  },
];
