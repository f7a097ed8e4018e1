import { describe, expect, it } from 'vitest';
import { compose } from '../index.ts';
import { inFull, mendSentence, mendSentences } from './grammar.ts';

describe('mendSentence: a note mended by its shape', () => {
  it.each([
    ['Policy no 4471203.', 'My policy number is 4471203.'],
    ['Tracking ref QX88213GB.', 'My tracking reference is QX88213GB.'],
    ['Account 55-01-22 31884410.', 'My account number is 55-01-22 31884410.'],
    ['Case 88213 (opened in May).', 'My case number is 88213 (opened in May).'],
    ['Deadline Monday 9am.', 'The deadline is Monday 9am.'],
    ['NHS no 943 476 5919.', 'My NHS number is 943 476 5919.'],
    ['Name on file Ruth Adeyemi.', 'The name on file is Ruth Adeyemi.'],
    ['Heating off since Sunday.', 'The heating has been off since Sunday.'],
    ['£95 to replace.', 'It cost £95 to replace.'],
    ['Fairly sure the charge is wrong.', "I'm fairly sure the charge is wrong."],
    ['Keen to get this sorted.', "I'm keen to get this sorted."],
    ['Hoping to start in the spring.', "I'm hoping to start in the spring."],
    ['Second time this has happened.', 'This is the second time this has happened.'],
    ['Receptionist was very rude to my mother.', 'The receptionist was very rude to my mother.'],
    ['Broken handle on the fridge door is still not fixed.', 'The broken handle on the fridge door is still not fixed.'],
    ['Car park barrier was stuck again.', 'The car park barrier was stuck again.'],
    ['Signed form attached.', 'The signed form is attached.'],
    ['Deposit returned last week.', 'The deposit was returned last week.'],
    ['Never been late before.', "I've never been late before."],
    ['Never met you before.', "I've never met you before."],
    ['Have my own photos?', 'I have my own photos.'],
    ['Did my dissertation with him on flood modelling?', 'I did my dissertation with him on flood modelling.'],
    ['Resigning during probation, only 6 weeks in.', "I'm resigning during probation, only 6 weeks in."],
    ['Cleaning fine (bulbs fine).', 'The cleaning is fine (bulbs fine).'],
  ])('%s', (note, whole) => {
    expect(mendSentence(note, false)).toBe(whole);
  });

  it('says the writer in full in a formal option', () => {
    expect(mendSentence('Available from the 3rd.', true)).toBe('I am available from the 3rd.');
  });

  it.each([
    'Swimming is on Thursdays.',
    'Due to the strike, the trip is off.',
    'Ready for collection from Monday.',
    'Open from 9 on Saturday.',
    'Mum says hello.',
    'Work want a letter from the GP.',
    'Receipts are needed for anything over £50.',
    'Call 0161 496 0000.',
    'Monday at 2 works for us.',
    'Have a look at the attached plan.',
    'Yes, no problem.',
    'Did you get my last email?',
    'Tuesday or Wednesday after 4 is fine.',
    'Octopus keep sending estimates.',
    'Thanks so much for everything.',
    '- Parking at the back',
  ])('leaves a whole sentence, a name or a list line alone: %s', (sentence) => {
    expect(mendSentence(sentence, false)).toBe(sentence);
  });

  it('reads sentences one by one and keeps line breaks and titles', () => {
    expect(mendSentences('I called twice.\nClaim no 5521. Adjuster was Mr. Obi.', false)).toBe('I called twice.\nMy claim number is 5521. The adjuster was Mr. Obi.');
  });

  it('leaves a name the visitor typed in lowercase inside the request', () => {
    const reply = compose({ userMessage: 'email my daughters teacher mr hale that rosa will be off on friday for a hospital appointment', history: [] });
    for (const option of reply.options) expect(option.body).toMatch(/\bRosa will be off on Friday/);
  });

  it('mends the notes of a whole request', () => {
    const reply = compose({ userMessage: 'email virgin media, internet down since monday, account no 6620114, engineer was meant to come today and never showed. £40 to reconnect apparently?? want a refund for the week', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/The internet has been down since Monday/);
      expect(option.body).not.toMatch(/It cost £40/);
    }
  });

  it.each([
    ['The meeting is on Friday. Quick reminder email.', 'The meeting is on Friday.'],
    ['My mum died in March. Not sure how to word this.', 'My mum died in March.'],
    ['I worked there for two years. Can you write it for me?', 'I worked there for two years.'],
    ['She was 92. I want to send a short note.', 'She was 92.'],
    ['Big congratulations on card from us! We are so proud.', 'Big congratulations! We are so proud.'],
  ])('drops what was said about the email itself: %s', (text, kept) => {
    expect(mendSentences(text, false)).toBe(kept);
  });

  it('says what the email is for instead of that it is being sent', () => {
    expect(mendSentences('I want to email you about the parking rota.', true)).toBe('I am writing about the parking rota.');
  });

  it.each([
    ['The fridge is making that noise again since Tuesday.', 'The fridge has been making that noise again since Tuesday.'],
    ["I'm off work since the 2nd.", "I've been off work since the 2nd."],
    ['The gate is broken since last month.', 'The gate has been broken since last month.'],
  ])('says a time that began and goes on in its tense: %s', (text, said) => {
    expect(mendSentences(text, false)).toBe(said);
  });

  it('leaves "since" that gives a reason', () => {
    expect(mendSentences('I am asking since the office is closed.', false)).toBe('I am asking since the office is closed.');
  });

  it('says a month after "after" or "before" in full', () => {
    for (const option of compose({ userMessage: 'email the council tax office, im moving out before dec and want the account closed after that', history: [] }).options) {
      expect(option.body).toMatch(/before December/);
    }
  });
});

