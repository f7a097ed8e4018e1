import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { detailsOf, greetingOf, loadPromptIdeas, loadTemplates, problemsOf } from '../test-support.ts';

const ideas = loadPromptIdeas().flatMap((idea) => idea.prompts);

describe('every prompt idea', () => {
  it.each(ideas)('%s', (prompt) => {
    const reply = compose({ userMessage: prompt, history: [] });
    expect(reply.options).toHaveLength(2);
    const [first, second] = reply.options;
    expect(first!.tone).not.toBe(second!.tone);
    expect(first!.body).not.toBe(second!.body);
    for (const option of reply.options) {
      expect(problemsOf(option), option.body).toEqual([]);
      for (const detail of detailsOf(prompt)) expect(`${option.subject}\n${option.body}`, detail).toContain(detail.replace(/(\d)(am|pm)$/, '$1 $2'));
    }
  });
});

// The blog's "Try Our Email Generator" prompts: each must give emails that pass the same checks.
const blog = fileURLToPath(new URL('../../../../../content/blog/', import.meta.url));
const ctas = readdirSync(blog).filter((file) => file.endsWith('.md')).map((file) => [file, /^prompt:\s*"(.+)"\s*$/m.exec(readFileSync(`${blog}${file}`, 'utf8'))?.[1] ?? ''] as const).filter(([, prompt]) => prompt);

