import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { absenceHeadline, headlineOk, subjectOk, topicOk } from '../plan/plan.ts';

const subjectsOf = (message: string): string[] => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.subject);

describe('what a subject may name', () => {
  it('takes a thing, a reference or an event as a topic', () => {
    for (const topic of ['the broken vase', "today's meeting", 'being on the PTA committee', 'invoice 2024-017', 'my physio appointment on Monday', 'the Riverside Animal Shelter']) expect(topicOk(topic), topic).toBe(true);
  });

  it('never takes a person, a role, a span of time, a date, a clause or a fragment', () => {
    for (const topic of ['Amara', 'my son Ethan', 'a software engineer', 'a freelance copywriter', 'Liam in the meeting yesterday', 'a week', 'two weeks', '1 October', 'our prices go up 6%', 'with the supplier', 'to Tesco', 'anyone', 'one general email', 'cold outreach']) expect(topicOk(topic), topic).toBe(false);
  });

  it('lets a recommendation or a welcome name its person', () => {
    expect(topicOk('my old intern Kai', 'recommend')).toBe(true);
  });

  it('keeps headlines that say the news and drops fragments', () => {
    for (const line of ['Invoice 0078 overdue', 'Suitcase lost on BA0287', 'Booking a table for 12', 'Gas safety check on Tuesday at 9 am']) expect(headlineOk(line), line).toBe(true);
    for (const line of ['Packaging to negotiate', 'At our sister branch in Dundee', 'Organise the litter pick', 'Bought a phone case', 'Brought out a vegan range', 'My son Ethan', 'Cold outreach to wedding planners', '9 years old told']) expect(headlineOk(line), line).toBe(false);
  });

  it('says a sick note as one', () => {
    expect(absenceHeadline("I've got a migraine and won't be in until Friday")).toBe('Off sick until Friday');
    expect(absenceHeadline("I've got flu and won't be in till Wednesday")).toBe('Off sick until Wednesday');
    expect(absenceHeadline('the printer will not be in stock until Friday')).toBeUndefined();
  });
});

describe('subject lines for requests as visitors type them', () => {
  it.each([
    ["tell my manager i've got a migraine and won't be in until friday", /^(?:Update: off|Off) sick until Friday$/],
    ['tell the tenant at 14 elm street the boiler service is on thursday 10am, need access to the kitchen', /^Boiler service on Thursday at 10 am$/],
    ['email our members: from 1 october our fees go up £2 a month because of energy costs', /^(?:(?:Update|Heads-up): f|F)ees go up £2 from 1 October$/],
    ['chasing payment from Brightway Ltd, invoice 1193, £800, 3 weeks overdue', /\binvoice 1193\b/],
    ['ordered a lamp from argos 3 weeks ago, never arrived, want a refund', /^(?:Update: l|L)amp never arrived$/],
    ['its been two weeks since my interview with Harlow Council for the data analyst role, no news yet', /data analyst role$/],
    ["tell our customers we've just launched a gluten-free range of our cookies, 10% off this week", /^New: gluten-free range of our cookies$/],
    ['intro email connecting Maya (our designer) and Tom who needs a logo', /^Introduction: Maya and Tom$/],
    ['email the school my daughter Zara (Year 4) will be off for three days from monday, family wedding', /^Zara's absence for three days from Monday$/],
    ['Complain to Argos, order 55123 arrived with a cracked screen', /\border 55123$/],
    ["Write a request for a pay review, I'm a data analyst at Fernwood, took on two new clients this year", /^(?:(?:Quick )?[Rr]equest: pay review|Request for a pay review|Requesting a pay review|Asking for a pay review|Could I ask for a pay review\?)$/],
  ])('%s', (message, expected) => {
    for (const subject of subjectsOf(message)) {
      expect(subject).toMatch(expected);
      expect(subjectOk(subject)).toBe(true);
    }
  });

  it.each([
    'negotiate with the landlord, he wants £50 more a month, I want to keep it the same',
    "I'm a wedding photographer and want to email venues about being on their supplier list",
    'its been a week since i applied and no news, want to check in',
  ])('names no person, span or fragment: %s', (message) => {
    for (const subject of subjectsOf(message)) {
      expect(subject).not.toMatch(/\b(?:with the|a week|anyone|a wedding photographer)\b|^(?:About|Regarding) (?:with|to|at)\b/i);
      expect(subject.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(subject.split(' ').length).toBeLessThanOrEqual(8);
    }
  });
});

describe('a product with its price and trial after it', () => {
  it('names the product, not a generic "A quick note"', () => {
    for (const subject of subjectsOf('cold email to independent gyms offering our class booking app SlotFit, £25/month, free 14 day trial')) {
      expect(subject).toMatch(/SlotFit/);
    }
  });
});

describe('subjects that are not a sentence of the request (seventeenth session)', () => {
  it.each([
    ['We make baby food pouches (Little Sprout) and we have to recall batch LS-0923 because of a possible plastic fragment. Need an email to customers: dont feed it, return to store', /we make/i],
    ['im the treasurer of our society and 12 of our 38 members still havent paid this years £40 subs. can u write a reminder to go to everyone', /treasurer/i],
    ['we overcharged a client, invoice 2231 says 12 hours when it should be 10, our mistake. need to tell them and say a corrected one is coming', /overcharged a client/i],
    ['garage said £220 on the phone for brakes now its £410?? email them', /garage said/i],
    ['tell the nursery were leaving end of june, moving to bristol', /^(?:(?:Regarding|About|A note about|Update:)\s+)?(?:the\s+)?end of June/i],
    ['email to my friend who i owe money to, sorry its late, i can pay half now (£150) and the rest on payday the 28th', /about half/i],
  ])('%s', (message, bad) => {
    const reply = compose({ userMessage: message, history: [] });
    for (const option of reply.options) expect(option.subject).not.toMatch(bad);
  });

  it('news of a business to its customers keeps its headline', () => {
    const reply = compose({ userMessage: "tell our customers we now deliver within 5 miles, orders over £20, tues to sat, we're Mama Rosa's pizzeria", history: [] });
    expect(reply.options.some((option) => /deliver within 5 miles/i.test(option.subject))).toBe(true);
  });
});
