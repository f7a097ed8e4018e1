import { describe, expect, it } from 'vitest';
import { detectDecline } from './decline.ts';
import { understand } from './frame.ts';
import { normalize } from './normalize.ts';
import { splitQuoted } from './quoted.ts';
import { readRecipient } from './recipient.ts';

describe('normalize', () => {
  it.each([
    ['we adopted a 2 yr old lurcher last month', 'we adopted a 2-year-old lurcher last month'],
    ['sorry, i realise its late notice', "sorry, I realise it's late notice"],
    ['the builder is slow, were still waiting on the windows', "the builder is slow, we're still waiting on the windows"],
    ['were all in the office thursday', "we're all in the office Thursday"],
    ['say id still love to help next year', "say I'd still love to help next year"],
    ['my son alfie (year 4) has a cold', 'my son Alfie (Year 4) has a cold'],
    ['bring snacks, were watching the final', "bring snacks, we're watching the final"],
    ['thank my friends ola and ben for the flowers', 'thank Ola and Ben for the flowers'],
    ['the cat hurt its paw when i know its owner', 'the cat hurt its paw when I know its owner'],
    ['the dog is 3 years old and friendly', 'the dog is 3 years old and friendly'],
  ])('%s', (raw, expected) => {
    expect(normalize(raw)).toBe(expected);
  });

  it('spells out text-speak and capitalizes days, months, I and brands', () => {
    expect(normalize('can u tell him im sick tmrw, pls check slack')).toBe("can you tell him I'm sick tomorrow, please check Slack");
    expect(normalize('meet on friday at 5pm in march')).toBe('meet on Friday at 5 pm in March');
    expect(normalize('we may meet')).toBe('we may meet');
  });
});

describe('readRecipient', () => {
  it.each([
    ['my boss Farid', { name: 'Farid', relation: 'manager' }],
    ['my boss farid', { name: 'Farid', relation: 'manager' }],
    ['Dr. Patel', { name: 'Dr. Patel' }],
    ['the design team', { relation: 'team', plural: true }],
    ['a hiring manager at Stripe', { organization: 'Stripe', relation: 'hiring' }],
    ["my son's teacher, Ms. Rivera", { name: 'Ms. Rivera', gender: 'she', relation: 'teacher' }],
    ['Skyline Airlines', { organization: 'Skyline Airlines', relation: 'company' }],
    ['my aunt Linda', { name: 'Linda', relation: 'family', gender: 'she' }],
    ['my landlord', { role: 'landlord', relation: 'landlord' }],
    ['a customer named James', { name: 'James', plural: false }],
  ])('%s', (phrase, expected) => {
    expect(readRecipient(phrase)).toMatchObject(expected);
  });
});

describe('understand', () => {
  it('reads the recipient, and the ask in the email voice', () => {
    const frame = understand('ask my landlord to fix the broken heater by friday');
    expect(frame.recipient).toMatchObject({ relation: 'landlord' });
    expect(frame.segments).toEqual([{ act: 'request', form: 'vp', text: 'fix the broken heater by Friday' }]);
  });

  it('keeps a run-on message whole, clause by clause, in the first person', () => {
    const frame = understand("hey can u write to my boss Farid that i'm sick today and won't make it, i'll check slack in the afternoon if anything urgent comes up");
    expect(frame.recipient?.name).toBe('Farid');
    expect(frame.descriptor).toBe('sick');
    expect(frame.segments.map((segment) => segment.text)).toEqual(["I'm sick today and won't make it", "I'll check Slack in the afternoon if anything urgent comes up"]);
  });

  it('turns the recipient\'s pronouns into "you" but leaves other people\'s', () => {
    const frame = understand('tell my manager Sam that Priya is out today, she has the flu, and ask him to cover her standup');
    expect(frame.recipient?.name).toBe('Sam');
    const texts = frame.segments.map((segment) => segment.text).join(' | ');
    expect(texts).toContain('she has the flu');
    expect(texts).toContain('cover her standup');
  });

  it('reads "whose" after the recipient as news about them', () => {
    const frame = understand('Write a condolence email to my coworker Maria, whose father passed away last week');
    expect(frame.descriptor).toBe('condolence');
    expect(frame.segments[0]?.text).toBe('your father passed away last week');
  });

  it('splits two asks in one message', () => {
    const frame = understand('email to the printing company Inkwell that the flyers on order 7731 came in black, we asked for navy, ask if they can reprint by next wednesday and also ask for a discount on the next order');
    expect(frame.recipient?.organization).toBe('Inkwell');
    expect(frame.segments.map((segment) => segment.act)).toEqual(['inform', 'inform', 'question', 'askFor']);
    expect(frame.segments[2]?.text).toBe('you can reprint by next Wednesday');
  });

  it('reads tone and length asked of the email itself, not as content', () => {
    const frame = understand('write a short polite email to my neighbour about their dog barking all night, no exclamation marks');
    expect(frame.constraints).toMatchObject({ length: 'short', tone: 'polite', noExclamation: true });
    expect(frame.segments.map((segment) => segment.text).join(' ')).not.toMatch(/polite|exclamation|short/);
  });

  it('takes the sender name from "sign it as"', () => {
    expect(understand('tell sam the meeting moved to 3pm, sign it as Ana').senderName).toBe('Ana');
  });
});