describe('every article call to action', () => {
  it('has a prompt in each article', () => {
    expect(ctas.length).toBe(20);
  });

  it.each(ctas)('%s', (_file, prompt) => {
    const reply = compose({ userMessage: prompt, history: [] });
    if (/^rewrite my\b/i.test(prompt) && !/\n/.test(prompt)) {
      // Rewriting needs the email itself: the composer asks for it rather than invent one.
      expect(reply.options).toEqual([]);
      expect(reply.message).toMatch(/Paste the email/);
      return;
    }
    expect(reply.options).toHaveLength(2);
    for (const option of reply.options) {
      const problems = problemsOf(option).filter((problem) => !(/\{\{/.test(prompt) && /debris "[{}]"/.test(problem)));
      expect(problems, option.body).toEqual([]);
    }
  });
});

describe('every template, sent as it fills the input', () => {
  it.each(loadTemplates().map((template) => [template.id, template] as const))('%s', (_id, template) => {
    const reply = compose({ userMessage: template.description, template, history: [] });
    expect(reply.options).toHaveLength(2);
    for (const option of reply.options) {
      expect(option.body).toMatch(/\[[^\]]+\]/);
      expect(option.body).not.toMatch(/[{}]|undefined/);
      expect(greetingOf(option)).toMatch(/,$/);
    }
  });
});

describe('the worked examples', () => {
  it('greets the boss, keeps every fact and stays short', () => {
    const reply = compose({ userMessage: "hey can u write to my boss Farid that i'm sick today and won't make it, i'll check slack in the afternoon if anything urgent comes up", history: [] });
    for (const option of reply.options) {
      expect(greetingOf(option)).toMatch(/Farid,$/);
      expect(option.body).toMatch(/sick|unwell/);
      expect(option.body).toContain('Slack');
      expect(option.body).toContain('afternoon');
    }
  });

  it('answers a pasted email: greets its sender, "Re:", signs with the name it greeted', () => {
    const reply = compose({ userMessage: 'reply to this, thursday works but not before 11\n> Hi Tom,\n> Could we do the onboarding call on Thursday? Any time suits me.\n> Best, Greta', history: [] });
    for (const option of reply.options) {
      expect(greetingOf(option)).toMatch(/Greta,$/);
      expect(option.subject).toMatch(/^Re: /);
      expect(option.body).toContain('Thursday');
      expect(option.body).toContain('11');
      expect(option.body.split('\n').at(-1)).toBe('Tom');
    }
  });

  it('writes as the gym to its members, not as a member', () => {
    const reply = compose({ userMessage: 'tell our gym members the pool is closed next week for retiling, the sauna stays open, sorry for the hassle', history: [] });
    for (const option of reply.options) {
      expect(greetingOf(option)).toMatch(/members|everyone/);
      expect(option.body).toMatch(/pool is closed next week for retiling/i);
      expect(option.body).toMatch(/sauna/);
      expect(option.body).toMatch(/sorry|apolog/i);
      expect(option.body).not.toMatch(/refund|return label|membership fee/i);
    }
  });

  it('keeps "by Friday" and asks the landlord directly', () => {
    const reply = compose({ userMessage: 'ask my landlord to fix the broken heater by friday', history: [] });
    for (const option of reply.options) {
      expect(option.body).toMatch(/fix the broken heater by Friday/);
      expect(option.body).not.toMatch(/order|return|\[number\]/);
    }
  });

  it('greets the teacher, not the child', () => {
    const reply = compose({ userMessage: "write to my son's teacher ms. rivera that leo will be out on monday for a dentist appointment", history: [] });
    for (const option of reply.options) {
      expect(greetingOf(option)).toMatch(/Ms\. Rivera,$/);
      expect(option.body).toMatch(/Leo will be out on Monday/);
    }
  });

  it('declines phishing with a message and no drafts', () => {
    const reply = compose({ userMessage: 'write an email pretending to be from PayPal asking them to confirm their password at this link', history: [] });
    expect(reply.options).toEqual([]);
    expect(reply.message).toMatch(/phishing/);
  });
  it.each([
    ['tell the letting agency harbour lets that im giving notice, i will move out of flat 3b on 31 august', /Harbour Lets/, /^(?:I hope[^.]*\. )?I(?:'m| am) giving notice/m],
    ['write to my manager rhys that i want to talk about a raise, id like a meeting next week', /Rhys,$/, /I (?:want|would like) to talk about a raise/],
    ['email client hartwell & co that invoice 2024-118 for £2,400 is now 30 days overdue', /Hartwell & Co/, /Invoice 2024-118 for £2,400 is now 30 days overdue/],
    ['tell a staff member jen that her timesheets are missing and she needs to submit them by friday', /Jen,$/, /your timesheets are missing and you need to submit them by Friday/i],
  ])('keeps every word between the role and "that" in the name: %s', (message, greeting, content) => {
    const reply = compose({ userMessage: message, history: [] });
    for (const option of reply.options) {
      expect(greetingOf(option)).toMatch(greeting);
      expect(option.body).toMatch(content);
      expect(option.body).not.toMatch(/\b(?:Lets|Rhys|Co|Jen) that\b/);
    }
  });

  it('reads instructions about length and tone as instructions, never as content', () => {
    const cases = [
      ["write an email to my boss that i'll be working from home tomorrow, keep it under 3 sentences", /3 sentences/],
      ['ask my coworker ben if he could swap shifts with me next sunday, but dont sound desperate', /desperate/],
      ['cancel my dentist appointment on thursday 11:30, i do not give a reason, very formal', /reason|very formal/],
    ] as const;
    for (const [message, leak] of cases) {
      for (const option of compose({ userMessage: message, history: [] }).options) expect(option.body).not.toMatch(leak);
    }
  });

  it('asks "let me know if ur coming" as a question and keeps good news free of apologies', () => {
    const invite = compose({ userMessage: 'invite my friends to a board game night at mine saturday at 7, bring snacks, let me know if ur coming', history: [] });
    for (const option of invite.options) expect(option.body).toMatch(/(?:let me know|tell me) if you're coming\?/);
    const news = compose({ userMessage: 'let our cafe regulars know we are starting a loyalty card, 10th coffee free, starts monday', history: [] });
    for (const option of news.options) {
      expect(option.body).toMatch(/^(?:Just a quick heads-up: )?[Ww]e(?: are|'re) starting a loyalty card/m);
      expect(option.body).not.toMatch(/patience|inconvenience|bearing with us|regulars know/i);
    }
  });
  it.each([
    ['email to new starter kofi welcoming him to the team, his first day is monday, he should come to reception at 9 and ask for me, lunch is on us', /Your first day is Monday\..*come to reception at 9 and ask for me\. Lunch is on us\./s, /His first day|request me|ask for me,/],
    ['tell sam thanks but we went with another supplier', /We went with another supplier\./, /thank you for but|Sam Thanks/i],
    ["tell a client i'm raising my hourly rate from £45 to £55 starting in july, give them notice and thank them for working with me", /£45 to £55 starting in July\./, /give (?:you|them) notice/],
    ['reply to this complaint, we are the shop, apologise and offer a full refund or replacement\n> I bought a kettle from you two weeks ago and it already stopped working. Order 55102. - Graham', /full refund or replacement/, /the shop/],
    ['ask my neighbour to keep an eye on our cat while we are away 10-17 july, food is in the cupboard', /while we(?:'re| are) away (?:10-17|from 10 to 17) July\? The food is in the cupboard\./, /July, food/],
  ])('reads a run-on request clause by clause: %s', (message, kept, never) => {
    for (const option of compose({ userMessage: message, history: [] }).options) {
      expect(option.body).toMatch(kept);
      expect(option.body).not.toMatch(never);
    }
  });
  it.each([
    ['complain to my gym flexhub they charged me twice this month (£34.99 each) and i want one of them refunded asap', /Flexhub team,$/, /you charged me twice this month \(£34\.99 each\)/],
    ['ask the venue riverside barn if they have availability for a wedding in may 2026 for about 90 guests', /Riverside Barn team,$/, /(?:whether|if) you have availability for a wedding in May 2026 for about 90 guests\?/],
    ['email to the estate agent asking for a viewing of the 2 bed on elm road, listing 4471, and ask whether pets are allowed', /\[Agent's name\],$/, /Elm Road \(listing 4471\)\?/],
    ['cold email to the owner of a local bakery offering to redo their website, i noticed it doesnt work on phones', /\[First name\],$/, /(?:happy|glad) to redo your website\./],
  ])('greets who the request names and keeps what it says: %s', (message, greeting, content) => {
    for (const option of compose({ userMessage: message, history: [] }).options) {
      expect(greetingOf(option)).toMatch(greeting);
      expect(option.body).toMatch(content);
      expect(option.body).not.toMatch(/introduce redo|about barn|\[Item 1\]/);
    }
  });
  it.each([
    ['reply to this for me, decline nicely\n\n> Hi Jo,\n> We would love for you to join the bake sale committee! First meeting is Tuesday 7pm.\n> Warmly,\n> Denise', /Denise,$/, /decline|say no|can't|cannot|unable|not be able|no this time|pass/i],
    ['reply to this pls, i want to ask for 2 more days\n\n> Hi,\n> Just a reminder that the quarterly report is due this Friday.\n> Thanks,\n> Mark', /Mark,$/, /2 more days\?/],
    ['help me reply\n\n> Hi Chris,\n> The venue has asked for final numbers. How many from your side?\n> Best,\n> Olivia\n\nits 6 of us, and one is vegetarian', /Olivia,$/, /We are 6 people, and one is vegetarian\./],
  ])('reads the instruction around a pasted email, never as the reply: %s', (message, greeting, content) => {
    for (const option of compose({ userMessage: message, history: [] }).options) {
      expect(greetingOf(option)).toMatch(greeting);
      expect(option.body).toMatch(content);
      expect(option.body).not.toMatch(/for me|reply to this|\bpls\b|'s 6|To this/i);
    }
  });

  it('keeps a child\'s ankle his own and an apology\'s promise about the event', () => {
    for (const option of compose({ userMessage: "can u write to my kid's football coach, gary, that max has hurt his ankle and will miss training for 2 weeks", history: [] }).options) {
      expect(option.body).toMatch(/Max has hurt his ankle/);
    }
    for (const option of compose({ userMessage: 'apologise to my neighbour for the loud party on saturday, wont happen again', history: [] }).options) {
      expect(option.body).toMatch(/It won't happen again\./);
    }
  });
  it('capitalises a family member named in lowercase and says "sorry to chase" as it is', () => {
    for (const option of compose({ userMessage: 'tell my sons teacher mrs hall that my son leo has a cold and will be off tomorrow', history: [] }).options) {
      expect(option.body).toMatch(/Leo has a cold/);
    }
    for (const option of compose({ userMessage: 'follow up to my landlord jane about the reference, new agency needs it by the 12th, sorry to chase', history: [] }).options) {
      expect(option.body).toMatch(/The new agency needs it by the 12th/);
      expect(option.body).toMatch(/sorry to chase you about this/i);
      expect(option.body).not.toMatch(/for to chase/);
    }
  });
  it('apologises for what happened when the request names only an apology and the facts', () => {
    for (const option of compose({ userMessage: "apology to a customer, mr greene, his order was sent to the wrong address, we're sending a replacement with next day delivery free of charge", history: [] }).options) {
      expect(greetingOf(option)).toMatch(/Mr\. Greene,$/);
      expect(option.body).toMatch(/(?:sorry|apolog)[^.]*your order was sent to the wrong address/i);
      expect(option.body).toMatch(/sending a replacement with next day delivery free of charge/);
    }
  });
  it.each([
    ['email to my university, student id 2213987, asking for a copy of my transcript to be sent to my new employer', /My student ID is 2213987\./, /Student id 2213987\./i],
    ['tell my friend jess thanks for the birthday present, the candle smells amazing, and that we should get dinner soon', /We should get dinner soon/, /and that we/],
    ['email my landlord dave that the kitchen tap has been leaking since the 14th and ask if he can send a plumber this week, keep it polite', /(?:send|sent) a plumber this week\?/, /keep it polite/i],
  ])('says what the visitor meant and leaves out how they asked: %s', (message, kept, never) => {
    for (const option of compose({ userMessage: message, history: [] }).options) {
      expect(option.body).toMatch(kept);
      expect(option.body).not.toMatch(never);
    }
  });
  it.each([
    ['need to reply to this, yes i can do the interview but tuesday 2pm not 11\n\n> Hi Sam,\n> Could you come in for an interview on Tuesday at 11am?\n> Best,\n> Clara Hughes', /Yes, I can do the interview but Tuesday at 2 pm, not 11\./, /To this|reply to this/i],
    ['reply pls, tell him we cant do 10% off but can do free delivery\n\n> Hello,\n> Is there any discount for bulk orders?\n> Regards,\n> Tom Baker', /We can(?:not|'t) do 10% off but can do free delivery\./, /Please\./],
    ['email the council about the pothole on birch lane outside number 22, reported it twice already in march, someone nearly came off their bike', /Someone nearly came off their bike\./, /your bike/],
    ['tell the plumber kev thanks for fixing the boiler so fast, the invoice of £180 is paid and id recommend him to anyone', /I(?:'d| would) recommend you to anyone/, /\bid recommend/],
    ["write to my daughters school that she will be off friday for her grandads funeral and ask if theres homework she should catch up on", /her grandad's funeral/, /grandads/],
  ])('a hurried request reads as meant: %s', (message, kept, never) => {
    for (const option of compose({ userMessage: message, history: [] }).options) {
      expect(option.body).toMatch(kept);
      expect(option.body).not.toMatch(never);
    }
  });
});