describe('run-ons and names from ten requests through HTTP (seventh session)', () => {
  it('a span of weeks or a weekend run on into the next clause is split', () => {
    expect(mendSentences('I need to pause my plan for 3 weeks I hurt my back.', true)).toBe('I need to pause my plan for 3 weeks, as I hurt my back.');
    expect(mendSentences('Thanks for having us over the weekend the kids loved the pool.', false)).toBe('Thanks for having us over the weekend. The kids loved the pool.');
  });

  it('an appointment said in shorthand, a time after a place, "like" before a figure, and shorthand durations', async () => {
    const { mendSentences } = await import('./grammar.ts');
    expect(mendSentences('Dentist at 10 then he is back after lunch.', true)).toBe('He has a dentist appointment at 10, and he will be back after lunch.');
    expect(mendSentences('Drinks are on me Thursday at the Crown 6 pm.', true)).toBe('Drinks are on me Thursday at the Crown at 6 pm.');
    const { normalize } = await import('../understand/normalize.ts');
    expect(normalize('delayed 4h 40m and match last years price, she said its from ikea')).toBe("delayed 4 hours 40 minutes and match last year's price, she said it's from IKEA");
    expect(normalize('negotiate down to like 1,120')).toBe('negotiate down to 1,120');
  });
});

describe('a comma between two whole clauses', () => {
  it.each([
    ['I ordered a kettle from Argos, it arrived with a cracked lid.', 'I ordered a kettle from Argos. It arrived with a cracked lid.'],
    ['The heating is off, it has been cold all week.', 'The heating is off. It has been cold all week.'],
    ['I sent the form on Monday, they said it was fine.', 'I sent the form on Monday. They said it was fine.'],
    ['If it rains, we will move inside.', 'If it rains, we will move inside.'],
    ['Thanks, I will be there.', 'Thanks, I will be there.'],
    ['I would like to cancel, thank you.', 'I would like to cancel, thank you.'],
    ['Could you call me, I am free after 5?', 'Could you call me, I am free after 5?'],
  ])('%s', (sentence, mended) => {
    expect(mendSentences(sentence, true)).toBe(mended);
  });
});

describe('inFull: the visitor\'s shorthand said in full (twentieth session)', () => {
  it.each([
    ['The water troughs are off from 1 Nov.', 'The water troughs are off from 1 November.'],
    ["I'm on holiday from 4 to 18 Aug.", "I'm on holiday from 4 to 18 August."],
    ['The wedding is 21 Sept 2025.', 'The wedding is on 21 September 2025.'],
    ['We arrive the 14th.', 'We arrive on the 14th.'],
    ['The deadline is 1st Dec.', 'The deadline is 1st December.'],
    ['My last day is the 30th.', 'My last day is the 30th.'],
    ['I will be moving abroad end of June.', 'I will be moving abroad at the end of June.'],
    ['Please send it by end of March.', 'Please send it by the end of March.'],
    ["I'll see you at the end of June.", "I'll see you at the end of June."],
    ['My account is (acc no 6630 1147 220).', 'My account is (account number 6630 1147 220).'],
    ['My booking ref HX88213 is attached.', 'My booking reference HX88213 is attached.'],
    ['I come back from mat leave in May.', 'I come back from maternity leave in May.'],
    ['I object to planning app 24/01127/F.', 'I object to planning application 24/01127/F.'],
    ['Nov 3rd works for me.', 'November 3rd works for me.'],
  ])('%s', (text, expected) => {
    expect(inFull(text)).toBe(expected);
  });
});

describe('mendSentences: a note\'s head given its article or its "is" (twentieth session)', () => {
  it.each([
    ['Plumber quoted £2,600 to fix.', 'The plumber quoted £2,600 to fix.'],
    ['Electrician left the job half done.', 'The electrician left the job half done.'],
    ['Collection going round for a gift (see Tom).', 'The collection is going round for a gift (see Tom).'],
    ['Prices going up from July.', 'Prices are going up from July.'],
    ['Amazon says it was delivered.', 'Amazon says it was delivered.'],
    ['Josh was so nervous.', 'Josh was so nervous.'],
  ])('%s', (text, expected) => {
    expect(mendSentences(text, true)).toBe(expected);
  });
});
