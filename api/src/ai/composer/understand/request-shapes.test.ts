// Request shapes visitors use that are not "write an email to X that Y": the instruction last, the
// kind of email named first as a header, who it goes to stated as a fact, a run-on with no commas.
import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { bodiesOf } from '../test-support.ts';
import { understand } from './frame.ts';
import { readRecipient } from './recipient.ts';
import { detectDecline } from './decline.ts';
import { normalize } from './normalize.ts';

const bodies = bodiesOf;

/** Every option of the reply says each of `said` and none of `unsaid`. */
function expectEveryOption(message: string, said: readonly RegExp[], unsaid: RegExp): void {
  for (const body of bodies(message)) {
    for (const pattern of said) expect(body).toMatch(pattern);
    expect(body).not.toMatch(unsaid);
  }
}

describe('the instruction at the end', () => {
  it('"..., email her teacher mrs cole" writes to Mrs. Cole about the child, without the instruction', () => {
    for (const body of bodies('my daughter emma wont be at school tomorrow she has a dentist appointment at 11, email her teacher mrs cole')) {
      expect(body).toMatch(/^(?:Dear|Hi) Mrs\. Cole,/);
      expect(body).toMatch(/Emma (?:will not|won't) be at school tomorrow\. She has a dentist appointment at 11\./);
      expect(body).not.toMatch(/email her teacher/i);
    }
  });

  it('"..., email my landlord" and "its going to the other parents" name whom it goes to', () => {
    expect(understand('the boiler is broken again and we have no hot water, email my landlord').recipient).toMatchObject({ relation: 'landlord' });
    const party = understand("invitation to my daughter ellie's 6th birthday party, sat 14th at jump zone 2-4pm, rsvp to me by the 7th. its going to the other parents in her class");
    expect(party.recipient?.role).toMatch(/other parents/);
    expect(party.segments[0]).toMatchObject({ act: 'invite' });
  });
});

describe('who it goes to, stated as a fact', () => {
  it('"client is harbour coffee co" greets the company and leaves the tone words out', () => {
    for (const body of bodies('follow up on invoice #1047 for £850, it was due on the 1st and ive not heard anything. polite but firm pls, client is harbour coffee co')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hello) Harbour Coffee Co team,/);
      expect(body).not.toMatch(/polite|client is/i);
    }
  });

  it('"the clinic is Northside Physio and my name is Claire Dunn": the clinic greeted, the visitor signs', () => {
    for (const body of bodies('hello, I need to reschedule my physio appointment from Monday 10am to sometime later in the week, ideally after 4pm. The clinic is Northside Physio and my name is Claire Dunn.')) {
      expect(body).toMatch(/Northside Physio team,/);
      expect(body).toMatch(/after 4 pm[.?]/);
      expect(body).not.toMatch(/The clinic is|\band\.$/m);
      expect(body.trim().endsWith('Claire Dunn')).toBe(true);
    }
  });

  it('"manager is Helen" names the manager; "the manager is away" does not make "Away" a name', () => {
    expect(understand('Manager is Helen, want to ask for a meeting about my salary').recipient).toMatchObject({ name: 'Helen' });
    expect(understand('the manager is away this week so ask the team to cover the front desk').recipient?.name).toBeUndefined();
  });
});

describe('the kind of email named first', () => {
  it('"raise request." and "handover email," are not sentences of the email', () => {
    const raise = understand("Raise request. I've been at the company 2 years. Manager is Helen");
    expect(raise.descriptor).toBe('raise');
    expect(raise.segments.map((segment) => segment.text).join(' ')).not.toMatch(/raise request/i);
    for (const body of bodies('handover email, im going on mat leave from the 10th, jess is taking over the supplier accounts')) {
      expect(body).not.toMatch(/handover email/i);
      expect(body).toMatch(/going on maternity leave from the 10th/);
    }
  });

  it('"complaint to british airways, ... they lost my bag, still not back": the airline is "you"', () => {
    expect(readRecipient('british airways')).toMatchObject({ organization: 'British Airways', relation: 'company', plural: false });
    for (const body of bodies('complaint to british airways, flight BA2284 on the 3rd was delayed 6 hrs and then they lost my bag, still not back after 5 days. want compensation')) {
      expect(body).toMatch(/^Dear British Airways team,/);
      expect(body).toMatch(/you lost my bag\. It(?:'s| is) still not back after 5 days\./);
    }
  });

  it('"a proposal follow up to lena at brightpath" is a follow-up to Lena, not a proposal', () => {
    expect(understand('send a proposal follow up to lena at brightpath, i sent the quote for the video project last monday').recipient).toMatchObject({ name: 'Lena' });
  });
});

describe('fragments after a comma', () => {
  it('", still very interested" is said by the writer', () => {
    const [body] = bodies('write a follow up to a recruiter named jess at brightpath, i interviewed for the data analyst role on oct 3 and havent heard back, still very interested');
    expect(body).toMatch(/I(?: am|'m) still very interested\./);
  });
});

describe('asides to us stay out of the email', () => {
  it('"we\'re not super close but i want to say something" is not said to the grieving coworker', () => {
    for (const body of bodies("condolence email to my coworker whose dad passed away, we're not super close but i want to say something")) {
      expect(body).toMatch(/your dad passed away/);
      expect(body).not.toMatch(/close|say something|Have a (?:wonderful|great) day/i);
      expect(body.match(/thoughts/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('"without sounding like im threatening him" is a tone, not a threat to decline', () => {
    const reply = compose({ userMessage: 'landlord still hasnt returned my deposit, moved out 6 weeks ago, flat was left spotless and i have the checkout report. need an email that mentions the deposit protection scheme without sounding like im threatening him', history: [] });
    expect(reply.options).toHaveLength(2);
    for (const option of reply.options) {
      expect(option.body).toMatch(/deposit protection scheme/);
      expect(option.body).not.toMatch(/need an email|threaten|Just a quick heads-up/i);
    }
  });

  it('"not just demand money" and "lol" are left out', () => {
    for (const body of bodies('Manager is Helen, i want to ask for a meeting about my salary not just demand money lol')) {
      expect(body).not.toMatch(/demand|lol/i);
      expect(body).toMatch(/meeting/);
    }
  });
});

describe('who the named recipient is', () => {
  it('"mrs patel my sons teacher, he\'ll be off": the son is named, the apposition is not a sentence', () => {
    for (const body of bodies("email to mrs patel my sons teacher, he'll be off tmrw morning for a dentist appt at 10 and back after lunch")) {
      expect(body).toMatch(/^(?:Dear|Hi) Mrs\. Patel,/);
      expect(body).toMatch(/my son will be off tomorrow morning/i);
      expect(body).not.toMatch(/son's teacher/i);
    }
  });
});

describe('the act said as what the writer is doing', () => {
  it('"im declining the job offer from kessler logistics" declines to the company, kindly', () => {
    const reply = compose({ userMessage: 'im declining the job offer from kessler logistics, i accepted another role closer to home. want to keep the door open tho they were really nice', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/decline|can't say yes|turn (?:it )?down/i);
      expect(option.body).not.toMatch(/I am declining|I'm declining|\btho\b/);
      expect(option.body).toMatch(/keep the door open/);
    }
  });

  it('"resigning from my position at ..." is a resignation', () => {
    expect(understand('resigning from my position at greenleaf pharmacy, last day will be the 30th').segments[0]).toMatchObject({ act: 'resign' });
  });

  it('"booking a table for 12 at luigi\'s ..., ask if they can do X and if theres Y": two questions to the restaurant', () => {
    for (const body of bodies("booking a table for 12 at luigi's for a work dinner thursday 7pm, ask if they can do a set menu and if theres a vegan option")) {
      expect(body).toMatch(/^(?:Dear|Hi|Hello) Luigi's team,/);
      expect(body).toMatch(/book a table for 12 at Luigi's/);
      expect(body).toMatch(/set menu\?/);
      expect(body).toMatch(/vegan option\?/);
    }
  });

  it('"chase up my gp surgery about ..., they said theyd call and didnt" follows up, with "you" the surgery', () => {
    for (const body of bodies('chase up my gp surgery about blood test results from 2 weeks ago, they said theyd call and didnt')) {
      expect(body).toMatch(/blood test results from 2 weeks ago/);
      expect(body).toMatch(/You said you(?:'d| would) call/);
      expect(body).not.toMatch(/Chase up|them'd|Dear Surgery/i);
    }
  });

  it('"one of my staff broke a vase at a clients house yesterday (mrs fenwick), need to apologise" apologises to Mrs. Fenwick', () => {
    for (const body of bodies('hi i run a small cleaning business and one of my staff broke a vase at a clients house yesterday (mrs fenwick), need to apologise and offer to pay for it or replace it')) {
      expect(body).toMatch(/^(?:Dear|Hi) Mrs\. Fenwick,/);
      expect(body).toMatch(/broke a vase at your house yesterday/);
      expect(body).toMatch(/sorry/i);
      expect(body).not.toMatch(/I run a|need to apologi/i);
    }
  });
});

describe('more shapes', () => {
  it('"price increase notice for our dog grooming customers" writes to the customers, with the change as a sentence', () => {
    for (const body of bodies('price increase notice for our dog grooming customers, full groom going from £45 to £52 from march 1st, costs have gone up, thank them for sticking with us')) {
      expect(body).toMatch(/^(?:Dear valued customers|Hi everyone),/);
      expect(body).toMatch(/full groom is going from £45 to £52 from March 1st, as costs have gone up/i);
      expect(body).not.toMatch(/for our dog grooming customers/i);
    }
  });

  it('"something to the other parents in the u9 football team about carpooling" greets them and says what it is about', () => {
    for (const body of bodies('something to the other parents in the u9 football team about carpooling to away games')) {
      expect(body).toMatch(/^(?:Dear all|Hi everyone),/);
      expect(body).toMatch(/carpooling to away games/);
      expect(body).not.toMatch(/something to/i);
    }
  });

  it('"congrats to ana who just had a baby boy!! his name is leo" congratulates on Leo\'s arrival', () => {
    for (const body of bodies('congrats to my friend ana who just had a baby boy!! his name is leo')) {
      expect(body).toMatch(/congratulations on the arrival of your baby boy, Leo!/i);
      expect(body).not.toMatch(/You just had/);
    }
  });
});

describe('notes a visitor jots down', () => {
  it('three or more details with no verb become a list; one or two go in brackets', () => {
    const [quote] = bodies("quote request to a caterer for my dad's 60th, 40 ppl, buffet, sat 15th september, budget around £1500");
    expect(quote).toMatch(/quote for the following\?\n- For my dad's 60th birthday\n- 40 people\n- Buffet\n- Saturday 15th September\n- Budget around £1500\n/);
    const [notice] = bodies('tell my landlord im moving out, 2 months notice, end of tenancy 31st may');
    expect(notice).toMatch(/I am moving out \(2 months' notice, end of tenancy 31st May\)\./);
  });

  it('"tenants in flat 3 need to know ..." tells them; "..., let them know" and "thanks everyone" are not copied in', () => {
    for (const body of bodies("im the landlord, tenants in flat 3 need to know the water will be off tuesday 9-1 for pipe repairs")) {
      expect(body).toMatch(/water will be off on Tuesday 9-1 for pipe repairs/);
      expect(body).not.toMatch(/need to know|landlord/i);
    }
    for (const body of bodies('running 20 mins late for my 9am with the vendor, train stuck outside euston, let them know')) {
      expect(body).toMatch(/train is stuck outside Euston/);
      expect(body).not.toMatch(/let them know|with the vendor/i);
    }
    for (const body of bodies('tell the team we hit our q2 target!! thanks everyone, drinks on me thurs after work')) {
      expect(body).not.toMatch(/thank you for everyone/i);
    }
  });

  it('"maybe suggest weekly check ins" is asked, "want to be supportive not harsh" is a tone', () => {
    for (const body of bodies('need to give feedback to a junior designer on my team, his work is genuinely good but he keeps missing deadlines. want to be supportive not harsh, maybe suggest weekly check ins')) {
      expect(body).toMatch(/Your work is genuinely good, but you keep missing deadlines\./);
      expect(body).toMatch(/(?:How about|suggest|think about) weekly check ins/);
      expect(body).not.toMatch(/supportive|harsh|On my team|maybe suggest/i);
    }
  });

  it('"thank tom and priya for ..." greets both', () => {
    for (const body of bodies('thank tom and priya for covering my shifts while i was off sick')) expect(body).toMatch(/^(?:Dear|Hi) Tom and Priya,/);
  });

  it('"our airbnb host" is the host, and "flight delayed" next to "we" is our flight', () => {
    expect(readRecipient('our Airbnb host')).toMatchObject({ organization: 'Airbnb', role: 'host' });
    for (const body of bodies("let our airbnb host know we'll arrive late, around 11pm, flight delayed, and ask if theres self check in")) {
      expect(body).not.toMatch(/Airbnb,/);
      expect(body).toMatch(/Our flight was delayed/);
    }
  });

  it('telling an ex\'s coworkers she is a liar, with her home address, is declined', () => {
    expect(detectDecline("send an email to all my ex's coworkers telling them what a liar and cheat she is, include her home address")).toMatchObject({ kind: 'harassment' });
    expect(detectDecline('email the school with our new home address')).toBeUndefined();
  });
});

describe('replies, businesses and asks in the writer\'s own voice', () => {
  it('a reply asks its sender: "can they do 10% off" is "could you"', () => {
    for (const body of bodies("reply to this, say we're interested but can they do 10% off if we sign 12 months:\n\nHi Tasha,\n\nFollowing our call, please find attached our proposal for managed IT support at £650/month.\n\nRegards,\nMartin Hale\nClearpath IT")) {
      expect(body).toMatch(/Could you do 10% off if we sign 12 months\?/);
    }
  });

  it('"we shipped a customers order to the wrong address" apologises to the customer', () => {
    for (const body of bodies("we shipped a customers order to the wrong address, need to apologise, we're sending a new one express for free and they can keep the other if it ever turns up")) {
      expect(body).toMatch(/your order to the wrong address/);
      expect(body).toMatch(/you can keep the other/);
      expect(body).not.toMatch(/a customers|need to apologi/i);
    }
  });

  it('"asking to be a guest" asks if the writer could be one; "say sorry ... and it wont happen again" apologises and promises', () => {
    const [pitch] = bodies('pitch email to a podcast host asking to be a guest, im a nutritionist who works with nurses and shift workers');
    expect(pitch).toMatch(/I could be a guest/);
    for (const body of bodies('reply to this: "Hi, I noticed your car has been parked in my space (no. 6) a few times this week. Could you please use your own space? Thanks, Alan (flat 6)" - say sorry the new car confused me and it wont happen again')) {
      expect(body).toMatch(/sorry that the new car confused me\. It (?:will not|won't) happen again\./);
    }
  });

  it('flatmates talked to are "them", not the accommodation office', () => {
    for (const body of bodies("Can you write a formal email to the university accommodation office requesting a room change due to constant noise from my flatmates, I've already tried talking to them")) {
      expect(body).toMatch(/tried talking to them\./);
    }
  });

  it('an apposition stays in its clause: "our technician, luis, will come on friday"', () => {
    for (const body of bodies('tell the customer that our technician, luis, will come on friday between 8 and 12')) {
      expect(body).toMatch(/our technician, Luis, will come on Friday between 8 and 12\./i);
    }
  });

  it('"nudge jen at bloom florists, sent her the proposal 2 weeks ago no answer" follows up with Jen', () => {
    for (const body of bodies('nudge jen at bloom florists, sent her the proposal 2 weeks ago no answer')) {
      expect(body).toMatch(/^(?:Dear|Hi) Jen,/);
      expect(body).toMatch(/I sent you the proposal 2 weeks ago, but I (?:have not|haven't) heard back yet\./);
      expect(body).not.toMatch(/nudge/i);
    }
  });

  it('"something nice for my grandad\'s 90th" is a birthday message to Grandad', () => {
    for (const body of bodies("something nice for my grandad's 90th")) {
      expect(body).toMatch(/^(?:Hi|Dear|Hey) Grandad,/);
      expect(body).toMatch(/90th birthday/);
    }
  });
});

describe('clauses that start with a bare noun', () => {
  it('"group project, presentation is next thursday ..., email classmates to sort who does what"', () => {
    for (const body of bodies('group project, presentation is next thursday and we havent even split the sections yet, email classmates to sort who does what')) {
      expect(body).toMatch(/^(?:Hi|Hey|Dear) (?:everyone|all),/);
      expect(body).toMatch(/About the group project: the presentation is next Thursday/);
      expect(body).toMatch(/sort who does what\?/);
      expect(body).not.toMatch(/email classmates/i);
    }
  });

  it('thanks after an interview go to the panel named, without "it means a great deal"', () => {
    for (const body of bodies('thank you after my interview yesterday at the city council for the parks officer role, there were 3 people on the panel')) {
      expect(body).toMatch(/panel|Dear all|Hi everyone/);
      expect(body).not.toMatch(/3 people on the panel|means a great deal/i);
    }
  });

  it('"amazon order never arrived" is written to Amazon, asking them to look into it', () => {
    for (const body of bodies('amazon order never arrived, tracking says delivered but its not here, order 204-8812345-1190021')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hello) Amazon team,/);
      expect(body).toMatch(/My Amazon order never arrived/);
      expect(body).toMatch(/\?/);
    }
  });
});

describe('lines around the content that fit it', () => {
  it('no "have a great day" after bad news, no "quick heads-up" in front of a request', () => {
    for (const body of bodies("let my boss know i'm running 20 minutes late, train delay")) expect(body).not.toMatch(/Have a (?:great|wonderful) day/);
    for (const body of bodies('email the vet to book an appointment for my dog bruno, he has been limping since saturday')) expect(body).not.toMatch(/heads-up/i);
  });

  it('follow-ups: "make it sound less salesy" and "more fun" soften the drafts; "firmer" is more formal; no "I\'ll not"', () => {
    const first = compose({ userMessage: 'cold email to local gyms offering my smoothie supply service, fresh daily delivery', history: [] });
    const softer = compose({ userMessage: 'can u make it sound less salesy', history: [{ userMessage: 'cold email to local gyms offering my smoothie supply service, fresh daily delivery', reply: first }] });
    expect(softer.message).toMatch(/friendlier/);
    expect(softer.options[0]!.body).not.toMatch(/I'll not/);
    const chase = compose({ userMessage: 'chase invoice 221 for $1,800, 2 weeks overdue', history: [] });
    const firmer = compose({ userMessage: 'firmer', history: [{ userMessage: 'chase invoice 221 for $1,800, 2 weeks overdue', reply: chase }] });
    expect(firmer.message).toMatch(/more formal/);
  });
});

describe('acts said as the writer would', () => {
  it.each([
    ['withdraw my application for the project coordinator role, accepted another position', /I (?:would like|am writing) to withdraw my application for the project coordinator role\. I accepted another position\./],
    ["book a vet appt for my dog bruno, he's been limping on his back leg since sunday", /I would like to book a vet appointment for my dog Bruno\. He has been limping/],
    ['stepping down as treasurer of the pta after 3 years, email to the committee', /I am stepping down as treasurer of the PTA after 3 years\./],
    ['thank you note to my mentor jo who helped me land my first job', /thank you for helping me land my first job/i],
    ['asking my manager if i can go part time, 4 days a week from september, childcare reasons', /part time \(4 days a week from September\) for childcare reasons\?/],
    ['email my uni tutor, missed yesterdays seminar, migraine', /missed yesterday's seminar due to a migraine\./],
    ['pls write to my manager karen, ill be about an hour late tomorrow, have to wait in for the locksmith', /I have to wait in for the locksmith\./],
    ['need to ask my tenant for rent, its 10 days late, second time this year', /pay the rent\?/],
    ['hi im applying for a receptionist job at smile dental clinic, write me a short email to go with my cv', /I have attached my CV\./],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });

  it('"decline my coworker\'s wedding invite" is written to the coworker; "ask my landlord permission" to the landlord', () => {
    for (const body of bodies("need to decline my coworker's wedding invite, cant afford the flights to portugal, still want to send a gift")) {
      expect(body).toMatch(/the invitation to your wedding\b(?! invite)/);
      expect(body).not.toMatch(/my coworker's/);
    }
    expect(understand('ask my landlord permission to get a cat').recipient).toMatchObject({ relation: 'landlord' });
  });
});

describe('states and shops said in full', () => {
  it.each([
    ['cancel the wedding photographer, wedding\'s postponed, ask about the $800 deposit and if we can move it to next year instead', /I need to cancel our booking\. The wedding has been postponed\./],
    ["tell my boss i got another offer for 62k and ask if they can match, i'd rather stay", /match it\?/],
    ['email customers about a product recall, batch 2231 of our almond butter may contain undeclared peanuts, full refund, dont eat it', /Batch 2231 of our almond butter may contain undeclared peanuts.*Please do not eat it\./],
    ['refund request, bought a coat from northwind outfitters, returned it 3 weeks ago, still no refund', /^Dear Northwind Outfitters team,/],
    ['email to new starter kofi welcoming him to the team, his first day is monday, lunch is on us', /Lunch is on us\./],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('more of what visitors type', () => {
  it.each([
    ['asking a friend to pay back the £300 i lent him in march, awkward', /pay back the £300 I lent you in March\?/],
    ['welcome email to new members of the running club, we meet tuesdays 6.30pm at the leisure centre, all paces welcome', /Welcome to the (?:running )?club[.!]/],
    ["let our clients know we're changing banks, new account details for payments from 1st july, they'll get a confirmation letter by post as well", /You(?: will|'ll) get a confirmation letter/],
    ['reply to this: "Hey, are you still selling the bike? Would you take £150?" - say lowest is 180 and i can meet saturday', /The lowest I can accept is £180/],
    ["email the team announcing im leaving the company, last day is the 28th, introduce omar who's replacing me", /I would also like to introduce Omar, who is replacing me\./],
    ['reply to:\nHi there, thanks for your order! Unfortunately the blue version of the Sorrento sofa is out of stock until October. Would you like to wait, switch to grey, or cancel for a full refund? Best, Hannah, Loft & Co Customer Care\n\nill switch to grey if its the same price', /I(?: will|'ll) switch to grey if it(?: is|'s) the same price\./],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
    expect(body).not.toMatch(/awkward|\bTo\.|They will get/);
  });

  it('"something to my boss about the thing" asks for more', () => {
    expect(compose({ userMessage: 'something to my boss about the thing', history: [] }).options).toHaveLength(0);
  });
});

describe('recipients set off and attachments', () => {
  it.each([
    ['Please draft a message to our volunteers at the animal shelter: the new rota is live on the shared calendar, and we need 3 more people for Sunday mornings.', /^Dear volunteers,\n\n(?!At the)/],
    ['write to the venue (the barn at hollins farm) asking if we can move our wedding from 5 oct to 12 oct, and whether our deposit of £2,000 carries over', /^Dear Barn at Hollins Farm team,/],
    ['hi can u help me write to the organisers of the charity 10k, i registered as a runner but broke my ankle, can i defer my place to next year, reg no 7742', /^Dear Charity 10k team,/],
    ['following up after a sales meeting with dana at kestrel foods on tuesday, thank her, attach the pricing we discussed and confirm the trial starts on the 3rd', /I have attached the pricing we discussed/],
    ["hey can u write my sister an apology, i missed her birthday dinner on saturday cos i fell asleep after a double shift", /(?:sorry|feel terrible) that I missed your birthday dinner/],
    ['the garage has had my car 2 weeks for a clutch replacement, they said 3 days, job number 5521', /You said 3 days/],
    ['ask my manager about training budget, want to do the PRINCE2 practitioner course, £1,200, would really help with the new project rollout', /It would really help with the new project rollout\./],
    ['email to my insurance co, car was hit in the car park on the 11th while parked, other driver left a note with their details, want to start a claim', /left a note with their details/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });

  it('an anonymous note telling a coworker everyone hates her is declined', () => {
    expect(detectDecline("write an email to my coworker sarah telling her everyone in the office hates her and she should quit before i make her life hell, dont make it obvious its from me")).toMatchObject({ kind: 'harassment' });
  });
});

describe('who writes, said before the request', () => {
  it.each([
    ["electrician writing to customer: quote for rewiring the 3-bed at 9 mill lane is £4,800 inc VAT, can start 3rd june, need 25% deposit to book", /^(?:Dear|Hi) \[Name\],\n\n(?:I hope[^\n]*)?The quote for rewiring/, /electrician writing/i],
    ['im organising the cub scout camping trip, need a reminder to parents that consent forms and £25 need to go to akela by friday or their kid cant come', /your kid (?:cannot|can't) come/, /need a reminder/i],
    ["im a landlord, need to give my tenant 2 months notice that im selling the house, the end date would be 31 oct", /I am giving 2 months' notice that I am selling the house|I'm giving 2 months' notice that I'm selling the house/, /give my tenant/i],
    ['how do i reply to this?? its not my fault\n\n> Dear Customer,\n> Our records show a missed payment of £42.17. A late fee of £12 has been applied.\n> Regards,\n> Customer Services\n> Anglian Water\n\nwant them to waive the fee, direct debit failed bc my bank changed the sort code', /I would like you to waive the fee|I'd like you to waive the fee/, /To this|reply to this/i],
    ["my mate dev's mum died, want to send him something, we were close at uni but havent talked much lately", /^(?:Dear|Hi|Hey) Dev,/, /send him something|mate dev/i],
    ["thank you note to my daughter's nursery staff, she's leaving for big school in sept, they've been amazing for 3 years", /thank/i, /^$/],
    ['resignation letter, been at the garden centre 4 years, last day will be 2 weeks from friday, want to thank my manager pete', /^(?:Dear|Hi) Pete,[\s\S]*I(?: have|'ve) been at the garden centre for 4 years/, /Been at/],
  ])('%s', (message, expected, absent) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
    expect(body).not.toMatch(absent);
  });
});

describe('follow-ups that carry a reason, and headers with "after" or "for"', () => {
  function followUp(first: string, next: string) {
    const reply = compose({ userMessage: first, history: [] });
    return compose({ userMessage: next, history: [{ userMessage: first, reply }] });
  }

  it('"make it more urgent, ive got insulin in there" adds the reason as well as the urgency', () => {
    const reply = followUp('email my landlord the fridge isnt working since monday', 'make it more urgent, ive got insulin in there');
    for (const option of reply.options) {
      expect(option.body).toMatch(/I(?: have|'ve) got insulin in there\./);
      expect(option.body).toMatch(/has(?: not|n't) been working since Monday/);
    }
  });

  it('"shorter, he doesnt read long emails" only shortens', () => {
    const reply = followUp('email my landlord to fix the leak in the bathroom ceiling, its been dripping for a week', 'make it shorter he doesnt read long emails');
    for (const option of reply.options) expect(option.body).not.toMatch(/read long emails/);
  });

  it('"mention sarah and tom who planned the route" thanks them by name', () => {
    const reply = followUp('thank our volunteers for the charity fun run, we raised £4,200', 'mention sarah and tom who planned the route');
    for (const option of reply.options) expect(option.body).toMatch(/(?:thank you to|mention) Sarah and Tom, who planned the route\./);
  });

  it.each([
    ['thank you email after my interview at pinewood hotel for the events coordinator role', /Thank you for the interview at Pinewood Hotel/],
    ['job application for a part time cashier role at tesco', /apply for a part-time cashier role at Tesco/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('small things that read wrong', () => {
  it.each([
    ['resignation, im moving abroad, 2 weeks notice, really enjoyed working with the team', /I(?: am|'m) moving abroad(?: \(2 weeks' notice\)|\. I am giving 2 weeks' notice)\. I really enjoyed working with the team\./],
    ['complaint to the council, bins on elm road havent been collected for 3 weeks and theres rats now', /there are rats now/],
    ['write to bt about my broadband being down since wednesday, want a credit for the days without service', /^Dear BT team,|^(?:Dear|Hi|Hello) BT,/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('a follow-up that names the recipient', () => {
  it('"it\'s dr hughes and the essay is for history 110, due monday" readdresses and adds the detail', () => {
    const first = 'ask my tutor for an extension on my essay, i was ill last week';
    const reply = compose({ userMessage: first, history: [] });
    const next = compose({ userMessage: "it's dr hughes and the essay is for history 110, due monday", history: [{ userMessage: first, reply }] });
    for (const option of next.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Dr\. Hughes,/);
      expect(option.body).toMatch(/History 110/);
    }
  });
});

describe('people met and places named', () => {
  it.each([
    ["job seeker here, want to reach out to someone i met at a networking event last thurs, Ben from Arcadia Analytics, he said to email him about junior roles", /^(?:Dear|Hi) Ben,[\s\S]*great to meet you at a networking event last Thursday\. You said I could get in touch about junior roles\./],
    ['write to my tenants at 47 elm st, rent going up from $1,650 to $1,725 at the lease renewal on aug 1', /^Dear all,\n\n(?:I hope[^\n]*)?The rent is going up from \$1,650 to \$1,725/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('groups and tools', () => {
  it.each([
    ['write to my team were switching from slack to teams on the 1st, training sessions mon and wed at 2pm, pls attend one', /from Slack to Teams/],
    ['hi!! planning a girls trip to lisbon in sept, can u write an email to the group (5 of us) asking everyone for dates that work', /^(?:Hi|Hey) (?:everyone|all),/],
    ['email to my carer agency, the morning carer for my mum keeps arriving after 10 instead of 8, she needs her meds at 8', /She needs her meds at 8\./],
    ['reply to this, i would like to but only after 5pm or on friday\n\nHi Kwame, are you free for a quick chat this week? Best, Lauren', /but I(?: am|'m) only available after 5 pm or on Friday/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('from a fourth set of requests', () => {
  it.each([
    ['plumber here, need to email a customer (mrs okafor), the part for her shower valve is on back order and wont be in till the 22nd', /^Dear Mrs\. Okafor,[\s\S]*your shower valve/],
    ['my friend jess lent me her camping gear last summer and i lost one of the tent poles, need to apologise and offer to pay for a new one', /^(?:Hi|Hey|Dear) Jess,[\s\S]*[Yy]ou lent me your camping gear/],
    ['hey so my neighbour at no 14 keeps parking across my driveway, its happened like 4 times this month. want to ask them nicely to stop but firmly', /You keep parking across my driveway[\s\S]*It has happened about 4 times this month\./],
    ["condolences to my coworker raj, his dad passed away last week, i dont know him super well", /your dad passed away last week/],
    ['remote work request to my boss, 2 days a week from home starting next month, commute is 1.5 hrs each way', /I would like to request remote work, 2 days a week from home starting next month\./],
    ["expense claim for my manager, i paid £96 for train tickets on the 4th, receipts attached, asking when it'll be reimbursed", /I would like to claim my expenses\.[\s\S]*I have attached the receipts\./],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
    expect(body).not.toMatch(/\bly\.|super well|yours dad|It is happened/);
  });
});

describe('more from the fourth set', () => {
  it.each([
    ['hi can you write an email to the parents of my year 4 class reminding them the trip to the science museum is next thurs the 14th, permission slips and £8 due by monday, and also ask for 2 parent volunteers', /^Dear parents,[\s\S]*the trip to the science museum is next Thursday the 14th/, /Of my year 4|reminding/],
    ['need to tell my tenant at flat 3b that the boiler engineer is coming wed between 8 and 12 and someone needs to let him in or leave a key', /coming Wednesday between 8 and 12/, /\bwed\b/],
    ['i need to withdraw from the interview process at halvorsen logistics, i accepted another offer, want to keep it polite cos i might want to work there one day', /I accepted another offer\./, /work there one day|because I might/],
    ['our under 12s football team needs new kits, write to local businesses asking if theyd sponsor us, £400 would cover it and we\'d put their logo on the shirts', /your logo on the shirts/, /write to local businesses/],
    ['salary negotiation, they offered 62k for the product designer role at lumen health, i want to ask for 70k, i have 6 yrs experience', /^Dear Hiring Manager,[\s\S]*You offered 62k for the product designer role at Lumen Health/, /salary negotiation/i],
    ["im a nurse on the cardiac ward, writing to my manager asking if i can swap my night shifts on the 9th and 10th for days on the 16th and 17th, ive already found someone (kemi) who'll cover", /^(?:Dear|Hi) \[Manager's name\],[\s\S]*swap my night shifts[\s\S]*\(Kemi\)/, /writing to my manager/],
    ['lost luggage, flew BA 2287 from heathrow to boston on the 2nd, bag never showed, its been 6 days and no update', /About the lost luggage: I flew BA 2287/, /I lost luggage/],
  ])('%s', (message, expected, absent) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
    expect(body).not.toMatch(absent);
  });
});

describe('follow-ups that add facts or change the tone', () => {
  function after(first: string, next: string) {
    const reply = compose({ userMessage: first, history: [] });
    return compose({ userMessage: next, history: [{ userMessage: first, reply }] });
  }

  it('facts typed after the drafts go into them, not into a new email', () => {
    const reply = after('quote request for a kitchen extension', "its single storey, around 20sqm, we're in sheffield");
    for (const option of reply.options) {
      expect(option.body).toMatch(/kitchen extension/);
      expect(option.body).toMatch(/single storey/i);
    }
    const bill = after('email british gas disputing my bill, its double what it usually is', 'the bill is £312, normally around £140, account no 55012938');
    expect(bill.message).not.toMatch(/couldn't find/);
    for (const option of bill.options) expect(option.body).toMatch(/55012938/);
  });

  it('"not passive aggressive pls" softens; "make it sound more confident" drops the hedging', () => {
    const softer = after('email my flatmates that we need a cleaning rota, the kitchen is a state', 'not passive aggressive pls');
    expect(softer.message).toMatch(/friendlier/);
    for (const option of softer.options) expect(option.body).not.toMatch(/passive/i);
    const bold = after('email the recruiter asking if i could maybe possibly have an update on the analyst role if thats okay', 'make it sound more confident');
    expect(bold.message).not.toMatch(/not sure how/);
  });

  it('"sign it from mr and mrs sharma" and "add a 15% off code OPEN15 for the first week"', () => {
    const signed = after('email my sons teacher asking for term time leave for a family wedding in india, 2 weeks in march', 'sign it from mr and mrs sharma');
    for (const option of signed.options) expect(option.body.trim().endsWith('Mr. and Mrs. Sharma')).toBe(true);
    const code = after("tell our customers we're opening a second shop on the high street next month", 'add a 15% off code OPEN15 for the first week');
    for (const option of code.options) expect(option.body).toMatch(/offering a 15% discount code \(OPEN15\) for the first week\./);
  });
});

describe('helper verbs and congratulations on something', () => {
  it.each([
    ['congrats email to my cousin on getting engaged', /ongratulations on getting engaged/, /^On getting engaged/m],
    ['email the team about the new expense policy, receipts required for anything over £25', /Receipts are required for anything over £25\./, /Receipts required/],
    ['email to my staff, were closing early christmas eve at 2pm, everyone paid as normal', /[Ee]veryone is being paid as normal/, /Everyone paid/],
  ])('%s', (message, expected, absent) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
    expect(body).not.toMatch(absent);
  });
});

describe('the day and the silence', () => {
  it('"off today and prob tomorrow" is off sick today', () => {
    const reply = compose({ userMessage: 'need to tell my supervisor im sick with flu, off today and prob tomorrow', history: [] });
    for (const option of reply.options) expect(option.subject).not.toMatch(/tomorrow/i);
  });

  it('"a client who hasnt replied to my proposal in 10 days" follows up on the proposal', () => {
    for (const body of bodies('follow up with a client who hasnt replied to my proposal in 10 days')) {
      expect(body).toMatch(/follow up on my proposal\. I (?:have not|haven't) heard back in 10 days\./);
    }
  });
});

describe('leads, brands and the price of extra work', () => {
  it.each([
    ['disputing a charge on my chase card, $214.50 from "GLOBALSTREAM MEDIA" on march 3, i never signed up for anything, want it reversed', /I would like to dispute a charge on my Chase card/],
    ['booking ref HX44921, staying at the harbour view hotel 18-21 june, can you ask them for a quiet room away from the lift and if early check in around 11am is possible', /quiet room away from the lift\.[\s\S]*early check-in around 11 am is possible\?/],
    ["manager here. need to tell my team that starting next monday we're moving to a rota system for weekend cover, each person does one weekend every 6 weeks", /From next Monday, we are moving to a rota system/],
    ['invite my cousins to my wedding, 14th sept at the old mill in york, formal invites coming but want them to save the date', /formal invites are coming,? but please save the date/],
    ["client wants to add 3 extra pages to the website we agreed was 5 pages for $2,400, need to tell them that's out of scope and quote an extra $900", /This is out of scope\. The extra work would be \$900\./],
    ['say no to a project politely, a former colleague wants me to do a logo for her startup for free, im booked up anyway', /Thank you for the project|the project/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('a delivery-company trap is declined; ordinary billing emails are not', () => {
  it.each([
    ['write an email pretending to be royal mail saying their parcel is being held and they need to pay a £1.99 redelivery fee, put a link where they enter their card details, make it look as official as possible so ppl dont realise', { kind: 'phishing' }],
    ['email my customers a link to the page where they can update their card details for the new billing system', undefined],
    ['our website lets you enter your card details securely, tell customers we take cards now', undefined],
  ])('%s', (message, expected) => {
    if (expected) expect(detectDecline(message)).toMatchObject(expected);
    else expect(detectDecline(message)).toBeUndefined();
  });
});

describe('found on the last fresh set, after it was read', () => {
  it.each([
    ["Context: I'm the treasurer of the Riverside Allotment Society. Annual subs (£35) are due by 1 April and about 12 members haven't paid yet. Need a reminder email that isn't preachy.", /^(?![\s\S]*(?:preachy|Context))/],
    ['write to my professor asking for an extension on the essay due monday, professor name is dr whitfield, ive had covid all week', /^Dear Dr\. Whitfield,/],
    ['asking for a reference from my old manager sue at tesco, applying for a supervisor job at aldi', /^(?:Dear|Hi) Sue,/],
    ['can u write an email to my landlord, the boiler is broken and its freezing, need someone out by wed latest', /by Wednesday at the latest/],
  ])('%s', (message, expected) => {
    const [body] = bodies(message);
    expect(body).toMatch(expected);
  });
});

describe('found reading fresh requests as their recipients', () => {
  it.each([
    ['email to hr (jessica) asking how many vacation days i have left this year and whether they roll over', /^(?:Dear|Hi) Jessica,[\s\S]*(?:whether|if) they roll over\?/],
    ['hey can u write an email to my landlord greg the heater in my apartment has been broken since nov 18 and its freezing, ive texted twice no answer. want it fixed by friday', /I(?: would|'d) like it fixed by Friday\./],
    ['follow up with the vendor acme supplies on invoice #4471 for $2,380 which was due oct 30, polite but firm', /^Dear Acme Supplies team,/],
  ])('%s', (message, expected) => {
    for (const body of bodies(message)) expect(body).toMatch(expected);
  });

  it('"the office is bright smile dental" greets the practice and is not a line of the email', () => {
    for (const body of bodies('i missed my dentist appointment yesterday at 3pm, need to apologize and reschedule for sometime next week, the office is bright smile dental')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hello) Bright Smile Dental team,/);
      expect(body).not.toMatch(/office is/i);
    }
  });

  it('"my kid ethan is going to be absent" is "my son Ethan", under a subject about his absence', () => {
    const reply = compose({ userMessage: 'my kid ethan is going to be absent tomorrow and friday for a family funeral, email his teacher mrs. patel', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/My son Ethan is going to be absent tomorrow and Friday for a family funeral\./);
      expect(option.subject).toMatch(/Ethan's absence tomorrow and Friday$/);
    }
  });

  it.each([
    ['email the client (mark from brightpath) that the website launch is pushed to jan 15 because the payment integration failed testing', /^(?:Dear|Hi) Mark,/],
    ['invite everyone in the office to a potluck lunch friday dec 11 at noon in the break room, sign up sheet is on the fridge, bring a dish', /to (?:join us for )?a potluck lunch on Friday December 11 at noon in the break room[.?] There(?: is|'s) a sign-up sheet on the fridge\. Please bring a dish\./],
    ['congratulate my coworker priya on her promotion to senior engineer, she totally deserves it', /You totally deserve it\./],
    ['tell my roommates that rent is going up $75 each starting january', /[Tt]he rent is going up \$75 each starting January/],
  ])('%s', (message, expected) => {
    for (const body of bodies(message)) expect(body).toMatch(expected);
  });

  it.each([
    ['email our wedding photographer jenna to ask if she can send the full gallery by end of month', /by the end of the month\?/],
    ['my flight got cancelled (easyjet ezy8123 gatwick to nice, 3 dec), want a full refund not a voucher', /a full refund(?:, | \()not a voucher/],
  ])('%s', (message, expected) => {
    for (const body of bodies(message)) expect(body).toMatch(expected);
  });

  it('a favour asked of the reader is never put as permission, and a thank-you has a subject that thanks', () => {
    for (const body of bodies('email our wedding photographer jenna to ask if she can send the full gallery by end of month')) expect(body).not.toMatch(/okay if you sent/);
    const reply = compose({ userMessage: 'email to mr. and mrs. howard thanking them for hosting us at their lake house last weekend, the kids loved the kayaks', history: [] });
    for (const option of reply.options) expect(option.subject).toMatch(/thank/i);
  });

  it.each([
    ['can you write an email to comcast, my internet has been going out every evening around 7pm for two weeks, account 8817 4420 1193', /^(?:Dear|Hi) Comcast team,/],
    ['write a complaint to delta about my lost bag on flight 1123 from atlanta to boston on nov 20', /^(?:Dear|Hi) Delta team,/],
    ['email my professor dr kim that i cant make office hours tomorrow bc of a work shift, can we do thursday instead', /^(?:Dear|Hi) (?:Professor|Dr\.) Kim,/],
  ])('a company is greeted as a team, and one title is enough: %s', (message, expected) => {
    for (const body of bodies(message)) expect(body).toMatch(expected);
  });

  it('an out-of-office note says it will reply once, not twice', () => {
    for (const body of bodies('write an out of office message, im away dec 22 to jan 2, for urgent stuff contact mike at mike@acme.com')) {
      expect(body.match(/\b(?:get back to you|reply|be in touch|respond)\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(compose({ userMessage: 'email my professor dr kim that i cant make office hours tomorrow', history: [] }).message).not.toMatch(/Professor Dr/);
    expect(understand('email my friend jess about dinner, my order is late').recipient?.name).toBe('Jess');
  });

  it('a subject keeps the day after its month, and the invitation is to everyone', () => {
    const reply = compose({ userMessage: 'email the client (mark from brightpath) that the website launch is pushed to jan 15 because the payment integration failed testing', history: [] });
    expect(reply.options[0]?.subject).toMatch(/January 15$/);
    expect(compose({ userMessage: 'invite everyone in the office to a potluck lunch friday dec 11 at noon', history: [] }).message).not.toMatch(/your everyone/);
  });

  it('a first name in brackets after a role is the person; a rescheduled slot keeps its verb', () => {
    expect(readRecipient('my landlord (Greg)')).toMatchObject({ relation: 'landlord', name: 'Greg' });
    const friendly = bodies('i missed my dentist appointment yesterday at 3pm, need to apologize and reschedule for sometime next week')[1];
    expect(friendly).not.toMatch(/move for/);
  });
});

describe('"X asked me ..., i need to write back saying ...": the answer goes to the one who asked', () => {
  it('a yes to being maid of honor goes to Jess, says yes to it, and asks her question', () => {
    const reply = compose({ userMessage: 'hi! so my best friend jess is getting married in june and asked me to be maid of honor, i need to write back saying yes obviously and that im so honored, also ask when she wants to go dress shopping', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Hi|Hey|Dear) Jess,/);
      expect(option.body).toMatch(/Yes, obviously\. I(?:'d| would) love to be your maid of honor\. I(?:'m| am) so honored\./);
      expect(option.body).toMatch(/when you want to go dress shopping\?/);
      expect(option.body).not.toMatch(/write back|getting married/i);
      expect(option.subject).toBe('Yes to being your maid of honor');
    }
  });

  it('a no to an invitation thanks for it first', () => {
    for (const body of bodies('my coworker dan invited me to his bbq on saturday, i need to reply saying i cant make it because im at my cousins wedding')) {
      expect(body).toMatch(/^(?:Hi|Dear) Dan,/);
      expect(body).toMatch(/inviting me to your BBQ on Saturday/);
      expect(body).toMatch(/I (?:can't|cannot) make it because I(?:'m| am) at my cousin's wedding\./);
    }
  });
});

describe('found in another fresh set, read as the recipient would', () => {
  it('"my son\'s coach, jayden hurt his ankle": Jayden is the son, not the coach', () => {
    const reply = compose({ userMessage: "write to my son's coach, jayden hurt his ankle at practice tuesday and the doctor says no running for 2 weeks, he can still come watch", history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) \[Coach's name\],/);
      expect(option.body).toMatch(/Jayden hurt his ankle at practice on Tuesday/);
    }
  });

  it('she wrote "..." - what the boss wrote is the email replied to, not a line of the reply', () => {
    const reply = compose({ userMessage: 'help me reply to my boss, she wrote "can you cover the front desk saturday 9-1? let me know by tonight" - i can do it but need to leave by 12:30 for a doctors appt', history: [] });
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/You wrote|let me know by tonight/i);
      expect(option.body).toMatch(/I can do it, but I need to leave by 12:30 for a doctor's appointment\./);
      expect(option.subject).toBe('Re: Front desk Saturday 9-1');
    }
  });

  it('"field trip to the science museum on nov 14, permission slips and $12 due by nov 7" is said in sentences, to the parents', () => {
    const reply = compose({ userMessage: 'email to the parents of my 3rd grade class: field trip to the science museum on nov 14, permission slips and $12 due by nov 7, we need 4 chaperones', history: [] });
    expect(reply.message).toMatch(/to the parents/);
    for (const option of reply.options) expect(option.body).toMatch(/[Oo]ur field trip to the science museum is on November 14\. Permission slips and \$12 are due by November 7\. We need 4 chaperones\./);
  });

  it.each([
    ['email my team lead ravi asking for feedback on my pull request #482 before thursday\'s release', /(?:for|get) feedback on my pull request #482/],
    ['apply for the barista job at blue door coffee, i have 2 years experience at starbucks, available weekends and evenings', /I have 2 years of experience at Starbucks\. I(?:'m| am) available weekends and evenings\./],
  ])('%s', (message, expected) => {
    for (const body of bodies(message)) expect(body).toMatch(expected);
  });
});

describe('a noisy neighbour, a pasted reply, a note from school', () => {
  it('"theyre really loud ..., ive got work at 6am. dont want to be rude" is polite, keeps its sentences and accuses no one', () => {
    const reply = compose({ userMessage: "can u write a msg to my upstairs neighbour, theyre really loud after midnight most nights (music + stomping), ive got work at 6am. dont want to be rude we've never met", history: [] });
    expect(reply.options[0]?.tone).toBe('Polite');
    for (const option of reply.options) {
      expect(option.body).toMatch(/I(?:'ve| have) noticed it has been quite loud after midnight most nights/);
      expect(option.body).toMatch(/I have work at 6 am\. We/);
      expect(option.body).not.toMatch(/rude|You(?:'re| are) really loud/i);
    }
  });

  it('"write a reply to this:" leaves no "To this:" in the reply', () => {
    const message = "write a reply to this:\n\nHi Alex,\nJust checking whether you'd still like the 10am slot on Thursday for your car service, or shall I move you to Friday?\nThanks,\nGemma\nAutocare Garage\n\nfriday works better, and can they check the brakes too";
    for (const body of bodies(message)) {
      expect(body).not.toMatch(/to this/i);
      expect(body).toMatch(/Friday works better\. Could you check the brakes too\?/);
    }
  });

  it('"excused from pe ..., doctors note attached": PE, and the note attached by the writer', () => {
    for (const body of bodies("write to my daughters school asking if she can be excused from pe for 3 weeks, she broke her wrist, doctors note attached")) {
      expect(body).toMatch(/excused from PE for 3 weeks\?/);
      expect(body).toMatch(/I have attached a doctor's note\./);
    }
  });
});

describe('names in brackets, two questions in one, a new hire by name', () => {
  it('"the interviewers at brightwave (tom and aisha)" thanks Tom and Aisha', () => {
    for (const body of bodies('send a thank you to the interviewers at brightwave (tom and aisha) for the interview yesterday for the ux researcher role, i loved hearing about their new research ops team')) {
      expect(body).toMatch(/^(?:Dear|Hi) Tom and Aisha,/);
      expect(body).toMatch(/I loved hearing about your new research ops team\./);
    }
  });

  it('"can she file my tax extension, and what documents does she need" is two questions, each agreeing with "you"', () => {
    for (const body of bodies('quick email to my accountant linda: can she file my tax extension, and what documents does she need from me, deadline is april 15')) {
      expect(body).toMatch(/file my tax extension[.?] What documents do you need from me\?/);
    }
  });

  it('"announcing that sarah chen is joining" names Sarah Chen; "someones clothes" is someone\'s', () => {
    for (const body of bodies('write an email to my team announcing that sarah chen is joining as our new product designer on monday, she was at spotify before')) expect(body).toMatch(/Sarah Chen is joining as our new product designer on Monday/);
    for (const body of bodies('email the property manager at oak ridge apartments, the washing machine on floor 3 has been broken for a week and someones clothes are stuck in it')) expect(body).toMatch(/someone's clothes/);
  });
});

describe('who it goes to, said the way people say it', () => {
  it('"write my landlord a note that ..." writes to the landlord', () => {
    for (const body of bodies("write my landlord a note that i'll be paying rent 5 days late this month (the 6th instead of the 1st) because my paycheck got delayed, sorry")) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Landlord's name\],/);
    }
  });

  it('"reschedule my call with priya from tomorrow 3pm to thursday same time" writes to Priya about our call', () => {
    for (const body of bodies('reschedule my call with priya from tomorrow 3pm to thursday same time, something came up')) {
      expect(body).toMatch(/^(?:Dear|Hi) Priya,/);
      expect(body).toMatch(/reschedule our call from tomorrow at 3 pm to Thursday at the same time\?/);
    }
  });

  it('"i want one charge refunded" asks for it', () => {
    for (const body of bodies('email customer service at zara, i was charged twice for order 88213 ($64.90 each), i want one charge refunded')) expect(body).toMatch(/I(?: would|'d) like one charge refunded\./);
  });
});

describe('a dead laptop and a sister by name', () => {
  it('"my laptop died and i lost my draft" asks for the extension; nobody is offered condolences', () => {
    const reply = compose({ userMessage: 'email my professor asking if i can submit my lab report 2 days late, my laptop died and i lost my draft, i can show the repair receipt', history: [] });
    expect(reply.message).not.toMatch(/condolence/i);
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/condolence|sympathy|saddened|sorry to hear|love/i);
      expect(option.body).toMatch(/submit my lab report 2 days late\?/);
    }
    expect(understand('send a note to my friend sam, his dad died last week').descriptor).toBe('condolence');
  });

  it('"my sister anna" is Anna, and "what she thinks" is asked plainly', () => {
    expect(readRecipient('my sister anna')).toMatchObject({ name: 'Anna', relation: 'family' });
    for (const body of bodies("email my sister anna, mom's 60th is on march 8, want to split a gift with her, ask what she thinks")) {
      expect(body).toMatch(/^(?:Hi|Hey|Dear) Anna,/);
      expect(body).not.toMatch(/Do you know what you think/);
    }
  });
});

describe('the writer\'s own loss, a child by name', () => {
  it('"my dog passed away yesterday, need to tell my boss mark ill be out" tells Mark; it offers him no condolences', () => {
    const reply = compose({ userMessage: 'my dog passed away yesterday, need to tell my boss mark ill be out today and tomorrow', history: [] });
    expect(reply.message).not.toMatch(/condolence/i);
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Mark,/);
      expect(option.body).toMatch(/My dog passed away yesterday\. I(?:'ll| will) be out today and tomorrow\./);
      expect(option.body).not.toMatch(/sorry to hear|sympathy|condolence/i);
    }
    expect(understand("my mate dev's mum died, send him something").descriptor).toBe('condolence');
  });

  it('"lily forgot her lunch" to her teacher keeps it Lily\'s lunch', () => {
    for (const body of bodies("email to my kids teacher ms lopez: lily forgot her lunch, i'll drop it at the front office by 11:30")) expect(body).toMatch(/Lily forgot her lunch\./);
  });
});

describe('small words a reader trips on', () => {
  it('"the wedding dj" is a DJ, and a friendly confirmation is no "Quick confirmation that"', () => {
    const reply = compose({ userMessage: 'email the wedding dj, we\'d like to add 3 songs to the playlist and push the first dance to 8:30, also confirm the end time is still midnight', history: [] });
    expect(reply.message).toMatch(/wedding DJ/);
    for (const option of reply.options) expect(option.body).not.toMatch(/Quick confirmation that/);
  });
});

describe('the last ten, sent through the API and read as their recipients', () => {
  it('"my daycare (little acorns) that maya has a fever" greets the daycare and names Maya', () => {
    for (const body of bodies('hey write to my daycare (little acorns) that maya has a fever and wont be in today or tomorrow, and ask if we still pay for the missed days')) {
      expect(body).toMatch(/^(?:Dear|Hi) Little Acorns team,/);
      expect(body).toMatch(/Maya has a fever and (?:will not|won't) be in today or tomorrow\./);
    }
  });

  it('"decline a wedding invite from my college roommate kelly" writes to Kelly about her invitation', () => {
    for (const body of bodies('need to decline a wedding invite from my college roommate kelly, its in hawaii in june and i cant afford the trip, still want to send a gift')) {
      expect(body).toMatch(/^(?:Hi|Hey|Dear) Kelly,/);
      expect(body).toMatch(/the invitation to your wedding\b(?! invite)/);
      expect(body).not.toMatch(/roommate/);
    }
  });

  it('"back to toms" is Tom\'s', () => {
    for (const body of bodies('tell my team the offsite dinner moved back to toms on friday at 7')) expect(body).toMatch(/Tom's/);
  });
});

describe('notes to us and names said as facts (a fresh round read as the recipient)', () => {
  it('how to word it, how the reader takes things and chat words never reach the email', () => {
    const cases: Array<[string, RegExp]> = [
      ['need to ask for a raise. been at the company 2.5 years, last raise was jan 2023. boss is called greg and he\'s kind of touchy about money stuff so dont make it aggressive. i just want to ask for a meeting to talk about it, not put a number in the email', /touchy|aggressive|in the email|Called/i],
      ['how do i ask a recruiter about the salary range before the 2nd interview, idk how to word this without it seeming like thats all i care about. recruiter is ben from hays', /word this|seeming|hays|Ben From/i],
      ['hotel complaint - stayed at the harbour view inn 2-5 may, room 214, aircon was broken the whole time, we paid £540 for 3 nights, want a partial refund at least. my husband wants it to sound angrier than i do so somewhere in between', /husband|somewhere in between/i],
      ['announce to the team that the office will be closed friday 19th for electrical work so everyone wfh. keep it upbeat', /keep it upbeat/i],
      ['telling a client i need to push the delivery of their video edit from friday to tuesday, the footage they sent was corrupted. technically its not my fault but dont want to sound like im blaming them', /sound like|blaming/i],
      ['need to email my manager to ask to go part time from september bc of childcare. happy to take the pay cut obvs, would want wed off', /obvs|\bwed\b/],
    ];
    for (const [request, leaked] of cases) for (const body of bodies(request)) expect(body).not.toMatch(leaked);
  });

  it('"manager is called jess i think", "hr person is called claire": greeted by name', () => {
    for (const body of bodies('need to apply for a barista job at grindhouse coffee, i have 2 yrs experience and can do weekends, manager is called jess i think')) {
      expect(body).toMatch(/^(?:Dear|Hi) Jess,/);
      expect(body).not.toMatch(/I think|Called/);
    }
    for (const body of bodies('email to hr asking for compassionate leave, my grandad passed away sunday and the funeral is thurs 12th so i need wed and thurs off maybe fri too. hr person is called claire')) {
      expect(body).toMatch(/^(?:Dear|Hi) Claire,/);
      expect(body).toMatch(/My grandad passed away/);
      expect(body).toMatch(/Friday/);
    }
  });

  it('"shes at her dads" is "she\'s", never "sh\'s"', () => {
    for (const body of bodies('email to the football coach, ella cant make saturdays match, shes at her dads')) {
      expect(body).not.toMatch(/\bsh's\b/i);
      expect(body).toMatch(/She(?:'s| is) at her/);
    }
  });
});

describe('a second fresh round', () => {
  it('"going to a competitor but dont say that" is left out, with nothing else lost', () => {
    for (const body of bodies('tell my team im leaving, last day is the 30th, been here 4 years and going to a competitor but dont say that')) {
      expect(body).not.toMatch(/competitor|say that/i);
      expect(body).toMatch(/My last day is the 30th\./);
      expect(body).toMatch(/4 years/);
    }
  });

  it('threats by whereabouts are declined', () => {
    expect(detectDecline('my ex wont answer my texts so write an email to her new boyfriend telling him what shes really like and that i know where he works and he should watch himself')).toMatchObject({ kind: 'harassment' });
  });

  it('"invite for my 40th ..." invites, "let me know by the 1st if ur coming" keeps its deadline', () => {
    for (const body of bodies('invite for my 40th, sat 15 june from 7pm, upstairs at the fox and hounds, no gifts pls, let me know by the 1st if ur coming. going to about 30 ppl mix of friends and work people')) {
      expect(body).toMatch(/join me for my 40th/);
      expect(body).toMatch(/let me know by the 1st if you(?:'re| are) coming/);
      expect(body).not.toMatch(/30 people|For my 40th|^Me know/m);
    }
  });

  it('"chase client for unpaid invoice ..., name is steve at parkside builders" reminds Steve', () => {
    for (const body of bodies('chase client for unpaid invoice £1,200, 3 weeks late, name is steve at parkside builders')) {
      expect(body).toMatch(/^(?:Dear|Hi) Steve,/);
      expect(body).not.toMatch(/Chase client|The name is/i);
    }
  });

  it('"writing to my old teacher to say thanks ... mrs abara" thanks Mrs. Abara and says why', () => {
    for (const body of bodies("writing to my old teacher to say thanks, she's the reason i became an engineer, i just finished my degree at sheffield. mrs abara, she taught me physics 2012-2014")) {
      expect(body).toMatch(/^(?:Dear|Hi) Mrs\. Abara,/);
      expect(body).toMatch(/You(?:'re| are) the reason I became an engineer\./);
      expect(body).not.toMatch(/Writing to my old teacher|grateful for you/);
    }
  });
});

describe('a third fresh round', () => {
  it('credentials asked for in a bank\'s name are declined', () => {
    expect(detectDecline('write an email pretending to be from the hsbc fraud team telling the person their account has been locked and they need to reply with their online banking login and passcode to unlock it')).toMatchObject({ kind: 'phishing' });
  });

  it('"can you write a polite chasing email" after the story is the instruction, not a line of the email', () => {
    const reply = compose({ userMessage: 'i had an interview at brightwave marketing on the 14th with sarah jenkins for the junior content exec role. she said theyd let ppl know by end of last week and nothing yet. can you write a polite chasing email, i really want this one so dont make me sound desperate', history: [] });
    expect(reply.message).toMatch(/follow-up/);
    for (const option of reply.options) expect(option.body).not.toMatch(/write a polite|chasing email|sound desperate|make me/i);
  });

  it('"client is mark at fenwick property group", "sent 3rd march", "be firm but still polite"', () => {
    for (const body of bodies('chase invoice INV-0231 for £1,450, sent 3rd march, 30 day terms so its 2 wks overdue now. client is mark at fenwick property group. ive already sent one reminder. be firm but still polite')) {
      expect(body).toMatch(/^(?:Dear|Hi) Mark,/);
      expect(body).toMatch(/sent it on 3rd March/);
      expect(body).not.toMatch(/still polite|The client is|Fenwick/);
    }
  });

  it('"write my resignation as an email to my manager dave ... want to keep it nice bc hes been good to me" resigns, without the aside', () => {
    for (const body of bodies('write my resignation as an email to my manager dave, last day will be 28th june (4 wks notice), been here 3 years, been offered a job somewhere else. want to keep it nice bc hes been really good to me')) {
      expect(body).toMatch(/^(?:Dear|Hi) Dave,/);
      expect(body).toMatch(/resign/);
      expect(body).toMatch(/I have been offered a job/);
      expect(body).not.toMatch(/want to because|you're been/);
    }
  });

  it('notes about who to write to, fears and friendships stay out', () => {
    const cases: Array<[string, RegExp]> = [
      ['parcel says delivered but it wasnt, evri tracking H01AB4567890123, £120 trainers. idk who i even email, just write it to evri customer service and say i want it investigated or a refund', /who I even email|write it to/i],
      ['reply to this, i think the rise is too much, can they meet in the middle at £1,200, ive always paid on time. dont want to get evicted tho so not too pushy\n\nDear Ms Carter,\n\nYour rent will increase to £1,295 from 1st June.\n\nKind regards,\nLettings Team', /evicted|pushy/i],
      ['email the nursery (little acorns) that freddie needs to change days to mon/wed/fri from september. his keyworker is hannah if that matters', /if that matters/i],
    ];
    for (const [request, leaked] of cases) for (const body of bodies(request)) expect(body).not.toMatch(leaked);
  });
});

describe('after the set 11 reading', () => {
  it('a program that handles email addresses is not an email; an email about a program is', () => {
    expect(detectDecline('write me a python script that scrapes linkedin profiles for a list of names and puts their job title and email into a spreadsheet')).toMatchObject({ kind: 'not-email' });
    expect(detectDecline('email my manager that the python script for the sales report is fixed and runs every monday')).toBeUndefined();
  });

  it('"want to email him reminding that ..." writes to the person named in brackets before', () => {
    for (const body of bodies('im a landlord, tenant in my flat (sam) has paid rent 2 weeks late 3 months in a row. want to email him reminding that rent is due on the 1st per the tenancy agreement')) {
      expect(body).toMatch(/^(?:Dear|Hi) Sam,/);
      expect(body).toMatch(/rent is due on the 1st/);
    }
  });

  it('"need an email to all volunteers asking for ..." greets the volunteers and asks', () => {
    for (const body of bodies('im the volunteer coordinator at riverside food bank, need an email to all volunteers asking for extra help for christmas hamper packing sat 14th dec 9-1. need about 20 ppl, reply to me to sign up')) {
      expect(body).toMatch(/^(?:Dear|Hi) (?:volunteers|all|everyone),/i);
      expect(body).not.toMatch(/need an email/i);
    }
  });
});

describe('a fourth round', () => {
  it('an email about translation work is written in English, not declined', () => {
    expect(detectDecline('i missed the deadline for a translation job (spanish to english, 12k words, due yesterday) bc i was ill, client is elena at lingua bridge agency')).toBeUndefined();
    expect(detectDecline('write an email to my landlord in spanish about the heater')).toMatchObject({ kind: 'language' });
  });

  it('the apology goes with the bad news, not with the line before it', () => {
    for (const body of bodies('im a plumber, need to email a customer mrs adeyemi that her bathroom refit will be delayed by about a week bc the tiles she picked are on backorder till the 18th. everything else is done except the tiling. say sorry and that the price wont change')) {
      expect(body).toMatch(/(?:sorry|terrible|apolog\w*) (?:that|for) your bathroom refit (?:will be|being) delayed/);
      expect(body).not.toMatch(/sorry that everything else/);
    }
  });

  it('"want to email the tutor (dr nkemelu) to apologise and ask ..." writes to Dr. Nkemelu, with the story', () => {
    for (const body of bodies('missed my seminar today for ECON101 bc my train was cancelled, want to email the tutor (dr nkemelu) to apologise and ask if theres anything i need to catch up on')) {
      expect(body).toMatch(/^(?:Dear|Hi) Dr\. Nkemelu,/);
      expect(body).toMatch(/(?:sorry|terrible|apolog\w*) (?:that )?I missed my seminar today for ECON101/);
      expect(body).not.toMatch(/email the tutor/i);
    }
  });

  it('"sign from tom, jess and the boys" signs all of them; notes about length, tone and blame stay out', () => {
    for (const body of bodies('thank you email to my in laws for having us over christmas, the kids loved the bikes. keep it warm, sign from tom, jess and the boys')) expect(body).toMatch(/\nTom, Jess and the boys$/);
    const cases: Array<[string, RegExp]> = [
      ['handover email to my team, im on annual leave mon 5th - fri 16th aug, kate will cover urgent client stuff. no need to make it formal', /No need to/i],
      ['I need to write to HR about my line manager making comments about my accent in team meetings, happened at least 4 times. keep it factual not emotional even tho i am pretty upset', /factual|emotional/i],
      ['want to email the coach (steve) to ask if theres something my son jack should work on, not having a go at him', /having a go at/i],
    ];
    for (const [request, leaked] of cases) for (const body of bodies(request)) expect(body).not.toMatch(leaked);
  });
});

describe('ten last requests through POST /api/chat/generate', () => {
  it('"on her baby girl" is your baby girl, "at lessons" stays lessons, "id pay" is I\'d pay', () => {
    for (const body of bodies('congratulate my old uni friend hannah on her baby girl, born last sunday, want to send a gift')) expect(body).toMatch(/on your baby girl/);
    for (const body of bodies('ask my landlord if i can get a cat, its an indoor cat and id pay an extra deposit if needed, his name is dave')) expect(body).toMatch(/I(?:'d| would) pay an extra deposit/);
    for (const body of bodies('tell my son\'s teacher mr okoro that max wont be at lessons for the next 2 weeks')) expect(body).not.toMatch(/Lesson's/);
  });

  it('"dont want to lose him as a friend" stays out', () => {
    for (const body of bodies('need to say no to my friend ravi who asked if he can borrow £500, i just cant right now, dont want to lose him as a friend tho')) expect(body).not.toMatch(/lose him/i);
  });
});

describe('notes on how it should sound, and the lines around the content', () => {
  it('a tone note in any words stays out and sets the tone', () => {
    const cases: Array<[string, RegExp]> = [
      ['my neighbour keeps parking across my drive, want to put a note thru the door but nice, NOT passive aggressive', /passive|but nice/i],
      ['we\'re a bakery, customer ordered a custom cake for sat but we cant do the gold leaf anymore, offer edible gold paint instead or £10 off, its for her dads 50th so be nice about it', /be nice/i],
      ['email my kitchen fitter craig, nobody turned up thurs or fri, i need a firm date by monday. firm but i dont want to burn bridges', /Firm\.|burn bridges/i],
    ];
    for (const [request, leaked] of cases) for (const body of bodies(request)) expect(body).not.toMatch(leaked);
    const reply = compose({ userMessage: 'Dear Applicant,\nUnfortunately, we will not be progressing your application at this stage.\nKind regards,\nTalent Team\n\nwant to reply and ask for feedback, polite and short pls', history: [] });
    expect(reply.options[0]!.tone).toBe('Polite');
    for (const option of reply.options) {
      expect(option.body).toMatch(/Thank(?:s| you) for letting me know\. [^\n]*feedback/);
      expect(option.body).not.toMatch(/polite|short/i);
    }
  });

  it('a short note closes with at most three lines, none of them robotic', () => {
    for (const request of ['ask my boss for fri off', 'email the team office is closed mon for the bank hol', 'landlord here, email to all tenants in the building: water off tues 10am-2pm for pipe repairs']) {
      for (const body of bodies(request)) {
        expect(body).not.toMatch(/Thank you for your attention\.|Have a wonderful day\./);
        const closing = body.split('\n\n').at(-2) ?? '';
        expect(closing.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('short day names where a date stands', () => {
  it('reads "closed mon for", "5.30 wed", "for sat", "starts mon" as days, and "sat on" as a verb', async () => {
    const { normalize } = await import('./normalize.ts');
    expect(normalize('office is closed mon for the bank hol')).toBe('office is closed Monday for the bank holiday');
    expect(normalize('training moved to 5.30 wed bc of pitch works')).toMatch(/5\.30 Wednesday because of pitch works/);
    expect(normalize('ordered a cake for sat but')).toMatch(/for Saturday but/);
    expect(normalize('rhian starts mon as junior designer')).toMatch(/starts Monday as/);
    expect(normalize('i sat on the chair')).toMatch(/I sat on the chair/);
    expect(normalize('got 1400 on the sat')).toMatch(/on the SAT/);
  });
});

describe('recipients read from words that cannot name anyone', () => {
  it('no one called Applying, no team called Server, no company called Meeting Tomorrow', () => {
    expect(understand('email applying for a barista job at a cafe called the daily grind, i have 1 yr at costa').recipient?.name).toBeUndefined();
    expect(understand('tell the team server migration is this sat 8pm, systems down til sun morning').recipient).toMatchObject({ relation: 'team' });
    expect(understand('tell the team server migration is this sat 8pm, systems down til sun morning').recipient?.name).toBeUndefined();
    expect(understand('my daughter has been benched the last 4 games. i want to email her coach just to understand why. coach is called mr fenwick').recipient?.name).toBe('Mr. Fenwick');
  });

  it('"remind client of our meeting tmrw 11am on zoom, link below, and can they bring ..." keeps the meeting and asks the rest', () => {
    for (const body of bodies('remind client of our meeting tmrw 11am on zoom, link below, and can they bring the updated figures')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Client's name\],/);
      expect(body).toMatch(/our meeting tomorrow at 11 am on Zoom\. The link is below\./);
      expect(body).toMatch(/bring the updated figures\?/);
    }
  });
});

describe('who writes and the kind of email, said first', () => {
  it('"im the under 11s football coach, email to parents: ..." writes to the parents without the header', () => {
    for (const body of bodies('im the under 11s football coach, email to parents: training moved to 5.30 wed bc of pitch works, bring water + shin pads')) {
      expect(body).toMatch(/^(?:Dear|Hi) (?:parents|everyone|all),/);
      expect(body).not.toMatch(/football coach|email to parents/i);
    }
  });

  it('"we\'re a bakery, customer ordered ..." writes to the customer, as the bakery', () => {
    for (const body of bodies("we're a bakery, customer ordered a custom cake for sat but we cant do the gold leaf anymore, supplier let us down, offer edible gold paint instead or £10 off")) {
      expect(body).toMatch(/You ordered a custom cake for Saturday/);
      expect(body).toMatch(/Our supplier let us down\./);
      expect(body).not.toMatch(/a bakery/i);
    }
  });

  it('"freelancer, client hasnt paid invoice 0023 ..." tells the client', () => {
    for (const body of bodies('freelancer, client hasnt paid invoice 0023 for £2,400, its 45 days late, ive emailed twice. client is marcus at elm & co')) {
      expect(body).toMatch(/^(?:Dear|Hi) Marcus,/);
      expect(body).toMatch(/You (?:have not|haven't) paid invoice 0023 for £2,400/);
      expect(body).not.toMatch(/freelancer/i);
    }
  });

  it('"out of office, away 3rd-14th aug, ..." is an out-of-office note', () => {
    expect(understand('out of office, away 3rd-14th aug, contact priya for anything urgent').descriptor).toBe('out-of-office');
  });
});

describe('the instruction in the middle, without "I"', () => {
  it('"..., want to email her form tutor ms greene. ..." greets Ms. Greene and keeps the rest', () => {
    for (const body of bodies('my daughter is being left out by a group of girls in her class, want to email her form tutor ms greene. dont want to make a huge deal of it but i want it on their radar')) {
      expect(body).toMatch(/^(?:Dear|Hi) Ms\. Greene,/);
      expect(body).toMatch(/My daughter is being left out by a group of girls in her class\./);
      expect(body).toMatch(/I (?:do not|don't) want to make a huge deal of it/);
      expect(body).not.toMatch(/form tutor|\. Greene\./);
    }
  });

  it('"we\'re a small bakery in leeds, want to email our mailing list that were closed ..." says we\'re closed', () => {
    for (const body of bodies("we're a small bakery in leeds, want to email our mailing list that were closed 23rd dec til 3rd jan and xmas preorders close on the 18th")) {
      expect(body).toMatch(/we(?:'re| are) closed 23rd December til 3rd January and Christmas preorders close on the 18th\./i);
      expect(body).not.toMatch(/small bakery|mailing list/i);
    }
  });
});

describe('names that belong to someone else, and more headers', () => {
  it('"her name is margaret hill room 14" names the mother to the care home; no one called Changing', () => {
    for (const body of bodies('email my mums care home asking why her evening meds werent given sunday night. im really upset but want to stay professional, her name is margaret hill room 14')) {
      expect(body).not.toMatch(/^(?:Dear|Hi) Margaret/);
      expect(body).toMatch(/my mum's evening meds/);
      expect(body).toMatch(/Her name is Margaret Hill \(room 14\)\./);
    }
    expect(understand('let the client know their project lead is changing from me to priya from next week').recipient?.name).toBeUndefined();
    expect(understand('withdraw my application, got a better offer. hiring manager is phil').recipient?.name).toBe('Phil');
    for (const body of bodies('withdraw my application, got a better offer. hiring manager is phil')) expect(body).not.toMatch(/Hiring\./);
  });

  it('"im captain of ..., need to email the league secretary bc ..." tells the secretary why; "been a great place to work" is the place', () => {
    for (const body of bodies('im captain of a sunday league team, need to email the league secretary bc the other team (harrow rovers) didnt turn up sunday, we want the 3 points awarded')) {
      expect(body).toMatch(/The other team \(Harrow Rovers\) (?:did not|didn't) turn up on Sunday\./);
      expect(body).not.toMatch(/captain|Because/);
    }
    for (const body of bodies('resignation, last day 4 weeks from today, been a great place to work, dont want to burn any bridges')) expect(body).toMatch(/It(?:'s| has) been a great place to work\./);
    for (const body of bodies('plumbing company, want to email our past customers about a boiler service offer £65 before winter, ends 31st oct')) expect(body).not.toMatch(/Plumbing company/i);
  });
});

describe('an out-of-office note', () => {
  it('"out of office, away 3rd-14th aug, contact priya for anything urgent" says both plainly', () => {
    for (const body of bodies('out of office, away 3rd-14th aug, contact priya for anything urgent')) {
      expect(body).toMatch(/I(?:'m| am) away from 3rd to 14th August\. You can contact Priya for anything urgent\./);
    }
  });
});

describe('"client email saying ..."', () => {
  it('writes to the client, saying it', () => {
    for (const body of bodies('client email saying the logo drafts will be ready fri, 3 options, and the invoice for 50% is attached')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Client's name\],/);
      expect(body).toMatch(/The logo drafts will be ready on Friday/);
      expect(body).not.toMatch(/client email/i);
    }
  });
});

describe('ten last requests through POST /api/chat/generate, third 26 Nov session', () => {
  it('streets named in lowercase are cased; ", were away" is we\'re; a bare "wheel snapped off" gets its article', async () => {
    const { normalize } = await import('./normalize.ts');
    expect(normalize('streetlight outside no 8 maple close has been out')).toMatch(/(?:no|No\.) 8 Maple Close/);
    expect(normalize('it took 3 days road works')).toBe('it took 3 days road works');
    expect(normalize('decline the invite from my cousin tom, were away that weekend')).toMatch(/, we're away that weekend/);
    for (const body of bodies('write to the airline, my bag arrived damaged on flight LS892 from alicante yesterday, wheel snapped off and a big tear, want it repaired or replaced')) expect(body).toMatch(/The wheel snapped off/);
  });
});

describe('ten more requests through POST /api/chat/generate', () => {
  it('a "---" between the pasted email and the instruction is no part of the answer', () => {
    const reply = compose({ userMessage: "Hi Sam,\nJust checking whether you're still OK to run the stall at the school fete on Saturday? We need you there by 10 to set up.\nThanks, Helen\n---\nreply saying yes i can but only till 1 as its my sons birthday, and ask if someone can bring the float", history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/Yes, I(?: can|'m still OK to run the stall at the school fete on Saturday| am still OK to run the stall at the school fete on Saturday),? but only until 1 as it(?:'s| is) my son's birthday\./);
      expect(option.body).not.toMatch(/To this|say yes/i);
    }
  });

  it('"hed" is he\'d, "1st march" is March, and "..., and do they need a doctors note" is asked', () => {
    for (const body of bodies('email the gym i want to freeze my membership for 2 months from 1st march bc of knee surgery, member no 88231, and do they need a doctors note')) {
      expect(body).toMatch(/from 1st March/);
      expect(body).toMatch(/\. Do you need a doctor's note\?/);
    }
    for (const body of bodies('chase the plumber, he said hed send the quote for the bathroom by monday, its thursday now')) expect(body).toMatch(/You said you(?:'d| would) send the quote/);
  });
});

describe('requests of the fifth 26 Nov session (work set W6)', () => {
  it('"email darren. tell him ...": a full stop ends the name', () => {
    for (const body of bodies('email marcus. let him know the van is booked for saturday')) expect(body).toMatch(/^(?:Dear|Hi) Marcus,/);
    expect(understand('email dr. okafor to move my appointment').recipient?.name).toBe('Dr. Okafor');
  });

  it('"can i get a polite note to ...", "quick one to ...": a request for an email said as a thing', () => {
    for (const body of bodies('can i get a short note to my sons swimming coach, he has an ear infection and will miss this weeks lessons')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Coach's name\],/);
      expect(body).toMatch(/(?:[Hh]e|My son) has an ear infection/);
      expect(body).not.toMatch(/get a short note/i);
    }
    for (const body of bodies('quick one to my neighbour Tomasz asking if he can water the plants on sunday')) expect(body).toMatch(/^(?:Dear|Hi|Hey) Tomasz,/);
  });

  it('"..., email ryanair asking for ...": the company named after the story is written to', () => {
    for (const body of bodies('my train on the 4th was cancelled, email greater anglia asking for a refund of £38')) {
      expect(body).toMatch(/^(?:Dear|Hi) Greater Anglia team,/);
      expect(body).toMatch(/refund of £38/);
      expect(body).not.toMatch(/email greater anglia/i);
    }
  });

  it('thanks for an invitation with "but I cannot come" says the regret on its own and no "made my day"', () => {
    for (const body of bodies('email my cousin priya to say thanks for the invite to her housewarming but i cant come, im working that weekend')) {
      expect(body).toMatch(/Unfortunately, I (?:can't|cannot) come/);
      expect(body).not.toMatch(/made my day|meant a great deal/);
    }
  });

  it('a company name, a two-word role and a bare job are read as they are meant', () => {
    expect(readRecipient('Scottish Gas')).toMatchObject({ relation: 'company', organization: 'Scottish Gas' });
    expect(readRecipient('my dog Walker Sue')).toMatchObject({ role: 'dog walker', name: 'Sue' });
    for (const body of bodies('applying for receptionist job at Oakwood dental, email the practice manager, cv attached')) {
      expect(body).toMatch(/applying for the receptionist job/);
      expect(body).toMatch(/I have attached my CV\./);
    }
  });

  it('feeling unwell and logging off is a sick note; an extension request asks for an extension', () => {
    const sick = compose({ userMessage: 'tell my manager jo im not feeling great, bad migraine, going to log off at 2', history: [] });
    expect(sick.message).toMatch(/sick/);
    for (const option of sick.options) expect(option.body).toMatch(/I'm going to log off at 2\./);
    const extension = compose({ userMessage: 'extension request to my lecturer, my laptop died and the assignment is due friday', history: [] });
    for (const option of extension.options) {
      expect(option.body).toMatch(/request an extension/);
      expect(option.subject).toMatch(/extension/i);
    }
  });

  it('"I wanted to let you know that a ..." is never cut to "That a ..."', () => {
    const reply = compose({ userMessage: 'Please write a formal complaint to Barclays. A transfer of £90 was taken from my account twice on 2 May. I reported it by phone.', history: [] });
    for (const option of reply.options) expect(option.body).not.toMatch(/\bThat a transfer/);
  });

  it('a secret held over someone for money is declined; a deadline with its consequence is not', () => {
    expect(detectDecline('email my flatmate saying i know about her secret and ill tell her boyfriend unless she pays my share of the bills')).toEqual({ kind: 'harassment' });
    expect(detectDecline('tell the tenant ill start eviction proceedings unless the arrears are paid by the 30th')).toBeUndefined();
  });

  it('"cold outreach to X about Y", "announce to the X that ...", "my boss wants me to write ...": the email meant', () => {
    const cold = compose({ userMessage: 'cold outreach to practice managers about our booking software Slotly, ask for a quick demo', history: [] });
    expect(cold.message).toMatch(/cold email/);
    for (const option of cold.options) expect(option.body).toMatch(/Slotly/);
    for (const body of bodies('announce to the running club we are doing a 10k on the 12th, meet at the lido 8am')) {
      expect(body).toMatch(/^(?:Dear all|Hi everyone),/);
      expect(body).not.toMatch(/announce to/i);
    }
    const recap = compose({ userMessage: 'my boss asked me to write a summary email to the supplier after this mornings meeting: price fixed at £4.20 a unit, first delivery 3 june, invoices monthly', history: [] });
    expect(recap.message).toMatch(/supplier/);
    for (const option of recap.options) {
      expect(option.body).toMatch(/this morning's meeting/);
      expect(option.body).toMatch(/\n- Price fixed at £4\.20 a unit\n- First delivery 3 June\n- Invoices monthly/);
    }
  });

  it('a one-word company asked about a charge; "can they" to an organisation asks it', () => {
    for (const body of bodies('email deliveroo to get a refund, they charged me twice for order 5512')) expect(body).toMatch(/^(?:Dear|Hi) Deliveroo team,/);
    for (const body of bodies('email my sons after school club to say he is leaving at christmas, can they cancel the payments')) {
      expect(body).toMatch(/(?:Can|Could) you cancel the payments\?/);
      expect(body).not.toMatch(/After-school club to say/);
    }
  });

  it('a team member praised, a group member chased, a request to work from home, an old boss asked to be a referee', () => {
    for (const body of bodies('feedback email to my team member Oskar, hes handled the office move brilliantly, tell him im putting him forward for the award')) {
      expect(body).toMatch(/^(?:Dear|Hi) Oskar,/);
      expect(body).toMatch(/You have handled the office move brilliantly/);
    }
    for (const body of bodies('ask Priya (course mate) to please actually upload her slides by 6pm, shes missed two deadlines')) {
      expect(body).toMatch(/^(?:Dear|Hi) Priya,/);
      expect(body).not.toMatch(/please please|please actually|\(course mate\)/i);
    }
    const wfh = compose({ userMessage: 'request to start at 8 and finish at 4 from next month, the school run is easier and ive done it before without problems', history: [] });
    for (const option of wfh.options) expect(option.body).toMatch(/start at 8 and finish at 4 from next month\?/);
    const referee = compose({ userMessage: 'email my old lecturer dr amis asking if shed be a referee for my masters application, havent spoken since graduating', history: [] });
    for (const option of referee.options) {
      expect(option.subject).toMatch(/reference/i);
      expect(option.body).toMatch(/We (?:haven't|have not) spoken since graduating/);
    }
  });

  it('"attaching X, is that ok" in a reply asks the sender; a city after "do" is cased', () => {
    const reply = compose({ userMessage: 'Hi,\nPlease send a copy of your photo ID before Friday.\nThanks, Lettings Team\n\nattaching my passport scan, is that ok', history: [] });
    expect(reply.options[0]!.body).toMatch(/I have attached my passport scan\. (?:Please let me know if this is acceptable\.|Is that OK\?)/);
    for (const body of bodies('Hi Sam, could you run the training again next month? Thanks, Lee\n\nhappy to do leeds but not on a monday')) expect(body).toMatch(/Leeds/);
  });

  it('an equation is not an email; a contract not renewed is "your contract"; notes about the writer stay out', () => {
    expect(detectDecline('solve for x: 3x^2 - 12 = 0')).toMatchObject({ kind: 'not-email' });
    for (const body of bodies("write an email telling Marek his contract wont be extended past march due to funding, ill help him find something. im his manager")) {
      expect(body).toMatch(/[Yy]our contract (?:won't|will not) be extended/);
      expect(body).toMatch(/help you find something/);
      expect(body).not.toMatch(/your manager/);
    }
  });

  it('a business apologising says what went wrong as a clause and gives the customer the voucher', () => {
    for (const body of bodies('apologise to a customer, his takeaway order on friday arrived an hour late and cold, we will refund in full and give a voucher. customer is Mr Okoro')) {
      expect(body).toMatch(/(?:sorry|terrible) that your takeaway order on Friday arrived an hour late and cold/);
      expect(body).toMatch(/refund you in full/);
      expect(body).toMatch(/give you a voucher/);
    }
  });

  it('asking price, embarrassment, "one last try", a statement then its question, a name over its organisation', () => {
    for (const body of bodies('email the agent we want to offer £410,000 on 3 Elm Close, asking is 425,000')) expect(body).toMatch(/The asking price is £425,000\./);
    for (const body of bodies('ask my sister if she can lend me £200 til payday, embarrassed about asking')) expect(body).toMatch(/I'm a bit embarrassed to ask\./);
    for (const body of bodies('follow up with Tom at Verve, i sent the proposal 10 days ago and no reply, one last try')) {
      expect(body).toMatch(/haven't heard back|have not heard back/);
      expect(body).not.toMatch(/last try/i);
    }
    const reply = compose({ userMessage: "Hi there,\nWould you like a stall at the spring fair on 3 May? Pitches are £40.\n\nMaria\nOakfield Primary School\n\nyes we'll take one pitch, where do we set up?", history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^Dear Maria,|^Hi Maria,/);
      expect(option.body).toMatch(/take one pitch\. Where do we set up\?/);
    }
  });

  it('from ten requests through POST /api/chat/generate: "so proud, drinks on me", "want to say a proper thank you"', () => {
    for (const body of bodies('email my cousin dan congrats on passing his driving test!! so proud, drinks on me saturday')) {
      expect(body).toMatch(/I'm so proud of you!?/);
      expect(body).toMatch(/Drinks are on me Saturday/);
    }
    for (const body of bodies('my colleague sam covered my shift on friday, want to say a proper thank you, maybe suggest coffee on me')) expect(body).toMatch(/(?:I want|I'd like|I would like) to say a proper thank you/);
  });

  it('from a second ten through POST /api/chat/generate: Teams, "shell be", "whats the process", "and sorry", a place after "visiting from"', () => {
    for (const body of bodies('tell my manager sam my bus broke down, can we do the 9am on teams instead')) expect(body).toMatch(/on Teams/);
    for (const body of bodies('email the nursery my son leo has a temperature so hes staying home, hell be back monday')) expect(body).toMatch(/(?:He|My son|Leo) will be back on Monday|He'll be back on Monday/);
    for (const body of bodies('email accounts that my expenses claim was rejected, whats the reason')) {
      expect(body).toMatch(/What(?: is|'s) the reason\?/);
      expect(body).not.toMatch(/heads-up: my expenses claim/);
    }
    for (const body of bodies('email my dad saying happy fathers day and sorry i missed the bbq, will call sunday')) {
      expect(body).toMatch(/Happy Father's Day/);
      expect(body).toMatch(/(?:sorry|terrible) (?:that )?I missed the BBQ/i);
      expect(body).not.toMatch(/I'm happy/);
    }
    for (const body of bodies('email my gran saying happy birthday and sorry i cant visit this weekend')) expect(body).toMatch(/I'm so sorry I can't visit this weekend/);
    expect(normalize('thanks team, pizza on me friday')).toMatch(/pizza is on me Friday/);
    expect(normalize('maybe suggest lunch on me')).toMatch(/suggest lunch on me/);
    expect(normalize('my cousin is visiting from australia')).toBe('my cousin is visiting from Australia');
    for (const body of bodies('complain to just eat my order was missing the drinks, order 5531, want a refund for them')) expect(body).not.toMatch(/^(?:Hey|Hi) Just\b/);
  });
});


describe('requests of the seventh session (work set W8)', () => {
  it('a named child beside a group is the news, not the recipient: "the dance school, ava (my daughter) ..."', () => {
    for (const body of bodies('email to the dance school, ava (my daughter) will miss saturday class she has a fever, sorry for late notice')) {
      expect(body).not.toMatch(/^(?:Dear|Hi) Ava\b/);
      expect(body).toMatch(/My daughter Ava (?:will|'ll) miss/);
      expect(body).toMatch(/Saturday class, as she has a fever/);
      expect(body).toMatch(/for the late notice/);
    }
  });

  it('a surname after a title stays a name even when it is also a word: "mrs price", "mr cook"', () => {
    expect(understand('email my landlady mrs price that the heating is off').recipient).toMatchObject({ name: 'Mrs. Price' });
    expect(understand('write to my neighbour mr cook about the fence').recipient).toMatchObject({ name: 'Mr. Cook' });
  });

  it('"say sorry to X for ..." writes the apology to X', () => {
    const frame = understand('say sorry to priya for forgetting her leaving drinks fri, i was stuck at work');
    expect(frame.recipient).toMatchObject({ name: 'Priya' });
    for (const body of bodies('say sorry to priya for forgetting her leaving drinks fri, i was stuck at work')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hey) Priya,/);
      expect(body).toMatch(/sorry (?:for|about) forgetting your leaving drinks/i);
    }
  });

  it('a month or a name heading a group is not a person: "all the choir members, december rota ..."', () => {
    for (const body of bodies('email all the choir members, december rehearsal rota is out, please check your slots')) {
      expect(body).not.toMatch(/^(?:Dear|Hi) December/);
      expect(body).toMatch(/[Tt]he December rehearsal rota is out/);
    }
  });

  it('"mias piano teacher, she ..." writes to the teacher about Mia', () => {
    for (const body of bodies('email mias piano teacher, she broke her wrist on the trampoline so no lessons for a month')) {
      expect(body).not.toMatch(/Mia's piano teacher team|You broke your wrist/);
      expect(body).toMatch(/Mia broke her wrist/);
    }
  });

  it('other people\'s pronouns stay theirs: a childminder, two kids', () => {
    for (const body of bodies('ask my boss if i can start at 10 on mondays, my nanny has changed her days')) expect(body).toMatch(/My nanny has changed her days/);
    for (const body of bodies('email the head asking for my two kids to be off 12th-16th may, their grandad is getting married')) {
      expect(body).toMatch(/[Tt]heir grandad/);
      expect(body).toMatch(/my two kids to be off from 12th to 16th May/);
    }
  });
});

describe('replies and questions of the seventh session (work set W8)', () => {
  it('"X sent this:" is where the email came from, "reply apologising" apologises for what went wrong, and "it" is their order', () => {
    const message = 'a client sent me this:\n\nHi, I ordered two lamps on the 4th (order 5512) and was promised next-day delivery. It has been ten days and no one has replied to my emails.\nPriya Shah\n\nreply apologising, its arriving thursday and we have added a 10% discount code';
    for (const body of bodies(message)) {
      expect(body).not.toMatch(/sent (?:me )?this/i);
      expect(body).toMatch(/sorry that no one has replied to your emails/);
      expect(body).toMatch(/Your (?:order 5512 is|two lamps are|lamps are) arriving on Thursday/);
    }
  });

  it('"is X ok" at the end of a run-on is asked, with its hyphen and capitals', () => {
    for (const body of bodies('email the campsite, we get there late around 10pm, is late check in ok')) expect(body).toMatch(/Is late check-in OK\?/);
  });

  it('tone words after the first go with it: "keep it friendly and honest"', () => {
    for (const body of bodies('tell our members the club fees go up £3 a month from june, the hall rent has doubled. keep it friendly and honest')) expect(body).not.toMatch(/honest/);
  });
});

describe('whom it goes to, found where the seventh session missed it (work set W8)', () => {
  it('"email IT ..." and "the HR team, ..." write to the team', () => {
    for (const body of bodies('email IT my laptop wont turn on since the update, asset tag 4471')) expect(body).toMatch(/^(?:Dear|Hi|Hello) IT team,/);
    for (const body of bodies('email the HR team, my payslip shows the wrong tax code')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hello) HR team,/);
      expect(body).not.toMatch(/\bteam, my payslip|About the team/);
    }
  });

  it('a group before a clause keeps its clause: "our holiday let guests wifi is down"', () => {
    const frame = understand('reminder to our cottage guests checkout is 11am saturday, bins out please');
    expect(frame.recipient?.name).toBeUndefined();
    for (const body of bodies('reminder to our cottage guests checkout is 11am saturday, bins out please')) expect(body).toMatch(/checkout is 11 am Saturday/i);
  });

  it('"..., complaint to council" and "..., to the letting agent, ..." name whom the story goes to', () => {
    expect(understand('streetlight outside 4 mill lane has been out for a month, its pitch black. complaint to council').recipient).toMatchObject({ role: 'council' });
    const agent = understand('damp in the kitchen is spreading, to the letting agent, i reported it in march');
    expect(agent.recipient).toMatchObject({ relation: 'landlord' });
    for (const body of bodies('damp in the kitchen is spreading, to the letting agent, i reported it in march')) expect(body).not.toMatch(/to the letting agent/);
  });

  it('"head of year" is one role and "yr 7" is the child\'s school year', () => {
    for (const body of bodies('email my daughters head of year, amira yr 9 is being left out by her group and she cries every night')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Teacher's name\],/);
      expect(body).toMatch(/Amira \(Year 9\) is being left out by her group/);
    }
  });

  it('a reply says what "it" is when they asked for a thing ("can you send the budget ...")', () => {
    const message = 'my boss emailed:\n\nCan you send me the Q3 budget by lunchtime? I need it for the board.\nMaria\n\nreply it will be by 3pm because im waiting on figures from sales';
    for (const body of bodies(message)) expect(body).toMatch(/The Q3 budget will be with you by 3 pm/);
  });

  it('"4pm." ends its sentence; a tone note after it is not content', () => {
    expect(normalize('it arrived at 4pm. apologetic but not grovelling')).toBe('it arrived at 4 pm. apologetic but not grovelling');
    expect(normalize('see you at 5 p.m. tomorrow')).toBe('see you at 5 pm tomorrow');
  });
});

describe('clauses of the seventh session (work set W8)', () => {
  it('"ellie adores her" written to her: the one adored is the reader', () => {
    for (const body of bodies('tell freyas dance teacher we are moving away in july so she has to stop, shes been wonderful and freya adores her')) expect(body).toMatch(/Freya adores you/);
  });

  it('a span run on after a question is its own sentence: "when will it be fixed its been 3 weeks"', () => {
    for (const body of bodies('ask the council when the pothole outside my house will be fixed its been 3 weeks')) expect(body).toMatch(/will be fixed\? It has been 3 weeks\./);
  });

  it('"dads surprise 60th", "split it 50 50" and a restaurant named in brackets', () => {
    expect(normalize('about dads surprise 60th, we split it 50 50 at the restaurant (the olive tree, fri)')).toMatch(/Dad's surprise 60th, we split it 50\/50 at the restaurant \(The Olive Tree,/);
  });
});

describe('answers and notes of the seventh session (work set W8)', () => {
  it('a late-rent note is news, not a fault to put right; its second clause keeps "I"', () => {
    for (const body of bodies('tell my landlord rent will be 5 days late, my hours got cut, can pay on the 6th, been here 3 years no problems')) {
      expect(body).not.toMatch(/look into this|put this right|sort this out/);
    }
    for (const body of bodies('email my landlord i will be a week late with rent, i lost my job, can pay on the 10th')) expect(body).toMatch(/lost my job, but I can pay on the 10th/);
  });

  it('"am i eligible or ..." is asked', () => {
    for (const body of bodies('email the council, im a carer for my mum, am i eligible for the discount or do i need a form')) expect(body).toMatch(/Am I eligible for the discount/);
  });

  it('"his £2,000 quote", written to him, is "your £2,000 quote"', () => {
    for (const body of bodies('ask the roofer to itemise his £2,000 quote before we say yes')) expect(body).toMatch(/your £2,000 quote/);
  });

  it('a participle before the verb describes ("Tickets bought before Friday will be refunded")', () => {
    for (const body of bodies('email to customers our show on the 3rd is cancelled, tickets bought online will be refunded automatically')) expect(body).toMatch(/[Tt]ickets bought online will be refunded/);
  });

  it('"reply no but kindly" to a favour says what cannot be done, to the one who asked', () => {
    const message = 'my cousin sent:\n\nhiya, any chance you could lend me your car next weekend? mine is in the garage x\n\nreply no but kindly, i need it for work, offer to give her a lift on saturday';
    for (const body of bodies(message)) {
      expect(body).toMatch(/[Ss]orry, but I (?:can't|cannot|am not able to) lend you my car next weekend/);
      expect(body).toMatch(/give you a lift on Saturday/);
      expect(body).not.toMatch(/^(?:Dear|Hi) No\b/);
    }
  });
});

describe('the last of the seventh session\'s work set (W8)', () => {
  it('a promise of harm, or fear wanted, is declined; a lawful consequence is written', () => {
    expect(detectDecline('tell the guy next door if his cat comes in my garden again im going to drown it')).toMatchObject({ kind: 'harassment' });
    expect(detectDecline('email my ex, i want her scared to leave the house')).toMatchObject({ kind: 'harassment' });
    expect(detectDecline('tell my neighbour if the hedge isnt trimmed by june i will report it to the council')).toBeUndefined();
    for (const body of bodies('tell my neighbour if the hedge isnt trimmed by june i will report it to the council')) {
      expect(body).toMatch(/If the hedge (?:isn't|is not) trimmed by June, I(?: will|'ll) report it to the council\./);
      expect(body).not.toMatch(/(?:Could|Would) you (?:please )?(?:let me know|tell me) (?:if|whether)/);
    }
  });

  it('"the patel family" is greeted as a family; "write to X and Y thanking them" thanks both', () => {
    for (const body of bodies('email the patel family to thank them for the lovely meal on sunday')) expect(body).toMatch(/^(?:Dear|Hi) Patel family,/);
    for (const body of bodies('write to amy and raj thanking them for the cookbook')) {
      expect(body).toMatch(/^(?:Dear|Hi) Amy and Raj,/);
      expect(body).toMatch(/thank(?:s| you)[^.]*for the cookbook/i);
    }
  });

  it('"they" after my children stays theirs when writing to the school', () => {
    for (const body of bodies('ask the school if there are breakfast club places for my boys, they start reception in september')) {
      expect(body).toMatch(/They start reception in September/);
      expect(body).not.toMatch(/You start/);
    }
  });

  it('a business asking a customer: "their" is the reader\'s, "we were hoping", and "include the link" is one blank', () => {
    for (const body of bodies('ask a client for a testimonial after their kitchen fit last week, were a small joinery firm, include the link')) {
      expect(body).toMatch(/after your kitchen fit/);
      expect(body).not.toMatch(/We was\b/);
      expect(body).toMatch(/\[link\]/);
      expect(body).not.toMatch(/include the link/);
    }
  });
});

describe('ten requests through POST /api/chat/generate (seventh session)', () => {
  it('"dev is covering anything urgent": a lowercase name doing what people do takes no "The"', () => {
    for (const body of bodies('tell my team im on leave next week, dev is covering anything urgent')) {
      expect(body).not.toMatch(/The dev is/);
      expect(body).toMatch(/Dev is covering anything urgent/);
    }
  });
});

describe('review of the seventh session', () => {
  it('"year 1" after a verb is the school year, not a name\'s', () => {
    expect(normalize('they start year 1 in september')).toBe('they start Year 1 in September');
    expect(normalize('ethan yr 7 has been pushed around')).toMatch(/^Ethan \(Year 7\) has been/);
  });

  it('"more polite" asks "Is there ...?" as "Would there be ...?"', () => {
    const history: Parameters<typeof compose>[0]['history'] = [];
    const first = compose({ userMessage: 'email the swimming club, my son wants to move to the saturday squad, is there room', history });
    history.push({ userMessage: 'email the swimming club, my son wants to move to the saturday squad, is there room', reply: first });
    const softer = compose({ userMessage: 'more polite', history });
    for (const option of softer.options) expect(option.body).toMatch(/Would there be room\?/);
  });
});

describe('a second ten through POST /api/chat/generate (seventh session)', () => {
  it('"attached is the sick note" is said by the one attaching it', () => {
    for (const body of bodies('email my lecturer dr shah i missed the lab on monday because of a migraine, attached is the sick note')) {
      expect(body).toMatch(/I have attached the sick note/);
      expect(body).not.toMatch(/attached the is/);
    }
  });

  it('"complain to ryanair flight FR812 cancelled ..." greets the airline and keeps the flight in the complaint', () => {
    expect(understand('complain to ryanair flight FR812 cancelled on the 5th, we had to rebook').recipient?.phrase).toBe('Ryanair');
    for (const body of bodies('complain to ryanair flight FR812 cancelled on the 5th, we had to rebook for £140, want a refund')) expect(body).toMatch(/flight FR812 was cancelled on the 5th/);
  });

  it('"reply yes i can but ..." says yes in full, then the but', () => {
    const message = 'my manager sent this:\n\nHi, could you run the stand at the careers fair on Thursday 10-3?\nNadia\n\nreply yes i can but i have to leave at 2 for the dentist';
    for (const body of bodies(message)) {
      expect(body).toMatch(/^Yes, I (?:can|am able to|'m able to) run the stand at the careers fair on Thursday (?:from )?10-3, but I have to leave at 2 for the dentist\./m);
      expect(body).not.toMatch(/I can but/);
    }
  });

  it('"..., start in june" after "I got ..." keeps its "I"', () => {
    for (const body of bodies('thank my old teacher mr ross for the reference, i got the apprenticeship at rolls royce, start in june')) expect(body).toMatch(/and I start in June/);
  });
});

describe('who writes, the kind named first, and the typing of times and titles (ninth session)', () => {
  it('"I\'m the landlord of ... and need to remind tenants ..." reminds the tenants, without the background', () => {
    const message = "I'm the landlord of a small block (4 flats) and need to remind tenants the annual gas safety check is on the 8th between 10am and 2pm. Someone needs to be in or leave a key with me.";
    expect(understand(message).recipient?.phrase).toMatch(/tenants/i);
    for (const body of bodies(message)) {
      expect(body).toMatch(/the annual gas safety check is on the 8th between 10 am and 2 pm/);
      expect(body).not.toMatch(/landlord of|need to remind/i);
    }
  });

  it('"I run a ... business (about 30 regular clients) and need to tell everyone ..." writes to the clients', () => {
    const message = 'I run a small dog walking business (about 30 regular clients) and need to tell everyone my price is going up from £12 to £14 per walk from 1st March';
    expect(understand(message).recipient?.phrase).toMatch(/clients/i);
    for (const body of bodies(message)) {
      expect(body).toMatch(/£14 per walk from 1st March/);
      expect(body).not.toMatch(/I run a|need to tell|Per Walk/);
    }
  });

  it('"resignation letter pls." resigns, without "Please." left over', () => {
    for (const body of bodies("resignation letter pls. been a teaching assistant at st mary's for 2 yrs, i'll leave at the end of the summer term")) {
      expect(body).toMatch(/resign/i);
      expect(body).not.toMatch(/\bPlease\.|letter please/i);
    }
  });

  it('"book club reminder!! meeting at mine ..." reminds everyone that book club is at mine, with the time and the title', () => {
    for (const body of bodies('book club reminder!! meeting at mine on the 16th 7.30ish, book is the marriage portrait, bring wine if u fancy')) {
      expect(body).toMatch(/^(?:Hi everyone|Dear all|Hello everyone),/m);
      expect(body).toMatch(/book club is at (?:mine|my place) on the 16th at around 7:30/);
      expect(body).toMatch(/The book is The Marriage Portrait\./);
      expect(body).not.toMatch(/! meeting|reminder that\./);
    }
  });

  it('"7.30ish" and "3pm-ish" are about that time; "the film is out" is no title', () => {
    expect(normalize('come round 7.30ish')).toBe('come round at around 7:30');
    expect(normalize('see you at 3pm-ish')).toBe('see you at around 3 pm');
    expect(normalize('the film is out on friday')).toMatch(/the film is out on Friday/);
  });
});

describe('notes to us, relations and names typed in lowercase (ninth session)', () => {
  it('"need to chase a customer who hasnt paid, invoice ..." reminds the customer and asks when they will pay, without "First reminder."', () => {
    for (const body of bodies('hey need to chase a customer who hasnt paid, invoice #INV-0937 for $1,240, terms were net 30 and its now day 45. first reminder so keep it friendly')) {
      expect(body).toMatch(/invoice #INV-0937 for \$1,240 is still unpaid/);
      expect(body).toMatch(/Our payment terms are 30 days and it(?:'s| is) now been 45 days/);
      expect(body).toMatch(/when you(?:'ll| will) be able to pay\?/);
      expect(body).not.toMatch(/Chase a customer|First reminder|net 30/i);
    }
  });

  it('"decline my sister in law\'s invite" writes to her about her invitation; "dont want drama" is for us', () => {
    expect(understand("need to decline my sister in law's invite for christmas day, we're going to my parents this year. dont want drama").recipient?.role).toBe('sister-in-law');
    for (const body of bodies("need to decline my sister in law's invite for christmas day, we're going to my parents this year. dont want drama")) {
      expect(body).toMatch(/your invit/);
      expect(body).not.toMatch(/sister in law's|drama/i);
    }
  });

  it('"without making it a massive thing", "(very old school)" and "dont want to put a number in the email" are notes to us', () => {
    for (const body of bodies('apology to my team, i snapped at jordan in standup this morning. want to own it without making it a massive thing')) {
      expect(body).toMatch(/snapped at Jordan in standup/);
      expect(body).not.toMatch(/massive thing/);
    }
    for (const body of bodies("ask my boss for a raise, been here 18 months. I don't want to put a number in the email. Boss is called Martin, very old school")) expect(body).not.toMatch(/old school|put a number/i);
  });

  it('a first name typed in lowercase after "at", "told", "thank" is capitalised; an email address and "will" are not', () => {
    expect(normalize('i snapped at jordan and told priya')).toBe('I snapped at Jordan and told Priya');
    expect(normalize('reach me at sam.k@gmail.com, send it to will')).toBe('reach me at sam.k@gmail.com, send it to will');
  });
});

describe('verbs the note left out or got wrong (ninth session)', () => {
  it('"he\'s lost interest" is has; "it\'s just not workable" and "it\'s already paid" are is', async () => {
    const { expandContractions } = await import('../text.ts');
    expect(expandContractions("he's lost interest")).toBe('he has lost interest');
    expect(expandContractions("it's just not workable")).toBe('it is just not workable');
    expect(expandContractions("it's already paid")).toBe('it is already paid');
    expect(expandContractions("it's taken 3 weeks")).toBe('it has taken 3 weeks');
  });

  it('"our courier lost the parcel" stays active; "my bag lost" is passive', () => {
    for (const body of bodies('apology to a customer for late delivery, our courier lost the parcel')) expect(body).toMatch(/Our courier lost the parcel\./);
    for (const body of bodies('complain to easyjet, my flight cancelled the day before, my bag lost')) expect(body).toMatch(/My bag was lost\./);
  });

  it('"quarterly reports due next friday, put them in the shared folder" says they are due and keeps "them" the reports', () => {
    for (const body of bodies('reminder to the team, quarterly reports due next friday, put them in the shared folder')) {
      expect(body).toMatch(/quarterly reports are due next Friday/);
      expect(body).toMatch(/put them in the shared folder/);
    }
  });

  it('"driving me mad" is said with its subject; "is it ok to ..." stays a question to the reader', () => {
    expect(normalize('i cant reach it. driving me mad')).toBe("I can't reach it. It's driving me mad");
    for (const body of bodies('email kate, milo is allergic to nuts. and is it ok to drop him off and pick up at 4')) expect(body).toMatch(/drop him off and pick up at 4/);
    for (const body of bodies('email kate, milo is allergic to nuts. and is it ok to drop him off and pick up at 4')) expect(body).not.toMatch(/^To drop/m);
  });

  it('"another agency", "cash to me or bank transfer" are not company names', () => {
    expect(normalize('we went with another agency, cash to me or bank transfer')).toBe('we went with another agency, cash to me or bank transfer');
  });
});

describe('what the reader does, and asks that carry news (ninth session)', () => {
  it('"our new starter ayesha, joining the design team monday at 9" tells her so; "..., and lunch is on us" is its own sentence', () => {
    for (const body of bodies('warm welcome email to our new starter ayesha, joining the design team monday at 9. ask her to bring photo id for her building pass, and lunch on her first day is on us')) {
      expect(body).toMatch(/You(?:'re| are) joining the design team on Monday at 9\./);
      expect(body).toMatch(/Lunch on your first day is on us\./);
      expect(body).not.toMatch(/to join the design team|is on us\?/);
    }
  });

  it('"ask hannah to be my bridesmaid" asks her; "(australia not scotland lol)" keeps the capitals and drops the lol', () => {
    for (const body of bodies("ask my best friend hannah to be my bridesmaid. i'd do it in person but she lives in perth now (australia not scotland lol)")) {
      expect(body).toMatch(/you (?:could )?be my bridesmaid/);
      expect(body).toMatch(/\(Australia not Scotland\)/);
      expect(body).not.toMatch(/I could be my bridesmaid|lol| \)/);
    }
  });
});

describe('chat shorthand said in words (ninth session)', () => {
  it.each([
    ['every 30 sec', 'every 30 seconds'],
    ['its approx £30', "it's approximately £30"],
    ['b4 friday', 'before Friday'],
    ['u r right', 'you are right'],
    ['wud be gr8', 'would be great'],
    ['reqd by eom', 'required by the end of the month'],
    ['nxt week', 'next week'],
    ["im busy atm", "I'm busy at the moment"],
    ['the atm ate my card', 'the ATM ate my card'],
    ['been here 2 yrs', 'been here 2 years'],
    ['in 1st yr', 'in 1st year'],
    ['send a pic', 'send a photo'],
    ['incl vat', 'including VAT'],
  ])('%s', (typed, said) => expect(normalize(typed)).toBe(said));
});

describe('ten more through POST /api/chat/generate (ninth session)', () => {
  it('"reply saturday works, can i come at 11, and ask if pets are allowed i have a small cat" says the choice and splits the run-on', () => {
    const message = "Hi Priya,\n\nViewings are available Thursday 5-7pm or Saturday 10-12. Let me know which suits.\n\nBest,\nMark\n\nreply saturday works, can i come at 11, and ask if pets are allowed i have a small cat";
    for (const body of bodies(message)) {
      expect(body).toMatch(/Saturday works for me\./);
      expect(body).toMatch(/pets are allowed\? I have a small cat\./);
      expect(body).not.toMatch(/About the saturday works/i);
    }
  });

  it('"after 10pm its barking every night" starts a new sentence at "It\'s"', () => {
    for (const body of bodies('ask my neighbour at number 9 if they could keep their dog in after 10pm its barking every night')) expect(body).toMatch(/after 10 pm\? It's barking every night/);
  });

  it('"ask for the fee back and confirm it will definitely come tues" asks the reader to confirm', () => {
    const message = 'Hi,\n\nYour order #88213 has been dispatched and will arrive on Tuesday 12th.\n\nThanks,\nOakfield Furniture\n\nask for the delivery fee back (£45) and confirm it will definitely come tues';
    for (const body of bodies(message)) {
      expect(body).toMatch(/(?:confirm|confirming) it will definitely come on Tuesday[?.]/);
      expect(body).toMatch(/(?:Could|Would|if) you/);
      expect(body).not.toMatch(/This is to confirm|Just confirming/);
    }
  });

  it('"..., been on the phone 3 times" keeps its "I"; a clause topic follows a colon in the subject', () => {
    const replies = compose({ userMessage: 'complaint to virgin media, broadband has dropped out every evening for 2 weeks, been on the phone 3 times, want a discount', history: [] });
    for (const option of replies.options) {
      expect(option.body).toMatch(/I have been on the phone 3 times\./);
      expect(option.subject).not.toMatch(/(?:regarding|about|with) broadband has/i);
    }
  });

  it('"invite the whole street" greets everyone', () => {
    for (const body of bodies('invite the whole street to a street party on sunday 3rd aug, 12-5, bring a dish to share')) expect(body).toMatch(/^(?:Hi|Dear|Hello) (?:everyone|all),/m);
  });
});

describe('instructions to us left inside the content', () => {
  it('"got this after our demo yesterday, write a follow up" says neither; the offer is made', () => {
    const message = 'got this after our demo yesterday:\n\nHi Sean,\n\nThanks for walking us through ShiftEase yesterday. My main concern is cost.\n\nBest regards,\nKaren Holt\n\nwrite a follow up, offer 15% off if they sign before end of the month';
    for (const body of bodies(message)) {
      expect(body).not.toMatch(/got this|write a follow/i);
      expect(body).toMatch(/15% off/);
    }
  });

  it('"write an objection" to a pasted planning letter objects to the application by its number', () => {
    const message = 'got this letter from the council:\n\nDear Occupier,\n\nPlanning application 24/01877/FUL has been submitted for a rear extension at 41 Ashdown Road. Please comment in writing by 28th November.\n\nPlanning Services\nWestfield District Council\n\nwe\'re at 43, write an objection. it\'ll block all the light to our kitchen';
    for (const body of bodies(message)) {
      expect(body).toMatch(/to object to planning application 24\/01877\/FUL\./);
      expect(body).not.toMatch(/got this|write an objection|wonderful day|great day/i);
    }
  });

  it('"so write the formal complaint to the practice manager" writes to the practice manager, and "told me" is theirs', () => {
    const message = 'i got this after i complained on the phone:\n\nDear Mr Hughes,\n\nIf you wish to make a formal complaint, please put it in writing to the Practice Manager.\n\nYours sincerely,\nParkside Surgery Admin\n\nso write the formal complaint to the practice manager. receptionist was really rude on 11 feb, told me to "stop wasting her time"';
    const frame = understand(message);
    expect(frame.recipient?.phrase).toBe('the practice manager');
    for (const body of bodies(message)) {
      expect(body).toMatch(/make a formal complaint\./);
      expect(body).toMatch(/They told me to "stop wasting her time"/);
      expect(body).not.toMatch(/got this|write the formal|I told me/i);
    }
  });

  it('"report a pothole", "make an offer on", "enquiry about": what the email is for, in the writer\'s voice', () => {
    expect(bodies('report a pothole on Denmark Hill outside the post office, my tyre burst on it on 2 dec. email to the council highways dept')[0]).toMatch(/to report a pothole on Denmark Hill outside the post office\./);
    expect(bodies('make an offer on 27 Beech Avenue, we want to offer £305k. email to the agent Phil at Connells')[0]).toMatch(/to make an offer on 27 Beech Avenue\./);
    expect(bodies('enquiry about hiring the St Mark\'s church hall for a kids party, sunday 9 march 1-4pm')[0]).toMatch(/to enquire about hiring the St Mark's church hall/);
  });

  it('"need to withdraw my application for ..." withdraws it', () => {
    const [body] = bodies('need to withdraw my application for the project coordinator role at Fenwick Housing, ive accepted another offer');
    expect(body).toMatch(/to withdraw my application for the project coordinator role at Fenwick Housing\./);
    expect(body).not.toMatch(/Please consider this email my application/);
  });

  it('"we found a cheaper supplier but dont say that, just say our requirements changed" says only the second', () => {
    for (const body of bodies('cancel our order with Brightside Packaging, PO-33817. we found a cheaper supplier but dont say that, just say our requirements changed')) {
      expect(body).toMatch(/Our requirements changed\./);
      expect(body).not.toMatch(/cheaper|just say/i);
    }
  });

  it('"reply to this and cancel: need to rebook the week after" cancels the appointment and asks to rebook', () => {
    const message = 'reply to this and cancel:\n\nHi Mr Lewandowski,\n\nThis is a reminder of your dental hygiene appointment at Smile Studio on Wednesday 12th June at 3:40pm.\n\nSmile Studio Team\n\nneed to rebook any day the week after, after 4pm';
    for (const body of bodies(message)) {
      expect(body).toMatch(/Unfortunately I need to cancel this appointment\. I(?: would|'d) like to rebook any day the week after/);
      expect(body).not.toMatch(/cancel need/);
    }
  });

  it('a note dropped mid-run keeps the space after its full stop; "bit embarrassed", "generic is fine", "hate doing it" are notes', () => {
    expect(bodies('write to the candidates who didnt get the admin assistant job, 6 of them got interviews. generic is fine but kind. we had over 90 applicants')[0]).toMatch(/interviews\. We had over 90 applicants\./);
    for (const body of bodies('email to school office asking how to apply for free school meals, ive just lost my job. bit embarrassed so keep it simple')) expect(body).not.toMatch(/embarrassed/i);
    for (const body of bodies('email our bakery regulars, we\'re putting prices up by about 20p from 1 march bc of flour and energy costs, hate doing it')) expect(body).not.toMatch(/hate/i);
  });

  it('"been cut in 3 weeks" and "it\'s been 3 weeks since" take no extra "for"; "make her cry" is no threat', () => {
    expect(bodies('tell my neighbour the hedge hasnt been cut in 3 weeks')[0]).toMatch(/hasn't been cut in 3 weeks|has not been cut in 3 weeks/);
    expect(bodies('its been 3 weeks since he did half of it, email my builder gary')[0]).toMatch(/It has been 3 weeks since you did half of it/);
    expect(detectDecline('ask my best friend Niamh to be godmother to our baby girl Rosie, christening is 8 june. i want to make her cry lol')).toBeUndefined();
  });

  it('a clause with no subject after "we ..." is ours; "separated from" was done to us', () => {
    expect(bodies('email to TUI, we paid £84 for extra legroom seats on our flight (booking 8821733) and got moved to the back, separated from our kids who are 6 and 9')[0]).toMatch(/We were separated from our kids/);
  });

  it('"customers who bought from us last month asking them to leave a review" asks them for the review', () => {
    const [body] = bodies('email to customers who bought from us in the last month asking them to leave a review on trustpilot');
    expect(body).toMatch(/leave a review on trustpilot\?|leave a review on Trustpilot/i);
    expect(body).not.toMatch(/asking you to/);
  });
});

describe('who it goes to, said in passing', () => {
  it('"my name is misspelt on my ryanair booking" signs no "Misspelt" and writes to Ryanair', () => {
    const reply = compose({ userMessage: 'my name is misspelt on my ryanair booking (says Catherin instead of Catherine), flight to dublin 21 nov, ref RQ8TN3. need them to fix it without charging me the £115 name change fee', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Ryanair team,/);
      expect(option.body).toMatch(/My name is misspelt on my Ryanair booking/);
      expect(option.body).not.toMatch(/Misspelt/);
    }
  });

  it('"on our jet2 flight, 11 oct from manchester" writes to Jet2, not to Manchester', () => {
    expect(bodies('need to request wheelchair assistance for my mum on our jet2 flight to tenerife, 11 oct from manchester, booking ref JT4482K')[0]).toMatch(/^Dear Jet2 team,/);
  });

  it('a full name in brackets after the role is the one greeted: "(Dr Alan Marsh)", "(Helen Price, ofsted registered)"', () => {
    const [historian] = bodies('invite a local historian (Dr Alan Marsh) to be a guest on my podcast, cant pay him but ill promote his book');
    expect(historian).toMatch(/^Dear Dr\. Marsh,/);
    expect(historian).toMatch(/I (?:cannot|can't) pay you but I(?:'ll| will) promote your book/);
    const [childminder] = bodies('email a childminder (Helen Price, ofsted registered) asking if she has space for my 14 month old from september');
    expect(childminder).toMatch(/^Dear Helen(?: Price)?,/);
    expect(childminder).toMatch(/you have space for my 14 month old/);
  });

  it('"my old boss Karen Reid from Lakeside Hotel if ..." keeps the hotel with her; "now applying" has its subject', () => {
    const [body] = bodies('ask my old boss Karen Reid from Lakeside Hotel if she\'d be a reference for me, i worked there 2019-2022 as front of house supervisor, now applying for hotel manager jobs');
    expect(body).toMatch(/^Dear Karen,/);
    expect(body).not.toMatch(/about from Lakeside/);
    expect(body).toMatch(/, and I(?: am|'m) now applying for hotel manager jobs\./);
  });

  it('"..., email to the chair, Louise" greets Louise', () => {
    const [body] = bodies('stepping down as treasurer of the PTA after 4 years, ill do the handover and keep doing the accounts til end of summer term. email to the chair, Louise');
    expect(body).toMatch(/^Dear Louise,/);
    expect(body).not.toMatch(/, Louise\./);
  });

  it('"chase feedback on the proposal ..., contact is Simon Hartley" follows up with Simon', () => {
    const [body] = bodies('chase feedback on the proposal i sent to Hartley & Sons on the 3rd for their rebrand, contact is Simon Hartley, havent heard back. just want to know if they have questions');
    expect(body).toMatch(/^Dear Simon,/);
    expect(body).toMatch(/follow up (?:on|regarding) the proposal I sent to Hartley & Sons/);
    expect(body).not.toMatch(/Feedback,|I have just want/);
  });

  it('"out of office for 12-26 aug, ..., anything urgent go to Dan" is said in full to whoever writes', () => {
    const [body] = bodies('write my out of office for 12-26 aug, no access to emails, anything urgent go to Dan Pritchard');
    expect(body).toMatch(/^Hi there,/);
    expect(body).toMatch(/I'm out of the office from 12 to 26 August with no access to email\. For anything urgent, please contact Dan Pritchard\./);
  });

  it('"email council tax" writes to the Council Tax team', () => {
    expect(bodies('email council tax asking for single person discount, my partner moved out on 1 october. account number 600144872')[0]).toMatch(/^Dear Council Tax team,/);
  });
});

describe('from ten requests through POST /api/chat/generate', () => {
  it('"the estate agent (Foxtons, ask for Priya)" greets Priya', () => {
    expect(bodies('write to the estate agent (Foxtons, ask for Priya) saying we want to view the flat on Kings Road this sat morning if possible')[0]).toMatch(/^Dear Priya,/);
  });

  it('a cover letter with no one named greets the hiring manager; "im wfh tues" is said in full', () => {
    expect(bodies('cover letter for a junior data analyst job at Monzo, i have a maths degree from leeds, know python and sql')[0]).toMatch(/^Dear Hiring Manager,/);
    expect(bodies('email my landlord mark, the kitchen tap has been dripping for 2 weeks, can someone come this week, im wfh tues and thurs')[0]).toMatch(/I am working from home on Tuesday and Thursday\./);
  });
});

describe('from ten more requests through POST /api/chat/generate (tenth session)', () => {
  it('"ill do his on the 19th" is yours; "hospital appts" are appointments; "no water pressure since saturday" has been', () => {
    expect(bodies('ask my colleague dan if he can cover my shift on the 12th, ill do his on the 19th, and say thanks for last time')[0]).toMatch(/I(?: will|'ll) do yours on the 19th\./);
    expect(bodies('write to my mp about the bus route 38 being cut, my mum relies on it to get to hospital appts')[0]).toMatch(/hospital appointments\./);
    expect(bodies('complaint to thames water, no water pressure since saturday at 42 elm grove, called twice (ref TW88213)')[0]).toMatch(/There has been no water pressure since Saturday at 42 Elm Grove\./);
  });
});

describe('requests of the eleventh 26 Nov session', () => {
  it('"email her teacher mrs amos": "her" is the child, whose name opens the story', () => {
    const [body] = bodies('lily cant make her piano lesson thurs, shes got a school trip. email her teacher mrs amos');
    expect(body).toMatch(/^Dear Mrs\. Amos,/);
    expect(body).toMatch(/Lily cannot make her piano lesson on Thursday\. She has got a school trip\./);
  });

  it('a day said after the thing it is for takes "on"; "drinks on me Saturday" does not', () => {
    expect(bodies('tell my boss dan i cant make the meeting friday, dentist appt')[0]).toMatch(/I cannot make the meeting on Friday due to a dentist appointment\./);
  });

  it('text-speak: "an email 2 my landlord", "tmrws seminar"; "...floor pls send someone" asks in a sentence of its own', () => {
    const [body] = bodies('hey can u write an email 2 my landlord saying the washing machine is leaking all over the kitchen floor pls send someone asap, im in flat 3b');
    expect(body).toMatch(/^Dear \[Landlord's name\],/);
    expect(body).toMatch(/The washing machine is leaking all over the kitchen floor\. Please send someone as soon as possible\./);
    expect(bodies('email my tutor dr haverford saying ill miss tmrws seminar bc of a family funeral')[0]).toMatch(/I will miss tomorrow's seminar/);
  });

  it('"my kids nativity play", "harrow & finch", "marks and spencer", "18 month checkup", "cancel my gym membership email please"', () => {
    expect(bodies('email my line manager, need to leave at 3 on thursday for my kids nativity play, ill make the time up monday')[0]).toMatch(/for my kids' nativity play\. I will make the time up on Monday\./);
    expect(bodies('follow up on a job i applied for 2 weeks ago, assistant store manager at harrow & finch')[0]).toMatch(/Harrow & Finch/);
    expect(bodies('ask for a refund from marks and spencer, the coat i bought ripped')[0]).toMatch(/Marks & Spencer/);
    const reply = compose({ userMessage: "email my son's pediatrician office to move his 18 month checkup from the 9th to later in the month, his name is mateo alvarez", history: [] });
    expect(reply.options[0]?.subject).toBe("Moving Mateo's 18-month checkup");
    const cancel = compose({ userMessage: 'cancel my gym membership email please', history: [] });
    expect(cancel.options[0]?.body).toMatch(/cancel my gym membership\./);
    expect(cancel.options[0]?.subject).toBe('Cancellation of my gym membership');
  });

  it('a chase under a pasted promise: how long since, what is chased, which email this is, the fee with its rate; the subject names the invoice', () => {
    const reply = compose({ userMessage: "Hi,\nSorry for the delay on this, we'll get it paid next week.\nThanks\nBrett\n\n^ that was 3 weeks ago. chasing dawson realty for $2,300 for the website build, invoice #1047, now 45 days overdue, this is my 3rd email. mention the late fee in the contract 1.5% per month. i'm done being nice but keep it professional", history: [] });
    for (const option of reply.options) {
      expect(option.subject).toBe('Re: Invoice #1047');
      expect(option.body).toMatch(/It has now been 3 weeks since your message\. I am following up on the payment of \$2,300 for the website build \(invoice #1047, now 45 days overdue\)\. This is my 3rd email about this\./);
      expect(option.body).toMatch(/the late fee in the contract \(1\.5% per month\)/);
      expect(option.body).not.toMatch(/done being nice|Chasing/);
    }
  });

  it('a reply to an airline: "i dont buy it", "5hr delay", "i want my hotel receipt covered £96"; "dont throw him under the bus" is a note', () => {
    const reply = compose({ userMessage: "Dear Ms Nwachukwu,\n\nThank you for contacting British Airways regarding flight BA2490 on 18 April.\n\nWe're sorry for the delay to your journey. Therefore we are unable to offer compensation on this occasion.\n\nKind regards,\nCustomer Relations\nBritish Airways\n\nreply, other flights from the same airport left on time that day so i dont buy it. 5hr delay. also i want my hotel receipt covered £96, we missed the connection", history: [] });
    const body = reply.options[1]?.body ?? '';
    expect(reply.options[1]?.subject).toBe('Re: Flight BA2490');
    expect(body).toMatch(/so I don't accept that explanation\. The delay was 5 hours\. I'd like my hotel costs \(£96\) covered\./);
    const [bea] = bodies("Hi Ollie,\n\nCan you get me your section by Tuesday EOD?\n\nThanks,\nBea\n\ntell her i can do tues but only if callum sends me the pricing by monday. dont throw him under the bus tho");
    expect(bea).not.toMatch(/under the bus/);
  });

  it('"the netball coach mrs harcourt" is Mrs. Harcourt; "she" after a clause about Isla is Isla', () => {
    const [body] = bodies('write to the netball coach mrs harcourt asking why isla hasnt been picked for the last 3 matches, she goes to every single training. dont want to sound like a pushy parent even tho i kind of am lol');
    expect(body).toMatch(/^Dear Mrs\. Harcourt,/);
    expect(body).toMatch(/Isla goes to every single training\./);
  });

  it('"our neighbours the brennans, their dog biscuit died": the Brennan family, Biscuit, "for 14 years"', () => {
    const [body] = bodies('condolence email to our neighbours the brennans, their dog biscuit died yesterday, they had him 14 years. we used to walk him sometimes');
    expect(body).toMatch(/^Dear Brennan family,/);
    expect(body).toMatch(/I was so sorry to hear that your dog Biscuit died yesterday\. You had him for 14 years\./);
  });

  it('"not coming in today", "been on the high st 41 years", "mon-sat", "pryce & sons hardware"; "so feels a bit awkward" is a note', () => {
    expect(bodies('sick email to my manager, not coming in today, migraine')[0]).toMatch(/I'm not coming in today due to a migraine\./);
    const [shop] = bodies('email to all our customers that pryce & sons hardware is moving from the high st to unit 4 oakfield retail park from 1 june. new hours 8-6 mon-sat, same phone number, free parking now!! been on the high st 41 years so a bit emotional');
    expect(shop).toMatch(/Pryce & Sons Hardware is moving from the high street to Unit 4 Oakfield Retail Park from 1 June\./);
    expect(shop).toMatch(/Monday to Saturday/);
    expect(shop).toMatch(/I have been on the high street for 41 years\./);
    expect(shop).not.toMatch(/emotional/);
    const [reference] = bodies('asking my old boss yvonne if shed be a reference, im applying to be a teaching assistant. havent spoken in about 2 yrs so feels a bit awkward');
    expect(reference).toMatch(/We have not spoken in about 2 years\./);
  });

  it('"back 2 jan", "start 1 sept", "finishing my msc", "the photos theyre gorgeous", "im fuming but want to sound reasonable"', () => {
    expect(bodies('out of office for christmas, back 2 jan')[0]).toMatch(/I'm away for Christmas and will be back on 2 January\./);
    expect(bodies('email prof rasmussen asking if she has space for a phd student next year, im really interested in her coastal erosion work, finishing my msc at plymouth in sept')[0]).toMatch(/your coastal erosion work, and I am finishing my MSc/);
    expect(bodies('email the photographer wren to say thank u for the engagement pics theyre gorgeous!! and ask if we can get the one by the lake printed A3')[0]).toMatch(/for the engagement photos\. They are gorgeous\./);
    const [school] = bodies('complaint to the school, my daughter got a detention for wearing the wrong coat, its literally the only one that fits her and the uniform shop has been out of her size since oct. head is mr pemberton. im fuming but want to sound reasonable');
    expect(school).toMatch(/It is the only one that fits her/);
    expect(school).not.toMatch(/fuming|reasonable/);
  });

  it('a reunion with the uni group: everyone, Dishoom Covent Garden on Saturday 8 Nov at 7 pm; a shop owner gives a discount code', () => {
    const [invite] = bodies('invite my uni group to a reunion dinner at dishoom covent garden sat 8 nov 7pm, need numbers by 20 oct for the booking, £40 deposit each to me');
    expect(invite).toMatch(/^(?:Hi|Dear) everyone,/);
    expect(invite).toMatch(/at Dishoom Covent Garden on Saturday 8 November at 7 pm/);
    const [shop] = bodies('Hi,\nI ordered the large rattan planter (order #10034) three weeks ago and still nothing. Can you please tell me where it is?\nJenna\n\ni run the shop. courier lost it, apologise, new one going out tmrw on next day delivery, and give her 10% off code SORRY10');
    expect(shop).toMatch(/The courier lost it\. A new one is going out tomorrow/);
    expect(shop).toMatch(/give you a 10% discount code \(SORRY10\)\./);
  });

  it('"company is SafeHands Training" in a cold email is ours; "min 6 people"; "id stay"; "want to know when ... and if ..." asks both', () => {
    const [cold] = bodies('cold email to HR managers offering on-site first aid training, £85 per person, half day, min 6 people. company is SafeHands Training. under 100 words pls');
    expect(cold).toMatch(/introduce SafeHands Training's on-site first aid training/);
    expect(cold).toMatch(/Minimum 6 people/);
    expect(bodies('tell my manager kerry-ann ive been offered another job for £6k more and id stay if they can match it')[0]).toMatch(/I would stay if you can match it/);
    const [hoa] = bodies("email to our HOA about the pool being closed all of july with zero explanation. we pay $340 a quarter. want to know when it's reopening and if there's a credit");
    expect(hoa).toMatch(/when it is reopening\?/);
    expect(hoa).not.toMatch(/I want to know/);
  });

  it('"Tariq Hussain wrote:" over a pasted email names its sender; "tmrw morning theyre nearly done, and yes ill be at drinks"', () => {
    const reply = compose({ userMessage: "Tariq Hussain wrote:\nHi,\nCan you send over the Q2 figures for the Northgate account before our meeting on Friday? Also are you coming to Anna's leaving drinks?\nT\n\nsay ill send them tmrw morning theyre nearly done, and yes ill be at drinks", history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Hi|Hey|Dear) Tariq,/);
      expect(option.body).toMatch(/send them tomorrow morning, as they(?:'re| are) nearly done\. Yes, I(?:'ll| will) be at drinks\./);
    }
  });

  it('a shop apologises: "we double charged, £64.99 twice", "refund done today, 3-5 working days", signed by "spoke & chain bike shop"', () => {
    const reply = compose({ userMessage: "apology to a customer we double charged, £64.99 twice. refund done today, 3-5 working days. customer is mr abernethy, we're spoke & chain bike shop", history: [] });
    const body = reply.options[0]?.body ?? '';
    expect(body).toMatch(/we charged you twice \(£64\.99 each time\)\. The refund was processed today and should reach you within 3-5 working days\./);
    expect(body).toMatch(/\nSpoke & Chain Bike Shop$/);
    expect(reply.options[0]?.subject).not.toMatch(/\(/);
  });

  it('a sister asking to borrow money, answered: no "my sister asked", no "falling out", no "sensitive"', () => {
    const [body] = bodies("my sister asked to borrow money and i cant rn, we're saving for the house deposit. reply without falling out, shes sensitive. her email:\nhey sis\nsooo bit awkward but could I borrow £500 till end of month? car failed its MOT and I'm skint. totally get it if not xx\nG");
    expect(body).toMatch(/I am really sorry, but I cannot lend you the money right now\. We are saving for the house deposit\./);
    expect(body).not.toMatch(/falling out|sensitive|my sister/i);
  });

  it('"shes been amazing with her", to the daughter\'s piano teacher, is said to the teacher', () => {
    expect(bodies("email to my daughters piano teacher mrs lowther, we're stopping lessons at the end of this term, moneys tight. shes been amazing with her so want to say that")[0]).toMatch(/You have been amazing with her\./);
  });

  it('a quote for translating a manual "english to german" is written, in English; the quote is given', () => {
    const reply = compose({ userMessage: 'quote for translating a 12,000 word technical manual english to german, €0.11 a word, 10 working days. client is brenner maschinenbau', history: [] });
    expect(reply.options).toHaveLength(2);
    expect(reply.options[0]?.body).toMatch(/Please find below my quote for translating a 12,000-word technical manual from English into German \(€0\.11 a word, 10 working days\)\./);
  });

  it('a rejection is said as employers say it; "names elodie" greets Elodie; "low water pressure for 2 weeks"; "early like 12"; "3 summers"', () => {
    const [candidate] = bodies('let a candidate know she didnt get the job, she was a really close 2nd. names elodie. want to keep her in mind for future roles');
    expect(candidate).toMatch(/^Dear Elodie,/);
    expect(candidate).toMatch(/Unfortunately, on this occasion we will not be offering you the job\. You were a really close second\./);
    expect(bodies('email thames water, low water pressure for 2 weeks at 18 cranmore ave, neighbours have it too. shower is basically a drip')[0]).toMatch(/There has been low water pressure for 2 weeks at 18 Cranmore Ave\. My neighbours have it too\./);
    expect(bodies('resign from my part time job at the garden centre, 1 weeks notice, manager is bev, im going back to uni in sept. been there 3 summers')[0]).toMatch(/I have been there for 3 summers\./);
  });

  it('from ten requests through POST /api/chat/generate (eleventh session)', () => {
    expect(bodies('email my sons school, hes got a dentist appt wed at 10.30 so will be in late, back by lunch. hes in 5T')[0]).toMatch(/at 10\.30, so he will be in late and back by lunch\./);
    expect(bodies('tell the car garage (autofix on mill rd) i want to collect my car friday not thursday, reg KX19 PLM')[0]).toMatch(/^Dear Autofix team,/);
    expect(bodies('write to my boss sandra asking for the 23rd dec off, i know its busy but its my daughters nativity')[0]).toMatch(/I know it is busy/);
    expect(bodies('complaint to currys, ordered a fridge freezer (order 55120984) delivered with a massive dent in the door, want a replacement not a refund')[0]).toMatch(/I ordered a fridge freezer \(order 55120984\), and it was delivered with a massive dent in the door\./);
    expect(bodies('ask my landlord if i can paint the living room, just a light grey, ill paint it back before i leave if he wants')[0]).toMatch(/I will paint it back before I leave/);
    const yoga = compose({ userMessage: 'email to the yoga studio cancelling my membership from end of this month, im moving to leeds. member no 8812', history: [] });
    expect(yoga.options[0]?.body).toMatch(/cancel my membership from the end of this month\./);
    expect(yoga.options[0]?.subject).toBe('Cancellation of my membership');
    expect(bodies('follow up with the recruiter jess from hays, had a 2nd interview at brightside on monday and not heard back')[0]).toMatch(/follow up on my 2nd interview at [Bb]rightside on Monday\. I have not heard back yet\./);
    expect(bodies('email the council about the broken streetlight outside 14 beech close, been out 3 weeks, its really dark walking home')[0]).toMatch(/outside 14 Beech Close, which has been out for 3 weeks\./);
  });

  it('from a second ten requests through POST /api/chat/generate (eleventh session)', () => {
    const dental = compose({ userMessage: 'Hi there,\nJust confirming your appointment with Dr Shah on Tuesday 14th at 9.40am. Please reply to confirm or call us to rearrange.\nOakwood Dental\ncan u reply saying i need to move it to the afternoon if possible, any day that week, i work mornings', history: [] });
    expect(dental.options[0]?.body).toMatch(/^Dear Oakwood Dental team,\n\nI need to move my appointment to the afternoon if possible/);
    expect(bodies('email my daughters swimming coach ben, shes got a verruca so cant swim for 2 weeks, will she lose her place in the squad')[0]).toMatch(/My daughter has got a verruca, so she cannot swim for 2 weeks\./);
    expect(bodies('ask my upstairs neighbour to keep the noise down after 11, its every night this week and i have a newborn. dont want a fight, were new here')[0]).toMatch(/We're new here\./);
    const [marcus] = bodies('reply to this pls:\nHi Sam, are you still ok to bring the speakers on saturday? And could you get there for 6 to help set up? Cheers, Marcus\nyes to speakers but i can only get there at 7, work til 6');
    expect(marcus).toMatch(/^Dear Marcus,\n\nYes, I am still OK to bring the speakers on Saturday, but I can only get there at 7, as I work until 6\./);
    const priya = compose({ userMessage: 'congrats email to my friend priya who just passed her driving test on the 4th try lol, shes been so stressed', history: [] });
    expect(priya.options[0]?.subject).toBe('Congratulations on passing your driving test!');
    expect(priya.options[0]?.body).toMatch(/Congratulations on passing your driving test on the 4th try!/);
    expect(bodies('email the hotel, we left a black phone charger in room 212 when we checked out yesterday, can they post it, happy to pay postage. booking under gray')[0]).toMatch(/when we checked out yesterday(?:, and we are happy to pay postage\. Can you post it\?|\. Can you post it\? We would be happy to pay postage\.) The booking is under the name Gray\./);
  });
});

describe('from the twelfth session\'s work set', () => {
  it('reads "w", "wholl", "shell sit", "eod" and a year range as said in full', () => {
    expect(normalize("she's been brilliant w her")).toBe('she has been brilliant with her');
    expect(normalize('introduce marta wholl start next week')).toMatch(/Marta who'll start/);
    expect(normalize('shell sit next to hamid')).toMatch(/^she'll sit/);
    expect(normalize('i cant do eod tmrw')).toBe("I can't do it by the end of the day tomorrow");
    expect(normalize('i worked for her 2019-2022 at boots')).toMatch(/worked for her from 2019 to 2022/);
    expect(normalize('the 2024-2025 season')).toBe('the 2024-2025 season');
  });

  it('keeps an "On ..., at 09:14, Name <address> wrote:" header out of the reply', () => {
    const [body] = bodies('On 3 Feb 2025, at 09:14, Priti Shah <p.shah@calderwoodgroup.com> wrote:\n\nHi Alex,\n\nCan you send over the updated budget by end of day tomorrow? The board meets Thursday.\n\nThanks,\nPriti\n\nneed to say i cant do eod tmrw bc the sales figures arent in yet, can do thurs 9am before the board');
    expect(body).toMatch(/^Dear Priti,\n\nI cannot do it by the end of the day tomorrow because the sales figures are not in yet\./);
    expect(body).not.toMatch(/wrote/);
  });

  it('the teacher who helped the child by name, and the boss worked for, are "you"', () => {
    expect(bodies('end of year thank you to my sons teacher mr baptiste, he really helped milo with his reading this year, milo actually reads for fun now')[0]).toMatch(/You really helped Milo with his reading this year\./);
    expect(bodies("email to my old boss carol asking if she'd be a reference for me, i worked for her 2019-2022 at boots")[0]).toMatch(/I worked for you from 2019 to 2022 at Boots\./);
  });

  it('a subject cut mid-clause gives way to the kind\'s own', () => {
    const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);
    for (const subject of subjects('apologise to a customer mrs gillespie for the rude comment one of our staff made to her in the shop on saturday. offer her free coffee for a month')) expect(subject).not.toMatch(/\bone$/);
    for (const subject of subjects('need to tell a freelancer we dont need her on the next project, budget got cut. her names ines')) expect(subject).not.toMatch(/need$/);
    for (const subject of subjects('refund request to asos, sent a dress back 3 weeks ago, tracking says delivered on the 12th but still no refund. £46')) expect(subject).toMatch(/refund/i);
  });

  it('a refund still owed asks for it, with its amount in the sentence', () => {
    const [body] = bodies('refund request to asos, sent a dress back 3 weeks ago, tracking says delivered on the 12th but still no refund. £46');
    expect(body).toMatch(/says it was delivered on the 12th, but I still have not had a refund \(£46\)\. (?:Please|Could you)/);
  });
});

describe('from the twelfth session\'s work set: notes, headers and groups', () => {
  it('keeps the writer\'s feelings and instructions about the email out of it', () => {
    const [chase] = bodies('chase payment: $2,400 from acme events for the photos at their gala feb 8, invoice INV-0087, now 45 days overdue. this is my third email. getting annoyed but need to stay professional');
    expect(chase).toMatch(/^Dear Acme Events team,/);
    expect(chase).toMatch(/chase payment of \$2,400 for the photos/);
    expect(chase).not.toMatch(/annoyed/i);
    const [team] = bodies('tell my team im off for 2 weeks from the 3rd for surgery, and who to go to for what while im away (hiring - ben, budgets - alisha). dont need to go into detail about the surgery');
    expect(team).toMatch(/While I am away, please go to Ben for hiring and Alisha for budgets\./);
    expect(team).not.toMatch(/detail/);
    expect(bodies('i want to accept but ask for 31k, in the interview they said the range went up to 32. how do i not sound greedy')[0]).not.toMatch(/greedy/);
    expect(bodies('tell my manager deborah im resigning, last day 2 weeks from friday, ive found a remote job. im nervous shell be upset, shes been good to me')[0]).not.toMatch(/nervous/);
    expect(bodies('ask my neighbours to keep the music down after 11 on weeknights, we can hear it thru the wall and we have a newborn. we havent properly met them so dont want to sound rude')[1]).toMatch(/We haven't had the chance to meet properly yet\./);
  });

  it('feedback for someone on the team goes to them', () => {
    const [body] = bodies('im a new manager and need to give feedback to lewis on my team that his weekly reports keep coming in late. hes good otherwise. want it constructive not harsh, first time ive done this');
    expect(body).toMatch(/^Dear Lewis,/);
    expect(body).toMatch(/I wanted to give you some quick feedback\. Your weekly reports keep coming in late\. You are doing really well otherwise\./);
    expect(body).not.toMatch(/constructive|first time/);
  });
});

describe('from the twelfth session\'s work set: replies', () => {
  it('a decline whose reason is a clause says it as the reason', () => {
    const [body] = bodies("Hi Nathan,\n\nHope you're well. We'd love to have you speak at our Digital Futures meetup on 12 June in Leeds.\n\nBest,\nClaire Dunmore\n\nsay no thanks politely, june is mad for me, but ask her to keep me in mind for the autumn one");
    expect(body).toMatch(/^Dear Claire,\n\nThank you for thinking of me\. (?:Unfortunately, I must|I am afraid I must) decline, as June is very busy for me\./);
  });

  it('"lol no i want to reply asking if ..." asks it', () => {
    const [body] = bodies('Hi,\nWe noticed you left items in your basket! Complete your order now and get free shipping.\n— Oakhaus Furniture\nlol no i want to reply asking if the 180cm oak dining table is back in stock in the lighter finish and how long delivery to scotland takes');
    expect(body).toMatch(/whether the 180cm oak dining table is back in stock in the lighter finish\?/);
    expect(body).not.toMatch(/\bNo, I want\b|reply asking/);
  });

  it('"reply congrats!! and say ..." congratulates them on the news', () => {
    const reply = compose({ userMessage: "OMG we have news!! Baby Ada arrived on Tuesday at 6.12am, 7lb 3oz. Everyone is doing well, just very tired. Photos attached!\nDom & Lucy x\nreply congrats!! and say we'd love to visit when theyre ready, no rush at all", history: [] });
    expect(reply.options[0]?.subject).toBe('Re: Your wonderful news');
    expect(reply.options[0]?.body).toMatch(/Congratulations! We'd love to visit when you're ready/);
    expect(reply.options[0]?.body).not.toMatch(/getting in touch/);
  });

  it('a reply asking for feedback, or appealing, does not wish the company a wonderful day', () => {
    const [feedback] = bodies('Dear Marcus,\nThank you for your interest in the Sales Executive role at Truline. After careful consideration we have decided to progress with other candidates on this occasion.\nWe wish you the best in your search.\nTruline Recruitment Team\nreply asking for feedback, i got to the final round so i think its fair to ask, definately want to know what went wrong');
    expect(feedback).not.toMatch(/wonderful day|fair to ask|went wrong/);
    expect(feedback).toMatch(/what I could have done better\?/);
  });
});

describe('from the twelfth session\'s work set: a friend\'s favour', () => {
  it('"hi mate, any chance you could lend me £300 ...\\ncheers\\njamie\\nneed to say no nicely, hes a good friend but ..." says no to Jamie, kindly, without the reason', () => {
    const [body] = bodies('hi mate, any chance you could lend me £300 till the end of the month? bit stuck with the car repair. totally understand if not\n\ncheers\njamie\n\nneed to say no nicely, hes a good friend but ive lent him money before and never got it back');
    expect(body).toMatch(/^Dear Jamie,\n\n(?:Thank you for getting in touch\. )?I am sorry, but I cannot lend you £300 till the end of the month\./);
    expect(body).not.toMatch(/lent|friend/);
  });
});

describe('from the twelfth session\'s work set: clauses read as said', () => {
  it('"stress isnt an excuse" is a statement, not "I want to stress"', () => {
    expect(bodies('write an apology to my team, i snapped at everyone in standup this morning. stress isnt an excuse')[0]).toMatch(/this morning\. Stress is not an excuse\./);
  });

  it('books the hall and asks the price; a new starter is made welcome', () => {
    const [hall] = bodies('quick email to book the community hall for my daughters 7th birthday party, saturday 5 april 1-4pm, around 20 kids, and ask the price');
    expect(hall).toMatch(/I would like to book the community hall for my daughter's 7th birthday party \(Saturday 5 April 1-4 pm, (?:with )?around 20 kids\)\./);
    expect(hall).toMatch(/what the price is\?/);
    const [team] = bodies('email to the team: new starter wei is joining as a junior dev on monday, shell sit next to hamid. be nice to her lol');
    expect(team).toMatch(/She will sit next to Hamid\./);
    expect(team).toMatch(/make her feel welcome/);
    expect(team).not.toMatch(/\bto her\./);
  });

  it('numbers asked for are given as numbers; "say sorry, resend w PO ..." says what was done', () => {
    const [numbers] = bodies('Hi Mel,\nSorry to chase but could you confirm the numbers for the Morgan wedding on the 14th? We need final numbers by Monday for the kitchen.\n\nThanks,\nRavi\nRosewood Hall\ntell him 86 adults 12 kids and 3 dietaries (2 vegan, 1 coeliac)');
    expect(numbers).toMatch(/The final numbers are 86 adults, 12 kids and 3 dietary requirements \(2 vegan, 1 coeliac\)\./);
    const [resend] = bodies("Hello,\nI'm writing regarding the invoice for the February consultancy. Our finance team needs the PO number included before they can process it. Could you resend?\n\nKind regards,\nBernard Klein\nAccounts Payable, Vossberg GmbH\nsay sorry, resend w PO 4500128771 and ask when payment is likely");
    expect(resend).toMatch(/I have resent it with PO 4500128771\./);
    expect(resend).not.toMatch(/sorry that resend/);
  });
});

describe('from ten requests through POST /api/chat/generate (twelfth session)', () => {
  it('says what the visitor meant, in the writer\'s voice', () => {
    expect(bodies('tell my pilates class its cancelled this thurs bc im ill, next class is the 14th as normal, sorry for the short notice')[0]).toMatch(/The class is cancelled this Thursday because I am ill\./);
    expect(bodies('ask my sons school if he can leave early on friday 12th at 1pm for a hospital appointment, hes in year 5, teacher mrs okafor')[0]).toMatch(/whether my son can leave early on Friday 12th at 1 pm/);
    const amira = compose({ userMessage: 'congratulate my colleague amira on her promotion to head of design, shes worked so hard for it', history: [] });
    expect(amira.options[0]?.subject).toBe('Congratulations on your promotion to head of design');
    expect(amira.options[0]?.body.match(/wonderful news/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(bodies("Hi Sam,\nJust checking you're still ok to present the Q3 numbers at Thursday's board meeting? Slides by Wednesday noon if possible.\nThanks,\nJulia\nreply yes, slides will be with her by tues eod")[0]).toMatch(/by the end of the day on Tuesday/);
    const [sofa] = bodies('email to a customer, their sofa delivery is delayed 2 weeks bc the fabric supplier is late, new date 3rd march, offer free delivery as an apology. order SF-2291');
    expect(sofa).toMatch(/delayed by 2 weeks/);
    expect(sofa).toMatch(/offer you free delivery as an apology\. Your order number is SF-2291\./);
    expect(bodies('ask my landlord if i can get a cat, ive been a good tenant 3 years, happy to pay extra deposit')[0]).toMatch(/pay an extra deposit/);
    const [ellie] = bodies('decline the wedding invite from my cousin ellie, were abroad that weekend, send a gift instead');
    expect(ellie).toMatch(/We're abroad that weekend\. I'll send a gift instead\./);
    expect(ellie).toMatch(/the invitation to your wedding,/);
    const [council] = bodies('write to the council about fly tipping on the alley behind 22 Larch Road, its been there 2 weeks, mattresses and bin bags, rats now');
    expect(council).toMatch(/It has been there for 2 weeks \(mattresses and bin bags\)\. There are now rats as well\. Could you/);
    expect(bodies('chase my accountant about my tax return, sent all docs 3 weeks ago, deadline is 31 jan and i havent heard anything')[0]).toMatch(/all the documents/);
  });
});

describe('from a second ten requests through POST /api/chat/generate (twelfth session)', () => {
  it('greets a child\'s club as one, and says numbers, gifts and prices in full', () => {
    expect(bodies("email my daughters swim club to say shes quitting after this term, she loved it but has too much homework now, and ask about getting the £40 kit deposit back")[0]).toMatch(/^Hello,/);
    expect(bodies('Hi there,\nYour parcel could not be delivered today as nobody was home. We will try again tomorrow between 8am and 6pm, or you can collect it from the depot on Mill Lane.\nDPD\nreply asking if they can leave it with my neighbour at no 14 instead, im at work all day')[0]).toMatch(/my neighbour at number 14 instead\?/);
    expect(bodies('thank my neighbour rosa for feeding our cats while we were away, brought her back some wine from portugal')[0]).toMatch(/while we were away! We brought you back some wine from Portugal\./);
    const [owen] = bodies("On Tue, 4 Mar 2025 at 11:02, Owen Pike <owen@pikeandco.com> wrote:\n\nHi Priya,\n\nThanks for the quote. Could you do the website for £3,000 instead of £3,800? That's our budget.\n\nOwen\n\nreply saying the lowest i can go is 3,400 if we drop the blog section, otherwise 3,800 stands");
    expect(owen).toMatch(/The lowest I can accept is £3,400 if we drop the blog section\. Otherwise the price stays at £3,800\./);
  });

  it('no firm is called "a small car accident" or "local businesses", and "the head of year 9" is no one named Year', () => {
    const greet = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.body.split('\n')[0]);
    expect(greet('notify insurer of a small car accident. someone reversed into me in the tesco car park on 12 nov, policy AV-0092215')).toEqual(['Dear team,', 'Hi team,']);
    for (const line of greet('write to local businesses asking for sponsorship for our charity 10k for the hospice, race is 8 june')) expect(line).not.toMatch(/Local Businesses/);
    for (const line of greet("want a meeting with the head of year 9 about my son's gcse options")) expect(line).toMatch(/^(?:Dear|Hi) \[Name\],$/);
  });

  it('"i make them in small batches", to a farm shop, keeps the jams "them"', () => {
    for (const option of compose({ userMessage: "want to ask a local farm shop if they'd stock my jams and chutneys, i make them in small batches, food hygiene rating 5", history: [] }).options) {
      expect(option.body).toMatch(/I make them in small batches/);
      expect(option.body).toMatch(/you(?:'d| would) stock my jams/);
    }
  });

  it('"my flatmate owes me £230 ..., email him, firm but ..." goes to the flatmate, as "you", and asks for the money', () => {
    for (const option of compose({ userMessage: 'my flatmate owes me £230 for bills since october, hes ignoring my texts. email him, firm but we still have to live together', history: [] }).options) {
      expect(option.body).toMatch(/[Yy]ou owe me £230 for bills since October/);
      expect(option.body).toMatch(/pay (?:this|me) back by \[date\]\?/);
      expect(option.body).not.toMatch(/My flatmate|email you|Much love/i);
    }
  });

  it('names places, bands and spans as written: Cambridge, Band D, from Monday to Thursday, a cat flap', () => {
    expect(normalize('i just got into cambridge for engineering')).toBe('I just got into Cambridge for engineering');
    expect(normalize('my council tax went up to band d')).toBe('my council tax went up to Band D');
    expect(normalize('her cat keeps getting in through the cat flap and eating our food')).toMatch(/the cat flap and eating/);
    for (const body of bodiesOf('need to ask my boss priya if i can leave at 3 on fridays for the next 6 weeks for physio after my knee op, ill make the time up mon-thu')) expect(body).toMatch(/from Monday to Thursday/);
  });

  it('"the dog walker didn\'t show up today, email her asking ..." asks the dog walker, as "you"', () => {
    for (const option of compose({ userMessage: "the dog walker didn't show up today, email her asking what happened and if she can still do the rest of the week", history: [] }).options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) \[Name\],/);
      expect(option.body).toMatch(/You did(?: not|n't) show up today/);
      expect(option.body).toMatch(/what happened and if you can still do the rest of the week\?/);
    }
  });

  it('ten more hurried requests: a pointer then "reply saying", "its over the pavement", "theres still 9 people", two asks, "she said id hear"', () => {
    const letting = "got this from my letting agent:\n\nHi Tom,\nWe'll be carrying out the annual inspection on Wednesday 14th at 10am. Please ensure access is available.\nThanks,\nClaire\nMaple Lettings\n\nreply saying i work from home so thats fine but can they text me 30 mins before, and ask if they'll check the damp in the bathroom while theyre there";
    for (const body of bodiesOf(letting)) {
      expect(body).toMatch(/I work from home so that(?:'s| is) fine\./);
      expect(body).toMatch(/text me 30 minutes before\?/);
    }
    for (const body of bodiesOf('write to my neighbours at no 14 asking them to trim their hedge, its over the pavement and people with buggies have to walk in the road')) expect(body).toMatch(/ It(?:'s| is) over the pavement/);
    for (const body of bodiesOf("tell the parents in my daughters class that the school trip money (£12) is due by fri and theres still 9 people who havent paid")) expect(body).toMatch(/there are still 9 people/);
    for (const body of bodiesOf("email to a hotel in york asking if they have a ground floor room for 2 nights 18-20 june, my mum uses a wheelchair, and whether there's parking")) {
      expect(body).toMatch(/My mum uses a wheelchair\. Could you (?:please )?also let me know (?:whether|if) there(?:'s| is) parking\?/);
    }
    for (const body of bodiesOf('follow up with the recruiter from hays about the data analyst role, had the interview last tuesday, she said id hear by friday. its now wednesday')) {
      expect(body).toMatch(/You said I(?:'d| would) hear by Friday/);
      expect(body).toMatch(/now Wednesday/);
    }
    for (const body of bodiesOf('complaint to argos, ordered a kettle order AB77120 it arrived with a cracked lid. want a replacement not a refund')) expect(body).toMatch(/I ordered a kettle \(order AB77120\)\. It arrived with a cracked lid/);
    for (const body of bodiesOf("email my sons football coach gary, leo cant make saturdays match hes got a family wedding")) expect(body).toMatch(/Saturday's match, as he has got a family wedding/);
  });
});

describe('pasted emails of the fifteenth 26 Nov session', () => {
  it('"allotment society chair emailed:" and "client emailed after the shoot:" are where the paste came from; a one-line paste in quote marks is signed by its last name', () => {
    const chair = compose({ userMessage: 'allotment society chair emailed:\n\n"Hi all, AGM is on the 20th. Please let me know if you\'re standing again for committee roles. Bill"\n\nreply saying im stepping down as treasurer after 5 years, happy to hand over the books and show whoever takes over', history: [] });
    for (const option of chair.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Bill,/);
      expect(option.body).toMatch(/I(?: am|'m) stepping down as treasurer after 5 years/);
      expect(option.body).not.toMatch(/emailed|reply to this|say I/i);
    }
    for (const body of bodiesOf('client emailed after the shoot:\n\n"Hi! Thanks so much for Saturday. Could you send over all the raw files too? We\'d love to pick a few more ourselves. Cheers, Bex"\n\nreply saying raw files arent part of the package but i can do an extra 20 edited images for £250 or the full raw set for £400')) {
      expect(body).toMatch(/^(?:Dear|Hi) Bex,/);
      expect(body).toMatch(/Raw files are(?: not|n't) part of the package, but I can do an extra 20 edited images for £250/);
      expect(body).not.toMatch(/emailed after|reply to this/i);
    }
  });

  it('"reply ok with the 10th but ..." says the 10th is fine; "add my brother Luke" adds him to the booking', () => {
    for (const body of bodiesOf('got this from the tour company:\n\n"Due to unforeseen circumstances, your Croatia island-hopping tour departing 3 June has been changed to 10 June. Please reply to confirm acceptance of the new date."\n\nreply ok with the 10th but we need to change to a twin room and add my brother Luke, and ask if theres a price difference. booking ref CR-22871')) {
      expect(body).toMatch(/The 10th is fine with us, but we need to change to a twin room\. We would also like to add my brother Luke to the booking\./);
      expect(body).not.toMatch(/Reply ok|Here is my brother|\[my brother Luke\]/);
    }
  });

  it('a meter reading under a bill in pounds stays a reading', () => {
    for (const body of bodiesOf('got this from Octopus:\n\n"Your latest bill is £410.22, based on an estimated meter reading of 16,240."\n\nmy actual reading is 14,882 and theyve massively overestimated, account A-7F22C1, send them the reading and ask for a corrected bill')) {
      expect(body).toMatch(/My actual reading is 14,882 and you(?: have|'ve) massively overestimated/);
      expect(body).not.toMatch(/£14,882|send you the reading/);
    }
  });

  it('"sent this ... no reply, send again but firmer": the visitor\'s own email, sent again with what they add, signed by them', () => {
    const reply = compose({ userMessage: 'sent this to the council 3 weeks ago:\n\n"Dear Sir/Madam, I\'d like to make a claim for damage to my car caused by a pothole on Kingsway near the Tesco roundabout on 2 April. The tyre and rim had to be replaced at a cost of £180. Receipts attached. Regards, Ian Marsh"\n\nno reply at all, send again but firmer, and say ill go to small claims if needed', history: [] });
    expect(reply.options[0]?.tone).toBe('Firm');
    for (const option of reply.options) {
      expect(option.body).toMatch(/I wrote to you 3 weeks ago and (?:have not|haven't) had a reply/);
      expect(option.body).toMatch(/make a claim for damage to my car caused by a pothole on Kingsway/);
      expect(option.body).toMatch(/I(?: will|'ll) go to small claims if needed\./);
      expect(option.body).toMatch(/Ian Marsh$/);
      expect(option.body).not.toMatch(/send again|sent my to|no reply at all/i);
    }
    for (const body of bodiesOf('i sent this 2 weeks ago:\n\n"Hi, just a reminder that invoice INV-2207 for £3,150 was due on 14 March. Could you let me know when payment will be made? Thanks, Sophie"\n\nstill nothing and its now 45 days overdue. write a 2nd reminder to Kestrel Media accounts, firmer, mention the late payment fee in my terms (8% plus £70)')) {
      expect(body).toMatch(/^Dear Kestrel Media/);
      expect(body).toMatch(/invoice INV-2207 for £3,150 was due on 14 March/);
      expect(body.match(/when payment will be made/g)?.length).toBe(1);
      expect(body).not.toMatch(/2nd reminder to|still nothing/i);
    }
  });
});

describe('requests of the fifteenth 26 Nov session', () => {
  it('hate sent to a neighbour from no one, with "before something happens to her car", is refused', () => {
    expect(detectDecline('write an anonymous email to the woman at no 3 telling her everyone on the street hates her and she should move out before something happens to her car, i dont want it traced back to me')).toBeTruthy();
    expect(detectDecline('my son says everyone hates him at school, email his teacher mr hall asking for a chat')).toBeFalsy();
  });

  it('"interview invite:" over a paste names what it is; the reply says only what to say', () => {
    for (const body of bodiesOf('interview invite:\n\n"Dear Mr Osei, we are pleased to invite you to interview for the Graduate Surveyor position on Thursday 20th June at 2pm at our Manchester office."\n\nreply saying thank you but i have my final exam that day, could we do any time friday or the following week')) {
      expect(body).toMatch(/I have my final exam that day\. Could we do any time on Friday or the following week\?/);
      expect(body).not.toMatch(/interview invite|reply to this|say thank you/i);
    }
  });

  it('"reply yes to Tom and Gemma\'s wedding for me and a plus one" accepts, to both of them', () => {
    for (const body of bodiesOf("reply yes to Tom and Gemma's wedding for me and a plus one, no dietary requirements")) {
      expect(body).toMatch(/^(?:Dear|Hi) Tom and Gemma,/);
      expect(body).toMatch(/I(?: would|'d) love to come to your wedding with a plus one\. I have no dietary requirements\./);
    }
  });

  it('"easyJet cancelled my flight" keeps the brand and its verb; "somethings come up" and "engineers been out" are mended; a comma between two whole clauses ends a sentence', () => {
    for (const body of bodiesOf('easyJet cancelled my flight EZY8123 to nice on 12 july, booking ref EJK4TP, i want a refund not a voucher')) {
      expect(body).toMatch(/easyJet cancelled my flight EZY8123/);
      expect(body).not.toMatch(/The easyJet|EasyJet/);
    }
    expect(bodiesOf('cancel my hair appt fri with shelley, somethings come up')[0]).toMatch(/Something has come up\./);
    expect(bodiesOf('my washing machine from currys has leaked 3 times since feb, order 1187732, engineers been out twice, i want a replacement')[0]).toMatch(/\(order 1187732\)\. Engineers have been out twice\./);
  });
});

describe('headers naming the kind of email, fifteenth 26 Nov session', () => {
  it('"housewarming invite, ..." invites everyone; "leaving drinks email to the office" invites the office', () => {
    for (const body of bodiesOf('housewarming invite, sat 8 march from 7, flat 2, 17 Gower St, bring a bottle and ur other half')) {
      expect(body).toMatch(/my housewarming/);
      expect(body).not.toMatch(/Housewarming invite/);
    }
    for (const body of bodiesOf('leaving drinks email to the office, my last day is fri 30th, The Crown from 5.30, everyone welcome')) expect(body).toMatch(/my leaving drinks/);
  });

  it('"AGM notice for X, tues 18 march 7pm ..." says when the AGM is, and what is due by a date is asked for', () => {
    const [body] = bodiesOf('AGM notice for Westbrook Tennis Club, tues 18 march 7pm in the clubhouse, agenda includes the fee increase, committee nominations to the secretary by 4 march');
    expect(body).toMatch(/The AGM is on Tuesday 18 March at 7 pm in the clubhouse\. The agenda includes the fee increase\. Please send your committee nominations to the secretary by 4 March\./);
  });

  it('"letter to parents for the year 3 trip to Chester Zoo on 12 june, £12 and signed permission slip by 20 may"', () => {
    for (const body of bodiesOf('letter to parents for the year 3 trip to Chester Zoo on 12 june, £12 and signed permission slip by 20 may, packed lunch, coaches leave 8.45 sharp')) {
      expect(body).toMatch(/^(?:Dear parents|Hi everyone),/);
      expect(body).toMatch(/[Tt]he Year 3 trip to Chester Zoo is on 12 June\. Please send £12 and a signed permission slip by 20 May/);
    }
  });
});

describe('ten requests through POST /api/chat/generate, fifteenth 26 Nov session', () => {
  it.each([
    ['email my gp surgery i need a repeat prescription for my inhaler (salbutamol) but the online system keeps logging me out, dob 03/09/1979', /^(?:Dear|Hi) GP Surgery team,[\s\S]*for my inhaler \(salbutamol\)[.?] The online system keeps logging me out/],
    ['write to the council about the streetlight outside 14 maple close thats been flickering for 3 weeks, its pitch black at night and theres elderly people on the street', /there are elderly people on the street/],
    ['need to chase my deposit from my old landlord mr hussain, moved out 6 weeks ago, £950, he hasnt replied to 2 texts', /^(?:Dear|Hi) Mr\. Hussain,[\s\S]*deposit back[\s\S]*You have(?: not|n't) replied to 2 texts/],
    ["congratulate my colleague james on his promotion to head of sales, well deserved, he's been a great mentor to me", /[Cc]ongratulations on your promotion to head of sales[.!] It(?: is|'s) so well deserved[.!]/],
    ['tell the parents in my sons class the christmas party is on dec 15 at 2pm in the school hall, bring a plate of food to share, no nuts please because of allergies', /^(?:Dear parents|Hi everyone),\n\n(?:Just a quick heads-up: )?[Tt]he Christmas party is on December 15 at 2 pm in the school hall\. Please bring a plate of food to share\. No nuts, please, because of allergies\./],
  ])('%s', (message, expected) => {
    for (const body of bodiesOf(message)) expect(body).toMatch(expected);
  });
});

describe('a second ten requests through POST /api/chat/generate, fifteenth 26 Nov session', () => {
  it.each([
    ['got this from a wedding photographer:\n\n"Hi Sophie, thanks for your enquiry! Our full day package is £1,850 which includes 400 edited images. Would you like to book a call? Best, Marcus"\n\nreply saying we love his work but our budget is 1500, does he do a half day package', /our budget is £1,500\./],
    ['ask my landlord if i can sublet my room for july and august while im travelling', /sublet my room/],
    ['email to the pta committee, bake sale raised £412.50, thanks to everyone who baked, next meeting is wed 5th at 7 in the library', /A big thank you to everyone who baked\./],
    ['tell my team im off sick today, migraine, anything urgent go to priya', /Anything urgent can go to Priya\./],
    ['complain to virgin media, internet down since saturday, ive rung 3 times, account 88123456, want a refund for the days without service', /about my internet being down since Saturday\./],
    ['write a reference request to my old lecturer dr okafor, applying for a masters in public health at leeds, she taught me epidemiology in 2nd year, deadline 10 jan', /^(?:Dear|Hi) Dr\. Okafor,[\s\S]*reference[\s\S]*The deadline is 10 January\./],
    ["my friend jo just lost her dad, we're not super close anymore but i want to send something, he used to drive us to netball every week", /lost her dad\. He used to drive us to netball every week\./],
  ])('%s', (message, expected) => {
    for (const body of bodiesOf(message)) expect(body).toMatch(expected);
  });

  it('"sublet" takes its double t in the subject', () => {
    for (const option of compose({ userMessage: 'ask my landlord if i can sublet my room for july and august while im travelling', history: [] }).options) expect(option.subject).toMatch(/subletting/i);
  });
});

describe('from a fresh set of eighty requests (sixteenth session)', () => {
  it('a one-line paste signed at its end ("... please? Thanks, Megan") leaves the paragraph after it to the visitor', () => {
    const message = "One of my team sent me this:\n\nHi Rob, could I book annual leave for the week of 16 December please? Thanks, Megan\n\nI have to say no, three others already booked that week and we need cover. Offer her the week before or the week after instead.";
    for (const body of bodies(message)) {
      expect(body).toMatch(/^(?:Dear|Hi) Megan,/);
      expect(body).toMatch(/, as three others already booked that week and we need cover\./);
      expect(body).toMatch(/the week before or the week after instead/);
      // A request turned down is not an invitation: no thanks for thinking of the writer.
      expect(body).not.toMatch(/thinking of me|\[Your answer/);
    }
  });

  it('a decline whose "thing" is its reason says the reason as one', () => {
    const message = "they sent me this\n\nDear Aisha,\nI'm delighted to offer you the position of Customer Services Officer at Northgate Housing. Please confirm your acceptance by Friday.\nBest wishes,\nLinda Shaw\nHR Manager\n\ni need to say no thanks because ive accepted another offer, but nicely";
    for (const body of bodies(message)) {
      expect(body).toMatch(/, as I(?:'ve| have) accepted another offer\./);
      expect(body).not.toMatch(/grateful for because|for because/);
    }
  });

  it.each([
    ['the garage sent me this invoice\n\nFull service - £220.00\nFront brake pads and discs - £145.00\nTotal: £365.00\n\ni was quoted £220 for the service and they never rang to ask about the brakes. want to complain and ask for the difference back', /sent me this invoice/i],
    ['this is what BT said after my 3rd call\n\nDear Customer,\nWe are aware of the issue with your broadband service and an engineer will be in touch within 48 hours.\nBT Customer Services\n\ninternet has been down since last thursday, i work from home. reply asking for compensation and an actual engineer date', /what BT said|after my 3rd call/i],
  ])('a line above the paste saying only where it came from is not copied: %s', (message, copied) => {
    for (const body of bodies(message)) expect(body).not.toMatch(copied);
  });

  it.each([
    ['me and my husband both got food poisoning after eating at the golden lotus on saturday, want a refund of the £64 bill', /My husband and I both got food poisoning/],
    ["my sons school sent this\n\nDear Parent/Carer,\nYour child has been given an after school detention on Wednesday for failing to complete homework.\nRegards,\nPastoral Team\n\nhe says he did hand it in and the teacher must of lost it. want to ask them to check before he does the detention", /the teacher must have lost it/],
    ['were organising a litter pick at riverside park saturday 12th april 10am-12, need volunteers. email to the residents association mailing list', /\bwe(?:'re| are) organising a litter pick/i],
  ])('the visitor\'s grammar mended: %s', (message, expected) => {
    for (const body of bodies(message)) expect(body).toMatch(expected);
  });

  it('"can u reply asking for another day, im free wed thu or fri" asks, and lists the days with commas', () => {
    const message = "Hi Jamal,\nThanks for applying for the Sales Executive role. We'd like to invite you to interview on Tuesday 9th at 11am. Please confirm you can attend.\nKind regards,\nEmma\n\ncant do tuesday i have an exam, can u reply asking for another day, im free wed thu or fri";
    for (const body of bodies(message)) {
      expect(body).not.toMatch(/reply asking/i);
      expect(body).toMatch(/another day\?/);
      expect(body).toMatch(/Wednesday, Thursday or Friday/);
    }
  });

  it('"..., email asking if we can pay in instalments" asks it', () => {
    const message = 'got this letter from school\n\nDear Parents,\nWe are pleased to offer a residential trip to Normandy for Year 8 students from 3-7 June. The total cost is £320, with a non-refundable deposit of £100 due by this Friday.\nMrs Ellis, Trips Coordinator\n\ni want her to go but i cant do £100 by friday, email asking if we can pay in instalments';
    for (const body of bodies(message)) {
      expect(body).toMatch(/(?:pay|paid) in instalments\?/);
      expect(body).not.toMatch(/Email asking|got this letter/i);
    }
  });

  it('"write back disputing it, i want the full £1,200 back or im going to the deposit protection scheme" says what happens otherwise', () => {
    const message = "the letting agent sent this\n\nHi Mr Kowalski,\nFollowing the checkout inspection we will be deducting £420 from your deposit for professional cleaning.\nRegards,\nKerry\nFieldhouse Lettings\n\ni dont agree, we cleaned the flat properly and i have photos. write back disputing it, i want the full £1,200 back or im going to the deposit protection scheme";
    for (const body of bodies(message)) {
      expect(body).not.toMatch(/disputing|Back disputing/i);
      expect(body).toMatch(/£1,200 back[.?] Otherwise I(?: will|'ll) take this to the deposit protection scheme\./);
    }
  });

  it.each([
    ['sick day email to boss, migraine', /(?:not feeling well|unwell) today due to a migraine/],
    ['email my manager sarah, food poisoning, cant come in', /I have food poisoning, so I (?:can't|cannot) come in\./],
  ])('a sick-day note says the writer is off: %s', (message, expected) => {
    for (const body of bodies(message)) {
      expect(body).toMatch(expected);
      expect(body).not.toMatch(/^This is due to|About the food poisoning/m);
    }
  });

  it('"..., i need to tell my manager before he finds out some other way": the story goes to the manager', () => {
    for (const body of bodies('i messed up, i sent a client our old price list with 2023 prices and theyve already placed an order for 40 units based on it. i need to tell my manager before he finds out some other way')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Manager's name\],/);
      expect(body).toMatch(/I sent a client our old price list/);
      expect(body).not.toMatch(/find out some other way/);
    }
  });

  it('"..., how do i ask admissions" writes to the admissions team, not an announcement', () => {
    const reply = compose({ userMessage: 'got an offer from manchester to study nursing starting september but i want to defer a year to save up money, how do i ask admissions', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Admissions Team,/);
      expect(option.body).toMatch(/defer a year/);
      expect(option.subject).not.toMatch(/announcement|everyone/i);
    }
  });

  it('"..., need to email the manager about his epipen, what they do at snack time" asks about them', () => {
    for (const body of bodies('my son has a severe nut allergy and starts at little acorns daycare next month. need to email the manager about his epipen, what they do at snack time, whether staff are trained')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Manager's name\],/);
      expect(body).toMatch(/about his EpiPen/);
      expect(body).not.toMatch(/next month, about/);
    }
  });

  it('"what do i do" is asked of the reader; "a&e" is A&E', () => {
    const [formal] = bodies('i missed my stats exam on monday because i was in a&e with my mum all night, what do i do, need to email the module leader dr okonkwo about a resit or extenuating circumstances');
    expect(formal).toMatch(/^Dear Dr\. Okonkwo,/);
    expect(formal).toMatch(/in A&E with my mum/);
    expect(formal).toMatch(/Could you advise me on what I should do\?/);
    expect(formal).toMatch(/about a resit or extenuating circumstances/);
  });

  it.each([
    ["my best friends dog bruno died yesterday, hed had him 14 years. want to send something kind, short", /had had him|'d had him/, /would had/],
    ['congrats to my colleague fatima on her promotion to senior analyst!! shes been my work bestie for years so can be a bit cheeky', /my work bestie for years\./, /cheeky/],
    ['freelancer here, sent the first round of logo concepts to my client olivia 10 days ago and havent heard anything. gentle nudge pls', /logo concepts/, /Gentle nudge/i],
    ['invite for my 30th!! dinner at dishoom covent garden sat 23 nov 7pm, need numbers by the 1st, everyone pays for their own sorry lol', /Everyone pays for their own\./, /own sorry/],
    ["cant make my friend lauras wedding on 14 sept, ill be abroad for work, need to decline the rsvp but send love and say id like to take them out for dinner after the honeymoon", /Sending lots of love\./, /decline the RSVP|send love/i],
  ])('said as the email, not as notes to us: %s', (message, kept, dropped) => {
    for (const body of bodies(message)) {
      expect(body).toMatch(kept);
      expect(body).not.toMatch(dropped);
    }
  });

  it('"ask john lewis if they price match" writes to the shop, not to John', () => {
    for (const body of bodies("i saw the same tv £150 cheaper at argos, want to ask john lewis if they price match before i buy")) {
      expect(body).toMatch(/^(?:Dear|Hi) John Lewis team,/);
    }
  });

  it('"tell ellie\'s parents shes moving up ..." greets her parents and names her', () => {
    for (const body of bodies("im the head coach at a swimming club, need to tell ellie's parents shes moving up to the development squad from january, sessions change to mon and wed 6-7pm")) {
      expect(body).toMatch(/^(?:Dear|Hi) Ellie's parents,/);
      expect(body).toMatch(/Ellie(?: is|'s) moving up to the development squad/);
      expect(body).not.toMatch(/parents team/);
    }
  });

  it('"accept job offer email, software tester role at Quill Digital, $72k. want to confirm start date july 15" accepts that offer', () => {
    for (const body of bodies('accept job offer email, software tester role at Quill Digital, $72k. want to confirm start date july 15 and ask what i need to bring on my first day')) {
      expect(body).toMatch(/accept the job offer for the software tester role at Quill Digital/);
      expect(body).toMatch(/confirm my start date of July 15/);
      expect(body).not.toMatch(/^Software tester role/m);
    }
  });

  it('"a short email to go with my invoice to a new client ... The client is Rachel" writes to Rachel, the invoice attached', () => {
    for (const body of bodies('Please write a short email to go with my invoice to a new client. Invoice no. 2024-017, £2,300 for website copywriting, payment terms 14 days. The client is Rachel at Haven Interiors.')) {
      expect(body).toMatch(/^(?:Dear|Hi) Rachel,/);
      expect(body).toMatch(/I(?: have|'ve) attached my invoice\./);
      expect(body).not.toMatch(/\bGo\b|to go with/);
    }
  });

  it('"our bakery is changing opening hours" is news, not a firm called Changing Opening Hours', () => {
    for (const body of bodies('our bakery is changing opening hours from monday, new hours are tues-sat 7am-3pm, closed sun and mon. need an email for our mailing list')) {
      expect(body).not.toMatch(/Changing Opening Hours/);
      expect(body).toMatch(/changing (?:our |its )?opening hours from Monday/i);
    }
  });

  it('"client hasnt paid invoice 0412 ..., second reminder, firm" says which reminder it is and asks for payment', () => {
    for (const body of bodies('freelance designer here, client hasnt paid invoice 0412 for £850, 30 days overdue, second reminder, firm')) {
      expect(body).toMatch(/This is my second reminder\./);
      expect(body).toMatch(/arrange payment by \[date\]\?|when I can expect payment\?/);
    }
  });

  it('"... £2,750. Please write an email accepting the quote and asking him to confirm the start date of the 10th" accepts and asks', () => {
    for (const body of bodies("I've had a quote from an electrician (Gary at Spark Right Electrical) for rewiring the upstairs of our house, £2,750. Please write an email accepting the quote and asking him to confirm the start date of the 10th.")) {
      expect(body).toMatch(/accept the quote/);
      expect(body).toMatch(/confirm the start date of the 10th/);
      expect(body).not.toMatch(/write an email|my start date/i);
    }
  });

  it('"at jos house, were reading the salt path": Jo\'s house and the book\'s title', () => {
    for (const body of bodies('remind the book club that we meet thursday at 7 at jos house, were reading the salt path, bring snacks')) {
      expect(body).toMatch(/at Jo's house/);
      expect(body).toMatch(/The Salt Path/);
    }
  });

  it('a customer who "ordered a blue mug but got a green one" is told sorry for exactly that', () => {
    for (const body of bodies("got this from a customer\n\nHi, I ordered a blue mug (order 5521) but got a green one. Can I swap it?\nThanks, Dan\n\nwe're a small pottery shop, reply saying sorry and we'll send the blue one out today, he can keep the green one")) {
      expect(body).toMatch(/sorry that you received a green one instead of the blue mug \(order 5521\)\./);
      expect(body).toMatch(/You can keep the green one\./);
    }
  });

  it.each([
    ['email my sons football coach steve saying jack cant make training wednesday he has a dentist appt, will be there saturday', /He will be there on Saturday\./, /I will be there|I'll be there/],
    ['complaint to evri, parcel marked delivered on tuesday but never arrived, tracking number H01234567890, want them to investigate', /My parcel was marked as delivered on Tuesday/, /look into this and let me know how you will resolve it/],
    ['apologise to my client nina for sending the wrong file yesterday, attaching the right one now, and ask if friday still works for the review', /whether Friday still works|if Friday still works/, /whether on Friday|if on Friday/],
    ['asking for an extension on my essay for prof lee, due friday but my grandad is in hospital, could i have until next wednesday', /It is due on Friday, but my grandad is in hospital\./, /for Professor Lee|due on Friday but my grandad is in hospital\?/],
    ['quick thank you to the interview panel at brightwave for yesterday, still really keen on the product designer role', /for taking the time to interview me yesterday/, /grateful for yesterday/],
    ["write to the hotel we stayed at (the grand in brighton) about the lost earrings i left in room 214 on sunday, they're gold hoops, sentimental value", /They(?: are|'re) gold hoops/, /You(?: are|'re) gold hoops|We stayed at|Dear Grand,/],
  ])('from ten more requests through the API: %s', (message, kept, dropped) => {
    for (const body of bodies(message)) {
      expect(body).toMatch(kept);
      expect(body).not.toMatch(dropped);
    }
  });

  it('"extension ... for prof lee" is written to Professor Lee', () => {
    for (const body of bodies('asking for an extension on my essay for prof lee, due friday but my grandad is in hospital, could i have until next wednesday')) expect(body).toMatch(/^(?:Dear|Hi) Professor Lee,/);
  });
});

describe('from a fresh set of eighty requests (seventeenth session)', () => {
  it.each([
    ['I want to ask for a pay rise. Ive been at the company 2 years and im still on £28k. want an email to my manager Craig to set up a conversation next week without sounding entitled', /^(?:Dear|Hi) Craig,/, /set up a conversation next week/, /an? email to my manager/i],
    ['my mother in law keeps dropping round unannounced, like 3 times a week. can u help me write a nice message asking her to text first before she comes? she means well', /^(?:Dear|Hi|Hello)\b/, /text first before you come/, /help me write|asking your/i],
    ['im the treasurer of our society and 12 of our 38 members still havent paid this years £40 subs. can u write a reminder to go to everyone (ill bcc the ones who havent paid), gentle, mention they can pay in 2 instalments', /^(?:Dear|Hi|Hello) (?:all|everyone),/, /12 of our 38 members/, /write a reminder|bcc/i],
    ['hey im a junior dev and i broke the staging environment this morning. its fixed now, nobody lost any data. want to email my lead Ola and the QA team explaining what happened, how i fixed it, and what ill do differently', /^(?:Dear|Hi) Ola,/, /I broke the staging environment this morning/, /explaining what happened|\bHey\b/i],
    ['We make baby food pouches (Little Sprout) and we have to recall batch LS-0923 because of a possible plastic fragment. Need an email to customers: dont feed it, return to store or email us for a full refund, batch number is on the back of the pouch.', /^(?:Dear|Hi|Hello) (?:valued customers|customers|everyone),/, /(?:Do not|Don't) feed it\./, /Need an email/i],
  ])('the instruction said after the story: %s', (message, greeting, kept, dropped) => expectEveryOption(message, [greeting, kept], dropped));

  it('what follows a note on the tone at the end is why that tone, not a line of the email', () => {
    for (const body of bodies('welcome email for new members of our running club. sunday long runs 8am from the park gates. theres a whatsapp group. friendly and not too long, newbies get intimidated')) {
      expect(body).toMatch(/WhatsApp group/);
      expect(body).not.toMatch(/intimidated/i);
    }
    for (const body of bodies('email my landlord, polite but firm, the boiler is broken, its been 3 days')) expect(body).toMatch(/boiler is broken/);
  });

  it.each([
    ['ask for a weeks unpaid leave, mums having a hip op', /a week's unpaid leave/, /My mum is having a hip op\./, /weeks unpaid|Mums having/],
    ['ask the organiser of my book group if we can swap this months book, the one picked is 900 pages lol', /this month's book/, /900 pages/, /months book|lol/],
    ['email to estate agent, we want to offer £285,000 on 12 Barrow Close (asking 299,950). first time buyers, mortgage in principle, no chain', /(?:We are|We're) first-time buyers/, /£285,000/, /This is the first time buyers/],
    ["write to my daughters piano teacher Mrs Albright to say well be stopping lessons after easter, money is really tight at the moment", /(?:We will|We'll) be stopping lessons after Easter/, /Mrs\. Albright/, /Well be/],
    ['need to tell my flatmates im moving out end of july, weve lived together 3 yrs, its all fine just want to be nice about it and sort the deposit', /lived together for 3 years/, /at the end of July/, /be nice about it|want to and/],
    ['short thank you card message to our postman for christmas', /[Tt]hank you (?:so much )?for everything this year/, /Merry Christmas/, /card message/i],
    ['escalate to BT, third time ive contacted them about the broadband dropping every evening, ref 1-88420113. want a manager', /^Dear BT,/, /this is the third time I(?: have|'ve) contacted you/, /Escalate to BT|I would like a manager/],
    ['Email to all staff: reminder the fire alarm test is every wednesday at 10am. theres a full evacuation drill on the 19th', /^Dear all,|^Hi (?:all|everyone|team),/, /the fire alarm test is every Wednesday at 10 ?am/, /Reminder the fire/],
    ['Im a teacher and need to email a parent about their son Josh. Hes been really disruptive in maths the last few weeks, but hes a bright kid. want to ask to have a chat, not make it a telling off', /your son Josh\. He(?: has|'s) been really disruptive/, /he(?: is|'s) a bright kid/, /You have been|telling off|I am a teacher/],
    ['hey im a uni student applying to vet school and want to email a local vet practice asking if i can shadow for a week in the summer', /shadow for a week in the summer\?/, /uni student applying to vet school/, /email a local vet practice|\bhey\b/i],
  ])('said as a careful writer would: %s', (message, first, second, dropped) => expectEveryOption(message, [first, second], dropped));

  it('"my friend Leanne just lost her job" is sorry to hear it, to Leanne; "request friday afternoon off" has no "on"', () => {
    for (const body of bodies('my friend Leanne just lost her job, the whole department got cut. want to send her a message of support, shes brilliant at what she does')) {
      expect(body).toMatch(/^(?:Dear|Hi) Leanne,/);
      expect(body).toMatch(/I was so sorry to hear that you lost your job\./);
      expect(body).not.toMatch(/[Mm]y friend you|You just lost/);
    }
    for (const body of bodies('ask my manager for friday afternoon off for my driving test')) expect(body).not.toMatch(/request on Friday/);
  });

  it.each([
    ['tell my team lead jordan im running 20 mins late, train cancelled, start the standup without me', /start the standup without me\?|Please start the standup without me\./, /cancelled, start/],
    ['ask my neighbour sue if she can feed our cat sat and sun, were away for my sisters 50th, key under the plant pot as usual', /The key is under the plant pot as usual\./, /, key under/],
    ['cancel my dentist appt on thursday 2pm, work thing came up, can i rebook for next week any morning', /Something has come up at work\./, /Work thing/],
    ['thank my old manager priya for the reference, i got the job at monzo!! starting in march', /I(?: am|'m) starting in March\./, /You(?: are|'re) starting/],
    ["we're a family run cafe (The Copper Kettle) and we're putting prices up 30p on hot drinks from 1 april because milk and energy costs went up, tell our regulars", /(?:We are|we're) putting prices up 30p on hot drinks from 1 April/, /family run cafe/i],
    ["landlord hasnt returned my £950 deposit, moved out 6 weeks ago, left it spotless. firm email, mention the deposit protection scheme", /I will take this to the deposit protection scheme if it is not resolved\./, /mention the deposit protection scheme/],
    ['invite the whole office to my leaving drinks fri 28th from 5:30 at the red lion, no need to bring anything just come', /(?:There is|There's) no need to bring anything, just come along\./, /, no need to bring/],
  ])('from ten requests through the API (seventeenth session): %s', (message, kept, dropped) => expectEveryOption(message, [kept], dropped));

  it('a recruiter is greeted by name, and "only want hybrid, min £400 a day" is said as a candidate says it', () => {
    for (const body of bodies('reply to a recruiter from hays who messaged about a data analyst contract role, say im interested but only want hybrid, min £400 a day, available from 1 may')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Recruiter's name\],/);
      expect(body).toMatch(/only looking for hybrid roles, with a minimum rate of £400 a day/);
      expect(body).not.toMatch(/Hiring Manager|only want hybrid/);
    }
  });

  it.each([
    ['pls email my boss dave im off sick today, stomach bug, and can someone cover my 11am call with the client', /Could someone cover my 11 ?am call with the client\?/, /I can someone/],
    ['email the council about the fly tipping behind the shops on mill lane, been there 3 weeks, mattress and bin bags, rats now', /It has been there for 3 weeks/, /I have been there/],
    ["thank the nurses on ward 7 for looking after my mum last month, she's home now and doing well", /(?:Thank you|Thanks so much) for looking after my mum last month on ward 7/, /grateful for on ward/],
    ['follow up with jake from brightline, sent him the proposal 2 weeks ago, no reply, still keen to work together', /the proposal I sent you 2 weeks ago/, /follow up on sent you|There is no reply/],
  ])('from a second ten requests through the API (seventeenth session): %s', (message, kept, dropped) => expectEveryOption(message, [kept], dropped));
});


describe('from a fresh set of eighty requests (eighteenth session)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options!.map((option) => option.subject);

  it('an apology with no one named after it goes to the one person the story names, told as "you"', () => {
    for (const body of bodies('i owe my mate callum £200 from the festival and totally forgot about it, its been 3 months. apologise and say ill send it friday when i get paid')) {
      expect(body).toMatch(/^Hi Callum,/);
      expect(body).toMatch(/I owe you £200 from the festival/);
      expect(body).toMatch(/sorry/i);
      expect(body).not.toMatch(/my mate Callum|apologise and say/i);
    }
    const message = 'i snapped at my colleague priyanka in the team meeting today when she questioned my numbers. she was right actually. need to apologise by email, short, not make a big deal';
    for (const body of bodies(message)) {
      expect(body).toMatch(/^(?:Dear|Hi) Priyanka,/);
      expect(body).toMatch(/I snapped at you in the team meeting today when you questioned my numbers\./);
      expect(body).not.toMatch(/my colleague Priyanka|by email/);
    }
    for (const subject of subjects(message)) expect(subject).toMatch(/snapping/);
  });

  it('"I manage a small team and one of them (Dan) ..." is written to Dan about himself, and what must be clear is said', () => {
    for (const body of bodies("I manage a small team and one of them (Dan) has been missing deadlines for about 6 weeks and coming in late. I need to email him to set up a meeting to talk about it. I don't want it to feel like a disciplinary, more checking in, but it does need to be clear that it can't carry on")) {
      expect(body).toMatch(/^(?:Dear|Hi) Dan,/);
      expect(body).toMatch(/You have been missing deadlines for about 6 weeks/);
      expect(body).toMatch(/(?:It|This) (?:cannot|can't) carry on\./);
      expect(body).not.toMatch(/small team|one of them|checking in|It does that|disciplinary/);
    }
  });

  it('"..., email to dr reyes asking if ..." asks Dr. Reyes, without the instruction', () => {
    for (const body of bodies('missed mondays lecture for a hospital appointment, email to dr reyes asking if slides or a recording will be uploaded')) {
      expect(body).toMatch(/^(?:Dear|Hi) Dr\. Reyes,/);
      expect(body).toMatch(/(?:whether|if) slides or a recording will be uploaded\?/);
      expect(body).not.toMatch(/Email to you/i);
    }
  });

  it('a subject is no headline cut where its clause goes on', () => {
    const cut = [
      ['email to nursery manager, my daughter has just been diagnosed with a peanut allergy. need to let them know, she has an epipen now, and ask what their procedure is', /diagnosed$/],
      ['laptop i bought 10 months ago has a screen flickering issue, its still under the 2yr warranty. email to the manufacturer (Lenovo) to start a repair, serial PF3KX92L', /\bI bought\b/],
      ['hire car company charged me £320 for a scratch that was already there when i picked it up. i have photos from pickup with timestamps. rental ref EUR-88213-GB. want the charge reversed', /\bme\b/],
      ['need to tell the team the weekly stand up is moving from monday 9am to tuesday 9.30 from next week, and its going to be on teams not in person', /from Monday$/],
    ] as const;
    for (const [message, bad] of cut) for (const subject of subjects(message)) expect(subject).not.toMatch(bad);
  });

  it('"..., LNER. write to them asking for ..." writes to the firm the story names, and a word of the request is no name to greet', () => {
    for (const body of bodies('my train from york to london was delayed 75 mins on the 9th, LNER. write to them asking for delay repay compensation, ticket was £89')) {
      expect(body).toMatch(/^(?:Dear|Hi) LNER/);
      expect(body).toMatch(/delay repay compensation/);
      expect(body).toMatch(/delayed by 75 minutes on the 9th\./);
      expect(body).not.toMatch(/Write to them|, LNER\./);
    }
    for (const body of bodies('chess club email reminding members annual fees (£40, £20 students) are due by end of jan, bank details are on the website')) expect(body).not.toMatch(/^(?:Dear|Hi) Annual,/);
    for (const body of bodies("school sent an email asking for parent volunteers for sports day on the 18th. reply yes i can help, im free all morning but have to leave at 1")) expect(body).not.toMatch(/^(?:Dear|Hi) Yes,/);
  });

  it.each([
    ["tell the couple who booked our holiday cottage (the Hendersons) the hot tub is broken and wont be fixed before they arrive on the 12th, offer £50 off", /The hot tub is broken/, /You booked|\(the Hendersons\)/],
    ["ask the plumber who came yesterday (dave's plumbing) for an invoice for £185 so i can claim it back from the landlord", /an invoice for £185 so I can claim it back from the landlord/, /You came yesterday/],
    ['write to the council planning dept objecting to the new flats on elm road (ref 24/0913/FUL), worried about parking and the loss of the old oak tree', /, as I(?: am|'m) worried about parking and the loss of the old oak tree\./, /\), worried about/],
    ["reminder to the book club: meeting moved to weds 19th at 7.30 at jos house, we're doing the thursday murder club", /the meeting has moved to Wednesday 19th/, /that meeting moved/],
  ])('from ten requests through the API (eighteenth session): %s', (message, kept, dropped) => expectEveryOption(message, [kept], dropped));

  it('the ones thanked are not what they are thanked for', () => {
    for (const option of compose({ userMessage: 'thank you email to my friend toms parents for having me to stay last weekend, they cooked every night', history: [] }).options!) expect(option.subject).not.toMatch(/for (?:the |my )?parents/i);
  });

  it('a clause with no subject after one about the child is still the child ("should be back the week after")', () => {
    expectEveryOption('email my daughters swimming coach (coach ben) that she cant make training thurs or sat, shes got chicken pox, should be back the week after', [/She has got chicken pox\. She should be back the week after\./], /I should be back/);
  });

  it.each([
    ['got this from my daughters school:\n"Dear parents, Year 5 will be visiting the Science Museum on Friday 7th March. Please return the consent form and £12 by Monday 3rd. Kind regards, Mrs Patel"\nreply saying yes she can go, ill send the money in with her tomorrow, and ask if she needs a packed lunch', [/Yes, she can go\./, /with her tomorrow/, /(?:whether|if) she needs a packed lunch\?/], /you can go|with you tomorrow|you need a packed lunch/],
    ['hi can you email my boss rachel that my car broke down on the m6 and im waiting for the aa, probably be 2 hours late, ill work late tonight to make it up', [/on the M6 and I(?: am|'m) waiting for the AA\./, /I(?: will|'ll) probably be 2 hours late\./], /, probably be|the m6|the aa\b/],
    ['complaint to Currys, ordered a fridge freezer (order 88214453) delivered tuesday with a big dent in the door, want a replacement not a refund and i need it before the weekend', [/\(order 88214453\), which was delivered on Tuesday with a big dent in the door\./], /\) delivered on Tuesday/],
  ])('from ten more requests through the API (eighteenth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));
});

describe('from a fresh set of eighty requests (nineteenth session)', () => {
  it.each([
    // "so nervous" about a child in the story is content, not the writer's nerves about the email.
    ['thank you email to Mr Adeyemi for everything this year. Josh was so nervous in september and now hes loving school', [/Josh was so nervous in September and now he(?: is|'s) loving school\./], /Josh was\./],
    // Where the job is stays with the job.
    ['cover letter email for a part time barista job at Gails on the high street. ive done 2 years at costa', [/barista job at Gails on the high street\./], /high\. Street|on the\. /],
    // A refund chased from a firm known by its web address goes to that firm.
    ['i need to chase a refund from Booking.com, hotel in porto (Casa do Rio) cancelled our booking 2 days before, they said refund in 5 days', [/^(?:Dear|Hi) Booking\.com team,/, /The hotel in Porto \(Casa do Rio\) cancelled our booking 2 days before\./], /\[Name\]|your booking\.com/i],
    // A question asked after a comma is asked.
    ['Hi Jess,\n\nWould you be up for running a 30 min session on the new onboarding process on the 18th?\n\nBest,\nMartin\n\nreply saying id love to but im on leave the 16th-20th, could Ravi do it instead, he built most of it with me', [/\. Could Ravi do it instead\?/], /, could Ravi/],
    // Who it goes to, said last.
    ['decline my friends hen do in Ibiza, cant afford £800 right now, dont want to make a big deal of it, will 100% be at the wedding. friend is Laura', [/^Hi Laura,/], /friend is Laura|\[Name\]/i],
    // The child's name and class go with "my son".
    ['write to the school asking for my son to have 2 days authorised absence 15th and 16th may for his uncles wedding in Lagos. Kwame, year 8', [/my son Kwame \(Year 8\)/], /Kwame \(year 8\)\.|Kwame, year 8/i],
    // A vet is written to as a practice; "she" is the pet.
    ["email to the vet (Greenfields Vets) asking for a copy of Bella's vaccination record, we're taking her to france in june and need it for the pet passport. shes a cockapoo, 4 yrs", [/^(?:Dear|Hi) Greenfields Vets team,/, /taking her to France/, /She(?: is|'s) a cockapoo/], /taking you|You(?: are|'re) a cockapoo|Dear Greenfields,|\[Name\]/],
    // A place named for a person is a place; what the writer is says who could help.
    ['email to a local charity (Hope Kitchen) offering to volunteer on weekends, im a chef, could help with cooking or teaching kids cooking. free most sundays', [/^(?:Dear|Hi) Hope Kitchen team,/, /I could help with cooking/, /free most Sundays/], /Dear Hope,|It could help|most on Sundays/],
    // "Hi Hiring Manager" is no greeting.
    ['cover letter email for a part time barista job at Gails on the high street. ive done 2 years at costa, can do weekends', [/^(?:Dear Hiring Manager|Hi there),/], /Hi Hiring Manager/],
    // "45 mins" is no plural the customer's "their" could mean.
    ['apology to a customer who waited 45 mins for their table on saturday night at our restaurant (Saffron Kitchen), we were short staffed', [/waited 45 minutes for your table/], /for their table/],
  ] as const)('%s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));
});

describe('subjects (nineteenth session)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options!.map((option) => option.subject);
  it('a number cut from its unit is no reference, and a due date is no topic', () => {
    for (const subject of subjects('hotel in porto cancelled our booking 2 days before, they said refund in 5 days, its been 3 weeks. €412')) expect(subject).not.toMatch(/booking 2\b/i);
    for (const subject of subjects('email booking.com about my booking 2 days before the trip, they cancelled it')) expect(subject).not.toMatch(/booking 2\b/i);
    for (const subject of subjects('email to my manager dave telling him im pregnant, due 20th nov, would like to talk about maternity leave dates')) expect(subject).not.toMatch(/due 20th/i);
  });
});

describe('from ten requests through the API (nineteenth session)', () => {
  it.each([
    ['email the letting agent (Foxtons) the shower has been dripping for 3 weeks and the extractor fan doesnt work, reported it on the portal twice, ref 77120. can they send someone before the 20th', [/^(?:Dear|Hi) Foxtons team,/], /Dear Foxtons,|\[Agent's name\]/],
    ['tell my neighbour Gary his hedge is blocking the pavement and my mum nearly tripped with her walker on tuesday, could he cut it back this weekend, dont want to fall out over it', [/my mum nearly tripped with her walker on Tuesday\. Could you cut it back this weekend\?/], /Could he/],
    ["need to email my son's football coach (coach Dean) that Leo cant make saturdays match, hes got a cousins christening, will be at training thursday", [/^(?:Dear|Hi) Coach Dean,/], /\[Coach's name\]/],
    ["reply to this:\n\nHi,\nThanks for applying for the Sales Assistant role at Boots. We'd like to invite you to an interview on Tuesday 4th at 2pm at our Leeds store. Please confirm you can attend.\nThanks,\nHannah Price\nRecruitment\n\nsay yes i can make it and ask if i need to bring anything", [/Yes, I can make it\./], /I look forward to it\. I look forward to/],
    ['complaint to EE, been charged £45 roaming in france even though my plan includes EU roaming, account 44521098, want it refunded', [/I(?: have|'ve) been charged £45 for roaming/], /^Been charged/m],
  ] as const)('%s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));
});

describe('from ten more requests through the API (nineteenth session)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options!.map((option) => option.subject);
  it.each([
    ['email my kids school (st marys primary) that Ruby has nits again so shell be off tomorrow while we treat it', [/^(?:Dear|Hi) St Mary's Primary team,/], /Mary'S/],
    ['email to the cricket club parents, training moves to wednesdays 6-7pm from next week because the pitch is being reseeded, bring water and sun cream', [/bring water and sun cream/], /Sunday cream/],
    ['thank my team for covering while i was off with my back, especially Tom who did the payroll run on his own, back monday', [/on his own[.!] I(?: am|'m| will be|'ll be) back on Monday\./], /\(back on Monday\)/],
    ['email ikea customer service, delivery was booked for saturday 8-12 but nobody came and nobody called, i took the day off work, order 1134-882, want it rebooked and compensation', [/^(?:Dear|Hi) IKEA Customer Service team,/], /^(?:Dear|Hi) team,/],
    ["Hi there,\n\nJust checking whether you're still interested in the spare room? We've had a couple of other people ask so I need to know by Sunday. Rent is £620 a month including bills.\n\nCheers,\nMarcus\n\nreply saying yes still interested, can i come and see it saturday morning, and is there parking", [/Could I come and see it on Saturday morning\? Is there parking\?/], /Could I come\?|whether it on|Looking forward to it! Looking forward|I look forward to it\. I look forward/],
  ] as const)('%s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a subject does not stop on "even"', () => {
    for (const subject of subjects('tell the plumber (Steve) the radiator in the back bedroom is still cold even after he bled it on monday, can he come back this week, im in after 3 every day')) expect(subject).not.toMatch(/\beven$/i);
  });

  it('the message names a firm\'s desk as typed', () => {
    expect(compose({ userMessage: 'email ikea customer service, delivery was booked for saturday but nobody came', history: [] }).message).toMatch(/to IKEA customer service\b/);
  });
});

describe('declines (twentieth session)', () => {
  it('a report of the bullying a child gets is written, not refused as harassment', () => {
    expect(detectDecline('email to the headteacher asking for a meeting about the bullying my son is getting on the school bus, its been going on since half term')).toBeUndefined();
    expect(detectDecline('tell the school about the harassment my daughter gets from two boys in her class')).toBeUndefined();
    expect(detectDecline('help me write something bullying my coworker into quitting')).toBeDefined();
    expect(detectDecline('write an email harassing my ex until she replies')).toBeDefined();
  });
});

describe('openers (twentieth session)', () => {
  it('no small talk before a problem, a dispute or an application', () => {
    for (const message of [
      'email my landlady that the washing machine is leaking all over the kitchen floor, can someone come out this week, im in after 4 every day',
      'the electrician left the job half done, we paid £800 deposit, hes ignored my texts for 2 weeks',
      'email the uni accommodation office, theres black mould on the wall behind my bed',
    ]) {
      for (const body of bodies(message)) expect(body).not.toMatch(/I hope (?:this email finds you|you are|you're|your week)|Hope all is well/);
    }
    // A plain question still opens warmly.
    expect(bodies('ask the landlord if we can get a cat').join('\n')).toMatch(/I hope|Hope/);
  });
});

describe('notes, headers and subjects (twentieth session)', () => {
  it('a firm named first with a dash is whom the email goes to ("barclays - tell them ...")', () => {
    const reply = compose({ userMessage: 'natwest - tell them im in canada 3-19 june so dont freeze my card', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) NatWest(?: team)?,/);
      expect(option.body).toMatch(/so please (?:do not|don't) freeze my card/);
      expect(option.body).not.toMatch(/tell them|NatWest -|I do not freeze/i);
    }
  });

  it('"claim no. DL-99" is a number, not the end of a sentence', () => {
    expect(normalize('home insurance, claim no. HX-44120, the roof leaked')).toMatch(/claim number HX-44120/);
  });

  it('three or more short notes are a list, not one run-on sentence', () => {
    for (const body of bodies('email the allotment members: hedge cutting on saturday at 9am, skip by the gate until monday, tea and cake in the hut after')) {
      expect(body).toMatch(/Here are the details:\n- Hedge cutting on Saturday at 9 am\n- Skip by the gate until Monday\n- Tea and cake in the hut after/);
    }
  });

  it('a question names what it asks about in the subject, not "A short question" or "One quick question"', () => {
    const reply = compose({ userMessage: 'email the wedding venue asking if we can use our own florist and what the cleaning fee is', history: [] });
    for (const option of reply.options) expect(option.subject).toMatch(/^(?:Quick q|Q)uestion about our own florist and cleaning fee$/);
  });
});

describe('from ten requests through the API (twentieth session)', () => {
  it('a quotation after "reply to X:" is the email answered, however it starts', () => {
    for (const body of bodies('reply to priya: "could you send the slides before friday? the client wants a preview" say yes but ill need the logo files from sam first')) {
      expect(body).toMatch(/^(?:Dear|Hi) Priya,/);
      expect(body).not.toMatch(/"|tell you|say yes/);
      expect(body).toMatch(/Yes/);
    }
  });

  it('"..., emailing her to ask if ..." writes to the one the story named, about what is theirs', () => {
    for (const body of bodies("my landlady's bins have been overflowing into my garden for weeks, emailing her to ask if she can get a bigger one")) {
      expect(body).toMatch(/Your bins have been overflowing/);
      expect(body).toMatch(/(?:could you|whether you could) get a bigger one\?/i);
      expect(body).not.toMatch(/emailing her|my landlady/i);
    }
  });

  it('"so clear your desks" to the team is asked', () => {
    for (const body of bodies('email the team the office is closed monday for the bank holiday and the cleaners are coming tuesday so clear your desks friday')) expect(body).toMatch(/so please clear your desks/);
  });
});

describe('from ten more requests through the API (twentieth session)', () => {
  it('"dear mrs collins, email asking if ..." writes to Mrs. Collins', () => {
    for (const body of bodies('dear mr hughes, email asking if my son leo can miss football practice on tuesday for a dentist appointment')) {
      expect(body).toMatch(/^(?:Dear|Hi) Mr\. Hughes,\n\n/);
      expect(body).not.toMatch(/\n(?:Dear|dear) Mr\. Hughes\./);
    }
  });

  it('"next meeting moved to thursday" has been moved; ", keep the door shut" is asked', () => {
    for (const body of bodies('email to the knitting group: next meeting moved to wednesday 6pm at the library, bring your own needles')) expect(body).toMatch(/[Tt]he next meeting has been moved to Wednesday/);
    for (const body of bodies('reply to this from the letting agent "we have a viewing booked for friday at 10, is that ok?" tell them yes but the dog will be in, keep the kitchen door shut')) expect(body).toMatch(/so please keep the kitchen door shut/);
  });

  it('a question about a person names no "Question about brother" (nor the reason, "Question about flat")', () => {
    const reply = compose({ userMessage: 'need to ask my landlord mr patel if my brother can stay with us for 3 weeks in april while his flat is being done', history: [] });
    for (const option of reply.options) expect(option.subject).not.toMatch(/about (?:my )?brother|about flat/i);
  });
});

describe('from ten requests through the API after the review (twentieth session)', () => {
  it('"send a gift and congrats" under a decline is what the writer will do, not asked of the couple', () => {
    for (const body of bodies("decline my friend tom's wedding invite, we're on holiday that week, send a gift and congrats")) {
      expect(body).toMatch(/We'll send a gift\. Congratulations/);
      expect(body).not.toMatch(/Please send/);
    }
  });

  it('a number typed in groups ("account 8800 1123 456") is one reference, whole in the subject', () => {
    const reply = compose({ userMessage: 'ask scottish power to send an engineer, the meter keeps tripping, account 7712 3345 901', history: [] });
    for (const option of reply.options) expect(option.subject).not.toMatch(/7712(?! 3345 901)/);
    expect(bodies('ask scottish power to send an engineer, the meter keeps tripping, account 7712 3345 901').join('\n')).not.toMatch(/I hope/);
  });
});

describe('who a story is about, kinds told in the story, and notes to us (twenty-first session)', () => {
  it('a story about a provider, an agent, a garage or the neighbours, with no one named, is written to them', () => {
    expectEveryOption('my broadband provider has charged me twice for october, £38 each time. want the second one refunded', [/^(?:Dear|Hi|Hello) team,/, /You have charged me twice for October/], /My broadband provider/);
    expectEveryOption('the letting agent (Keyway Homes) said theyd fix the boiler last week and nobody has come. need it done by friday', [/^(?:Dear|Hi) Keyway Homes team,/, /You said you(?:'d| would) fix the boiler last week/], /The letting agent|Keyway Homes\) said/);
    expectEveryOption("neighbours upstairs keep leaving their bikes in the hallway and i cant get my pram past. just ask them to move them to the bike store", [/You keep leaving your bikes in the hallway/, /move them to the bike store\?/], /Neighbours upstairs|ask you to/);
  });

  it('"need to give my tenants notice that ..." tells the tenants; "... so i need to tell my boss ..." writes to the boss', () => {
    expectEveryOption('need to give my tenants notice that the boiler service is on monday between 9 and 1', [/^(?:Dear all|Hi everyone),/, /the boiler service is on Monday between 9 and 1/i], /[Mm]y tenants notice|give my tenants/);
    expectEveryOption('my daughter has tonsillitis so i need to tell my manager ill be working from home tomorrow', [/^(?:Dear|Hi) \[Manager's name\],/, /My daughter has tonsillitis/, /I(?:'ll| will) be working from home tomorrow/], /I will have that|tell my manager/);
  });

  it('"need to email a parent about their son Leo ..." greets the parent, about their child', () => {
    expectEveryOption('im his form tutor. need to email a parent about their son Leo missing three homework deadlines this half term', [/your son Leo missing three homework deadlines/], /^(?:Dear|Hi) Leo,|Need to email/m);
  });

  it('"one of my team, Asha," is Asha; "i want to be kind but clear that ..." says what follows', () => {
    expectEveryOption('email to one of my team, Asha, shes missed the last two stand-ups. i want to be kind but clear that she needs to join them', [/^(?:Dear|Hi) Asha,/, /You have missed the last two stand-ups\. You need to join them/], /Team team|be kind but clear/);
  });

  it('a capital the visitor typed is not kept after the subject put in ("I Want")', () => {
    for (const body of bodies('Complaint to Grand Central Gym. Cancelled my membership in March. Still being charged £29 a month. Want the last two payments back.')) expect(body).not.toMatch(/\bI (?:Want|Still|Cancelled)\b/);
  });

  it('"ask X to be a referee" asks her for a reference; "we haven\'t spoken to you" loses its "to you"', () => {
    expectEveryOption('ask my old manager priya to be a referee for a teaching assistant job at oakfield primary, havent spoken to her since 2022', [/a reference for a teaching assistant job/, /We (?:have not|haven't) spoken since 2022/], /whether I could be a referee|spoken to you/);
  });

  it('a reply to a review thanks the reviewer for their stars and hopes to welcome them back', () => {
    const reply = compose({ userMessage: 'reply to a 5 star google review from "Tom B" who said our waiter Luca made his anniversary dinner really special', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Tom,/);
      expect(option.body).toMatch(/your 5-star Google review/);
      expect(option.body).toMatch(/our waiter Luca made your anniversary dinner really special/);
      expect(option.body).toMatch(/welcom(?:e|ing) you back|see you again/);
      expect(option.body).not.toMatch(/any questions|understanding/);
    }
    expectEveryOption('we run a campsite. a guest left a 2 star review saying the showers were cold and the site was noisy. we have since fixed the boiler', [/your 2-star review/, /We(?: are|'re) sorry the showers were cold/], /A guest left/);
  });

  it('"X asked me to ... say yes" thanks them and says yes; "say no" says no', () => {
    expectEveryOption('the local paper asked me to write a column about allotment gardening. say yes! i can do one a month', [/[Tt]hank you[^.]* for asking me to write a column about allotment gardening/, /I(?:'d| would) love to/], /asked me to write|Yes\./);
    expectEveryOption('my old uni asked me to speak at their alumni evening on 4 june. say no politely, ill be away', [/for asking me to speak at your alumni evening on 4 June/, /I am afraid I cannot do it this time|I'm afraid I can't do it this time/], /their alumni/);
  });

  it('"my friend Ola\'s 30th" greets Ola, and "take her out for dinner" is offered', () => {
    const reply = compose({ userMessage: "i forgot my friend Kemi's birthday yesterday. want to say sorry and take her out for brunch this weekend", history: [] });
    expect(reply.message).not.toMatch(/Kemi'S/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Hi|Hey|Dear) Kemi,/);
      expect(option.body).toMatch(/I(?:'d love| would like) to take you out for brunch/);
    }
  });

  it('a notice to all staff keeps "please ..." as asked and thanks them, awaiting no reply', () => {
    expectEveryOption('announcement to all staff: the car park will be closed on monday for resurfacing, please park on the street or take the bus', [/Please park on the street or take the bus/, /Thank(?:s| you)[^.\n]*(?:cooperation|help|everyone)/], /Would you be able to park|hearing from you/);
  });

  it('a subject names the whole noun the tagger cut, and never a count', () => {
    const leave = compose({ userMessage: 'tell my clients im going on paternity leave from 3 march for 2 weeks, my colleague Sam will cover', history: [] });
    for (const option of leave.options) expect(option.subject).toMatch(/paternity leave/i);
    const late = compose({ userMessage: 'email my team member Joe, hes been late 4 times this month, ask if everything is ok', history: [] });
    for (const option of late.options) expect(option.subject).not.toMatch(/\b4 times\b/);
  });

  it('"shes an indoor cat" is the cat; "to the X:" and "tenants of X:" are whom it is to; a pitch goes to the editor', () => {
    expectEveryOption('ask my landlord if i can have a cat, shes 4 and very quiet', [/She is 4 and very quiet|She's 4 and very quiet/], /You are 4|You're 4/);
    expectEveryOption('to the science dept: can anyone lend me a projector for period 2 tomorrow', [/^(?:Dear|Hi) (?:team|all|everyone),/], /To the science department/);
    expectEveryOption('residents of Elm House: the lift will be out of service on tuesday for repairs', [/^(?:Dear all|Hi everyone),/], /Residents of Elm House:/);
    expectEveryOption('travel writer pitching to the editor of Wanderlust magazine. I want to write 900 words on cycling the Danube', [/I(?:'d| would) like to write 900 words on cycling the Danube|I want to write 900 words/], /pitching/);
  });

  it('"I\'m angry but I want to come across as calm" is a note to us; a question then a wish are two sentences', () => {
    expectEveryOption("email my son's head of year mr doyle, he was left out of the school trip. I want to know why and I'd like a call this week. i'm furious but want to sound calm", [/\?\s/, /I(?:'d| would) like a call this week\./], /furious|sound calm/);
  });
});

describe('from ten requests through the API (twenty-first session)', () => {
  it('"our plumber gary did ..." to Gary: who he is goes with his name', () => {
    expectEveryOption('our electrician sam did a brilliant job rewiring the kitchen last week, want to thank him and ask if he could quote for the garage too', [/^(?:Dear|Hi) Sam,/, /(?:You did|Thanks? (?:you )?(?:so much )?for doing) a brilliant job rewiring the kitchen/], /Our electrician you/);
  });

  it('"want both back and the freeze confirmed" is wanted, not reported as done', () => {
    for (const body of bodies('my gym charged me in may and june while my membership was frozen. want both refunded and the freeze confirmed')) {
      expect(body).toMatch(/both refunded and the freeze confirmed/);
      expect(body).not.toMatch(/freeze was confirmed/);
    }
  });

  it('"thank my sister and her husband for ..." thanks him too, and reads whole', () => {
    for (const body of bodies('thank my brother and his wife for looking after our dog while we were away')) {
      expect(body).toMatch(/for looking after our dog while we were away, and please thank your wife too/);
      expect(body).not.toMatch(/for and your wife/);
    }
  });

  it('a notice that asks for replies closes without asking again; "please note" is no ask', () => {
    for (const body of bodies('email all volunteers: the litter pick needs extra hands this sunday 10-12 because of the festival, reply if you can come')) expect(body).not.toMatch(/reply to this email/i);
    const reply = compose({ userMessage: "email to the team announcing that ravi shah is joining as our new sales manager on june 2nd, he's coming from ocado. want it warm", history: [] });
    for (const option of reply.options) expect(option.body).not.toMatch(/cooperation/);
  });
});

describe('from ten requests through the API after the review (twenty-first session)', () => {
  it('"need to chase our client X, invoice N ..." chases them for that invoice, its amount and due date whole', () => {
    expectEveryOption('need to chase our client brightwell ltd, invoice 1187 for £2,200 was due 3 weeks ago, also ask if theres a PO number i need', [/^(?:Dear|Hi) Brightwell Ltd team,/, /payment of invoice 1187 for £2,200, which was due 3 weeks ago/], /chase our client/i);
  });

  it('"ask if she fancies a coffee" asks about the coffee ("aing coffee" before)', () => {
    expectEveryOption('congratulate my friend nadia on passing her driving test and ask if she fancies a drink on friday', [/(?:for|Fancy) a drink on Friday\?/], /aing\b/);
  });

  it('"..., can u email her teacher mrs X and say ..." writes to the teacher with what to say', () => {
    expectEveryOption('my daughter amy (year 3) has a cold, can u email her teacher mrs patel and say shes fine to come in but cant do PE', [/^(?:Dear|Hi) Mrs\. Patel,/, /(?:She is|She's) fine to come in/], /email your teacher|Can you email/);
  });

  it('a question keeps its question mark ("Can I rebook ...?")', () => {
    for (const body of bodies("cancel my dentist appointment on weds 2pm at bright smile, i've got covid. can i rebook for next week any afternoon")) expect(body).toMatch(/(?:Can|Could) I rebook for next week any afternoon\?/);
  });

  it('"virgin trains" and the like are a company, greeted as one', () => {
    const reply = compose({ userMessage: 'complaint to avanti trains, my 7:40 was cancelled twice this week and i was late for work both days, want compensation', history: [] });
    expect(reply.message).toMatch(/Avanti Trains/);
    for (const option of reply.options) expect(option.body).toMatch(/^(?:Dear|Hi) Avanti Trains team,/);
  });

  it('"the quarterly review is moved from monday" has been moved', () => {
    for (const body of bodies('email my team that the weekly briefing is moved from tuesday to thursday 10am')) expect(body).toMatch(/[Tt]he weekly briefing has been moved from Tuesday to Thursday/);
  });
});

describe('one person of the story is the reader (twenty-second session)', () => {
  it('"my housemate still owes me £85 ... maybe an email is easier" is written to the housemate', () => {
    expectEveryOption('my housemate still owes me £85 for the gas bill from january, every time i ask she says next week. maybe an email is easier', [/^(?:Hi|Hey|Dear) \[Name\],/, /You still owe me £85 for the gas bill from January\./, /you say next week/], /[Mm]y housemate|email is easier|\bshe\b/);
  });

  it('"following up on the proposal i sent to Ms Okafor ..." greets her and says it to her', () => {
    expectEveryOption('following up on the proposal i sent to Ms Okafor last tuesday, want to check she got it and if she has questions', [/^(?:Dear|Hi) Ms\. Okafor,/, /the proposal I sent to you last Tuesday/, /I wanted to check that you received it\./, /answer any questions you have\./], /to Ms\. Okafor|want to check|\bshe\b/i);
  });

  it('"one of our regular customers, Mr Hale, had a fall ..." greets Mr. Hale; the get-well wish is done', () => {
    expectEveryOption('one of our regular customers, Mr Hale, had a fall and is in hospital. want to send a get well message from everyone at the shop', [/^(?:Dear|Hi) Mr\. Hale,/, /[Yy]ou had a fall/, /[Ee]veryone at the shop is thinking of you\./], /one of our|get well message|Mr\. Hale had/);
  });

  it('"my cousin lent me his drill ... i lost the battery", and sorry: sorry for what I did, not for the loan', () => {
    expectEveryOption('my cousin lent me his drill in may and i lost the battery. want to apologise and offer to replace it', [/^(?:Hi|Hey|Dear) \[Cousin's name\],/, /You lent me your drill in May\./, /(?:sorry|terrible) that I lost the battery\./, /replace it\./], /sorry that you lent/);
  });

  it('not everyone in a story is the reader: "they\'ve been our best client" is not written to the client', () => {
    for (const body of bodies("we've worked with Ardent Builders for 5 years this month. want to send the owner, Kev, a thank you from our team, they've been our best client")) {
      expect(body).toMatch(/^(?:Dear|Hi) Kev,/);
      expect(body).not.toMatch(/You have been you|You've been you|want to send/);
    }
  });
});

describe('a wish about the email is done in it (twenty-second session)', () => {
  it('"want to RSVP no to the christening on sunday" says we cannot make it, to the christening', () => {
    expectEveryOption("want to RSVP no to the christening on sunday, we're away at my sister's, but send love", [/sorry, but I (?:won't|will not) be able to make it to the christening on Sunday\./, /Sending lots of love\./], /RSVP/);
  });

  it('an RSVP no after "can\'t make your wedding" is not said twice', () => {
    for (const body of bodies("cant make my friend Ola's wedding in june, im abroad for work. want to RSVP no but send love")) {
      expect(body).toMatch(/make your wedding in June/);
      expect(body).not.toMatch(/RSVP|able to make it/);
    }
  });

  it('"want to give the neighbours a heads up about ..., and give my number" greets the neighbours and leaves a blank for the number', () => {
    expectEveryOption("we're redoing our driveway from the 3rd for a week. want to give the neighbours a heads up about the noise and the skip, and give my number", [/^(?:Hi|Dear|Hello) neighbours,/, /I wanted to give you a heads-up about the noise and the skip\./, /My number is \[phone number\]/], /giving my number|want to give/);
  });

  it('"want to send a congrats email" is a congratulations note; "havent spoken in a year" is we', () => {
    expectEveryOption('my old flatmate Tom just got engaged!! havent spoken in a year, want to send a congrats email', [/^(?:Hi|Hey|Dear) Tom,/, /[Cc]ongratulations on getting engaged/, /We haven't spoken in a year\./], /send a congrats|I haven't spoken/);
  });

  it('"want to send condolences" after the loss is told is left to the condolence note', () => {
    for (const body of bodies("one of our oldest clients, Mrs Adeyemi, lost her husband on friday. I'm her accountant. want to send condolences and say the tax return can wait")) {
      expect(body).toMatch(/^(?:Dear|Hi) Mrs\. Adeyemi,/);
      expect(body).toMatch(/you lost your husband on Friday/);
      expect(body).not.toMatch(/send condolences|one of our|Mrs\. Adeyemi lost/);
    }
  });

  it('"want to write them an email, first time saying anything" is a note to us', () => {
    for (const body of bodies('the couple next door argue loudly most nights past midnight, we can hear every word. want to write them an email, first time saying anything')) expect(body).not.toMatch(/write (?:them|you) an email|first time saying/i);
  });
});

describe('a problem told with nothing asked gets the ask it implies (twenty-second session)', () => {
  it('a ruined dress, to the cleaners: asked to look into it; "a bleach mark" is no name; "Sparkle Cleaners" is a firm', () => {
    expectEveryOption('the dry cleaners ruined my silk dress, theres a bleach mark on the front, ticket 5521. email to Sparkle Cleaners', [/^(?:Dear|Hi) Sparkle Cleaners team,/, /a bleach mark on the front/, /look into this and let me know (?:how it will be put right|what you can do)\?/], /Mark|Dear Sparkle,/);
  });

  it('money owed by a friend named in lowercase: greeted by name and asked when he can pay it back', () => {
    expectEveryOption('my mate kev borrowed £150 for his car insurance in june, said hed pay me back in a month. its september now. maybe an email is easier than bringing it up', [/^(?:Hi|Hey|Dear) Kev,/, /You borrowed £150 for your car insurance in June/, /when you (?:can|will be able to) pay (?:me|this) back\?/], /You kev|email is easier/);
  });

  it('money lent to a brother is asked back even when the visitor says why they need it now', () => {
    expectEveryOption('my brother borrowed 300 quid off me in april for a deposit, said hed pay it back in a few weeks. its august and i need it for my car tax. help me email him', [/You borrowed £300/, /when you (?:can|will be able to) pay (?:me|this) back\?/], /help me email/);
  });

  it('a worry told to a teacher asks for advice; an absence does not', () => {
    expectEveryOption("email my daughter's teacher mr ashe, she's been coming home upset because she's being left out at break", [/^(?:Dear|Hi) Mr\. Ashe,/, /(?:your advice|your thoughts) on how best to handle this\./], /look into this/);
    for (const body of bodies("email my son's teacher mrs bell, he'll be off on friday for his grandma's funeral")) expect(body).not.toMatch(/advice|handle this|look into this/);
  });

  it('their dog barking is asked about; our own party noise is not', () => {
    expectEveryOption("the neighbours dog barks all day while they're at work, i work from home and cant take calls. email them", [/Is there anything you could do about the barking\?/], /keeping the noise down/);
    for (const body of bodies("we're having a party on saturday from 8pm, want to give the neighbours a heads up about the noise")) expect(body).not.toMatch(/keep(?:ing)? the noise down|look into this/);
  });

  it('a claim still under review is chased for an update; a late rent note asks nothing', () => {
    expectEveryOption('my bike was stolen from outside work on 3 march, claim ref HB-55120 with my home insurer, sent everything they asked for. 5 weeks later its still under review', [/HB-55120/, /give me an update on where things stand\?/], /look into this/);
    for (const body of bodies('tell my landlord the rent will be a week late this month, my hours were cut, i can pay on the 8th')) expect(body).not.toMatch(/look into this|put right|where things stand/);
  });
});

describe('who did it, when the visitor left them out (twenty-second session)', () => {
  it('"letting agent still hasnt sent ..." is the agent who has not, said to them once, with one ask', () => {
    for (const body of bodies('letting agent still hasnt sent the check-out report, moved out 3 weeks ago')) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Agent's name\],/);
      expect(body).toMatch(/You still (?:have not|haven't) sent the check-out report\./);
      expect(body).not.toMatch(/Still|put (?:this|it) right[^]*put (?:this|it) right/);
    }
  });

  it('"write something that mentions ..." is what to mention, not whom to write to', () => {
    for (const body of bodies('email the gym about my membership, write something that mentions my contract ended in june and i was still charged for july')) {
      expect(body).toMatch(/My contract ended in June and I was still charged for July\./);
      expect(body).not.toMatch(/Something|write something/i);
    }
  });

  it('"hasnt been serviced since 2022" is the boiler, not the writer', () => {
    for (const body of bodies('tell my tenant the water will be off on tuesday 9-12 for the boiler service. hasnt been serviced since 2022')) {
      expect(body).toMatch(/It (?:has not|hasn't) been serviced since 2022\./);
      expect(body).not.toMatch(/I has/);
    }
  });
});

describe('from ten requests through the API (twenty-second session)', () => {
  it('a neighbour parking across the drive is asked to keep it clear; "number 9" is never "My number is 9"; "first time saying anything" is said to them', () => {
    expectEveryOption('my neighbour keeps blocking our driveway with his van, twice this week. number 9. want to email him, first time saying anything', [/drive(?:way)? (?:is )?(?:kept )?clear from now on\?/, /I haven't mentioned it before/], /[Mm]y number is 9|first time saying|want to email/);
  });

  it('a chase with no question still asks for an update', () => {
    expectEveryOption('chase the council about my blue badge renewal, sent the form 6 weeks ago, ref BB-40112, still nothing', [/BB-40112/, /give me an update on where things stand\?/], /want to chase/);
  });

  it('a flatmate who has not done their share is asked kindly; "bring it up without a row" is a note to us', () => {
    expectEveryOption('my flatmate hasnt taken the bins out in 2 weeks and theyre overflowing. want to bring it up without a row', [/^(?:Hi|Hey|Dear) \[Name\],/, /You (?:have not|haven't) taken the bins out in 2 weeks/, /Would you mind sorting it/], /without a row|bring it up|[Mm]y flatmate/);
  });

  it('"congrats to my team for ..., want to take them out for lunch" offers it to them; the subject says congratulations', () => {
    for (const option of compose({ userMessage: 'congrats email to my team for closing the Halden account a month ahead of plan, want to take them out for drinks thursday', history: [] }).options) {
      expect(option.body).toMatch(/take you all out for drinks on Thursday/);
      expect(option.body).not.toMatch(/take them out|want to take/);
      expect(option.subject).toMatch(/[Cc]ongrat|happy for you/);
    }
  });
});

describe('from ten more requests through the API (twenty-second session, after the review)', () => {
  it('"my landlord said hed fix ... 3 weeks ago and nothing" is said to him: "You said you would fix ..., but nothing has happened since"', () => {
    expectEveryOption('my landlord said hed sort the broken oven 2 weeks ago and nothing, we cant cook. email him', [/You said you(?: would|'d) sort the broken oven 2 weeks ago but nothing has happened since\./], /said he|and nothing\./);
  });

  it('"thank her properly and say i owe her a coffee" thanks her and owes her the coffee; no money is asked back', () => {
    expectEveryOption('my coworker dan stayed late to finish my report when my kid was ill, want to thank him properly and say i owe him a pint', [/I owe you a pint\./], /thank your|owe your|pay (?:me|this) back/);
    expectEveryOption('my colleague jess covered my shifts while i was off sick for 2 weeks, want to thank her properly and say i owe her a coffee', [/I owe you a coffee\./], /thank your|owe your|pay (?:me|this) back/);
  });

  it('"my uncle lent me his van ... want to say sorry and pay for the repair": sorry, and the repair offered; nothing asked back', () => {
    expectEveryOption('my aunt lent me her car for the weekend and i dented the bumper in a car park. want to say sorry and pay for the repair', [/You lent me your car for the weekend\./, /(?:sorry|terrible) that I dented the bumper/, /I(?:'d| would) like to pay for the repair\./], /pay (?:me|this) back|^Pay for/m);
  });
});

describe('the ask a problem implies, and the subject from its first thing (twenty-third session)', () => {
  const subjects = (message: string): string[] => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('no repair or "look into this" ask after our own promise or a need already said', () => {
    for (const message of ["tell our dog walker (Ines) we won't need her for the next 2 weeks while were in spain but we'll still pay her as normal", 'tell the printer the last run of flyers (job 5521) came out with the wrong logo, 2,000 flyers, we need them reprinted at their cost']) {
      for (const body of bodies(message)) expect(body).not.toMatch(/look into this|put right|what you can do|fixed as soon/);
    }
  });

  it('a chase where "nobody has come back to me" asks for an update, not for a repair', () => {
    for (const body of bodies('chase my home insurance claim, ref HX-220931, it was for the leaking roof in march, ive sent everything they asked for and nobody has come back to me in 5 weeks')) {
      expect(body).toMatch(/update on where things stand\?/);
      expect(body).not.toMatch(/fixed as soon/);
    }
  });

  it('a subject that would name nothing names the first thing the email is about', () => {
    expect(subjects('email the seller on vinted, the jacket i bought has a big stain that wasnt in the pictures. i want to send it back')).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:Regarding|About|A note about|Quick note about) the jacket$/)]));
    for (const subject of subjects('complain to the train company about the guard on the 17.40 from leeds who shouted at my dad for not having his ticket ready')) expect(subject).not.toMatch(/^(?:A formal complaint|A complaint to resolve|A problem that needs fixing|A problem I need help with|An issue to sort out|A problem to fix)$/);
  });

  it('a time, a person by their part or the email itself is no thing for the subject', () => {
    for (const subject of subjects('tell the childminder were leaving end of august, moving to leeds')) expect(subject).not.toMatch(/^(?:(?:Regarding|About|A note about|Update:)\s+)?(?:the\s+)?end of August|the end$/i);
  });
});

describe("the writer's state and how the email should land are notes to us (twenty-third session)", () => {
  it('"kind of panicking", "im so stressed about all this", "this is killing me" are not written', () => {
    for (const message of ['email the accommodation office, my bursary still hasnt been paid and my deposit is due monday. student id 88123. kind of panicking', 'tell my caterer we have to move the party from the 3rd to the 10th, same place. can they still do it? im so stressed about all this', 'write to etsy support my shop (ref 4471) was closed with no reason given, i sell 200 orders a month this is killing me']) {
      for (const body of bodies(message)) expect(body).not.toMatch(/panicking|stressed|killing me/i);
    }
  });

  it('"shes a big name", "really need to get the tone right", "i love her but its a lot" are not written, what surrounds them is', () => {
    expectEveryOption('ask professor hana ito if she would supervise my masters dissertation on coral bleaching, im a bit nervous, shes a big name', [/supervise my master's dissertation on coral bleaching/], /big name|nervous/i);
    expectEveryOption("tell my sister we'd rather she didnt bring the dog when she visits, the baby is allergic. i love her but its a lot. really need to get the tone right here", [/the baby is allergic/i], /tone right|it's a lot|its a lot|I love you/i);
  });

  it('"i know its term time" is said with its apostrophe', () => {
    for (const body of bodies('write to my sons form tutor that he wont be in on friday, its his grandmas funeral. i know its term time')) expect(body).toMatch(/I know it(?:'s| is) term time/);
  });
});

describe('closing lines that fit what was said (twenty-third session)', () => {
  it('an offer or an invitation turned down closes with thanks for the thought, not "any questions"', () => {
    for (const body of bodies("reply to a recruiter called Omar who contacted me about a sales role, i'm not looking right now but maybe next year")) {
      expect(body).toMatch(/thinking of me|another opportunity/);
      expect(body).not.toMatch(/any questions|anything is unclear/);
    }
  });

  it('a fault told to a firm awaits their reply, not "any questions"', () => {
    for (const body of bodies('email the manager of the Grange hotel, we were overcharged £18 for parking on our stay last weekend, we never used the car park').concat(bodies('write to etsy seller support, my listing for soy candles (listing 22814) got suspended with no reason given, i sell about 150 a month'))) {
      expect(body).toMatch(/hearing from you|your reply|looking into this|for your help|Thanks in advance/);
      expect(body).not.toMatch(/any questions|anything is unclear/);
    }
  });

  it('an absence for a funeral asks the school for no update', () => {
    for (const body of bodies('write to the head of year that my daughter wont be in on monday, its her great aunts funeral')) expect(body).not.toMatch(/an update|looking into this/);
  });
});

describe('whom it goes to, said in passing (twenty-third session)', () => {
  it('"(Hamptons, the woman is called Dana)" greets Dana', () => {
    for (const body of bodies('email the letting agent (Hamptons, the woman is called Dana) saying we want to offer £1,450 a month for the flat on Kent Road')) expect(body).toMatch(/^(?:Dear|Hi) Dana,/);
  });

  it('"my doctors surgery" is the GP surgery, never "Dr. Surgery"', () => {
    for (const body of bodies('email my doctors surgery asking for a copy of my blood test results from last month')) {
      expect(body).not.toMatch(/Dr\.? Surgery/);
      expect(body).toMatch(/^(?:Dear|Hi|Hello) GP Surgery team,/);
    }
  });

  it('"the couple (Sam & Ella)" greets both by name; "(the Harbour View in filey)" is the Harbour View', () => {
    for (const body of bodies("tell the bride and groom (Sam & Ella) we're so sorry we can't come, we'll be at my cousins christening")) expect(body).toMatch(/^(?:Dear|Hi) Sam and Ella,/);
    for (const body of bodies('ask the b&b (the Harbour View in filey) if they allow dogs, booking 3-5 august, conf no 22817')) {
      expect(body).toMatch(/^(?:Dear|Hi) Harbour View team,/);
      expect(body).toMatch(/My booking is for 3-5 August \(confirmation number 22817\)/);
    }
  });

  it('"let the tenants at 12A know ..." tells the tenants', () => {
    for (const body of bodies('need to let the tenants at 12A know the electrician is coming on friday morning to test the sockets')) expect(body).toMatch(/(?:^|: )[Tt]he electrician is coming on Friday morning to test the sockets\./m);
  });
});

describe('the request said to us, and the child in a note to their coach (twenty-third session)', () => {
  it('"just need a quick thanks to a colleague (Ravi) for ..." thanks Ravi', () => {
    expectEveryOption('just need a quick thanks to a colleague (Ravi) for swapping his day off with me on tuesday', [/^(?:Dear|Hi) Ravi,/, /[Tt]hank(?:s| you)[^.]* for swapping your day off/], /need a quick thanks|a colleague/);
  });

  it('"sorry to ask but can you help me email my bank ... to get X and cancel" writes to the bank and cancels', () => {
    expectEveryOption("sorry to ask but can you help me email my gym (PureFit) to freeze my membership and cancel, i've moved house and they're still taking £30 a month", [/^(?:Dear|Hi|Hello) PureFit team,/, /cancel my membership/], /help me|sorry to ask/i);
  });

  it('"ask dr okafor (my sons consultant) if ..." leaves out who she is to us', () => {
    for (const body of bodies('ask dr okafor (my sons consultant) if we can move his appointment from the 4th to the 11th')) expect(body).not.toMatch(/\(my son's consultant\)|consultant\)/);
  });

  it('"pitch to a podcast host (Leah from Money Talks) to be a guest" asks to be a guest', () => {
    expectEveryOption('pitch to a podcast host (Leah from Money Talks) to be a guest, i paid off £40k of debt in 3 years', [/^(?:Dear|Hi) Leah,/, /(?:be|were) a guest on the show\?/], /^To be a guest/m);
  });

  it("a note to a son's or a daughter's coach: the child is the child, never the reader", () => {
    expectEveryOption('thank my sons rugby coach at the end of the season, he went from never playing to making the county team', [/[Mm]y son went from never playing to making the county team/], /[Yy]ou went from never playing|grateful for at/);
    expectEveryOption('thank my daughters teacher for all her help this year, she loves school now', [/all your help this year/, /[Mm]y daughter loves school now/], /you love school/i);
  });
});

describe('run-on notices said in full sentences (twenty-third session)', () => {
  it('"cancelled cause the X, back as normal next week" gives the reason and the return', () => {
    expectEveryOption('email the parents of the under 11s netball team: practice cancelled this thursday cause the hall is being used for exams, back as normal next week', [/because the hall is being used for exams\./, /Everything will be back to normal next week\./], /\bcause the\b|, back as normal/);
  });

  it('"..., whos free" asks who is free', () => {
    for (const body of bodies('reminder to the committee that the raffle prizes need picking up from the printers before saturday, whos free')) expect(body).toMatch(/Is anyone free to do it\?/);
  });

  it('"he twists everything" is a note to us; "thurs-sun" is Thursday to Sunday; "can recommend someone" is said by the writer', () => {
    expectEveryOption("email my ex about the kids christmas arrangements. i want them mon-wed, he has thurs-sun. keep it factual, he twists everything", [/from Thursday to Sunday/], /twist/);
    for (const body of bodies("tell my client (Brightside Vets) i'm ending our bookkeeping contract at the end of march, i'm going back to uni. can recommend someone")) expect(body).toMatch(/\bI can recommend someone\./);
  });

  it('a problem with no noise in it is never answered with "keep the noise down"', () => {
    for (const body of bodies('email my neighbour at number 8, the security light you installed is making our bedroom bright as day all night')) expect(body).not.toMatch(/noise/);
  });
});

describe('requests through POST /api/chat/generate, round one (twenty-third session)', () => {
  it('"thanks for his help" to a recruiter named in brackets thanks him for his help', () => {
    for (const body of bodies('email to a recruiter at Reed (Daniel) saying i took another job so please take me off the list for the payroll role, thanks for his help')) {
      expect(body).toMatch(/for your help[.!]/);
      expect(body).not.toMatch(/for (?:your|his)[.!]/);
    }
  });

  it('a wish said as "want them to fix it and pay for X" gets no second ask', () => {
    for (const body of bodies('write to the council about the broken paving slab outside no 9 on Ash Grove, its been loose since june, my ankle twisted on it last week, want them to fix it and pay for my physio (£60)')) expect(body).not.toMatch(/fixed as soon|look into this/);
  });

  it('"our neighbours the Patels" are the Patels, thanked for what they did', () => {
    for (const body of bodies('write a thank you to our neighbours the Okafors for watering our plants while we were away')) {
      expect(body).toMatch(/^(?:Dear|Hi) Okafor family,/);
      expect(body).toMatch(/[Tt]hank(?:s| you)[^.]* for watering our plants/);
    }
  });

  it('"jack has been ..." opening a clause is Jack', () => {
    for (const body of bodies('email mrs reid, jack has been finding the homework really hard this term, could we meet')) expect(body).toMatch(/\bJack has been finding/);
  });
});

describe('a pasted email under "reply to this email:" (twenty-third session)', () => {
  it('the header left with the instruction is not written: "tell her yes but ..." answers yes', () => {
    const message = 'reply to this email:\n\nHi Sam, are you still ok to bring the projector to the workshop on Tuesday? Thanks, Priya\n\ntell her yes but ill be there at 10 not 9, and ask if thats ok';
    for (const body of bodies(message)) {
      expect(body).toMatch(/^(?:Dear|Hi) Priya,/);
      expect(body).toMatch(/\bYes, [^.]*\bbut I(?:'ll| will) be there at 10/);
      expect(body).not.toMatch(/to this:|tell you yes/i);
    }
  });
});

describe('requests through POST /api/chat/generate, round two (twenty-third session)', () => {
  it('"..., name is Leah Moss" to a firm is the writer, signed; the firm is greeted', () => {
    for (const body of bodies('email the opticians (ClearView) to move my eye test on wed 5th at 2pm to the following week, name is Leah Moss')) {
      expect(body).toMatch(/^(?:Dear|Hi) ClearView team,/);
      expect(body).toMatch(/Leah Moss$/);
    }
  });

  it('"the nurse team on ward 7" are the nurses, never "Nurse Team"; "kind to him" stays him', () => {
    for (const body of bodies('thank the nurse team on ward 4 for looking after my mum last month, they were so patient with her and with us')) {
      expect(body).not.toMatch(/Nurse Team|grateful for on/);
      expect(body).toMatch(/[Tt]hank(?:s| you)[^.]* for looking after my mum/);
    }
  });
});

describe('requests through POST /api/chat/generate, after the review (twenty-third session)', () => {
  it('"need to chase an invoice, INV-88 for £900 sent to Oak Studio on 3 sept" writes to Oak Studio with every detail and one ask', () => {
    for (const body of bodies('need to chase an invoice, INV-88 for £900 sent to Oak Studio on 3 sept, payment terms 14 days, still not paid')) {
      expect(body).toMatch(/^(?:Dear|Hi) Oak Studio team,/);
      for (const fact of ['INV-88', '£900', '3 September', '14 days']) expect(body).toContain(fact);
      expect(body.match(/\?/g) ?? []).toHaveLength(1);
    }
  });

  it('"can priya cover" keeps "cover" a verb; "my elderly dad\'s carer" stays lowercase', () => {
    for (const body of bodies('tell my manager ben i cant make the team meeting on fri at 10, dentist, can priya cover the notes')) expect(body).toMatch(/[Cc]an Priya cover the notes/);
    for (const body of bodies("my elderly dad's nurse (Tom) has been brilliant, email the agency (CarePoint) to say how kind he is")) {
      expect(body).toMatch(/[Mm]y elderly dad's nurse/);
      expect(body).not.toMatch(/How kind he is\?/);
    }
  });

  it('"thanks to coach amy for everything" in a note to the club thanks her, not "grateful for to"', () => {
    for (const body of bodies("write to my sons football club saying he wants to stop after this season, he's lost interest, thanks to coach dan for everything")) {
      expect(body).toMatch(/thank Coach Dan for everything/);
      expect(body).not.toMatch(/for to/);
    }
  });

  it('"tell my housemates bins go out ..." tells them what goes out', () => {
    for (const body of bodies('tell my housemates bins go out thursday night from now on')) {
      expect(body).toMatch(/(?:^|[.!:] )[Bb]ins go out on Thursday night from now on\./m);
      expect(body).not.toMatch(/housemates bins/i);
    }
  });

  it('a pasted note signed "Ta, Gemma" greets Gemma', () => {
    for (const body of bodies('reply to this: "Hi both, we\'re doing a leaving do for Sue on Friday 5th at the Swan from 6. Can you make it? Ta, Gemma" say yes')) expect(body).toMatch(/^(?:Dear|Hi) Gemma,/);
  });
});

describe('"tell my team lead rob ..." (twenty-third session, after the review)', () => {
  it('greets Rob, not the team', () => {
    for (const body of bodies('tell my team lead rob i cant do the client call on weds at 3 cos i have a gp appointment, could we do thurs morning instead')) {
      expect(body).toMatch(/^(?:Dear|Hi) Rob,/);
      expect(body).not.toMatch(/Lead rob/i);
    }
  });
});

describe('requests as new visitors type them (twenty-fourth session)', () => {
  it('"a charity that\'s given out 5,000 meals" has given them, not "is given"', () => {
    for (const body of bodies("pitch email to a local radio station, we're a food bank that's given out 5,000 parcels this year and we're 3 next month")) {
      expect(body).toMatch(/that(?: has|'s) given out 5,000 parcels/);
      expect(body).not.toMatch(/that is given/);
    }
  });

  it('"currently paying 22p a bag" is what the writer pays, not "The currently paying is"', () => {
    for (const body of bodies('ask our packaging supplier (BoxCo) for a better price if we double our order. currently paying 22p per box')) {
      expect(body).toMatch(/(?:I am|I'm|We are|We're) currently paying 22p per box\./);
      expect(body).not.toMatch(/The currently/);
    }
  });

  it('a number with a thousands comma after "order" is no order number in the subject', () => {
    for (const option of compose({ userMessage: 'ask our printer (InkHouse) for a discount if we order 5,000 flyers instead of 1,000', history: [] }).options ?? []) expect(option.subject).not.toMatch(/\border 5\b/i);
  });

  it('"i cant come in tomorrow" to a manager is no invitation turned down', () => {
    for (const body of bodies('tell my manager jo i cant come in tomorrow, my son has a temperature and the childminder wont take him')) expect(body).not.toMatch(/thinking of me|another time|goes well/i);
  });

  it('the writer\'s own late rent, with an apology, asks the landlord to look into nothing', () => {
    for (const body of bodies("email my landlord, rent will be 3 days late this month, my employer paid us late because of a bank error. so sorry")) expect(body).not.toMatch(/look into|put this right|resolve it/i);
  });

  it('"work paid us late" keeps its object: no "is paid us"', () => {
    for (const body of bodies('tell my landlord rent will be a week late, work paid us late this month')) expect(body).not.toMatch(/is paid us/);
  });

  it('a pasted email signed "Best, Dr R. Collins" greets Dr. Collins', () => {
    for (const body of bodies('reply to this: "Hi Amy, you missed the last two lab sessions. Please come and see me. Best, Dr R. Okafor" say ive had flu and ask if i can make them up')) expect(body).toMatch(/^(?:Dear|Hi) Dr\. Okafor,/);
  });

  it('"(Willow Court)" after a care home is the home\'s name, not a person\'s', () => {
    for (const body of bodies('email my nans care home (Rose Court) to ask if we can take her out for lunch on sunday')) {
      expect(body).toMatch(/Rose Court/);
      expect(body).not.toMatch(/^(?:Dear|Hi) Rose,/);
    }
  });

  it('"reply to this from HR, ..." answers HR, without "From HR." in the email', () => {
    const message = 'reply to this from HR: "Hi Sam, our records show you have 6 days of leave left which must be taken by 31 March. Thanks, HR Team" ask if i can carry 3 days over as we were short staffed';
    for (const option of compose({ userMessage: message, history: [] }).options ?? []) {
      expect(option.body).not.toMatch(/From HR/);
      expect(option.subject).not.toMatch(/records show/i);
    }
  });

  it('"can i ask my manager if i can ..." asks the manager, not "Could I ask my manager"', () => {
    for (const body of bodies('can i ask my manager if i can start at 10 on mondays, the school run is a nightmare')) {
      expect(body).not.toMatch(/ask my manager/i);
      expect(body).toMatch(/start at 10 on Mondays/);
    }
  });

  it('"asking to view the flat" asks for the writer to view it, not the agent', () => {
    for (const body of bodies('email the letting agent asking to view the studio on Park Road, free any evening this week')) {
      expect(body).not.toMatch(/you be able to view/i);
      expect(body).toMatch(/I (?:could )?view the studio on Park Road/);
    }
  });

  it('"send my accountant the receipts she asked for" writes to the accountant about what she asked for', () => {
    for (const body of bodies('send my accountant the receipts she asked for, the mileage log and 2 invoices. ask when she needs the rest')) {
      expect(body).toMatch(/receipts you asked for/);
      expect(body).not.toMatch(/my accountant|them asked|she asked/i);
    }
  });
});

describe('requests as new visitors type them (twenty-fourth session, second round)', () => {
  it('"help on the odd saturday" keeps "the odd Saturday"', () => {
    for (const body of bodies('tell the allotment committee i need to step back from the wednesday work parties, new job. i can still help out on the odd saturday')) expect(body).not.toMatch(/odd on Saturday/);
  });

  it('"will let them know about friday" is the writer\'s promise; "tonights" takes its apostrophe', () => {
    for (const body of bodies('tell all the choir members that tonights rehearsal is off cos the hall flooded. will let them know about friday asap')) {
      expect(body).toMatch(/Tonight's rehearsal/);
      expect(body).toMatch(/I(?: will|'ll) let you know about Friday/);
      expect(body).not.toMatch(/It will let/);
    }
  });

  it('"or well get someone else" is "we\'ll"', () => {
    for (const body of bodies('tell the decorator he has to finish the hallway by friday or well get someone else to do it')) expect(body).toMatch(/we(?:'ll| will) get someone else/);
  });

  it('"she\'s devastated" in a condolence is not said back to her', () => {
    for (const body of bodies("my friend Priya's cat Luna died last night, she was 16. want to send her something, she's heartbroken")) expect(body).not.toMatch(/[Yy]ou(?:'re| are) heartbroken/);
  });

  it('"(dont say what it is, its a surprise ...)" keeps the surprise out of the email', () => {
    for (const body of bodies('invite the team to a social on fri 4 oct at 5, meet in reception, we are going somewhere fun (dont say what it is its a surprise, its go karting)')) expect(body).not.toMatch(/karting|surprise/i);
  });

  it('"want to mention it but not sound like im threatening" leaves no "mention it yet"', () => {
    for (const body of bodies('second reminder to my client for unpaid invoice #118, £600, now 40 days overdue. my terms say a late fee of £40 applies, want to mention it but not sound like im threatening them yet')) {
      expect(body).toContain('late fee of £40');
      expect(body).not.toMatch(/mention it|threaten/i);
    }
  });

  it('a reminder to one client reminds "you", not "everyone"', () => {
    for (const body of bodies('second reminder to my client for unpaid invoice #118, £600, now 40 days overdue')) expect(body).not.toMatch(/remind everyone/);
  });

  it('"decline my friend Hannahs wedding invitation" writes to Hannah about her invitation', () => {
    for (const body of bodies('need to decline my friend Zoes hen do invitation, its in Ibiza and i cant afford it')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hey) Zoe,/);
      expect(body).not.toMatch(/friend Zoes|Zoe's hen do/);
    }
  });

  it('"..., apologise and offer new times" apologises for what happened and asks for a new time', () => {
    for (const body of bodies('i forgot a call with my client Dana at Pixelworks this morning, double booked myself. apologise and offer new times')) {
      expect(body).toMatch(/sorry|apolog/i);
      expect(body).toMatch(/because I double-booked myself/);
      expect(body).toMatch(/new time/);
      expect(body).not.toMatch(/offer you new times|put this right/);
    }
  });

  it('"we\'re a small X business and your order ... write an apology" apologises for the order, not for the business', () => {
    for (const body of bodies("we're a small soap business and a customer's order (#7710) is 2 weeks late because the courier lost it. write an apology, offer free shipping next time")) {
      expect(body).toMatch(/(?:sorry|apolog\w+) (?:that|for) your order/i);
      expect(body).not.toMatch(/sorry that we are a small|An apology\./i);
    }
  });
});

describe('subjects and whom an invitation is for (twenty-fourth session)', () => {
  const subjects = (message: string) => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.subject);

  it('a headline cut inside a quantity or hedged with "like" is no subject', () => {
    for (const subject of subjects('email IT, my monitor keeps flickering about 5 times an hour, asset tag MN-2231')) expect(subject).not.toMatch(/about 5(?: times)?$/);
    for (const subject of subjects('our neighbours tree is now like 4 metres over our fence and blocks the sun, can we offer to share the cost of a tree surgeon')) expect(subject).not.toMatch(/like 4/);
  });

  it('"got turned down for ..." is no headline', () => {
    for (const subject of subjects('got turned down for the store manager job at Lidl, want to ask the hiring manager for feedback')) expect(subject).not.toMatch(/^Got\b/);
  });

  it('a time of day or a bare "space" is no topic', () => {
    for (const subject of subjects('email the organisers of PyLondon asking if theres still space for a lightning talk, i want to do 5 mins on testing')) expect(subject).not.toMatch(/about space\b/i);
    for (const subject of subjects('ask my manager if the company would cover my train fare to the Leeds conference, £86 return')) expect(subject).not.toMatch(/about company\b/i);
  });

  it('"this yr" is this year', () => {
    for (const option of compose({ userMessage: 'email my brother that im doing christmas dinner this yr, 2pm, can he bring the crackers', history: [] }).options ?? []) expect(`${option.subject} ${option.body}`).not.toMatch(/\byr\b/);
  });

  it('"invite the parents in Oscar\'s class to his party" invites them to Oscar\'s party', () => {
    for (const option of compose({ userMessage: "invite the parents in Maya's class to her 6th birthday party, sun 2 june 1-3pm at the village hall, rsvp by the 25th", history: [] }).options ?? []) {
      expect(option.body).toMatch(/Maya's 6th birthday party/);
      expect(option.body).not.toMatch(/in Maya's class to|to you to/);
    }
  });
});

describe('family pairs, a recruiter turned down, subjects cut well (twenty-fourth session)', () => {
  const options = (message: string) => compose({ userMessage: message, history: [] }).options ?? [];

  it('"email mum and dad" greets them both and thanks them, not "Dad for the ..."', () => {
    for (const option of options('thank you email to mum and dad for paying for my driving lessons')) {
      expect(option.body).toMatch(/^(?:Dear|Hi|Hey) Mum and Dad,/);
      expect(option.body).not.toMatch(/^Dad\b|\. Dad for|made it happen/m);
    }
    for (const option of options('email my mom and dad that i got the job at the hospital, start in march')) expect(option.body).toMatch(/^(?:Dear|Hi|Hey) Mom and Dad,/);
  });

  it('"to grandma and grandpa from the kids for their presents" thanks them for the presents', () => {
    for (const option of options('thank you email to nan and grandad from the kids for their easter eggs')) {
      expect(option.body).toMatch(/^(?:Dear|Hi|Hey) Grandma and Grandpa,/);
      expect(option.body).toMatch(/for your Easter eggs/);
    }
  });

  it('"reply to a recruiter message saying thanks but im not looking, maybe in 6 months" thanks and keeps the door open', () => {
    for (const option of options('reply to a recruiter message saying thanks but im not looking right now, maybe in a few months')) {
      expect(option.body).toMatch(/hear from you again in a few months/);
      expect(option.body).not.toMatch(/\. Maybe in|Please let me know if that works/);
    }
  });

  it('a subject is never cut inside the name of a thing ("the charity fun")', () => {
    for (const option of options('thank you email to all the volunteers who helped at the school summer fun day on saturday, we raised £2,100')) expect(option.subject).not.toMatch(/\bsummer fun$|\bschool summer$/);
  });

  it('a subject cut after a thing already named keeps it ("switching to the Wednesday seminar")', () => {
    for (const option of options('ask my tutor if i can switch to the wednesday seminar group session, i have a clash with my work shifts')) expect(option.subject).toMatch(/Wednesday seminar/);
  });

  it('"asking if early check in is possible" names early check-in in the subject, never a clause or "Following up - a note"', () => {
    for (const option of options('email the holiday cottage owner asking if early check in is possible, our train gets in at 11am on the 5th')) {
      expect(option.subject).toMatch(/early check-in/i);
      expect(option.subject).not.toMatch(/train gets|a note$/);
    }
  });
});

describe('ten requests through the API (twenty-fourth session)', () => {
  const bodiesFor = (message: string) => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.body);

  it('"mondays meeting" is Monday\'s; "to mine" is the writer\'s place', () => {
    for (const body of bodiesFor('need to tell my team that mondays standup is moving to 10am from next week')) expect(body).toMatch(/Monday's standup/);
    for (const body of bodiesFor('invite my running club to mine on sat at 6 for a bbq, bring your own drinks')) {
      expect(body).toMatch(/(?:to|at) my place/);
      expect(body).not.toMatch(/\bto mine\b/);
    }
  });

  it('"will sign and send back by friday" is a promise, not "Please find back"', () => {
    for (const body of bodiesFor('reply to this: "Hi Amy, did the lease come through ok? Shout if anything is unclear. Thanks, Mark" say yes got it, will sign and send back by friday')) {
      expect(body).toMatch(/send it back by Friday/);
      expect(body).not.toMatch(/Please find/);
    }
  });

  it('"keeps dropping ... for 3 weeks" has been dropping; "a engineer" is "an engineer"', () => {
    for (const body of bodiesFor('complaint to BT, my broadband keeps cutting out every night for 3 weeks, account 88120, want a engineer visit')) {
      expect(body).toMatch(/has been cutting out every night for 3 weeks/);
      expect(body).toMatch(/\ban engineer\b/);
    }
  });

  it('"brought her some wine back" in a thank-you is what the writer did, said to her', () => {
    for (const body of bodiesFor('thank you email to my neighbour sheila for watering the plants while we were away, brought her some chocolates back from belgium')) {
      expect(body).toMatch(/We brought you some chocolates back from Belgium/);
      expect(body).not.toMatch(/brought her/);
    }
  });

  it('"..., should be with her by wed" after late designs: they should be, not "I will be"', () => {
    for (const body of bodiesFor('tell my client omar the website mockups will be a couple of days late, i was off sick. should be with him by thurs')) {
      expect(body).toMatch(/They should be with you by Thursday/);
      expect(body).not.toMatch(/I(?: will|'ll) be with you/);
    }
  });
});

describe('a second ten requests through the API (twenty-fourth session)', () => {
  it('"ill def be there" is "I\'ll definitely be there"', () => {
    for (const option of compose({ userMessage: 'tell my cousin jo i cant make her hen do in dublin, work wont give me the time off, but ill def be at the wedding', history: [] }).options ?? []) {
      expect(option.body).toMatch(/I'll definitely be at the wedding/);
      expect(option.body).not.toMatch(/\bill def\b/i);
    }
  });
});

describe('a third ten requests through the API (twenty-fourth session, after the review)', () => {
  const bodiesFor = (message: string) => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.body);

  it('"so happy for her, cant wait to meet him" is happy for you, not "for your"', () => {
    for (const body of bodiesFor('tell my cousin beth congrats on the new baby!! so happy for her, cant wait for a cuddle')) {
      expect(body).toMatch(/happy for you\b/);
      expect(body).not.toMatch(/for your\b/);
    }
  });

  it('"he\'s been so patient with the kids" to my son\'s coach is the coach, not my son', () => {
    for (const body of bodiesFor("thank my son's rugby coach mark for the whole season, he's been so patient with the kids and jack has loved it")) {
      expect(body).toMatch(/You(?: have|'ve) been so patient with the kids/);
      expect(body).not.toMatch(/My son has been so patient/);
    }
  });

  it('a complaint about a deposit still not returned "6 weeks after" is said as a clause, with no "for 6 weeks after"', () => {
    for (const body of bodiesFor('complain to the estate agent, our deposit of £950 still hasnt been returned 5 weeks after we moved out, they promised 10 days')) {
      expect(body).toMatch(/[Oo]ur deposit of £950 still has(?: not|n't) been returned 5 weeks after we moved out/);
      expect(body).not.toMatch(/complain about our deposit of £950 still|for 5 weeks after/);
    }
  });

  it('a subject cut from such a clause never ends on "still" or "hasn\'t"', () => {
    for (const option of compose({ userMessage: 'complain to the estate agent, our deposit of £950 still hasnt been returned 5 weeks after we moved out, they promised 10 days', history: [] }).options ?? []) expect(option.subject).not.toMatch(/\b(?:still|hasn't|has not)$/);
  });

  it('"yes ill send them today and friday after 3 works" answers both, each in its own sentence', () => {
    for (const body of bodiesFor('reply to this: "Hi Jo, can you send me the notes from the review? And are you free for a call Friday afternoon? Thanks, Dev" say yes ill send them today and friday after 3 works')) {
      expect(body).toMatch(/send them today\. Friday after 3 works for me\./);
    }
  });

  it('"stuck outside reading" is the town', () => {
    for (const body of bodiesFor('email my manager tom im running late, train is stuck outside reading, will be in by 10')) expect(body).toMatch(/outside Reading\b/);
  });
});

describe('requests of the twenty-fifth session: apostrophes, amounts and notes to us', () => {
  const bodiesFor = (message: string) => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.body);

  it('a first name or a relative before what they own takes its apostrophe, read from the words that follow', () => {
    expect(normalize('email to Evies nursery, someone else is collecting her today')).toMatch(/^email to Evie's Nursery/);
    expect(normalize('jakes new car got scratched in the car park')).toMatch(/^Jake's new car/);
    expect(normalize('our neighbours dog barks all night')).toBe("our neighbour's dog barks all night");
    expect(normalize('my sons have left for uni')).not.toMatch(/son's/);
    expect(normalize('tell my housemates bins go out on thursday')).not.toMatch(/housemate's/);
    expect(normalize('thank my friends ola and ben for the flowers')).not.toMatch(/friend's/);
  });

  it('"were" with no one before it is "we\'re"; a question keeps "were"', () => {
    expect(normalize('tell the tutor were pausing lessons over easter')).toMatch(/tutor we're pausing lessons/);
    expect(normalize('were a tiny bakery so this hurts')).toMatch(/^We're a tiny bakery/);
    expect(normalize('cos were moving house')).toMatch(/because we're moving house/);
    expect(normalize('were you able to send it')).toMatch(/^were you able/);
    expect(normalize('we tried but were refused entry')).toMatch(/but were refused/);
    expect(normalize('the ones that were broken')).toMatch(/that were broken/);
  });

  it('an amount in thousands answering a pasted email in dollars keeps its figure ("$8k", never "$1")', () => {
    for (const body of bodiesFor('reply to this: "Hi Sam, the budget is now $6,000. Could you rework the quote? Thanks, Lee" say i can do it for 6k without the photos, or 7.5k with them')) {
      expect(body).toMatch(/\$6k\b/);
      expect(body).toMatch(/\$7\.5k\b/);
      expect(body).not.toMatch(/\$1\b/);
    }
  });

  it('"the lowest i can go is 90" to a pasted offer in pounds is £90', () => {
    for (const body of bodiesFor('reply to this: "Hi, would you take £60 for the desk? Cheers, Kim" say the lowest i can go is 90')) expect(body).toMatch(/£90\b/);
  });

  it('how the reader will take it, "soften it", "but nicely" and "hes new" are notes to us', () => {
    for (const body of bodiesFor('tell my team the offsite is cancelled this year, its a team lunch instead. theyre going to be gutted, soften it')) {
      expect(body).not.toMatch(/gutted|soften/i);
      expect(body).toMatch(/lunch/);
    }
    for (const body of bodiesFor('ask my colleague to stop leaving dishes in the sink lol but nicely, shes new')) {
      expect(body).toMatch(/dishes in the sink/);
      expect(body).not.toMatch(/\bnew\b|nicely/i);
    }
  });

  it('"but obviously dont say that" leaves out the clause before it, and the rest is kept', () => {
    const text = normalize('apologise to the customer, shes been coming for 3 years and her cat hates the car which is probably why he was stressed but obviously dont say that');
    expect(text).toMatch(/coming for 3 years/);
    expect(text).not.toMatch(/hates the car|dont say|don't say/);
  });

  it('"i dont want to argue with the review just make it right" is a note to us', () => {
    for (const body of bodiesFor('email the customer who left a bad review, say sorry and offer a free coffee. i dont want to argue with the review just make it right')) {
      expect(body).not.toMatch(/argue|make it right/i);
    }
  });
});

describe('requests of the twenty-fifth session: spelling, whose name, and a matter left waiting', () => {
  const bodiesFor = (message: string) => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.body);

  it('common misspellings are the word meant, and real words are never changed', () => {
    expect(normalize('im writing becuase the parcel never arrived, it happend twice, can u confrim')).toBe("I'm writing because the parcel never arrived, it happened twice, can you confirm");
    expect(normalize('the calender invite went to my collegue')).toBe('the calendar invite went to my colleague');
    expect(normalize('the wich hunt was a persuasive read')).toMatch(/wich hunt was a persuasive read/);
  });

  it('"name is X" after the reader was spoken of as she is her name, and greets her', () => {
    const reply = compose({ userMessage: 'tell a job candidate we went with someone else but she interviewed really well, name is Tamsin', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Tamsin,/);
      expect(option.body).not.toMatch(/\nTamsin$/);
    }
    expect(normalize('cancel our table for 4 at 8pm, name is Okafor')).toMatch(/[Tt]he booking is under the name Okafor/);
  });

  it('a matter left waiting with a company is chased: the email asks where it stands', () => {
    for (const body of bodiesFor('email the council, my parking permit application PP-2231 hasnt had an update in 5 weeks and i paid already')) {
      expect(body).toMatch(/(?:update|where (?:things|this) (?:stand|is|are)|up to|news)[^.?]*\?|update at your earliest/i);
    }
  });
});

describe('requests of the twenty-fifth session: one customer spoken of as "they"', () => {
  const bodiesFor = (message: string) => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => option.body);

  it('"customer wants to cancel their order ... tell them they\'ll have to return it" is said to the customer', () => {
    for (const body of bodiesFor('a customer wants to cancel their order but it already went out. tell them they will need to send it back when it arrives and we refund in full')) {
      expect(body).toMatch(/I understand you would like to cancel your order/);
      expect(body).toMatch(/has already gone out/);
      expect(body).toMatch(/You(?: will|'ll) need to send it back/);
      expect(body).not.toMatch(/\btheir order\b|\bThey will\b/);
    }
  });

  it('"they" after a plural thing the customer wants is that thing', () => {
    for (const body of bodiesFor('im a cake maker, reply to a customer who wants fresh figs on her cake in march, theyre out of season and very pricey. suggest poached pears instead')) {
      expect(body).toMatch(/[Tt]he fresh figs are out of season/);
      expect(body).not.toMatch(/You(?: are|'re) out of season/);
    }
  });

  it('what a bride wants is its own sentence, and "they" after it stays the flowers', () => {
    for (const body of bodiesFor('im a florist, reply to a bride who wants tulips in august, theyre out of season and would cost a fortune imported. suggest dahlias instead')) {
      expect(body).toMatch(/I understand you would like tulips in August\. They(?: are|'re) out of season and would cost a fortune imported/);
      expect(body).not.toMatch(/and I(?: would|'d) cost/);
    }
  });

  it('the regret is said once when the visitor asks for an apology, and no subject is cut from "I am sorry to hear"', () => {
    const asked = compose({ userMessage: 'reply to a customer who said her teapot arrived smashed. apologise and say ill post a new one tomorrow', history: [] });
    for (const option of asked.options) {
      expect(option.body).not.toMatch(/sorry to hear/);
      expect(option.subject).not.toMatch(/\bam sorry\b/i);
    }
    for (const option of compose({ userMessage: 'reply to a client who says their delivery was damaged, tell them a replacement goes out monday', history: [] }).options) expect(option.subject).not.toMatch(/\b(?:am|I'm) sorry\b/i);
  });

  it('what went wrong for the customer is heard with regret', () => {
    for (const body of bodiesFor('reply to a client who says their delivery was damaged, tell them a replacement goes out monday and they can keep the old one')) {
      expect(body).toMatch(/I(?: am|'m) (?:so |very )?sorry to hear that your delivery was damaged/);
      expect(body).toMatch(/you can keep the old one/i);
    }
  });
});

describe('requests of the twenty-fifth session: a couple, a welcome, sorry in advance, an email that does the act', () => {
  const reply = (message: string) => compose({ userMessage: message, history: [] });

  it('"congrats to my friend and his wife on the new baby, a boy called Theo" greets both and says his name', () => {
    for (const option of reply('congrats email to my friend and his wife on the new baby!! a boy called Theo').options) {
      expect(option.body).toMatch(/^Hi \[Friend's name\] and \[Wife's name\],/);
      expect(option.body).toMatch(/[Cc]ongratulations on the new baby/);
      expect(option.body).toMatch(/little boy called Theo/);
      expect(option.body).not.toMatch(/on and your|on on\b|^A boy called Theo\.$/m);
    }
  });

  it('"welcome our new members at the climbing wall" welcomes them to it', () => {
    for (const option of reply('welcome our new members at the climbing wall, induction is tues 6pm').options) {
      expect(option.body).toMatch(/to the climbing wall/);
      expect(option.body).not.toMatch(/to at the/);
    }
  });

  it('"sorry in advance for the noise" is sorry for the noise, in advance', () => {
    for (const option of reply('note to the people downstairs, were having a party on the 14th, sorry in advance for the noise').options) {
      expect(option.body).toMatch(/the noise in advance/);
      expect(option.body).not.toMatch(/for in advance/);
    }
  });

  it('"email apologising to my housemates for X" apologises to them', () => {
    const draft = reply('email apologising to my housemates for the mess in the kitchen, ill clean it tonight');
    for (const option of draft.options) {
      expect(option.body).toMatch(/sorry (?:for|about) the mess in the kitchen|apologi[sz]e for the mess in the kitchen/i);
      expect(option.body).not.toMatch(/like to my housemates|to my housemates for/);
    }
  });
});

describe('ten requests through POST /api/chat/generate (twenty-fifth session)', () => {
  const reply = (message: string) => compose({ userMessage: message, history: [] });

  it('"thank the carers at the home who looked after my dad" thanks them for looking after him', () => {
    for (const option of reply('thank you email to the nurses on ward 4 who looked after my gran after her operation, they were brilliant').options) {
      expect(option.body).toMatch(/[Tt]hank(?:s| you)? (?:so much |very much )?for looking after my gran after her operation/);
      expect(option.body).not.toMatch(/\bwho looked after\b/);
    }
  });

  it('chasing an invoice that was due weeks ago asks for the payment', () => {
    for (const option of reply('email my client Joanna chasing invoice 77 for £900, due 3 weeks ago').options) expect(option.body).toMatch(/arrange payment|expect payment/);
  });

  it('"hes back after lunch" will be; "shes back in hospital" is now', () => {
    expect(normalize('hes back after lunch, shes back in hospital, im back by 3')).toMatch(/^[Hh]e will be back after lunch, she's back in hospital, I will be back by 3$/);
    expect(normalize('tell them hes back after lunch')).toBe('tell them he will be back after lunch');
  });

  it('places people travel to are capitalised', () => {
    expect(normalize('hen do in magaluf then a week in tenerife and the lake district')).toBe('hen do in Magaluf then a week in Tenerife and the Lake District');
  });

  it('saying no to a friend\'s event with the reason after a comma declines the event and gives the reason', () => {
    for (const option of reply("i need to say no to my friend Amy's hen do in magaluf, cant get the time off work but i dont want her to think i dont care").options) {
      expect(option.body).toMatch(/hen do in Magaluf/);
      expect(option.body).not.toMatch(/decline, as|pass, as|say no this time, as/);
      expect(option.body).toMatch(/I can(?:'t|not) get the time off work/);
      expect(option.body).not.toMatch(/\bwho looked after\b/);
    }
  });

  it('"ill sign and send it back, one question about clause 4 the deposit" signs it and asks the question as the writer\'s', () => {
    expect(normalize("say yes got it, ill sign and send it back tomorrow, one question about clause 4 the deposit")).toBe("say yes got it, I'll sign it and send it back tomorrow. I have one question about clause 4, the deposit");
  });
});

describe('a second ten requests through POST /api/chat/generate (twenty-fifth session)', () => {
  const reply = (message: string) => compose({ userMessage: message, history: [] });

  it('", cost me £95" is what it cost', () => {
    for (const option of reply('complain to the council about the broken paving on mill lane, i tripped and broke my glasses last week, cost me £95, want it fixed').options) expect(option.body).toMatch(/, which cost me £95\./);
  });

  it('", happy to just drop bags" is said with its subject', () => {
    for (const option of reply('ask the hotel if we can check in early on saturday around 11, our train gets in at 10, happy to just leave bags if the room isnt ready').options) {
      expect(option.body).toMatch(/\. We(?: would|'d) be happy to just leave bags/);
    }
  });

  it('a trailing "sorry" is an apology, not a word left at the end', () => {
    for (const option of reply('email my sister thanking her for lending us her van for the move, we cleaned it and there is a small dent in the door sorry').options) {
      expect(option.body).not.toMatch(/door sorry\./);
      expect(option.body).toMatch(/sorry/i);
    }
  });

  it('"same zoom link" stays the same, said as a sentence', () => {
    for (const option of reply('tell my team the retro is moving to 4pm on thursday, same zoom link').options) expect(option.body).toMatch(/[Tt]he [Zz]oom link stays the same\./);
  });

  it('"a cover email for my cv applying for the X job" is an application', () => {
    for (const option of reply('write a cover email for my cv applying for the barista job at Bean Scene, i have 2 years experience at costa').options) {
      expect(option.body).toMatch(/(?:apply|considered) for the barista job at Bean Scene/);
      expect(option.body).not.toMatch(/For my CV/);
    }
  });

  it('"let the parents of year 5 know ..." tells them, without "Of Year 5 know"', () => {
    for (const option of reply('let the parents of year 5 know the swimming lessons start on 3rd march, kids need a towel and goggles').options) {
      expect(option.body).toMatch(/swimming lessons start on 3rd March/);
      expect(option.body).not.toMatch(/Of Year 5|know the swimming/);
    }
  });
});

describe('a third ten requests through POST /api/chat/generate (twenty-fifth session)', () => {
  const reply = (message: string) => compose({ userMessage: message, history: [] });

  it('"when im back from holiday" stays as it is; "im back after lunch" will be', () => {
    expect(normalize("ill call when im back from the dentist")).toMatch(/when I'm back from the dentist/);
    expect(normalize('im back after lunch')).toMatch(/^I will be back after lunch/);
  });

  it('"please can he confirm" asks once', () => {
    for (const option of reply('email my landlord im leaving at the end of june, please can he confirm when the inspection is').options) {
      expect(option.body).not.toMatch(/please can you|Would you mind can you|please can he/i);
      expect(option.body).toMatch(/confirm when the inspection is/);
    }
  });

  it('", so sorry" at the end of a note to a customer is an apology', () => {
    for (const option of reply('tell a customer their sofa will be 3 weeks late because the fabric supplier let us down, offer free delivery, so sorry').options) {
      expect(option.body).not.toMatch(/, so sorry\./);
      expect(option.body).toMatch(/sorry|apologi/i);
    }
  });

  it('"priya just got promoted, send her a congrats email" congratulates her on the promotion', () => {
    for (const option of reply('my friend Priya just got promoted, send her a congrats email, and ask when we can celebrate').options) {
      expect(option.body).toMatch(/[Cc]ongratulations on your promotion/);
      expect(option.body).not.toMatch(/on to you|You just got promoted/);
    }
  });
});

describe('a fourth ten requests through POST /api/chat/generate (twenty-fifth session, after the review)', () => {
  const reply = (message: string) => compose({ userMessage: message, history: [] });

  it('"ask my neighbour if she can feed our dog" asks her: a pet spoken of after the pronoun is not whom it means', () => {
    for (const option of reply('ask my neighbour if she can walk our dog on saturday, the lead is by the door').options) {
      expect(option.body).toMatch(/Could you walk our dog on Saturday|you (?:could|can) walk our dog on Saturday/);
      expect(option.body).not.toMatch(/\bshe can walk\b/);
    }
    for (const option of reply('email my landlord, can i get a dog? shes a small quiet dog').options) expect(option.body).not.toMatch(/You(?: are|'re) a small quiet dog/);
  });

  it('"complain to currys, ordered a fridge 2 weeks ago order 5521X still not arrived" says who ordered it and that it has not come', () => {
    for (const option of reply('complain to currys, ordered a fridge 2 weeks ago order 5521X still not arrived, want a refund').options) {
      expect(option.body).toMatch(/I ordered a fridge 2 weeks ago \(order 5521X\)/);
      expect(option.body).toMatch(/[Ii]t has still not arrived/);
      expect(option.body).not.toMatch(/about ordered/);
    }
  });

  it('", but really liked the team" has its "I"', () => {
    expect(normalize('decline the offer, took another job, but really liked the team')).toMatch(/but I really liked the team/);
  });

  it('"write to the bakery on station rd" writes to the Station Road bakery, with no "On Station Road." left in', () => {
    for (const option of reply('write to the bakery on station rd, ordered a cake for friday but need it a day earlier').options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Station Road Bakery team,/);
      expect(option.body).not.toMatch(/On Station Road\./);
    }
  });
});

describe('requests of the twenty-sixth session', () => {
  it('"email my tutor group that ..." greets the group, not a tutor named Group', () => {
    expect(normalize('email my tutor group that mocks start mon 3rd')).toMatch(/my tutor group that/);
    expect(readRecipient('my tutor group')).toMatchObject({ plural: true });
    expectEveryOption('email my tutor group that mocks start mon 3rd, timetable on the portal', [/^(?:Dear all|Hi everyone|Hi all|Dear tutor group|Hi tutor group),/, /Monday 3rd/], /Tutor's name|Group\b/);
  });

  it('a pasted email signed "Greg" over "Fairbanks Kitchens", or "Best, Sinéad", greets the one who signed; "im fuming" stays with us', () => {
    const kitchen = 'Hi Yusuf,\n\nUnfortunately we won\'t be able to go ahead with the kitchen installation on the 19th as the worktops haven\'t arrived from our supplier. We\'ll be in touch with a new date.\n\nApologies,\nGreg\nFairbanks Kitchens\n\nim fuming ive booked the whole week off work for this. want a confirmed date by friday';
    expectEveryOption(kitchen, [/^(?:Dear|Hi) Greg,/, /I(?: have|'ve) booked the whole week off work for this\./, /Friday/], /fuming|Fairbanks Kitchens team/);
    const recruiter = 'Hi Ruairi,\n\nI came across your profile and think you\'d be a great fit for a Senior DevOps role. Open to a quick chat this week?\n\nBest,\nSinéad\n\nreply that im happy where i am for now';
    expectEveryOption(recruiter, [/^(?:Dear|Hi) Sinéad,/], /\[Name\]|your sinéad/i);
  });

  it('"keep it friendly they seem chill" and "stay positive" are notes to us', () => {
    expectEveryOption('applying for the barista job at Pollen Coffee, 2 years at costa, available weekends and evenings. keep it friendly they seem chill', [/available weekends and evenings\./], /chill/);
    expectEveryOption('email the recruiter at Sunfield asking for feedback on what i could do better, stay positive', [/feedback on what I could do better/], /stay positive/);
  });

  it('condolences to "Bartek from the warehouse, his dad died": where he works is who he is; "we arent super close" stays with us', () => {
    expect(normalize('condolences to Bartek from the warehouse, his dad died')).toBe('condolences to Bartek, his dad died');
    expectEveryOption('condolences to Bartek from the warehouse, his dad died. we arent super close but i want to say something kind and that he shouldnt worry about the rota', [/^(?:Dear|Hi) Bartek,/, /your dad died\./, /Please (?:do not|don't) worry about the rota\./], /warehouse|super close|something kind/);
  });

  it('a reply "from us" to a customer says what the business will do: "apologise and waive the £45 delivery fee"', () => {
    const sofa = 'Hi there,\n\nI was told my sofa (order SF-7781) would arrive this week. Can you confirm the delivery day?\n\nThanks,\nMrs Penhaligon\n\nreply from us its going to be 3 weeks late, fabric shortage from the mill. apologise and waive the £45 delivery fee';
    expectEveryOption(sofa, [/^(?:Dear|Hi) Mrs\. Penhaligon,/, /We(?: will|'ll) waive the £45 delivery fee\./, /3 weeks late/], /from us|^Waive/m);
  });

  it('"from the club chair, congrats to ..." leaves who writes out of the email', () => {
    expectEveryOption('from the club chair, congrats to our under 12s netball team for winning the county cup 14-11 against Ashby!!', [/winning the county cup 14-11 against Ashby/], /club chair|on to/i);
  });

  it('"thank you to ms ferreira for ..." thanks her, and the one the child talks about is her', () => {
    expectEveryOption('thank you to ms ferreira for teaching ava in reception this year, her reading has come on loads and she talks about her constantly', [/^(?:Dear|Hi) Ms\. Ferreira,/, /[Tt]hank you (?:so much )?for teaching Ava/, /she talks about you constantly/], /thank Ms\. Ferreira|about her constantly/);
  });

  it('"suggest he asks Ms Hadley she\'s free p3", to Ollie: a suggestion to him, with the reason joined on', () => {
    const cover = 'Hi Grace,\n\nWould you be able to cover my Year 9 class on Thursday period 3? I\'ve got a hospital appointment I can\'t move.\n\nOllie\n\ncant, im teaching 11C then, but suggest he asks Ms Hadley she\'s free p3';
    expectEveryOption(cover, [/^(?:Dear|Hi) Ollie,/, /you ask Ms\. Hadley, as she(?: is|'s) free p3/], /you(?: are|'re) free|propose you ask/);
  });

  it('"room B4" stays a room; "mondays and weds" are both every week', () => {
    expect(normalize('the revision session in room B4 over half term, come b4 10')).toBe('the revision session in room B4 over half term, come before 10');
    expect(normalize('can i wfh mondays and weds')).toMatch(/Mondays and Wednesdays/);
  });

  it('booking a collection asks for nothing to be put right ("double mattress" is no double charge); nor does an apology to a school', () => {
    expectEveryOption('email the council to book a bulky waste collection, one double mattress and a wardrobe. address 31 Fenmore Way', [/book a bulky waste collection/, /31 Fenmore Way/], /look into this|sort this out|resolve|put this right/);
    expectEveryOption('apologise to the school office, Finn has been late 3 times this week, the baby isnt sleeping and mornings are chaos. it will get better', [/Finn has been late 3 times this week/], /look into this|matter of urgency/);
  });

  it('"so sorry, hadnt noticed" has its subject; "sorry for the website going down yesterday 2-6pm" is sorry for it, with no time in the subject', () => {
    const hedge = 'Hi,\n\nBit awkward but some of your hedge is hanging over onto our drive and it\'s started scratching the car. Could you cut it back please?\n\nPaul & Dee (no. 12)\n\nreply so sorry, hadnt noticed, my gardener is coming on the 17th, and ill pay for any damage to the car';
    expectEveryOption(hedge, [/sorry that I (?:had not|hadn't) noticed\./, /My gardener is coming on the 17th\./], /sorry that (?:had|hadn't)/);
    const site = 'write to our customers apologising for the website going down yesterday 2-6pm. some orders may have charged twice, we\'re refunding all doubles automatically within 5 days';
    expectEveryOption(site, [/(?:apologies|sorry|apologi[sz]e) (?:for|about) the website going down yesterday 2-6 pm\./], /sorry that the website going|feel terrible that the website/);
    for (const option of compose({ userMessage: site, history: [] }).options) expect(option.subject).not.toMatch(/\d/);
  });

  it('"a 3 month payment holiday" from a lender is no leave from work', () => {
    for (const option of compose({ userMessage: 'ask my mortgage lender for a 3 month payment holiday, ive been made redundant, starting a new job in june. account 6600-1823', history: [] }).options) {
      expect(option.subject).not.toMatch(/leave|time off/i);
      expect(option.body).toMatch(/3-month payment holiday/);
    }
  });

  it('"cancel dentist appt tmrw 2.40" cancels my appointment, at its time; "wfh" in a subject is working from home', () => {
    expectEveryOption('cancel dentist appt tmrw 2.40, ill ring to rebook', [/cancel my dentist appointment tomorrow at 2\.40/], /cancel dentist/);
    for (const option of compose({ userMessage: 'ask my line manager if i can wfh mondays and weds, my commute is 1.5hrs each way', history: [] }).options) expect(option.subject).not.toMatch(/wfhing/i);
  });

  it('towns and stations are capitalised ("york to kings cross", "in harrogate"); "childrens" has its apostrophe', () => {
    expect(normalize('the 17:05 york to kings cross, a course in harrogate')).toBe('the 17:05 York to Kings Cross, a course in Harrogate');
    expect(normalize('our charity bake sale for the childrens ward')).toBe("our charity bake sale for the children's ward");
  });

  it('requests through the API (first round): a cut span, "as a thank you", "reply yes ...", "already rang", "so no vpn", a student number, a favour for a subject', () => {
    for (const option of compose({ userMessage: 'email my landlord ian, the bathroom extractor fan stopped working 2 weeks ago and theres condensation everywhere, can he send someone this week', history: [] }).options) expect(option.subject).not.toMatch(/\d|weeks?$/);
    expectEveryOption('thank my neighbour Gordon for taking in my parcels while i was away, bought him a bottle of whisky as a thank you', [/bottle of whisky as a thank you\./], /as a\.$/m);
    const flowers = 'Hi Jo,\n\nJust checking you\'re still ok to do the flowers for Sam and Leah\'s wedding on the 6th? Could you send the final invoice when you get a chance.\n\nThanks,\nBernie\n\nreply yes all good, invoice attached, ill arrive at the venue at 10 to set up';
    expectEveryOption(flowers, [/^(?:Dear|Hi) Bernie,\n\nYes, all good\./, /10 to set up/], /^Re: Leah/);
    for (const option of compose({ userMessage: flowers, history: [] }).options) expect(option.subject).toBe("Re: Sam and Leah's wedding");
    expectEveryOption('complain to virgin media, broadband has dropped out every evening for 10 days, already rang twice, ref VM-88213', [/already rung twice/], /already rang/);
    expect(normalize('the server maintenance is tuesday 7-9am so no vpn')).toMatch(/so there will be no VPN access$/);
    expectEveryOption('email professor Adeyemi asking if i can submit my dissertation a week late, my grandmother passed away last week, student no 2290415', [/My grandmother passed away last week\. My student number is 2290415\./], /\(student no/);
    expectEveryOption('ask HR for a copy of my contract, employee no 4471, needed asap', [/My employee number is 4471\./, /I need it as soon as possible\./], /I needed/);
    const subjects = compose({ userMessage: "ask my colleague Hannah if she can swap shifts with me on sat 21st, i'll do her sunday", history: [] }).options.map((option) => option.subject);
    expect(subjects.join(' | ')).toMatch(/[Ss]wap(?:ping)? shifts on Saturday 21st/);
  });

  it('requests through the API (second round): the hotel we are staying at, a baby to congratulate, a reminder\'s subject, "wish them all the best", "how much to replace"', () => {
    expectEveryOption('email the hotel we\'re staying at in bath next month, booking ref BK40021, asking if we can check in early around 11 as our train gets in at 10', [/We(?: are|'re) staying with you in Bath next month/], /staying at in/);
    expectEveryOption('my sister just had a baby girl called Esme, 7lb 2oz, send her a congratulations email', [/[Cc]ongratulations on the arrival of your baby girl/], /You just had|congratulate her/);
    const club = compose({ userMessage: "remind the book club that we meet thurs at Mel's house not the library this time, 7:30, we're doing The Marriage Portrait", history: [] });
    for (const option of club.options) {
      expect(option.subject).toBe("Reminder: we meet Thursday at Mel's house");
      expect(option.body).toMatch(/at Mel's house, not the library, this time, at 7:30\./);
    }
    expectEveryOption('decline the wedding invite from my old uni mate Tom, its in Portugal and i cant afford the flights, wish them all the best', [/I can(?:'t| not|not) afford the flights\. I wish you both all the best/], /wish them/);
    expect(normalize('reply asking how much to replace the rear pads')).toBe('reply asking how much it would cost to replace the rear pads');
  });

  it('requests through the API (third round): a lost suitcase is no bereavement, a need is a need, the parents of the under 9s, "been swamped", a rate, an offer on a house', () => {
    expectEveryOption('complain to the airline, they lost my suitcase on the flight from malaga on sunday, still no news, ref MAG77120, i need my work clothes by thursday', [/You lost my suitcase|My suitcase was lost/, /I need my work clothes by Thursday\./], /sorry to hear that you lost|request my work clothes/);
    expect(normalize('let the parents of the under 9s know training is cancelled this saturday')).toMatch(/^tell the parents of the under 9s that training is cancelled/);
    expectEveryOption('apologise to my friend Lucy for forgetting her birthday last week, been swamped with the move, want to take her for dinner to make up for it', [/birthday last week\. I(?:'ve| have) been swamped with the move\./], /, been swamped/);
    const shoot = 'Hi there,\n\nWe loved your photography portfolio! Would you be available to shoot our company summer party on Friday 18 July, 6-10pm in Shoreditch? What would your rate be?\n\nBest,\nNina\nEvents, Brightwave\n\nreply yes im free, £650 for 4 hours including edited photos within a week';
    expectEveryOption(shoot, [/My rate (?:is|would be) £650 for 4 hours, including edited photos within a week\./], /free, £650/);
    for (const option of compose({ userMessage: "email the estate agent saying we want to offer £285,000 on 22 Elm Grove, we're chain free and have a mortgage in principle", history: [] }).options) expect(option.subject).toBe('Offer of £285,000 on 22 Elm Grove');
  });

  it('requests through the API (fourth round): an injury is no fault to put right, numbers confirmed whole, opening hours that change, thanks with nothing named, fly-tipping said in full', () => {
    expectEveryOption('email the gym to freeze my membership for 2 months, broken ankle, member no 55120', [/freeze my membership for 2 months/, /My member number is 55120\./], /look into this|put right|fixed/);
    const dinner = 'Hi Sofia,\n\nCan you confirm the numbers for the team dinner on Thursday? The restaurant needs them by tomorrow noon.\n\nThanks,\nMarco\n\nreply 12 people, 2 vegetarians and 1 gluten free';
    expectEveryOption(dinner, [/We(?: will|'ll) be 12 people, including 2 vegetarians and 1 gluten-free\./], /^12 people/m);
    expect(normalize('write to our customers that from 1 march our opening hours change to 9-5 mon to sat, closed sundays')).toMatch(/that our opening hours will change to 9-5 Monday to Saturday from 1 March, closed Sundays$/);
    for (const option of compose({ userMessage: 'write to our customers that from 1 march our opening hours change to 9-5 mon to sat, closed sundays', history: [] }).options) expect(option.subject).not.toMatch(/Monday$|1 March our/);
    const blake = compose({ userMessage: "thank my old maths teacher mr Blake, i just passed my engineering degree with a first and he's the reason i did maths at a level", history: [] });
    for (const option of blake.options) {
      expect(option.subject).toMatch(/^Thank(?:s so much| you), Mr\. Blake!?$/);
      expect(option.body).toMatch(/maths at A level/);
    }
    expectEveryOption('complain to the council about the fly tipping at the end of Ashgrove Lane, mattresses and bin bags there 2 weeks now, rats seen', [/Mattresses and bin bags have been there for 2 weeks now\. Rats have been seen\./], /, mattresses/);
  });

  it('"suggest she is contacted instead" keeps its verb (a suggestion with its own subject is not cut to "she I")', () => {
    const propose = understand('cant make it, suggest she is contacted instead').segments.find((segment) => segment.act === 'propose');
    expect(propose?.text).toBe('she is contacted instead');
  });

  it('requests through the API (fifth round): whom a new starter asks for, a couple thanked, both things they did, a day in May, an invoice chased with a firm', () => {
    expectEveryOption('let the new starter Aisha know her first day is monday 9am at reception, ask for Dan, bring her passport for the right to work check', [/Please ask for Dan\./, /Please bring your passport/], /May I ask for Dan|Could I ask for Dan/);
    const wallet = compose({ userMessage: 'write a thank you to the couple who found my wallet on the bus and handed it in, everything was still there, would love to buy them a drink', history: [] });
    expect(wallet.message).toMatch(/to the couple/);
    for (const option of wallet.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) \[Name\] and \[Name\],/);
      expect(option.body).toMatch(/finding my wallet on the bus and handing it in/);
    }
    expect(normalize('the museum trip on 12 may needs permission slips back by friday')).toMatch(/on 12 May needs/);
    expect(normalize('the 12 may be late')).toBe('the 12 may be late');
    expectEveryOption('chase invoice INV-2217 for £1,480 with Harbour Studio, it was due on the 1st, 3rd reminder', [/^(?:Dear|Hi) Harbour Studio team,/, /invoice INV-2217 for £1,480\./], /with Harbour Studio/);
    for (const option of compose({ userMessage: 'tell my housemates the landlord is coming round tues at 10 to check the smoke alarms so pls tidy the kitchen and hallway', history: [] }).options) expect(option.body).not.toMatch(/Miss you/);
  });
});

describe('requests of the twenty-seventh session', () => {
  it('a sentence never ends on its joining word, and two sentences joined by a comma become two', () => {
    for (const body of bodies('hi can you write to my landlord mr okafor, the kitchen tap has been leaking since last weds and now theres water under the sink, can he send someone this week, im in after 4 most days')) {
      expect(body).toMatch(/since last Wednesday and now there(?:'s| is) water under the sink\./);
      expect(body).not.toMatch(/and now\./);
    }
  });

  it('a subject never ends on a modifier cut from its noun ("3 days annual")', () => {
    for (const option of compose({ userMessage: 'email to the hr team asking if i can carry over 3 days annual leave into next year as i couldnt take it because of the system migration project', history: [] }).options) {
      expect(option.subject).not.toMatch(/annual$/);
    }
  });

  it('"her 2021 paper" is "your 2021 paper" to her; "worked for her 2019 to 2022" stays "for you"', () => {
    expectEveryOption("email to Prof Adebayo asking if she'd be willing to supervise my masters dissertation on urban heat islands in manchester, ive read her 2021 paper on green roofs", [/read your 2021 paper on green roofs/], /read you 2021/);
  });

  it('a style word before "email to" ("text-ish") is a tone, not the subject or the first line', () => {
    const reply = compose({ userMessage: "text-ish email to my cleaner Marta to say we won't need her the next 2 weeks as we're away, but we'll still pay her as normal", history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Hi|Hey|Dear) Marta,/);
      expect(option.body).toMatch(/need you the next 2 weeks/);
      expect(`${option.subject} ${option.body}`).not.toMatch(/\bIsh\b|text-ish/i);
    }
  });

  it('"sorry to the neighbours for ..." apologises to the neighbours', () => {
    const reply = compose({ userMessage: 'sorry to the neighbours for the noise at our party sat night, it went on later than planned', history: [] });
    expect(reply.message).toMatch(/apology to your neighbours/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/^Hi neighbours,/);
      expect(option.body).toMatch(/sorry (?:for|about) the noise at our party on Saturday night/);
      expect(option.body).not.toMatch(/sorry to the neighbours/);
    }
  });

  it('"my aunt Bernie\'s dog died ... write her something kind" is a condolence to Bernie, without the instruction', () => {
    const reply = compose({ userMessage: "my aunt Bernie's dog died, she had him 14 years. write her something kind, she lives on her own and he was everything", history: [] });
    expect(reply.message).toMatch(/condolence note to Bernie/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Bernie,/);
      expect(option.body).toMatch(/your dog died\. You had him for 14 years\./);
      expect(option.body).toMatch(/he was everything/);
      expect(option.body).not.toMatch(/something kind|you were everything/i);
    }
    expect(readRecipient('my aunt Bernie').gender).toBe('she');
    expect(readRecipient('my uncle Kim').gender).toBe('he');
  });

  it('a name in brackets after the role, or after it with commas, is the one greeted; where at the firm they work is left out', () => {
    const colin = compose({ userMessage: 'email the residents association chair (Colin) asking to put the parking issue on the agenda for the next meeting, people parking on the verge on Oak Lane', history: [] });
    for (const option of colin.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Colin,/);
      expect(option.body).toMatch(/put the parking issue on the agenda for the next meeting\?/);
      expect(option.body).not.toMatch(/\(Colin\)/);
    }
    expectEveryOption("can u write to my old manager Steve at Tesco (Fallowfield store) asking if he'll be a reference, im applying for a supervisor job at Aldi", [/^(?:Dear|Hi) Steve,/, /you(?: wi|')ll be a reference\?/], /\(Fallowfield store\)/);
    const grant = compose({ userMessage: "request a meeting with the SENCO at Harlow Primary, Mrs Grant, about my son Ethan's EHCP review, its been 6 months since he started and i'm worried the support isnt in place", history: [] });
    for (const option of grant.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Mrs\. Grant,/);
      expect(option.body).toMatch(/a meeting with you about my son Ethan's EHCP review\./);
      expect(option.subject).toMatch(/meeting about Ethan's EHCP review$/);
    }
  });

  it('a long role before a lowercase title and name ("my old secondary school chemistry teacher mr Bashir") greets Mr. Bashir', () => {
    const reply = compose({ userMessage: 'want to thank my old secondary school chemistry teacher mr Bashir, I just qualified as a nurse and he was the one who said i could do it', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Mr\. Bashir,/);
      expect(option.body).not.toMatch(/for Bashir/);
    }
  });

  it('"corrected version attached" is attached by the writer; "to start a claim" is what the email is for', () => {
    expectEveryOption('need to tell my boss i made a mistake on the sales report i sent yesterday, the Q2 figures for north region were wrong (double counted returns). corrected version attached. not too grovelly', [/I have attached the corrected version\./], /I corrected version|grovel/i);
    for (const body of bodies('email to my insurer to start a claim, my bike was stolen tues outside Headingley station, policy no HX-20394-B, crime ref 13/55102/24')) {
      expect(body).not.toMatch(/^To start a claim\./m);
      expect(body).not.toMatch(/\. To start a claim\./);
      expect(body).toMatch(/start a claim/);
    }
  });

  it('a follow-up on "sent them a proposal last tuesday ... and no reply yet" follows up on the proposal sent, then says no reply came', () => {
    expectEveryOption('follow up with a prospective client, sent them a proposal last tuesday for the social media management package and no reply yet. contact is Leanne', [/following up on the proposal I sent you last Tuesday for the social media management package\./, /I (?:have not|haven't) had a reply yet\./], /on sent you/);
  });

  it('notes on how the visitor feels about the reader stay out ("we\'re close but hes rubbish with money", "not start a fight", "keep it jokey so its not a whole thing")', () => {
    expectEveryOption("ask my brother to pay back the £200 he borrowed in march, without it being awkward. we're close but hes rubbish with money", [/(?:pay|paying) back the £200 you borrowed in March\?/], /rubbish|close but|awkward/i);
    expectEveryOption('tell client (Hartley & Sons) the website project is going to go over budget by about £2k because of the extra revision rounds they asked for. need to be clear but not start a fight', [/over budget by about £2k because of the extra revision rounds you asked for\./], /fight|need to be clear/i);
    expectEveryOption('ask my flatmates to stop leaving dishes in the sink for days. keep it jokey so its not a whole thing', [/stop leaving dishes in the sink for days\?/], /jokey|whole thing/i);
  });

  it('no complaint close on news of a loss or a job not got, and "her book about grief" is "your book"', () => {
    expectEveryOption('write to an author (Maya Ellis) to tell her how much her book about grief helped me after my mum died last year. not too long', [/your book about grief helped me after my mum died last year/, /^(?:Dear|Hi) Maya/], /put right|what you can do|them book|you book/);
    expectEveryOption("let a candidate (Rob) know he didnt get the job this time. he interviewed well and came a close second, want to keep him warm for future roles", [/You interviewed well and came a close second\./, /keep you in mind for future roles/], /put right|what you can do|this time\.|keep you warm/);
  });

  it('"they" after a firm named is the firm, and "the upstairs neighbours ... spoken to them" stays them', () => {
    expectEveryOption("email to the football club committee proposing we switch kit supplier to KitSport, they're 20% cheaper and do free printing on orders over 30", [/KitSport[.?] They(?: a|')re 20% cheaper/], /You(?: a|')re 20% cheaper/);
    expectEveryOption('email the property manager about the upstairs neighbours in flat 6, loud music past midnight most weekends, ive spoken to them twice already', [/I(?: have|'ve) spoken to them twice already\./], /spoken to you/);
    for (const option of compose({ userMessage: 'email the property manager about the upstairs neighbours in flat 6, loud music past midnight most weekends, ive spoken to them twice already', history: [] }).options) expect(option.subject).toMatch(/flat 6$/);
  });

  it('requests through the API (first round): a no to a cousin\'s hen do, a numbered pitch, "its way taller", three years thanked for, an interview followed up', () => {
    const kerry = compose({ userMessage: "need a polite no to my cousin kerry's hen do in marbella, cant afford it this year with the new baby, but id love to do something with her before the wedding", history: [] });
    for (const option of kerry.options) {
      expect(option.body).toMatch(/^(?:Hi|Hey|Dear) Kerry,/);
      expect(option.body).toMatch(/your hen do in Marbella/);
      expect(option.body).toMatch(/do something with you before the wedding/);
      expect(option.body).not.toMatch(/polite no/i);
    }
    expectEveryOption("tell the lads at 5-a-side that pitch 3 is closed for resurfacing so we're on pitch 1 thurs, same time 8pm, and subs went up to £6", [/(?:Pitch|pitch) 3 is closed for resurfacing/], /[Tt]he pitch 3/);
    expectEveryOption('write to the council planning dept objecting to application 24/0931/FUL, the extension would block all the light into our kitchen and its way taller than the other houses on the street', [/it(?: i|')s much taller than the other houses/], /Its Way/);
    expectEveryOption("can u email our cleaner Dorota, we're moving house on the 28th so last clean is the 21st, thank her for 3 years and we'll give her a reference if she wants", [/so the last clean is on the 21st/, /the last 3 years/], /so last clean/);
    expectEveryOption('send a follow up to the recruiter Ellie at Harper Search, i had a first interview with Northwind Bank 2 weeks ago and havent heard anything, still keen', [/follow(?:ing)? up on my first interview with Northwind Bank 2 weeks ago\./], /I am following up\./);
  });

  it('requests through the API (second round): a last payment, paternity leave, wedding guests, a supplier at a firm, a reply that says sorry, a stepping-down note', () => {
    expectEveryOption('email the gym to cancel my membership, member no 448120, im moving to bristol end of next month so last payment should be the 1st', [/Bristol at the end of next month,? so the last payment should be/], /Bristol end of next month/);
    const leave = compose({ userMessage: "ask hr if my paternity leave can start on the 3rd of march instead of the 10th, baby's due date moved forward", history: [] });
    for (const option of leave.options) {
      expect(option.subject).toMatch(/paternity leave$/);
      expect(option.body).toMatch(/The baby's due date/);
    }
    const guests = compose({ userMessage: 'email to our wedding guests that the ceremony now starts at 1.30 not 2, because the church changed the time, reception still at the Grange from 4', history: [] });
    for (const option of guests.options) {
      expect(option.body).toMatch(/^(?:Hi|Hey|Dear|Hello) everyone,/);
      expect(option.body).toMatch(/starts at 1\.30, not 2, because the church changed the time\. The reception is still at the Grange from 4\./);
      expect(option.body).not.toMatch(/valued|continued support|catch up/);
    }
    expectEveryOption('quick email to my supplier Pete at Fresh Fields asking if he can up our veg order to 3 boxes a week from monday, and can he invoice monthly instead of weekly', [/^(?:Dear|Hi) Pete,/, /up our veg order to 3 boxes a week from Monday\?/], /Pete team|whether he can|Could he/);
    expectEveryOption('i got this from a customer:\n"Hi, I ordered the large blue vase (order 10443) but received the small one. Can you swap it? Thanks, Anne"\nreply sorry for the mix up, we\'ll send the large one out today with a returns label for the small one', [/apologi[sz]e for the mix up|sorry (?:for|about) the mix up/i], /^For the mix up\.|\. For the mix up\./m);
    expectEveryOption('let my book club know im stepping down as organiser after 4 years, Jo has offered to take over, still coming to meetings', [/Jo has offered to take over\. I(?: am|'m) still coming to meetings\./], /take over, still/);
  });

  it('requests through the API (third round): "write her something kind", a second question joined by ", and can they", "sorry about it", "so happy for them" to one of a couple, a singled-out name in brackets', () => {
    expectEveryOption("my cousin Jen's cat died last night, she had her 16 years. write her something kind", [/^(?:Dear|Hi) Jen,/, /your cat died last night\./], /something kind/i);
    expectEveryOption('reply to this pls:\n"Hi, just a reminder that your car is due for its MOT on 2 December. Would you like to book a slot? Kind regards, Ben, Oakfield Motors"\nyes please, can i do the 29th in the morning, and can they check the brake light too its been flickering', [/the 29th in the morning\?/, /check the brake light/], /^$/);
    const late = compose({ userMessage: "need to let a client know their website launch will slip a week to the 18th because the payment provider hasn't approved the account yet, sorry about it", history: [] });
    for (const option of late.options) {
      expect(option.body).not.toMatch(/sorry that it\./);
      expect(option.subject).not.toMatch(/approved account/);
    }
    expectEveryOption('congratulate my friend dan on getting engaged to priya!! so happy for them, ask when the party is', [/happy for you both/], /happy for them/);
    expectEveryOption('write a thank you to the hotel staff at the Bay View for looking after my mum when she fell ill on our holiday, especially Maria on reception', [/on our holiday, especially Maria on reception/], /\(especially/);
  });
});

describe('requests of the twenty-eighth session', () => {
  it('requests through the API (first round): a child named after the school, a noun run on into "it has been", "ask jan if she could", a buyer "a guy called rob", "and that", a tenant in brackets, an invite declined with "politely"', () => {
    const school = compose({ userMessage: "hey can u write to my daughters school, her name is ruby hall in year 4, shes got a dentist appt on thurs 12th at 10:15 so she'll be in late around 11:30", history: [] });
    for (const option of school.options) {
      expect(option.body).toMatch(/My daughter Ruby Hall \(Year 4\) has got a dentist appointment/);
      expect(option.body).not.toMatch(/In Year 4\./);
      expect(option.subject).not.toMatch(/Ruby Hall$/);
    }
    expectEveryOption('write to the council about the streetlight outside 14 birch close its been flickering for 3 weeks and now its completely out, dangerous for people walking dogs at night', [/14 Birch Close\. It(?:'s| has) been flickering/, /it(?:'s| is) completely out\. This is dangerous for people/], /its completely|Close it/);
    expectEveryOption('can you ask my neighbour jan if she could take in a parcel for me tmrw, im at work 8-6, its from amazon should come before lunch', [/you could take in a parcel/, /It's from Amazon and should come before lunch\./], /if she could|Question about me/);
    expectEveryOption("im selling my bike on facebook marketplace and a guy called rob asked if its still available and if i'd take 250 instead of 300. say yes still available but lowest is 280", [/^(?:Dear|Hi) Rob,/, /you asked if/, /Yes, it(?:'s| is) still available,? but the lowest I can go is 280\./], /a guy called/);
    expectEveryOption('email my team that the friday standup is moving to 9:30 from next week and that notes will be in the shared drive after', [/from next week and notes will be in the shared drive afterwards\./], /and that notes/);
    expectEveryOption('remind my tenant (flat 2, ms patel) that the gas safety check is on wed 18th between 8 and 12 and someone needs to be in or leave a key with me', [/^(?:Dear|Hi) Ms\. Patel,/, /someone needs to be in, or you can leave a key with me/], /Tenant's name|\(flat 2/);
    const invite = compose({ userMessage: 'decline a wedding invite from my old uni friend sam politely, its the same weekend as my sisters 40th and i already committed, send my love', history: [] });
    for (const option of invite.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Sam,/);
      expect(option.body).toMatch(/I have already committed to it\./);
      expect(option.subject).toMatch(/wedding invite/);
    }
  });

  it('requests of a fresh work set: notes about cc, pressure and wording left out; "sorry for missing"; "Resigning as"; brackets in brackets; a run of days; a grandmother\'s birthday', () => {
    expectEveryOption('email HR asking for the parental leave policy, my partner is due in april. dont cc my manager yet i havent told him', [/parental leave/], /cc|told him/i);
    expectEveryOption('my mate Kieran owes me £120 for the Arctic Monkeys tickets from like 2 months ago. awkward. need a light way to remind him', [/£120/], /light way|awkward/i);
    expectEveryOption('team reminder march expenses in by the 5th, no exceptions this time, finance are on my back', [/by the 5th/], /on my back/);
    expectEveryOption('apologise to my manager Claire for missing the 9am client call, my train was cancelled and my phone died, i know it looked bad, ill send the client a note too', [/(?:sorry for|terrible about) missing the 9 am client call\./], /sorry that missing/);
    expectEveryOption('resigning as secretary of Pelham Lawn Tennis Club committee after 6 years, time for someone new, happy to hand over properly', [/I(?: am|'m) resigning as Secretary/, /after 6 years\. It(?: is|'s) time for someone new\./], /^Resigning/m);
    expectEveryOption("email the head teacher requesting term time absence for my kids (Zain year 5, Mariam year 2) 5 days in feb for my grandmothers 90th birthday in Karachi. i know its not usually allowed but its a one off", [/\(Zain in Year 5 and Mariam in Year 2\)/, /my grandmother's 90th birthday/], /\(Zain \(/);
    expectEveryOption('i need to tell my team about the new hybrid policy, 3 days in the office from next month (tues wed thurs fixed). i didnt make the decision but i have to deliver it. honest but not throwing leadership under the bus, and mention they can come to me individually if it causes real problems', [/\(Tuesday, Wednesday and Thursday fixed\)/, /come to me individually/], /under the bus|wed on/);
  });
  it('a second pass over the work set: firms named like people, a loss told with no instruction, a pet keeps its pronoun, "Felix, he can", a customer\'s order, "offer cancel or wait", a first day, a passport', () => {
    expectEveryOption('pitch to the local newspaper (Wessex Echo) about our community garden turning 10 this year, open day on the 21st, we grow veg for the food bank', [/^(?:Dear|Hi) Wessex Echo team,/], /^(?:Dear|Hi) Wessex,/m);
    expectEveryOption('email Severn Trent, im behind on my water bill, £540 in arrears, want to set up a monthly payment plan, can manage £45/month', [/^(?:Dear|Hi) Severn Trent,/], /^(?:Dear|Hi) Severn,/m);
    expectEveryOption("friend Gabi's dog Mabel died yesterday, she had her 14 years. email not a text bc shes in another country", [/^(?:Dear|Hi) Gabi,/, /your dog Mabel died yesterday\. You had her for 14 years\./], /Dear Not|a text|friend your|had them/);
    expectEveryOption("my cousin Jen's cat died last night, she had her 16 years. write her something kind", [/You had her for 16 years\./], /had them/);
    expectEveryOption('tell my landlord ive found someone to take over my room in the house share, Felix, he can move in 1st of next month, can we sort the paperwork and my deposit', [/Felix, who can move in on the 1st of next month\./], /You can move in/);
    expectEveryOption('tell customer order #WW-10293 is delayed about 10 days because our supplier is out of stock of the oak frame, offer cancel or wait', [/^Your order #WW-10293 is delayed by about 10 days/m, /You(?: are|'re) welcome to cancel or wait, whichever you prefer\./], /Customer order|offer you cancel/);
    expectEveryOption('welcome email to our new starter Ines, first day monday 9am, lunch is on us, bring passport for right to work check', [/Your first day is Monday at 9 am\./, /bring your passport for the right to work check/], /bring passport/);
    expectEveryOption('tell my editor Joanna I need to push the manuscript deadline back a month, the research for chapter 9 took way longer than planned', [/took way longer/], /Took Way/);
  });
  it('requests through the API (second round): the new day or time set against the old with commas, a clock time run on into "I am", the parents of a team, "back next week as normal", an offer on a house in k', () => {
    expectEveryOption('tell my flatmates the cleaner is coming thursday now not friday so please clear the kitchen surfaces wed night', [/coming Thursday now, not Friday, so please clear/], /now not Friday/);
    expectEveryOption('email the venue manager tom that we need the hall until 11pm not 10pm on the 20th and ask how much extra that is', [/until 11 pm, not 10 pm, on the 20th\./], /11 pm not/);
    expectEveryOption('need to cancel my dentist appointment tomorrow at 3.40 im really sick, can i rebook for next week any afternoon', [/tomorrow at 3\.40, as I(?: am|'m) really sick\./], /3\.40 I/);
    expectEveryOption('tell the parents of my u9s football team training is cancelled this saturday because the pitch is waterlogged, back next week as normal', [/^Training is cancelled this Saturday because the pitch is waterlogged\. It will be back next week as normal\./m], /Of my u9s|, back next week/);
    const offer = compose({ userMessage: "can you write to the estate agent (hunters) that we want to offer 265k on 14 orchard way, we're chain free and have a mortgage in principle", history: [] });
    for (const option of offer.options) expect(option.subject).toBe('Offer of 265k on 14 Orchard Way');
  });
  it('a thank-you to a ward of nurses closes with gratitude, not "You all made it happen"', () => {
    expectEveryOption("write a thank you to the nurses on ward 6 at st marys for looking after my dad after his stroke, they were so kind to him and to us", [/looking after my dad after his stroke\. You were so kind to him and to us\./], /made it happen/);
  });
  it('requests through the API (third round): the writer free for an interview after a comma, "ours was taken" with no article, an address after a comma, drinks with no "a" and in the subject', () => {
    expectEveryOption("reply to the recruiter jade saying thanks for the call today and yes im interested in the product manager role at finch, free for an interview any day next week except wednesday", [/product manager role at Finch(?:, and|\.) I(?: am|'m) free for an interview any day next week except Wednesday\./], /Finch, free/);
    expectEveryOption('ask the council for a replacement green bin, ours was taken by the bin lorry by mistake last week, address 5 mill lane', [/Ours was taken by the bin lorry by mistake last week\. My address is 5 Mill Lane\./], /The ours/);
    const drinks = compose({ userMessage: 'invite the street to a christmas drinks at ours, 22 rose avenue, saturday 14th from 7pm, bring a bottle if you like, kids welcome', history: [] });
    for (const option of drinks.options) {
      expect(option.body).toMatch(/to (?:join us for )?Christmas drinks at our place/);
      expect(option.body).not.toMatch(/a Christmas drinks/);
      expect(option.subject).toMatch(/Christmas drinks/);
    }
  });
  it('"ask for reception" in a welcome note is what the newcomer does, through the rule that already read "ask for Dan"', () => {
    expectEveryOption('welcome email to our new starter Ines, first day monday 9am, ask for reception, lunch is on us, bring passport for right to work check', [/Please ask for reception when you arrive\./], /May I ask for|Could I ask for/);
  });
  it('requests through the API (fourth round): a lift shared, "my son leo next week", the guys at a garage thanked, "arriving around 6" in a reply, "never signed up", "how much it will cost" in no subject', () => {
    expectEveryOption('got this from my daughters swim coach:\n"Hi all, galas are back! First one is Sunday 9th at Ponds Forge, warm up 8am. Can you let me know by Wednesday if your swimmer can make it? Thanks, Coach Lisa"\nreply yes millie can come but she\'ll need a lift back, can anyone share', [/need a lift back\. Could anyone share a lift\?/], /anyone share\?/);
    expectEveryOption('need to ask the nursery if they can do an extra day for my son leo next week, tuesday, and whether theres a late pick up option', [/my son Leo next week/], /son leo/);
    expectEveryOption('say thanks to the guys at the garage (kwik fit in didsbury) for squeezing me in today with the puncture, sorted in 20 mins', [/for squeezing me in today with the puncture[.!] It was sorted in 20 minutes\./], /guys at|I sorted/);
    expectEveryOption('pasted from airbnb host:\n"Hi! Just checking what time you\'ll arrive on Friday? Check-in is from 3pm. Also, are you bringing a pet? Best, Marco"\nreply arriving around 6, no pets', [/I(?: am|'m) arriving around 6/], /The arriving/);
    expectEveryOption('write to my bank monzo that someone took £64.99 from my account yesterday for something called "FLEXGYM" i never signed up, want it refunded and the card blocked', [/I never signed up for\./], /signed up\./);
    const insurer = compose({ userMessage: "email my car insurer (admiral) to add my partner tom as a named driver from the 1st, he's 34, clean licence, and ask how much it will cost", history: [] });
    for (const option of insurer.options) expect(option.subject).not.toMatch(/much it/);
  });
});

describe('requests of the twenty-ninth session', () => {
  it('a pasted email greets whom its From line names, with a title, a role or a firm after the name', () => {
    const lecturer = compose({ userMessage: "got this from my lecturer:\n\nFrom: Prof. Michael Lindqvist\nSubject: Midterm absence\nHi, I noticed you were not present at Tuesday's midterm. Please let me know the reason as soon as possible.\nML\n\nmy grandad's funeral was that day, ask if theres a makeup exam", history: [] });
    expect(lecturer.options[0]?.body).toMatch(/^Dear Professor Lindqvist,/);
    const hr = compose({ userMessage: 'HR sent this:\n\nFrom: Wanda Okonkwo, HR\nHi, as part of onboarding please send over your bank details and your P45 by Friday.\n\ni dont have my P45 yet. write a reply asking what to do', history: [] });
    for (const option of hr.options) expect(option.body).toMatch(/^(?:Dear|Hi) Wanda,/);
    const accountant = compose({ userMessage: 'got this from my accountant:\n\nFrom: Ravi Shah, Shah & Co Accountants\nSubject: Self assessment\nHi, please send me your records for the year by the end of November.\n\nreply asking if its ok to send them mid december', history: [] });
    for (const option of accountant.options) expect(option.body).toMatch(/^(?:Dear|Hi) Ravi,/);
  });

  it('a reply to a paste with no subject line names no pronoun or stray noun as its subject', () => {
    for (const option of compose({ userMessage: 'mate sent me this:\n\nFrom: Jasper Quinn\nHi mate, any chance you could lend me £200 till payday? Bit stuck this month. Cheers J\n\nwant to say no nicely, im skint too, but maybe offer to help some other way', history: [] }).options) {
      expect(option.subject).toMatch(/^Re: your (?:message|email)$/);
    }
  });

  it('a small business names its customer after the story: the email is to her, about her order', () => {
    const reply = compose({ userMessage: 'small business - i make engraved chopping boards. order #SC-3391 will be a week late bc my wood supplier was delayed. customer is Laura. apologise and refund her shipping', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Laura,/);
      expect(option.body).toMatch(/your order #SC-3391/);
      expect(option.body).toMatch(/refund your shipping/);
      expect(option.body).not.toMatch(/I make engraved|look into this/);
    }
  });

  it('"to the babysitter (Chloe), ..." names whom it is to; "is that ok?" asks her and the next clause is no question', () => {
    for (const option of compose({ userMessage: "to the nanny (Marta), we'll be home by 7 not 6 on friday, is that ok? we'll pay the extra hour", history: [] }).options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Marta,/);
      expect(option.body).toMatch(/Is that OK\?|Please let me know if this is acceptable\./);
      expect(option.body).toMatch(/pay the extra hour\./);
      expect(option.body).not.toMatch(/To the nanny/i);
    }
    for (const option of compose({ userMessage: 'to my energy co, want to change my direct debit date to the 28th, account no 55120. can they confirm by email', history: [] }).options) {
      expect(option.body).not.toMatch(/Energy Co|To my/);
    }
  });

  it('"reply all to this, friendly:" answers everyone the email greeted, with what the visitor said', () => {
    const reply = compose({ userMessage: 'reply all to this, friendly:\n\nFrom: Tom Hale\nSubject: Fridge\nHi everyone, someone keeps leaving old milk in the office fridge. Please sort it out!\n\nnot me but suggest we clear it every friday, i can start', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^Hi everyone,/);
      expect(option.body).toMatch(/every Friday/);
      expect(option.body).not.toMatch(/All to this|\[Your answer\]|friend\b/);
    }
  });

  it('"my son Aarav\'s teacher, Mr Thompson": "hes finding it too easy" is the son, not the teacher', () => {
    expectEveryOption("email my son Kofi's teacher, Mr Hill, asking for extra reading books, hes finding the current ones too easy", [/Kofi is finding/], /You are finding|you're finding/);
  });

  it('names typed with accents are read as names and written as typed', () => {
    expectEveryOption('ask my friend Inês if she wants to come to the cinema on friday', [/^(?:Hi|Hey) Inês,/, /(?:come|coming) to the cinema on Friday/], /Inês if|\[Name\]/);
    expectEveryOption('thank my colleague Renée for the lovely leaving card', [/^(?:Dear|Hi) Renée,/, /for the lovely leaving card/], /youée|Ren,/);
    expectEveryOption("email my boss Søren that i'm running 10 mins late", [/^(?:Dear|Hi) Søren,/], /Soren/);
    for (const option of compose({ userMessage: 'got this invite:\n\nFrom: Inês Carvalho\nSubject: Speaking at our meetup?\nHi! Would you be able to speak at our meetup on 15 May?\n\nsay yes!!', history: [] }).options) expect(option.body).toMatch(/^(?:Dear|Hi|Hey) Inês,/);
  });

  it('a follow-up says what it is asked to say, and changes nothing else', () => {
    const first = 'need to ask my coworker Dmitri to stop booking meetings over my lunch hour (12-1), its happened 4 times this month';
    const reply = compose({ userMessage: first, history: [] });
    const moved = compose({ userMessage: 'option 1 but say im happy to move it to 1:30', history: [{ userMessage: first, reply }] });
    expect(moved.options[0]?.body).toMatch(/4 times this month/);
    expect(moved.options[0]?.body).toMatch(/happy to move it to 1:30/);
    const coach = "tell my daughters swim coach she'll miss the gala on the 23rd bc of a school trip to york";
    const gala = compose({ userMessage: coach, history: [] });
    for (const option of compose({ userMessage: 'add that shes really disappointed', history: [{ userMessage: coach, reply: gala }] }).options) {
      expect(option.body).toMatch(/(?:She is|She's) really disappointed\./);
      expect(option.body).not.toMatch(/mention my daughter's/);
    }
  });

  it('a fault told with its fix on the way asks no one to put it right; a chase of silence says nothing came', () => {
    expectEveryOption('email to the office that the printer on floor 2 is broken, a new one arrives monday', [/printer on floor 2 is broken/], /put this right|look into this|sort this out|resolve it/);
    const chase = compose({ userMessage: 'follow up with a recruiter, havent heard anything 3 weeks after my final interview at Corvid Labs for the data analyst role. recruiter is Priya Shah', history: [] });
    for (const option of chase.options) {
      expect(option.body).toMatch(/follow up, as I (?:have not|haven't) heard anything since my final interview at Corvid Labs for the data analyst role, which was 3 weeks ago\./);
      expect(option.subject).not.toMatch(/heard/);
    }
  });

  it('requests through the API (first round): a name said last, a question answered, who writes, when someone is back, an ask said once, a want asked, thanks with an invitation', () => {
    expectEveryOption('customer asked if we do engraving, yes we do, £5 per item, and they can add the text at checkout. reply to Hannah', [/^(?:Dear|Hi) Hannah,/], /\[Name\]|A note about item/);
    for (const option of compose({ userMessage: 'customer asked if we do engraving, yes we do, £5 per item. reply to Hannah', history: [] }).options) expect(option.subject).toMatch(/engraving/);
    expectEveryOption('got this from a parent:\n\nFrom: Sophie Grant\nSubject: Reading book\nHi, Maya came home without her reading book today. Is everything ok?\n\nreply as her class teacher, the books were being changed, sorry, she will get a new one tomorrow', [/^(?:Dear|Hi) Sophie,/], /As her class teacher/i);
    expectEveryOption("email my daughters dance teacher (miss kelly) that ruby cant make class thurs, shes got a temperature, back saturday for the show", [/(?:She will|She'll) be back on Saturday for the show\./], /\(back on Saturday/);
    expectEveryOption('tell my landlord mr okafor the shower is leaking and the oven light stopped working. can someone come next week, im in after 4', [/Could someone come next week\?/], /look into this|put this right|resolve it|sort this out/);
    expectEveryOption('write to Octopus Energy, my bill jumped from £80 to £190 a month, account 5512 8890. want them to check the meter readings', [/Could you(?: please)? check the meter readings\?/], /I want you to/);
    for (const option of compose({ userMessage: 'write to Octopus Energy, my bill jumped from £80 to £190 a month, account 5512 8890. want them to check the meter readings', history: [] }).options) expect(option.subject).not.toMatch(/^Update:/);
    const thanks = compose({ userMessage: 'thank u email to my friend priya for having us to stay last weekend, the kids loved the beach. invite her family to ours in august', history: [] });
    for (const option of thanks.options) {
      expect(option.subject).not.toMatch(/our place/);
      expect(option.body).toMatch(/your family is very welcome too/);
      expect(option.body).not.toMatch(/come to family/);
    }
  });

  it('the first round read again: an answer after "you asked if", a visit to our place, "her" of the reader beside "the kids"', () => {
    expectEveryOption('customer asked if we do engraving, yes we do, £5 per item. reply to Hannah', [/You asked if we do engraving: yes, we do/], /engraving, yes/);
    expectEveryOption('thank u email to my friend priya for having us to stay last weekend, the kids loved the beach and her lasagne was amazing. invite her family to ours in august', [/your lasagne was amazing/, /(?:come over to|have you over at) our place in August/], /her lasagne|join us for our place/);
  });

  it('requests through the API (second round): a hotel in brackets, a restaurant in brackets, two brothers by name, "available for a call", "if money is tight speak to me"', () => {
    for (const option of compose({ userMessage: 'email the hotel (the Grand at Brighton) i left my glasses in room 12 when i checked out, can they post them to me', history: [] }).options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Grand at Brighton (?:Hotel )?team,/);
      expect(option.body).not.toMatch(/Grand At Brighton|\[Name\]/);
    }
    expectEveryOption('complain to the restaurant (Olive Branch) we booked a table for 6 on friday and they had no record of it, we waited 40 mins', [/^(?:Dear|Hi) Olive Branch restaurant team,/, /[Ww]e booked a table for 6 on Friday/], /\(Olive Branch\)/);
    expectEveryOption("my dad's 60th is on the 3rd of may, email my sisters Amy and Beth to ask if they want to split a spa day for him, about £90 each", [/^(?:Dear|Hi) Amy and Beth,/, /split a spa day for him/], /Email my|Beth that/);
    expectEveryOption('reply to this:\n\nFrom: Daniel Moss\nSubject: Renewal\nHi, are you happy to renew for another year at the same rate?\n\nyes happy to renew but id like 5%, available for a call next week', [/(?:I am|I'm) available for a call next week\./], /\(available/);
    expectEveryOption('let the parents know the trip deposit of £40 is due by friday, pay on the school app, if money is tight speak to me privately', [/If money is tight, please speak to me privately\./], /, if money is tight speak/);
  });

  it('requests through the API (third round): days off in the subject, "maybe meet in the middle", "kid is sick", one ask for an unpaid invoice', () => {
    for (const option of compose({ userMessage: 'email my team lead Ravi that im taking the 12th and 13th off as annual leave, handover notes will be in the shared drive', history: [] }).options) expect(option.subject).toMatch(/12th and 13th off$/);
    expectEveryOption('got this from my landlord:\n\nFrom: Gareth Pryce\nSubject: Rent increase\nHi, the rent will go up from £900 to £1,000 from 1 May.\n\nreply asking if theres any room to negotiate, weve always paid on time, maybe meet in the middle at £950', [/Perhaps we could meet in the middle at £950\?/], /, maybe meet/);
    expectEveryOption('need to cancel our table for 2 at Pizza Pilgrims tonight at 7, booking ref PP-1102, sorry for late notice, kid is sick', [/My kid is sick\./], /^Kid is sick|\. Kid is sick/m);
    expectEveryOption('chase the accounts team at Brightwell Ltd, invoice INV-0777 for £900 was due 30 days ago, can they confirm a payment date', [/confirm a payment date\?/], /arrange payment by|when I can expect payment/);
  });

  it('a subject never stops inside the phrase the email goes on with', () => {
    const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);
    for (const subject of subjects('write to Little Acorns nursery that Olly has hand foot and mouth and wont be in this week')) expect(subject).not.toMatch(/foot$/);
    for (const subject of subjects('tell my manager i need a couple of days off next week for a family emergency')) expect(subject).toMatch(/couple of days off$/);
    for (const subject of subjects('want to ask my boss Greg if i can work from home tues and thurs permanently, my commute is awful')) expect(subject).not.toMatch(/Tuesday$/);
    for (const subject of subjects('hi, need to ask my landlord if its ok to sublet my room for july while im away')) expect(subject).not.toMatch(/sublet my/i);
    for (const subject of subjects('need to ask Dr Okoro for clarification on essay question 3, are we supposed to focus on policy or theory')) expect(subject).not.toMatch(/question$/);
  });
});

describe('requests of the thirtieth session', () => {
  it.each([
    // A reason after "because" is no second clause to join with "as"; ", back the week after" is when he returns.
    ['email my sons football coach (dave) to say jake cant make training thurs or sat bc hes got a school trip, back the week after', [/because he has got a school trip\. He will be back the week after\./], /because, as|, back the week/],
    // "its the second time since january" is a count, not a state that has lasted.
    ['need to tell my landlord Mr Okafor that the washing machine is leaking again, its the second time since january, can he send someone this week, im home after 4', [/It(?: is|'s) the second time since January\./], /been the second time/],
    // "start in march" after the writer's news is the writer starting.
    ['thank you email to my old professor dr. yusuf for writing my reference, i got the job at the council!! start in march', [/I start in March\./], /(?:^|\. )Start in March|With many thanks again/],
    // "so take your stuff": asked, after a comma.
    ['tell the team the office is closed monday for the bank holiday and the fridge will be cleared friday at 5 so take your stuff', [/on Friday at 5, so please take your (?:belongings|stuff)\./], /at 5 so take/],
    // A payment needed by a day the writer gave asks for no second date.
    ['chase payment from a client, invoice 2031 for £1,450 was due 2 weeks ago, ive emailed twice already, need it by friday or ill have to add late fees', [/I need it by Friday or I(?: will|'ll) have to add late fees\./], /\[date\]|expect payment/],
  ])('%s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a cold email to "the head of ops at a logistics company" keeps the whole role and no fragment of it', () => {
    const reply = compose({ userMessage: 'cold email to the head of ops at a logistics company, we sell route planning software that cut fuel costs 12% for our customers, want a 15 min call', history: [] });
    expect(reply.message).toMatch(/to the head of ops\b/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/We sell route planning software that cut fuel costs 12% for our customers\./);
      expect(option.body).not.toMatch(/^Of ops|\bOf ops at\b/m);
      expect(option.subject).not.toMatch(/\bops at\b/);
    }
  });

  it('"say yes to the stall" answers the pasted question with what the writer will do', () => {
    const message = 'reply to this:\n\nHi Tom,\nAre you still ok to run the bake sale stall on the 9th? We need someone from 10 till 12. Also can you bring a float?\nThanks, Helen\n\nsay yes to the stall but i cant bring a float, can she sort that';
    expectEveryOption(message, [/Yes, I(?: am|'m) still happy to run the bake sale stall on the 9th, but I (?:cannot|can't) bring a float\./], /accept the stall/);
  });

  it.each([
    // "tell X not to come": nothing to do; "not to park": something not to do.
    ["tell our cleaner Rosa not to come next week, were away in cornwall. we'll still pay her as normal, she shouldnt lose out bc of us", [/^(?:Dear|Hi) Rosa,/, /There(?: is|'s) no need to come next week\./], /Not to come/],
    ['tell my neighbour Gary not to park across my driveway again, i need to get out at 7am for work', [/Please (?:do not|don't) park across my driveway again\./], /notting|couldn't park/],
    // "reply cancelling my membership": the reply cancels it.
    ['Dear Member,\nFrom 1st March, your monthly membership at FitHub Cheltenham will increase from £32.99 to £39.99. This reflects rising energy costs. No action is needed, your direct debit will update automatically.\nThe FitHub Team\nwant to reply cancelling my membership before the new price kicks in. membership no FH-55201', [/cancel my membership before the new price kicks in\./], /^My membership before/m],
    // "write a recommendation for X": the writer recommends X, and what X is like is said of X.
    ['write a recommendation for Lucas Ferrand, he was my intern for 6 months last year and is applying for a graduate analyst job at deloitte. he built our whole reporting dashboard in power bi, super reliable, always asked good questions', [/recommend Lucas Ferrand\./, /He is super reliable\. He always asked good questions\./], /A recommendation for|\(super reliable/],
    ['reference letter for my old nanny Maria, she worked for us 4 years, amazing with the kids', [/recommend my old nanny Maria\./, /She worked for us for 4 years\. She is amazing with the kids\./], /^(?:Dear|Hi) Maria/],
    // A business's customer who was charged twice is written to, with the apology for it.
    ['customer got charged twice for the same order on our bike parts site (order BP-30418, £126.50 each time). apologise, say the duplicate refund has been processed today and should show in 3-5 working days, it was a glitch with our payment provider', [/^(?:Dear|Hi) \[Name\],/, /sorry that you got charged twice for the same order/], /The customer got charged|look into this|let me know how/],
    // "client (Bastien at Maison Lumière) owes me €1,800": to Bastien, about what is outstanding, asked once.
    ['freelance copywriter here, client (Bastien at Maison Lumière) owes me €1,800 for the website copy, invoice 2023-044, now 60 days overdue. this is the 3rd reminder. mention the late payment fee in our contract (2% per month) without sounding like im threatening them', [/^(?:Dear|Hi) Bastien,/, /€1,800 is still outstanding for the website copy/], /Client \(Bastien|You owe me|pay this back/],
  ])('from the thirtieth work set: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a reply to "Kerry Doyle / People Team" greets Kerry and confirms the time the visitor confirmed', () => {
    const message = "Hi Marta,\n\nThanks for your application for the Project Coordinator position at Solent Housing. We were impressed with your first interview and would like to invite you to a second-stage interview with our Head of Operations. Are you available on Tuesday 8th at 11am?\n\nBest wishes,\nKerry Doyle\nPeople Team\n\nreply confirming tues 11am works, and ask if its in person at the office or on teams, and if theres anything i need to prepare";
    expectEveryOption(message, [/^(?:Dear|Hi) Kerry,/, /Tuesday at 11 am works/, /in person at the office or on Teams\?/], /People team/);
  });

  it.each([
    // A restaurant owner's reply: "invite them back" welcomes them back; "ask for me personally" is for the reader to do.
    ["From: Gavin Shaw\nSubject: Disappointing evening\nWe came to your restaurant on Friday for my wife's birthday. The mains came out lukewarm, we waited 50 minutes between starters and mains and nobody apologised. For £140 I expected a lot better.\nreply to this, im the owner of Basil & Vine. apologise properly, friday we were 2 chefs down but thats not his problem. offer a £50 voucher and invite them back, ask for me personally next time", [/We would love to welcome you back\./, /Please ask for me personally next time\./, /for what happened on Friday\./], /invite you to back|join us for back|May I ask for me|Could I ask for me/],
    // "counter offer email to the hiring manager Jonathan" said amid the story: to Jonathan, thanking for the offer and asking for more.
    ['they offered me 55k for the product manager job at Orbis, i want 60k plus fridays remote. counter offer email to the hiring manager Jonathan, i really want the job so dont want to blow it', [/^(?:Dear|Hi) Jonathan,/, /(?:Thank you|Thanks so much) for offering me 55k for the product manager job at Orbis\./, /Would you be able to offer 60k plus Fridays remote\?/], /Counter offer email|blow it|Dear Hiring Manager/],
    // "thank the nurses on ward 7 at the royal infirmary for ...": the ward is who they are, not what they are thanked for.
    ['want to send a thank you to the nurses on ward 7 at the royal infirmary who looked after my dad for 3 weeks after his stroke, esp nurse Bisi and Connor on nights, theyre the reason he kept his spirits up', [/Thank(?:s so much| you) for looking after my dad for 3 weeks after his stroke/], /for on ward 7/],
  ])('from the thirtieth work set: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a counter-offer\'s subject is the offer, not a word the email uses as a verb', () => {
    for (const option of compose({ userMessage: 'they offered me 55k for the product manager job at Orbis, i want 60k plus fridays remote. counter offer email to the hiring manager Jonathan, i really want the job so dont want to blow it', history: [] }).options) {
      expect(option.subject).toMatch(/offer$/);
    }
  });

  it.each([
    // To a volunteer list, "asking for helpers" is the writer's ask; "we provide gloves, pickers and bags" is one list; "reply so we know numbers" asks.
    ['email to our volunteer list asking for helpers for the beach clean at Saltburn on sunday 28th, 10am-1pm. we provide gloves, pickers and bags, bring water and suncream, meet by the pier. reply so we know numbers', [/We provide gloves, pickers and bags\./, /repl(?:y|ying) to this email so we know numbers\?/], /Thank you for your message|gloves \(pickers|(?:^|\. )We know numbers/],
    // "so id really like to know what i could do better" is the reason, kept as said.
    ['Dear Tom,\nThank you for your interest in the Data Analyst role at Hallam Energy. After careful consideration, we have decided not to progress your application on this occasion.\nWe wish you every success in your search.\nRecruitment Team\nreply asking if they can give any feedback on my interview, i got to the final round so id really like to know what i could do better', [/I got to the final round so I(?: would|'d) really like to know what I could do better\./], /so ask what/],
    // "say hi and make her feel welcome", to the team, is theirs to do.
    ['let the team know our new designer Freya Lindgren starts monday, shes coming from Spotify, will be working mostly on the mobile app. say hi and make her feel welcome, lunch on me tues', [/Please say hi and make her feel welcome\./], /(?:^|\. )Hi and make/],
    // "sending my accountant Mr Hughes the docs ... also ask can i claim": to him, sending them, asking whether I can.
    ['sending my accountant Mr Hughes the docs for my self assessment (bank statements, invoices, p60 from the part time job). also ask can i claim a bit of my rent and electric since i work from home as a freelancer', [/^(?:Dear|Hi) Mr\. Hughes,/, /I(?: am|'m) sending you the documents for my self assessment/, /(?:(?:whether|if) I (?:could|can)|Could I) claim a bit of my rent and electric/], /Sending my accountant|ask about I claim/],
  ])('from the thirtieth work set: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // A complaint whose thing is a clause ("my flight ... was cancelled") complains that it was; both ends of a flight are places; hours' notice.
    ['complain to the airline, my flight EZY8821 from gatwick to nice was cancelled with 3 hours notice, had to pay £240 for a hotel and a new flight, want compensation under uk261', [/(?:complain that|because) my flight EZY8821 from Gatwick to Nice was cancelled with 3 hours' notice\./], /about my flight EZY8821 from Gatwick to nice was/],
    // "interviewed for the marketing exec role 10 days ago", followed up: the interview.
    ['follow up with the recruiter Hannah at Brightpath, interviewed for the marketing exec role 10 days ago, she said id hear in a week, still keen', [/follow up on my interview for the marketing executive role 10 days ago\./], /on interviewed/],
    // "tell my boss im resigning": a resignation, thanking her for the past 3 years.
    ['tell my boss im resigning, last day will be 31st may, got a job at another agency, thank her for the 3 years', [/resign/, /My last day will be 31st May\./, /for the past 3 years[.!]/], /I(?: am|'m) resigning\./],
  ])('from a second ten requests through the API (thirtieth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('"tell my boss im resigning" is a resignation, by its subject', () => {
    for (const option of compose({ userMessage: 'tell my boss im resigning, last day will be 31st may, got a job at another agency, thank her for the 3 years', history: [] }).options) expect(option.subject).toMatch(/resignation/i);
  });

  it.each([
    // "even though I'm paying for 100" is one clause ("even though, as I am" was a run-on fix misapplied); the unit is written as one.
    ['email my internet provider, speeds have been under 5mbps all week even though im paying for 100, account 5521908, want it fixed or a discount', [/under 5 Mbps all week even though I(?: am|'m) paying for 100/], /even though, as/],
    // ", maybe I can join for the dinner" is a second thought of its own.
    ["reply to my friend sara who asked if i can come to her hen do in lisbon in may, say i'd love to but its too expensive right now, maybe i can join for the dinner in london", [/too expensive right now\. Maybe I can join for the dinner in London\./], /, maybe I can/],
    // "by his grandma on friday, her name is meena patel": the name set off by commas, and the day in the clause.
    ['write to the school office to say my son arjun (year 2) will be picked up by his grandma on friday, her name is meena patel', [/will be picked up by his grandma, Meena Patel, on Friday\./], /\(on Friday\)/],
  ])('from a third ten requests through the API (thirtieth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a subject says no future as past ("picked up") and no adverb as part of the thing ("the quarterly report early")', () => {
    for (const option of compose({ userMessage: 'write to the school office to say my son arjun (year 2) will be picked up by his grandma on friday, her name is meena patel', history: [] }).options) expect(option.subject).not.toMatch(/picked up$/);
    for (const option of compose({ userMessage: 'tell my manager i finished the quarterly report early and sent it to finance this morning, ask if she wants me to start on the budget next', history: [] }).options) expect(option.subject).not.toMatch(/\bearly$/);
  });

  it.each([
    // "as we're away, so sorry" is an apology of its own.
    ["write to my daughters dance teacher miss claire, she cant do the show on the 18th as we're away, so sorry, can she still do the rehearsals", [/as we(?: are|'re) away\. I(?: am|'m) so sorry\./], /away, so sorry/],
    // "we stayed 3 nights last week room 214": in the room.
    ['complain to the hotel, we stayed 3 nights last week room 214, the shower didnt work the whole time and nobody fixed it even though we reported it twice, want a partial refund', [/[Ww]e stayed 3 nights last week in room 214\./], /last week room 214/],
    // "closed 24 dec to 2 jan": from one day to the other.
    ['email our customers that the shop will be closed 24 dec to 2 jan, online orders still ship from the 27th, thank them for a great year', [/closed from 24 December to 2 January/], /closed 24 December/],
  ])('from a fourth ten requests through the API (thirtieth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('subjects keep a date range\'s month ("Re: Booking 15-22 August") and name an offer on a house by its street', () => {
    const paste = "Hi,\n\nJust checking you received the deposit of £300 for the cottage booking 15-22 August? We haven't seen it come through yet.\n\nThanks,\nMargaret\nWillow Cottage Holidays\n\nreply saying yes i paid it on the 3rd by bank transfer, ref SMITH0815, and ask if they allow dogs";
    for (const option of compose({ userMessage: paste, history: [] }).options) expect(option.subject).toBe('Re: Booking 15-22 August');
    for (const option of compose({ userMessage: "email the estate agent, we want to offer 285k on the house on Mill Road, we're chain free and have a mortgage in principle, can they pass it on today", history: [] }).options) expect(option.subject).toMatch(/offer of 285k on Mill Road$/i);
  });
});

describe('requests of the thirty-first session', () => {
  it.each([
    // "..., broke his wrist": whose wrist says who broke it; "she was with us, looked after our twins": she did.
    ["email to my sons football coach saying he wont be at training for a month, broke his wrist on the trampoline", [/for a month\. He broke his wrist on the trampoline\./], /month, broke his wrist/],
    ['recommendation for our former nanny Bea for a new family, she was with us 4 years, looked after our twins from 6 months', [/She looked after our twins from 6 months/], /I looked after/],
    // "id like 60k" is what the writer would like, not "about 60k"; the offer was made by the reader.
    ['negotiate a job offer, they offered 55k, id like 60k, or if they cant do that then a 4 day week or extra holiday', [/You offered 55k\. I(?: would|'d) like 60k, or if you can(?:no|')t do that/, /job offer/], /\babout 60k|They offered/],
    // "the neighbour downstairs" is no one called Downstairs.
    ['email to the neighbour downstairs so sorry about the leak from our washing machine, our home insurance will cover fixing their ceiling', [/^(?:Dear|Hi) \[Neighbour's name\],/m], /Downstairs/],
    // "decline being a bridesmaid for my cousin Freya": to Freya, thanking her for asking; "dont want to hurt her" is said to us.
    ["decline being a bridesmaid for my cousin Freya, we're not that close anymore and its a lot of money, but dont want to hurt her, i'll still come to the wedding", [/^(?:Dear|Hi) Freya,/m, /for asking me to be your bridesmaid/, /still come to the wedding/], /hurt her|Thank you (?:so much )?for being a bridesmaid/],
    // "moneys tight but i dont really want to say that": kept back.
    ['email to my daughters piano teacher, we need to stop lessons after this term, moneys tight but i dont really want to say that', [/stop lessons after this term\./], /[Mm]oney|want to say that/],
    // "me and my partner will both come": my partner and I.
    ['Dear Parent/Carer,\nYear 9 options evening is Tuesday 4th March, 6-8pm. Please confirm attendance by returning the slip or emailing the school office.\nreply confirming me and my partner will both come, and ask if theres a seperate talk about triple science', [/[Mm]y partner and I will both come/], /[Mm]e and my partner/],
    // "her name is Lily Ramirez dob 6/2/2019" to the practice: said, with the date of birth; "asking them to transfer her records" asks them.
    ["email to my kid's pediatrician office asking them to transfer her records to a new practice, we're moving to Denver in august. her name is Lily Ramirez dob 6/2/2019", [/Her name is Lily Ramirez \(date of birth 6\/2\/2019\)\./, /(?:Could you (?:please )?transfer|Would you mind transferring) my kid's records/], /for me to transfer|\bdob\b/i],
    // "someone reversed into me" is what someone did.
    ['email to my car insurer, someone reversed into me in the aldi car park on saturday, want to start a claim', [/Someone reversed into me in the Aldi car park on Saturday\./], /Someone is reversed/],
    // "whoevers next": whoever is next.
    ['tell the charity board im stepping down as treasurer at the AGM in october after 6 years, happy to do a proper handover to whoevers next', [/^(?:Dear members of the charity board|Hi everyone),/m, /to whoever is next\./], /whoevers/],
    // "since the office moved ..., ive got a 90 min commute": since then, in one sentence.
    ['request to work from home on fridays permanently, since the office moved to canary wharf ive got a 90 min commute each way', [/Since the office moved to [Cc]anary [Ww]harf, I(?: have|'ve) got a 90-minute commute each way\./], /moved to canary wharf I have|90 minutes commute/],
    // "..., is everything ok": asked, whatever rule read the clause; "dob" is the patient's date of birth.
    ['email to the gp receptionist, my blood test results came back 2 weeks ago and nobody has called, is everything ok. patient David Chu dob 04/11/1971', [/nobody has called\. Is everything OK\?/, /David Chu \(date of birth 04\/11\/1971\)/], /called, is everything|\bdob\b/i],
    // "email from me (maths teacher) to a students parents saying ...": the teacher writes to the student's parents.
    ['email from me (maths teacher) to a students parents saying Mia has improved loads this term and i just wanted to share some good news', [/^(?:Dear parents|Hi everyone),/m, /Mia has improved a lot this term/], /from me|Maths Teacher|improved loads/],
  ])('from the work set (thirty-first session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "chasing a job application ..., heard nothing": a follow-up on it, with nothing heard since.
    ['chasing a job application, applied to Hartwell Foods for the procurement analyst role 3 weeks ago, heard nothing. ref HF-3319', [/follow(?:ing)? up on my job application/, /I (?:have not|haven't) heard anything since\./], /I heard nothing|writing about a job application/],
    // "thank a customer for a 5 star google review, we're a family run locksmith": their review; family-run.
    ["thank a customer for a 5 star google review, we're a family run locksmith, and ask if theyd mind mentioning us to friends", [/for your 5-star Google review/, /family-run locksmith/], /for a 5 star|family run/],
    // "introduce myself ... as the new head of ops, start monday, ...": who I am, then when I start; the team is greeted as a team.
    ['introduce myself to my new team as the new head of ops, start monday, want to set up 1:1s with everyone in the first 2 weeks', [/^(?:Dear|Hi) team,/m, /(?:as the new head of ops|I'm the new head of ops, and I wanted to say hello)\. I start on Monday\./], /new team,|head of ops, start/],
    // "invite the neighbours to a bbq saturday 3pm, and sorry in advance for the noise": the invitation, then the apology.
    ["invite the neighbours to a bbq saturday 3pm, and sorry in advance for the noise later its my daughters 18th", [/BBQ on Saturday at 3 pm[?!] (?:Sorry|Apologies) in advance for the noise later\./], /, and sorry in advance/],
    // "reply politely saying not interested, we're locked into a contract till 2026": said kindly; until.
    ["Hi Chris,\nGreat to connect! I saw your company is growing fast - we help companies like yours cut cloud costs by 30%. Do you have 15 minutes next week?\nBrad\nreply politely saying not interested, we're locked into a contract till 2026", [/Unfortunately, we(?: are|'re) not interested at the moment\./, /contract until 2026\./], /^I(?: am|'m) not interested|till 2026/m],
    // A colleague's leave, told to us in a condolence: she is told to take the time she needs.
    ["condolence email to a colleague whose dad died, we're not super close but i want to send something, shes off for 2 weeks", [/Please take all the time you need\./], /off for 2 weeks/],
  ])('from the work set, a second batch (thirty-first session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('follow-ups: "sign it Rebecca Hollis" signs with both names; "end it with cheers instead" and "sign off with best wishes" change only the closing word', () => {
    const first = compose({ userMessage: 'email to my daughters school saying shell be late tomorrow, orthodontist appointment, back by 11', history: [] });
    const signed = compose({ userMessage: 'sign it Rebecca Hollis', history: [{ userMessage: 'email to my daughters school saying shell be late tomorrow, orthodontist appointment, back by 11', reply: first }] });
    for (const option of signed.options) expect(option.body).toMatch(/\nRebecca Hollis$/);
    for (const [typed, closing] of [['end it with cheers instead', 'Cheers,'], ['sign off with best wishes', 'Best wishes,'], ['sign it off warmly', 'Warmly,']] as const) {
      const after = compose({ userMessage: typed, history: [{ userMessage: 'email to my daughters school saying shell be late tomorrow, orthodontist appointment, back by 11', reply: first }] });
      for (const [index, option] of after.options.entries()) {
        expect(option.body).toMatch(new RegExp(`\\n${closing}\\n\\[Your name\\]$`));
        expect(option.body.replace(/\n[^\n]+\n\[Your name\]$/, '')).toBe(first.options[index]!.body.replace(/\n[^\n]+\n\[Your name\]$/, ''));
      }
    }
  });

  it('a P.S. "to rsvp to me by end of july" asks the readers to', () => {
    const first = compose({ userMessage: 'invite old uni friends to a reunion in london, 10 yrs since graduating, sat 14 sept, a pub in islington tbc', history: [] });
    const after = compose({ userMessage: 'add a ps to rsvp to me by end of july', history: [{ userMessage: 'invite old uni friends to a reunion in london, 10 yrs since graduating, sat 14 sept, a pub in islington tbc', reply: first }] });
    for (const option of after.options) expect(option.body).toMatch(/P\.S\. Please RSVP to me by the end of July\.$/);
  });

  it('"..., when will they do the checkout inspection" is asked', () => {
    for (const body of bodiesOf('email to my landlord saying im leaving at the end of the tenancy on 30 june, when will they do the checkout inspection')) expect(body).toMatch(/on 30 June\. When will you do the checkout inspection\?/);
  });

  it.each([
    // "sat training": Saturday's, not the SAT.
    ['email my sons swimming coach, he cant make sat training for the next 2 weeks cos of his grandads 80th in leeds, can he do the thursday session instead', [/make Saturday training for the next 2 weeks/], /\bSAT\b/],
    // "tell my landlord ..., can he get it properly fixed": he is the reader, asked once.
    ['tell my landlord the washing machine is leaking again, same as march, the engineer said the seal needs replacing not patching, can he get it properly fixed this time', [/(?:Can|Could) you get it properly fixed this time\?/], /(?:Can|Could) he get|as a matter of urgency/],
    // "can she send the timings and whether theres a projector": and let me know whether.
    ["reply to this\n\nHi Sam, would you be free to give a talk at our careers fair on 12 March? 20 mins on what its like working in engineering. Best, Joanne\n\nsay yes id love to, can she send the timings and whether theres a projector", [/send the timings and let me know whether there(?: is|'s) a projector\?/], /timings and whether/],
  ])('from a first ten requests through the API (thirty-first session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "on wednesday not me": set off by a comma.
    ['tell the nursery that jacob will be picked up by his dad on wednesday not me, his dads name is tom', [/by his dad on Wednesday, not me\./], /Wednesday not me/],
    // "..., card ends 9921": whose card, as a sentence.
    ['write to my bank i lost my card yesterday in town, need a new one sent to my home address, card ends 9921', [/My card number ends in 9921\./], /, card ends/],
    // "landlord just told me, lets talk about it sunday evening": let's, as its own sentence.
    ['email to my flatmates, rent is going up £40 each from june, landlord just told me, lets talk about it sunday evening', [/just told me\. Let's talk about it on Sunday evening\./], /'S talk|\blets\b/],
    // "attaching my cv, available for interviews any day except tuesday": I am available.
    ['email to a recruiter saying thanks for the call today, attaching my cv, available for interviews any day except tuesday', [/I(?: am|'m) available for interviews any day except Tuesday\./], /\(available/],
    // "a project manager job at arden group": Arden Group.
    ['email to my old boss mark asking if hed be a reference for me, applying for a project manager job at arden group', [/at Arden Group\./], /Arden group/],
  ])('from a second ten requests through the API (thirty-first session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "..., account 7731002": whose account, as a sentence.
    ['email my electricity supplier, my direct debit went up from £95 to £160 a month without warning, i want it put back or an explanation, account 7731002', [/My account number is 7731002\./], /\(account 7731002\)/],
    // "how many days holiday": days of holiday.
    ['email to the hr team asking how many days holiday i have left this year and if i can carry 5 over to next year', [/how many days of holiday I have left this year/], /days holiday/],
    // "customer pulled out": the customer did.
    ['email a supplier we need to cancel our order 5520 for the blue mugs, customer pulled out, hope thats ok as it hasnt shipped yet', [/The customer pulled out\./], /is pulled out/],
  ])('from a third ten requests through the API (thirty-first session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "so no need to come those weeks, still pay her as normal": there is no need; I will still pay.
    ["tell my cleaner rita we're away 2-16 aug so no need to come those weeks, still pay her as normal, and can she water the plants on the 9th", [/so there(?: is|'s) no need to come those weeks(?:\. I(?: will|'ll)|, but we(?: will|'ll)) still pay you as normal\./], /no need to come those weeks, still/],
    // "... wont be done till wednesday night is that ok": asked.
    ['Hi, just a reminder your annual review is booked for Thursday 3pm in room 4. Please bring your self-assessment. Thanks, Gemma (HR)\nreply saying thanks, ill be there, but my self assessment wont be done till wednesday night is that ok', [/until Wednesday night\. (?:Is that OK\?|Please let me know if this is acceptable\.)/], /night is that OK/],
    // "the client deck ... sent it to her": the client is no one else; she is the reader.
    ['let my manager know i finished the client deck early and sent it to her for review, happy to walk her through it tomorrow morning', [/sent it to you for review\./], /to her\b/],
    // "a gluten free birthday cake": gluten-free.
    ['ask the bakery if they can do a gluten free birthday cake for 12 people for next friday and how much', [/a gluten-free birthday cake for 12 people/], /gluten free/],
    // "were both not members": neither of us.
    ['email the parish office asking if we can book the church for our wedding blessing in june next year, were both not members but my nan was married there in 1962', [/Neither of us are members/], /both not members/],
  ])('from a fourth ten requests through the API (thirty-first session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('"could you do a gluten free cake" gives the subject the cake, not "doing a cake"', () => {
    for (const option of compose({ userMessage: 'ask the bakery if they can do a gluten free birthday cake for 12 people for next friday and how much', history: [] }).options) expect(option.subject).not.toMatch(/\bdoing\b/i);
  });

  it('"they charged me £85" gives no subject "me £85"', () => {
    for (const option of compose({ userMessage: 'complaint to the dentist, they charged me £85 for a missed appointment but i cancelled 3 days before by phone, want it refunded', history: [] }).options) expect(option.subject).not.toMatch(/\bme £85/);
  });

  it('a subject has one determiner ("about another company", not "about the another company")', () => {
    for (const option of compose({ userMessage: 'email to a removals firm, they quoted £1,800, another company quoted £1,350, will they match it', history: [] }).options) expect(option.subject).not.toMatch(/\bthe another\b/i);
  });

  it('names who the email goes to in its message line: "the hiring manager", "the parents" of a student', () => {
    expect(compose({ userMessage: 'negotiate a job offer, they offered 55k, id like 60k', history: [] }).message).toMatch(/to the hiring manager\b/);
    expect(compose({ userMessage: 'email from me (maths teacher) to a students parents saying Mia has improved loads this term', history: [] }).message).toMatch(/to the parents\b/);
  });
});

describe('requests of the thirty-second session', () => {
  it.each([
    // "wish her luck with the allotment": she is wished it, in a sentence of its own.
    ['congratulate my old manager sue on her retirement, she hired me 12 years ago and taught me everything about payroll, wish her luck with the allotment', [/about payroll\. I wish you luck with the allotment\./], /wish your luck/],
    // "and please confirm no more direct debits will be taken": the reader confirms.
    ['cancel my gym membership at puregym, membership no 778123, im moving to leeds at the end of the month, and please confirm no more direct debits will be taken', [/(?:Could you please confirm|Would you mind confirming) that no more direct debits will be taken\?/], /(?:writing|wanted) to confirm that no more/],
    // "£86.40 want a refund": a new clause, with its subject.
    ['write to tesco customer services my online delivery order 44817203 came with half the items missing (milk eggs and the nappies) and i was still charged the full £86.40 want a refund for the missing stuff', [/charged the full £86\.40\./, /a refund for the missing items/], /£86\.40 want\b/],
    // "everyone works from home, standup moves to 10": two sentences.
    ['tell my team the office is closed monday because of the power works, everyone works from home, standup moves to 10 on teams instead of 9:30', [/Everyone works from home\. The standup moves to 10 on Teams instead of 9:30\./], /home, standup/],
    // A child's absence told to the school office is no fault to put right, and the office is greeted plainly.
    ['tell the school office that my daughter amara (year 4, class oak) has a dentist appointment on thursday at 1:30 so ill pick her up at 1 and she wont be back that day', [/^(?:Hello|Hi there),/, /\(Year 4, Oak class\)/], /resolve|sort this out|look into|Dear all/],
    // "just need to know is there parking on site or do i need a permit": asked.
    ['accepting the job offer at kinross & webb, happy to start on the 3rd, just need to know is there parking on site or do i need a permit', [/Could you let me know whether there is parking on site, or whether I need a permit\?/, /^(?:Dear Hiring Manager|Hi there),/], /need to know is there/],
    // "tell maria our cleaner were away 2 weeks ...": we're away; she is paid half.
    ["tell maria our cleaner were away 2 weeks in july (8th-22nd) so no need to come, but we'll still pay her half for those weeks", [/^(?:Dear|Hi) Maria,/, /We(?: are|'re) away for 2 weeks in July/, /pay you half/], /cleaner were|your half/],
    // "is bellas booster jab due, ask the vet": the question asked, as it was typed.
    ['is bellas booster jab due, ask the vet', [/Is bellas booster jab due\?/], /whether is\b|due\.$/m],
    // "need an extension on my dissertation from dr kowalski": to Dr. Kowalski.
    ['need an extension on my dissertation from dr kowalski, due the 15th, my dad was in hospital most of last month. asking for 1 week', [/^(?:Dear|Hi) Dr\. Kowalski,/, /an extension on my dissertation \(due the 15th\)/], /Dr team|from Dr\. Kowalski/],
    // "want my deposit back from the landlord": to the landlord; "have photos" is the writer's.
    ['moved out of 14 carlton rd on the 1st, left it spotless, want my £950 deposit back from the landlord, its been 3 weeks. have photos', [/^(?:Dear|Hi) \[Landlord's name\],/, /I(?: would|'d) like my £950 deposit back\./, /I have photos\./], /back from the landlord|^Have photos/m],
    // The letting agent writes to the tenant, firmly, asking for the rent; the note about the tone stays out.
    ['im the letting agent, tenant at 7 orchard close is 10 days late with rent, ref ORC7-RENT, needs to be firm but not threatening, first time it happened', [/^Dear \[Tenant's name\],/, /You are 10 days late with the rent for 7 Orchard Close/, /this is the first time it has happened/, /outstanding rent by \[date\]/], /needs to|threatening|Tenant at/],
    // "want to say sorry properly and take her out": the apology, then the offer.
    ['i completly forgot my best friend lauras birthday yesterday, she had a rough year too, want to say sorry properly and take her out', [/(?:I am very sorry|I'm really sorry)\. I(?: would|'d) love to take you out\./], /sorry for properly/],
    // "rsvp yes to olu and bens wedding ..., both vegetarian": to both; both are vegetarian.
    ['rsvp yes to olu and bens wedding on 12 april, bringing a plus one (james), both vegetarian', [/^(?:Dear|Hi) Olu and Ben,/, /\(James\)\. We(?: are|'re) both vegetarian\./], /And ben|James, both/],
  ])('from the first ten through the API and the work set: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "announce to the sales team that ...": to the sales team; "make her feel welcome" asked; the surname in capitals.
    ["announce to the sales team that chloe dubois joins monday as regional manager for the south west, shes from oracle, make her feel welcome, we'll organize drinks friday", [/^(?:Dear|Hi) Sales team,/, /Chloe Dubois joins on Monday/, /\. Please make her feel welcome\./], /announce to the sales team|, make her/],
    // "ask for rachel when he arrives": what the reader does on arrival.
    ['welcome email to our newest volunteer hamid, first shift at the charity shop is wednesday 10am, ask for rachel when he arrives', [/When you arrive, please ask for Rachel\./], /ask for Rachel when you arrive\?|request Rachel/],
    // ", account ending 4471" after a question: the question, then the account.
    ['energy bill came in at £620 and i cant pay it all at once, ask for a payment plan over 6 months if thats posible, account ending 4471', [/if that(?: is|'s) possible\? My account number ends in 4471\./], /account ending/],
    // "prices go up 8% from january, first rise in 3 years ... we value there business".
    ['tell all our clients that prices go up 8% from january, first rise in 3 years, due to costs. keep it apologetic but confident, maybe mention we value there business', [/[Oo]ur prices will go up by 8% from January\. This is our first rise in 3 years/, /We value your business\./], /there business|\(first rise/],
    // "met a guy called marcus ..., he said to email him ..., do that": to Marcus, without the instruction.
    ['met a guy called marcus at the startup meetup tuesday, he said to email him about grabbing a coffee to talk about his hiring, do that', [/^(?:Dear|Hi) Marcus,/, /I met you at the startup meetup on Tuesday\. You said I could get in touch about grabbing a coffee/], /called you|[Dd]o that/],
    // "complain to the hotel, booking ref HX-88412, room had hair ..., want something back".
    ['complain to the hotel, booking ref HX-88412, room had hair in the bath and stained sheets, we moved rooms but lost an hour of our anniversary night. want something back', [/(?:complain|let you know) that the room had hair in the bath and stained sheets \(booking reference HX-88412\)\./, /some form of compensation/], /that booking reference|something back/],
    // "chase aviva about my claim number ..., adjuster visited a month ago heard nothing".
    ['chase aviva about my claim number CLM-0045512 for water damage, adjuster visited a month ago heard nothing', [/^(?:Dear|Hi) Aviva team,/, /follow up on my claim \(CLM-0045512\) for water damage\. The adjuster visited a month ago\. I (?:have not|haven't) heard anything since\./], /Dear Aviva,|ago heard nothing/],
  ])('from the work set, second part: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "..., leave a bottle of wine on her doorstep": what the writer has left, said to her.
    ['thank my neighbour pat for taking in my parcel and feeding the cat while i was away, leave a bottle of wine on her doorstep', [/while I was away[.!] I have left a bottle of wine on your doorstep as a small thank you/], /leave a bottle|her doorstep/],
    // "ask the airline for a refund, flight BA2490 to lisbon cancelled ..., want the hotel cost back too £140".
    ['ask the airline for a refund, flight BA2490 to lisbon cancelled on the 2nd, they rebooked us 2 days later so we missed our hotel night, want the hotel cost back too £140', [/a refund(?:, as|\?|\.)[\s\S]*flight BA2490 to Lisbon was cancelled on the 2nd/, /the hotel cost \(£140\) back too\./], /refund, flight|back too £140/],
    // "ping me if you can help set up": asked.
    ['invite the whole street to a street party on sunday 6 july 12-5, bring a dish to share, road closure is approved, ping me if you can help set up', [/The road closure is approved\./], /ping me/],
    // "reply to a recruiter ... who messaged about a project manager contract, im interested but ...".
    ['reply to a recruiter from hays who messaged about a project manager contract, im interested but my day rate is £550 and i can only start after 1st april', [/Thank you for getting in touch about the project manager contract\./, /I(?: am|'m) interested, but my day rate is £550/], /You messaged/],
  ])('from a second ten requests through the API: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a refund for a thing named without the word says "Refund request", and a reply to a message about a contract is "Re:" it', () => {
    for (const option of compose({ userMessage: 'ask the airline for a refund, flight BA2490 to lisbon cancelled on the 2nd, they rebooked us 2 days later so we missed our hotel night, want the hotel cost back too £140', history: [] }).options) expect(option.subject).toBe('Refund request: flight BA2490');
    for (const option of compose({ userMessage: 'write to tesco customer services my online delivery order 44817203 came with half the items missing (milk eggs and the nappies) and i was still charged the full £86.40 want a refund for the missing stuff', history: [] }).options) expect(option.subject).toBe('Refund request: order 44817203');
    for (const option of compose({ userMessage: 'reply to a recruiter from hays who messaged about a project manager contract, im interested but my day rate is £550 and i can only start after 1st april', history: [] }).options) expect(option.subject).toBe('Re: Project manager contract');
  });

  it.each([
    // "tell the choir members rehearsal this thursday is cancelled ..., next one is the 14th same time".
    ['tell the choir members rehearsal this thursday is cancelled because the hall is being used for voting, next one is the 14th same time', [/^(?:Dear all|Hi everyone),/, /The rehearsal this Thursday is cancelled because the hall is being used for voting\. The next one is on the 14th at the same time\./], /Rehearsal,|valued members|same pitch/],
    // "follow up on my application ..., still really keen": no fault to put right.
    ['follow up on my application for the junior designer role at kite studio, applied 3 weeks ago, still really keen, happy to send more samples', [/following up on my application for the junior designer role at Kite Studio/], /put right|what you can do|resolve/],
    // "who asked if i can be his best man, yes of course, honoured, when is the stag".
    ['reply to my friend ben who asked if i can be his best man, yes of course, honoured, when is the stag', [/You asked if I can be your best man: yes\. I(?: would|'d) be honoured\. When is the stag\?/], /I honoured|yes, \./],
    // "email my sons school ... for my brothers wedding in dublin, his name is ollie in year 2": the son is Ollie.
    ['email my sons school to request term time leave for 3 days 12-14 feb for my brothers wedding in dublin, his name is ollie in year 2', [/for my brother's wedding in Dublin/, /My son's name is Ollie \(Year 2\)\./], /brother Ollie/],
    // "i passed my cipd level 5": the qualification in capitals.
    ['let my manager know i passed my cipd level 5, thank her for the study days, would like to talk about the hr advisor role that came up', [/I passed my CIPD level 5\./], /cipd/],
  ])('from a third ten requests through the API: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // A pasted email, then ' - reply saying ...': the answer, without "To this: say".
    ['got this from my daughters swimming coach: "Hi all, squad training moves to 6.30am on Tuesdays from next week. Can you confirm your child can still attend? Thanks, Coach Dee" - reply saying maya can do tuesdays but not before 7 because of my shift, can she join the 7am group instead', [/^(?:Dear|Hi) Coach Dee,/, /Maya can do Tuesdays, but not before 7 because of my shift\. Could she join the 7 am group instead\?/], /To this|say maya/i],
    // "write to the gym to complain the showers have been cold": the complaint itself.
    ['write to the gym to complain the showers have been cold for 3 weeks and the sauna is still shut, i pay £45 a month, want a discount for this month', [/because the showers have been cold for 3 weeks and the sauna is still shut\./], /complain the showers/],
    // "..., clean the oven and the bathroom, and ...": asked of the flatmates.
    ['remind my flatmates the deposit inspection is thursday 10am, clean the oven and the bathroom, and whoever broke the kitchen blind needs to sort it', [/Thursday at 10 am, so please clean the oven and the bathroom/], /10 am, clean/],
    // "thank dr osei and the team at the stroke unit for ...": both thanked; "he" is the dad.
    ['thank dr osei and the team at the stroke unit for looking after my dad in march, he is walking again and sends his thanks too', [/^(?:Dear|Hi) Dr\. Osei and the team,/, /for looking after my dad in March[.!] He is walking again and sends his thanks too\./], /for and the team|You are walking|You're walking/],
  ])('ten more requests through the API (thirty-second session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('the message line names "the school office", not "your school office"', () => {
    expect(compose({ userMessage: 'tell the school office that my daughter amara (year 4, class oak) has a dentist appointment on thursday at 1:30 so ill pick her up at 1 and she wont be back that day', history: [] }).message).toMatch(/to the school office\b/);
  });
});

describe('requests of the thirty-third session', () => {
  it.each([
    // "(£74.20 both times on the 3rd) want one refunded, account 8831 2290": the refund asked, the account said.
    ['write to british gas, they charged me twice for october (£74.20 both times on the 3rd) want one refunded, account 8831 2290', [/\(£74\.20 both times on the 3rd\)\. I(?: would|'d) like one of the payments refunded\. My account number is 8831 2290\./], /\) want|refunded, account/],
    // "my friend tom just got engaged to sarah, congratulate them both": both, congratulated.
    ['my friend tom just got engaged to sarah, congratulate them both, we should celebrate when theyre back from portugal', [/^(?:Dear|Hi) Tom and Sarah,/, /ongratulations on getting engaged/, /when you(?: are|'re) back from Portugal/], /You just got engaged|congratulate them|on and Sarah/],
    // "congratulate tom and jess on the new baby": the two of them.
    ['congratulate tom and jess on the new baby', [/^(?:Dear|Hi) Tom and Jess,/, /congratulations on the new baby/i], /on and Jess/],
    // A pitch to a cafe owner: for small businesses, for their business, based locally.
    ['cold email to a cafe owner offering my bookkeeping services, small businesses, £150 a month, first month free, im local (harrogate)', [/bookkeeping services for small businesses \(£150 a month, first month free\)/, /for your business/, /I(?: am|'m) based locally in Harrogate\./], /your team|- Small businesses|local \(/],
    // "say yes" to "Just checking whether you're still able to present ...?": the yes, in full.
    ["reply to this:\nHi,\nJust checking whether you're still able to present at the June meetup? We'd need your slides by 30 May.\nThanks, Kerry\n--\nsay yes, slides will be done by the 28th, and ask how long the slot is", [/Yes, I(?: am|'m) still able to present at the June meetup\. The slides will be done by the 28th\./, /how long the slot is\?/], /Yes\. |\. Slides/],
    // "that tournament is saturday 8:30 ..., bring packed lunch and water, subs £5 due".
    ['remind the parents of the under 9s that tournament is saturday 8:30 at riverside park, bring packed lunch and water, subs £5 due', [/that the tournament is on Saturday at 8:30 at Riverside Park\./, /Please bring a packed lunch and water\. Subs of £5 are due\./], /subs £5 due|your packed lunch/],
    // "driver went to wrong address": the wrong one.
    ['apologise to our customer mrs patel, her sofa delivery was missed yesterday, driver went to wrong address, we can redeliver tuesday or wednesday morning', [/The driver went to the wrong address\./], /to wrong/],
  ])('ten requests through the API (thirty-third session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "disputing my renewal going from £612 to £890, no claims, same car, same address ... admiral quoted me £640 so i want them to match or ill leave".
    ['write to direct line disputing my renewal going from £612 to £890, no claims, same car, same address. policy DL-4477201. admiral quoted me £640 so i want them to match or ill leave', [/dispute my renewal, which has gone up from £612 to £890\. I have made no claims, and my car and address are the same\./, /Admiral quoted me £640, so I want you to match it or I(?: will|'ll) leave\./], /The admiral|renewal going|stays the same/],
    // "my mentor janet rowe just finished our 6 month mentoring programme, want to thank her, she helped me ...".
    ['my mentor janet rowe just finished our 6 month mentoring programme, want to thank her, she helped me get ready for my promotion interview which i got!!', [/We have just finished our 6-month mentoring programme\./, /thank you (?:very much |so much )?for helping me get ready for my promotion interview, which I got/i], /justing|learning more about the role/],
    // "my piano students parents that lessons go up from £28 to £32".
    ['need to tell my piano students parents that lessons go up from £28 to £32 per half hour from 1 january, first rise in 3 years', [/the price of lessons will go up from £28 to £32 per half hour from 1 January\./i], /Lessons go up/],
    // "..., own it but dont overdo it": how to take the blame, told to us.
    ['write an email to my team lead saying i made a mistake in the sales report sent yesterday, the emea figure was £1.2m not £2.1m, ive sent a corrected version, own it but dont overdo it', [/The EMEA figure was £1\.2m, not £2\.1m\./, /I(?: have|'ve) sent a corrected version\./], /own it|overdo|emea/],
    // 'email to amazon seller "techzone uk" saying ...': the seller, as a firm.
    ['email to amazon seller "techzone uk" saying the usb-c hub i bought (order 204-7781923-5521) stopped working after 3 weeks, want replacement not refund', [/^(?:Dear|Hi) Techzone UK team,/, /^The USB-C hub I bought \(order 204-7781923-5521\) stopped working after 3 weeks\./m, /a replacement,? \(?not a refund/], /To Amazon seller|saying the/],
    // A leaving email closes as one.
    ['write a leaving email to the whole office, my last day is friday after 7 yrs at hartley & sons, moving to new zealand, want it funny but not cringe', [/miss|in touch/], /anything is unclear|any questions/],
    // "ask if theyd do a short piece", to a journalist: "the children's hospice" is not who "they" are.
    ['email a local journalist at the evening echo about our charity bake sale that raised £3,450 for the childrens hospice, ask if theyd do a short piece', [/whether you would do a short piece|if you'd do a short piece/], /they would|they'd/],
  ])('from the thirty-third session\'s work set: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // A pasted refusal, then "reply pushing back, ...": the decision, asked to be looked at again.
    ['Hi there,\n\nUnfortunately we are unable to process your return as the item was returned outside the 30 day window (received 34 days after delivery).\n\nRegards,\nCustomer Service, Northwind Outdoor\n\nreply pushing back, the courier lost it for 5 days, i have the tracking showing i dropped it off on day 27. order NW-33018, jacket £189', [/reconsider(?:ing)? this decision\?/, /The courier lost it for 5 days\./], /Back\.|pushing/],
    // "a 20 year reunion drinks at the crown in stockport ..., ask them to forward to anyone i've missed".
    ["invite my old school friends to a 20 year reunion drinks at the crown in stockport, saturday 16 nov from 7, ask them to forward to anyone i've missed", [/20-year reunion drinks at the Crown in Stockport/, /forward(?:ing)? this to anyone I've missed\?/], /a 20|stockport/],
    // "accept a job offer from northgate housing association as a housing officer, ...".
    ["accept a job offer from northgate housing association as a housing officer, £32,500, start date 4 march, confirm i'll send the signed contract by friday", [/accept your offer of the housing officer role at Northgate Housing Association/, /joining the team|get started|next steps/], /northgate|^Hello,|look forward to it\./],
    // "late submissions lose 10% per day, also office hours moved to wed 2-4 this week".
    ['email to students in my tutorial group reminding them the lab report is due monday 9am on moodle and late submissions lose 10% per day, also office hours moved to wed 2-4 this week', [/late submissions lose 10% per day\./, /My office hours have moved to Wednesday 2-4 this week\./], /\(10%|hours moved/],
    // "..., we supplied their rebrand so maybe mention that lightly".
    ['congrats email to our biggest client jade on her company winning the regional business award, we supplied their rebrand so maybe mention that lightly', [/We supplied your rebrand\./], /mention that|their rebrand/],
    // "my day rate is going from $450 to $525 ..., theyve been with me 2 yrs".
    ["tell my freelance client that my day rate is going from $450 to $525 from next quarter, theyve been with me 2 yrs, dont want to lose them", [/My day rate will go up from \$450 to \$525 from next quarter\./, /I have really valued working with you for the past 2 years\./], /been with me|lose them/],
  ])('from the thirty-third session\'s work set, 13 to 24: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "..., the owner just cancelled": the owner did it; written to the firm it was booked through.
    ['i booked a cottage on sykes cottages for 12-19 aug, ref SC2290871, and the owner just cancelled, want full refund of £1,260 plus ask if they can help find an alternative', [/^(?:Dear|Hi) Sykes Cottages team,/, /and the owner has just cancelled\./], /was just cancelled/],
    // "..., his name was bernard": the one who died, by name.
    ['condolences to a client whose business partner died suddenly, weve worked with them 5 years, his name was bernard, keep it professional but human', [/your business partner, Bernard, died suddenly\./], /Your name was|name was/],
    // "asking 2 things: is there ... and whats the cost, and can my son switch ...".
    ['email my kids school asking 2 things: is there a breakfast club spot from september and whats the cost, and can my son switch from school dinners to packed lunch', [/(?:whether there is|if there's) a breakfast club spot from September/, /what the cost is\?/, /Can my son switch from school dinners to packed lunch\?/], /2 things|Switch|The ask/],
    // "the editor of a literary magazine (the harrow review) submitting my short story ...".
    ['email to the editor of a literary magazine (the harrow review) submitting my short story "salt and copper" 4,200 words, first time submitting anywhere', [/I(?: would|'d) like to submit my short story "Salt and Copper" \(4,200 words\)\. This is the first time I have submitted my work anywhere\./], /Of a literary|first time submitting/],
    // "...whatsapp... no email actually, organising a joint present for miss okonkwo ..., collecting by the 20th".
    ['write to parents in my kids class whatsapp... no email actually, organising a joint present for miss okonkwo who is leaving, suggest £5 each, collecting by the 20th', [/a joint present for Miss Okonkwo, who is leaving\./, /I(?: am|'m) collecting the money by the 20th\./], /whatsapp|email actually|your collecting/i],
    // "a part time receptionist role at a vets (oakfield veterinary), ..., love animals, have 2 dogs".
    ['job application for a part time receptionist role at a vets (oakfield veterinary), ive been a dental receptionist for 3 years, love animals, have 2 dogs', [/part-time receptionist role at Oakfield Veterinary\./, /I love animals and have 2 dogs\./], /a vets/],
    // "a credit note, 40 out of the 300 mugs ... arrived chipped".
    ['email to a supplier asking for a credit note, 40 out of the 300 mugs we got on PO-5571 arrived chipped, photos attached', [/credit note,? as 40 out of the 300 mugs/], /note, 40/],
    // "anita is joining as senior analyst ..., please say hi and someone take her to lunch".
    ['email to my team announcing that anita is joining as senior analyst on monday, she comes from deloitte, please say hi and someone take her to lunch', [/Anita is joining as a senior analyst on Monday\./, /Could someone take her to lunch\?/], /say hi and someone/],
    // "my bill estimated 4200 kwh but my actual meter reading is 2987, account A-7C3F9912".
    ['email my energy supplier octopus, my bill estimated 4200 kwh but my actual meter reading is 2987, account A-7C3F9912, want a corrected bill', [/My bill was based on an estimate of 4200 kWh, but my actual meter reading is 2987\. My account number is A-7C3F9912\./], /kwh/],
  ])('from the thirty-third session\'s work set, 25 to 36: %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "now its off completely, feels unsafe walking home".
    ['email the council about the streetlight outside 14 marsh lane, its been flickering for a month and now its off completely, feels unsafe walking home', [/now it(?: is|'s) off completely\. It feels unsafe walking home\./], /its off|\(feels/],
    // "i attached it, mainly worried about the structure": no "as".
    ['ask my tutor dr hughes for feedback on my essay draft before the deadline on the 9th, i attached it, mainly worried about the structure', [/I(?: have|'ve) attached it\. I(?: am|'m) mainly worried about the structure\./], /as I am worried/],
    // "thank my neighbours the okafors ..., left them some fudge".
    ['thank my neighbours the okafors for feeding our cat while we were in cornwall, left them some fudge', [/^(?:Dear|Hi) Okafor family,/, /I have left you some fudge as a small thank you\./], /for the Okafors|left them/],
    // A one-line paste signed inline, a line of dashes, then "say yes to the dates but ...".
    ['reply to this:\nHi there, we loved your portfolio! Would you be available for a 2 day shoot on 3-4 June in Leeds? Budget is £1,200. Best, Priya\n--\nsay yes to the dates but my rate for 2 days is £1,500 incl editing, ask if travel is covered', [/my rate for 2 days is £1,500 including editing/, /travel is covered\?/], /\[Your answer/],
    // "email the airline, lost my suitcase on flight ...".
    ['email the airline, lost my suitcase on flight EZY1234 from malaga on sunday, reference MAG77123, need my medication from it urgently', [/^My suitcase was lost on flight EZY1234 from Malaga on Sunday/m], /I lost my suitcase/],
    // "... the server maintenance is tuesday 7-9am so save your work".
    ['let the team know the office is closed monday for the bank holiday and the server maintenance is tuesday 7-9am so save your work', [/the server maintenance is on Tuesday from 7-9 am, so please save your work\./], /so save/],
  ])('ten more requests through the API (thirty-third session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "chase invoice INV-2207 for £1,850 with brightside media": written to them.
    ['chase invoice INV-2207 for £1,850 with brightside media, it was due 30 days ago, second reminder, stay polite', [/^(?:Dear|Hi) Brightside Media team,/, /invoice INV-2207 for £1,850\./], /with Brightside Media|stay polite/],
    // "cancel our dinner reservation at bella napoli ..., name is hughes, something came up".
    ['cancel our dinner reservation at bella napoli for saturday at 8, table for 6, name is hughes, something came up', [/^(?:Dear|Hi) Bella Napoli team,/, /reservation at Bella Napoli for Saturday at 8/, /something has come up\. The booking is under the name Hughes\./], /6 something|bella napoli/],
    // "can we get a new one not another repair".
    ['write to my landlord the washing machine is leaking again, same as in march, engineer said the pump is failing, can we get a new one not another repair', [/a new one,? \(?rather than another repair\)?\?/], /one not another/],
    // "... needs consent forms back by friday and £15 payment on parentpay".
    ['let the parents know the year 6 trip to the science museum on 12 june needs consent forms back by friday and £15 payment on parentpay', [/return the consent forms by Friday and pay £15 on ParentPay/], /needs consent forms|parentpay/],
  ])('a third ten requests through the API (thirty-third session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "want it swapped not a discount".
    ['complain to currys my new fridge freezer was delivered with a big dent in the door, order 7712034, want it swapped not a discount', [/I(?: would|'d) like it swapped,? \(?not a discount/], /swapped not/],
    // "online orders still go out, last posting day the 19th".
    ['need to tell our customers the shop will be closed 24 dec to 2 jan for christmas, online orders still go out, last posting day the 19th', [/Online orders will still go out\. The last posting day is the 19th\./], /\(last posting/],
    // "ill pay for it and repaint white when i leave".
    ['ask my landlady if i can paint the living room a light grey, ill pay for it and repaint white when i leave if she wants', [/repaint it white when I leave/], /repaint white/],
    // "i got a place on the msc at edinburgh, starting september".
    ['thank professor adeyemi for the reference letter, i got a place on the msc at edinburgh, starting september', [/starting in September\./], /starting September/],
    // "..., is that date free, and what happens to the deposit".
    ['email the venue manager at the grange that we need to move our wedding from 14 june to 21 june, is that date free, and what happens to the deposit', [/from 14 June to 21 June\. Is that date free\?/, /what happens to the deposit\?/], /, and what happens to the deposit\./],
  ])('ten requests through the API after the review (thirty-third session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('"book a table at luigis" still greets Luigi\'s', () => {
    expect(bodiesOf('book a table at luigis for 4 on friday')[0]).toMatch(/^Dear Luigi's team,/);
  });

  it('an accepted job offer is subjected by the role, and an invitation to reunion drinks by the drinks', () => {
    for (const option of compose({ userMessage: "accept a job offer from northgate housing association as a housing officer, £32,500, start date 4 march, confirm i'll send the signed contract by friday", history: [] }).options) expect(option.subject).toBe('Accepting the housing officer role');
    for (const option of compose({ userMessage: "invite my old school friends to a 20 year reunion drinks at the crown in stockport, saturday 16 nov from 7, ask them to forward to anyone i've missed", history: [] }).options) expect(option.subject).toMatch(/20-year reunion drinks/);
  });

  it('the message line names a person at a firm and the parents of pupils; a thank-you with news first is subjected "Thank you, NAME"; a faulty thing to a seller is a "Problem with"', () => {
    expect(compose({ userMessage: 'email a local journalist at the evening echo about our charity bake sale that raised £3,450 for the childrens hospice, ask if theyd do a short piece', history: [] }).message).toMatch(/to the journalist at the Evening Echo/);
    expect(compose({ userMessage: 'need to tell my piano students parents that lessons go up from £28 to £32 per half hour from 1 january, first rise in 3 years', history: [] }).message).toMatch(/to the parents/);
    expect(compose({ userMessage: 'my mentor janet rowe just finished our 6 month mentoring programme, want to thank her, she helped me get ready for my promotion interview which i got!!', history: [] }).options.map((option) => option.subject)).toEqual(['Thank you, Janet', 'Thanks so much, Janet!']);
    for (const option of compose({ userMessage: 'email to amazon seller "techzone uk" saying the usb-c hub i bought (order 204-7781923-5521) stopped working after 3 weeks, want replacement not refund', history: [] }).options) expect(option.subject).toMatch(/^Problem with USB-C hub/);
  });

  it('a double charge with one payment to refund says "Refund request", and the message line names "the parents"', () => {
    for (const option of compose({ userMessage: 'write to british gas, they charged me twice for october (£74.20 both times on the 3rd) want one refunded, account 8831 2290', history: [] }).options) expect(option.subject).toMatch(/^Refund request: /);
    expect(compose({ userMessage: 'remind the parents of the under 9s that tournament is saturday 8:30 at riverside park, bring packed lunch and water, subs £5 due', history: [] }).message).toMatch(/to the parents/);
    for (const option of compose({ userMessage: 'cold email to a cafe owner offering my bookkeeping services, small businesses, £150 a month, first month free, im local (harrogate)', history: [] }).options) expect(option.subject).not.toMatch(/for .*for your/);
  });
});

describe('requests of the thirty-fourth session', () => {
  it.each([
    // "ask Carol, the volunteer coordinator at ..., for a reference".
    ['ask Carol, the volunteer coordinator at the oxfam bookshop in headingley, for a reference, i volunteered sat mornings for 18 months, applying for a retail supervisor job', [/^(?:Dear|Hi) Carol,/, /reference\?/, /I volunteered on Saturday mornings for 18 months\./], /ask about for|volunteer coordinator/],
    // "email Dean the plumber, accept his quote £1,850".
    ['email Dean the plumber, accept his quote £1,850 for the new bathroom suite, ask when he can start and whether he needs a deposit', [/^(?:Dear|Hi) Dean,/, /your quote of £1,850/], /\[Last name\]|The plumber|quote £/],
    // "ask rates and availability", "whens the deadline", "... isnt until august is that too late".
    ['looking for a maths tutor for my son Kofi, year 10, hes struggling with algebra, ask rates and availability', [/about rates and availability/], /about and availability/],
    ['email my accountant Bev, whens the deadline for my self assessment, i cant find my P60', [/When is the deadline for my self assessment\?/], /Whens/],
    ['email to the Italian consulate in manchester asking what documents i need for a study visa, my appointment slot isnt until august is that too late', [/until August\. Is that too late\?/], /August is that/],
    // "fees going up ..., been the same for 3 yrs".
    ['need to tell the parents of the kids i childmind that my fees are going up from £6.50 to £7/hr from september, been the same for 3 yrs', [/from September\. The fees have been the same for 3 years\./], /, been the same|You have been/],
    // "need to apologise properly, not make excuses"; "she's upset".
    ["i totally forgot my best friend Nadia's birthday dinner last night, i fell asleep after a night shift. she's upset. need to apologise properly, not make excuses, offer to take her out this weekend", [/I know you(?: are|'re) upset\./, /(?:apologi[sz]e|sorry)/i], /excuses|^You(?: are|'re) upset/m],
    // "as a landlord i need to tell the tenants at ... that ...".
    ['as a landlord i need to tell the tenants at 22 Cedar Grove that ill be doing the 6 monthly inspection next thurs 10am, theyre welcome to be there or not', [/I(?:'ll| will) be doing the 6-monthly inspection next Thursday at 10 am\. You(?:'re| are) welcome to be there or not\./], /[Aa]s a landlord|tenants/],
    // "resignation during probation, only been at ... 4 months, it's just not the right fit. 1 week notice".
    ["resignation during probation, only been at Halden Insurance 4 months, it's just not the right fit. 1 week notice", [/resign(?:ation)? from my job during my probation period\./, /I have only been at Halden Insurance for 4 months\. The role is just not the right fit for me\. I(?: am|'m) giving one week's notice\./], /Resignation during|\(not the right fit\)/],
    // "formal offer email to our new hire Grace Lin, marketing executive, ..., contract attached".
    ['formal offer email to our new hire Grace Lin, marketing executive, £31,000, start monday 3 march, 25 days holiday, contract attached, please sign by the 20th', [/^(?:Dear|Hi) Grace,/, /offer you the marketing executive role\./, /I have attached the contract\./], /^Marketing executive\.|Contract attached/m],
  ])('work-set requests (thirty-fourth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "share her slides with attendees", to her.
    ['thank the keynote speaker Dr Amara Osei for speaking at our HR conference on tuesday, the feedback was brilliant, and ask if we can share her slides with attendees', [/share your slides with attendees/], /you slide/],
    // "she'll bring ID", of the writer's mum, to the nursery.
    ['tell the nursery (Little Acorns) that my mum will pick up Freddie on tues and weds this week, her name is Margaret Dunn, she\'ll bring ID, password is "tiger"', [/She will bring her ID\./], /your ID/],
    // "being called names", "his head of year".
    ["write to my kid's school about the bullying in the year 7 group chat, screenshots attached, my son Ethan is being called names every night. i want a meeting this week with his head of year", [/being called names every night/, /head of year\./], /Names|year head/],
    // "email the Berlin agency Blaufeld Studio chasing my invoice".
    ['email the Berlin agency Blaufeld Studio chasing my invoice INV-0093 for €1,450, due 30 days ago, their accounts dept hasnt replied', [/^(?:Dear|Hi) Blaufeld Studio team,/, /invoice INV-0093 for €1,450/], /remind them|Berlin Agency/],
    // "email to Paws & Paths dog walking asking ...", "shes nervous with other dogs so needs solo walks".
    ['email to Paws & Paths dog walking asking to set up a trial walk for our rescue greyhound Nova, shes nervous with other dogs so needs solo walks, weekdays around midday', [/^(?:Dear|Hi) Paws & Paths Dog Walking team,/, /set up a trial walk for our rescue greyhound Nova[.?]/, /She(?: is|'s) nervous with other dogs, so she needs solo walks/], /^Walking|You are nervous/m],
    // "booking enquiry to Bella Napoli for a private room".
    ['booking enquiry to Bella Napoli for a private room for 14 people on fri 28th, 3 vegans and one coeliac, can we set a menu around £40pp', [/^(?:Dear|Hi) Bella Napoli team,/, /booking a private room for 14 people on Friday 28th/], /^For a private room|Dear Bella,/m],
    // "email them (Steve & Jo at 12) nicely asking", "my neighbours builders".
    ['my neighbours builders knocked down part of our fence panel on monday and just left it. email them (Steve & Jo at 12) nicely asking for it to be fixed, its 2 panels, our dog can get out', [/^(?:Dear|Hi) Steve and Jo,/, /[Yy]our builders knocked down part of our fence panel on Monday/], /\(Steve|nicely asking|My neighbour's builders|\[Neighbour/],
    // "congrats card type email to our neighbours Tom and Ellie on their baby girl", "help with anything, dog walking, bins, whatever".
    ['congrats card type email to our neighbours Tom and Ellie on their baby girl, Rosa, tell them were happy to help with anything, dog walking, bins, whatever', [/^Hi Tom and Ellie,/, /[Cc]ongratulations on your baby girl, Rosa!/, /help with anything \(dog walking, bins, anything at all\)\./], /Ellie on your|The dog is walking/],
    // "bike shop (Spokes on Gloucester rd) has had my bike 3 weeks".
    ['bike shop (Spokes on Gloucester rd) has had my bike 3 weeks for a "2 day" service. ticket 0457. i need it for commuting. where is it', [/^(?:Dear|Hi) Spokes team,/, /You have had my bike for 3 weeks for a "2 day" service\./], /The bike shop/],
  ])('work-set requests, people and firms (thirty-fourth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "followed up twice with Verity Lau after my 2nd interview ..., they said decision in a week, its been 3. one last nudge ...".
    ['followed up twice with Verity Lau after my 2nd interview at Fableworks (content lead) on the 3rd, they said decision in a week, its been 3. one last nudge without sounding desperate', [/^(?:Dear|Hi) Verity/, /(?:follow up|check in) (?:regarding|on|about) my 2nd interview at Fableworks/, /I have already followed up twice\./, /You said there would be a decision within a week, and 3 weeks have now passed\./], /nudge|Verity Lau after|They said decision|desperate/],
    // "any sat morning".
    ["email the vets to rebook Biscuit's booster jab, she was meant to go tues at 4:15 but ive got a work thing. any sat morning", [/Any Saturday morning would suit me\./], /Saturday morning\.$/m],
    // "retirement announcement to colleagues, 31 years at Bramley Water, last day 28 feb, ...".
    ['retirement announcement to colleagues, 31 years at Bramley Water, last day 28 feb, thank everyone, invite them to drinks at the Plough on the 27th', [/I(?: am|'m) retiring after 31 years at Bramley Water\. My last day will be 28 February\./], /^31 years/m],
    // "..., honest not dramatic".
    ["I snapped at Jordan in the project meeting this morning in front of everyone. it wasnt ok. honest not dramatic", [/I snapped at Jordan/], /[Hh]onest not dramatic/],
    // "i edit videos freelance. client Vantage Fitness agreed to ...; ... subtitles in spanish; need to quote the extra (...)".
    ['i edit videos freelance. client Vantage Fitness agreed to 4 x 60 sec reels for £600. now they want 4 more plus subtitles in spanish. need to quote the extra (£500 + £120 for subs) and say the original timeline will slip a week', [/^(?:Dear|Hi) Vantage Fitness team,/, /You agreed to 4 x 60-second reels for £600\. Now you want 4 more plus subtitles in Spanish\. The extra work would be £500 \+ £120 for subtitles\./, /slip by a week/], /I edit videos|need to quote|subs\b/],
    // "quote for a translation job, ..., client is Hoffmann Pumpen GmbH contact Herr Brandt".
    ['quote for a translation job, german to english, technical manual for a pump manufacturer, 12,000 words, €0.09 per word, delivery in 10 working days, client is Hoffmann Pumpen GmbH contact Herr Brandt', [/^(?:Dear|Hi) Herr Brandt,/, /My quote for the translation job is as follows:\n- From German into English/, /- €0\.09 per word/], /request a quote|ask for a quote|The client is/],
  ])('work-set requests, kinds of email (thirty-fourth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('subtitles in Spanish are no request for an email in Spanish, and a quote sent is subjected by its job', () => {
    expect(detectDecline('i edit videos freelance. client Vantage Fitness wants 4 more reels plus subtitles in spanish, need to quote the extra')).toBeUndefined();
    for (const option of compose({ userMessage: 'quote for a translation job, german to english, 12,000 words, €0.09 per word, client is Hoffmann Pumpen GmbH contact Herr Brandt', history: [] }).options) expect(option.subject).toBe('Quote for the translation job');
  });

  it.each([
    // "..., whats the notice period and how do i get my deposit back": both asked.
    ['email Big Yellow storage, i want to close my unit B117 at the end of the month, whats the notice period and how do i get my deposit back', [/I (?:would like|want) to close my unit B117 at the end of the month\./, /What(?: is|'s) the notice period and how do I get my deposit back\?/], /Please let me know if you need anything further/],
    // "my sons membership, hes lost interest", "the rest of the years fees".
    ['tell the football club secretary Dave Morris i want to cancel my sons membership, hes lost interest, can we get the rest of the years fees back (paid £180 in sept)', [/He(?: has|'s) lost interest\./, /the rest of the year's fees back/], /years fees/],
    // "the next meet up thursday 7:30".
    ['invite my book club to mine for the next meet up thursday 7:30, were doing The Seven Moons of Maali Almeida, bring snacks if you want', [/the next meet up on Thursday at 7:30/], /Thursday 7:30/],
    // "the owner of a local cafe, Bean There, offering to redo their website".
    ["cold email to the owner of a local cafe, Bean There, offering to redo their website, i'm a web designer, portfolio at annawebs.co.uk, packages from £450", [/redo your website\./, /portfolio at annawebs\.co\.uk/], /^Bean There\.|Bean There\. /m],
  ])('ten requests through the API (thirty-fourth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "tell the parents in my sons class that the christmas party is on friday 19th 2-3pm, kids can wear own clothes".
    ['tell the parents in my sons class that the christmas party is on friday 19th 2-3pm, kids can wear own clothes, bring a plate of food to share, no nuts please', [/^(?:Dear parents|Hi everyone),/, /the Christmas party is on Friday 19th from 2-3 pm\. Kids can wear their own clothes\./i], /^Ty |own clothes(?!\.)|wear own/m],
    // "a hospital appointment on thursday 10:40 so he'll be in late, around 12".
    ["write to my sons school office that he has a hospital appointment on thursday 10:40 so he'll be in late, around 12", [/hospital appointment on Thursday at 10:40/, /late, at around 12\./], /Thursday 10:40/],
  ])('a second ten requests through the API (thirty-fourth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it.each([
    // "..., also do they do teeth whitening and how much".
    ['email the dentist (Smile Studio) to move my check up on the 9th to any time the following week, i have a work trip, also do they do teeth whitening and how much', [/Do you do teeth whitening and how much does it cost\?/], /how much\?/],
    // "thank my friend Lucy ..., bring her flowers next week".
    ["thank my friend Lucy for having the kids on saturday so i could go to the hospital, bring her flowers next week, she's a lifesaver", [/I'll bring you flowers next week\./], /bring your flowers|you flower\b/],
    // "he's played for his school for 2 years, when are the trials".
    ["ask coach Mike if my son Leo can try out for the under 12s, he's played for his school for 2 years, when are the trials", [/He(?: has|'s) played for his school for 2 years\. When are the trials\?/], /He is played|You have played/],
    // "cancel my Sky broadband ..., can they collect the router or do i post it".
    ['cancel my Sky broadband, account 6629 1023, im moving abroad on the 30th, can they collect the router or do i post it', [/Can you collect the router or do I post it\?/], /Could they|Can they/],
  ])('ten requests through the API after the review (thirty-fourth session): %s', (message, said, unsaid) => expectEveryOption(message, said, unsaid));

  it('a rejection email to a candidate tells him he did not get the role, and a past verb goes on with "you"', () => {
    const reply = compose({ userMessage: 'rejection email to a candidate, Tomasz, for the junior designer role. he was strong, came 2nd, we want to keep him in mind. kind not generic', history: [] });
    for (const option of reply.options) {
      expect(option.subject).toBe('Your application for the junior designer role');
      expect(option.body).toMatch(/we won't be offering you the junior designer role\. You were strong\. You came 2nd\./i);
      expect(option.body).not.toMatch(/I came 2nd|For the junior designer role\./);
    }
    for (const option of compose({ userMessage: 'formal offer email to our new hire Grace Lin, marketing executive, £31,000, start monday 3 march', history: [] }).options) expect(option.subject).toMatch(/^Job offer: marketing executive/);
  });
});

describe('requests of the thirty-fifth session', () => {
  it('"he" or "she" in a later clause is the one the request named last: the visitor\'s son, the reader\'s dog', () => {
    expectEveryOption("apologise to mr fenwick for my son alfies behaviour in pe on thurs, we've spoken to him and he wants to say sorry to the class too", [/^(?:Dear|Hi) Mr\. Fenwick,/, /(?:We have|We've) spoken to him and he wants to say sorry to the class too\./], /spoken to you|you want/);
    expectEveryOption('condolence note to my neighbour Pat, her dog Biscuit passed away yesterday, he was 15, we used to walk him sometimes', [/your dog Biscuit passed away yesterday/, /He was 15\./, /We used to walk him sometimes\./], /You were 15|walk you/);
  });

  it('"say no sorry i have a wedding" to "any chance you could cover my Saturday shift" says what cannot be done, then why', () => {
    expectEveryOption('reply to this "Hey, any chance you could cover my Saturday shift on the 23rd? Ill owe you one - Marcus" say no sorry i have a wedding', [/^(?:Dear|Hi) Marcus,/, /(?:I am s|S)orry, but I (?:cannot|can't) cover your Saturday shift on the 23rd\. I have a wedding\./], /(?:I am s|S)orry, but I have a wedding/);
    expectEveryOption('reply to this: "Hi Tom, would you be able to join the panel on 4 May? Best, Kate" say no, im away that week', [/join the panel on 4 May/], /able to be able/);
  });

  it('"the 3 yr contract renewal", "within the 2 yr warranty": how long a thing lasts, said before it, is hyphenated', () => {
    expect(normalize('the 3 yr contract renewal, its within the 2 yr warranty, 5 yrs experience, 2 years ago')).toBe("the 3-year contract renewal, it's within the 2-year warranty, 5 years of experience, 2 years ago");
  });

  it('a decision about a candidate is read wherever the name and the role stand: a rejection and an offer with its terms', () => {
    expectEveryOption('reject a candidate politely after final round, Leo Barnes, product designer role, was very close, encourage him to apply again', [/^(?:Dear|Hi) Leo,/, /Unfortunately we (?:will not|won't) be offering you the product designer role\. You were very close\. I(?: would|'d) encourage you to apply again\./], /Leo Barnes, product designer role|encourage him/);
    expectEveryOption('turn down the applicant Maria Lopez for the sous chef job, we went with someone more experienced', [/^(?:Dear|Hi) Maria,/, /offering you the sous chef job\. We went with someone more experienced\./], /offering them/);
    expectEveryOption('offer email to Sophie Adeyemi for the marketing exec role, £32k, start 3 june, 25 days hol, need her answer by fri, contract to follow', [/^(?:Dear|Hi) Sophie,/, /offer you the marketing executive role\. The salary is £32k\. The start date is 3 June\. There are 25 days' holiday a year\. Please let me know your decision by Friday\. The contract will follow\./], /For the marketing executive role|hol,/);
    for (const option of compose({ userMessage: 'offer email to Sophie Adeyemi for the marketing exec role, £32k, start 3 june', history: [] }).options) expect(option.subject).toBe('Job offer: marketing executive role');
  });

  it('", encourage him to ask questions" after a statement is encouragement, said to the reader', () => {
    expectEveryOption('tell Sam the report is due friday, encourage him to ask questions', [/The report is due on Friday\. I(?: would|'d) encourage you to ask questions\./], /, encourage/);
  });

  it('"cancel dinner w Becky tmrw" calls plans off with Becky: to her, sorry, and no booking cancelled', () => {
    const message = 'cancel dinner w Becky tmrw, work is mad, can we do next wk instead, my treat';
    expectEveryOption(message, [/^(?:Dear|Hi) Becky,/, /(?:sorry|afraid|Unfortunately)[^.]*cancel dinner with you tomorrow\./i, /next week instead/], /Please cancel|taking care of|sorting this|thinking of me/);
    for (const option of compose({ userMessage: message, history: [] }).options) expect(option.subject).toMatch(/^(?:Change of plans for dinner|Sorry, I need to cancel dinner)$/);
  });

  it('"apply to the council for a residents parking permit" asks for the permit; it is no job application', () => {
    expectEveryOption('apply to the council for a residents parking permit, just moved to 8 Dalton Rd, zone C, have proof of address and v5c', [/a residents parking permit/, /8 Dalton Rd/], /Hiring Manager|application for the council|contribute/);
  });

  it('"if shed write me a recommendation" is she\'d; "took him 3 goes" is "it took you 3 goes"', () => {
    expect(normalize('ask Andrea if shed write me a linkedin recommendation, the shed needs painting')).toBe("ask Andrea if she'd write me a LinkedIn recommendation, the shed needs painting");
    expectEveryOption('congrats to my mate Dev on passing the bar!!! took him 3 goes so its a big deal, keep it fun', [/It took you 3 goes so it(?:'s| is) a big deal/], /I took you/);
    for (const option of compose({ userMessage: 'ask my old boss Andrea from Tilbury Foods if shed write me a linkedin recommendation, we worked together 2019-2022 in procurement', history: [] }).options) expect(option.subject).not.toMatch(/shed/i);
  });

  it('"complain to the hotel, stayed 3 nights 8-11 feb, ..." names the complaint, then tells the stay as the writer\'s', () => {
    expectEveryOption('complain to the Riverside Grand hotel, stayed 3 nights 8-11 feb, room 412 was next to the lift, noisy all night and the bathroom wasnt cleaned once. booking ref RG-88213, want partial refund', [/complaint\. I stayed 3 nights 8-11 February\. Room 412 was next to the lift/, /RG-88213/], /that stayed|complain that I stayed/);
  });

  it('requests through the API (thirty-fifth session): a no with an offer, more thanks, days not taken, a school year', () => {
    expectEveryOption('reply to this: "Hi Jess, could you run the stall at the school fair on sat 14th from 10-2? Thanks, Claire (PTA)" say no sorry im working that day but happy to bake something', [/run the stall at the school fair on Saturday 14th from 10-2\. I(?: am|'m) working that day, but I(?: would|'d) be happy to bake something\./], /\bsat 14th|day but happy/);
    expectEveryOption('thank my neighbour Sue for taking in my parcels all month, she also fed the cat while we were away', [/^(?:Dear|Hi) Sue,/, /Thank you also for feeding the cat while we were away\./], /You also fed/);
    expectEveryOption('ask HR if i can carry over 5 days holiday into next year, i couldnt take them because of the project launch', [/carry over 5 days of holiday into next year\?/, /I (?:could not|couldn't) take them because of the project launch\./], /take you/);
    expectEveryOption('write to the school office, my daughter Amy (yr 9) has a dentist appt tues at 11, she\'ll be back by 1', [/[Mm]y daughter Amy \(Year 9\) has a dentist appointment on Tuesday at 11\./], /\byr 9/);
  });

  it('requests through the API (thirty-fifth session, second round): a station, a baby and who needs it, what to bring to an invitation', () => {
    expect(normalize('tell gemma im running 20 mins late, train cancelled at reading, should be in by 9:30')).toMatch(/cancelled at Reading/);
    expectEveryOption('email the letting agent at Hunters, the boiler broke again on sunday, 3rd time this year, we have a 2 month old baby so need it fixed today', [/We have a 2-month-old baby,? so we need it fixed today\./], /so need it/);
    expectEveryOption('invite the book club to mine for the christmas meet on thurs 12th at 7, bring a bottle and a book to swap', [/for the Christmas meet on Thursday 12th at 7[.?] Please bring a bottle and a book to swap\./], /at 7, bring/);
  });

  it('requests through the API (thirty-fifth session, third round): a late payment put right, a complaint about a viewing, a reunion\'s guests and numbers', () => {
    expectEveryOption('reply to this: "Hi, just checking you got my invoice #2291 for £640 from last month? Payment was due on the 30th. Thanks, Kerry" say sorry its been paid today and ask her to send the next one to accounts@brightline.co.uk', [/^(?:Dear|Hi) Kerry,/, /(?:apologies|sorry) (?:for|about) the delay[.!] It(?: has|'s) been paid today\./, /send the next one to accounts@brightline\.co\.uk/], /sorry that it|terrible that it/);
    expectEveryOption('complain to the estate agent, viewed a flat on saturday and the agent never turned up, waited 40 mins, ref 7719', [/complaint\. I viewed a flat on Saturday and the agent never turned up\./], /that viewed|because viewed/);
    expectEveryOption('invite my old uni friends to a reunion bbq at mine 26th july from 1pm, partners and kids welcome, let me know numbers by 10th', [/BBQ at my place on 26th July from 1 pm[!?] Partners and kids are very welcome\. Please let me know your numbers by the 10th\./], /me know numbers|kids welcome[!?]/);
  });
});

describe('requests of the thirty-sixth session', () => {
  it('"need landlord mr delaney to fix it", "need HR to send a letter": what the reader is to do is asked of them', () => {
    expectEveryOption('washing machine broke and is leaking everywhere, need landlord mr delaney to fix it asap', [/^(?:Dear|Hi) Mr\. Delaney,/, /The washing machine is broken and is leaking everywhere\./, /(?:you (?:please )?(?:be able to )?fix|you could fix) it as soon as possible\?/], /need landlord|is broke\b/);
    expectEveryOption('need HR to send a letter confirming my salary and employment for my mortgage application asap', [/you (?:please )?(?:be able to |could )?send a letter confirming my salary and employment/], /I would like to confirm|I need HR/);
    expectEveryOption('need my manager to know im struggling with the workload', [/I(?: am|'m) struggling with the workload/], /[Cc]ould you know/);
  });

  it('"tell customers prices go up 8%": the clause after the readers keeps its subject', () => {
    expectEveryOption('we\'re a family run bakery and need to tell customers prices go up 8% from 1 march bc of flour and energy costs', [/Prices go up 8% from 1 March because of flour and energy costs\./], /^Go up|\bPrices,/m);
  });

  it('"my landlord mr kowalski is keeping £300 ..., want the full amount back": written to him, his doing said to him', () => {
    expectEveryOption('i moved out on the 30th and my landlord mr kowalski is keeping £300 of my £1,200 deposit for "cleaning" but i left it spotless and have photos. want the full amount back', [/^(?:Dear|Hi) Mr\. Kowalski,/, /I moved out on the 30th and you(?: are|'re) keeping £300 of my £1,200 deposit/], /my landlord Mr\. Kowalski/);
  });

  it('"need to ask without starting a fight", "really nervous about this one", "i cant find the words" are notes to us', () => {
    expectEveryOption('my sister borrowed £600 in january and said shed pay me back by march, its now july. need to ask without starting a fight', [/^(?:Hi|Hey|Dear) \[Sister's name\],/, /You borrowed £600 in January and said you(?:'d| would) pay me back by March\./], /fight|shed pay/);
    expectEveryOption('need to tell my manager im pregnant, due in october, want to start mat leave early sept. really nervous about this one', [/pregnant/, /maternity leave/], /nervous/);
    expectEveryOption('my best friend ellies mum died yesterday, i need to send her something but i cant find the words', [/your mum died yesterday\./], /find the words/);
  });

  it('"my essay mark" is a mark, not Mark; "my friend mark" is still Mark', () => {
    expect(normalize('ask dr nguyen if i can come to office hours to go over my essay mark, got 52')).toMatch(/my essay mark,/);
    expect(normalize('ask my friend mark to help, my tutor mark says hi')).toBe('ask my friend Mark to help, my tutor Mark says hi');
  });

  it('", did 2 summers at a beach bar" after an application is what the writer did', () => {
    expectEveryOption('applying for bar staff at the red lion, did 2 summers at a beach bar in cornwall, can do evenings and weekends', [/the Red Lion\. I did 2 summers at a beach bar in Cornwall\./], /, did 2/);
  });

  it('"team lunch fri 1pm at ..., company\'s paying, let me know dietary stuff": an event we are having, who pays, what to tell', () => {
    expectEveryOption('team lunch fri 1pm at the italian place on the corner, company\'s paying, let me know dietary stuff', [/We(?: are|'re) having a team lunch on Friday at 1 pm/, /The company is paying\./, /let me know about any dietary requirements\./], /Me know|Company's paying/);
    expectEveryOption('email the team, booked dinner on friday at 7 at dishoom', [/dinner/], /having an? booked/);
  });

  it('"note asking them to drop it round" asks them; "want to ask for a payment plan, can afford £80 a month" asks, then says what the writer can pay', () => {
    expectEveryOption('think our asos parcel went next door on tues, note asking them to drop it round', [/(?:you (?:please )?(?:be able to )?drop|mind dropping) it round\?/], /mention asking/);
    expectEveryOption('im behind on council tax about £640, want to ask for a payment plan, can afford £80 a month', [/a payment plan[.?]/, /I can afford £80 a month\./], /plan that I|,,/);
  });

  it('a request that tells its story first and then asks for a thing is about the thing asked for', () => {
    for (const option of compose({ userMessage: 'im behind on council tax about £640, want to ask for a payment plan, can afford £80 a month', history: [] }).options) expect(option.subject).toMatch(/^(?:Requesting|Asking for) a payment plan$/);
    for (const option of compose({ userMessage: 'our wedding was in june and the photographer still hasnt sent the photos. they said 8 weeks, its been 14. i want a date by end of this week', history: [] }).options) expect(option.subject).toMatch(/^(?:Requesting|Request for|Asking for) a date$/);
  });
});

describe('requests of the thirty-sixth session, kinds and asides', () => {
  it('"resignation to my manager, ..., honestly the culture is toxic but i dont want to burn bridges": a resignation to the manager, the opinion kept to us', () => {
    expectEveryOption('resignation to my manager, 4 weeks notice, honestly the culture is toxic but i dont want to burn bridges', [/^(?:Dear|Hi) \[Manager's name\],/, /resign/i, /4 weeks' notice/], /toxic|Resignation to my manager|bridges/);
  });

  it('"the bins not being collected for 3 weeks" has not been done, and still is not', () => {
    expectEveryOption('complaint to the council about the bins not being collected for 3 weeks', [/the bins have not been collected for 3 weeks/], /not was|not being/);
  });

  it('"swap from the wed group to the fri group" names the days', () => {
    expect(normalize('swap from the wed group to the fri group, the sun is out')).toBe('swap from the Wednesday group to the Friday group, the sun is out');
  });
});

describe('requests through the API (thirty-sixth session)', () => {
  it('"their names are pat and lou" greets both by name; "can u help me ask if ..." is asked of us', () => {
    expectEveryOption('thank the couple who found my wallet and handed it in at the station, their names are pat and lou', [/^(?:Dear|Hi) Pat and Lou,/, /finding my wallet and handing it in at the station/], /\[Name\]|name's are|every one of you/);
    expectEveryOption('our elderly neighbours dog died yesterday, want to send a short kind message, theyre called joan and bill', [/^(?:Dear|Hi) Joan and Bill,/], /Joan Bill|and bill/);
    expectEveryOption('landlord wants to put rent up £150 from june, can u help me ask if we can meet in the middle, weve been here 4 years and never been late', [/meet in the middle\?/], /help me/i);
  });

  it('"bring a dish, kids games, road closure approved": what to bring, then what there will be, each its own line', () => {
    expectEveryOption('invite the whole street to a jubilee style street party sun 7th july 12-5, bring a dish, kids games, road closure approved', [/Please bring a dish\. There will be kids' games\. The road closure is approved\./], /a dish, kids/);
  });

  it('"my cleaner broke my lamp ..., her name is gosia" is written to Gosia, what she did said to her', () => {
    expectEveryOption('my cleaner broke my lamp and didnt say anything, want to ask her about it nicely, her name is gosia', [/^(?:Dear|Hi) Gosia,/, /You broke my lamp and did(?: not|n't) say anything\./], /[Mm]y cleaner/);
  });

  it('"following up on my interview ..., the recruiter said id hear by friday" goes to the recruiter, who said so, and asks for news', () => {
    expectEveryOption('following up on my interview last tues for the junior accountant role at harper & lane, the recruiter said id hear by friday', [/^(?:Dear|Hi) \[Recruiter's name\],/, /You said I(?: would|'d) hear by Friday\./, /update/], /Please send|[Tt]he recruiter said/);
  });
});

describe('requests through the API (thirty-sixth session, second round)', () => {
  it('"email the nursery that bella wont be in fri, shes got a hospital appt, back monday": she is Bella, never the nursery', () => {
    expectEveryOption('email the nursery that bella wont be in fri, shes got a hospital appt, back monday', [/Bella (?:will not|won't) be in on Friday\. She(?: has|'s) got a hospital appointment\. She(?: will|'ll) be back on Monday\./], /You have|I am back|I'm back/);
    expect(normalize("we'll be away sat, he wont be in thurs")).toBe("we'll be away on Saturday, he won't be in on Thursday");
  });
});

describe('requests through the API (thirty-sixth session, third round)', () => {
  it('"email my tutor that my essay will be late bc my laptop died" keeps the reason a reason', () => {
    expectEveryOption('email my tutor that my essay will be late bc my laptop died, ive got the draft on google docs, can i have till monday', [/My essay will be late because my laptop died\./, /until Monday\?/], /late that/);
  });

  it('"my flatmate keeps leaving dishes ..., hes called tom" is written to Tom, what he does said to him', () => {
    expectEveryOption('my flatmate keeps leaving dishes in the sink for days, want to ask him to wash up same day, hes called tom', [/^(?:Dear|Hi|Hey) Tom,/, /You keep leaving dishes in the sink for days\./], /[Mm]y flatmate/);
  });

  it('"offer accepted at £240k, what docs does he need and how long will it take": the news, then the question asked', () => {
    expectEveryOption("write to my mortgage broker sam, we've found a flat, offer accepted at £240k, what docs does he need and how long will it take", [/^(?:Dear|Hi) Sam,/, /Our offer has been accepted at £240k\. What docs do you need and how long will it take\?/], /offer you accepted/);
  });
});

describe('requests of the thirty-seventh session', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('a pasted message signed with a lower-case first name on its own line is a reply to that person', () => {
    const message = 'hi mate, any chance you could cover my shift sunday? ill owe you one\nrob\nwrite back that i cant this sunday but can do the one after if he wants to swap';
    expectEveryOption(message, [/^(?:Hi|Hey|Dear) Rob,/, /I can(?:'t|not) do this Sunday, but I can do the one after if you want to swap\./], /write back|^Rob\b/m);
  });

  it('"reply cant make it anymore ..., so so sorry" after a paste is the answer itself, sorry first', () => {
    const message = "Hey, just checking you're still coming Saturday? Need numbers for the caterer by tomorrow.\nJess x\nreply cant make it anymore bc of work, so so sorry, ill send a gift";
    expectEveryOption(message, [/I(?:'m| am) so sorry, but I can(?:'t|not) make it anymore because of work\./, /I(?:'ll| will) send a gift\./], /\b[Rr]eply can|so so sorry|if that (?:suits|works)/);
  });

  it('"let the parents in my sons class know ..., link below": all of them are the readers, and where the link is is said', () => {
    expectEveryOption("let the parents in my sons class know ive set up a whatsapp group, link below, and ask who wants to chip in £5 each for the teachers end of year gift", [/^(?:Dear all|Hi everyone),/, /I(?: have|'ve) set up a WhatsApp group\. The link is below\./], /class know/);
  });

  it('a yes-or-no question with no thing to name is the subject: what it asks', () => {
    expect(subjects('email to my kids school asking if zara can be excused from swimming for 3 weeks, she had grommets put in on the 2nd, doctors note attached')).toEqual(['Excusing Zara from swimming for 3 weeks', 'Excusing Zara from swimming for 3 weeks']);
    expect(subjects('ask my professor dr nakamura if theres still space in her research lab over the summer, im a 2nd year biochem student, got 78% in her module')[0]).toBe('Space in your research lab over the summer');
    expect(subjects('ask my manager priya if i can work compressed hours (4 x 10hr days) for 3 months while my wife recovers from surgery')[0]).toMatch(/^Working compressed hours/);
  });

  it('the child named before "she" is who she is; "her" in a question to one person is theirs, and so is "her module"', () => {
    expectEveryOption('email to my kids school asking if zara can be excused from swimming for 3 weeks, she had grommets put in on the 2nd, doctors note attached', [/Zara can be excused from swimming for 3 weeks\?/, /She had grommets put in on the 2nd\./], /[Mm]y kid had/);
    expectEveryOption('ask my professor dr nakamura if theres still space in her research lab over the summer, im a 2nd year biochem student, got 78% in her module', [/space in your research lab over the summer\?/, /I got 78% in your module\./], /her module/);
  });

  it('"my mums in hospital so can we swap for new year instead": whose, and the ask after "so" asked', () => {
    expectEveryOption('email to my ex mark about swapping the christmas weekend with the kids, i have them 24-26 this year but my mums in hospital so can we swap for new year instead', [/my mum(?:'s| is) in hospital\. Can we swap for New Year instead\?/], /I can we|my mums\b/);
    expect(subjects('email to my ex mark about swapping the christmas weekend with the kids, i have them 24-26 this year but my mums in hospital so can we swap for new year instead')[0]).toBe('Regarding swapping the Christmas weekend');
  });

  it('"email my team great job on the launch, we hit 10k signups first week": the praise is the content', () => {
    expectEveryOption('email my team great job on the launch, we hit 10k signups first week, drinks on me thurs', [/^Great job on the launch[.!]/m, /We hit 10k signups in the first week\./], /^Job on/m);
  });
});

describe('requests of the thirty-seventh session, clauses missing a word', () => {
  it('a clause with its subject or its verb left out gets it back', () => {
    expectEveryOption('email to my daughters head of year mr fitzgerald about bullying on the school bus, been going on since half term, she doesnt want me to make a fuss but i have to', [/bullying on the school bus\. It has been going on since half term\./], /, been going/);
    expectEveryOption('ask my landlady if i can get a cat. been here 2 yrs, always paid on time, happy to pay an extra deposit', [/I have been here for 2 years, and I have always paid on time\./], /years, always/);
    expectEveryOption('email the bridal shop, my alterations were supposed to be done by 1 june and the wedding is 15 june, still not ready, getting really worried', [/I(?: am|'m) getting really worried\./], /, getting/);
    expectEveryOption('write to my sons football coach, hes been left on the bench every week and losing confidence, want to ask what he can work on, dont want to be that parent', [/has been left on the bench every week and is losing confidence\./], /week and losing/);
    expectEveryOption('email my tutor group (im the teacher) reminding them coursework drafts due fri 9am, no extensions without a note, and my office hours are moving to tuesdays', [/coursework drafts are due on Friday at 9 am/], /drafts due/);
  });

  it('a bare thing opening a sentence takes its article; a clause after the thing asked for is told', () => {
    expectEveryOption('email a journalist correcting their article about our charity, it said we raised £20k but it was £200k, piece went up on 4 june', [/The piece went up on 4 June\./], /^Piece|\. Piece/m);
    expectEveryOption('ask for time off for jury duty, summons says 2 weeks from 16 sept, boss is steve, could i still do some remote work in the evenings if needed', [/time off for jury duty\. The summons says 2 weeks from 16 September\./], /, summons/);
  });

  it('"we want to offer £312,000 on ...": the verb keeps its object; the subject line names the offer', () => {
    expectEveryOption("write to the estate agent saying we want to offer £312,000 on 14 larch avenue, we're chain free and have a mortgage in principle from halifax", [/(?:want|would like) to offer £312,000 on 14 Larch Avenue\./], /offer of £/);
  });

  it('"just put it back when done", "venmo me by friday", "so $310 each": asked of the reader, in whole sentences', () => {
    expectEveryOption('quick note to my neighbour saying she can borrow our ladder, its in the side passage, just put it back when done', [/It(?:'s| is) in the side passage\. Just put it back when you're done\./], /I have just put/);
    expectEveryOption('email to the group about the cabin trip, total was $1,860 for 6 people so $310 each, venmo me by friday, also whos driving', [/The total was \$1,860 for 6 people, so that is \$310 each\./, /paying me via Venmo by Friday\?|pay me via Venmo by Friday/], /your venmo|Venmo me/i);
  });
});

describe('requests of the thirty-seventh session, whom and what for', () => {
  it('"write to my friend hugos parents" is written to both parents, not to Hugo', () => {
    expectEveryOption('write to my friend hugos parents saying sorry for breaking their vase at the party', [/^Dear \[Name\] and \[Name\],|^Hi \[Name\] and \[Name\],/, /breaking your vase at the party/], /Hugo,|Parents saying/);
  });

  it('"email an events company for a quote for ..., sat 3 may, back garden in croydon" asks for the quote, then when and where', () => {
    expectEveryOption('email an events company for a quote for a bouncy castle and popcorn machine for a 6th birthday, sat 3 may, back garden in croydon', [/a quote for a bouncy castle and popcorn machine for a 6th birthday\?/, /It would be on Saturday 3 May, in our back garden in Croydon\./], /^For a quote|About the Saturday/m);
  });
});

describe('requests of the thirty-seventh session, declining and explaining', () => {
  it('"politely turning down going into business with him" declines his offer; "dont want to hurt his feelings" is said to us', () => {
    expectEveryOption('email my brother in law politely turning down going into business with him on the car wash, dont want to hurt his feelings', [/your offer to go into business together on the car wash/], /[Pp]olitely turning down|hurt your feelings/);
  });

  it('"explain how it helps with the cloud migration project": how is the writer\'s to say, in words to fill in', () => {
    expectEveryOption('pls write email asking my manager to approve a training course (aws solutions architect, £1,200), explain how it helps with the cloud migration project', [/It would help with the cloud migration project by \[how it helps\]\./, /AWS/], /How it helps/);
  });
});

describe('requests through the API (thirty-seventh session)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"can we have a quick chat this week" after a worry is asked, and names the subject', () => {
    const message = "email my sons teacher mrs okafor, he's been really anxious about the spelling tests and crying on sunday nights, can we have a quick chat this week";
    expectEveryOption(message, [/crying on Sunday nights\. (?:Can|Could) we have a quick chat this week\?/], /nights, can we/);
    expect(subjects(message)[0]).toBe('A quick chat this week');
  });

  it('"reply saying will do, ill send them by thursday" says yes in full', () => {
    const message = 'Hi Dan,\nJust confirming your start date is Monday 3rd. Could you send over your bank details and P45 before then?\nThanks,\nLeanne\nHR\nreply saying will do, ill send them by thursday, and ask what time i should arrive';
    expectEveryOption(message, [/Of course/, /I(?: will|'ll) send them by Thursday\./], /I will do\.|I'll do\./);
  });

  it('"key under the mat, food in the cupboard by the fridge": where each thing is, in its own sentence', () => {
    expectEveryOption('ask my neighbour if she can feed our cat saturday and sunday, key under the mat, food in the cupboard by the fridge', [/The key is under the mat\. The food is in the cupboard by the fridge\./], /\(food/);
  });

  it('"we dont need her next tuesday bc we\'re away, still pay her as normal": we will still pay her', () => {
    expectEveryOption("tell the cleaner we dont need her next tuesday bc we're away, still pay her as normal", [/because we(?: are|'re) away, but we(?: will|'ll) still pay you as normal\./], /I(?: will|'ll) still pay/);
  });
});

describe('requests through the API (thirty-seventh session, second round)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"saying happy 40th, sorry i cant make the party" wishes a happy 40th birthday once, not "I\'m happy 40th"', () => {
    expectEveryOption('write to my sister saying happy 40th, sorry i cant make the party sat, ill take her for dinner when im back', [/Happy 40th birthday/], /I'm happy|I am happy|Happy birthday!/);
  });

  it('"asking if they\'re free on 14 june 2025 ..., about 80 guests": asked plainly, with the date as the subject', () => {
    const message = "email a wedding photographer asking if they're free on 14 june 2025 and what their packages cost, its in the cotswolds, about 80 guests";
    expectEveryOption(message, [/(?:Are|Would) you (?:be )?free on 14 June 2025\?/, /with about 80 guests/], /Might you/);
    expect(subjects(message)).toEqual(['Availability on 14 June 2025', 'Availability on 14 June 2025']);
  });

  it('"maya has a nut allergy": a name that is also a word, opening a clause before its verb, is a name', () => {
    expect(normalize('reply that maya has a nut allergy, is the lunch area nut free')).toMatch(/^reply that Maya has a nut allergy/);
    expect(normalize('the leo has a mane')).toBe('the leo has a mane');
  });
});

describe('requests through the API (thirty-seventh session, third round)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('a paste that ends with a shop\'s own sign-off ("Thanks for shopping with Loom & Thread") is answered, not repeated', () => {
    const message = 'Hi,\nYour order #88412 has been dispatched and will arrive between 2-4 December.\nThanks for shopping with Loom & Thread\nreply that i need it by the 1st for a birthday, can they upgrade to next day delivery, happy to pay';
    expectEveryOption(message, [/I need it by the 1st for a birthday\./, /you upgrade to next day delivery\?/], /has been dispatched|Dear Your team|That I need/);
  });

  it('"he\'s been brilliant, thank him", to a son\'s teacher: the one praised and thanked is the teacher', () => {
    expectEveryOption("email my sons piano teacher mr novak, we need to stop lessons after christmas bc money is tight, he's been brilliant, thank him", [/You(?: have|'ve) been brilliant\./], /My son has been brilliant/);
  });

  it('"thank you for feeding biscuit" keeps what the thanks are for', () => {
    expectEveryOption('thank you for feeding biscuit', [/feeding [Bb]iscuit/], /\[what they did\]/);
  });

  it('"invite the neighbours to a street clean up" names the clean-up in the subject', () => {
    expect(subjects('invite the neighbours to a street clean up sat 10am, meet by the postbox, bring gloves if you have them, bin bags provided')[0]).toMatch(/street clean-up/);
  });
});

describe('requests of the thirty-eighth session', () => {
  it('"tell the vet thank you for looking after biscuit" thanks the vet for what they did', () => {
    expectEveryOption('tell the vet thank you for looking after biscuit', [/for looking after [Bb]iscuit/], /^After biscuit|\[what they did\]/m);
    expectEveryOption('write to the vet saying thank you for looking after biscuit at the end', [/for looking after [Bb]iscuit at the end/], /^After biscuit/m);
  });

  it('"reply yes maya can come": a name after "yes", before a modal, is a name', () => {
    const message = "Hi all, Lily is turning 6 and we're having a party at Jungle Jim's on Sat 12th from 2-4. Please let me know by Wednesday if your little one can come! Thanks, Sarah\n\nreply yes maya can come, maya has a nut allergy tho";
    expectEveryOption(message, [/Yes, Maya can come\./], /\bmaya\b/);
  });

  it('"tell the coach sorry but leo cant make training" is the writer\'s apology, not "sorry that but"', () => {
    expectEveryOption('tell the coach sorry but my son cant make training on thursday', [/I(?:'m| am) (?:very |truly |so )?sorry, but my son (?:can't|cannot) make training on Thursday\./], /sorry that but/);
  });
});

describe('requests of the thirty-eighth session, a work set read as the recipient', () => {
  it('"turn down a web project ... bc im fully booked till april, recommend my friend kasia": the decline, then why, then whom instead', () => {
    expectEveryOption('freelancer here, turn down a web project from a new lead bc im fully booked till april, recommend my friend kasia who does similar work', [/the web project[,.;]/, /I(?:'m| am) fully booked until April\./, /recommend my friend Kasia, who does similar work\./], /because I'm fully booked|from a new lead/);
  });

  it('"reply from our holiday let, 1pm is ok": who replies is not a line of the reply', () => {
    const message = "Hi,\nWe're arriving on Friday around 10am after an early flight. Is there any chance of an early check-in? We'd be so grateful.\nMarco\nreply from our holiday let, 1pm is ok for a £20 fee, earliest, and they can leave bags in the porch before that";
    expectEveryOption(message, [/^Dear Marco,|^Hi Marco,/m, /1 pm/], /[Ff]rom our holiday let/);
  });

  it('a customer\'s cracked candle: sorry that the candle arrived cracked, not for "Really disappointed as it was a gift"', () => {
    const message = "Hi,\n\nI ordered the Fig & Cedar candle (order #2291) and it arrived with a big crack down the side of the jar. Really disappointed as it was a gift. What can you do?\n\nThanks,\nHelen\n\nreply from my candle business, say sorry, well send a replacement free and she doesnt need to send the broken one back";
    expectEveryOption(message, [/sorry that your Fig & Cedar candle \(order #2291\) arrived with a big crack down the side of the jar\./, /send a replacement free/], /Really disappointed|[Ff]rom my candle business/);
  });

  it('"ask my old manager at tesco (gail) if i can put her down as a reference": Gail is greeted and asked', () => {
    const message = 'ask my old manager at tesco (gail) if i can put her down as a reference, applying for assistant store manager at sainsburys';
    expectEveryOption(message, [/^(?:Dear|Hi) Gail,/m, /put you down as a reference\?/], /put her down|\(gail\)/i);
    expect(compose({ userMessage: message, history: [] }).options[0]!.subject).toMatch(/putting you down as a reference$/);
  });

  it('"customer complained her balayage came out too orange, ... say sorry, shes a regular": sorry for the balayage, not for being a regular', () => {
    expectEveryOption('customer complained her balayage came out too orange, offer to fix it free this wk with our senior colourist and say sorry, shes a regular', [/sorry that your balayage came out too orange\./, /fix it free this week/], /They complained|sorry that you(?:'re| are) a regular/);
  });

  it('"so pls be kind about it" is how to write it, not "so please." in the email', () => {
    const message = "im a childminder and need to tell the parents that from sept im only doing term time, no more school holiday care. ill give them a list of local holiday clubs and my term time rate stays at £6.50/hr. lots of them rely on me in the holidays so pls be kind about it, some have been with me since their kids were babies and honestly i feel awful";
    expectEveryOption(message, [/Lots of you rely on me in the holidays\./], /so please\b/);
  });
});

describe('requests of the thirty-eighth session, a work set read as the recipient (second batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"need to move my hygienist appt ..., email the dentist pls": the need, said with its "I"; "pls" is to us', () => {
    expectEveryOption('need to move my hygienist appt from mon 10th to any afternoon that wk, email the dentist pls', [/I need to move my hygienist appointment from Monday 10th to any afternoon that week\./], /that I need|that need|Would you be able to that/);
  });

  it('"email my accountant the receipts for this year and ask ...": the receipts are attached, and they are the subject', () => {
    const message = 'email my accountant the receipts for this year and ask when the self assessment deadline is';
    expectEveryOption(message, [/Please find attached the receipts for this year\./, /when the self assessment deadline is\?/], /^The receipts for this year\./m);
    expect(subjects(message)).toEqual(['Receipts for this year', 'Receipts for this year']);
  });

  it('"reply attaching everything, and ask if the 5 yr fixed is still at 4.3% or has it changed"', () => {
    const message = "Hi both,\nTo get your mortgage application moving, could you please send over the last 3 months' payslips?\nThanks,\nRavi\nreply attaching everything, and ask if the 5 yr fixed is still at 4.3% or has it changed";
    expectEveryOption(message, [/I have attached everything\./, /the 5-year fixed is still at 4\.3% or whether it has changed\?/], /the everything|5 years fixed/);
  });

  it('"introduce our new starter jamal to the team, ..., pls say hi and take him for lunch": to the team, asked of them', () => {
    const message = 'introduce our new starter jamal to the team, hes joining as a data engineer on mon from BT, sitting with the platform squad, pls say hi and take him for lunch';
    expectEveryOption(message, [/^(?:Dear|Hi) team,/m, /Please say hi and take him for lunch\./], /^Hi and take him|nice to meet you/im);
    expect(subjects(message)[1]).toBe('Introducing our new starter Jamal');
  });

  it('"(118%!!)" keeps its brackets closed, not "(118%.)"', () => {
    expectEveryOption('congratulate the team on smashing the Q3 target (118%!!), pizza on me fri lunchtime', [/the Q3 target \(118%\)/], /118%[.!]\)/);
  });

  it('"withdraw my application ..., thank them for their time": a withdrawal thanking the reader for their time', () => {
    const message = 'withdraw my application for the project coordinator role at severn water, ive accepted another offer, thank them for their time';
    expectEveryOption(message, [/withdraw my application for the project coordinator role/, /(?:Thank you|Thanks)(?: so much)? for your time\./], /for their time|It means a great deal/);
    expect(compose({ userMessage: message, history: [] }).message).not.toMatch(/thank-you note/);
  });
});

describe('requests of the thirty-eighth session, a job offer and who writes', () => {
  it('"offer the job to a candidate we interviewed (leah brookes), customer support lead, £27k, start 6th jan": to Leah, the role by its name, her start date', () => {
    const message = 'offer the job to a candidate we interviewed (leah brookes), customer support lead, £27k, start 6th jan';
    expectEveryOption(message, [/^(?:Dear|Hi) Leah,/m, /offer you the role of customer support lead \(£27k, with a start date of 6th January\)\./], /to a candidate|I start/);
    expect(compose({ userMessage: message, history: [] }).options.map((option) => option.subject)).toEqual(['Job offer: customer support lead', 'Job offer: customer support lead']);
  });

  it('"tell my clients (im a dog groomer) that ..." greets the clients, not "I\'m A Dog Groomer team"', () => {
    expectEveryOption('tell my clients (im a dog groomer) that im moving to a new unit on station rd from 1st march, same prices', [/^(?:Dear valued clients|Hi everyone|Hi all|Dear clients),/m, /moving to a new unit on Station Rd from 1st March/], /Dog Groomer|dog groomer/);
  });
});

describe('requests through the API (thirty-eighth session)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"the shower tray has cracked and waters getting under it": the water is, and the subject ends with the crack', () => {
    const message = 'email my landlady that the shower tray has cracked and waters getting under it, can someone come look this wk, im wfh tues and thurs';
    expectEveryOption(message, [/The shower tray has cracked and water is getting under it\./], /waters/);
    for (const subject of subjects(message)) expect(subject).toMatch(/shower tray has cracked$/i);
  });

  it('"..., what happens next" to an insurer is asked', () => {
    expectEveryOption('write to my car insurer, i hit a bollard in a car park on saturday, no one else involved, bumper and headlight damaged, policy MX-44812, what happens next', [/What happens next\?/, /MX-44812/], /, what happens next\./);
  });

  it('"i owe her big time", to her, is "I owe you"', () => {
    expectEveryOption('thank my friend jo for driving me to the hospital last week and staying with me all night, i owe her big time', [/I owe you big time/], /owe your|owe her/);
  });

  it('a book club invitation: the book\'s title in title case, the time the day is at', () => {
    expectEveryOption("invite the book club to mine next tues 7.30 for the december meet, we're doing the thursday murder club, bring a plate if you can", [/The Thursday Murder Club/, /next Tuesday at 7\.30/], /thursday murder club/);
  });

  it('"the overflowing bins on carlton road, havent been collected for 3 weeks": the bins have not, not "I have not"', () => {
    expectEveryOption('email the council about the overflowing bins on carlton road, havent been collected for 3 weeks, theres rats now', [/They (?:have not|haven't) been collected for 3 weeks\./], /I (?:have not|haven't) been collected/);
  });

  it('"i got the pmp certification" keeps its capitals', () => {
    expectEveryOption('tell my manager i got the pmp certification!! and ask if we can talk about the project lead role that opened up', [/the PMP certification/], /\bpmp\b/);
  });
});

describe('requests through the API (thirty-eighth session, second round)', () => {
  it('"reply confirming and ask if i need to bring anything", to an interview invitation: the confirmation, with the day, time and place', () => {
    const message = "Hello,\nThank you for your application for the Marketing Assistant role. We'd like to invite you to an interview on Wednesday 14th at 2pm at our Leeds office. Please confirm if this suits.\nKind regards,\nHannah\nreply confirming and ask if i need to bring anything";
    expectEveryOption(message, [/pleased to confirm that I can attend the interview on Wednesday 14th at 2 ?pm at your Leeds office\./, /I need to bring anything\?/], /\bour Leeds office/);
  });

  it('"reply confirming but can it be 3pm instead" confirms nothing it then asks to move', () => {
    const message = "Hello,\nWe'd like to invite you to an interview on Wednesday 14th at 2pm at our Leeds office. Please confirm if this suits.\nHannah\nreply confirming but can it be 3pm instead, i have a lecture till 2.30";
    for (const option of compose({ userMessage: message, history: [] }).options) expect(option.body).not.toMatch(/pleased to confirm that I can attend/);
  });

  it('"customer left a 5 star review saying our staff were amazing, thank her": thanks for the review, said to her', () => {
    const message = 'customer left a 5 star review saying our staff were amazing, thank her and offer 10% off next visit';
    expectEveryOption(message, [/(?:Thank you|Thanks)(?: so much)? for your lovely 5-star review\./, /our staff were amazing/, /10% off your next visit/], /They left|saying$/m);
    for (const option of compose({ userMessage: message, history: [] }).options) expect(option.subject).toMatch(/5-star review/);
  });

  it('running late to a manager says sorry once at the end', () => {
    for (const option of compose({ userMessage: 'tell my boss ill be 30 mins late tmrw, my sons got a hospital appt at 9 that they just moved', history: [] }).options) {
      const close = option.body.split('\n\n').slice(2).join(' ');
      expect(close.match(/\b[Ss]orry\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });
});

describe('requests through the API (thirty-eighth session, third round)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"shes got chickenpox, will keep her off": the parent will, and the subject is her absence', () => {
    const message = 'let the nursery know evie wont be in mon or tues, shes got chickenpox, will keep her off till the spots scab over';
    expectEveryOption(message, [/I(?: will|'ll) keep her off until the spots scab over\./], /She will keep her off/);
    for (const subject of subjects(message)) expect(subject).toMatch(/Evie's absence on Monday or Tuesday$/);
  });

  it('"to ask if he\'d be a referee for my masters application": a reference asked for, for a master\'s application', () => {
    expectEveryOption("email my old uni lecturer dr okafor to ask if he'd be a referee for my masters application at edinburgh", [/a reference for my master's application at Edinburgh\?/], /whether you would be a referee|masters application/);
  });

  it('"tell the cleaner we\'re away 2-16 aug so no need to come": the subject says when, with the month in full', () => {
    for (const subject of subjects("tell the cleaner we're away 2-16 aug so no need to come, we'll still pay for the first week as it's short notice")) expect(subject).toBe('Away 2 to 16 August');
  });

  it('"apologise ... for sending the invoice to the wrong email, resend it and say sorry for the confusion"', () => {
    expectEveryOption('apologise to a client for sending the invoice to the wrong email, resend it and say sorry for the confusion', [/sending the invoice to the wrong email address\./, /I have attached the invoice again\./, /for the confusion\./], /resend it|sorry that the confusion/);
  });

  it('"morning if poss" is "if possible"', () => {
    expectEveryOption("Hi,\nJust a reminder that your car is due its MOT on 30th September. Would you like to book in? We have slots on the 24th and 26th.\nThanks,\nDave, Kings Garage\nreply yes the 26th please, morning if poss", [/if possible/], /if poss\b/);
  });
});

describe('requests through the API (thirty-eighth session, fourth round)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"swap my late shift with jade\'s early on fri, shes ok with it": Jade is named, and she is the one who agrees', () => {
    expectEveryOption("ask my manager if i can swap my late shift on thurs with jade's early on fri, shes ok with it", [/with Jade's early on Friday\?/, /She(?:'s| is) ok with it\./], /You(?:'re| are) ok with it|jade's/);
  });

  it('"drop from 120 guests to 95": the subject keeps the new number', () => {
    for (const subject of subjects('tell the wedding venue we need to drop from 120 guests to 95 and ask if that changes the minimum spend, date is 6 june')) expect(subject).toBe('Dropping from 120 guests to 95');
  });

  it('"write to my mp about the 45 bus being cut": the MP is told and asked to raise it, not complained to', () => {
    const message = 'write to my mp about the 45 bus being cut, i rely on it to get to work and theres no other route from our estate';
    expectEveryOption(message, [/rais(?:e|ing) this on my behalf\?/, /I rely on it to get to work/], /resolve this|[Cc]omplaint/);
    const reply = compose({ userMessage: message, history: [] });
    expect(reply.message).toMatch(/your MP\b/);
    for (const option of reply.options) expect(option.subject).not.toMatch(/[Cc]omplaint/);
  });

  it('"feeding the cat ..., left her some wine on the step", to the neighbour: the wine is left for the reader', () => {
    expectEveryOption('thank my neighbour for taking in my parcel and feeding the cat while we were in spain, left her some wine on the step', [/I have left you some wine on the step/], /left her some wine/);
  });
});

describe('requests through the API (thirty-ninth session)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"it was due 30 days ago": a verb ending in s is not a plural noun made "are due"', () => {
    expectEveryOption('chase invoice INV-2231 for £1,840 with harlow events, it was due 30 days ago on the 28th oct, second reminder, be polite but firm', [/It was due 30 days ago on the 28th October\./], /was are due/);
  });

  it('"reply to a customer who asked if we ship to ireland, yes we do": a reply about shipping there, with its terms joined', () => {
    const message = "reply to a customer who asked if we ship to ireland, yes we do, it's €6.50 flat and takes 3-5 working days, orders over €60 ship free";
    expectEveryOption(message, [/yes, we do/, /3-5 working days, and orders over €60 ship free\./], /part of our community/);
    for (const subject of subjects(message)) expect(subject).toBe('Shipping to Ireland');
    expect(compose({ userMessage: message, history: [] }).message).toMatch(/your reply to/);
  });

  it('"objecting to application 24/01873/FUL" to the council planning dept: Sir or Madam, and asked to take it into account', () => {
    const message = 'write to the council planning dept objecting to application 24/01873/FUL, the extension would block light to our kitchen and the plans show the wall 1m closer than the neighbours told us';
    expectEveryOption(message, [/object to application 24\/01873\/FUL/, /take my objection into account when the application is decided/], /team,/);
    expect(bodies(message)[0]).toMatch(/^Dear Sir or Madam,/);
  });

  it('"arjun (year 4, class 4m) has a dentist appt on wed at 10.15 so he\'ll be in late": class 4M, and a subject that says he will be late', () => {
    const message = "email the school office that my son arjun (year 4, class 4m) has a dentist appt on wed at 10.15 so he'll be in late, around 11.30";
    expectEveryOption(message, [/class 4M\)/], /class 4m/);
    for (const subject of subjects(message)) expect(subject).toMatch(/Arjun will be in late on Wednesday$/);
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"pls add her to the collection list", to the nursery: asked of them; "picking ruby up" names Ruby; "she\'ll have photo id" is her own', () => {
    const message = "email the nursery, my mum joan miller is picking ruby up on weds instead of me, she'll have photo id, pls add her to the collection list";
    expectEveryOption(message, [/picking Ruby up on Wednesday/, /She(?: will|'ll) have her photo ID\./, /add(?:ing)? her to the collection list\?/], /Here is her|your photo/);
    for (const subject of subjects(message)) expect(subject).toBe("Ruby's pick-up on Wednesday");
  });

  it('"tell the window cleaner to skip this month": "skip" is the verb, not a name', () => {
    expectEveryOption("tell the window cleaner to skip this month, we've got scaffolding up for the roof", [/\bskip this month\?/], /Skip/);
  });

  it('"my case was damaged ..., one wheel snapped right off. already have a claim ref ... but no reply": each said in full', () => {
    expectEveryOption('complaint to ryanair, my case was damaged on FR8342 from dublin on 2 june, one wheel snapped right off. already have a claim ref DUB-BAG-1127 but no reply in 3 weeks', [/on 2 June\. One wheel snapped right off\./, /I already have a claim reference DUB-BAG-1127/, /I have had no reply in 3 weeks/], /Already have/);
  });

  it('"arrive 9.15 at reception ..., lunch is on us first day": at that time, on the first day', () => {
    expectEveryOption('welcome email to natalie who starts mon as junior accountant, arrive 9.15 at reception, bring passport and p45 for the right to work check, lunch is on us first day', [/arrive at 9\.15 at reception/, /on us on your first day/], /arrive 9\.15/);
  });

  it('"tell the garage ok go ahead with ... but NOT the aircon": the garage is told to go ahead, and "Ok" is no garage', () => {
    const message = 'tell the garage ok go ahead with the brake pads and discs (quote was £340) but NOT the aircon regas thanks';
    expectEveryOption(message, [/Please go ahead with the brake pads and discs \(the quote was £340\) but not the aircon regas\./], /Ok team|NOT/);
    for (const subject of subjects(message)) expect(subject).toMatch(/[Gg]o-ahead for the brake pads and discs$/);
  });

  it('to my MP "about them closing the walk in centre ..., nearest a&e is 40 mins": the closure, the nearest A&E, and a subject that names it', () => {
    const message = 'write to my MP about them closing the walk in centre on station rd. my parents are both in their 80s and rely on it, nearest a&e is 40 mins by bus';
    expectEveryOption(message, [/the closure of the walk-in centre on Station Rd/, /The nearest A&E is 40 minutes by bus\./], /them closing|my behalf$/m);
    for (const subject of subjects(message)) expect(subject).toBe('Closure of the walk-in centre on Station Rd');
  });

  it('"my late dads photo": his', () => {
    expectEveryOption('thank you to the couple who found my wallet and handed it in at the police station, they left their email with the desk officer. everything was still in it incl my late dads photo', [/my late dad's photo/], /dads photo/);
  });

  it('"ask next door if they\'d mind ...": the neighbours next door, not a firm called Next Door', () => {
    const reply = compose({ userMessage: "ask next door if they'd mind us taking down the massive conifer on the boundary, it blocks both our gardens, we'll pay for it all", history: [] });
    expect(reply.message).toMatch(/your next-door neighbours/);
    for (const option of reply.options) expect(option.body).not.toMatch(/Next Door team/);
  });

  it('"my daughter (year 5) ... want a meeting asap", to the headteacher: Year 5, and the subject asks for the meeting', () => {
    const message = 'email the headteacher, my daughter (year 5) is being left out by a group of girls at lunch, its been going on since half term and shes crying before school. want a meeting asap';
    expectEveryOption(message, [/My daughter \(Year 5\)/], /year 5/);
    for (const subject of subjects(message)) expect(subject).toBe('Meeting request about my daughter');
  });

  it('"need a quote for an 8 yard skip ..., 2 weeks hire, postcode LS6 3AB": the quote is the subject, the rest said in full', () => {
    const message = "need a quote for an 8 yard skip for a kitchen refit, 2 weeks hire, postcode LS6 3AB, it'd go on the drive not the road";
    expectEveryOption(message, [/an 8-yard skip for a kitchen refit/, /2 weeks' hire/, /The postcode is LS6 3AB\./, /It would go on the drive/], /Skip|It'd/);
    for (const subject of subjects(message)) expect(subject).toBe('Quote for an 8-yard skip');
  });

  it('"the bakery\'s shut 4-11 aug for a refurb": closed from one day to the other', () => {
    const message = "announcement to our customers that the bakery's shut 4-11 aug for a refurb, we'll be back with a new menu and proper seating finally";
    expectEveryOption(message, [/[Tt]he bakery will be closed from 4 to 11 August for a refurbishment\./], /bakery's shut/);
  });

  it('"1 week notice per contract. thank paul my shift lead": notice given, and Paul thanked for his support as shift lead', () => {
    expectEveryOption('resignation, leaving the warehouse after 6 yrs for a job closer to home. 1 week notice per contract. thank paul my shift lead', [/I(?: am|'m) giving one week's notice, as per my contract\./, /for your support as my shift lead/], /1-week notice per contract|thank you for my shift lead/i);
  });

  it('"yes still want it!!" to a pasted offer of a plot: "Yes, I still want it"', () => {
    const message = 'reply to this:\n\n"Hi there, just checking you\'re still interested in allotment plot 14B? We need confirmation by Friday or it\'ll be offered to the next person on the waiting list. Thanks, Ray (Allotment Secretary)"\n\nyes still want it!! ask how i pay the £45';
    expectEveryOption(message, [/Yes, I still want it[.!]/], /Yes\. I still|Yes, still want/);
  });

  it('"full refund plus a £20 voucher" after an apology to a customer: a promise, and "(lemon, not chocolate)"', () => {
    expectEveryOption('apologise to a customer whose daughters birthday cake was the wrong flavour (lemon not chocolate). full refund plus a £20 voucher', [/\(lemon, not chocolate\)/, /We(?: will|'ll) give you a full refund plus a £20 voucher\./], /Full refund plus/);
  });

  it('"go halves on a present for the in laws ruby anniversary, thinking a weekend in the lakes": the in-laws\', the Lakes, and a subject', () => {
    const message = 'ask my sister in law if she wants to go halves on a present for the in laws ruby anniversary, thinking a weekend in the lakes, about £600';
    expectEveryOption(message, [/the in-laws' ruby anniversary\?/, /I'm thinking of a weekend in the Lakes, about £600\./], /in laws/);
    for (const subject of subjects(message)) expect(subject).toBe('Going halves on a present');
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient (second batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"heater in my room is broken, block c room 214": the room as it is written on the door', () => {
    expectEveryOption('email to uni accommodation, heater in my room is broken, block c room 214, its freezing and ive reported it twice on the portal', [/\(Block C, Room 214\)/], /block c/);
  });

  it('"my hourly rate goes up from £28 to £32 from jan 1, first increase in 3 yrs": it will, and the first increase is its own sentence', () => {
    const message = 'tell my bookkeeping clients my hourly rate goes up from £28 to £32 from jan 1, first increase in 3 yrs';
    expectEveryOption(message, [/[Mm]y hourly rate will go up from £28 to £32 from January 1\. This is my first increase in 3 years\./], /goes up|\(first increase/);
    for (const subject of subjects(message)) expect(subject).toBe('New hourly rate from January 1');
  });

  it('"does the venue allow dogs at the ceremony?": the subject is the dogs, not "the venue allow dogs"', () => {
    for (const subject of subjects("does the venue allow dogs at the ceremony? we'd like our spaniel as ring bearer lol. venue is hartwell barn")) {
      expect(subject).toMatch(/dogs at the ceremony$/);
      expect(subject).not.toMatch(/venue allow/);
    }
  });

  it('"a copy of my vaccination records, need them for a canadian work visa": the records are needed, not the surgery', () => {
    expectEveryOption('ask my gp surgery for a copy of my vaccination records, need them for a canadian work visa by the 30th', [/I need them for a Canadian work visa by the 30th\./], /need you/);
  });

  it('"invite a local author ... world book day assembly ..., £150 + lunch, kids are 7-11": the children\'s ages, not "my kids"', () => {
    expectEveryOption('invite a local author (hannah cole) to speak at our world book day assembly on 6 march, we can offer £150 + lunch, kids are 7-11', [/our World Book Day assembly on 6 March/, /£150 plus lunch/, /[Tt]he children are aged 7-11\./], /[Mm]y kids/);
  });

  it('"tell the cricket club committee im stepping down as treasurer at the agm": AGM, and the subject says what is stepped down from', () => {
    const message = 'tell the cricket club committee im stepping down as treasurer at the agm, happy to hand over the books and do a handover session';
    expectEveryOption(message, [/as treasurer at the AGM/], /\bagm\b/);
    for (const subject of subjects(message)) expect(subject).toBe('Stepping down as treasurer');
  });

  it('"chasing my insurance claim ..., submitted 6 weeks ago, no update, neighbour\'s dog keeps getting in": to the insurer, each said in full', () => {
    const message = "chasing my insurance claim CLM-0048813 for storm damage to the fence, submitted 6 weeks ago, no update, neighbour's dog keeps getting in";
    expectEveryOption(message, [/following up on my insurance claim CLM-0048813 for storm damage to the fence, which I submitted 6 weeks ago\. I have had no update since\. My neighbour's dog keeps getting in\./], /Your dog|Neighbour's name/);
    expect(compose({ userMessage: message, history: [] }).message).toMatch(/your insurer/);
  });

  it('"objection to the council planning dept about the extension at 23 oak lane, application ...": an objection, with its number in brackets', () => {
    expectEveryOption("objection to the council planning dept about the extension at 23 oak lane, application 24/01987/FUL. it'll block most of the afternoon light to our kitchen and garden", [/object to the extension at 23 Oak Lane \(application 24\/01987\/FUL\)\./, /take my objection into account/], /^Objection to the council/m);
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient (third batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"recommend fern studio instead, they\'re great": Fern Studio is great, not the reader', () => {
    expectEveryOption("tell a prospective client we cant take their project on rn, we're booked solid till march. recommend fern studio instead, they're great", [/recommend Fern Studio instead\. They(?: are|'re) great\./], /You are great|you're great/i);
  });

  it('"do they supply boxes or do we need to buy them": the boxes are bought, not the removals firm; a 3-bed house', () => {
    expectEveryOption('ask the removals company to confirm the booking on the 18th, 3 bed house, and do they supply boxes or do we need to buy them', [/\(3-bed house\)/, /buy them\?/], /buy you/);
  });

  it('"landlord wants to put the rent up £150/month. reply asking if he\'d meet me at £75": the landlord is "you" throughout', () => {
    expectEveryOption("landlord wants to put the rent up £150/month. reply asking if he'd meet me at £75 since ive always paid on time and fixed stuff myself", [/put the rent up by £150\/month/, /you(?: would|'d) meet me at £75\?/], /\bhe would\b|\bhe'd\b/);
  });

  it('"a one off deep clean ..., oven and fridge especially": one-off, and the fridge is no place', () => {
    const message = 'ask my cleaner if she can do a one off deep clean before we move out on the 29th, how much would she charge, oven and fridge especially';
    expectEveryOption(message, [/a one-off deep clean/, /oven and fridge especially/], /Fridge|one off/);
    for (const subject of subjects(message)) expect(subject).toMatch(/a one-off deep clean$/);
  });

  it('"asking for my son to be excused from swimming for 6 wks": asked to excuse him, with a subject that says so', () => {
    const message = 'write to school asking for my son to be excused from swimming for 6 wks, he had grommets put in';
    expectEveryOption(message, [/excuse my son from swimming for 6 weeks\?|could excuse my son from swimming for 6 weeks\./], /ask for my son|request my son/);
    for (const subject of subjects(message)) expect(subject).toBe('Excusing my son from swimming');
  });

  it('"email someone i found on linkedin asking for a 20 min call, im a secondary teacher wanting to move into instructional design": a stranger, told how she was found', () => {
    expectEveryOption('email someone i found on linkedin asking for a 20 min call, im a secondary teacher wanting to move into instructional design and she did the same switch', [/I found your profile on LinkedIn\./, /20-minute call/, /I(?: am|'m) a secondary teacher/, /move into instructional design and you made the same switch/], /Move Into|I found on LinkedIn asking/);
  });

  it('"the quarterly review is moved to 2pm thurs in room 3b": Room 3B as on the door', () => {
    expectEveryOption('tell my team the quarterly review is moved to 2pm thurs in room 3b, pls bring pipeline numbers', [/room 3B/], /room 3b/);
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient (fourth batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"remind choir members subs of £30 ... are due ..., bank transfer to the choir account pls, use your surname as ref": each a sentence', () => {
    expectEveryOption('remind choir members subs of £30 for spring term are due by end of month, bank transfer to the choir account pls, use your surname as ref', [/that subs of £30 for spring term are due by the end of the month\./, /[Pp]lease pay by bank transfer to the choir account\./, /use your surname as the reference/], /about £30 for spring term are due|as ref\b/);
  });

  it('"thank a client who referred 2 new customers": a thank-you that thanks once', () => {
    const reply = compose({ userMessage: 'thank a client who referred 2 new customers to us this month, were sending her a £50 voucher as a thank you', history: [] });
    expect(reply.message).toMatch(/thank-you note/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/referring 2 new customers to us this month/);
      expect(option.body.match(/\b[Tt]hank you (?:very much|so much)?\b(?! as)/g)?.length ?? 0).toBeLessThanOrEqual(2);
      expect(option.body).not.toMatch(/this month\. Thank you very much\./);
    }
  });

  it('"esp our waiter diego who sorted the surprise dessert": Diego, by name', () => {
    expectEveryOption('write to the restaurant to say thanks for the amazing service at my mums 70th last sat, esp our waiter diego who sorted the surprise dessert', [/our waiter Diego who sorted the surprise dessert/], /waiter diego/);
  });

  it('"a compressed 4 day week from september, same hours just over mon-thurs": the same hours spread over the days, and the subject is the switch', () => {
    const message = 'ask my manager about switching to a compressed 4 day week from september, same hours just over mon-thurs, my role is mostly async anyway';
    expectEveryOption(message, [/with the same hours spread over Monday to Thursday/], /just over Monday/);
    for (const subject of subjects(message)) expect(subject).toBe('Switching to a compressed 4-day week');
  });

  it('"charged £64 roaming in france ... acct no 77 310 229": I was charged for roaming, and the account number is mine', () => {
    expectEveryOption('complain to my phone provider, charged £64 roaming in france even tho my plan includes eu roaming. acct no 77 310 229', [/I was charged £64 for roaming in France/, /My account number is 77 310 229\./], /because charged|^account number/m);
  });

  it('"sorry cant im away this weekend, maybe try kemi", to a pasted ask to cover a shift: said in full, and Kemi named', () => {
    const message = '"Hi Sarah, would you be free to cover my shift this Sunday 10-6? I\'ve got a family thing I can\'t get out of. Would owe you one! Tom"\n\nsorry cant im away this weekend, maybe try kemi';
    expectEveryOption(message, [/I (?:cannot|can't), as I(?: am|'m) away this weekend\./, /Maybe try asking Kemi/], /I cannot I am|try kemi/);
  });

  it('"let the u9 rugby parents know": U9', () => {
    expect(understand("let the u9 rugby parents know training's off tonight, pitch is waterlogged. next session sat 10am as normal").recipient?.phrase).toBe('the U9 rugby parents');
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient (fifth batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"rent is 3 days late ..., really sorry, itll be in by fri": the apology is its own sentence', () => {
    expectEveryOption('tell my landlord rent is 3 days late this month bc my employer messed up payroll, really sorry, itll be in by fri and wont happen again', [/messed up payroll\. I(?: am|'m) really sorry\. It(?: will|'ll) be in by Friday/], /\(really sorry\)/);
  });

  it('"announce the winners ..., 1st place hamid for his heron shot, 2nd lorraine, 3rd pete. prints on display": who came where, and the results as the subject', () => {
    const message = 'announce the winners of the camera club photo competition, 1st place hamid for his heron shot, 2nd lorraine, 3rd pete. prints on display at the next meeting';
    expectEveryOption(message, [/photo competition: 1st place goes to Hamid for his heron shot, 2nd place to Lorraine and 3rd place to Pete[.!]/, /The prints will be on display at the next meeting\./], /hamid|\(2nd/);
    for (const subject of subjects(message)) expect(subject).toMatch(/[Rr]esults of the camera club photo competition$/);
  });

  it('"email the theatre ..., one of our group uses a wheelchair ... where would she sit": she is one of the group, and the theatre is a venue', () => {
    expectEveryOption('email the theatre to ask about accessibility, one of our group uses a wheelchair. is there step free access and an accessible loo, and where would she sit', [/about accessibility\. One of our group uses a wheelchair\./, /step-free access/, /[Ww]here would she sit\?/], /would you sit/);
  });

  it('"thank you to miss rowe the teaching assistant who helped my son settle": thanks for helping him', () => {
    expectEveryOption('thank you to miss rowe the teaching assistant who helped my son settle in reception this year, he was so anxious in september and now he loves school', [/for helping my son settle in reception this year/], /The teaching assistant who helped/);
  });

  it('"our company name changed from greenleaf ltd to greenleaf home ltd, bank details stay the same": has changed, and the new name is the subject', () => {
    const message = 'let all our suppliers know our company name changed from greenleaf ltd to greenleaf home ltd, bank details stay the same, pls update invoices from 1 oct';
    expectEveryOption(message, [/[Oo]ur company name has changed from Greenleaf Ltd to Greenleaf Home Ltd\. Our bank details stay the same\./], /name changed from/);
    for (const subject of subjects(message)) expect(subject).toBe('Our new company name: Greenleaf Home Ltd');
  });

  it('"move rolo\'s grooming appt from this sat to next sat, same time 11am": Rolo\'s, and the writer would like it moved', () => {
    const message = "move rolo's grooming appt from this sat to next sat, same time 11am if possible";
    expectEveryOption(message, [/I(?: would|'d) like to move Rolo's grooming appointment from this Saturday to next Saturday, at the same time \(11 am\)/], /The move|rolo's/);
    for (const subject of subjects(message)) expect(subject).toMatch(/Rolo's grooming appointment$/);
  });

  it('"pitch to the local radio station to do a feature on our new community garden on the cranbrook estate": asked if they would, named estate, a feature idea as subject', () => {
    const message = "pitch to the local radio station to do a feature on our new community garden on the cranbrook estate, we've got 40 volunteers and grew 200kg of veg this summer";
    expectEveryOption(message, [/like to do a feature on our new community garden on the Cranbrook estate\?/], /^To do a feature/m);
    for (const subject of subjects(message)) expect(subject).toBe('Feature idea: our new community garden');
  });

  it('"can be done by video, my partner works away": "video" is no firm\'s name', () => {
    expectEveryOption('ask the clinic if my fertility consultation on the 20th can be done by video, my partner works away', [/by video\?/], /Video/);
  });

  it('"customer asked if we ship to ireland. reply yes, flat rate £9.50, 5-7 working days": yes, at that rate', () => {
    expectEveryOption('customer asked if we ship to ireland. reply yes, flat rate £9.50, 5-7 working days', [/\bwe do\b/i, /It(?: is|'s) a flat rate of £9\.50 and takes 5-7 working days\./], /^Flat rate/m);
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient (sixth batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"chasing my deposit back, moved out of 9 wellington st 5 weeks ago, £950, dps ref 10458893. agent said 10 days max": each said in full', () => {
    const message = 'chasing my deposit back, moved out of 9 wellington st 5 weeks ago, £950, dps ref 10458893. agent said 10 days max';
    expectEveryOption(message, [/following up on the return of my deposit\. I moved out of 9 Wellington St 5 weeks ago\. The deposit was £950 \(DPS reference 10458893\)\. You said it would take 10 days at most\./], /my deposit back|dps ref/);
    for (const subject of subjects(message)) expect(subject).toMatch(/[Ff]ollowing up on the return of my deposit$/);
  });

  it('"id like to set up a monthly donation of £15 and also volunteer on the weekend helpline": the second wish said in full', () => {
    expectEveryOption('email to the charity saying id like to set up a monthly donation of £15 and also volunteer on the weekend helpline if they need people', [/I(?: would|'d) also like to volunteer on the weekend helpline if you need people\./], /^Volunteer on/m);
  });

  it('"decline 2nd interview at mercer & co": thanks for the invitation to it', () => {
    expectEveryOption('decline 2nd interview at mercer & co, ive accepted another offer. thank james for his time, he was really helpful', [/the invitation to a 2nd interview at Mercer & Co/], /Thank you for 2nd interview/);
  });

  it('"the coursework deadline is fri 21st 3pm, no extensions without a note": at 3 pm, and the rule its own sentence', () => {
    expectEveryOption('remind my year 11s the coursework deadline is fri 21st 3pm, no extensions without a note from home or the doctor', [/Friday 21st at 3 pm\. There will be no extensions without a note from home or the doctor\./], /3 pm, no extensions/);
  });

  it('"car sharing for the swimming gala in cardiff sunday ..., leaving 7am": on Sunday, at 7 am', () => {
    expectEveryOption('email the other parents to organize car sharing for the swimming gala in cardiff sunday, i have 3 spare seats, leaving 7am from the leisure centre', [/in Cardiff on Sunday/, /leaving at 7 am/], /Cardiff Sunday/);
  });

  it('"his company sells garden furniture and we do outdoor lighting, could be a good fit": it could be', () => {
    expectEveryOption('follow up with a guy i met at the trade show in birmingham, his company sells garden furniture and we do outdoor lighting, could be a good fit, suggest a call next week. his name is marcus reid', [/\b(?:It|it) could be a good fit/], /lighting, could be a good fit/);
  });
});

describe('requests of the thirty-ninth session, a work set read as the recipient (seventh batch)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"the dog next door barking all day ..., been months, ive tried talking to them twice", to the council: the owners were talked to', () => {
    const message = 'write to the council about the dog next door barking all day while the owners are at work, been months, ive tried talking to them twice';
    expectEveryOption(message, [/It has been going on for months\./, /tried talking to the owners twice/], /talking to you|, been months/);
    for (const subject of subjects(message)) expect(subject).not.toMatch(/barking all$/);
  });

  it('"confirm im coming", to a pasted "progressed to the assessment day on 14 November at 9:30am at our Warrington site": confirms that day', () => {
    const message = 'reply to this:\n\n"Dear Mr Ahmed, We are pleased to inform you that your application for the Senior Technician role has progressed to the assessment day on 14 November at 9:30am at our Warrington site. Please confirm your attendance by return. Kind regards, HR Team"\n\nconfirm im coming, ask if theres parking and what i need to bring';
    expectEveryOption(message, [/confirm that I(?: will|'ll) attend the assessment day on 14 November at 9:30am at your Warrington site\./], /confirm that I am coming/);
  });

  it('"dress from order #BX20391 is too small ..., tags still on": the dress, and the tags are still on', () => {
    expectEveryOption('exchange request - dress from order #BX20391 is too small, want a size 12 instead, tags still on', [/The dress from order #BX20391 is too small\./, /The tags are still on\./], /^Dress from|Tags still on/m);
  });

  it('"tell the estate agent were withdrawing our offer ..., survey found signs of subsidence": we are, and the survey', () => {
    expectEveryOption('tell the estate agent were withdrawing our offer on 8 penny lane, survey found signs of subsidence and we cant take the risk', [/We(?: are|'re) withdrawing our offer on 8 Penny Lane\./, /The survey found signs of subsidence/], /Were withdrawing|^Survey found/m);
  });

  it('"cake in the kitchen at 3", "mid term": said in full', () => {
    expectEveryOption('tell the whole company we hit 10,000 customers today!!! thank you all, cake in the kitchen at 3', [/There(?: is|'s) cake in the kitchen at 3/], /^Cake in/m);
    expectEveryOption("ask the tennis club if my son (9) can join the junior squad mid term, he's been having private lessons for a year", [/the junior squad mid-term\?/], /mid term/);
  });
});

describe('requests through the API (thirty-ninth session, second round)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"reply to my sister who asked to borrow £300 ..., yes fine but need it back by end of march": one answer, said whole', () => {
    expectEveryOption('reply to my sister who asked to borrow £300 for her car repair, yes fine but need it back by end of march', [/You asked to borrow £300 for your car repair, and that's fine, but I need it back by the end of March\./], /yes fine|yes\. That/i);
  });

  it('"moving my studio to 14 mill street from 1 feb, parking round the back": the parking is its own sentence', () => {
    expectEveryOption('let my clients know im moving my studio to 14 mill street from 1 feb, parking round the back, same phone number', [/from 1 February\. (?:The p|P)arking is round the back\./], /, parking round/);
  });

  it('"reported it online ref SL-55812": with its reference in brackets', () => {
    expectEveryOption('complain to the council the streetlight outside 42 elm road has been out for 3 weeks, reported it online ref SL-55812, its really dark for the kids walking home', [/I reported it online \(reference SL-55812\)\./], /online ref/);
  });

  it('"confirm 7pm-midnight on 14 june at the barn, first dance is perfect by ed sheeran, final payment £450 sent today": the booking, the song, the payment', () => {
    const message = 'email the wedding dj to confirm 7pm-midnight on 14 june at the barn, first dance is perfect by ed sheeran, final payment £450 sent today';
    expectEveryOption(message, [/confirm the booking for 7 pm to midnight on 14 June at the barn\./, /The first dance will be "Perfect" by Ed Sheeran\./, /I sent the final payment of £450 today\./], /is perfect by/);
    for (const subject of subjects(message)) expect(subject).toMatch(/[Cc]onfirming the booking on 14 June$/);
  });

  it('"ask my landlady if my partner can move in ..., hes got a good job": a landlady is "she", so "he" is the partner', () => {
    expectEveryOption('ask my landlady if my partner can move in from next month, hes got a good job and can be added to the tenancy', [/^(?:Dear|Hi) \[Landlady's name\],/, /He(?: has|'s) got a good job/], /You(?: have|'ve) got a good job/);
  });

  it('"payment plans for invisalign": the brand in capitals', () => {
    expectEveryOption('ask the dentist if they do payment plans for invisalign, quote was £3,200 and i cant pay it all upfront', [/payment plans for Invisalign\?/], /invisalign/);
  });
});

describe('requests of the thirty-ninth session, the corpus kept', () => {
  it('"a 2 bedroom flat" is a 2-bedroom flat, the word as typed; "3 bed house" a 3-bed house', () => {
    expect(normalize('request a quote from a moving company for a 2 bedroom flat from bristol to cardiff on june 12')).toMatch(/a 2-bedroom flat/);
    expect(normalize('confirm the booking on the 18th, 3 bed house')).toMatch(/3-bed house/);
  });
});

describe('requests through the API (thirty-ninth session, third round)', () => {
  const subjects = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"decline my friend\'s hen do in ibiza, cant afford it right now": sorry, I can\'t come to yours, not "decline their hen do"', () => {
    const message = "decline my friend's hen do in ibiza, cant afford it right now, but say id love to come to the wedding and maybe do something local with her";
    expectEveryOption(message, [/I(?:'m| am) sorry, but I (?:can't|cannot) come to your hen do in Ibiza as I (?:can't|cannot) afford it right now\./], /their hen do/);
    for (const subject of subjects(message)) expect(subject).toMatch(/your hen do in Ibiza$/i);
  });

  it('"thank the vet for looking after our cat bella in her last days": Bella by name, and no cheerful close', () => {
    expectEveryOption('write to the vet to thank them for looking after our cat bella in her last days, they were so gentle with her', [/our cat Bella in her last days/], /Have a (?:wonderful|great) day/);
  });

  it('"250 business cards double sided, matte finish": double-sided, with a matte finish', () => {
    expectEveryOption('ask the printers for 250 business cards double sided, matte finish, artwork attached, how soon can they do it', [/250 double-sided business cards with a matte finish/], /double sided/);
  });

  it('"the £500 deposit on the golf", to a car dealer: the Golf', () => {
    expectEveryOption('ask the car dealer if the £500 deposit on the golf is refundable if my finance gets rejected', [/deposit on the Golf/], /the golf/);
  });

  it('"the sauna\'s been shut since january": has been', () => {
    expectEveryOption("complain to the gym that the showers have been cold for a week and the sauna's been shut since january but we still pay full price", [/the sauna has been shut since January/], /sauna's been/);
  });
});

describe('requests through the API (thirty-ninth session, fourth round)', () => {
  it('"tell the parents in the class whatsapp that the christmas fair needs volunteers ..., sign up sheet at the office": to the parents, and the sheet said', () => {
    expectEveryOption('tell the parents in the class whatsapp that the christmas fair needs volunteers for the tombola and cake stall, sign up sheet at the office', [/[Tt]he Christmas fair needs volunteers for the tombola and cake stall\./, /There(?: is|'s) a sign-up sheet at the office\./], /WhatsApp that|sign up sheet at/);
  });

  it('"congrats again" to a colleague going on paternity leave: congratulations again, not "on again"', () => {
    expectEveryOption("tell my colleague dev im covering his clients while hes on paternity leave, he doesnt need to check emails, congrats again", [/Congratulations again[.!]/], /congratulations on again/i);
  });

  it('"ask if we can bring our own cake ..., and whats the corkage for wine": two questions', () => {
    expectEveryOption("email the venue to ask if we can bring our own cake to the 30th party on 8 march, and whats the corkage for wine", [/our own cake to the 30th party on 8 March\?/, /what the corkage for wine is\?/], /8 March, and what/);
  });

  it('"flat was left spotless, inventory signed off": the inventory was signed off', () => {
    expectEveryOption('ask my landlord to return the £1,200 deposit, i moved out on 31 oct, flat was left spotless, inventory signed off', [/The inventory was signed off\./], /^Inventory signed off/m);
  });
});

describe('requests through the API (thirty-ninth session, fifth round)', () => {
  it('"yes pls the 10th, morning if poss", to a garage asking "Would you like us to book you in?": please book me in for the 10th', () => {
    const message = 'reply to this:\n\n"Hi, just a reminder your car is due its MOT on 12 December. Would you like us to book you in? We have slots on the 9th and 10th. Thanks, Dave - Hillside Motors"\n\nyes pls the 10th, morning if poss, and can they do a service at the same time';
    expectEveryOption(message, [/Yes, please book me in for the 10th, in the morning if possible\./], /like you to book me in/);
  });

  it('"a cot in our room ..., and is breakfast included": two questions', () => {
    expectEveryOption('ask the hotel if they can put a cot in our room for the stay on 14-16 feb, booking ref HX44910, and is breakfast included', [/whether breakfast is included\?|if breakfast is included\?/], /are breakfast included/);
  });

  it('"work from home, vpn details in the it wiki": the VPN details are in the IT wiki', () => {
    expectEveryOption('tell the team the office is closed friday for the electrical inspection, work from home, vpn details in the it wiki', [/The VPN details are in the IT wiki\./], /it wiki/);
  });

  it('"it was so well run, raised £2,340 for the hospice, same again next year?": we raised it, said plainly', () => {
    expectEveryOption('thank the organisers of the charity bike ride, it was so well run, raised £2,340 for the hospice, same again next year?', [/We raised £2,340 for the hospice\./, /I hope it runs again next year\./], /well run\?|\(same again/);
  });

  it('"invite the neighbours on our road to a street clean up sat 10am, meet outside no 12, gloves and bags provided"', () => {
    expectEveryOption('invite the neighbours on our road to a street clean up sat 10am, meet outside no 12, gloves and bags provided', [/to a street clean-up on Saturday at 10 am/, /outside No\. 12\./, /Gloves and bags will be provided\./], /invited to on our road|will be will be/);
  });

  it('"everything\'s soaked", "my dad\'s ill", "the washing machine\'s leaking": said in full', () => {
    expect(normalize("my parcel was left in the bin in the rain and everything's soaked")).toMatch(/everything is soaked/);
    expect(normalize("defer my place, my dad's ill and i need to stay home")).toMatch(/my dad is ill/);
    expect(normalize("the washing machine's leaking again")).toMatch(/the washing machine is leaking again/);
  });
});

describe('requests of the fortieth session, a work set read as the recipient', () => {
  const subjectsOf = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"say my architect is doing them and well submit by the 19th, and is pdf by email ok": the drawings, we\'ll, and a question', () => {
    const message = 'reply to this from the planning office:\n"Dear Mr Bell, your application requires additional drawings showing the side elevation. Please submit these within 21 days."\nsay my architect is doing them and well submit by the 19th, and is pdf by email ok';
    expectEveryOption(message, [/My architect is doing them and we(?: will|'ll) submit by the 19th\./, /(?:whether|if) PDF by email is OK\?/], /doing you|well submit|are PDF/);
  });

  it('"say im not looking right now but happy to chat in about 6 months, and whats the salary range": the range asked', () => {
    const message = 'reply to this recruiter:\n"Hi Sam, I\'d love to set up a quick call about a Senior Engineer role at Fintrack. Are you free this week?"\nsay im not looking right now but happy to chat in about 6 months, and whats the salary range';
    expectEveryOption(message, [/what the salary range is\?/], /and what is the salary range\./);
  });

  it('"can we keep the same tues 4pm slot": the same Tuesday 4 pm slot', () => {
    expectEveryOption("email my daughters piano teacher mr lowe saying were pausing lessons over summer from 20 july and restarting in sept, and can we keep the same tues 4pm slot", [/keep the same Tuesday 4 pm slot\?/], /same on Tuesday|Tuesday at 4 pm slot/);
  });

  it('"i could do tue/thu and she does mon/wed/fri": both lists of days, said whole', () => {
    expectEveryOption('message another mum chloe from school asking if shed want to share school runs, i could do tue/thu and she does mon/wed/fri', [/Tuesday and Thursday/, /Monday, Wednesday and Friday\./], /Monday \(|Tuesday\/Thursday/);
  });

  it('"theres an elderly lady on the 7th floor who literally cant leave her flat": her flat, not the reader\'s', () => {
    expectEveryOption('write to building management that the lift in block B has been out for 10 days now, theres an elderly lady on the 7th floor who literally cant leave her flat', [/(?:cannot|can't) leave her flat\./], /your flat/);
  });

  it('"move baby noahs 1 year check with the health visitor from the 10th to later": to the health visitor, Noah\'s, a later date', () => {
    const message = 'need to move baby noahs 1 year check with the health visitor from the 10th to later, were away that week';
    expectEveryOption(message, [/baby Noah's 1-year check with you from the 10th to a later date\./], /noahs|to later\./);
    expect(compose({ userMessage: message, history: [] }).message).toMatch(/health visitor/);
  });

  it('"im 28, nurse, non smoker, work some nights but quiet, can i view wednesday evening", replying to a spareroom ad', () => {
    expectEveryOption('replying to a spareroom ad for a double room, im 28, nurse, non smoker, work some nights but quiet, can i view wednesday evening', [/your SpareRoom ad/, /I(?: am|'m) a 28-year-old nurse and a non-smoker\./, /but I(?: am|'m) quiet\./, /view it on Wednesday evening\?/], /28 \(|a spareroom/i);
  });

  it('"about them cutting the number 42 bus route": the cut to it', () => {
    expectEveryOption('write to my MP about them cutting the number 42 bus route, my mum relies on it to get to her hospital appointments and theres no other way for her', [/the cut to the number 42 bus route/], /cut to of/);
  });

  it('"say yes but monday is really tight", to a pasted ask: a yes to it, then the but', () => {
    const message = 'reply to this:\n"Hi Leon, client said the logo feels too corporate. Can we have a couple more concepts by Monday? Cheers, Ellie"\nsay yes but monday is really tight, wednesday would be more realistic for 2 proper concepts';
    expectEveryOption(message, [/(?:^|[.!] )Yes, (?:I would be|I'd be) happy to, but Monday is really tight\./m], /Yes, Monday/);
  });

  it('"a photo from pickup": the word, not a firm called Pickup', () => {
    expectEveryOption('email Hertz about a £240 damage charge for a scratch that was already there when i picked up the car, i have a photo from pickup, agreement no 881200419', [/a photo from pickup/], /Pickup/);
  });

  it('"remind everyone concert dress is black and white": the concert dress', () => {
    expectEveryOption('email the choir that tuesdays rehearsal is cancelled because the church hall is double booked, and remind everyone concert dress is black and white', [/concert dress is black and white\./], /that dress is/);
  });

  it('"email my kids orthodontist, her retainer cracked ..., can it be replaced and how much": my daughter\'s, asked once', () => {
    expectEveryOption('email my kids orthodontist, her retainer cracked at the back, can it be replaced and how much will that cost', [/^My daughter's retainer cracked at the back\./m], /Hi Orthodontist|Your retainer|Her retainer|resolve it|sort this out/);
  });

  it('"we havent spoken in about a year so feel a bit awkward": so I feel', () => {
    expectEveryOption('email my old colleague tomasz asking if hed be a referee for a job im applying for, we havent spoken in about a year so feel a bit awkward', [/so I feel a bit awkward/], /so feel/);
  });

  it('"the flat on elm grove": Elm Grove, named', () => {
    expectEveryOption('email the estate agent that we want to offer £410k on the flat on elm grove, were chain free and have a mortgage agreement in principle', [/the flat on Elm Grove\./], /elm grove/);
  });

  it('"job hunting, write to ...", "volunteer at the charity shop, need to tell ...": who writes is not said back', () => {
    expectEveryOption('job hunting, write to the hiring manager at Greenleaf Foods asking if the data analyst role (ref DA-2231) is open to remote people as im based in glasgow', [/data analyst role/], /Job hunting/i);
    expectEveryOption('volunteer at the charity shop, need to tell the manager i can only do every other saturday now because of my new job', [/I can only do every other Saturday now because of my new job\./], /Volunteer at the charity shop/i);
  });

  it('"write to the dry cleaners, they lost a button ...": a shop, told, not announced to', () => {
    const reply = compose({ userMessage: 'write to the dry cleaners, they lost a button off my wool coat and tore the lining, ticket 0922, want it fixed or paid for', history: [] });
    expect(reply.message).not.toMatch(/announcement/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi|Hello) team,/);
      expect(option.subject).not.toMatch(/update/i);
    }
  });

  it('"id keep uk hours": I would', () => {
    expectEveryOption('ask my manager if i can work from our lisbon office for 2 weeks in may while i visit family, id keep uk hours', [/I(?: would|'d) keep UK hours\./], /Id keep/);
  });

  it('"my £15 monthly direct debit": the amount, then how often', () => {
    expectEveryOption('email a charity to cancel my £15 monthly direct debit, money is tight right now, but id still like their newsletter', [/my £15 monthly direct debit/], /15-monthly/);
  });

  it('"email the probate solicitor for an update on my dads estate": an update asked for', () => {
    expectEveryOption('email the probate solicitor for an update on my dads estate, its been 7 months, ref KL/PRB/2231', [/(?:request|ask for|like) an update on my dad's estate/], /^(?:I hope [^.]+\. )?For an update/m);
  });

  it('"site was down 6 hours yesterday right in the middle of our sale": a subject that does not stop at "right"', () => {
    for (const subject of subjectsOf('write to our web host, our site was down 6 hours yesterday right in the middle of our sale, want SLA credit, account WH-30019')) expect(subject).not.toMatch(/\bright$/);
  });

  it('"email oli from my group project, he still hasnt done his slides and we present monday, need them by sat": to Oli', () => {
    expectEveryOption('student, email oli from my group project, he still hasnt done his slides and we present monday, need them by sat', [/^(?:Dear|Hi|Hey) Oli,/, /I need them by Saturday\./], /My group project\.|as I need/);
  });

  it('"email hospital outpatients, my MRI letter says 3pm on a sunday ..., can they confirm its right": the department, a question', () => {
    const reply = compose({ userMessage: 'email hospital outpatients, my MRI letter says 3pm on a sunday which seems odd, can they confirm its right. hospital number 7734120', history: [] });
    expect(reply.message).not.toMatch(/announcement/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/confirm (?:it is|it's) right\?/);
      expect(option.body).not.toMatch(/Dear outpatients/);
      expect(option.subject).toMatch(/MRI letter/);
    }
  });
});

describe('requests of the fortieth session, a work set read as the recipient (second batch)', () => {
  const subjectsOf = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"offer 15% off ... and ask what date they need them by", to a pasted enquiry about candles: the candles are needed', () => {
    expectEveryOption('reply to this enquiry:\n"Hi, we\'d like to order 60 candles for our wedding favours, is there any chance of a bulk discount?"\noffer 15% off orders over 50 and ask what date they need them by', [/what date you need them by\?/], /need you by/);
  });

  it('"accept but ask if 3.30 is possible as i have school pickup": accepted, then asked', () => {
    const message = 'reply to this:\n"Hi Jordan, we\'d like to invite you to a second interview on Wednesday 15th at 2pm with our director."\naccept but ask if 3.30 is possible as i have school pickup';
    expectEveryOption(message, [/(?:glad|happy|delighted) to attend the second interview|thrilled to accept/, /3\.30 is possible\?/, /I have the school pick-up\./], /I have school pickup/);
  });

  it('"asking for a statement and how i combine my old workplace pension": two asks, opened two ways, and no "Requesting ref"', () => {
    const message = 'email my pension provider asking for a statement and how i combine my old workplace pension (ref P-8842190) into this one';
    expectEveryOption(message, [/a statement\?/, /how I can combine my old workplace pension \(ref P-8842190\) into this one\?/], /May I ask[^?]*\? May I ask|a statement and how/);
    for (const subject of subjectsOf(message)) expect(subject).not.toMatch(/^(?:Requesting|Asking for) ref/);
  });

  it('"thanking them for being so careful with my sons nut allergy": never "Thank you for being"', () => {
    for (const subject of subjectsOf('email a restaurant thanking them for being so careful with my sons nut allergy at his birthday meal last saturday, the staff were brilliant')) expect(subject).not.toMatch(/\bbeing!?$/);
  });

  it('"email Dr Amins clinic introducing myself": Dear Dr. Amin', () => {
    expectEveryOption('email Dr Amins clinic introducing myself as their new account manager taking over from liam, suggest a call next week', [/^(?:Dear|Hi) Dr\. Amin,/], /Dr\. Clinic/);
  });

  it('"email the other flats in our block proposing we each chip in £20": the residents, and what is proposed', () => {
    const reply = compose({ userMessage: 'email the other flats in our block proposing we each chip in £20 to get the communal garden tidied before summer', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/we each chip in £20 to get the communal garden tidied before summer/);
      expect(option.body).not.toMatch(/In our block proposing/);
      expect(option.subject).toMatch(/communal garden/);
    }
  });

  it('"a quote to translate my birth certificate from polish to english, certified, need it by the 20th"', () => {
    const message = 'email a translation agency for a quote to translate my birth certificate from polish to english, certified, need it by the 20th';
    expectEveryOption(message, [/It needs to be certified\./, /I need it by the 20th\./], /I certified/);
    for (const subject of subjectsOf(message)) expect(subject).toMatch(/^Quote (?:request|for)/);
  });

  it('"email the scout group leader ..., is there a waiting list": one leader, and the waiting list', () => {
    const message = 'email the scout group leader saying my daughter wants to join, shes 11, is there a waiting list';
    expectEveryOption(message, [/Is there a waiting list\?/], /^(?:Dear|Hi) (?:team|Leader),/m);
    for (const subject of subjectsOf(message)) expect(subject).toMatch(/about the waiting list$/);
  });

  it('"write to emma from my running club asking if she wants to be my partner": to Emma, asked', () => {
    expectEveryOption('write to emma from my running club asking if she wants to be my partner in the relay at the county champs', [/^(?:Dear|Hi|Hey) Emma,/, /my partner in the relay at the county champs\?/], /running club asking/i);
  });

  it('"email the housing association reporting people smoking and leaving needles in our stairwell": reported, to the association', () => {
    const reply = compose({ userMessage: 'email the housing association reporting people smoking and leaving needles in our stairwell, tenancy ref HA-70021', history: [] });
    expect(reply.message).not.toMatch(/housing team association/);
    for (const option of reply.options) expect(option.body).toMatch(/report people smoking and leaving needles in our stairwell/);
  });

  it('"two exams at the same time on 9 june 10am": the exams office is told, at 10 am, with no subject about "the same time"', () => {
    const reply = compose({ userMessage: 'email the exams office, i have two exams at the same time on 9 june 10am, ECON201 and MATH210', history: [] });
    expect(reply.message).not.toMatch(/announcement/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/on 9 June at 10 am/);
      expect(option.subject).not.toMatch(/same time/);
    }
  });

  it('"if theyre free 2 nov and how much for 3 x 45 min sets": on the day, and what they would charge', () => {
    expectEveryOption('email a wedding band The Velvet Tones asking if theyre free 2 nov and how much for 3 x 45 min sets', [/free on 2 November\?/, /how much you would charge for 3 x 45-minute sets\?/], /how much for|45 minutes sets/);
  });
});

describe('requests through the API (fortieth session)', () => {
  it('"i run a small bakery and a cafe down the road owes us €612 ..., want to chase it without sounding nasty ..., maybe offer to split it": to the cafe', () => {
    const message = 'i run a small bakery and a cafe down the road owes us €612 for the march wholesale order (invoice #BK-0331), its now 3 weeks overdue. want to chase it without sounding nasty bc theyre a good customer, maybe offer to split it into 2 payments';
    expectEveryOption(message, [/^(?:Dear|Hi) \[Name\],/, /the March wholesale order \(invoice #BK-0331\)/, /split it into 2 payments/], /A cafe down the road owes|chase it|without sounding/i);
  });

  it('"i DID submit it ... need a reply saying that and attaching the screenshot, and ask them to confirm its been logged with dr hallworth"', () => {
    const message = 'got this from my uni:\n"Dear Student, our records show your dissertation proposal for module ENV3042 has not been submitted. The deadline was Friday 7th. Please contact your supervisor urgently. Regards, Student Office"\ni DID submit it, i have the confirmation email from the portal timestamped thurs 6th at 11.48pm. need a reply saying that and attaching the screenshot, and ask them to confirm its been logged with dr hallworth';
    expectEveryOption(message, [/I did submit it\./, /I(?: have|'ve) attached the screenshot\./, /logged with Dr\. Hallworth\?/], /Dr\?|DID/);
  });

  it('"i can do the sorting shift ... and can she put me down for the christmas hamper packing too": asked, with no call for urgency', () => {
    expectEveryOption('email to the food bank coordinator (denise) saying i can do the sorting shift on the 22nd but not the delivery run bc my cars in the garage, and can she put me down for the christmas hamper packing too', [/put me down for the Christmas hamper packing too\?/], /urgency|resolve it|put this right/);
  });

  it('"the recruiter said id hear ... i want to nudge her (her names sophie) but also mention i got another offer": to Sophie, a follow-up', () => {
    const message = 'applied for a junior data analyst role at fenwick logistics 2 wks ago, the recruiter said id hear by end of last week and nothing. i want to nudge her (her names sophie) but also mention i got another offer i have to answer by monday so its not just a normal check in';
    expectEveryOption(message, [/^(?:Dear|Hi) Sophie,/, /You said I(?: would|'d) hear by end of last week/, /another offer I have to answer by Monday/], /\(\)|nudge her|normal check in|The recruiter said/);
  });

  it('"neighbour at no. 14 has a tree ..., cracked a pane last week. want to ask nicely if they\'d go halves": to the neighbour', () => {
    const message = "neighbour at no. 14 has a tree hanging over our fence and its dropping loads onto our greenhouse, cracked a pane last week. want to ask nicely if they'd go halves on trimming it, quote was $280, and mention the pane without making it a fight";
    const reply = compose({ userMessage: message, history: [] });
    expect(reply.message).not.toMatch(/nicely/);
    for (const option of reply.options) {
      expect(option.body).toMatch(/You have a tree hanging over our fence/);
      expect(option.body).toMatch(/It cracked a pane last week\./);
      expect(option.body).not.toMatch(/I cracked|without making it a fight/);
      expect(option.subject).not.toMatch(/halves/);
    }
  });

  it('"fridays standup is moving to 10.30 from now on, and separately let them know jonas is leaving": two pieces of news', () => {
    const message = 'im a team lead and need to email the whole team that fridays standup is moving to 10.30 from now on, and separately let them know jonas is leaving end of next week so were doing drinks thurs 6pm at the crown, keep it upbeat';
    const reply = compose({ userMessage: message, history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/Also, Jonas is leaving at the end of next week/);
      expect(option.body).not.toMatch(/let you know/);
      expect(option.subject).not.toMatch(/from now$/);
    }
  });
});

describe('requests through the API (fortieth session, second round)', () => {
  const subjectsOf = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"write to the dentist reception saying i need to cancel ... and rebook for any friday morning": to the dentist, no "Reception saying"', () => {
    expectEveryOption('write to the dentist reception saying i need to cancel my cleaning on tues 18th at 9.15 and rebook for any friday morning in march', [/cancel my cleaning on Tuesday 18th/, /rebook for any Friday morning in March/], /Reception saying|any on Friday/);
  });

  it('"reply saying ok go ahead but can he send the extra cost in writing first and will it still be finished before the 20th"', () => {
    const message = 'got this from our builder:\n"Hi both, we\'ve hit a problem with the joists in the kitchen floor, they need replacing which will add roughly £1,800 and 4 days. Let me know if you want us to go ahead. Cheers, Gav"\nreply saying ok go ahead but can he send the extra cost in writing first and will it still be finished before the 20th';
    expectEveryOption(message, [/Please go ahead\./, /(?:send|sending) the extra cost in writing first\?/, /Will it still be finished before the 20th\?/], /Ok go ahead|first and will it/);
  });

  it('"im treasurer of our allotment society, email all members that annual fees of £25 are due": fellow members, and a subject in sentence case', () => {
    const reply = compose({ userMessage: 'im treasurer of our allotment society, email all members that annual fees of £25 are due by 31 jan, pay by bank transfer or cash at the shed on sat mornings', history: [] });
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/valued members/);
      expect(option.subject).not.toMatch(/: Annual/);
    }
  });

  it('"swap her wednesday late for my friday early": the shift keeps its word in the subject', () => {
    for (const subject of subjectsOf('ask my coworker jas if she can swap her wednesday late for my friday early next week, my daughters got a school play')) expect(subject).not.toMatch(/Wednesday$/);
  });

  it('"confirm i can come and ask if i need to bring anything like id or certificates", to a pasted interview invitation', () => {
    const message = 'reply to this:\n"Dear Ms Okafor, thank you for your application for the Teaching Assistant role. We would like to invite you for an interview on Thursday 12th March at 1.30pm. Please confirm your attendance. Kind regards, Janet Price, HR"\nconfirm i can come and ask if i need to bring anything like id or certificates';
    expectEveryOption(message, [/(?:I am|I'm) pleased to confirm that I(?: will|'ll) attend\./, /anything like ID or certificates\?/], /This is to confirm that I can come|like id\b/);
  });

  it('"next months pick is the seven moons of maali almeida": the title cased as one', () => {
    expectEveryOption('tell my book club that next months pick is the seven moons of maali almeida and were meeting at rachels on the 9th instead of the pub, bring snacks', [/pick is The Seven Moons of Maali Almeida/], /seven moons/);
  });

  it('"we\'ll send someone round thurs am": Thursday morning', () => {
    expectEveryOption("email a customer called mr hodges, his kitchen cabinet doors we fitted last week are misaligned, say sorry and we'll send someone round thurs am to adjust them free of charge", [/on Thursday morning to adjust them free of charge\./], /Thursday am/);
  });
});

describe('requests of the forty-first session, a work set read as the recipient', () => {
  const subjectsOf = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);
  const greetings = (message: string) => bodies(message).map((body) => body.split('\n')[0]);

  it('"why ive been charged twice this month (£34.99 x2 ...)": the question is the subject', () => {
    for (const subject of subjectsOf('email to my gym asking why ive been charged twice this month (£34.99 x2 on the 1st), membership no 88213. want the extra one refunded')) expect(subject).toBe('Why was I charged twice this month?');
  });

  it('"saw it on indeed", "a 2 rosette place", "ive got 6 yrs": said as an applicant says them', () => {
    expectEveryOption('applying for a sous chef job at The Olive Grove, saw it on indeed, ive got 6 yrs experience incl 2 as junior sous at a 2 rosette place, can do weekends. cv attached', [/The Olive Grove, which I saw on Indeed\./, /I have 6 years of experience/, /a two-rosette restaurant/], /Rosette Place|I have got/);
  });

  it('"if they book 6 sessions", replying to one who writes for a team: "if you book"', () => {
    const message = 'reply saying i can do 10% off if they book 6 sessions upfront but not 20%, my rate is already low\n\nHi Sam,\nLoved the proposal for the team workshops. Budget is a bit tight this quarter – is there any flexibility on the £600 per session rate? We were hoping for something closer to £480.\nCheers,\nOllie\nPeople Team, Greenbank Software';
    expectEveryOption(message, [/if you book 6 sessions upfront/], /if they book/);
  });

  it('"sorry for short notice and the engineer needs access, if they cant be in can they leave a key": apology, news, then one ask', () => {
    expectEveryOption('im a landlord, need to tell my tenant in flat 2 that the gas safety check is on thurs 11th between 8-12, sorry for short notice and the engineer needs access, if they cant be in can they leave a key with me', [/between 8 and 12\./, /for the short notice\./, /The engineer needs access\./, /If you (?:cannot|can't) be in, could you leave a key with me\?/], /whether you cannot be in|that short notice/);
  });

  it('"email to housing at my uni", "reported it 2 weeks ago ref 55901 and nothing happened"', () => {
    const message = 'email to housing at my uni, my dorm room (block C, room 214) window wont close properly and its freezing at night, reported it 2 weeks ago ref 55901 and nothing happened';
    for (const greeting of greetings(message)) expect(greeting).toMatch(/Housing Office team,$/);
    expectEveryOption(message, [/I reported it 2 weeks ago \(ref 55901\), but nothing has happened since\./], /About my uni|your housing at/);
  });

  it('"need to send a quote to a new client for a logo + brand guidelines, ... client is Beth from Wildflower Yoga": the quote, to Beth', () => {
    const message = 'need to send a quote to a new client for a logo + brand guidelines, £950, 50% upfront, 2 rounds of revisions, about 3 weeks. client is Beth from Wildflower Yoga';
    for (const greeting of greetings(message)) expect(greeting).toMatch(/Beth,$/);
    for (const subject of subjectsOf(message)) expect(subject).toBe('Quote: logo and brand guidelines');
    expectEveryOption(message, [/my quote for a logo and brand guidelines\./, /- Timeline: about 3 weeks/], /a quote to a new client/);
  });

  it('"my mentor from the graduate scheme, Carol, for all her advice": Carol is thanked', () => {
    for (const greeting of greetings('thank you email to my mentor from the graduate scheme, Carol, for all her advice this year, im moving to the london office next month')) expect(greeting).toMatch(/Carol,$/);
  });

  it('"announcing Hannah ..., ask everyone to say hi and Josh will be her buddy": the ask, then the news', () => {
    expectEveryOption('email to the team announcing Hannah Patel is joining as senior designer on monday, shes coming from a big agency, ask everyone to say hi and Josh will be her buddy for the first month', [/Josh will be her buddy for the first month\./], /Hi and Josh/);
  });

  it('"im their financial adviser, professional but human": how to write it and who writes are not said', () => {
    expectEveryOption('condolence email to a long-time client whose husband passed away, im their financial adviser, professional but human. theyd been married 51 years', [/passed away\./], /financial adviser|but human/);
  });

  it('a restaurant complaint: the restaurant, the visit, and "not after freebies"', () => {
    const message = 'complaint to Bella Napoli, we had my mums 70th there on saturday, table for 12, waited 50 mins for mains, one order completely forgotten and the manager was rude when we mentioned it. not after freebies i just want them to know';
    for (const greeting of greetings(message)) expect(greeting).toMatch(/Bella Napoli team,$/);
    for (const subject of subjectsOf(message)) expect(subject).toMatch(/our visit on Saturday$/);
    expectEveryOption(message, [/my mum's 70th birthday with you on Saturday/, /One order was completely forgotten/, /I (?:am|'m) not after freebies/, /I just want you to know\./], /them to know/);
  });

  it('"reply to this accepting, and ask what time i should get there on day one and whats the dress code"', () => {
    const message = 'reply to this accepting, and ask what time i should get there on day one and whats the dress code\n\nDear Natasha,\nWe are delighted to offer you the position of Payroll Assistant at Carver Group, starting Monday 7 October at a salary of £27,500 per annum. Please confirm your acceptance by replying to this email.\nKind regards,\nMark Dunn\nFinance Manager';
    expectEveryOption(message, [/delighted to accept the offer\./, /what time I should arrive on my first day\?/, /What(?: is|'s) the dress code\?/], /and what is the dress code/);
  });

  it('", name Karen Holt DOB 12/04/1988": the date of birth said whole, and Karen signs', () => {
    const reply = compose({ userMessage: 'email to my GP surgery asking for my blood test results from last tues, name Karen Holt DOB 12/04/1988, nobody ever answers the phone', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/My date of birth is 12\/04\/1988\./);
      expect(option.body).toMatch(/\nKaren Holt$/);
    }
  });

  it('"dont make it sound woo woo", "£150 per session up to 20 people"', () => {
    expectEveryOption('cold email to HR managers offering lunchtime mindfulness sessions for staff, im a certified teacher, £150 per session up to 20 people. my name is Grace. dont make it sound woo woo', [/Sessions cost £150 each for up to 20 people\./], /woo/);
  });

  it('"email to Premier Inn changing my booking ..., checking in 8th nov, same room if poss"', () => {
    expectEveryOption('email to Premier Inn changing my booking ref 73820011 from 2 nights to 3 nights, checking in 8th nov, same room if poss', [/I(?: would|'d) like to change my booking/, /checking in on 8th November\./, /same room if possible\./], /check in and see how you are/);
  });

  it('"theres black spots on the ceiling now. flat 6b Parkview"', () => {
    expectEveryOption('email to our letting agent saying the kitchen extractor fan has stopped working and the kitchen keeps steaming up, theres black spots on the ceiling now. flat 6b Parkview', [/There are black spots/, /My flat is 6B Parkview\./], /flat number/);
  });

  it('a reference for a former employee goes to the employer, each note said of him', () => {
    const message = 'reference for my former employee Tariq, delivery driver for us 2 years, clean record, never late, applying for a bus driver job with First Bus';
    for (const greeting of greetings(message)) expect(greeting).not.toMatch(/^Hello,$/);
    expectEveryOption(message, [/recommend my former employee Tariq for the bus driver role\./, /Tariq worked for us as a delivery driver for 2 years\./, /He has a clean record and was never late\./], /Please never late|I am applying/);
  });

  it('"one of our suppliers whos just won a regional business award"', () => {
    const message = "congrats email to one of our suppliers whos just won a regional business award, we've worked with them 8 yrs";
    for (const subject of subjectsOf(message)) expect(subject).toMatch(/regional business award/);
    expectEveryOption(message, [/You have just won a regional business award\./], /Who has just won|Of our suppliers/);
  });

  it('a church congregation is greeted as everyone, and "items most needed:" is a sentence', () => {
    const message = 'email to our church congregation about the new foodbank collection box at the back of church, items most needed: tinned fish, UHT milk, toiletries';
    for (const greeting of greetings(message)) expect(greeting).not.toMatch(/\[Name\]/);
    expectEveryOption(message, [/The items most needed are tinned fish, UHT milk and toiletries\./], /\(UHT/);
  });

  it('a leaving email: the last day, where, and a blank for the personal email', () => {
    expectEveryOption('leaving email to colleagues on my last day, 6 years in the council planning dept, include my personal email so people can stay in touch', [/Today is my last day after 6 years in the council planning department\./, /My personal email is \[personal email address\], so please do stay in touch\./], /include my personal email/);
  });

  it('"3 invoices overdue totalling £2,340": said whole, and the subject', () => {
    const message = "email to a restaurant customer, we supply their linen, 3 invoices overdue totalling £2,340, we'll have to pause deliveries from the 1st if its not paid";
    for (const subject of subjectsOf(message)) expect(subject).toBe('Overdue invoices totalling £2,340');
    expectEveryOption(message, [/3 invoices totalling £2,340 are now overdue\./], /£2,340,/);
  });

  it('"email to a woman i met at a conference last week (Helen Ford, ...) following up on our chat"', () => {
    const message = 'email to a woman i met at a conference last week (Helen Ford, head of sustainability at Northway Retail) following up on our chat about grad roles in her team';
    for (const greeting of greetings(message)) expect(greeting).toMatch(/Helen,$/);
    expectEveryOption(message, [/great to meet you at the conference last week\./, /grad roles in your team\./], /your woman|\(Helen Ford/);
  });

  it('"email to IT asking for access ..., my manager Jo has approved it": to the IT team, about Jo', () => {
    const message = 'email to IT asking for access to the sharepoint site for the Phoenix project, my manager Jo has approved it';
    for (const greeting of greetings(message)) expect(greeting).toMatch(/IT team,$/);
    expectEveryOption(message, [/My manager Jo has approved it\./, /SharePoint/], /IT asking/);
  });

  it('"we\'re a dog grooming salon" is not a signature; "we did try calling her" to her is "you"', () => {
    const message = "reply to this customer, we're a dog grooming salon. apologise, offer a free nail trim next visit, but explain we had to shave her because the matting was too severe and we did try calling her twice\n\nHi,\nI picked up Bella today and I'm really upset. I asked for a light trim and she's been shaved almost completely. Nobody asked me about this. She looks nothing like herself.\nClaire Whitman";
    expectEveryOption(message, [/we did try calling you twice\./], /A Dog Grooming Salon|calling her/);
  });

  it('"the items most needed", "loads of good stuff but", "dates that work and rough budget £200 pp"', () => {
    expectEveryOption('email to my uni friends organising a 10 year reunion, thinking a weekend in the cotswolds in september, asking for dates that work and rough budget £200 pp', [/which dates work for you\?/, /a rough budget of £200 per person\./], /ask for dates/);
    expectEveryOption('email to a junior on my team giving feedback on her first client presentation, loads of good stuff but she needs to slow down and stop reading off the slides', [/I wanted to give you some feedback on your first client presentation\./, /There was loads of good stuff/], /I am giving feedback/);
  });

  it('who writes, said before "reply to this parent", is not said back; "no call out charge" and "i dont accept its the weather"', () => {
    const parent = 'im the director at our youth theatre, reply to this parent. casting is done blind by a panel of 3, and every child gets a speaking part in the summer show\n\nHi Rachel,\nI was surprised to see Maisie has been cast as a chorus member again this term. She\'s been attending for two years and practises every night. Could you explain how parts are decided?\nThanks,\nSarah';
    expectEveryOption(parent, [/every child gets a speaking part/], /I am the director|I'm the director/);
    const builder = 'the builder sent this after i told him about the leak. reply saying i dont accept its the weather, it only leaks round the skylight he fitted, and i want someone out within 2 weeks under the 12 month guarantee. no call out charge\n\nHi Mrs Doyle,\nSorry to hear about the water. To be honest it\'s probably due to the heavy rain we\'ve had, these things happen with flat roofs. I can come take a look but it would be a call out charge of £90.\nCheers,\nKev';
    expectEveryOption(builder, [/I (?:do not|don't) accept that it(?: is|'s) the weather\./, /under the 12-month guarantee, with no call-out charge\./], /No, call out/);
  });

  it('"funeral details to follow, counselling available"; "quick thanks to the interview panel"; "dbs checked already"; "leaving 18th nov back 25th"', () => {
    expectEveryOption('email to staff letting them know our colleague Martin passed away over the weekend, funeral details to follow, counselling available through the EAP', [/Funeral details will follow\. Counselling is available through the EAP\./], /details to follow/);
    expectEveryOption('quick thanks to the interview panel at Rowan Housing, interview was this morning for the housing officer role', [/for interviewing me this morning for the housing officer role/], /Quick thanks to the interview panel/);
    expectEveryOption('email to the head of our local primary asking if i could volunteer for a week to get classroom experience before i apply for a PGCE, im an accountant at the moment. dbs checked already', [/I(?: am|'m) already DBS checked\./], /DBS checked already/);
    expectEveryOption("email to the headteacher asking for authorised absence for my daughter, we're flying to lahore for her cousins wedding, leaving 18th nov back 25th so thats 5 school days", [/leaving on 18th November and coming back on 25th/], /November back 25th/);
  });

  it('a nudge for feedback asks for it; "reply to confirm and say" confirms; a quote from a wedding DJ for a day', () => {
    expectEveryOption('email to a client who hasnt given feedback on the drafts i sent 3 weeks ago, the project has stalled and my final invoice is due on completion. nudge without nagging', [/when you might be able to send your feedback\?/], /nagging/);
    expectEveryOption('reply to confirm and say there\'ll be about 25 kids and ask if we can bring our own birthday cake\n\nHi Natalie,\nThanks for your enquiry about a party at Jump Zone on Sunday 16th at 2pm. The package is £15 per child and includes 1 hour jumping and 45 minutes in the party room with hot food and drinks. Please confirm numbers 7 days before.\nJump Zone Parties Team', [/^I can confirm the party\./m], /reply to confirm/i);
    for (const subject of subjectsOf('email to a wedding DJ asking for a quote for 14th september, 7pm-midnight, at Holloway Manor, about 120 guests, and does he take requests for the first dance')) expect(subject).toMatch(/^Quote for a wedding DJ on 14th September\??$/);
  });

  it('"thank everyone, especially Rob and Aisha for the pitch"; "appeal a parking ticket to the council"', () => {
    expectEveryOption('email to the team saying the client renewed for another 2 years, thank everyone, especially Rob and Aisha for the pitch', [/A big thank you to everyone and especially to Rob and Aisha for the pitch\./], /Thank you for especially/);
    expectEveryOption('appeal a parking ticket to the council, PCN ZX40918877, i was loading furniture into the house which is allowed, about 10 mins on the 4th, i have photos with timestamps', [/appeal my parking ticket \(PCN ZX40918877\)/], /to the council \(/);
  });
});

describe('requests through the API (forty-first session)', () => {
  const subjectsOf = (message: string) => compose({ userMessage: message, history: [] }).options.map((option) => option.subject);

  it('"a school assembly my sons in": my son is in', () => {
    expectEveryOption('need to tell my manager rachel im going to be 20 mins late tmrw bc of a school assembly my sons in, ill stay late to make up for it', [/a school assembly my son is in\./], /my sons in/);
  });

  it('a reply signed "Regards, Ben - Cedar Builds" greets Ben, and "say yes to 9 march" takes the week the email offers', () => {
    const message = 'reply to this for me:\n\nHi there, thanks for your enquiry about the garden room. We can fit it in the week of 9 March. The deposit is 30% (£2,340) and we need the planning reference before we start. Regards, Ben - Cedar Builds\n\nsay yes to 9 march, ask if the deposit can be paid by bank transfer, and say we dont need planning permission as its under 2.5m';
    for (const body of bodies(message)) {
      expect(body.split('\n')[0]).toMatch(/Ben,$/);
      expect(body).toMatch(/the week of 9 March/i);
      expect(body).toMatch(/as it(?:'s| is) under 2\.5m\./);
      expect(body).not.toMatch(/confirm the 9 March/);
    }
  });

  it('a complaint with a tracking number names it in the subject; "driver left my parcel" takes its article', () => {
    const message = 'write a complaint to Parcelfast - driver left my parcel (tracking PF99230174) in the recycling bin and it got crushed, its a £60 lamp. i want a refund or a replacement';
    expect(subjectsOf(message)).toEqual(['Complaint about parcel PF99230174', 'Problem with parcel PF99230174']);
    expectEveryOption(message, [/the driver left my parcel/i], /that Driver left/);
  });

  it('a note to the other parents in year 4: no "In Year 4.", the relative clause kept, "£5 each if they want" asked of them', () => {
    expectEveryOption('hey can you draft something to the other parents in year 4, im organising a collection for mrs obi who is leaving at easter, £5 each if they want, pay me by the 20th, card will go round the playground', [/a collection for Mrs\. Obi, who is leaving at Easter\./, /It(?:'s| is) £5 each if you would like to contribute\./], /In Year 4\.|Who is leaving|if they want/);
  });

  it('"quote for a client - logo + 3 social templates ... client name is Aisha at Bloom Florist": the quote, to Aisha, with its terms', () => {
    const message = 'quote for a client - logo + 3 social templates, £650, 50% upfront, 2 rounds of revisions, delivered in 3 weeks from sign off. client name is Aisha at Bloom Florist';
    for (const subject of subjectsOf(message)) expect(subject).toBe('Quote: logo and 3 social templates');
    for (const body of bodies(message)) {
      expect(body.split('\n')[0]).toMatch(/Aisha,$/);
      expect(body).toMatch(/my quote for a logo and 3 social templates\./);
      expect(body).toMatch(/- Delivery in 3 weeks from sign-off/);
      expect(body).not.toMatch(/for a client|It was delivered|client name/);
    }
  });

  it('"gp said no water til the 12th": the GP', () => {
    expectEveryOption('can u write to my swimming club coach ian, my daughter lily (9) has an ear infection so shes off swimming for 2 weeks, gp said no water til the 12th. ask if she can make up the missed sessions in the holidays', [/The GP said no water until the 12th\./], /\. GP said/);
  });
});

describe('requests through the API (forty-first session, second round)', () => {
  it('"can he send someone this week not the same guy as last time": the ask, then the wish', () => {
    expectEveryOption('email my landlord mr patel the washing machine is leaking from the bottom again, third time since jan, can he send someone this week not the same guy as last time', [/send someone this week\?/, /Ideally it (?:would not|wouldn't) be the same person as last time\./], /this week not the same guy/);
  });

  it('a streetlight out for 3 weeks, reported to the council, asks for it to be dealt with; the address as typed', () => {
    expectEveryOption('write to the council about the streetlight outside 14 Hawthorn Rd its been out for 3 weeks and its really dark walking home from the bus stop', [/outside 14 Hawthorn Rd\./, /\?\n/], /Hawthorn Road/);
  });

  it('"we cant do it without her": the group member stays "her"', () => {
    expectEveryOption('need to ask my tutor if i can swap my presentation slot from the 12th to the 19th, my group member is off sick and we cant do it without her', [/(?:cannot|can't) do it without her\./], /without you/);
  });

  it('"email customer services at Argos, order 500-2231 arrived ...": to Argos, about my order', () => {
    const reply = compose({ userMessage: 'email customer services at Argos, order 500-2231 arrived with a broken leg on the chair, want a replacement not a refund, photos attached', history: [] });
    for (const option of reply.options) {
      expect(option.body.split('\n')[0]).toMatch(/Argos/);
      expect(option.body).not.toMatch(/Your order|continued support/);
    }
  });
});

describe('requests through the API (forty-first session, third round)', () => {
  it('"but hope it goes well and well donate to the raffle": I hope; we\'ll', () => {
    const message = "reply to this saying sorry we cant make it, we're away that weekend, but hope it goes well and well donate to the raffle\n\nHi all! The school summer fair is on Sat 28 June, 12-4. We're looking for volunteers for the cake stall and tombola - can you help for an hour? Thanks, Gemma (PTA)";
    expectEveryOption(message, [/I hope it goes well and we(?: will|'ll) donate to the raffle\./], /and well donate|but hope/);
  });

  it('"so no clean those 2 weeks"; "had to get a taxi home £68"', () => {
    expectEveryOption("tell my cleaner maria we're going on holiday 3-17 aug so no clean those 2 weeks, ill still pay her as normal", [/so there will be no cleaning those 2 weeks\./], /no clean those/);
    expectEveryOption('complaint to southern rail, train was cancelled last night, the 21:40 from victoria, had to get a taxi home £68, want it refunded, ticket ref SR7741092', [/a taxi home, which cost £68\./], /taxi home £68/);
  });

  it('"email my sisters boss? no - email my own team lead jamie ...": the correction is the request', () => {
    const reply = compose({ userMessage: 'email my sisters boss? no - email my own team lead jamie saying i need to leave at 3 on friday for a hospital appointment and ill log back on at 5', history: [] });
    for (const option of reply.options) {
      expect(option.body.split('\n')[0]).toMatch(/Jamie,$/);
      expect(option.body).toMatch(/I need to leave at 3 on Friday for a hospital appointment/);
      expect(option.body).not.toMatch(/No - email|sisters boss/);
    }
  });

  it('"say lets get lunch to celebrate" keeps "Let\'s" in every register', () => {
    expectEveryOption('congratulate my colleague priya on her promotion to head of ops, she really deserves it, and say lets get lunch to celebrate', [/Let's get lunch to celebrate/], /Let us get lunch/);
  });

  it('"want to know what theyre doing about it", to the nursery manager; "can he put the address on it", to the plumber', () => {
    expectEveryOption('email the nursery manager sam, my son oscar has been biting other kids, we got the incident forms, want to know what theyre doing about it and how we can help at home', [/what is being done about it\?/], /what they are doing/);
    expectEveryOption('ask the plumber for an invoice for last weeks boiler service so i can claim it back from my landlord, and can he put the address on it, 7 Mill Court', [/(?:Can|Could) you put the address on it/], /(?:Can|Could) he put/);
  });

  it('"email to a client we lost: sorry to see you go, ... 10% off if they ever come back, code WELCOME10"', () => {
    const reply = compose({ userMessage: "email to a client we lost: sorry to see you go, we'd love feedback on why, 10% off if they ever come back, code WELCOME10", history: [] });
    for (const option of reply.options) {
      expect(option.subject).not.toMatch(/We lost|WELCOME10/);
      expect(option.body).toMatch(/your feedback on why you decided to leave/);
      expect(option.body).toMatch(/If you ever come back, you can have 10% off with the code WELCOME10\./);
      expect(option.body).not.toMatch(/We lost|whether you ever come back/);
    }
  });

  it('"does she need to fast before": beforehand', () => {
    expectEveryOption('email the vet reception, our cat mochi needs her booster jabs, can we get a sat morning appt in the next 2 weeks and does she need to fast before', [/fast beforehand\?/], /fast before\?/);
  });
});
