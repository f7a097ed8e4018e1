import { describe, expect, it } from 'vitest';
import type { ReplyDraft } from '../../../contract/index.ts';
import { compose, type ComposerTurn } from '../compose.ts';
import { countWords } from '../text.ts';
import { bodyWords } from '../test-support.ts';

const SICK = "hey can u write to my boss Farid that i'm sick today and won't make it, i'll check slack in the afternoon if anything urgent comes up";

function chat(...messages: Array<string | { refine: Parameters<typeof compose>[0]['refine']; text?: string }>): ReplyDraft[] {
  const history: ComposerTurn[] = [];
  const replies: ReplyDraft[] = [];
  for (const step of messages) {
    const input = typeof step === 'string' ? { userMessage: step, history: [...history] } : { userMessage: step.text ?? 'Refine', history: [...history], refine: step.refine };
    const reply = compose(input);
    replies.push(reply);
    history.push({ userMessage: input.userMessage, reply });
  }
  return replies;
}

const FACTS = ['Farid', 'sick', 'today', 'Slack', 'afternoon'];

describe('follow-ups', () => {
  it('"make it shorter" keeps every fact in at most 75% of the words', () => {
    const [first, shorter] = chat(SICK, 'make it shorter');
    first!.options.forEach((option, index) => {
      const after = shorter!.options[index]!;
      expect(countWords(after.body)).toBeLessThanOrEqual(Math.floor(countWords(option.body) * 0.75));
      for (const fact of FACTS) expect(after.body).toContain(fact);
    });
  });

  it('"more formal" and "friendlier" change the register and keep the facts', () => {
    const [, formal] = chat(SICK, 'more formal');
    for (const option of formal!.options) {
      expect(option.body).toMatch(/^Dear Farid,/);
      expect(option.body).not.toMatch(/\b(?:I'm|won't|I'll)\b/);
      for (const fact of FACTS) expect(option.body).toContain(fact);
    }
    const [, friendly] = chat('write a formal email to Professor Chen asking if I can join her lab this summer', 'make it friendlier');
    for (const option of friendly!.options) expect(option.body).toMatch(/^Hi Professor Chen,/);
  });


  it('a change of register rewrites the lines between greeting and sign-off, not only those two', () => {
    const middle = (body: string) => body.split('\n').slice(1, -2).join('\n').trim();
    const [first, friendly] = chat('ask my landlord to fix the broken heater by friday, its been 2 weeks', 'make it friendlier');
    // Option 1 was formal: its opener, its ask and its close are written again, with the same facts.
    const before = first!.options[0]!;
    const after = friendly!.options[0]!;
    expect(after.body).toMatch(/^Hi\b/);
    const changed = middle(after.body).split(/(?<=[.!?])\s+/).filter((sentence) => !middle(before.body).includes(sentence));
    expect(changed.length).toBeGreaterThanOrEqual(2);
    // No stock line of the formal register is left behind.
    expect(after.body).not.toMatch(/Thank you for considering|I look forward to hearing|Kind regards|Best regards|Sincerely|I hope you are well|It has been/);
    expect(after.tone).not.toMatch(/revised/);
    for (const fact of ['heater', 'Friday', '2 weeks']) expect(after.body).toContain(fact);
  });
  it('"sign it as Farah" changes only the signature', () => {
    const [first, signed] = chat(SICK, 'sign it as Farah');
    signed!.options.forEach((option, index) => {
      expect(option.body.split('\n').at(-1)).toBe('Farah');
      expect(option.body.replace(/Farah$/, '')).toBe(first!.options[index]!.body.replace(/\[Your name\]$/, ''));
    });
  });

  it('"mention ..." adds one sentence before the close and keeps the rest', () => {
    const [first, mentioned] = chat(SICK, 'mention I should be back tomorrow');
    mentioned!.options.forEach((option, index) => {
      expect(option.body).toContain('I should be back tomorrow.');
      const before = first!.options[index]!.body.split(/(?<=[.!?])\s+|\n+/).filter(Boolean);
      for (const sentence of before) expect(option.body).toContain(sentence);
    });
  });

  it('"change the date to Thursday" replaces the date', () => {
    const [, changed] = chat('ask my landlord to fix the broken heater by friday', 'change the date to thursday');
    for (const option of changed!.options) {
      expect(option.body).toContain('Thursday');
      expect(option.body).not.toContain('Friday');
    }
  });

  it('"option 2, but without the apology" changes option 2 only', () => {
    const [first, changed] = chat('apologize to my friend Sam for missing his birthday dinner last night and ask if we can grab lunch this week', 'option 2, but without the apology');
    expect(changed!.options[0]).toEqual(first!.options[0]);
    expect(changed!.options[1]!.body).not.toMatch(/sorry|apolog/i);
    expect(changed!.options[1]!.body).toMatch(/lunch this week/);
  });

  it('a chip refines the option as the visitor edited it, keeping their edit', () => {
    const [first] = chat(SICK);
    const edited = { subject: first!.options[0]!.subject, body: first!.options[0]!.body.replace("I'll check Slack", "I'll keep an eye on my phone and check Slack") };
    const [, refined] = chat(SICK, { refine: { optionIndex: 0, instruction: 'more-formal', edited } });
    expect(refined!.options[0]!.body).toContain('keep an eye on my phone');
    expect(refined!.options[1]).toEqual(first!.options[1]);
  });

  it('asking again gives a different take with the same facts', () => {
    const [first, again] = chat(SICK, SICK);
    again!.options.forEach((option, index) => {
      expect(option.body).not.toBe(first!.options[index]!.body);
      for (const fact of FACTS) expect(option.body).toContain(fact);
    });
    const [, regenerated] = chat(SICK, 'give me another version');
    expect(regenerated!.options[0]!.body).not.toBe(first!.options[0]!.body);
  });

  it('a new request after drafts starts a new email', () => {
    const [, next] = chat(SICK, 'now write to my landlord asking him to fix the heater by friday');
    expect(next!.options[0]!.body).toMatch(/heater/);
    expect(next!.options[0]!.body).not.toMatch(/Farid/);
  });
});

describe('follow-ups found reading fresh chats', () => {
  it('"add that i brought her back some chocolate from belgium" adds the line and never signs as Belgium', () => {
    const [, added] = chat('thank my neighbor sue for watering my plants while i was away', 'add that i brought her back some chocolate from belgium');
    for (const option of added!.options) {
      expect(option.body).toMatch(/I brought you back some chocolate from Belgium\./);
      expect(option.body.split('\n').pop()).not.toMatch(/Belgium/);
    }
    const [, signed] = chat('thank my neighbor sue for watering my plants while i was away', "it's from Dan");
    for (const option of signed!.options) expect(option.body.split('\n').pop()).toBe('Dan');
  });

  it('"also ask if they have parking" adds a question to the same email; "sign it from Dan and Mia" signs both', () => {
    const [, asked, signed] = chat('ask the hotel if we can check in early on march 3, around 11am', 'also ask if they have parking', 'sign it from Dan and Mia');
    for (const option of asked!.options) {
      expect(option.body).toMatch(/check in early on March 3/);
      expect(option.body).toMatch(/(?:whether|if) you have parking\?/);
    }
    for (const option of signed!.options) expect(option.body.split('\n').pop()).toBe('Dan and Mia');
  });
});

describe('naming the recipient and removing a part, read as the recipient would', () => {
  const SCHOOL = "email the school office that my daughter mia has a doctor appointment thursday at 10 so she'll be in late";

  it('"her teacher is mr. brooks, send it to him instead" greets Mr. Brooks', () => {
    const [, named] = chat(SCHOOL, 'her teacher is mr. brooks, send it to him instead');
    for (const option of named!.options) expect(option.body).toMatch(/^(?:Dear|Hi) Mr\. Brooks,/);
  });

  it('"remove the part about the doctor" keeps who, what and when, and the subject follows', () => {
    const [, , removed] = chat(SCHOOL, 'her teacher is mr. brooks, send it to him instead', 'remove the part about the doctor');
    for (const option of removed!.options) {
      expect(option.body).toMatch(/My daughter Mia will be in late on Thursday\./);
      expect(option.body).not.toMatch(/doctor/i);
      expect(option.subject).not.toMatch(/doctor/i);
    }
  });

  it('removing the only thing the email says leaves the drafts as they were and says why', () => {
    const [first, removed] = chat('tell my team the office is closed on monday', 'remove the part about the office');
    expect(removed!.options.map((option) => option.body)).toEqual(first!.options.map((option) => option.body));
    expect(removed!.message).toMatch(/nothing to say/);
  });

  it('"last day dec 19" in a resignation is "My last day will be Dec 19"', () => {
    const [reply] = chat('write a resignation letter to my manager tom, last day dec 19');
    for (const option of reply!.options) expect(option.body).toMatch(/My last day will be Dec 19\./);
  });
});

describe('follow-ups as new visitors type them', () => {
  const last = (...messages: string[]) => chat(...messages).at(-1)!;

  it('"too salesy" and "too stiff, make it sound like me" change the drafts, never start a new email', () => {
    for (const [request, change] of [
      ['cold email to dental practices offering our appointment reminder texts service, cuts no shows, £49/month, free setup', 'too salesy'],
      ['tell my landlord the washing machine is leaking all over the kitchen floor, needs fixing this week', 'too stiff, make it sound like me'],
    ] as const) {
      const reply = last(request, change);
      expect(reply.message).toMatch(/^Done!/);
      for (const option of reply.options) expect(option.body).not.toMatch(/too (?:salesy|stiff)/i);
    }
  });

  it('"make the subject line better" gives each option a subject it did not have', () => {
    const [first, better] = chat('cold email to dental practices offering our appointment reminder texts service, cuts no shows, £49/month, free setup', 'make the subject line better');
    better!.options.forEach((option, index) => {
      expect(option.subject).not.toBe(first!.options[index]!.subject);
      expect(option.body).toBe(first!.options[index]!.body);
    });
  });

  it('"actually its mrs okafor not mr" readdresses; "dont mention the house thing actually" removes it', () => {
    for (const option of last('thank my interviewer okafor for the interview yesterday for the accounts assistant role', 'actually its mrs okafor not mr').options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Mrs\. Okafor,/);
      expect(option.body).not.toMatch(/not mr/i);
    }
    for (const option of last('decline my friends invite to her hen weekend in lisbon, its like 600 quid and im saving for a house', 'dont mention the house thing actually').options) {
      expect(option.body).not.toMatch(/house/i);
      expect(option.body).toMatch(/Lisbon/);
    }
  });

  it('an email address to keep in touch is said as one, and "from the team at little fern candles" signs the team', () => {
    for (const option of last('tell my team im leaving, last day is the 30th', 'can u add my personal email so people can keep in touch, its sam.k.reid@gmail.com').options) {
      expect(option.body).toMatch(/keep in touch, my personal email is sam\.k\.reid@gmail\.com\./);
    }
    for (const option of last('email to a customer apologising that their order is late, it ships tmrw', 'sign it from the team at little fern candles').options) {
      expect(option.body).toMatch(/\nThe Little Fern Candles team$/);
    }
  });

  it('"shorter, i dont want to explain why" and "more casual, she knows me well" add no line', () => {
    for (const option of last('resign from my job at the bank, 1 month notice, last day 14th nov', 'shorter, i dont want to explain why').options) expect(option.body).not.toMatch(/\bwhy\b/i);
    for (const option of last('ask professor ahmed for a recommendation letter for a masters in data science, deadline 15 jan', 'more casual, she knows me well').options) expect(option.body).not.toMatch(/knows me/i);
  });

  it('"she\'s called fiona" greets Fiona; "the first one" is a choice, not a new email', () => {
    for (const option of last('congratulate my colleague on her promotion to head of sales', "she's called fiona").options) expect(option.body).toMatch(/^(?:Dear|Hi) Fiona,/);
    const [first, chosen] = chat('ask for a refund from ticketmaster, the gig was postponed, order 99812, £84 for 2 tickets', 'the first one');
    expect(chosen!.message).toMatch(/^Option 1 it is\./);
    expect(chosen!.options).toEqual(first!.options);
  });

  it('"dont say sorry so much" takes the apology out; "theres pizza and to let me know about allergies" is a fact and an ask', () => {
    const reply = last('email to a customer apologising that their order is late, warehouse mix up, it ships tmrw', 'dont say sorry so much');
    expect(reply.message).toMatch(/^Done!/);
    const party = last('invite parents from my daughters class to her 7th bday party, sat 12th 2-4pm at jump zone, rsvp by wed', 'add that theres pizza and to let me know about allergies');
    for (const option of party.options) {
      expect(option.body).toMatch(/my daughter's 7th birthday party/);
      expect(option.body).toMatch(/[Ll]et me know about allergies/);
      expect(option.body).not.toMatch(/\bMe know|to in my/);
    }
  });
});

describe('shorter, again and again', () => {
  it('never shortens an email to nothing: a lone courtesy line is the message', () => {
    const history: ComposerTurn[] = [];
    for (const [message, refine] of [['thank my name is Ana', undefined], ['Write an email', 'shorter'], ['the meeting is on Friday', 'shorter']] as const) {
      const reply = compose({ userMessage: message, history: [...history], ...(refine ? { refine: { optionIndex: 0 as const, instruction: refine } } : {}) });
      for (const option of reply.options) expect(bodyWords(option)).toBeGreaterThanOrEqual(5);
      history.push({ userMessage: message, reply });
    }
  });
});

describe('signing with where the writer lives', () => {
  it('"sign it from jess flat 4" signs Jess (Flat 4), not "Jess Flat"', async () => {
    const { parseFollowUp } = await import('./parse.ts');
    expect(parseFollowUp('sign it from jess flat 4').sign).toBe('Jess (Flat 4)');
    expect(parseFollowUp('sign as Jess Smith').sign).toBe('Jess Smith');
  });
});

describe('a follow-up that keeps one thing and drops another', () => {
  it('"option 2 but no mention of the hotel just the compensation" drops the hotel, keeps the compensation; "add my flight number X" says what it is', () => {
    const history: ComposerTurn[] = [];
    const say = (message: string) => {
      const reply = compose({ userMessage: message, history: [...history] });
      history.push({ userMessage: message, reply });
      return reply;
    };
    say('complain to the airline my flight was cancelled 2 hrs before, ref QX81L2, want compensation and the £95 hotel i had to pay for');
    const dropped = say('option 2 but no mention of the hotel just the compensation');
    expect(dropped.options[1]!.body).toMatch(/I would like compensation\./);
    expect(dropped.options[1]!.body).not.toMatch(/hotel|Of the/i);
    expect(dropped.options[0]!.body).toMatch(/hotel/);
    const numbered = say('add my flight number EZY4410');
    for (const option of numbered.options) expect(option.body).toMatch(/My flight number is EZY4410\./);
    const reason = compose({ userMessage: 'less formal, we get on well', history: [...history] });
    for (const option of reason.options) expect(option.body).not.toMatch(/get on well/i);
  });
});
