// Everyday personal requests, read as the person sending them would: a landlord, a neighbor, a
// roommate or a friend gets an email about their situation, never a business template.
import { describe, expect, it } from 'vitest';
import { replyDraftSchema } from '../../contract/index.ts';
import type { DraftOption, ReplyDraft } from '../../contract/index.ts';
import { extractFacts } from './facts.ts';
import { compose } from './index.ts';
import { detectIntent } from './intents/index.ts';
import { greetingOf, signoffOf } from './test-support.ts';
import { countWords } from './text.ts';

function reply(userMessage: string): ReplyDraft {
  return compose({ userMessage, history: [] });
}

function both(userMessage: string): DraftOption[] {
  return [...reply(userMessage).options];
}

const text = (option: DraftOption) => `${option.subject}\n${option.body}`;
const intentOf = (request: string) => detectIntent(request, extractFacts(request)).intent.id;

const LATE_RENT = 'Tell my landlord the rent will be 5 days late this month because my paycheck is delayed';
const NEVER_ARRIVED = 'My order #5521 never arrived, it was supposed to come last week';
const NOISE = 'Ask my neighbors to keep the noise down after 10pm on weeknights';
const ROOMMATE = 'Remind my roommate he owes me 45 dollars for the electricity bill';

/** Everyday requests to people outside work, and to the offices people deal with at home. */
const EVERYDAY: ReadonlyArray<readonly [string, string]> = [
  [LATE_RENT, 'rent-late'],
  ['Tell my landlord the rent will be late', 'rent-late'],
  ["Let my landlord know I'll pay the rent on Friday instead of the 1st", 'rent-late'],
  [NEVER_ARRIVED, 'order-issue'],
  [NOISE, 'neighbor-request'],
  ["Tell my neighbor their dog barks all day while they're at work", 'neighbor-request'],
  ['Ask my neighbor to move his car from my driveway', 'neighbor-request'],
  ['Apologize to my neighbor for the loud party last night', 'neighbor-apology'],
  ['Thank my neighbor for taking in my package', 'thank-you'],
  [ROOMMATE, 'money-reminder'],
  ['Ask my friend to pay back the 200 dollars I lent him', 'money-reminder'],
  ['Remind my brother he still owes me $150 from the concert tickets', 'money-reminder'],
  ['Ask my roommate to clean up the kitchen', 'personal-request'],
  ['Ask my neighbor to water my plants while I\'m away next week', 'personal-favor'],
  ['Ask my brother to help me move on Saturday', 'personal-favor'],
  ['Ask my mom if she can babysit on Saturday night', 'personal-favor'],
  ['Ask my friend if I can borrow his car this weekend', 'personal-favor'],
  ['Ask my coach if I can skip practice on Thursday because I have an exam', 'permission-request'],
  ['Ask my landlord if I can get a cat', 'permission-request'],
  ["Tell my friend I can't make it to her birthday party on Saturday", 'cancel-plans'],
  ["Cancel dinner with my friend tonight, I'm sick", 'cancel-plans'],
  ['Cancel my dentist appointment on Tuesday', 'appointment-cancel'],
  ['Cancel my piano lesson tomorrow', 'appointment-cancel'],
  ['Book a checkup appointment with my doctor next week', 'appointment-booking'],
  ["Ask my doctor's office to refill my prescription", 'patient-request'],
  ["Tell my landlord I'm moving out at the end of next month", 'move-out-notice'],
  ['Ask my landlord to return my security deposit', 'deposit-return'],
  ['Tell my mom I got the job', 'personal-news'],
  ["Tell my family I'm moving to Denver in June", 'personal-news'],
  ["Remind my sister to bring the folding chairs for mom's party", 'personal-reminder'],
  ["Remind my dad about grandma's birthday dinner on Sunday", 'personal-reminder'],
  ["Email my son's teacher that he will miss school on Friday for a family trip", 'class-absence'],
  ["Email my kid's school to say he'll be picked up early on Wednesday for a doctor's appointment", 'parent-note'],
  ["Let my daughter's teacher know she has a peanut allergy", 'parent-note'],
  ["Email my daughter's coach that she can't make practice this week because she is sick", 'parent-note'],
  ["Tell my coach I'm quitting the team", 'quit-activity'],
  ["Tell my friend I'm sorry I forgot to call her back", 'personal-apology'],
  ['Say happy birthday to my grandma', 'wishes'],
  ["Tell my boss I'll be late today because my train is delayed", 'running-late'],
  ["Tell my teacher I'll be late to class tomorrow", 'running-late'],
  ["Let my parents know I'll be home for Thanksgiving", 'personal-note'],
  ['Tell my friends the party is cancelled', 'personal-note'],
  ["My roommate hasn't paid his half of the internet bill, $30", 'money-reminder'],
  ['Write to my landlord: rent will be a week late because I lost my job', 'rent-late'],
  ['Email the upstairs neighbor about water leaking through my ceiling', 'neighbor-request'],
  ['Ask my landlord when the new lease will be ready', 'inquiry'],
  ["Ask my daughter's teacher why she got a detention", 'parent-teacher'],
  ['Invite my neighbors over for coffee on Sunday', 'invitation'],
  ['Text my friend to ask if she wants to get lunch on Saturday', 'personal-note'],
  ['Ask my mom for her lasagna recipe', 'personal-favor'],
  ['Apologize to my roommate for being loud last night', 'neighbor-apology'],
  ['Remind my roommates to take out the trash on Tuesdays', 'personal-reminder'],
  ['Ask my friend to return the sweater I lent her', 'personal-request'],
  ["Email my kid's coach to ask what time practice starts on Saturday", 'parent-note'],
  ["Ask my landlord for a receipt for last month's rent", 'document-request'],
  ['Tell my landlord the smoke detector keeps beeping', 'repair-request'],
  ['Thank my friend for helping me move', 'thank-you-personal'],
  ['Congratulate my cousin on her wedding', 'congratulations'],
];

