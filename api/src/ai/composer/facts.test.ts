import { describe, expect, it } from 'vitest';
import { extractFactUpdates, extractFacts, mergeFacts } from './facts.ts';

describe('extractFacts', () => {
  it('reads recipient, company, role and date from a request', () => {
    const facts = extractFacts('Write a follow-up email to Sarah Chen after my interview for the Product Designer role at Lumen Labs on Tuesday');
    expect(facts.recipient).toEqual({ full: 'Sarah Chen', short: 'Sarah' });
    expect(facts.company).toBe('Lumen Labs');
    expect(facts.role).toBe('Product Designer');
    expect(facts.date).toEqual({ text: 'Tuesday', phrase: 'on Tuesday' });
  });

  it('reads names after a relation, a title or a greeting', () => {
    expect(extractFacts('Ask my manager Tom for a day off').recipient?.short).toBe('Tom');
    expect(extractFacts('Dear Mr. Lee, I want to ask for a meeting').recipient).toEqual({ full: 'Mr. Lee', short: 'Mr. Lee', gender: 'male' });
    expect(extractFacts('Ask my former supervisor, Dr. Maria Lopez, to be a reference').recipient?.full).toBe('Dr. Lopez');
    expect(extractFacts('Ask my landlord to fix the sink').relation).toBe('landlord');
  });

  it('tells organisations from people', () => {
    const complaint = extractFacts('Complain to Skyline Airlines about my cancelled flight');
    expect(complaint.recipient).toBeUndefined();
    expect(complaint.company).toBe('Skyline Airlines');
    expect(extractFacts('Write a complaint to Comcast about my internet').company).toBe('Comcast');
  });

  it('reads the sender from "my name is", "I\'m" and a closing "from"', () => {
    expect(extractFacts('My name is Ana Ruiz and I need a resignation email').sender?.full).toBe('Ana Ruiz');
    expect(extractFacts("I'm Ana, write a thank-you note to my aunt").sender?.full).toBe('Ana');
    expect(extractFacts('Thank-you note to Linda for the flowers, from Ana').sender?.full).toBe('Ana');
  });

  it('reads order numbers, amounts, percentages and codes', () => {
    const refund = extractFacts('Request a refund of $49.99 for order #48213');
    expect(refund.reference?.text).toBe('order #48213');
    expect(refund.amounts.map((amount) => amount.value)).toEqual(['$49.99']);
    expect(extractFacts('My order 5521 arrived broken').reference?.text).toBe('order 5521');
    expect(extractFacts('invoice INV-2041 for €2,400 is unpaid').reference?.text).toBe('invoice INV-2041');
    const promo = extractFacts('Offer 20% off with code APP20');
    expect(promo.percent).toBe('20%');
    expect(promo.code).toBe('APP20');
  });

  it('separates event dates from deadlines and keeps ranges and times', () => {
    expect(extractFacts('promise the report by Thursday').deadline).toEqual({ text: 'Thursday', phrase: 'by Thursday' });
    expect(extractFacts('annual leave from June 3 to June 5').date?.phrase).toBe('from June 3 to June 5');
    expect(extractFacts('a barbecue on Saturday, July 20 at 5pm').date?.phrase).toBe('on Saturday, July 20 at 5pm');
    expect(extractFacts('a meeting next Tuesday').date?.phrase).toBe('next Tuesday');
    // "may" is a verb here, not a month.
    expect(extractFacts('question 4 may have been marked wrong').date).toBeUndefined();
  });

  it('turns words about the recipient into words to them', () => {
    expect(extractFacts('Congratulate my friend Jake on his new job at Google').occasion).toBe('your new job at Google');
    expect(extractFacts('Write a condolence email to my coworker Maria, whose father passed away').occasion).toBe('the loss of your father');
    // Ms. Rivera is not the "he" in "his reading progress".
    expect(extractFacts("Write to my son's teacher, Ms. Rivera, about his reading progress").topic).toBe('his reading progress');
  });

  it('keeps template blanks as facts so they stay bracketed', () => {
    const facts = extractFacts('Write a job application email for the [role] position at [company], highlighting my [years] years of experience in [field].');
    expect(facts).toMatchObject({ role: '[role]', company: '[company]', years: '[years]', field: '[field]' });
  });

  it('collects listed points and sentences to include', () => {
    expect(extractFacts('Send my team an update: the redesign is 80% done and the launch moves to April 15').points).toEqual([
      'the redesign is 80% done',
      'the launch moves to April 15',
    ]);
    expect(extractFacts('also mention that I will bring the forecast').extras).toEqual(['I will bring the forecast.']);
  });
});

describe('extractFactUpdates and mergeFacts', () => {
  it('reads corrections stated about an existing draft', () => {
    expect(extractFactUpdates('her name is actually Priyanka Rao').recipient?.full).toBe('Priyanka Rao');
    expect(extractFactUpdates('my name is Ana').sender?.full).toBe('Ana');
    expect(extractFactUpdates('the meeting is on Friday').date?.text).toBe('Friday');
    expect(extractFactUpdates('the company is Acme').company).toBe('Acme');
    expect(extractFactUpdates('the deadline is March 3').deadline?.text).toBe('March 3');
  });

  it('lets later facts win while keeping the rest', () => {
    const merged = mergeFacts(extractFacts('Email Priya about the Q3 budget on Tuesday'), extractFactUpdates('the meeting is on Friday'));
    expect(merged.recipient?.short).toBe('Priya');
    expect(merged.topic).toBe('the Q3 budget');
    expect(merged.date?.text).toBe('Friday');
  });
});
