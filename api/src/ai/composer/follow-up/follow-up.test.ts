import { describe, expect, it } from 'vitest';
import type { ReplyDraft } from '../../../contract/index.ts';
import { compose, type ComposerTurn } from '../compose.ts';
import { parseFollowUp } from './parse.ts';
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
    for (const option of reply!.options) expect(option.body).toMatch(/My last day will be December 19\./);
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

describe('follow-ups as visitors mean them', () => {
  const last = (...messages: string[]) => chat(...messages).at(-1)!;
  const sentences = (body: string) => body.split('\n\n').slice(1, -1).join(' ').split(/(?<=[.!?])\s+/).filter(Boolean);
  const RAISE = "ask my boss for a raise, i'm the only one in the team who's trained on the new CRM and I train the new starters";
  const INVOICE = 'chase a client for an unpaid invoice, Harbour Creative, invoice HC-119, £2,750, 30 days overdue';

  it('"too much detail" shortens, keeping the facts; it is not "friendlier"', () => {
    const [first, shorter] = chat('email my manager im not well, stomach bug, will be back tmrw hopefully', 'too much detail');
    expect(shorter!.message).toMatch(/shorter/);
    shorter!.options.forEach((option, index) => {
      expect(countWords(option.body)).toBeLessThanOrEqual(Math.floor(countWords(first!.options[index]!.body) * 0.75));
      for (const fact of ['stomach bug', 'tomorrow']) expect(option.body).toContain(fact);
    });
  });

  it('a reason given with a change of tone is not pasted in; a fact in it is said in the email\'s voice', () => {
    for (const option of last('complaint to Ryanair, flight FR2214 on the 3rd cancelled 2 hours before, want EU261 compensation €250', 'make it more formal, i want them to know i know my rights').options) {
      expect(option.body).not.toMatch(/rights|want them to know/i);
    }
    const firm = last(INVOICE, 'less polite, this is the 4th reminder and they keep ignoring me');
    expect(firm.message).toMatch(/firmer/);
    for (const option of firm.options) {
      expect(option.tone).toMatch(/^Firm/);
      expect(option.body).toMatch(/This is my fourth reminder\./);
      expect(option.body).not.toMatch(/less polite|ignoring|Let me know if you have any questions|Thanks in advance|Just a quick/i);
      expect(option.body).toMatch(/HC-119/);
    }
    for (const option of last('cancel my gym membership at Anytime Fitness Bath, moving to Scotland, membership no 772014', 'make it firmer, they made it really hard last time').options) {
      expect(option.body).not.toMatch(/really hard|last time/i);
      expect(option.body).toMatch(/prompt response/);
    }
    for (const option of last('resignation email to my manager Paul, 4 weeks notice, leaving to travel', 'more casual we got on well').options) expect(option.body).not.toMatch(/got on well/i);
  });

  it('"dont throw finance under the bus" and "leave the developer out of it" change the drafts, never start a new email', () => {
    const reply = last("Hi Lisa,\nCan you send the updated figures for the board pack by 5pm today? Thanks, Martin\n\nreply saying i'll have them by 6 not 5, waiting on finance to confirm the Q3 numbers", 'dont throw finance under the bus');
    expect(reply.message).toMatch(/^Done!.*without blaming finance/);
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/finance/i);
      expect(option.body).toMatch(/waiting for the Q3 numbers to be confirmed\./);
      expect(option.body).toMatch(/^(?:Dear|Hi) Martin,/);
    }
    for (const option of last('tell my client the website launch is delayed to next friday because the developer is off sick', 'leave the developer out of it').options) {
      expect(option.body).not.toMatch(/developer/i);
      expect(option.body).toMatch(/next Friday/);
    }
  });

  it('"can u make it sound less like a robot" is friendlier; "sign off with just L" signs L', () => {
    const reply = last("tell our clients we're moving offices, new address 14 Quayside, Newcastle NE1 3DX from 1 July, phone number stays the same", 'can u make it sound less like a robot');
    expect(reply.message).toMatch(/^Done!.*friendlier/);
    for (const option of reply.options) expect(option.body).toMatch(/14 Quayside/);
    for (const option of last('tell my landlord the boiler broke on sunday', 'sign off with just L').options) expect(option.body.split('\n').at(-1)).toBe('L');
    for (const option of last('tell my landlord the boiler broke on sunday', 'sign it just Priya').options) expect(option.body.split('\n').at(-1)).toBe('Priya');
  });

  it('"put in a number, 10%" names it in the ask; "less apologetic" with no apology drops the hedging, not the reason', () => {
    const [, numbered, bolder] = chat(RAISE, 'put in a number, 10%', 'less apologetic, i deserve this');
    for (const option of numbered!.options) expect(option.body).toMatch(/a raise of 10%\./);
    expect(bolder!.message).not.toMatch(/couldn't find/);
    expect(bolder!.options[1]!.body).not.toMatch(/I was hoping/);
    for (const option of bolder!.options) expect(option.body).not.toMatch(/deserve/i);
    for (const option of last('ask my manager for a budget increase for the marketing team, we hit all our targets', 'include a figure, £5k').options) expect(option.body).toMatch(/budget increase of £5k/);
  });

  it('"take out the travel bit, none of their business" removes travel and keeps the notice', () => {
    const reply = last('resignation email to my manager Paul, 4 weeks notice, leaving to travel', 'take out the travel bit, none of their business');
    expect(reply.message).toMatch(/^Done!/);
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/travel|business/i);
      expect(option.body).toMatch(/4 weeks' notice/);
    }
  });

  it('"say ill drop the present round next week instead" adds the line and removes nothing', () => {
    const reply = last("decline my friend Sonia's invite to her baby shower on sat, i have covid", "say ill drop the present round next week instead");
    expect(reply.message).not.toMatch(/couldn't find/);
    for (const option of reply.options) expect(option.body).toMatch(/I(?:'ll| will) drop the present round next week instead\./);
  });

  it('"split it into two options, one friendly one firmer" gives each option its register', () => {
    const reply = last('landlord, front door lock is sticking and the window in the bedroom wont close properly, its cold at night', 'can you split it into two options, one friendly one firmer');
    expect(reply.options[0]!.tone).toMatch(/^(?:Friendly|Warm|Casual)/);
    expect(reply.options[1]!.tone).toBe('Firm');
    expect(reply.options[0]!.body).toMatch(/^Hi\b/);
    expect(reply.options[1]!.body).not.toMatch(/\b(?:won't|it's|I'm)\b|Let me know if you have any questions/);
  });

  it('a change of register reaches the body\'s own sentences, keeping every fact', () => {
    const [first, formal] = chat('auto reply for while im off till the 14th, no access to email, contact Jon for urgent stuff', 'option 2 more formal');
    const body = formal!.options[1]!.body;
    expect(body).not.toBe(first!.options[1]!.body);
    expect(body).toMatch(/until the 14th/);
    expect(body).not.toMatch(/\b(?:I'm|till|stuff)\b/);
    for (const fact of ['14th', 'Jon', 'urgent']) expect(body).toContain(fact);
    const [start, polite] = chat('email my neighbour that their dog barks all night, can they do something', 'less blunt, we have to live next to them');
    polite!.options.forEach((option, index) => {
      expect(sentences(option.body).filter((sentence) => !sentences(start!.options[index]!.body).includes(sentence)).length).toBeGreaterThanOrEqual(1);
      expect(option.body).toMatch(/dog barks all night/);
      expect(option.body).not.toMatch(/live next to them/);
    });
  });

  it('"a bit warmer at the end" changes only the closing lines', () => {
    const [first, warmer] = chat('resignation email to my manager Paul, 4 weeks notice, leaving to travel', 'a bit warmer at the end pls');
    warmer!.options.forEach((option, index) => {
      const before = first!.options[index]!.body.split('\n\n');
      const after = option.body.split('\n\n');
      expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
      expect(after.slice(2).join('\n\n')).not.toBe(before.slice(2).join('\n\n'));
    });
  });

  it('"add my bank details ..." says them in full; "go back to option 1 but keep the bank details" restores it with them', () => {
    const [first, , banked, back] = chat(INVOICE, 'less polite, this is the 4th reminder and they keep ignoring me', 'add my bank details sort code 20-45-77 acct 30918822', 'actually go back to option 1 but keep the bank details');
    for (const option of banked!.options) expect(option.body).toMatch(/My bank details are: sort code 20-45-77, account number 30918822\./);
    expect(back!.message).toMatch(/^Done! Option 1 is back as first written, keeping the bank details\./);
    expect(back!.options[0]!.body).toBe(first!.options[0]!.body.replace(/(\(invoice HC-119[^)]*\)\.)/, '$1 My bank details are: sort code 20-45-77, account number 30918822.'));
    expect(back!.options[1]).toEqual(banked!.options[1]);
    const [start, , undone] = chat('email the hr team asking for 2 days compassionate leave, my grandad died', 'remove the grandad part', 'undo that');
    expect(undone!.options.map((option) => option.body)).toEqual(start!.options.map((option) => option.body));
  });

  it('"ask for a meeting instead of ..." replaces the question, keeping its facts', () => {
    const reply = last("my son's been moved down a set in maths and nobody told us, email his teacher asking why", 'ask for a meeting instead of an explanation by email');
    for (const option of reply.options) {
      expect(option.body).toMatch(/Rather than an explanation by email, could we arrange a meeting to discuss this\?/);
      expect(option.body).toMatch(/moved down a set in maths/);
      expect(option.body).not.toMatch(/May I ask why|let me know why|Could I\?/);
    }
  });

  it('"mention the bit we talked about re pro bono work" recalls the conversation; "shorter, like 3 sentences" keeps to three', () => {
    const [, mentioned, short] = chat('thank you email after the interview at Alder & Finch yesterday, spoke to Rebecca and Omar about the junior solicitor role', 'mention the bit we talked about re pro bono work', 'shorter, like 3 sentences');
    for (const option of mentioned!.options) {
      expect(option.body).toMatch(/our conversation about pro bono work\./);
      expect(option.body).not.toMatch(/The bit we talked/);
    }
    for (const option of short!.options) {
      expect(sentences(option.body).length).toBeLessThanOrEqual(3);
      for (const fact of ['Alder & Finch', 'Rebecca', 'pro bono']) expect(option.body).toContain(fact);
    }
  });
});

describe('follow-ups of the fifth 26 Nov session (work set W6)', () => {
  it('"more apologetic" adds an apology for the delay right after the news', () => {
    const [, sorry] = chat('tell my client Bilal the app release will be 3 days late, the store review is slow', 'more apologetic');
    for (const option of sorry!.options) expect(option.body).toMatch(/3 days late\. (?:I sincerely apologise for the delay|I'm really sorry for the delay)/);
    expect(sorry!.message).toMatch(/apologetic/);
  });

  it('"change the time to 3pm" changes the time and keeps the day', () => {
    const [, moved] = chat('email my study group, we need to meet before the deadline, weds 11am in the library', 'change the time to 3pm');
    for (const option of moved!.options) {
      expect(option.body).toMatch(/Wednesday at 3 pm/);
      expect(option.body).not.toMatch(/11 am/);
    }
  });

  it('"add numbers: ..." adds the line without the label; "ask for ..., about £90" keeps the sum with the ask', () => {
    const [, added] = chat('ask my manager for a raise, ive run the payroll project for a year', 'add numbers: i saved the team 6 hours a week');
    for (const option of added!.options) {
      expect(option.body).toMatch(/I saved the team 6 hours a week\./);
      expect(option.body).not.toMatch(/Numbers\./);
    }
    const [, asked] = chat('email the airline, my bag was delayed 4 days on flight EZY21', 'ask for the cost of toiletries i had to buy, about £90, i kept the receipts');
    for (const option of asked!.options) expect(option.body).toMatch(/Could I also ask for the cost of toiletries I had to buy \(about £90\)\?/);
  });
});

describe('follow-ups of the seventh session (work set W8)', () => {
  it('"give me 3 subject lines" lists three, keeps the drafts, and Regenerate after it rewrites the email', () => {
    const [first, ideas, again] = chat('email our members about the new climbing wall opening saturday, free taster sessions all day', 'can you give me 3 subject lines', 'regenerate');
    expect(ideas!.message).toMatch(/3 subject lines/);
    expect(ideas!.message.split('\n').filter((line) => /^\d\. /.test(line))).toHaveLength(3);
    expect(ideas!.options).toEqual(first!.options);
    for (const option of again!.options) {
      expect(option.body).toMatch(/climbing wall/);
      expect(option.body).not.toMatch(/subject lines/);
    }
  });

  it('"mention the venue is step-free" says it as a statement', () => {
    const [, added] = chat('invite the book club to our christmas social at the crown on the 12th', 'mention the venue is step-free');
    for (const option of added!.options) {
      expect(option.body).toMatch(/The venue is step-free\./);
      expect(option.body).not.toMatch(/mention the venue/i);
    }
  });

  it('"dont over explain" shortens; "bit more diplomatic" changes the words, not only the label', () => {
    const [first, short] = chat('write to my manager jo, i need to leave at 3 on friday for a dentist appointment, ill make the time up on monday', 'dont over explain');
    expect(countWords(short!.options[0]!.body)).toBeLessThan(countWords(first!.options[0]!.body));
    const [plain, softer] = chat('email the residents association, the bins at block b have been overflowing for two weeks, can it be raised at the meeting', 'bit more diplomatic');
    for (const [index, option] of softer!.options.entries()) expect(option.body).not.toBe(plain!.options[index]!.body);
  });
});

describe('follow-ups said the way visitors say them', () => {
  it('"sign it from both of us, X and Y" signs with the two names', () => {
    const [, signed] = chat('email our wedding venue asking if we can bring our own cake', 'sign it from both of us, priya and tom');
    for (const option of signed!.options) expect(option.body.trim().split('\n').pop()).toBe('Priya and Tom');
  });

  it('"remove the bit about X-ing" finds the sentence with the verb in another tense', () => {
    const [first, removed] = chat('email my gym that i want to freeze my membership for 2 months, i broke my ankle skiing', 'remove the bit about breaking my ankle');
    expect(first!.options[0]!.body).toMatch(/broke my ankle/);
    expect(removed!.message).not.toMatch(/couldn't find/);
    for (const option of removed!.options) expect(option.body).not.toMatch(/ankle/);
  });

  it('"less nervous" is more confident, "less defensive" more polite, "angrier but still polite" firmer, "not funny, serious" more formal', () => {
    expect(parseFollowUp('can you make it sound less nervous').confident).toBe(true);
    expect(parseFollowUp('make it less defensive').polite).toBe(true);
    const angrier = parseFollowUp('make it angrier but still polite');
    expect(angrier.firm).toBe(true);
    expect(angrier.polite).toBeFalsy();
    const serious = parseFollowUp('actually not funny, nice but serious');
    expect(serious.playful).toBeFalsy();
    expect(serious.formal).toBe(true);
  });

  it('"actually its been 3 weeks" changes the span the draft gives', () => {
    const [first, changed] = chat('chase the council about the pothole i reported 2 weeks ago on mill road, ref 55102', 'actually its been 3 weeks');
    expect(first!.options[0]!.body).toMatch(/2 weeks/);
    for (const option of changed!.options) {
      expect(option.body).toMatch(/3 weeks/);
      expect(option.body).not.toMatch(/2 weeks|been 3 weeks ago/);
    }
  });

  it('"mention our current deal ends in X" says it as a statement, not an offer', () => {
    const [, mentioned] = chat('ask our broker whether to remortgage now or wait', 'mention our current deal ends in june');
    expect(mentioned!.options[0]!.body).toMatch(/Our current deal ends in June\./);
    expect(mentioned!.options[0]!.body).not.toMatch(/offering/);
  });
});

describe('follow-ups of the ninth session', () => {
  const CAMP = 'email to the parents of my scout troop about the camping trip 14-16 june at bramley woods, £40 per child, payment by 1 june';

  it('"oh wait the cost is £45 not £40 sorry" changes the figure in place', () => {
    const [, fixed] = chat(CAMP, 'oh wait the cost is £45 not £40 sorry');
    for (const option of fixed!.options) {
      expect(option.body).toMatch(/£45 per child/);
      expect(option.body).not.toMatch(/£40|sorry|wait/i);
    }
  });

  it('a detail said after another detail is read against the first request, normalised ("deadline is 1st dec", "her stats module")', () => {
    const [, , third] = chat('email to professor langley asking for a reference letter for my masters application at ucl, she supervised my final year project', 'deadline is 1st dec', 'option 1 but add that i was also in her stats module and got a first');
    expect(third!.options[0]!.body).toMatch(/The deadline is 1st December\./);
    expect(third!.options[0]!.body).toMatch(/I was also in your stats module/);
    expect(third!.options[1]!.body).not.toMatch(/stats module/);
  });

  it('"i can only do weekends" and "baby\'s name is arlo btw" are details for the drafts, not new emails', () => {
    const [first, weekends] = chat('application for a volunteer role at the food bank in hackney, worked in a warehouse before', 'i can only do weekends');
    expect(weekends!.options[0]!.body).toMatch(/I can only do weekends\./);
    expect(weekends!.options[0]!.subject).toBe(first!.options[0]!.subject);
    const [, named] = chat('congrats message to my friend laura who just had her baby!!', "baby's name is arlo btw");
    expect(named!.options[0]!.body).toMatch(/^Hi Laura,/);
    expect(named!.options[0]!.body).toMatch(/Arlo/);
  });

  it('"add the po number, its PO-7712" and "put in a 10% code for next time, THANKS10" are said in full', () => {
    const [, po] = chat('email to our supplier asking to push delivery of the 300 printed tote bags from the 5th to the 12th', 'add the po number, its PO-7712');
    for (const option of po!.options) expect(option.body).toMatch(/The PO number is PO-7712\./);
    const [, code] = chat('thank a customer for their wholesale order of 40 cases of our hot sauce', 'put in a 10% code for next time, THANKS10');
    for (const option of code!.options) expect(option.body).toMatch(/here is a 10% discount code for your next order: THANKS10\./);
  });

  it('"bit stronger, this has happened at least 4 times since august" firms up and says how often', () => {
    const [, firm] = chat('need to email hr about a colleague who keeps making comments about my accent in meetings, i want it on record', 'bit stronger, this has happened at least 4 times since august');
    for (const option of firm!.options) expect(option.body).toMatch(/This has happened at least 4 times since August\./);
  });

  it('"the 2nd one but shorter" shortens option 2 only', () => {
    expect(parseFollowUp('the 2nd one but shorter')).toMatchObject({ target: 1, shorter: true });
    expect(parseFollowUp('1st one but friendlier')).toMatchObject({ target: 0, friendlier: true });
  });
});

describe('follow-ups from a fresh set of conversations', () => {
  const run = (...messages: string[]): ReplyDraft => chat(...messages).at(-1)!;

  it('"and thank her ..., she\'s been so patient with him" is said to her; "her next celebration" is hers', () => {
    const reply = run("write an email to my son's guitar teacher saying he wants to stop lessons after christmas", "and thank her for the last 3 years, she's been so patient with him");
    for (const option of reply.options) expect(option.body).toMatch(/You(?: have|'ve) been so patient with him\./);
    const cake = run('write an apology to a customer whose birthday cake we delivered with the wrong name on it (said Hayley instead of Haylee), full refund', "add that we'll send a free cupcake box for her next celebration");
    for (const option of cake.options) {
      expect(option.body).toMatch(/we delivered your birthday cake with the wrong name on it/i);
      expect(option.body).toMatch(/a full refund\./);
      expect(option.body).toMatch(/for your next celebration\./);
    }
  });

  it('"her mum\'s name is Mrs Donovan, address it to her" greets Mrs. Donovan', () => {
    const reply = run('write an apology to a customer whose birthday cake we delivered with the wrong name on it, full refund', "her mum's name is Mrs Donovan, address it to her");
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Mrs\. Donovan,/);
      expect(option.body).not.toMatch(/address it/i);
    }
  });

  it('"actually i can only do it by thursday not wed" after a reply is a detail for it, not a new email', () => {
    const reply = run('reply to this:\n\nHi Jo,\n\nAny chance you could turn around the translation of our product manual by next Wednesday?\n\nBest,\nMarkus\n\ni can do it but theres a 25% rush fee', 'actually i can only do it by thursday not wed');
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Markus,/);
      expect(option.body).toMatch(/I can only do it by Thursday(?:, not Wednesday| \(not Wednesday\))\./);
    }
  });

  it('"tone it down a bit, sounds like a rant" softens; "..., can u word it carefully" adds the fact and softens', () => {
    expect(run('write a letter to the Evening Gazette about the council closing our local library on Elm Road', 'tone it down a bit, sounds like a rant').message).toMatch(/more polite/);
    const reply = run('reply to this:\n\nHi,\n\nWould you be willing to split the cost of the new fence? The quote is £1,240.\n\nThanks,\nAndy & Sue\n\nhappy to split but want to see the quote first', 'actually i think the fence is on their side so not sure we should pay half, can u word it carefully');
    expect(reply.message).toMatch(/more polite/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/I think the fence is on (?:their|your) side so I(?:'m| am) not sure we should pay half\./);
      expect(option.body).not.toMatch(/word it carefully/i);
    }
  });
});

describe('follow-ups of the eleventh 26 Nov session', () => {
  it('"also the bathroom extractor fan has stopped working" joins the email, before its ask; "sign it from me and my flatmate jess"', () => {
    const [, also, signed] = chat('email to my landlady mrs odell, the bedroom window wont shut properly, its freezing and it rattles all night', 'also the bathroom extractor fan has stopped working', 'sign it from me and my flatmate jess');
    const body = also!.options[0]!.body;
    expect(body).toMatch(/^Dear Mrs\. Odell,/);
    expect(body).toMatch(/The bathroom extractor fan has stopped working\. Could you/);
    expect(signed!.options[0]!.body).toMatch(/\n\[Your name\] and Jess$/);
  });

  it('"email asking for feedback after not getting a job, marketing exec role at lumen beauty" greets the hiring manager', () => {
    const [first] = chat('email asking for feedback after not getting a job, marketing exec role at lumen beauty, i had 2 interviews');
    expect(first!.options[0]!.body).toMatch(/^Dear Hiring Manager,/);
    expect(first!.options[0]!.body).toMatch(/feedback after not getting the marketing executive role at Lumen Beauty\./);
  });
});

describe('follow-ups of the eleventh 26 Nov session, second round', () => {
  it('"dogs called pickle and the invoice is 20931" is said in full; "less aggressive, the nurses were lovely to him" softens and adds the line', () => {
    const [first, detail, softer] = chat('email to the vets, was quoted £180 for my dogs dental but got charged £340, nobody called me before doing extra stuff', 'dogs called pickle and the invoice is 20931', 'less aggressive, the nurses were lovely to him');
    expect(first!.options[0]!.body).toMatch(/for my dog's dental treatment but got charged £340\. Nobody called me before doing extra work\./);
    expect(detail!.options[0]!.body).toMatch(/My dog is called Pickle and the invoice number is 20931\./);
    expect(softer!.options[0]!.body).toMatch(/The nurses were lovely to him\./);
  });

  it('"rsvp yes to my friend tashas wedding" writes to Tasha that I would love to come to your wedding', () => {
    const [first] = chat('rsvp yes to my friend tashas wedding on 9 august, with a plus one (my boyfriend kieran), and say im vegetarian');
    expect(first!.options[0]!.body).toMatch(/^Hi Tasha,/);
    expect(first!.options[0]!.body).toMatch(/I(?:'d| would) love to come to your wedding on 9 August/);
  });
});

describe('from the twelfth session\'s work conversations', () => {
  it('"make it sound less like im begging" is more confident; "less negotiate-y, i dont want to seem difficult" friendlier', async () => {
    const { compose } = await import('../compose.ts');
    const first = 'write to my landlord asking to end my tenancy early, want to leave end of june instead of sept. ill help find a new tenant';
    const one = compose({ userMessage: first, history: [] });
    expect(one.options[0]?.body).toMatch(/leave at the end of June instead of September/);
    expect(one.options[0]?.subject).not.toMatch(/early$/);
    const two = compose({ userMessage: 'make it sound less like im begging', history: [{ userMessage: first, reply: one }] });
    expect(two.message).toMatch(/^Done!/);
  });

  it('"add that if we miss the 20th ..." says the condition; "ask if ... but subtle" asks without the note', async () => {
    const { compose } = await import('../compose.ts');
    const first = 'email to a client chasing sign off on the brochure proofs, print deadline is the 20th';
    const one = compose({ userMessage: first, history: [] });
    expect(one.options[0]?.body).toMatch(/chase your sign-off on the brochure proofs\./);
    const two = compose({ userMessage: 'add that if we miss the 20th the printer cant do it til july', history: [{ userMessage: first, reply: one }] });
    expect(two.options[0]?.body).toMatch(/If we miss the 20th, the printer cannot do it until July\./);
    const reply = 'Hi Gabe,\nWould you be able to take on the Henderson account from next month?\nCheers,\nMoira\nreply saying yes im interested but id need to drop the weekly reporting to make time';
    const r1 = compose({ userMessage: reply, history: [] });
    const r2 = compose({ userMessage: 'also ask if theres any pay adjustment but subtle', history: [{ userMessage: reply, reply: r1 }] });
    expect(r2.options[0]?.body).toMatch(/any pay adjustment\?/);
    expect(r2.options[0]?.body).not.toMatch(/subtle/);
  });
});

describe('follow-ups of the thirteenth session', () => {
  const first = (message: string) => {
    const reply = compose({ userMessage: message, history: [] });
    return [{ userMessage: message, reply }];
  };

  it('"less legal-sounding" is friendlier', () => {
    const history = first('its been 34 days and the arm snapped off my office chair, thats a defect. email sitwell furniture asking for a repair or refund');
    const reply = compose({ userMessage: 'less legal-sounding', history });
    expect(reply.message).toMatch(/friendlier/);
  });

  it('"more emotional, dad would have been so proud (he passed 2 yrs ago)" warms it and says the line, not the bracket', () => {
    const history = first('congratulate my brother on passing the bar exam, hes worked crazy hard');
    const reply = compose({ userMessage: 'more emotional, dad would have been so proud (he passed 2 yrs ago)', history });
    for (const option of reply.options) {
      expect(option.body).toMatch(/Dad would have been so proud\./);
      expect(option.body).not.toMatch(/passed 2/);
    }
  });

  it('reads follow-ups said with their reason, as shout-outs, as links and as changes', () => {
    expect(parseFollowUp("lena's the CEO so bit more polished")).toMatchObject({ formal: true, mention: [] });
    expect(parseFollowUp('shout out to ravi and ella specifically').mention).toEqual(['a special shout-out to Ravi and Ella']);
    expect(parseFollowUp('change it so we send a prepaid returns label').mention).toEqual(['we will send you a prepaid returns label']);
    expect(parseFollowUp('add a link to my portfolio amyfernsphoto.co.uk').mention).toEqual(['you can see my portfolio at amyfernsphoto.co.uk']);
    // A fact with a figure, given as the reason for a firmer tone, is said to the reader.
    expect(parseFollowUp("be firmer on the deposit, their terms say 60 days notice and we're giving 90")).toMatchObject({ firm: true, mention: ["Your terms require 60 days' notice, and we're giving 90."] });
    // "their terms say" is no instruction to say something.
    expect(parseFollowUp('say we loved it').mention).toEqual(['we loved it']);
  });

  it('"im his teacher mr adeyemi, sign it that way" signs it, and a new fact goes before the closing lines', () => {
    const replies = chat("email to a student's mum, her son marcus has really improved in maths lately, just want to share good news for once", 'add that he got 18/20 on the fractions test', 'im his teacher mr adeyemi, sign it that way');
    const first = replies[0]!;
    for (const option of first.options) {
      expect(option.body).not.toMatch(/^(?:Hi|Hey|Dear) Mum/);
      expect(option.body).toMatch(/I just wanted to share good news for once/);
    }
    for (const option of replies[2]!.options) {
      expect(option.body).toMatch(/Mr\. Adeyemi$/);
      expect(option.body).toMatch(/18\/20 on the fractions test/);
      expect(option.body).not.toMatch(/sign it/i);
    }
    const thanks = chat('thank you email to my team for hitting the q2 target, we got 112%', 'shout out to ravi and ella specifically');
    for (const option of thanks[1]!.options) {
      expect(option.body).toMatch(/112%\. A special shout-out to Ravi and Ella[.!]\n/);
      expect(option.subject).toBe(thanks[0]!.options[thanks[1]!.options.indexOf(option)]!.subject);
    }
  });
});

describe('follow-ups of the fifteenth 26 Nov session', () => {
  it('"shes Mrs Fairbairn not Fairburn" puts the name right in both options; "its mrs okafor not mr" is still a title', () => {
    expect(parseFollowUp('shes Mrs Fairbairn not Fairburn').change).toEqual({ from: 'Fairburn', to: 'Fairbairn' });
    expect(parseFollowUp("she's called Priya not Pria").change).toEqual({ from: 'Pria', to: 'Priya' });
    const [, fixed] = chat('email my landlady mrs fairburn asking if we can get a cat, hes 4 and indoor only', 'shes Mrs Fairbairn not Fairburn');
    for (const option of fixed!.options) {
      expect(option.body).toMatch(/Mrs\. Fairbairn,/);
      expect(option.body).not.toMatch(/Fairburn/);
    }
  });

  it('"option 1 but offer an extra £200 on the deposit" adds the offer to option 1 only, without "Option 1."', () => {
    const [first, offered] = chat('email my landlady mrs fairburn asking if we can get a cat, hes 4 and indoor only', 'option 1 but offer an extra £200 on the deposit');
    expect(offered!.options[0]?.body).toMatch(/offer you an extra £200 on the deposit\./);
    expect(offered!.options[0]?.body).not.toMatch(/Option 1/);
    expect(offered!.options[1]?.body).toBe(first!.options[1]?.body);
  });

  it('"mention the time we got lost on Arran" is a memory shared; "add the ref TW-884120 i got when i phoned" says the reference', () => {
    const [, memory] = chat('email my old school friend Hamid, havent spoken in about 10 yrs, saw hes opening a restaurant in glasgow, want to reconnect', 'mention the time we got lost on Arran on the school trip');
    expect(memory!.options.some((option) => /Do you remember the time we got lost on Arran on the school trip\?|I still often think of the time we got lost on Arran/.test(option.body))).toBe(true);
    const [, ref] = chat('email thames water, theres water bubbling up from the pavement outside 27 Grove Rd and its been running 5 days', 'add the ref TW-884120 i got when i phoned');
    for (const option of ref!.options) expect(option.body).toMatch(/The reference number I was given when I phoned is TW-884120\./);
  });

  it('first drafts: "who\'s retiring next month" is said, not asked; "happy to take a pro rata cut" has its "I am"; "yes happy to" to a pasted ask is said once', () => {
    const [thanks] = chat("thank you email to Dr Ruth Abara who's retiring next month, she supervised my GP training 2019-2021 and was honestly the reason i stayed in medicine");
    for (const option of thanks!.options) {
      expect(option.body).toMatch(/I hear you(?: are|'re) retiring next month\./);
      expect(option.body).toMatch(/You supervised my GP training from 2019 to 2021 and were the reason/);
    }
    const [hours] = chat('email my manager Keith asking to go down to 4 days a week from september for childcare, ive been here 6 years, happy to take a pro rata cut');
    for (const option of hours!.options) expect(option.body).toMatch(/I(?: am|'m| would be|'d be) happy to take a pro rata cut/);
    const [yes] = chat('my manager sent:\n\n"Can you take over the Albright account from Monday? Kev\'s moving to the north team. Thanks, Sinead"\n\nreply yes happy to but i want a handover meeting with kev before fri');
    for (const option of yes!.options) {
      expect(option.body).toMatch(/Yes, I(?: am|'m) happy to take over the Albright account from Monday, but I(?: would|'d) like a handover meeting with Kev before Friday/);
      expect(option.body.match(/take over the Albright account/g)?.length).toBe(1);
    }
  });
});

describe('follow-ups from a fresh set (sixteenth session)', () => {
  it.each(['add something fun', 'friendlier, add something fun', 'add a joke'])('"%s" lightens the drafts and says no joke is made up, never "mention something fun"', (ask) => {
    const first = compose({ userMessage: 'email to the whole team about the christmas closure, office closed from 24 dec back on 2 jan, last day for IT requests is the 18th', history: [] });
    const next = compose({ userMessage: ask, history: [{ userMessage: 'email to the whole team about the christmas closure, office closed from 24 dec back on 2 jan, last day for IT requests is the 18th', reply: first }] });
    expect(next.message).toMatch(/I don't make up jokes/);
    for (const option of next.options) expect(option.body).not.toMatch(/something fun|a joke/i);
  });

  it.each(['firm but polite', 'polite but firm'])('"%s" is firmer, not more polite', (ask) => {
    expect(parseFollowUp(ask)).toMatchObject({ firm: true });
    expect(parseFollowUp(ask).polite).toBeUndefined();
  });
});

describe('follow-ups from a fresh set (seventeenth session)', () => {
  it('Regenerate keeps the changes asked for since the first draft', () => {
    const replies = chat('email the library, i returned the books late because i was in hospital for 3 weeks, can they waive the £4.20 fine', 'dont mention hospital just say i was unwell', 'regenerate');
    for (const option of replies[2]!.options) {
      expect(option.body).not.toMatch(/hospital/i);
      expect(option.body).toMatch(/unwell/);
    }
    expect(replies[2]!.options.map((option) => option.body)).not.toEqual(replies[1]!.options.map((option) => option.body));
  });

  it('"actually ask if wednesday works instead" asks them to say, not "could I ask for if"', () => {
    const replies = chat('reply to my landlord, he wants to do an inspection tuesday 10am, thats fine but ill be at work so he can let himself in', 'actually ask if wednesday works instead');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/let me know if Wednesday works instead\?/);
      expect(option.body).not.toMatch(/ask for if/);
    }
  });

  it.each([
    ['sign it from Darren at D&K Joinery', 'Darren, D&K Joinery'],
    ['sign it from darren at dk joinery', 'Darren, Dk Joinery'],
    ['sign it from jess flat 4', 'Jess (Flat 4)'],
    ['sign off as Tom', 'Tom'],
  ])('"%s" signs as %s', (ask, name) => {
    expect(parseFollowUp(ask).sign).toBe(name);
  });
});

describe('corrections and asks from a fresh set (seventeenth session)', () => {
  it('"it was 95 mins actually" changes the 75 minutes; "i need them by wed noon actually" replaces the deadline', () => {
    const delay = chat('complain to LNER, train was 75 mins late on 12 march, leeds to kings cross, £89 ticket', 'it was 95 mins actually');
    for (const option of delay[1]!.options) {
      expect(option.body).toMatch(/95 minutes late/);
      expect(option.body).not.toMatch(/75 minutes|actually/);
    }
    const figures = chat('ask my colleague Ben to send me the q3 sales figures before the board meeting thursday', 'i need them by wed noon actually');
    for (const option of figures[1]!.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Ben,/);
      expect(option.body).toMatch(/by Wednesday noon\?/);
      expect(option.body).not.toMatch(/Thursday|actually/);
    }
  });

  it('"change to 22 people and add tea and coffee at 11 and 3" changes the count and adds the line', () => {
    const replies = chat('email a venue to book a room for our team away day, 20 people, 15 may, need a projector and lunch', 'change to 22 people and add tea and coffee at 11 and 3');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/22 people/);
      expect(option.body).toMatch(/[Tt]ea and coffee at 11 and 3/);
      expect(option.body).not.toMatch(/20 people|22 people and add/);
    }
  });

  it.each([
    ['say no presents pls', /No presents/, /No, presents/],
    ['add a thank you for their support', /Thank you (?:so much )?for your support/, /A thank you/],
  ])('"%s" is said as the writer would', (ask, said, not) => {
    const replies = chat('invite friends to my 40th, dinner at Dishoom sat 8 nov 7:30, let me know by 20 oct so i can book', ask);
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(said);
      expect(option.body).not.toMatch(not);
    }
  });

  it('"make it not sound like im nagging" is softer; "a short version for instagram" says it writes emails and keeps the drafts', () => {
    expect(parseFollowUp('make it not sound like im nagging, hes already swamped')).toMatchObject({ polite: true });
    const replies = chat('tell customers our new opening hours from 1 feb: closed mondays, tue-sat 9-5, sun 10-3', 'can u also do a short version for instagram');
    expect(replies[1]!.message).toMatch(/I only write emails/);
    expect(replies[1]!.options).toEqual(replies[0]!.options);
  });
});

describe('tone follow-ups that change every option (twenty-second session)', () => {
  it('"less pushy" eases the ask and leaves room to say no, in both options', () => {
    const [first, softer] = chat('email my landlord asking if i can paint the living room a light grey, ill repaint it before i leave', 'less pushy');
    expect(softer!.message).toMatch(/gentler, with less pressure/);
    softer!.options.forEach((option, index) => {
      expect(option.body).not.toBe(first!.options[index]!.body);
      expect(option.body).toMatch(/No worries at all if it's not possible\.|I completely understand if this is not possible\./);
      expect(option.body).toMatch(/light grey/);
    });
  });

  it('"dont want to sound pushy" on a chase lets them take their time', () => {
    const [, softer] = chat('chase my client harlow design for the £900 invoice from march, its 30 days overdue', 'i dont want to sound pushy');
    for (const option of softer!.options) {
      expect(option.body).toMatch(/No rush at all, just whenever you get a chance\.|please reply whenever you have a moment\./);
      expect(option.body).toMatch(/£900/);
    }
  });

  it('"firmer" makes a request of "May I ask for ...?", in both options, still distinct', () => {
    const [, firmer] = chat("email the school office asking for a meeting with the head about my daughter's reading support", 'firmer');
    for (const option of firmer!.options) {
      expect(option.body).toMatch(/I (?:am requesting|would like to request) a meeting with the head/);
      expect(option.body).not.toMatch(/May I ask for|Would it be possible/);
    }
    expect(firmer!.options[0]!.body).not.toBe(firmer!.options[1]!.body);
  });

  it('"sign it from Dr Priya Shah" signs with the whole name', () => {
    const [, signed] = chat('tell the practice manager i can cover the clinic on saturday morning', 'sign it from Dr Priya Shah');
    for (const option of signed!.options) expect(option.body.split('\n').at(-1)).toBe('Dr. Priya Shah');
  });
});

describe('warmer on an option already friendly (twenty-second session)', () => {
  it('"more emotional" on a thank-you adds a heartfelt line to both options, not only "Hey" and "Cheers"', () => {
    const [first, warmer] = chat('thank my neighbour sue for feeding our cat while we were away last week', 'more emotional');
    expect(warmer!.message).toMatch(/more heartfelt/);
    warmer!.options.forEach((option, index) => {
      expect(option.body).toMatch(/Honestly, it meant the world to us\./);
      expect(option.body).not.toBe(first!.options[index]!.body);
    });
  });

  it('"warmer" on a request adds one warm line, once', () => {
    const [, warmer] = chat('text my friend jo asking if she can water my plants while im in spain from the 3rd to the 10th', 'warmer');
    for (const option of warmer!.options) {
      expect(option.body).toMatch(/3rd to the 10th/);
      expect(option.body.match(/I really appreciate you thinking about it\./g)).toHaveLength(1);
    }
  });
});

describe('no line added where it means nothing (twenty-second session, after the blind read)', () => {
  it('"less pushy" on a repair leaves room to take time, never room to say no', () => {
    const [, softer] = chat('email my landlord the bathroom extractor fan stopped working 2 weeks ago and the mirror is getting mouldy, can he send someone as soon as possible', 'less pushy');
    for (const option of softer!.options) {
      expect(option.body).toMatch(/these things can take a (?:little|bit of) time to (?:arrange|sort)\./);
      expect(option.body).not.toMatch(/if it's not possible|if this is not possible|as soon as possible/);
    }
  });

  it('"warmer" on an announcement adds no line; "more casual" on a thank-you adds none either', () => {
    const [, warmer] = chat('email all the parents that the sports day is moving from friday to monday 9th, same time', 'warmer');
    for (const option of warmer!.options) expect(option.body).not.toMatch(/Thanks so much, I really appreciate it\.|It honestly means a lot|looking forward to it!/);
    const [, casual] = chat('thank my aunt for the lovely scarf she knitted for my birthday', 'more casual');
    for (const option of casual!.options) expect(option.body).not.toMatch(/meant a lot|meant the world|I really appreciate you thinking/);
  });
});

describe('follow-ups of the twenty-third session', () => {
  const THANKS = 'thank my manager Dr Priya Nair for her support over the last two years, im leaving for a job in leeds';

  it('"shorter" and "less gushing" keep the thanks a thank-you note is for', () => {
    for (const follow of ['shorter', 'less gushing']) {
      const [, after] = chat(THANKS, follow);
      for (const option of after!.options) expect(option.body).toMatch(/[Tt]hank(?:s| you)[^.]* for your support over the last two years/);
    }
  });

  it('"less gushing" takes the warm padding out', () => {
    const [first, after] = chat(THANKS, 'less gushing');
    after!.options.forEach((option, index) => expect(countWords(option.body)).toBeLessThan(countWords(first!.options[index]!.body)));
  });

  it('"offer to buy him a takeaway" adds the offer to these drafts, not a new email', () => {
    const [, after] = chat('email my brother asking if he can look after the dog the weekend of the 9th', 'offer to buy him a takeaway');
    expect(after!.message).toMatch(/^Done!/);
    for (const option of after!.options) expect(option.body).toMatch(/happy to buy you a takeaway/);
  });

  it('"put in my email hours, i dont reply after 6pm" adds the sentence, not the label', () => {
    const [, after] = chat('email the parents in my tutor group introducing myself as their new form tutor', 'put in my email hours, i dont reply after 6pm');
    for (const option of after!.options) {
      expect(option.body).toMatch(/I (?:don't|do not) reply after 6 pm\./);
      expect(option.body).not.toMatch(/email hours/);
    }
  });

  it('"my name\'s Mrs Obi" signs with her title and name; "my Year 6 class parents" are greeted as people, not a firm', () => {
    const [first] = chat("write to my Year 6 class parents introducing myself as the new class teacher, my name's Mrs Obi");
    for (const option of first!.options) {
      expect(option.body).toMatch(/Mrs\.? Obi$/);
      expect(option.body).not.toMatch(/ team,/);
    }
  });
});

describe('follow-ups as new visitors type them (twenty-fourth session)', () => {
  it('"i want a store credit not a refund" after a complaint adds the want to these drafts', () => {
    const [, after] = chat('complain to Currys about a kettle that leaks from the base, order 7781234, bought 2 weeks ago', 'i want a replacement kettle not a refund');
    expect(after!.message).toMatch(/^Done!/);
    for (const option of after!.options) {
      expect(option.body).toMatch(/replacement kettle/);
      expect(option.body).toContain('7781234');
    }
  });

  it('"also the hall light is broken, add that" adds the fault as said, not "That."', () => {
    const [, after] = chat('ask my landlord to fix the kitchen tap, it drips all night', 'also the hall light isnt working, add that');
    for (const option of after!.options) {
      expect(option.body).toMatch(/[Tt]he hall light (?:is not|isn't) working\./);
      expect(option.body).not.toMatch(/\bThat\.|mention the hall/);
    }
  });

  it('"client is called Emily from Juniper Events" greets Emily', () => {
    const [, after] = chat('client wants the launch moved up by 3 days, tell them i can do it for an extra £250', 'client is called Rosa from Bright Events');
    for (const option of after!.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Rosa,/);
      expect(option.body).not.toMatch(/called Rosa|Rosa From/);
    }
  });

  it('"add that theres a table booked" after a list of details is its own paragraph, said as a statement', () => {
    const [, after] = chat('birthday invite for my 40th, dinner at Casa Roma, friday 3 may from 7pm, no gifts please', 'add that theres a table booked so let me know by the 20th');
    for (const option of after!.options) {
      expect(option.body).toMatch(/\n\nThere(?: is|'s) a table booked/);
      expect(option.body).not.toMatch(/mention there/);
    }
  });

  it('a pasted invitation to an interview, accepted, says what is accepted; "Regards, Claire - Talent Team" greets Claire', () => {
    const [first] = chat('reply to this: "Hi, we\'d like to invite you to a final interview on Tuesday 9th at 2pm at our Leeds office. Please confirm. Regards, Claire - People Team, Brightwell" accept it');
    for (const option of first!.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Claire,/);
      expect(option.body).toMatch(/final interview on Tuesday 9th at 2 pm at your Leeds office/);
      expect(option.body).not.toMatch(/accept it/);
    }
  });

  it('"ask Jordan in accounts to send me ..." asks Jordan, not "ask about in accounts"', () => {
    const [first] = chat('ask Lena in finance to send me the Q3 forecast by friday');
    for (const option of first!.options) {
      expect(option.body).toMatch(/send me the Q3 forecast by Friday/);
      expect(option.body).not.toMatch(/in finance|ask about/);
    }
  });
});

describe('follow-ups (twenty-sixth session)', () => {
  it('"ask about the payment schedule too" adds the question whole, once', () => {
    const [, after] = chat('reply to kieran at KB build, we want to go ahead but ask if they can start end of august', 'ask about the payment schedule too');
    for (const option of after!.options) {
      expect(option.body).toMatch(/Could you also tell me about the payment schedule\?/);
      expect(option.body).not.toMatch(/\bMe about|schedule too/);
    }
  });

  it('"keep it short" shortens; "ask to rebook for sat morning" adds the ask to the same email', () => {
    const [first, short, rebook] = chat('cancel my PT session with Jas on weds 7am, ive got a work thing', 'keep it short', 'ask to rebook for sat morning');
    expect(short!.message).toMatch(/shorter/);
    short!.options.forEach((option, index) => expect(countWords(option.body)).toBeLessThan(countWords(first!.options[index]!.body)));
    for (const option of rebook!.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Jas,/);
      expect(option.body).toMatch(/Could I also rebook for Saturday morning\?/);
      expect(option.body).toMatch(/PT session/);
    }
  });

  it('"mention my mentor Rashid by name" in a thank-you thanks him by name', () => {
    const [, after] = chat('thank you to the mentoring scheme coordinator, Aoife, the programme helped me get my first job', 'mention my mentor Rashid by name');
    for (const option of after!.options) {
      expect(option.body).toMatch(/A special thank you to my mentor, Rashid[.!]/);
      expect(option.body).not.toMatch(/by name/);
    }
  });

  it('"sign it as Wendy, volunteer coordinator" signs with the role', () => {
    expect(parseFollowUp('sign it as Wendy, volunteer coordinator').sign).toBe('Wendy, Volunteer Coordinator');
    expect(parseFollowUp('shorter, sign it as Ana')).toMatchObject({ sign: 'Ana', shorter: true });
  });

  it('"mention the agent is Castle Lettings and they\'ll email him" is a line, not a new recipient', () => {
    const [, after] = chat('ask my old landlord Mr Ferris for a reference for my new flat, i rented 2019-2024, always paid on time', "mention the agent is Castle Lettings and they'll email him");
    for (const option of after!.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Mr\. Ferris,/);
      expect(option.body).toMatch(/The agent is Castle Lettings and they(?: will|'ll) email you\./);
      expect(option.body.match(/email you/g)).toHaveLength(1);
    }
  });

  it('a reason given in place of another follows the refusal it explains, with its article; an offer goes before the closing lines', () => {
    const [, , after] = chat('Hi Pete,\n\nAny chance you could come in this Saturday to help with the stocktake? It would really help us out.\n\nGillian\n\nsay no, its my daughters birthday', 'offer to stay late thurs instead', 'dont say its her birthday just say family commitment');
    const formal = after!.options[0]!.body;
    expect(formal).toMatch(/stocktake\. This is due to a family commitment\. I would be happy to stay late Thursday instead\./);
    expect(formal).not.toMatch(/birthday/);
  });

  it('a P.S. about a topic with what to say about it says it; an instruction to guests follows the invitation', () => {
    const [, ps, bring] = chat('invite friends to our housewarming sat 14th from 7, 48 Linden Ave', 'add a ps about parking, use the pub car park round the corner', 'say bring a bottle not food, weve got loads');
    for (const option of ps!.options) expect(option.body).toMatch(/P\.S\. Parking: use the pub car park round the corner\.$/);
    for (const option of bring!.options) expect(option.body).toMatch(/Linden Ave\)[?!] Bring a bottle/);
  });
});

describe('follow-ups (twenty-seventh session)', () => {
  it('"not so long", "bit long", "trim it" shorten the drafts', () => {
    for (const said of ['not so long', 'bit long', 'trim it', 'too wordy']) expect(parseFollowUp(said).shorter).toBe(true);
    const [first, second] = chat('thank my aunt for having us all over at easter', 'not so long');
    expect(second!.message).toMatch(/shorter/);
    expect(countWords(second!.options[0]!.body)).toBeLessThan(countWords(first!.options[0]!.body));
  });

  it('"add a bit about the lamb being amazing lol" says the lamb was amazing', () => {
    const [, second] = chat('thank my aunt for having us all over at easter', 'add a bit about the lamb being amazing lol');
    for (const option of second!.options) {
      expect(option.body).toMatch(/The lamb was amazing/);
      expect(option.body).not.toMatch(/a bit about|lol/);
    }
  });

  it('"and to send me dietary reqs by mon" asks the readers to send them', () => {
    const [, second] = chat('invite the team to a quarterly offsite at the Loft, 10-4', 'add that lunch is provided and to send me dietary reqs by mon');
    for (const option of second!.options) {
      expect(option.body).toMatch(/Please send me your dietary requirements by Monday\./);
      expect(option.body).not.toMatch(/below/);
    }
  });

  it('"actually i can only give 1 week, uni starts on the 23rd" changes the notice and says why', () => {
    const [, second] = chat('handing in notice at my part time job at the cinema, 2 weeks', 'actually i can only give 1 week, uni starts on the 23rd');
    for (const option of second!.options) {
      expect(option.body).toMatch(/1 week/);
      expect(option.body).not.toMatch(/2 weeks/);
      expect(option.body).toMatch(/[Uu]ni starts on the 23rd/);
    }
  });
});

describe('follow-ups of the thirty-fourth session', () => {
  it('"dont mention family reasons, just say personal" says personal reasons in their place', () => {
    const [, after] = chat('write to my uni asking if i can defer my place on the nursing course to next september, family reasons', 'dont mention family reasons, just say personal');
    for (const option of after!.options) {
      expect(option.body).toMatch(/for personal reasons/);
      expect(option.body).not.toMatch(/family reasons|Personal\./);
    }
  });

  it('"change 3rd to 4th, i got the date wrong" changes the date and leaves the reason out', () => {
    const replies = chat('message the airbnb host asking if we can check in early on the 3rd, our flight lands at 8am', 'change 3rd to 4th, i got the date wrong');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/on the 4th\?/);
      expect(option.body).not.toMatch(/date wrong|3rd/);
    }
  });

  it('"mention were mortgage approved" is "we are", and "my desk buddy" keeps its lowercase', () => {
    for (const option of chat('ask the estate agent Jackson Stops about booking a viewing of the 2 bed on Marlow Rd listed at £325k', 'mention were mortgage approved in principle')[1]!.options) expect(option.body).toMatch(/We(?: are|'re) mortgage approved in principle\./);
    for (const option of chat('congrats to my coworker Fiona on her promotion to head of ops', 'add that im sad to lose her as my desk buddy')[1]!.options) expect(option.body).toMatch(/my desk buddy\./);
  });

  it('"make it sound less like im asking permission" says what the writer would like', () => {
    expect(parseFollowUp('make it sound less like im asking permission').confident).toBe(true);
    for (const option of chat('need to ask my team lead Ravi for next friday off, my car has its MOT and i cant get another slot', 'make it sound less like im asking permission')[1]!.options) {
      expect(option.body).toMatch(/I would like to take next Friday off\./);
      expect(option.body).not.toMatch(/May I ask|Would it be possible/);
    }
  });

  it('"email Hair by Marisa to book ..." writes to the salon by its whole name', () => {
    for (const option of chat('email Hair by Marisa to book a cut and colour for some time next week, ive been before')[0]!.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Hair by Marisa team,/);
      expect(option.body).toMatch(/to book a cut and colour for some time next week\./);
      expect(option.body).not.toMatch(/By Marisa/);
    }
  });
});

describe('follow-ups of the thirty-fifth session', () => {
  it('"thank her properly, Zara went from a 4 to a 7" thanks the reader in these drafts, not in a new email to Zara', () => {
    const [first, after] = chat("write to my daughter's tutor ms cole to say we're stopping maths tuition after june, exams are done", 'thank her properly, Zara went from a 4 to a 7');
    for (const [index, option] of after!.options.entries()) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Ms\. Cole,/);
      expect(option.body).toContain(first!.options[index]!.body.split('\n')[2]!.split('. ')[1]!);
      expect(option.body).toMatch(/Thank you (?:so much )?for all your help[.!] Zara went from a 4 to a 7\./);
      expect(option.body).not.toMatch(/for properly/);
    }
  });

  it('"sign it as Des Mulligan, treasurer, Hillview Youth Club" signs with the role and the club', () => {
    const [, after] = chat('reply to this: "Hi, can you send your latest accounts by 28 Feb? Thanks, Rosa" say yes will send by the 20th', 'sign it as Des Mulligan, treasurer, Hillview Youth Club');
    for (const option of after!.options) expect(option.body).toMatch(/\nDes Mulligan, Treasurer, Hillview Youth Club$/);
  });

  it('"we only have one quote so far, ask if thats ok" adds the fact and asks the question', () => {
    const [, after] = chat('reply to this: "Hi, can you send two quotes for the equipment by 28 Feb? Thanks, Rosa" say yes will send by the 20th', 'we only have one quote so far, ask if thats ok');
    for (const option of after!.options) expect(option.body).toMatch(/We only have one quote so far\. Could you (?:also )?let me know if that(?: is|'s) OK\?/);
    const [, alone] = chat('reply to this: "Hi, can you send two quotes for the equipment by 28 Feb? Thanks, Rosa" say yes will send by the 20th', 'ask if thats ok');
    for (const option of alone!.options) expect(option.body).toMatch(/let me know if that(?: is|'s) OK\?/);
  });
});

describe('follow-ups of the thirty-fifth session, after a register change', () => {
  it('a line added after "more formal" goes before the closing lines, which now read "I am grateful for your time"', () => {
    const replies = chat('complain to Evri, parcel marked delivered on mon but never arrived, tracking H00YA1234567890, it was a £90 birthday present', 'more formal', 'ask for a refund from the seller too, its from Boden');
    const formal = replies[2]!.options[0]!.body;
    expect(formal).toMatch(/I am grateful for your time\./);
    expect(formal.indexOf('Boden')).toBeLessThan(formal.indexOf('I am grateful for your time'));
  });
});

describe('follow-ups of the thirty-fifth session, dates', () => {
  it('"change it to sat 20th 4pm" replaces the day and the time that follows it', () => {
    const replies = chat('invite the under 12s netball parents to the end of season awards night, fri 19th 6pm at the clubhouse', 'change it to sat 20th 4pm');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/Saturday 20th (?:at )?4 pm/);
      expect(option.body).not.toMatch(/6 pm|Friday/);
    }
    const lunch = chat('invite the team to lunch on friday 19th at 1pm', 'change it to thursday 18th at 12:30');
    for (const option of lunch[1]!.options) expect(option.body).toMatch(/Thursday 18th at 12:30[?.!]/);
  });
});

describe('follow-ups of the thirty-sixth session', () => {
  it('"take out the bit about the culture completely" removes the culture; "change the notice to 2 weeks, just checked my contract" changes the notice', () => {
    expect(parseFollowUp('take out the bit about the culture completely').remove).toEqual(['culture']);
    const replies = chat('reply to this: "Hi, thanks for applying. Could you let me know your salary expectations and notice period? Kind regards, Megan, Talent Team" say 35-38k and 1 month notice', 'change the notice to 2 weeks, just checked my contract');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/2 weeks' notice/);
      expect(option.body).not.toMatch(/1-month|checked my contract/);
    }
  });

  it('a line added to an invitation that is all question follows it; a reason follows the ask it explains', () => {
    const drinks = chat('invite the team to my leaving drinks fri 28th at the crown from 5.30', 'add that partners are welcome');
    for (const option of drinks[1]!.options) expect(option.body).toMatch(/from 5\.30[?!.] Partners are (?:very )?welcome\./);
    const swap = chat('email my seminar tutor dr castillo asking to swap from the wed group to the fri group', 'mention its bc of my part time job, i work wed afternoons');
    for (const option of swap[1]!.options) {
      expect(option.body).toMatch(/the Wednesday group to the Friday group\? (?:This is|That's) because of my part-time job\./);
    }
  });

  it('"add a subject line" says what each subject is; "subject: ..." sets it', () => {
    const replies = chat('the hotel charged me twice for my stay, £189 each time, booking 55120-KL, want one refunded', 'add a subject line', 'subject: Double charge on booking 55120-KL');
    expect(replies[1]!.message).toMatch(/^Both options already have a subject line: "/);
    expect(replies[1]!.options).toEqual(replies[0]!.options);
    for (const option of replies[2]!.options) expect(option.subject).toMatch(/^Double charge on (?:the )?booking 55120-KL$/);
  });
});

describe('follow-ups of the thirty-seventh session', () => {
  it('"add the address, 12 chapel lane" is a fact to add, not a home address handed out', () => {
    const replies = chat('email the choir that rehearsals move to the church hall from next week because of the school roof works', 'add the address, 12 chapel lane');
    expect(replies[1]!.options).toHaveLength(2);
    for (const option of replies[1]!.options) expect(option.body).toMatch(/The address is 12 Chapel Lane\./);
  });

  it('"change it to 25% and mention code SUN25" changes the percentage and says how to use the code', () => {
    const replies = chat('email to customers about our summer sale, 20% off all swimwear 1 to 14 july', 'change it to 25% and mention code SUN25');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/25% off all swimwear/);
      expect(option.body).toMatch(/Use the code SUN25 at checkout\./);
      expect(option.body).not.toMatch(/20%|Code SUN25\./);
    }
  });

  it('"wait make it mon wed thu" changes the days the draft gives', () => {
    expect(parseFollowUp('wait make it mon wed thu').change).toEqual({ to: 'Monday, Wednesday and Thursday' });
    expect(parseFollowUp('make it friendlier').change).toBeUndefined();
    const replies = chat("email to my sons nursery saying he'll go 3 days not 2 from january, mon tue thu", 'wait make it mon wed thu');
    for (const option of replies[0]!.options) expect(option.body).toMatch(/3 days instead of 2 from January \(Monday, Tuesday and Thursday\)/);
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/\(Monday, Wednesday and Thursday\)/);
      expect(option.body).not.toMatch(/[Ww]ait make it/);
    }
  });

  it('"make it sound less like im complaining" softens the drafts', () => {
    expect(parseFollowUp('make it sound less like im complaining').soft).toBe(true);
  });
});

describe('follow-ups of the thirty-eighth session', () => {
  it('"add that the offer is subject to references" adds the line; "subject to" is no subject line', () => {
    expect(parseFollowUp('add that the offer is subject to references').subject).toBeUndefined();
    expect(parseFollowUp('change the subject to: Your offer').subject).toBe('Your offer');
    const replies = chat('offer the job to a candidate we interviewed (leah brookes), customer support lead, £27k, start 6th jan', 'add that the offer is subject to references');
    for (const option of replies[1]!.options) {
      expect(option.subject).toBe('Job offer: customer support lead');
      expect(option.body).toMatch(/The offer is subject to references\./);
    }
  });

  it('"add that were dropping off chocolates" is "We\'re dropping off", and a thank-you after a death stays unexclaimed when made friendlier', () => {
    const replies = chat('thank you email to the nurses on ward 7 who looked after my grandad for 3 weeks before he passed', 'can u make it less formal', 'add that were dropping off chocolates on sat');
    for (const reply of replies) for (const option of reply.options) expect(`${option.subject}\n${option.body}`).not.toMatch(/!/);
    for (const option of replies[2]!.options) expect(option.body).toMatch(/We're dropping off chocolates on Saturday\./);
  });

  it('an option changed by a follow-up, made friendlier after a death, keeps its words and takes no exclamation marks', () => {
    const replies = chat('thank you email to the nurses on ward 7 who looked after my grandad for 3 weeks before he passed', 'add that were dropping off chocolates on sat', 'make it friendlier');
    for (const option of replies[2]!.options) {
      expect(option.body).toMatch(/We're dropping off chocolates on Saturday\./);
      expect(`${option.subject}\n${option.body}`).not.toMatch(/!/);
    }
  });
});

describe('follow-ups of the thirty-eighth session, a work set', () => {
  it('"make it £3 not £5" changes the figure; "put a placeholder for my bank details" adds a line with a blank', () => {
    expect(parseFollowUp('make it £3 not £5, some families are struggling').change).toEqual({ from: '£5', to: '£3' });
    const replies = chat("email the parents in my sons class to organise a collection for mrs kaur's end of year gift, £5 each, by next fri", 'make it £3 not £5, some families are struggling', 'put a placeholder for my bank details');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/organise a collection for Mrs\.? Kaur's end of year gift \(£5 each, by next Friday\)/);
      expect(option.body).not.toMatch(/In my son's class to/);
    }
    for (const option of replies[1]!.options) expect(option.body).toMatch(/£3 each/);
    for (const option of replies[2]!.options) expect(option.body).toMatch(/My bank details are: \[bank details\]\./);
  });

  it('"reference the statutory rules" adds a line; "change start date to 1st sept" says the date, leaving the times as they were', () => {
    const replies = chat('formal flexible working request to my employer, want to start at 9.30 instead of 8.30 for school drop off, would finish at 6', 'reference the statutory flexible working rules', 'change start date to 1st sept');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/make a formal flexible working request\./);
      expect(option.body).toMatch(/I would finish at 6\.|I'd finish at 6\./);
    }
    for (const option of replies[1]!.options) expect(option.body).toMatch(/the statutory flexible working rules/);
    for (const option of replies[2]!.options) {
      expect(option.body).toMatch(/start at 9\.30 instead of 8\.30/);
      expect(option.body).toMatch(/The start date would be 1st Sept\./);
    }
  });

  it('"less grovelling" drops the intensifier; "end with thanks for their patience" thanks once', () => {
    const replies = chat('apologise to my team for snapping at sam in the meeting yesterday, it was unfair and im stressed but thats no excuse', 'less grovelling', 'end with thanks for their patience');
    for (const option of replies[1]!.options) expect(option.body).not.toMatch(/sincerely apologi|so sorry|truly sorry|very sorry/);
    for (const option of replies[2]!.options) {
      expect(option.body.match(/Thank(?:s| you)(?: so much)? for your patience/g)).toHaveLength(1);
      expect(option.body).not.toMatch(/End with/);
    }
  });

  it('"sign it from friends of oakwood hospice" signs the group whole', () => {
    expect(parseFollowUp('sign it from friends of oakwood hospice').sign).toBe('Friends of Oakwood Hospice');
  });
});

describe('follow-ups of the thirty-ninth session, a work set', () => {
  it('"add order no MN-3381": our order number, said as a sentence; "bit firmer, they should cover the cost": the demand said', () => {
    const replies = chat('email the printers asking for a reprint of our 500 menus, phone number on page 2 is wrong and it was their typo not ours, we approved the proof with the right number', 'add order no MN-3381', 'bit firmer, they should cover the cost');
    for (const option of replies[0]!.options) expect(option.body).toMatch(/The phone number on page 2 is wrong/);
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/Our order number is MN-3381\./);
      expect(option.body).not.toMatch(/mention order no/i);
    }
    for (const option of replies[2]!.options) expect(option.body).toMatch(/I expect you to cover the cost\./);
  });

  it('"firmer, i want it escalated": the escalation is asked for', () => {
    expect(parseFollowUp('firmer, i want it escalated')).toMatchObject({ firm: true, mention: ['I would like this escalated'] });
  });

  it('"mention ava got her 25m badge", in a thank-you: Ava\'s news, said as a sentence', () => {
    const replies = chat("thank my daughters swimming teacher for the term, she's leaving to go travelling", 'mention ava got her 25m badge');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/I hear you(?: are|'re) leaving to go travelling, and I wish you all the best/);
      expect(option.body).not.toMatch(/the term, you/);
    }
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/Ava got her 25m badge[.!]/);
      expect(option.body).not.toMatch(/mention ava/i);
    }
  });

  it('"add flat 6C tower view court": the address, as it is written', () => {
    const replies = chat('email the housing association about the broken lift in our block, its been 10 days, my mum is on the 6th floor and uses a walker, she cant get out', 'add flat 6C tower view court');
    for (const option of replies[1]!.options) expect(option.body).toMatch(/live at Flat 6C, Tower View Court\./);
  });

  it('"quote for the cafe owner, i can paint the mural ... for £900 incl paint, about 4 days work": a quote given, not asked for', () => {
    const replies = chat('quote for the cafe owner, i can paint the mural on their back wall for £900 incl paint, about 4 days work');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/I can paint the mural on your back wall for £900 including paint\. It(?: is|'s) about 4 days' work\./);
      expect(option.body).not.toMatch(/request a quote|ask for a quote/i);
      expect(option.subject).toMatch(/[Qq]uote for the mural$/);
    }
  });
});

describe('follow-ups of the thirty-ninth session, a work set (second batch)', () => {
  it('"make it a full refund for the night instead", after an apology to a B&B guest: the offer changes', () => {
    const replies = chat('apologise to a guest who stayed at our b&b last night, no hot water in her room, offer 50% off the night', 'make it a full refund for the night instead');
    expect(replies[0]!.message).toMatch(/apology/);
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/Your room at our B&B had no hot water last night\./);
      expect(option.body).not.toMatch(/apologies for a guest/);
    }
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/offer you a full refund for the night\./);
      expect(option.body).not.toMatch(/50% off/);
    }
  });

  it('"confirming the kickoff call mon 10am uk / 5am ny time, zoom link to follow", then "make it 3pm uk": both zones move', () => {
    const replies = chat('quick note to a new client confirming the kickoff call mon 10am uk / 5am ny time, zoom link to follow', 'oh actually make it 3pm uk');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/confirm the kickoff call on Monday at 10 am UK time \(5 am New York time\)\. A Zoom link will follow\./);
      expect(option.subject).toBe('Confirming the kickoff call on Monday');
    }
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/at 3 pm UK time \(10 am New York time\)/);
      expect(option.body).not.toMatch(/UK UK|10 am UK/);
    }
  });

  it('"a party on bank holiday monday 26 aug", then "add kids games at 2": the day whole, and the games said as a sentence', () => {
    const replies = chat('invite the street to a party on bank holiday monday 26 aug, road closure is approved, bring a dish to share', 'add kids games at 2');
    for (const option of replies[0]!.options) expect(option.body).toMatch(/on Bank Holiday Monday 26 August/);
    for (const option of replies[1]!.options) expect(option.body).toMatch(/There will be kids' games at 2\./);
  });
});

