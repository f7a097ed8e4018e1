import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { eventTopic, headline, kindOf, referenceOf, shorten, subjectOk } from './plan.ts';

const subjectsOf = (message: string): string[] => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.subject);

describe('subject helpers', () => {
  it('reads the news after "but" or "arrived with", with its reference', () => {
    expect(headline('order 55-2391 arrived but the lamp shade is cracked')).toBe('Order 55-2391: lamp shade cracked');
    expect(headline('order 55-2391 arrived with the lamp shade cracked')).toBe('Order 55-2391: lamp shade cracked');
    expect(headline('the boiler broke again on Sunday')).toBe('Boiler broke again on Sunday');
  });

  it('keeps the owner of a person in a headline and drops wrapper words', () => {
    expect(headline("my son's been struggling with the homework")).toMatch(/^My son /);
    expect(headline('something to the other parents about carpooling to away games')).toBe('Carpooling to away games');
    expect(headline('for our dog grooming customers, full groom going from £45 to £52')).toBe('Full groom going from £45 to £52');
  });

  it('names a mishap as a thing', () => {
    expect(eventTopic('one of my staff broke a vase at your house yesterday')).toBe('the broken vase');
    expect(eventTopic('I missed your call yesterday')).toBe('the missed call');
    expect(eventTopic('I am sorry')).toBeUndefined();
  });

  it('reads the kind the visitor named and a reference', () => {
    expect(kindOf('handover email to the team, jess is taking over')).toBe('Handover');
    expect(kindOf('write a quick email to my boss')).toBeUndefined();
    expect(kindOf('thank you email to my aunt')).toBeUndefined();
    expect(referenceOf('I booked a week (booking ref SV-3381), paid')).toBe('booking SV-3381');
  });

  it('never cuts a route or a subject mid-phrase', () => {
    expect(shorten('2 bed flat from Bristol to Cardiff', 5)).toBe('2 bed flat');
    expect(subjectOk('Is taking over the supplier accounts')).toBe(false);
    expect(subjectOk('Handover: supplier accounts from the 10th')).toBe(true);
  });
});

describe('subject lines from the point of the email', () => {
  it.each([
    ['order 55-2391 arrived but the lamp shade is cracked, ask for a replacement', /^Order 55-2391: lamp shade cracked$/],
    ['handover email to the team, jess is taking over the supplier accounts from the 10th, she has all the logins', /^Handover: supplier accounts from the 10th$/],
    ['write to my gp surgery to chase up my blood test results from last week', /^Chasing up my blood test results$/],
    ['ask my manager if i can work from home on fridays', /working from home on Fridays/],
    ['follow up with sarah after my interview on monday for the marketing role', /(?:Follow-up:|Following up on|follow-up on) my interview on Monday/i],
    ['write to my friend ana congratulating her on her baby boy leo, so happy for her', /^(?:Congratulations|Huge congrats) on your baby boy Leo!?$/],
    ['apologize to my client, my cleaner broke a vase at their house yesterday, offer to pay for it', /the broken vase/],
    ['complaint to the airline, flight ba2284 on the 3rd was delayed 6 hrs and then they lost my bag, i want compensation', /complaint(?::| about| regarding) flight BA2284$/i],
    ['booking a table for 12 at luigis for a work dinner thursday 7pm, ask if they can do a set menu', /^Booking a table for 12/],
    ['Raise request. I\'ve been at the company 2 years and taken on training all new hires', /salary|compensation/i],
    ['email the parents that the year 3 trip to the science museum is moved to the 14th because of the train strike', /[Yy]ear 3 trip moved to the 14th$/],
    ['write to bluebird logistics that the pallet delivery on order 88-1204 was short by 6 boxes, we need the rest by friday', /^Order 88-1204: pallet delivery short by 6 boxes$/],
    ['write a welcome email to our new starter hannah who joins the design team on monday', /^Welcome to the design team!?$/],
    ['email maple & finch interiors asking for a quote to redo our living room curtains, the window is 3m wide', /^Quote request: living room curtains$/],
    ['thank tom and priya for covering my shifts while i was off sick', /(?:Thank you|Thanks|With thanks) for covering my shifts!?$/],
    ['tell customers our shop harbour books is moving to 12 mill lane from the 1st of june', /Harbour Books moving to 12 Mill Lane$/],
    ["let my professor know i'll miss class on wednesday because of a medical appointment", /^Missing class on Wednesday$/],
    ['ask a happy customer, olivia park, to leave a review of our bakery on google', /review of our bakery$/],
    ['request a quote from a local print shop for 500 flyers and 200 business cards', /^Quote for 500 flyers(?: and 200 business cards)?\??$/],
    ['ask my manager for a one-week extension on the vendor analysis because two suppliers are late', /vendor analysis|extension/i],
    ['complain to skyline airlines about my flight sk482 being canceled without notice and ask for compensation', /complaint(?::| about| regarding) flight SK482$/i],
    ['thank my aunt linda for the birthday gift she sent and tell her how much i love the scarf', /^(?:Thanks|Thank you|With thanks) for the birthday gift!?$/],
    ['wish my colleague ben a speedy recovery after his knee surgery', /^Wishing you a speedy recovery!?$/],
    ['welcome email for our new hire priya starting monday in marketing', /^(?:Welcome aboard, Priya|So glad you are here!|Welcome aboard, Priya!)$/],
    ["tell my boss i'll be working from home tomorrow because the trains are on strike", /^Working from home tomorrow$/],
    ['write to amazon about order 204-5567 that never arrived, i want a refund', /^Order 204-5567 never arrived$/],
    ["send a recap of today's meeting with acme corp, listing the next steps and who owns each one", /^(?:Quick )?[Rr]ecap(?: of|:) today's meeting$/],
  ])('%s', (message, expected) => {
    for (const subject of subjectsOf(message)) expect(subject).toMatch(expected);
  });

  it.each([
    'write something to the other parents in the football team about carpooling to away games',
    'handover email, jess is taking over the supplier accounts',
    'update email to the team that the release moved to next week',
    'cold email to restaurant owners offering my food photography for menus and instagram',
  ])('keeps the wrapper out of the subject: %s', (message) => {
    for (const subject of subjectsOf(message)) {
      expect(subject).not.toMatch(/^(?:Something|Email|Update email|Request to)\b|\b(?:An idea for your team|A note about week)\b/);
      expect(subject.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(subject.split(' ').length).toBeLessThanOrEqual(8);
      expect(subjectOk(subject)).toBe(true);
    }
  });
});
