// A header said in place of an instruction ("late for work, ...", "reference request to ...") is
// read as the instruction it stands for: the kind of email, whom it goes to, and the rest as content.
import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { bodiesOf } from '../test-support.ts';
import { plainInstruction } from './headers.ts';
import { understand } from './frame.ts';

const bodies = bodiesOf;

describe('a header in place of an instruction', () => {
  it('"late for work, bus didnt turn up, be there by 10" is a running-late note to the manager named', () => {
    const frame = understand('late for work, bus didnt turn up, be there by 10. manager is Gareth');
    expect(frame.descriptor).toBe('late');
    for (const body of bodies('late for work, bus didnt turn up, be there by 10. manager is Gareth')) {
      expect(body).toMatch(/^Hi Gareth,/);
      expect(body).toMatch(/I'm running late for work\. The bus didn't turn up\. I'll be there by 10\./);
      expect(body).not.toMatch(/About the late/);
    }
  });

  it('"Pay rise request." asks for the rise, to the manager', () => {
    for (const body of bodies("Pay rise request. I'm a senior nurse at St Mary's, haven't had a review in 18 months")) {
      expect(body).toMatch(/^(?:Dear|Hi) \[Manager's name\],/);
      expect(body).toMatch(/pay rise/);
      expect(body).toMatch(/I (?:have not|haven't) had a review in 18 months\./);
    }
  });

  it('"chasing payment from X, invoice N, ..." is written to X about the invoice', () => {
    const frame = understand('chasing payment from Lumen Events Ltd, invoice 2024-017, $2,300 for the logo and brand kit, now 2 weeks past due');
    expect(frame.recipient?.name ?? frame.recipient?.organization).toMatch(/Lumen Events Ltd/);
    for (const body of bodies('chasing payment from Lumen Events Ltd, invoice 2024-017, $2,300 for the logo and brand kit, now 2 weeks past due')) {
      expect(body).toMatch(/invoice 2024-017/);
      expect(body).not.toMatch(/payment from Lumen/);
    }
  });

  it('"reference request to my old boss Sandra from Tesco for a retail supervisor job" asks Sandra for the reference', () => {
    for (const body of bodies('reference request to my old boss Sandra from Tesco for a retail supervisor job, havent spoken to her in 2 years')) {
      expect(body).toMatch(/^(?:Dear|Hi) Sandra,/);
      expect(body).toMatch(/reference for a retail supervisor job/);
      expect(body).not.toMatch(/^For a retail/m);
    }
  });

  it('"congratulation email to my employee, Tanvi, on 10 years ..." congratulates Tanvi', () => {
    for (const body of bodies('Congratulation email to my employee, Tanvi, on 10 years with the company')) {
      expect(body).toMatch(/^(?:Dear|Hi) Tanvi,/);
      expect(body).toMatch(/[Cc]ongratulations on 10 years with the company/);
    }
  });

  it('"ooo message for christmas, office closed ..." greets no one called Christmas', () => {
    const reply = compose({ userMessage: 'ooo message for christmas, office closed 23 dec to 2 jan, orders placed in that time ship from 3 jan', history: [] });
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/Hi Christmas|Dear Christmas/);
      expect(option.body).toMatch(/The office is closed for Christmas from 23 December to 2 January\./);
    }
  });

  it('the other headers become the instruction they stand for', () => {
    expect(plainInstruction('applying to volunteer at the animal shelter, weekends')).toBe("write an application email, I'm applying to volunteer at the animal shelter, weekends");
    expect(plainInstruction('formal resignation from my role as treasurer, effective end of season')).toBe("write a resignation email, I'm resigning from my role as treasurer, effective end of season");
    expect(plainInstruction('cover email for a barista job at Grind, 2 years at Costa')).toBe('apply for a barista job at Grind, 2 years at Costa');
    expect(plainInstruction('not going to make the reunion dinner on the 9th')).toBe("tell them I can't make the reunion dinner on the 9th");
    expect(plainInstruction('push back the project kickoff with the client from the 3rd to the 10th')).toBe('email the client to push back the project kickoff from the 3rd to the 10th');
    expect(plainInstruction('teacher email, Josh has been anxious')).toBe('email the teacher, Josh has been anxious');
    expect(plainInstruction('I need an email to my employer about being off sick. back pain')).toBe("email my employer that I'm off sick. back pain");
    expect(plainInstruction('organise the litter pick for the residents association on sunday')).toBe('email the residents association about the litter pick on sunday');
    expect(plainInstruction('Complain to Tesco — my order was missing 6 items')).toBe('complain to Tesco that my order was missing 6 items');
    // An ordinary instruction is left as it is.
    expect(plainInstruction('email my landlord that the boiler is broken')).toBe('email my landlord that the boiler is broken');
  });

  it('"my mate\'s mum passed away, i want to send him a condolence email" is condolences to the mate', () => {
    for (const body of bodies("my mate's mum passed away, i want to send him a condolence email, we're close but ive never met her")) {
      expect(body).toMatch(/your mum passed away/);
      expect(body).not.toMatch(/condolence email|never met|We(?: are|'re) close/);
    }
  });
});

describe('the instruction said after the story', () => {
  it('"..., need a note for her teacher Mr Evans saying ..." is written to Mr. Evans, with the story', () => {
    for (const body of bodies("Priya has a dentist appt at 10.30 on friday, need a note for her teacher Mr Evans saying I'll collect her at 10 and bring her back after lunch")) {
      expect(body).toMatch(/^(?:Dear|Hi) Mr\. Evans,/);
      expect(body).toMatch(/Priya has a dentist appointment at 10\.30 on Friday\. I(?: will|'ll) collect her at 10 and bring her back after lunch\./);
      expect(body).not.toMatch(/need a note/);
    }
  });

  it('"..., need a letter to the head Mrs Adeyemi, been there 3 years" is written to Mrs. Adeyemi', () => {
    for (const body of bodies("i'm leaving my job as a teaching assistant at Greenfield Primary at the end of term, need a letter to the head Mrs Adeyemi, been there 3 years")) {
      expect(body).toMatch(/^(?:Dear|Hi) Mrs\. Adeyemi,/);
      expect(body).toMatch(/I(?: have|'ve) been there for 3 years\./);
    }
  });

  it('"..., I want to email the head to understand the policy" tells the head the story, then what the writer wants', () => {
    for (const body of bodies('my 9 yr old has been told she cant wear her hijab in PE, I want to email the head to understand the policy and ask for a chat')) {
      expect(body).toMatch(/My 9-year-old daughter has been told she (?:cannot|can't) wear her hijab in PE\./);
      expect(body).not.toMatch(/you (?:cannot|can't) wear your hijab|email the head/);
    }
  });

  it('"..., complaint to British Airways, want the costs covered" is a complaint to British Airways', () => {
    const frame = understand('my suitcase was lost on BA0287 on the 6th, still nothing after 9 days, complaint to British Airways, want the costs covered');
    expect(frame.recipient?.name ?? frame.recipient?.organization).toMatch(/British Airways/);
    for (const body of bodies('my suitcase was lost on BA0287 on the 6th, still nothing after 9 days, complaint to British Airways, want the costs covered')) {
      expect(body).not.toMatch(/About the complaint/);
      expect(body).toMatch(/costs covered/);
    }
  });

  it('"want to say thanks to my manager Beth personally" in a resignation writes to Beth', () => {
    for (const body of bodies('resigning from Halden & Co after 4 yrs, giving one month notice as per contract. want to say thanks to my manager Beth personally, she really helped me')) {
      expect(body).toMatch(/^(?:Dear|Hi) Beth,/);
      expect(body).not.toMatch(/say thanks to my manager/);
    }
  });
});

describe('clauses of a note, said in full', () => {
  it.each([
    ['bought a phone case on etsy 5 wks ago, never arrived, seller isnt answering messages. want refund', /It never arrived\. The seller is not answering messages\. I would like a refund\./],
    ['email my landlord, he keeps coming into the flat without notice, happened twice now', /This has happened twice now\./],
    ['email tesco, my online order was missing 6 items, order 34422109, delivered yesterday', /It was delivered yesterday\./],
    ['tell them I cant make the reunion dinner on the 9th, im on call that weekend, sad to miss it', /I(?:'m| am) sad to miss it/],
    ['email my landlord, the rent is going up to £1,300, id accept maybe £1,200', /I would accept maybe £1,200/],
  ])('%s', (message, expected) => {
    expect(bodies(message)[0]).toMatch(expected);
  });

  it('notes about how to send it stay out: "without being annoying", "dont overshare", "we\'re close"', () => {
    for (const body of bodies('email the recruiter, its been a week since my interview, want to check in without being annoying')) expect(body).not.toMatch(/annoying|check in\./);
    for (const body of bodies('email my tutor that i cant hand in the essay on friday, im in hospital, can i ask for an extension. dont overshare')) expect(body).not.toMatch(/overshare/i);
  });
});

describe('more shapes seen in hurried requests', () => {
  it('"chase Brightside Media for invoice 3391, ..." is written to Brightside Media about the invoice', () => {
    for (const body of bodies('chase Brightside Media for invoice 3391, £1,200, due 30 days ago, 2nd reminder')) {
      expect(body).toMatch(/^(?:Dear|Hi) Brightside Media team,/);
      expect(body).toMatch(/invoice 3391/);
      expect(body).not.toMatch(/Chase Brightside/);
    }
  });

  it('"..., its for my sisters graduation" is the reason, not whom it goes to', () => {
    for (const body of bodies("ask my manager Tom if i can swap my friday shift with Ellie, she's agreed, its for my sisters graduation")) {
      expect(body).toMatch(/^(?:Dear|Hi) Tom,/);
      expect(body).toMatch(/It(?: is|'s) for my sister's graduation\./);
      expect(body).not.toMatch(/email my sister/);
    }
  });

  it('"next meeting wed 7pm" says when the next meeting is', () => {
    for (const body of bodies("quick reminder to the book club, next meeting wed 7pm at Anna's, bring snacks")) expect(body).toMatch(/the next meeting is Wednesday at 7 pm at Anna's/);
  });
});

describe('found in a last round of new requests', () => {
  it('"dont want to be charged for june" is the writer\'s, not an instruction to the reader', () => {
    for (const body of bodies('cancel my gym membership at PureFit, member no 55120, moving away end of month, dont want to be charged for june')) {
      expect(body).toMatch(/I (?:do not|don't) want to be charged for June\./);
      expect(body).not.toMatch(/Please (?:do not|don't) want/);
    }
  });

  it('"ordered the rechargeable ones got the battery ones" says what came instead', () => {
    for (const body of bodies('my order 77-4410 from Halfords came with the wrong bike lights, ordered the rechargeable ones got the battery ones')) expect(body).toMatch(/I ordered the rechargeable ones but got the battery ones\./);
  });

  it('"..., happy to return the favour" after a question is an offer of its own', () => {
    for (const body of bodies("ask my neighbour dave if he can keep an eye on our house while were away 3rd to 10th aug, happy to return the favour")) {
      expect(body).toMatch(/\? We(?:'d| would) be happy to return the favour\./);
    }
  });

  it('"follow up ..., applied for the X job 2 weeks ago" follows up on the application', () => {
    for (const body of bodies('follow up with the recruiter lisa at hays, applied for the finance assistant job 2 weeks ago, no reply yet')) {
      expect(body).toMatch(/(?:following up on|follow up (?:on|regarding)|check(?:ing)? in about) the application for the finance assistant job that I sent 2 weeks ago\./i);
      expect(body).not.toMatch(/on applied/);
    }
  });

  it('"reply can we move it to the afternoon" asks it', () => {
    const review = 'Hi,\n\nJust a reminder that your annual review is booked for Tuesday 14th at 11am. Please bring your form.\n\nThanks,\nKaren (HR)\n\nreply can we move it to the afternoon, i have a client call at 11';
    for (const body of bodies(review)) expect(body).toMatch(/Could we move it to the afternoon\?/);
  });
});

describe('the instruction said after the story, to anyone it names (seventeenth session)', () => {
  it('what follows the instruction after a comma is said as its own sentence, with no stray comma', () => {
    const plain = plainInstruction('im the treasurer of our society and 12 members havent paid. can u write a short and sweet reminder to go to everyone, mention they can pay in 2 instalments');
    expect(plain).toBe('email everyone that im the treasurer of our society and 12 members havent paid. Mention they can pay in 2 instalments');
  });
});

