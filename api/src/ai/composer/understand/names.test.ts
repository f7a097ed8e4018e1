import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { loadPromptIdeas, loadTemplates } from '../test-support.ts';
import { caseNames } from './names.ts';
import { normalize } from './normalize.ts';

describe('caseNames', () => {
  it.each([
    ['dave can cover the client call and jess is taking over the reports', 'Dave can cover the client call and Jess is taking over the reports'],
    ['cancel my gym membership at fitzone, i moved', 'cancel my gym membership at Fitzone, i moved'],
    ['our bakery (crumb & co) will be closed', 'our bakery (Crumb & Co) will be closed'],
    ["i'm coming from unilever where i did brand marketing", "i'm coming from Unilever where i did brand marketing"],
    ['complain to greenleaf pharmacy that my prescription was wrong', 'complain to Greenleaf Pharmacy that my prescription was wrong'],
    ['email harbour coffee co to ask about catering', 'email Harbour Coffee Co to ask about catering'],
    ['the offer from dunmore & co, start on the 3rd', 'the offer from Dunmore & Co, start on the 3rd'],
    ['email the seaview cottages to ask', 'email the Seaview Cottages to ask'],
    ["i'll miss econ 201 and chemistry 101", "i'll miss ECON 201 and Chemistry 101"],
    ['write to the friends of riverside park committee', 'write to the Friends of Riverside Park Committee'],
    ['write to novatech solutions for a refund', 'write to Novatech Solutions for a refund'],
    ['email brightside dental to reschedule', 'email Brightside Dental to reschedule'],
    ['marcus from finance needs the budget', 'Marcus from finance needs the budget'],
    ['can you email jess okafor about it', 'can you email Jess Okafor about it'],
    ['ask a happy customer, olivia park, to leave a review', 'ask a happy customer, Olivia Park, to leave a review'],
    ['my flight ba2284 was delayed, booking sv-3381', 'my flight BA2284 was delayed, booking SV-3381'],
    ['pitching postwise, our scheduling tool', 'pitching Postwise, our scheduling tool'],
    ['our cafe (the daily grind) is hiring', 'our cafe (The Daily Grind) is hiring'],
    ['our shop harbour books is moving', 'our shop Harbour Books is moving'],
    ['cancel my subscription to fitbox, it broke', 'cancel my subscription to Fitbox, it broke'],
    ["a payment of 49.99 to streamz i didn't make", "a payment of 49.99 to Streamz i didn't make"],
    ['hand in the psych 210 essay late', 'hand in the Psych 210 essay late'],
    ['thank Tom and priya for covering', 'thank Tom and Priya for covering'],
    ['email sarah green about the report', 'email Sarah Green about the report'],
    ['she had a baby boy, his name is leo', 'she had a baby boy, his name is Leo'],
    ['my name is claire dunn.', 'my name is Claire Dunn.'],
    ['send tom the link and ask dave if the park is open', 'send Tom the link and ask Dave if the park is open'],
  ])('%s', (typed, cased) => {
    expect(caseNames(typed)).toBe(cased);
  });

  // Ordinary words in the places names take stay as typed.
  it.each([
    'tell the team the meeting moved to the big conference room by the north gate, bring a pasta salad for the potluck',
    'i picked up takeout from the thai restaurant and a pizza from the corner pizzeria',
    "i'm writing from home today because the boiler is broken",
    'ask the pharmacy if my prescription is ready for pickup at the counter',
    'my daughter goes to ballet at the dance studio on saturdays',
    "he works for a logistics company and she's in marketing at a design agency",
    "we'll have a pasta salad, sausage rolls and a cake at the potluck",
    "i'm taking a yoga class at the gym and a pottery class at the community centre",
    'my mum had hip surgery and is recovering at home with grace and patience',
    'we did a fundraiser with the parents association and the book club',
    'can you mark the essays and chase the missing ones',
    "i will sue the builders if they don't fix the roof",
    'we offer data solutions and home insurance',
    'the grace period ends soon, pat yourself on the back',
    'meet me at the coffee shop at lunchtime, then book studio time',
    'the meeting is in room 101 and the order 201 is late',
    'i run the bakery, our family business',
    'the bank charged me twice at the local bank',
    'our shop is closed and my business partner is away',
    "i'll chase the supplier and bob along to the meeting after",
    'can you pay the bill and mark it as done, i hope the rose bushes survive',
    'escribe un correo a mi jefe diciendo que mañana llego tarde',
    'the file name is wrong',
    'i bought a sofa from a furniture shop and it arrived with a broken leg',
  ])('leaves "%s" as typed', (typed) => {
    expect(caseNames(typed)).toBe(typed);
  });
});