describe('follow-ups of the thirty-ninth session, a work set (third batch)', () => {
  it('"friendlier, i know the owner a bit, its bev": friendlier, and greets Bev', () => {
    expect(parseFollowUp('friendlier, i know the owner a bit, its bev')).toMatchObject({ friendlier: true, recipientName: 'Bev' });
    const replies = chat('ask a local business to sponsor our under 10s netball kit, we need £400', 'friendlier, i know the owner a bit, its bev');
    for (const option of replies[1]!.options) expect(option.body).toMatch(/^Hi Bev,/);
  });

  it('a pasted offer of £150 for a sofa, "i want 200 but would go to 180", then "add he\'ll need a van and 2 people its heavy": in pounds, and why', () => {
    const replies = chat('reply to this:\n"Hi, saw your ad for the grey corner sofa. Would you take £150? I can collect tomorrow evening. Cheers, Dan"\ni want 200 but would go to 180', "add he'll need a van and 2 people its heavy");
    for (const option of replies[0]!.options) expect(option.body).toMatch(/I(?: am|'m) asking £200, but I(?: would|'d) go to £180\./);
    for (const option of replies[1]!.options) expect(option.body).toMatch(/You(?: will|'ll) need a van and 2 people, as it(?: is|'s) heavy\./);
  });

  it('"turn down the headhunter about the cfo role for now but say id be interested in 12 months or so": declines the role, and keeps "or so"', () => {
    const replies = chat('turn down the headhunter about the cfo role for now but say id be interested in 12 months or so');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/decline the CFO role for now/);
      expect(option.body).toMatch(/interested in 12 months or so\./);
      expect(option.body).not.toMatch(/for the headhunter/);
    }
  });
});