describe('splitQuoted', () => {
  it('separates a pasted email, its sender, the name it greeted and its questions', () => {
    const { instruction, quoted } = splitQuoted('reply to this, thursday works but not before 11\n> Hi Tom,\n> could we do the onboarding call on Thursday? Any time suits me.\n> Best, Greta');
    expect(instruction).toBe('reply to this, thursday works but not before 11');
    expect(quoted).toMatchObject({ sender: 'Greta', greeted: 'Tom', questions: ['could we do the onboarding call on Thursday?'], topic: 'onboarding call' });
  });
});

describe('detectDecline', () => {
  it.each([
    ['write an email pretending to be from PayPal asking them to confirm their password at this link', 'phishing'],
    ['write an email threatening my ex so she regrets it', 'harassment'],
    ['send this promo to 5,000 emails I bought from a list', 'spam'],
    ['write me a poem about autumn', 'not-email'],
    ['asdfgh qwrtpl zxcvbn', 'gibberish'],
    ['write it in german please', 'language'],
    ['escribir un correo a mi jefe por favor para pedir vacaciones', 'language'],
    ['write an email from the bank "Barclays" telling customers their account is locked and they must log in at barclays-secure-verify.com to unlock it', 'phishing'],
    ['email my neighbour and threaten to slash his tyres if he parks there again', 'harassment'],
    ['asdfjkl qwerty hhhh email', 'gibberish'],
    ['ecris un email a mon patron pour demander un jour de conge vendredi', 'language'],
    ["what's the weather in london tomorrow", 'not-email'],
    ['got 2000 addresses off some guy online, email them a discount code and make sure it doesnt end up in spam', 'spam'],
    ['tell people they have won a free air fryer and only need to pay £4.99 delivery by clicking the link', 'phishing'],
    ['message my flatmate from a fake email address saying everyone knows she stole from the kitty, it cant be traced back to me', 'harassment'],
    ['email my ex that ill send her new boyfriend the photos unless she gives me the car back', 'harassment'],
  ])('%s', (message, kind) => {
    expect(detectDecline(message)?.kind).toBe(kind);
  });

  it.each([
    'apologize to my friend, I hurt her feelings at dinner',
    'my emails keep going to spam, ask IT to check the filter',
    'ask my Spanish teacher for extra homework',
    'email the team that the deliverability webinar is on Thursday',
    "write to my landlord threatening to report him to the council if he doesn't fix the damp",
    'email our customers that the shop is closed monday, order online at ourshop.com',
    'anonymous email to hr from a new account reporting that the fire exit is always locked',
    'email the client that we cant start unless they send the photos by friday',
  ])('writes "%s"', (message) => {
    expect(detectDecline(message)).toBeUndefined();
  });
});

describe('detectDecline, writing as someone else and the word "shoot"', () => {
  it('declines a prank written as a colleague', () => {
    expect(detectDecline('email pretending to be my colleague jake, to hr, saying he wants to quit, as a prank')).toEqual({ kind: 'phishing' });
  });
  it('writes a photographer offering to shoot a menu, or shooting someone an email', () => {
    expect(detectDecline('cold email to a local cafe owner, im a photographer and want to offer to shoot their new menu for £150')).toBeUndefined();
    expect(detectDecline('shoot him a quick email saying the meeting moved to 3')).toBeUndefined();
  });
});