describe('normalize, names', () => {
  it('capitalizes a name after a relation only when it reads as one', () => {
    expect(normalize('tell my coworker priya that I will cover')).toBe('tell my coworker Priya that I will cover');
    expect(normalize('her baby boy leo, so happy')).toBe('her baby boy Leo, so happy');
    expect(normalize('dave can cover the client call and jess is off')).toBe('Dave can cover the client call and Jess is off');
    expect(normalize('my daughter goes to ballet')).toBe('my daughter goes to ballet');
    expect(normalize('we had a baby girl today')).toBe('we had a baby girl today');
    expect(normalize('I called customer services twice')).toBe('I called customer services twice');
    expect(normalize('a new system called spendly')).toBe('a new system called Spendly');
    expect(normalize('write to my gp surgery')).toBe('write to my GP surgery');
    expect(normalize('the streetlight outside 42 elm road is out')).toBe('the streetlight outside 42 Elm Road is out');
    expect(normalize('charged twice for my march invoice')).toBe('charged twice for my March invoice');
    expect(normalize('we may bill you later')).toBe('we may bill you later');
  });
});

describe('names in the drafts', () => {
  const draftOf = (message: string): string => (compose({ userMessage: message, history: [] }).options ?? []).map((option) => `${option.subject}\n${option.body}`).join('\n');

  it('spells the names the visitor typed in lowercase as names', () => {
    expect(draftOf('complain to greenleaf pharmacy that my prescription was wrong twice this month')).toContain('Greenleaf Pharmacy');
    expect(draftOf("email the recruiter that i'm accepting the offer from dunmore & co and can start on the 3rd")).toContain('Dunmore & Co');
    expect(draftOf("email my professor that i'll miss econ 201 on thursday because of a doctor's appointment")).toContain('ECON 201');
    const handover = draftOf("email my boss that i'm off friday, dave can cover the client call and jess is taking over the reports");
    expect(handover).toMatch(/Dave can cover the client call/);
    expect(handover).toContain('Jess');
  });

  it('adds no capitals to ordinary words', () => {
    const text = draftOf('tell the team the meeting moved to the big conference room by the north gate, bring a pasta salad for the potluck');
    expect(text).toContain('the big conference room by the north gate');
    expect(text).toContain('a pasta salad');
  });

  // Every prompt idea and template, typed in lowercase: no word the author left lowercase comes out
  // capitalized mid-sentence (greetings aside), and most names come back.
  it('keeps the prompt ideas and templates free of false capitals when typed in lowercase', () => {
    const prompts = [...loadPromptIdeas().flatMap((category) => category.prompts), ...loadTemplates().map((template) => template.description)];
    const falseCapitals: string[] = [];
    for (const prompt of prompts) {
      const lowerWords = new Set(prompt.split(/[^\w'&-]+/).filter((word) => /^[a-z]/.test(word)));
      const upperWords = new Set(prompt.split(/[^\w'&-]+/).filter((word) => /^[A-Z]/.test(word)).map((word) => word.toLowerCase()));
      for (const option of compose({ userMessage: prompt.toLowerCase(), history: [] }).options ?? []) {
        const lines = [option.subject, ...option.body.split('\n').slice(1)].map((line) => line.replace(/\[[^\]]*\]/g, ''));
        for (const line of lines) {
          const words = line.split(/\s+/).filter(Boolean);
          words.forEach((raw, index) => {
            if (index === 0 || /[.!?:]["')]?$/.test(words[index - 1] ?? '')) return;
            const word = raw.replace(/^[("']+|[)"'.,;:!?]+$/g, '').replace(/'s$/, '');
            if (/^[A-Z][a-z]/.test(word) && lowerWords.has(word.toLowerCase()) && !upperWords.has(word.toLowerCase())) falseCapitals.push(`${word} <= ${prompt}`);
          });
        }
      }
    }
    expect(falseCapitals).toEqual([]);
  });
});

describe('companies, pubs and misspellings typed in lowercase', () => {
  it('capitalises companies and pubs the visitor names, never inside an email address, and fixes common misspellings', async () => {
    const { normalize } = await import('./normalize.ts');
    expect(normalize('charged by puregym, ordered from currys, virgin media and british gas, the reciept is attached')).toBe('charged by PureGym, ordered from Currys, Virgin Media and British Gas, the receipt is attached');
    expect(normalize('party at the red lion function room, then the harbour view inn')).toBe('party at the Red Lion function room, then the Harbour View Inn');
    expect(normalize('reach me at sam.k.reid@gmail.com')).toBe('reach me at sam.k.reid@gmail.com');
    expect(normalize('bring your boots, the bell rang at the crown of the hill')).toBe('bring your boots, the bell rang at the crown of the hill');
  });
});

describe('first names compromise does not know', () => {
  it('cases names from the list of first names and leaves English words alone', async () => {
    const { caseNames, givenNameGender } = await import('./names.ts');
    expect(caseNames('contact priya for anything urgent')).toBe('contact Priya for anything urgent');
    expect(caseNames('say hi to aoife and niamh')).toBe('say hi to Aoife and Niamh');
    expect(caseNames('tell kwame the meeting moved')).toBe('tell Kwame the meeting moved');
    expect(caseNames('the job is a holiday case')).toBe('the job is a holiday case');
    expect(givenNameGender('priya')).toBe('she');
    expect(givenNameGender('kwame')).toBe('he');
    expect(givenNameGender('grace')).toBeUndefined();
    expect(givenNameGender('invoice')).toBeUndefined();
  });
});