describe('follow-ups of the thirty-ninth session, a work set (fourth batch)', () => {
  it('"give me 3 options" gives another take; "the second one but mention sophie for urgent stuff" names who to contact, on option 2, without making it urgent', () => {
    expect(parseFollowUp('give me 3 options')).toMatchObject({ regenerate: true });
    expect(parseFollowUp('the second one but mention sophie for urgent stuff')).toMatchObject({ target: 1, mention: ['For anything urgent, please contact Sophie'] });
    expect(parseFollowUp('the second one but mention sophie for urgent stuff').urgent).toBeUndefined();
    const replies = chat('write an out of office for my 2 week honeymoon', 'give me 3 options', 'the second one but mention sophie for urgent stuff');
    expect(replies[1]!.options[1]!.body).not.toMatch(/giving me 3 options/);
    expect(replies[2]!.options[1]!.body).toMatch(/For anything urgent, please contact Sophie\./);
    expect(replies[2]!.options[0]!.body).toBe(replies[1]!.options[0]!.body);
  });

  it('"asking permission to hold a charity 5k ..., around 200 runners, raising money for the childrens ward": asked if we could, to the council, not to "Permission"', () => {
    const replies = chat('email the council events team asking permission to hold a charity 5k in victoria park on 21 sept, around 200 runners, raising money for the childrens ward', 'add they can pay the £100 diff with next months rent');
    for (const option of replies[0]!.options) {
      expect(option.body).toMatch(/we (?:could )?hold a charity 5k in Victoria Park on 21 September/);
      expect(option.body).toMatch(/with around 200 runners, raising money for the children's ward/);
      expect(option.body).not.toMatch(/Permission|Would you be able to hold/);
    }
    expect(parseFollowUp('add they can pay the £100 diff with next months rent').mention[0]).toMatch(/£100 difference/);
  });
});

describe('follow-ups of the fortieth session, a work set', () => {
  it('"change it to 25, two more just signed up": the count changes, and nobody signs as "Up"', () => {
    expect(parseFollowUp('change it to 25, two more just signed up')).toMatchObject({ change: { to: '25' } });
    expect(parseFollowUp('change it to 25, two more just signed up').sign).toBeUndefined();
    const replies = chat('reply to this: "Hi Rachel, can you confirm the headcount for the offsite on the 8th? Need it by Wed for catering. Thanks, Deepak" say 23 people, 2 vegan 1 gluten free', 'change it to 25, two more just signed up');
    for (const option of replies[0]!.options) expect(option.body).toMatch(/23 people, including 2 vegan and 1 gluten-free\./);
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/25 people/);
      expect(option.body).not.toMatch(/\n(?:Up|up)$/);
    }
  });

  it('"add a placeholder link for booking the training": a blank link, where it is found', () => {
    const replies = chat('email our team that the new expenses app Spendly goes live 1 oct, training sessions on the 24th and 26th sept', 'add a placeholder link for booking the training');
    for (const option of replies[0]!.options) {
      expect(option.subject).toMatch(/goes live 1 October$/);
      expect(option.body).toMatch(/goes live on 1 October\. Training sessions will be on the 24th and 26th September\./);
    }
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/the link for booking the training here: \[Link\]\./);
      expect(option.body).not.toMatch(/mention a placeholder link/);
    }
  });

  it('"add my address 9 Foxglove Close": said plainly, with no colon', () => {
    const replies = chat('email the council asking how to apply for a dropped kerb so i can park on my drive', 'add my address 9 Foxglove Close');
    for (const option of replies[1]!.options) expect(option.body).toMatch(/My address is 9 Foxglove Close\./);
  });

  it('"keep the door open, they were good just too pricey for us", then "sign it as hattie, little fox cafe"', () => {
    const replies = chat('write to our coffee supplier cancelling our standing order of beans, account 55102, were switching roasters', 'keep the door open, they were good just too pricey for us', 'sign it as hattie, little fox cafe');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/You were good, but just too pricey for us\./);
      expect(option.body).toMatch(/I hope we can work together again in the future\./);
    }
    expect(parseFollowUp('sign it as hattie, little fox cafe').sign).toBe('Hattie, Little Fox Cafe');
    for (const option of replies[2]!.options) expect(option.body).toMatch(/Hattie/);
  });

  it('"change the date to the 23rd", under "before 30 May": the day, in its month', () => {
    const replies = chat('email a tailor asking if they can take in a wedding dress 2 sizes before 30 may', 'change the date to the 23rd');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/before 23 May\?/);
      expect(option.body).not.toMatch(/30 May/);
    }
  });

  it('"suggest tuesday 7pm in the community room", then "add a ps that tea and biscuits provided"', () => {
    const replies = chat('email our tenants association proposing a meeting about the service charge going up 30%', 'suggest tuesday 7pm in the community room', 'add a ps that tea and biscuits provided');
    expect(replies[1]!.options[0]!.body).toMatch(/I would suggest meeting on Tuesday at 7 pm in the community room\./);
    expect(replies[1]!.options[1]!.body).toMatch(/How about meeting on Tuesday at 7 pm in the community room\?/);
    for (const option of replies[1]!.options) expect(option.body).not.toMatch(/propose Tuesday|suggest Tuesday/);
    for (const option of replies[2]!.options) expect(option.body).toMatch(/P\.S\. Tea and biscuits will be provided\./);
  });
});

