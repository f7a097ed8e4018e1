import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  countWords,
  emailKindOf,
  findCallsToAction,
  findPlaceholders,
  findSpamTriggers,
  type DraftCheck,
} from './draft-checks.ts';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const check = (subject: string, body: string, id: DraftCheck['id']) => checkDraft(subject, body).checks.find((c) => c.id === id)!;

describe('the kind of email', () => {
  it('reads a pitch, a short note or anything else from the request', () => {
    expect(emailKindOf('Write a cold email to a marketing director pitching Postwise')).toBe('cold');
    expect(emailKindOf('Thank my aunt Linda for the scarf')).toBe('note');
    expect(emailKindOf("tell my boss I'm sick today")).toBe('note');
    expect(emailKindOf('Ask my landlord to fix the heater by Friday')).toBe('general');
  });

  it('fits the length advice to it: a thank-you note is not a cold email', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(checkDraft('Thank you so much', text, 'note').checks[0]).toMatchObject({ status: 'ok', text: '40 words: in the 25-120 range for a short personal note' });
    // Nor does a note need an ask.
    expect(checkDraft('Thank you so much', 'Thank you for the lovely scarf.', 'note').checks.find((c) => c.id === 'cta')).toMatchObject({ status: 'ok', text: 'No ask needed in a note like this' });
    expect(checkDraft('Thank you so much', 'Thank you for the lovely scarf.', 'general').checks.find((c) => c.id === 'cta')).toMatchObject({ status: 'warn' });
    expect(checkDraft('Thank you so much', text, 'cold').checks[0]).toMatchObject({ status: 'warn', text: '40 words: under the 100-150 advised for cold email' });
    expect(checkDraft('About the heater', text, 'general').checks[0]).toMatchObject({ status: 'warn', text: '40 words: under the 50-200 advised for an email like this' });
  });
});

