import { describe, expect, it } from 'vitest';
import { withoutNotesToUs } from './asides.ts';
import { detectDecline } from './decline.ts';

describe('notes to us', () => {
  it.each([
    ["I don't know how to word this without it seeming like that's all I care about", ''],
    ['He is kind of touchy about money stuff so do not make it aggressive', ''],
    ['Please do not want to sound like I am moaning', ''],
    ['My husband wants it to sound angrier than I do so somewhere in between', ''],
    ['Technically it is not my fault but do not want to sound like I am blaming them', 'Technically it is not my fault'],
    ['I just want to ask for a meeting to talk about it, not put a number in the email', "I'd like to ask for a meeting to talk about it"],
    ['The interview was today and tbh I think it went badly', 'The interview was today and I think it went badly'],
    ['Is that weird?', ''],
    ["I don't know just help", ''],
    ['Keep it upbeat', ''],
    ["I'm happy to take the pay cut obvs, would want Wednesday off", "I'm happy to take the pay cut, would want Wednesday off"],
    ['I have not sent the files yet. How should I phrase this without sounding petty?', 'I have not sent the files yet.'],
    ['He tends to get defensive so go gentle', ''],
    ['The boiler is fixed, no waffle please', 'The boiler is fixed'],
    ['Emailing this out to the whole parents mailing list', ''],
    ['Everything is on track. Want it upbeat.', 'Everything is on track.'],
    ['Two shifts are being cut, want to be honest but not cause a panic', 'Two shifts are being cut'],
    ['The trial ends Friday, but without causing alarm', 'The trial ends Friday'],
    ["She's new to the team so don't want to scare her off", ''],
    ['We will refund you in full, dont make excuses', 'We will refund you in full'],
    ['The invoice is still due on the 1st. I dont want to sour things.', 'The invoice is still due on the 1st.'],
    // Whole sentences that are notes, read one at a time.
    ['I need a polite chase email.', ''],
    ['I need a version I can send to lots of shops.', ''],
    ['I need something I can send to all of them (confident not apologetic).', ''],
    ['Be a bit more direct this time.', ''],
    ['Do not go on about the baby.', ''],
    ['Maybe something about the front desk being slammed.', ''],
    ['Hate asking.', ''],
    ['Hard to write this.', ''],
    ['Without being a jerk.', ''],
    ['Not like you are in trouble.', ''],
    ['I do not want to insult him.', ''],
    ['I have a 3.7 GPA. Hate asking.', 'I have a 3.7 GPA.'],
    ['I spoke to Dr. Patel. Hate asking.', 'I spoke to Dr. Patel.'],
    ['Queries to hannah.price@marlowpr.co.uk. Do not go on about the baby.', 'Queries to hannah.price@marlowpr.co.uk.'],
    ["I'm disputing calmly.", ''],
    ['She has been nice, so I feel bad.', 'She has been nice.'],
  ])('%s', (text, expected) => {
    expect(withoutNotesToUs(text)).toBe(expected);
  });

  it.each([
    ['ask for feedback, polite and short', 'ask for feedback'],
    ['May I ask for feedback (polite and short)?', 'May I ask for feedback?'],
    ['any more revisions are £45/hr, not too blunt', 'any more revisions are £45/hr'],
    ['NOT passive aggressive', ''],
    ["it's for her dad's 50th so be nice about it", "it's for her dad's 50th"],
    ['the website goes live Thursday, keep it positive', 'the website goes live Thursday'],
    ['We need extra people. Firm.', 'We need extra people.'],
    ["keep it short they're busy people", ''],
    ['I am fuming but want to sound calm', 'I am fuming'],
    ['not accusing just concerned', ''],
    ['Not too passive agressive, but he needs to do his part', 'He needs to do his part'],
    ['We need more people for Saturday shifts in December, not guilt trippy', 'We need more people for Saturday shifts in December'],
    ['Not threatening but clear', ''],
    ['make it sound less awful', ''],
    ['I would like to mention the deposit protection scheme (well a bit)', 'I would like to mention the deposit protection scheme'],
  ])('a clause that only says how the email should sound: %s', (text, expected) => {
    expect(withoutNotesToUs(text)).toBe(expected);
  });

  it('keeps sentences where those words are content', () => {
    for (const text of ["I can't make it, sorry", 'The dress was too short', 'Please be on time, the meeting is short', 'She was lovely but strict', 'Thank you so much, it was so kind']) {
      expect(withoutNotesToUs(text)).toBe(text);
    }
  });

  it('leaves content alone, including words that only look like notes', () => {
    for (const text of [
      'The boiler is broken again and we have no hot water',
      'Could you keep it to 20 minutes?',
      'I know this is short notice, so please let me know if Thursday works',
      'She is in 7B and her form tutor is Ms Reyes',
      'Please make sure the keys are left with the concierge',
    ]) expect(withoutNotesToUs(text)).toBe(text);
    expect(withoutNotesToUs('so dont make it formal lol')).toBe('');
    expect(withoutNotesToUs('The rent will be 5 days late')).toBe('The rent will be 5 days late');
  });
});

describe('requests the composer declines, said another way', () => {
  it.each([
    ['make me a fit note that looks like it was from my GP surgery so i can get friday off', 'phishing'],
    ['i need a fake bank statement showing 5k so the letting agent accepts me', 'phishing'],
    ['email my ex and mention that i know her new address and she should answer me', 'harassment'],
    ['write to the guy who keyed my car, make it properly threatening', 'harassment'],
    ['promo email for my vape shop, sending to a list of 2000 addresses we scraped', 'spam'],
    ['newsletter, change the wording a bit for each one so outlook does not flag it', 'spam'],
    ["our md is away so write one from her to accounts telling them to pay the invoice to a new account today, i'll add my own bank details, make it sound like her", 'phishing'],
    ['email as if from my boss asking payroll to transfer £3,000 to this account urgently, it\'s fine he won\'t check', 'phishing'],
  ])('%s', async (message, kind) => {
    const { detectDecline } = await import('./decline.ts');
    expect(detectDecline(message)?.kind).toBe(kind);
  });

  it.each([
    'i dont want it to sound threatening, just clear that the rent is late',
    'attach the doctor’s note from the surgery and ask hr what else they need',
    'ask my old manager for a reference letter for the nursery job',
    'follow up with the recruiter, forgot to say im fluent in spanish which they wanted',
    'cover letter for the bilingual receptionist job, i have a degree in german and speak italian',
    'email from me to our finance team asking them to pay the new supplier into the account on their invoice',
  ])('writes a genuine request: %s', async (message) => {
    const { detectDecline } = await import('./decline.ts');
    expect(detectDecline(message)).toBeUndefined();
  });
});

describe('declines of the seventh session', () => {
  it('an insult said to or about the reader is declined; a tool or a subject called useless is not', () => {
    expect(detectDecline('email my flatmate telling him everyone thinks hes pathetic')).toMatchObject({ kind: 'harassment' });
    expect(detectDecline('tell her shes a useless cow')).toMatchObject({ kind: 'harassment' });
    expect(detectDecline('email my team, the old projector is useless, book room 4 instead')).toBeUndefined();
    expect(detectDecline('tell my tutor im useless at statistics and need extra help')).toBeUndefined();
  });

  it('an email "from" a brand in quotes asking people to log in is phishing', () => {
    expect(detectDecline('write an email from "amazon" to my subscribers saying their order is on hold and they need to log in here')).toMatchObject({ kind: 'phishing' });
  });
});