describe('follow-ups of the forty-first session, a work set', () => {
  it('"dont mention science, just maths": one word of "maths and science" goes, not the sentence', () => {
    const replies = chat('email to my sons secondary school asking for a meeting with his form tutor about his grades dropping in maths and science this term', 'dont mention science, just maths');
    for (const option of replies[1]!.options) {
      expect(option.body).toMatch(/his grades dropping in maths this term/);
      expect(option.body).not.toMatch(/science/);
    }
  });

  it('"add that we\'ve replaced them at £180 each": the hearing aids stay "them"', () => {
    const replies = chat('email to my mums care home asking why her hearing aids keep going missing, 3rd time this month, shes in room 12, Joan Barker', "add that we've replaced them at £180 each so its not a small thing");
    for (const option of replies[0]!.options) expect(option.body).toMatch(/keep going missing/);
    for (const option of replies[1]!.options) expect(option.body).toMatch(/replaced them at £180 each/);
  });

  it('"how much to replace it", asked straight out; "asking if shed refer me"; "someone elses"', () => {
    for (const option of chat("email to the uni library saying ive lost a book i borrowed (Principles of Neural Science, 5th ed), how much to replace it")[0]!.options) expect(option.body).toMatch(/How much would it cost to replace it\?/);
    for (const option of chat('email to a former colleague asking if shed refer me for a product analyst role at her company (Monzo)')[0]!.options) expect(option.body).not.toMatch(/\bshed\b/);
    const parcel = chat('complaint to Evri about a parcel marked as delivered that never came, tracking H00A1234567890', 'add that the delivery photo is of someone elses front door');
    for (const option of parcel[0]!.options) expect(option.body).toMatch(/a parcel that was marked as delivered but never arrived/);
    for (const option of parcel[1]!.options) expect(option.body).toMatch(/someone else's front door/);
  });

  it('the band booked for our wedding, a course that will help, sorry about the mug', () => {
    for (const option of chat('email to the band we booked for our wedding asking if they could add an acoustic set during the drinks reception, 3-4pm')[0]!.options) expect(option.body).not.toMatch(/We booked for our wedding asking|For our wedding asking/);
    for (const option of chat('email to my manager saying i want to do the PRINCE2 foundation course (£1,100) and explaining how itll help with the warehouse migration')[0]!.options) expect(option.body).toMatch(/help with the warehouse migration because \[how it will help\]/);
    for (const option of chat('email to the owner of a guesthouse in cornwall thanking her for a lovely stay and saying sorry about the mug the kids broke, want to pay for it')[0]!.options) expect(option.body).not.toMatch(/sorry that the mug/);
  });
});
