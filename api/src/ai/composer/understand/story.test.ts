import { describe, expect, it } from 'vitest';
import { compose } from '../index.ts';
import { storyRecipient } from './story.ts';

function bodies(message: string): string[] {
  return compose({ userMessage: message, history: [] }).options.map((option) => option.body);
}

describe('the one written to, named only in the story', () => {
  it('finds them by the pronoun the instruction uses and writes to them as "you"', () => {
    expect(storyRecipient('priya left her umbrella at reception, its behind the desk now. let her know')).toBe('email Priya: you left your umbrella at reception, it\'s behind the desk now.');
    for (const body of bodies('marcus dropped his wallet in the car park, security have it at the front desk. email him')) {
      expect(body).toMatch(/^(?:Dear|Hi) Marcus,/);
      expect(body).toMatch(/You dropped your wallet in the car park/);
      expect(body).not.toMatch(/\bhis wallet\b/);
    }
  });

  it('greets a couple together and says "you" to both', () => {
    for (const body of bodies('tom and grace looked after our cat for the whole fortnight, she came back fatter lol. want to say thank you and that we owe them a dinner')) {
      expect(body).toMatch(/^(?:Dear|Hi|Hey) Tom and Grace,/);
      expect(body).not.toMatch(/\bTom and Grace looked after\b/);
    }
  });

  it('writes to a family named as "the Xs"', () => {
    for (const body of bodies("the Okafors' hedge is blocking the pavement outside our gate. want to email them asking if they could trim it before the weekend")) {
      expect(body).toMatch(/^(?:Dear|Hi) (?:Okafors|Okafor family),/);
      expect(body).toMatch(/[Yy]our hedge is blocking the pavement/);
    }
  });

  it('writes to the one person the story is about when no pronoun is used', () => {
    for (const body of bodies("Mr Reid's wife passed away last week. he taught me in year 9 and i want to send a short email")) {
      expect(body).toMatch(/^(?:Dear|Hi) Mr\. Reid,/);
      expect(body).toMatch(/your wife passed away last week/);
    }
  });

  it('takes the role said first for the name given after it, and leaves who they are out', () => {
    const told = storyRecipient("the landlord still hasnt fixed the extractor fan. need to tell him politely that its been 3 weeks. hes called Gareth, lives abroad");
    expect(told).toMatch(/^email Gareth: you still haven't fixed the extractor fan/);
    expect(told).not.toMatch(/called|lives abroad/);
  });

  it('leaves a request with its recipient, a child, a saint or a brand alone', () => {
    expect(storyRecipient('my son leo has a temperature so he will miss swimming. tell his coach')).toBeUndefined();
    expect(storyRecipient('the letter looks like it came from St Albans hospital')).toBeUndefined();
    expect(storyRecipient('charge on my chase card i dont recognise, want it reversed')).toBeUndefined();
    expect(storyRecipient('introduce my friend ana to my old colleague ruth, she is looking for work')).toBeUndefined();
  });
});
