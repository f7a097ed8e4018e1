import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { rewriteColdEmail } from './rewrite-cold.ts';
import { rebuildStatement, splitRunOn } from './sentences.ts';

describe('run-on notes rebuilt into sentences', () => {
  it.each([
    ['the wheel snapped off, want compensation', 'The wheel snapped off. I would like compensation.'],
    ['Jayden forgot his homework at home today, can he hand it in tomorrow', 'Jayden forgot his homework at home today. Could he hand it in tomorrow?'],
    ['yes, I am interested but cannot do Wednesday, any other day next week is fine', 'Yes, I am interested, but I cannot do Wednesday. Any other day next week is fine.'],
    ['my package shows delivered, but I never got it, order 113-4421', 'My package shows delivered, but I never got it (order 113-4421).'],
    ['I am raising my rate from $65 to $80, existing projects stay at the old rate', 'I am raising my rate from $65 to $80. Existing projects stay at the old rate.'],
    ["I'll be 15 minutes late and can I bring my dog", "I'll be 15 minutes late. Could I bring my dog?"],
    // A thing and what happened to it, said without its helper verb.
    ['my train on the 9th cancelled, I had to get a taxi', 'My train on the 9th was cancelled. I had to get a taxi.'],
    ['the kitchen tap broken and the bins overdue', 'The kitchen tap is broken and the bins are overdue.'],
    ['our tickets already posted', 'Our tickets were already posted.'],
    ['the wardrobe delivered on the 12th was missing 2 doors', 'The wardrobe delivered on the 12th was missing 2 doors.'],
  ])('%s', (note, sentences) => {
    expect(rebuildStatement(note)).toBe(sentences);
  });

  it('leaves a list and a relative clause where they are', () => {
    expect(rebuildStatement('eggs, milk, and bread are needed')).toBe('Eggs, milk, and bread are needed.');
    expect(splitRunOn('a letter for my applications, which are due in six weeks').tail).toEqual([]);
  });

  it('turns a trailing instruction to the readers into a polite imperative', () => {
    expect(splitRunOn('volunteers to organise the summer party, reply by the 20th')).toEqual({ head: 'volunteers to organise the summer party', tail: ['Please reply by the 20th.'] });
  });
});

describe('a pasted cold email rebuilt for replies', () => {
  const pitch = [
    'Hi Karen,',
    '',
    'Brightline was founded in 2012 by two HR veterans and has grown to 120 employees across three offices. We are an award-winning HR platform trusted by over 500 companies. Our platform covers payroll, onboarding and reporting, and we have just launched a new analytics module. I would love to walk your leadership team through a 45-minute demo. Are you free on Thursday or Friday?',
    '',
    'Best,',
    'Chris',
  ].join('\n');

  it('keeps what the product does and its proof, drops the history and the demo, asks one small thing', () => {
    const options = rewriteColdEmail('Introducing Brightline HR, the all-in-one HR platform for growing companies', pitch);
    expect(options).toBeDefined();
    for (const option of options!) {
      expect(option.body).toMatch(/^(?:Dear|Hi) Karen,/);
      expect(option.body).toContain('Brightline covers payroll, onboarding and reporting.');
      expect(option.body).toMatch(/over 500 companies/i);
      expect(option.body).not.toMatch(/founded|award|demo|analytics module/i);
      expect(option.body.match(/\?/g)).toHaveLength(1);
      expect(option.body).toMatch(/(?:not|n't) relevant/);
      expect(option.body).toMatch(/Chris$/);
      expect(option.subject.split(' ').length).toBeLessThanOrEqual(5);
    }
  });

  it('is not used for an email that is not a pitch', () => {
    expect(rewriteColdEmail('Lunch', 'Hi Sam,\n\nAre we still on for lunch on Friday?\n\nBest,\nAna')).toBeUndefined();
  });
});

describe("a template's blanks", () => {
  it('are read as the words they stand for and come back exactly as the visitor left them', () => {
    const reply = compose({ userMessage: 'Write a resignation email to my manager [manager name], giving notice that my last day at [company] will be [last day].', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/^(?:Dear|Hi) \[manager name\],/);
      expect(option.body).toContain('[company]');
      expect(option.body).toContain('[last day]');
      expect(option.body).not.toMatch(/Zarvik|Vexmoor|zorblat/);
    }
    expect(reply.message).toContain('[manager name]');
  });
});