describe('draft checks', () => {
  describe('word count of the body', () => {
    it('counts words as a reader does', () => {
      expect(countWords('')).toBe(0);
      expect(countWords("Hi Sam,\n\nI'm free on Tuesday - well-rested, too.\n\nBest,\nAlex")).toBe(10);
      expect(countWords('100% sure, 3 days')).toBe(4);
    });

    it('advises against fewer than 100 or more than 150 words and approves the range', () => {
      expect(check('A subject line', words(99), 'words')).toEqual({
        id: 'words',
        status: 'warn',
        text: '99 words: under the 100-150 advised for cold email',
      });
      expect(check('A subject line', words(100), 'words')).toMatchObject({ status: 'ok', text: '100 words: in the 100-150 range for cold email' });
      expect(check('A subject line', words(142), 'words')).toMatchObject({ status: 'ok', text: '142 words: in the 100-150 range for cold email' });
      expect(check('A subject line', words(150), 'words').status).toBe('ok');
      expect(check('A subject line', words(151), 'words')).toMatchObject({ status: 'warn', text: '151 words: over the 100-150 advised for cold email' });
      expect(check('A subject line', 'One', 'words').text).toBe('1 word: under the 100-150 advised for cold email');
    });
  });

  describe('subject length', () => {
    it('advises 3 to 5 words', () => {
      expect(check('', 'body', 'subject')).toMatchObject({ status: 'warn', text: 'No subject line yet' });
      expect(check('Hello there', 'body', 'subject')).toMatchObject({ status: 'warn', text: 'Subject of 2 words: shorter than the 3-5 words advised' });
      expect(check('Quick question about Tuesday', 'body', 'subject')).toMatchObject({ status: 'ok', text: 'Subject of 4 words: in the 3-5 words advised' });
      expect(check('One two three four five', 'body', 'subject').status).toBe('ok');
      expect(check('One two three four five six', 'body', 'subject')).toMatchObject({ status: 'warn', text: 'Subject of 6 words: longer than the 3-5 words advised' });
    });
  });

  describe('placeholders', () => {
    it('finds each bracketed placeholder with its offsets', () => {
      const text = 'Dear [Name],\nSee you at [Place] on [Date]. [Name]';
      expect(findPlaceholders(text)).toEqual([
        { text: '[Name]', start: 5, end: 11 },
        { text: '[Place]', start: 24, end: 31 },
        { text: '[Date]', start: 35, end: 41 },
        { text: '[Name]', start: 43, end: 49 },
      ]);
      expect(text.slice(24, 31)).toBe('[Place]');
      // Brackets across lines, empty or nested are not placeholders.
      expect(findPlaceholders('a [b\nc] [] [[x]')).toEqual([{ text: '[x]', start: 12, end: 15 }]);
    });

    it('lists the distinct placeholders of subject and body, subject first', () => {
      const report = checkDraft('Meeting with [Company]', 'Hi [Name],\n\nThanks, [Your name]. [Name]');
      expect(report.distinctPlaceholders).toEqual(['[Company]', '[Name]', '[Your name]']);
      expect(report.placeholders.subject).toHaveLength(1);
      expect(report.placeholders.body).toHaveLength(3);
      expect(check('Meeting with [Company]', 'Hi [Name]', 'placeholders')).toMatchObject({ status: 'warn', text: '2 placeholders to fill:' });
      expect(check('A real subject', 'Hi Sam', 'placeholders')).toMatchObject({ status: 'ok', text: 'No [placeholders] left to fill' });
    });
  });

  describe('spam-trigger words', () => {
    it('finds whole words and phrases, whatever their case', () => {
      expect(findSpamTriggers('Get it FREE today. Act now! 100% guaranteed, click here for CASH.')).toEqual([
        'free',
        'guaranteed',
        'act now',
        '100%',
        'cash',
        'click here',
      ]);
    });

    it('ignores the same letters inside other words', () => {
      expect(findSpamTriggers('Freedom and cashew, the winners urgently')).toEqual([]);
      expect(findSpamTriggers('Scored 1100% more')).toEqual([]);
    });

    it('reports "risk free" and "risk-free" once', () => {
      expect(findSpamTriggers('A risk-free trial, truly risk free.')).toEqual(['free', 'risk-free']);
    });

    it('says which were found, or that none were', () => {
      expect(check('You are a winner', 'This is urgent.', 'spam')).toMatchObject({
        status: 'warn',
        text: 'Possible spam triggers: "winner", "urgent"',
      });
      expect(check('Tuesday', 'See you then.', 'spam')).toMatchObject({ status: 'ok', text: 'No common spam-trigger words' });
    });
  });

  describe('calls to action', () => {
    it('counts questions and ask phrases once per sentence', () => {
      expect(findCallsToAction('Could you let me know by Friday? Thanks.')).toEqual(['Could you let me know by Friday?']);
      expect(findCallsToAction('I am writing about the role. Please reply by Monday. Are you free for a call?')).toEqual([
        'Please reply by Monday.',
        'Are you free for a call?',
      ]);
      // A question mark inside a placeholder is not a question.
      expect(findCallsToAction('See [what is this?] attached.')).toEqual([]);
    });

    it('warns about more than one, and about none', () => {
      expect(check('S', 'Can we meet? Also, can you send the deck?', 'cta')).toMatchObject({
        status: 'warn',
        text: '2 calls to action: one clear ask works best',
      });
      expect(check('S', 'Would you have ten minutes on Tuesday?', 'cta')).toMatchObject({ status: 'ok', text: 'One call to action' });
      expect(check('S', 'Thanks for your help.', 'cta')).toMatchObject({ status: 'warn', text: 'No clear call to action: end with one ask' });
    });
  });

  it('reports every check in a fixed order', () => {
    expect(checkDraft('Subject here please', 'Body').checks.map((c) => c.id)).toEqual(['words', 'subject', 'placeholders', 'spam', 'cta']);
  });
});