/** Wording that belongs to offices, invoices and projects, not to an email between people. */
const BUSINESS_JARGON =
  /\binvoice\b|\bremittance\b|update our records|account or reference number|\bstakeholders?\b|\bour timeline\b|what you are doing to recover|keep things moving|proof of purchase|for your records|banks, offices and organizations|Customer Support Team|\bsubscription\b|\bour meeting\b|\bagenda\b/i;

describe('the four everyday requests that got business templates', () => {
  it('a late rent notice says the rent is 5 days late, why, when it will be paid, with an apology and an offer', () => {
    expect(intentOf(LATE_RENT)).toBe('rent-late');
    const result = reply(LATE_RENT);
    expect(result.message).toMatch(/late rent notice/);
    for (const option of result.options) {
      expect(option.body).toMatch(/\brent\b/);
      expect(option.body).toMatch(/5 days late/);
      expect(option.body).toMatch(/because my paycheck is delayed/);
      expect(option.body.match(/paycheck is delayed/g)).toHaveLength(1);
      // When it will be paid, still to fill in, and what the tenant offers in the meantime.
      expect(option.body).toMatch(/full amount (?:to you )?by \[date\]/);
      expect(option.body).toMatch(/sorry/i);
      expect(option.body).toMatch(/part of it, \[partial amount\]/);
      expect(option.body).toMatch(/late fee/);
      expect(option.body).toMatch(/under the lease/);
      expect(greetingOf(option)).toMatch(/\[Landlord's name\]/);
      expect(text(option)).not.toMatch(/timeline|recover|project|heads-up that my paycheck|\bwe are\b/i);
    }
    expect(result.options[0]?.subject).toBe('Rent Will Be 5 Days Late This Month');
  });

  it('a parcel that never arrived asks for tracking and a replacement or refund, with no photos or returns', () => {
    for (const option of both(NEVER_ARRIVED)) {
      expect(option.body).toMatch(/order #5521 (?:has not|still hasn't) arrived/);
      expect(option.body).toMatch(/arrive last week/);
      expect(option.body).toMatch(/tracking/);
      expect(option.body).toMatch(/replacement or a (?:full )?refund/);
      expect(option.body).not.toMatch(/photo|return label|incorrect item|send the original back|proof of purchase/i);
    }
  });

  it('keeps photos and returns for a damaged or wrong item, naming which', () => {
    const [, friendly] = both('My blender arrived broken, order 3391');
    expect(friendly?.body).toMatch(/photos/);
    expect(friendly?.body).toMatch(/send the damaged one back/);
    const [, wrong] = both('My order 5521 from Urban Nest arrived with the wrong size sofa cover; ask them to send the correct one');
    expect(wrong?.body).toMatch(/send the incorrect one back/);
  });

  it('a refund for a parcel that never came offers nothing to return', () => {
    for (const option of both('Request a refund for my order #4411 that never arrived')) {
      expect(option.body).toMatch(/nothing (?:for me )?to (?:return|send back)/);
      expect(option.body).not.toMatch(/original packaging|send the item back|return the item/);
    }
  });

  it('a note to the neighbors says who you are, what and when, and thanks them, with no account numbers', () => {
    const result = reply(NOISE);
    expect(result.message).toMatch(/note to your neighbor/);
    for (const option of result.options) {
      expect(greetingOf(option)).toMatch(/neighbors,$/);
      expect(option.body).toMatch(/\[your flat or house number\]/);
      expect(option.body).toMatch(/keep the noise down after 10pm on weeknights/);
      expect(option.body).toMatch(/\bthank/i);
      expect(text(option)).not.toMatch(/account|reference number|details are|organizations|banks/i);
      expect(option.notes).not.toMatch(/banks|offices|organizations/);
    }
  });

  it('a personal money reminder gives the amount, what it was for and how to pay, in a friendly and a firmer tone', () => {
    const result = reply(ROOMMATE);
    expect(result.options.map((option) => option.tone)).toEqual(['Friendly', 'Firm']);
    for (const option of result.options) {
      expect(greetingOf(option)).toMatch(/\[Roommate's name\]/);
      expect(option.body).toMatch(/45 dollars/);
      expect(option.body).toMatch(/for the electricity bill/);
      expect(option.body).toMatch(/\[payment app or bank details\]/);
      expect(text(option)).not.toMatch(/invoice|attached|update our records|remittance|due date/i);
    }
    expect(result.options[1]?.body).toMatch(/Please pay me back by \[date\]\./);
  });
});

describe('every everyday request', () => {
  it.each(EVERYDAY)('%s -> %s', (request, expected) => {
    expect(intentOf(request)).toBe(expected);
  });

  it.each(EVERYDAY.map(([request]) => request))('%s reads as a well-formed personal email', (request) => {
    const result = reply(request);
    expect(replyDraftSchema.safeParse(result).success).toBe(true);
    const [first, second] = result.options;
    expect(first?.tone.toLowerCase()).not.toBe(second?.tone.toLowerCase());
    for (const option of result.options) {
      const where = `${request}\n---\n${text(option)}`;
      expect(countWords(option.subject), where).toBeGreaterThanOrEqual(3);
      expect(countWords(option.subject), where).toBeLessThanOrEqual(8);
      expect(countWords(option.body), where).toBeGreaterThanOrEqual(60);
      expect(countWords(option.body), where).toBeLessThanOrEqual(180);
      expect(greetingOf(option), where).toMatch(/^(?:Dear|Hi|Hello) \S.*,$/);
      expect(signoffOf(option).line, where).toMatch(/^[A-Z][A-Za-z ]+,$/);
      expect((option.body.match(/\?/g) ?? []).length, where).toBeLessThanOrEqual(1);
      expect(text(option), where).not.toMatch(/\{|\}|undefined|\s[,.;:]|\.\.|,,| {2}/);
      expect(text(option), where).not.toMatch(BUSINESS_JARGON);
      // Small talk comes once at most, and never a business safety line about "timing".
      expect((option.body.match(/\bI hope (?:you|all|your)\b/g) ?? []).length, where).toBeLessThanOrEqual(1);
      expect(option.body, where).not.toMatch(/this concerns|Flagging the timing|The amount in question/);
    }
  });
});

describe('more everyday requests', () => {
  it('cancels plans with a friend as a friend would', () => {
    for (const option of both("Tell my friend I can't make it to her birthday party on Saturday")) {
      expect(option.body).toMatch(/make it to your birthday party on Saturday/);
      expect(text(option)).not.toMatch(/future opportunities|take part|this concerns/);
    }
    for (const option of both("Cancel dinner with my friend tonight, I'm sick")) {
      expect(option.body).toMatch(/make it to dinner tonight/);
      expect(option.body).toMatch(/because I'm sick/);
      expect(text(option)).not.toMatch(/sick day|return date|meetings|colleague/i);
    }
  });

  it('cancels or moves an appointment, not a subscription or a meeting', () => {
    for (const option of both('Cancel my dentist appointment on Tuesday')) {
      expect(option.body).toMatch(/cancel my dentist appointment on Tuesday/);
      expect(text(option)).not.toMatch(/subscription|membership|further charges|Support Team/);
    }
    for (const option of both('Reschedule my dentist appointment')) {
      expect(text(option)).toMatch(/dentist appointment/i);
      expect(option.body).not.toMatch(/our (?:upcoming )?meeting|agenda/);
    }
    for (const option of both('Tell my tutor I need to cancel our session tomorrow')) {
      expect(option.body).toMatch(/cancel my session tomorrow/);
      expect(greetingOf(option)).toMatch(/\[Tutor's name\]/);
    }
  });

  it('greets family the way you would say it', () => {
    for (const option of both('Tell my mom I got the job')) {
      expect(greetingOf(option)).toMatch(/ Mom,$/);
      expect(option.body).toMatch(/I got the job!/);
      expect(text(option)).not.toMatch(/delay|timeline|project/i);
    }
    for (const option of both("Remind my dad about grandma's birthday dinner on Sunday")) expect(greetingOf(option)).toMatch(/ Dad,$/);
  });

  it('asks a favor of family and friends without a business tone', () => {
    for (const option of both('Ask my mom if she can babysit on Saturday night')) {
      expect(option.body).toMatch(/babysit on Saturday night/);
      expect(text(option)).not.toMatch(/owe me|\bamount\b|payment/i);
    }
    for (const option of both('Ask my friend if I can borrow his car this weekend')) expect(option.body).toMatch(/borrow your car this weekend/);
  });

  it('asks a coach or landlord for permission, with the reason', () => {
    for (const option of both('Ask my coach if I can skip practice on Thursday because I have an exam')) {
      expect(option.body).toMatch(/skip practice on Thursday/);
      expect(option.body).toMatch(/because I have an exam/);
      expect(text(option)).not.toMatch(/pricing|inquiry|more information/i);
    }
  });

  it('writes to a child\'s school about the child, in the third person', () => {
    const [warm] = both("Email my kid's school to say he'll be picked up early on Wednesday for a doctor's appointment");
    expect(warm?.body).toMatch(/he'll be picked up early on Wednesday for a doctor's appointment/);
    expect(warm?.body).not.toMatch(/parent-teacher|what you've noticed/i);
    for (const option of both("Email my son's teacher that he will miss school on Friday for a family trip")) {
      expect(option.body).toMatch(/my son will be (?:absent|out) on Friday/);
      expect(option.body).toMatch(/because of a family trip/);
    }
    for (const option of both("Email my daughter's coach that she can't make practice this week because she is sick")) {
      expect(greetingOf(option)).toMatch(/\[Coach's name\]/);
      expect(option.body).toMatch(/she can't make practice this week\./);
      expect(option.body).toMatch(/because she is sick/);
    }
  });

  it('tells a coach you are leaving the team, not resigning from a job', () => {
    for (const option of both("Tell my coach I'm quitting the team")) {
      expect(greetingOf(option)).toMatch(/\[Coach's name\]/);
      expect(text(option)).not.toMatch(/resign|\[Company\]|handover|last working day/i);
    }
  });

  it('tells a neighbor about a problem in second person', () => {
    for (const option of both("Tell my neighbor their dog barks all day while they're at work")) {
      expect(option.body).toMatch(/your dog barks all day while you're at work/);
    }
  });

  it('apologizes to a neighbor without "With love" or a dinner date', () => {
    for (const option of both('Apologize to my neighbor for the loud party last night')) {
      expect(option.body).toMatch(/the loud party last night/);
      expect(option.body).not.toMatch(/With love|take you out|Dinner's on me|You mean a lot to me/);
    }
  });

  it('says sorry for what the visitor did, in their words', () => {
    for (const option of both("Tell my friend I'm sorry I forgot to call her back")) expect(option.body).toMatch(/I forgot to call you back/);
  });

  it('gives notice to a landlord, and asks for a deposit back', () => {
    for (const option of both("Tell my landlord I'm moving out at the end of next month")) {
      expect(option.body).toMatch(/moving out of \[your address or unit number\] at the end of next month/);
      expect(text(option)).not.toMatch(/repair|maintenance/i);
    }
    for (const option of both('Ask my landlord to return my security deposit')) {
      expect(option.body).toMatch(/security deposit/);
      expect(text(option)).not.toMatch(/repair|maintenance/i);
    }
  });
});

describe('news, wishes and notes to family and friends', () => {
  it('shares good news only when it is good news', () => {
    for (const option of both('Tell my friends the party is cancelled')) {
      expect(option.body).toMatch(/let you know that the party is cancelled|say the party is cancelled/);
      expect(option.body).not.toMatch(/exciting|Big news|celebrate/);
    }
  });

  it('greets your own parents as Mom and Dad', () => {
    for (const option of both("Let my parents know I'll be home for Thanksgiving")) {
      expect(greetingOf(option)).toMatch(/ Mom and Dad,$/);
      expect(option.body).toMatch(/I(?:'ll| will) be home for Thanksgiving/);
      expect(option.body).not.toMatch(/Dear parents|work around your schedule|how you would like to proceed/);
    }
  });

  it('wishes a happy birthday without small talk first', () => {
    for (const option of both('Say happy birthday to my grandma')) {
      expect(greetingOf(option)).toMatch(/ Grandma,$/);
      expect(option.body.split('\n')[2]).toMatch(/^Happy birthday!/);
      expect(option.body).not.toMatch(/purpose of your email|taking the time/);
    }
  });

  it('tells a boss you are running late, not that a project is delayed', () => {
    for (const option of both("Tell my boss I'll be late today because my train is delayed")) {
      expect(option.body).toMatch(/I(?:'ll| will) be late today/);
      expect(option.body).toMatch(/because my train is delayed/);
      expect(option.body).toMatch(/\[time\]/);
      expect(text(option)).not.toMatch(/timeline|recover|project|progress/i);
    }
  });

  it('asks a landlord a question instead of reporting a repair', () => {
    for (const option of both('Ask my landlord when the new lease will be ready')) {
      expect(option.body).toMatch(/when the new lease will be ready\?/);
      expect(text(option)).not.toMatch(/repair|maintenance/i);
    }
  });
});

describe('the occasion decides the words', () => {
  it('thanks a friend for a favor without talking about a gift', () => {
    for (const option of both('Thank my friend for helping me move')) {
      expect(option.body).toMatch(/couldn't have done it without you/);
      expect(option.body).not.toMatch(/how you're using|enjoying it/);
    }
  });

  it('congratulates a wedding without praising hard work', () => {
    for (const option of both('Congratulate my cousin on her wedding')) {
      expect(option.body).toMatch(/on your wedding/);
      expect(option.body).not.toMatch(/worked so hard|achievement|success|real impact|proud/);
    }
  });

  it('apologizes to a roommate without a declaration of love', () => {
    for (const option of both('Apologize to my roommate for being loud last night')) {
      expect(option.body).toMatch(/being loud last night/);
      expect(option.body).not.toMatch(/With love|You mean a lot to me|take you out/);
    }
  });

  it('reminds roommates of their chore without owing them one', () => {
    for (const option of both('Remind my roommates to take out the trash on Tuesdays')) {
      expect(greetingOf(option)).toMatch(/ everyone,$/);
      expect(option.body).toMatch(/take out the trash on Tuesdays/);
      expect(option.body).not.toMatch(/owe you/);
    }
  });

  it('asks a friend a question and a mom for a recipe in their own words', () => {
    for (const option of both('Text my friend to ask if she wants to get lunch on Saturday')) {
      expect(option.body).toMatch(/if you want to get lunch on Saturday\./);
      expect(text(option)).not.toMatch(/inquiry|pricing|more information/i);
    }
    for (const option of both('Ask my mom for her lasagna recipe')) expect(option.body).toMatch(/ask you for your lasagna recipe/);
  });

  it('does not read a borrowed sweater as money owed', () => {
    for (const option of both('Ask my friend to return the sweater I lent her')) {
      expect(option.body).toMatch(/return the sweater I lent you/);
      expect(text(option)).not.toMatch(/\[amount\]|payment|pay me back/);
    }
  });
});

describe('facts in everyday requests', () => {
  it('reads how late a payment will be and what money was for', () => {
    expect(extractFacts(LATE_RENT).lateBy).toBe('5 days');
    expect(extractFacts('my rent will be late by two weeks').lateBy).toBe('two weeks');
    expect(extractFacts(ROOMMATE).expense).toBe('the electricity bill');
    expect(extractFacts('Remind my brother he still owes me $150 from the concert tickets').expense).toBe('the concert tickets');
  });

  it('tells a parcel that never came from a damaged or wrong one', () => {
    expect(extractFacts(NEVER_ARRIVED).orderProblem).toBe('undelivered');
    expect(extractFacts(NEVER_ARRIVED).expected).toBe('last week');
    expect(extractFacts('My parcel was marked as delivered but I never got it').orderProblem).toBe('undelivered');
    expect(extractFacts('My blender arrived broken').orderProblem).toBe('damaged');
    expect(extractFacts('They sent the wrong size').orderProblem).toBe('incorrect');
  });

  it('reads the news, the permission asked and the booking', () => {
    expect(extractFacts('Tell my mom I got the job').statement).toBe('I got the job');
    expect(extractFacts(LATE_RENT).statement).toBe('the rent will be 5 days late this month');
    expect(extractFacts('Ask my coach if I can skip practice on Thursday because I have an exam').permission).toBe('skip practice on Thursday');
    expect(extractFacts('Cancel my dentist appointment on Tuesday').appointment).toBe('dentist appointment');
    expect(extractFacts("Tell my friend I'm sorry I forgot to call her back").regret).toBe('I forgot to call you back');
  });

  it('keeps words intact when a date is taken out of them', () => {
    expect(extractFacts('Tell my tutor I need to cancel our session tomorrow').event).toBe('our session');
  });

  it('matches the verb when "she" becomes "you"', () => {
    expect(extractFacts('Remind my friend that she still has my book').statement).toBe('you still have my book');
  });

  it('reads a share of a bill and a late payment of "a week"', () => {
    expect(extractFacts("My roommate hasn't paid his half of the internet bill, $30").expense).toBe('the internet bill');
    expect(extractFacts("My roommate hasn't paid his half of the internet bill, $30").relation).toBe('roommate');
    expect(extractFacts('rent will be a week late because I lost my job').lateBy).toBe('a week');
  });

  it('reads what a greeting celebrates', () => {
    expect(extractFacts('Say happy birthday to my grandma').celebration).toBe('birthday');
    expect(extractFacts('Wish my parents a happy new year').celebration).toBe('New Year');
  });

  it('does not greet a place someone is moving to', () => {
    expect(extractFacts("Tell my family I'm moving to Denver in June").recipient).toBeUndefined();
  });
});
