// The last read of the visitor's content before it is sent: a sentence the rules above left as a
// note ("Member no 77312094.", "Interviewer was Mrs. Gill.", "Pretty sure I'm owed compensation.",
// "Applying to Sainsbury's.", "£312 to fix.") is mended by its shape, whatever its words: which
// parts of speech it opens with and whether it has a verb, read with compromise. Lines the writer
// added (greetings, openers, closes) never take these shapes, so they pass unchanged.
import nlp from 'compromise';
import { capitalizeDays, joinList, MONTH, NOT_AFTER_TITLE, remembered } from '../text.ts';
import { givenNameGender, isFirstName } from '../understand/names.ts';
import { gerundOf } from '../understand/voice.ts';
import { BRANDS } from '../understand/normalize.ts';

const BRAND_NAMES: ReadonlySet<string> = new Set(BRANDS);

// Words after which a day takes no "on": "next Friday", "book Friday", "request Friday afternoon off".
const NO_ON_BEFORE_DAY = /^(?:any|same|usual|regular|normal|weekly|fortnightly|odd|occasional|other|spare|free|rare|most|some|many|few|alternate|now|do|does|did|make|makes|manage|suit|suits|prefer|pick|choose|book|take|try|say|said|hold|reserve|want|need|love|hate|like|on|by|for|at|in|into|with|within|via|towards|toward|against|until|till|til|from|to|since|before|after|next|this|last|every|each|coming|following|of|and|or|not|nor|but|is|are|was|were|be|been|am|than|through|thru|during|over|past|per|starting|from|except|including|apart|either|neither|both|the|a|an|me|vs|like|between|around|about|excluding|unless|only|just|plus|good|black|cyber|holy|ash|palm|easter|boxing|super|my|our|your|his|her|their|its|late|early|midday|noon|every|other|that|which|who|request|requesting|ask|asking)$/;

interface Term {
  text: string;
  tags: readonly string[];
}

const termsOf = remembered(2000, (sentence: string): Term[] =>
  nlp(sentence).terms().json().map((t: { text: string; terms: { tags: string[] }[] }) => ({ text: t.text, tags: t.terms[0]?.tags ?? [] })),
);

const has = (term: Term | undefined, ...tags: string[]) => Boolean(term) && tags.some((tag) => (term as Term).tags.includes(tag));

// Sentences opening on these are already whole; most content sentences do, and skip the tagger.
const WHOLE_START = /^(?:I|I'm|I've|I'll|I'd|We|We're|We've|We'll|We'd|You|You're|You've|You'll|Your|Yours|The|A|An|My|Our|It|It's|Its|This|That|These|Those|There|There's|They|They're|Their|He|He's|His|She|She's|Her|Please|Thank|Thanks|Could|Can|Would|Will|Do|Does|Did|Is|Are|Was|Were|Have|Has|Had|Should|May|Might|If|When|As|Since|Because|Unfortunately|Sadly|Also|Just|So|And|But|Or|Sorry|Hi|Hello|Dear|What|Where|Why|How|Who|Which|Whether|Let|Any|All|Every|Each|No|Yes|Some|One|Both|Here|Today|Tomorrow|Yesterday|On|At|In|For|From|By|With|After|Before|Once|Until|Regarding|Following|Further|Best|Kind|Many|Warm|Looking|Hope|Wishing|Sending|Congratulations|Happy|Welcome)\b/;

// Nouns that stand without an article at the head of a sentence ("Mum is", "Work want proof",
// "School starts at 9", "Time is short").
const BARE_OK = /^(?:mum|mom|dad|mummy|daddy|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|uncle|work|school|college|uni|university|church|home|time|money|life|everything|nothing|something|anything|everyone|everybody|someone|somebody|nobody|anyone|traffic|weather|breakfast|lunch|dinner|tea|supper|parking|lunchtime|payday|today|tonight|tomorrow|yesterday|management|family|people|kids|children|nobody|none|half|most|more|less|each|either|neither|plenty|lots|loads|both|email|mail|post|news|attendance|homework|access|feedback|ours|mine|yours|theirs|hers)$/i;

// What the writer can be ("Pretty sure ...", "Free from October", "Happy to help").
const WRITER_STATE = /^(?:sure|certain|unsure|happy|glad|keen|free|available|unavailable|worried|sorry|grateful|thankful|excited|nervous|confident|aware|interested|able|unable|willing|desperate|gutted|devastated|thrilled|delighted|annoyed|frustrated|disappointed|upset|confused|stuck|late|away|off|busy|eager|hoping|afraid|scared|concerned|struggling|fine|ok|okay)$/i;

const STATE_PARTICIPLE = /^(?:attached|included|enclosed|needed|required|provided|booked|confirmed|cancell?ed|canceled|closed|done|sorted|fixed|broken|delivered|paid|approved|signed|expected|postponed|delayed|rescheduled|finished|completed|submitted|received|missing|overdue)$/i;

// Participles that follow "never" with "have": "never been", "never met".
const PARTICIPLE = /^(?:been|met|had|done|seen|heard|used|missed|paid|worked|lived|taken|made|asked|needed|wanted|tried|got|gotten|spoken|said|written|sent|received|given)$/;

const STATE_WORD = /^(?:down|out|off|broken|missing|late|gone|closed|open|empty|full|stuck|dead|flat|faulty|cracked|leaking|due|ready|wrong|cold|dirty|damaged|blocked|flooded|still)$/;
// Verbs in "-ed" that say what the thing did, not what was done to it ("Parcel arrived damaged").
const INTRANSITIVE = /^(?:arrived|happened|died|stopped|started|ended|worked|failed|leaked|moved|changed|dropped|disappeared|appeared|stayed|remained|waited|turned|opened|closed|crashed|expired|lapsed|landed|departed|improved|increased|decreased|doubled|tripled|jumped|rocketed|collapsed|cracked|flickered|rattled|smelled|smelt|squeaked|buzzed|beeped)$/;

// Things and places that do something in a story, never a firm's name: "Hotel cancelled our booking".
const COMMON_THING = /^(?:hotel|airline|parcel|package|courier|council|company|restaurant|garage|shop|store|bank|school|nursery|hospital|surgery|clinic|gym|agency|delivery|order|flight|train|bus|insurer|provider|supplier|seller|venue|caterer|florist|app|website|site|system|machine|boiler|fridge|freezer|oven|car|van|lift|printer|laptop|phone|router|internet|wifi|roof|window|door|tap|toilet|shower|sink|pipe|heater|cooker|dishwasher|kettle|box|item|product|room|flat|house|office|kitchen|bathroom|ceiling|wall|floor|piece|article|story|post|column|feature|episode|podcast|video|summons|letter|sofa|table|mattress|pallet|shipment|invoice|contract|lease|tenancy|quote|policy|claim|account|ticket|booking|appointment|sign|ticket machine|meter|bill)$/i;

/** The label of a number or a name given as a note: "member no" -> "member number". */
function labelOf(words: string): string {
  return words
    .replace(/\b(?:no\.?|num|nr|#)$/i, 'number')
    .replace(/\bref\.?$/i, 'reference')
    .replace(/\bacc\.?$/i, 'account')
    .replace(/\bappt\.?$/i, 'appointment')
    .replace(/\btel\.?$/i, 'phone number')
    // "PIR reference", "NHS number": an acronym keeps its capitals.
    .replace(/\b\w+\b/g, (word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
}

// A number, a code or a name: the value a label names.
const VALUE = /^(?:(?=(?:\S+\s+){0,3}\S+$)(?=.*\d)(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|\d)[\w\s:.,/-]*|[#£$€]?[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*|\d[\d\s-]{2,}\d|(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+[A-Z][\w'-]+|[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){1,2})$/;
const OWN_LABEL = /\b(?:flat|member(?:ship)?|booking|order|account|customer|policy|reference|ticket|case|claim|nhs|patient|student|employee|staff|phone|mobile|number|tracking|invoice|registration|passport|postcode|address|name|reg|id|pin|username|flight|seat|room)\b/i;

/** One sentence mended by its shape; unchanged when it is whole or its shape is not known. */
export function mendSentence(sentence: string, formal: boolean): string {
  const text = sentence.trim();
  if (!text || /^[-•*]/.test(text)) return sentence;
  const body = text.replace(/[.!?]+$/, '');
  const mark = text.slice(body.length) || '.';
  // "Have my own photos?", "Did my dissertation with him?": what the writer has or did, not a question.
  const own = /^(Have|Had|Did|Got|Need|Want|Love|Hate|Know|Read|Left|Paid|Bought|Sent|Emailed|Called|Met|Found|Started|Finished|Joined|Graduated|Moved|Worked|Lived|Studied|Spent|Tried|Booked|Ordered|Applied)\s+(?=(?:my|our|a|an|the|his|her|their|your|it|them|him|some|all|\d|in|on|at|for|with|from|to|last|this|yesterday|once|twice|already|photos|pictures|proof|receipts|evidence|screenshots|videos|copies|documents|references)\b)(?!a\s+(?:look|go|think|chat|read|great|good|nice|lovely|wonderful)\b)(.*)$/.exec(body);
  if (own?.[1]) return `I ${own[1].toLowerCase()} ${own[2] ?? ''}.`;
  if (WHOLE_START.test(text)) return sentence;
  const am = formal ? 'I am' : "I'm";
  // "Hotel in Porto (Casa do Rio) cancelled ...": read without the brackets; only the article is taken.
  const bracketed = /\s*\([^)]*\)/.exec(body);
  if (bracketed) {
    const plain = `${body.replace(bracketed[0], '')}${mark}`;
    const mended = mendSentence(plain, formal);
    if (mended.startsWith('The ') && mended.slice(4).toLowerCase() === plain.toLowerCase()) return `The ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }

  // "Dentist at 10 then he is back after lunch.": an appointment, and whose it is.
  const appointment = /^(Dentist|Doctor|Doctor's|GP|Hospital|Orthodontist|Optician|Physio|Vet|Clinic|Hospital)(?:\s+appointment)?\s+(at\s+\d.*)$/.exec(body);
  if (appointment?.[1] && appointment[2]) {
    const who = /\bhe\b/i.test(appointment[2]) ? 'He has' : /\bshe\b/i.test(appointment[2]) ? 'She has' : 'I have';
    const rest = appointment[2].replace(/\s+then\s+(he|she|I)(?:\s+(?:is|am)|'s|'m)\s+back\b/i, (_m, pronoun: string) => `, and ${pronoun.toLowerCase() === 'i' ? 'I' : pronoun.toLowerCase()} will be back`);
    return `${who} a ${appointment[1].toLowerCase().replace(/^gp$/, 'GP').replace(/^doctor's$/, 'doctor')} appointment ${rest}${mark}`;
  }
  // "Not coming in today due to a migraine", "Been on the high street 41 years": the writer's own.
  // "Currently paying 18p per unit", "Still waiting on the refund": what the writer is doing.
  const doing = /^(Currently|Still|Now)\s+((?:paying|waiting|using|working|looking|renting|living|staying|studying|running|getting|spending|selling|buying|ordering|trying|chasing|covering|earning|charging|based|on)\b.*)$/.exec(body);
  if (doing?.[1] && doing[2]) return `${am} ${doing[1].toLowerCase()} ${doing[2]}${mark}`;
  if (/^Not\s+(?:coming|going|feeling|able|working|making|in|well|back|available|around|free)\b/.test(body)) return `${am} not ${body.slice(4)}${mark}`;
  if (/^Been\s+(?:on|at|in|with|here|there|doing|running|working|trading|living|open|a|an|the|part|around|charged|billed|overcharged|double[- ]charged|told|promised|waiting|refused|given|sent|asked|ignored|passed|left|kept|chasing|trying|calling)\b/.test(body)) return `${formal ? 'I have' : "I've"} been ${body.slice(5)}${mark}`;
  // "Never been late before", "Never met you before": the writer's, since always.
  const never = /^Never\s+([a-z]+)\b(.*)$/.exec(body);
  if (never?.[1]) {
    if (PARTICIPLE.test(never[1])) return `${formal ? 'I have' : "I've"} never ${never[1]}${never[2] ?? ''}.`;
    if (has(termsOf(never[1])[0], 'PastTense')) return `I never ${never[1]}${never[2] ?? ''}.`;
  }
  // "Cleaning fine", "Bulbs fine": a thing and how it stands, with its verb.
  const fine = /^([A-Z][a-z]+(?:\s+[a-z]+)?)\s+(fine|ok|okay|good|great|sorted|agreed|accepted)\b(.*)$/.exec(body);
  if (fine?.[1] && !/^(?:Yes|No|Yeah|Yep|Ok|Okay|Sure|Fine|All|That|This|It|Everything|Looks|Sounds|Feels|Seems)\b/.test(fine[1]) && (/ing$/.test(fine[1]) || !termsOf(fine[1]).some((term) => has(term, 'Pronoun', 'Determiner', 'Verb', 'Expression')))) {
    const thing = fine[1].toLowerCase();
    return `The ${thing} ${/s$/.test(thing) && !/ss$/.test(thing) ? 'are' : 'is'} ${fine[2]}${fine[3] ?? ''}${mark}`;
  }
  // "First time ever it's been late" -> "This is the first time ever ...".
  const ordinal = /^(First|Second|Third|Fourth|Fifth|Sixth|\d+(?:st|nd|rd|th)) time\b/.exec(body);
  if (ordinal) return `This is the ${body.charAt(0).toLowerCase()}${body.slice(1)}${mark}`;

  // "£312 to fix" -> "It cost £312 to fix".
  const money = mark === '.' ? /^([£$€]\s?\d[\d,.]*(?:k|m)?)\s+to\s+([a-z]+\b.*)$/i.exec(body) : null;
  if (money) return `It cost ${money[1]} to ${money[2]}${mark}`;

  // "Member no 77312094", "Booking ref YT7K2P", "Name on file Tomasz Nowak", "Number 07451 882310".
  const bracket = /\s+\([^)]*\)$/.exec(body)?.[0] ?? '';
  const words = body.slice(0, body.length - bracket.length).split(/\s+/);
  for (let k = 1; k <= Math.min(4, words.length - 1); k += 1) {
    const labelWords = words.slice(0, k).join(' ');
    const value = words.slice(k).join(' ');
    if (!VALUE.test(value) || /\d/.test(labelWords) || !/^[A-Za-z][A-Za-z ]*\.?$|#$/.test(labelWords)) continue;
    // "Arriving around 6": what the writer is doing, and when; no label.
    if (/ing$/i.test(words[0] ?? '') && /^(?:around|at|on|in|from|by|about|after|before|between|until|till)$/i.test(words[1] ?? '')) break;
    if (termsOf(value).some((term) => has(term, 'Verb', 'Adjective')) || termsOf(labelWords).some((term) => has(term, 'Date') || (has(term, 'Preposition') && !/^on file$/i.test(labelWords.split(' ').slice(-2).join(' '))))) break;
    // "Currently paying 18p per unit": what the writer does, not a label and its value.
    if (/^(?:currently|still|already|now|also|just|usually|normally|only|roughly|about|around|approximately|nearly|almost)$/i.test(words[0] ?? '') || /^(?:call|ring|text|pay|transfer|send|charge|add|owe|refund|bring|book|cost|costs|was|is|are|were|it|i|we|you|they|he|she)$/i.test(words[0] ?? '') || termsOf(`the ${labelWords}`).slice(1).some((term) => has(term, 'Verb', 'Pronoun') && !has(term, 'Gerund') && !/^(?:name|file|booking)$/i.test(term.text))) break;
    let label = labelOf(labelWords);
    if (/^(?:order|account|booking|member|membership|customer|policy|ticket|case|claim|invoice|patient|student|employee|tracking|registration|room|seat|flight|flat|unit|table|bed)$/.test(label) && /\d/.test(value) && !(/^(?:flat|unit)$/.test(label) && /^\d+[A-Za-z]?\s+[A-Z]/.test(value))) label += ' number';
    const article = OWN_LABEL.test(label) && !/\bon file\b/.test(label) ? 'My' : 'The';
    return `${article} ${label} is ${value}${bracket}${mark}`;
  }

  const terms = termsOf(body);
  const [first, second] = terms;
  if (!first) return sentence;
  // "December rota is up", "Monday meeting is moved": a month or a day naming the thing.
  if (/^(?:January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Summer|Spring|Autumn|Winter)$/.test(first.text) && has(second, 'Noun') && !has(second, 'Date', 'Value', 'ProperNoun', 'Pronoun') && terms.slice(2, 5).some((term) => has(term, 'Verb'))) {
    return `The ${body}${mark}`;
  }
  if (has(first, 'ProperNoun', 'Person', 'Organization', 'Pronoun', 'Acronym') || /^[A-Z0-9]{2,}$/.test(first.text) || givenNameGender(first.text.toLowerCase())) return sentence;
  // "Someone reversed into me": someone did it; nothing is said of a thing.
  if (/^(?:someone|somebody|nobody|everyone|everybody|anyone|anybody)$/i.test(first.text)) return sentence;

  // "Pretty sure I'm owed ...", "Not sure if ...", "Free from October": the writer's state.
  const stateAt = /^(?:pretty|really|very|so|not|quite|fairly|totally|absolutely|completely|super|still|also|more|bit|a)$/i.test(first.text) ? 1 : 0;
  const state = terms[stateAt];
  const afterState = terms[stateAt + 1];
  if (state && (WRITER_STATE.test(state.text.replace(/[.,!?]+$/, '')) || (/^ready$/i.test(state.text) && /^to$/i.test(afterState?.text ?? ''))) && (!afterState || /^(?:to|that|if|whether|about|for|with|from|of|as|on|at|until|till|i|we|it|this|the|my|our|you|and|but|,)$/i.test(afterState.text.replace(/[,]+$/, '')) || /,$/.test(state.text))) {
    return `${am} ${body.charAt(0).toLowerCase()}${body.slice(1)}${mark}`;
  }

  // "Applying to Sainsbury's", "Hoping to start in May": what the writer is doing.
  if (has(first, 'Gerund') && second && !has(second, 'Copula', 'Modal', 'Auxiliary') && !terms.slice(1, 5).some((term) => has(term, 'Copula', 'Modal')) && /^(?:to|for|on|at|in|from|forward|out|back|up|into|about|round|around|over|through|during|after|before|since|until|while|with|as|my|our|a|an|the|this|that|some|it|you)$/i.test(second.text)) {
    return `${am} ${body.charAt(0).toLowerCase()}${body.slice(1)}${mark}`;
  }

  // "Interviewer was Mrs. Gill", "Actual meter reading today is 045218": a bare noun opening the
  // sentence takes its article.
  let at = 0;
  while ((has(terms[at], 'Adjective', 'Ordinal') || (at === 0 && has(terms[at], 'PastTense') && /ed$/i.test(terms[at]?.text ?? '') && has(terms[1], 'Noun')) || /^(?:first|second|third|next|last|final|main|new|old|other)$/i.test(terms[at]?.text ?? '')) && !has(terms[at], 'Noun') && at < 2) at += 1;
  const nounStart = at;
  if (at === 0 && has(terms[0], 'Gerund') && STATE_WORD.test(terms[1]?.text.replace(/[,.]$/, '').toLowerCase() ?? '')) at = 1;
  while (has(terms[at], 'Noun') && !has(terms[at], 'Pronoun', 'ProperNoun', 'Possessive', 'Value', 'Date') && at < nounStart + 3) at += 1;
  if (at > nounStart && at - nounStart <= 3) {
    const head = terms[at - 1] as Term;
    if (has(terms[at], 'Date') && !has(terms[at], 'Noun')) at += 1;
    // "Black mould in our back bedroom keeps coming back": a place or owner after the noun.
    if (has(terms[at], 'Preposition') && /^(?:in|on|at|from|of|for|with|outside|behind|above|below|under|near|next)$/i.test(terms[at]?.text ?? '')) {
      let next = at + 1;
      while (next < at + 6 && has(terms[next], 'Determiner', 'Possessive', 'Adjective', 'Noun', 'Value') && !has(terms[next], 'Verb')) next += 1;
      if (next > at + 1 && has(terms[next], 'Verb')) at = next;
    }
    const verb = terms[at];
    const nouns = terms.slice(0, at).map((term) => term.text.replace(/[,.]$/, ''));
    // "easyJet", "iPhone": a brand's own capitals are a name.
    const plainWords = nouns.every((word) => /^[a-z][a-z'-]*$/i.test(word) && !/^[A-Z]{2,}$/.test(word) && !/[a-z][A-Z]/.test(word));
    // "Kit list attached", "Packed lunch needed": a state said without its verb.
    const verbWord = verb?.text.replace(/[,.]$/, '').toLowerCase() ?? '';
    // "... cancelled my flight": a verb with its object did something; it is not a state.
    // ("The customer pulled out": a verb with its particle did something too.)
    const object = has(terms[at + 1], 'Possessive') || /^(?:us|me|him|them|you)$/i.test(terms[at + 1]?.text.replace(/[,.]$/, '') ?? '') || (/^(?:pulled|dropped|backed|walked|moved|signed|checked|logged|called|turned|showed|passed|stepped|opted|bowed|phased|sold)$/.test(verbWord) && /^(?:out|off|in|up|over|back|away|down|through)[,.]?$/i.test(terms[at + 1]?.text ?? '')) || (has(terms[at + 1], 'Determiner') && !/^(?:day|night|week|month|morning|evening|afternoon|same|next|following|previous|last|other|whole|entire)$/i.test(terms[at + 2]?.text.replace(/[,.]$/, '') ?? ''));
    // "Shed key code changing to 4471", "Collection going round for a gift": what is happening, without its "is".
    const happening = Boolean(verb) && has(verb, 'Gerund') && !has(verb, 'Noun') && /ing$/.test(verbWord) && !/ing$/i.test(head.text) && !has(head, 'Verb') && verb === terms[at] && terms.slice(nounStart, at).every((term) => !/[,.]$/.test(term.text));
    const stateWord = happening || Boolean(verb) && !object && (STATE_PARTICIPLE.test(verbWord) || STATE_WORD.test(verbWord) || (/ed$/.test(verbWord) && has(verb, 'PastTense') && !INTRANSITIVE.test(verbWord) && !has(terms[at + 1], 'Noun', 'Pronoun', 'Determiner', 'Possessive', 'Value')));
    // "Orders placed before will still ship": the participle describes; the verb comes later.
    const laterVerb = terms.slice(at + 1).some((term) => has(term, 'Modal', 'Copula', 'Auxiliary') || (has(term, 'PresentTense') && !has(term, 'Noun')));
    if (verb && stateWord && plainWords && !has(verb, 'Copula') && !laterVerb) {
      const nounWords = terms.slice(0, at).map((term) => term.text).join(' ');
      const past = /\b(?:yesterday|last (?:week|night|month|year|time|\w+day)|ago|earlier|this morning)\b/i.test(body);
      const lasting = !past && /\b(?:since|for (?:a|an|two|three|\d+|over|weeks|days|months|ages))\b/i.test(body);
      const be = happening ? (has(head, 'Plural') ? 'are' : 'is') : lasting ? (has(head, 'Plural') ? 'have been' : 'has been') : has(head, 'Plural') ? (past ? 'were' : 'are') : past ? 'was' : 'is';
      const article = terms.slice(0, nounStart + 1).some((term) => BARE_OK.test(term.text)) || has(head, 'Plural') ? '' : 'The ';
      const opening = `${nounWords} ${be}`;
      return `${article}${article ? opening.charAt(0).toLowerCase() + opening.slice(1) : opening} ${body.slice(nounWords.length).trimStart()}${mark}`;
    }
    // One word alone may be a company said without its capital ("Amazon says", "Wayfair has
    // rescheduled"): it takes the article only before "is", "was", "will" and the like.
    // A single word might also be a name typed in lowercase ("leo will be out"): only a role
    // ("Interviewer was ...") takes the article alone.
    const single = at - nounStart === 1 && nounStart === 0;
    // "Book is the marriage portrait", "Theme is 80s": a plain thing of the event takes its article.
    const thing = /^(?:book|deadline|theme|menu|agenda|topic|location|venue|plan|parking|food|film|movie|game|dress|dresscode|wifi|password|code|postcode|entrance|car park|price|cost|fee|deposit|route|itinerary|schedule|timetable|programme|program|lineup|kickoff|kick-off|start|finish|pickup|pick-up|drop-off|dropoff|meeting point)$/i.test(head.text);
    if (single && thing && verb && has(verb, 'Copula', 'Modal', 'PresentTense')) return `The ${body.charAt(0).toLowerCase()}${body.slice(1)}${mark}`;
    if (single && !has(head, 'Actor') && !/(?:er|or|ist|ant|ent|ian)$/i.test(head.text) && !COMMON_THING.test(head.text)) return sentence;
    // "Plumber quoted £2,600", "Electrician left the job half done": a trade is a person, never a firm's name.
    const trade = single && has(head, 'Actor') && !has(head, 'ProperNoun', 'Organization', 'Person');
    // ("Admiral quoted me £640": a firm named as it spells itself is no trade.)
    if (single && BRAND_NAMES.has(head.text)) return sentence;
    // "raj is covering": a first name typed in lowercase is never "the raj".
    if (single && isFirstName(head.text.toLowerCase())) return sentence;
    if (verb && has(verb, 'Verb') && !has(verb, 'Gerund', 'Infinitive', 'Imperative') && (!single || trade || has(verb, 'Copula', 'Modal') || COMMON_THING.test(head.text)) && plainWords && !terms.slice(0, nounStart + 1).some((term) => BARE_OK.test(term.text)) && !BARE_OK.test(head.text) && !has(head, 'Plural') && !(nounStart === 0 && /ing$/i.test(head.text)) && !has(head, 'Uncountable') && !/[,]$/.test(head.text)) {
      return `The ${body.charAt(0).toLowerCase()}${body.slice(1)}${mark}`;
    }
  }
  return sentence;
}

// Sentences about the email itself, left from the request: "Friendly reminder email.", "I have no
// idea how to word this.", "Could you write it?", "I'd like to send a short email.".
const ABOUT_THE_EMAIL = [
  /^(?!This is my (?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth)\b)(?:[\w'&-]+\s+){0,4}(?:e-?mail|message|note)\s*(?:\([^)]*\))?[.!]?$/i,
  /\b(?:how to|no idea how to|not sure how to|do not know how to|don't know how to|dont know how to)\s+(?:word|phrase|write|say|put)\s+(?:this|it)\b/i,
  /^(?:(?:Could|Can|Would) you|I would be grateful if you could|Please)\s+(?:please\s+)?(?:help me\s+)?(?:write|draft|word)\s+(?:it|this)(?:\s+for me)?\s*[.?!]?$/i,
  /^(?:I'd|I would|I|We'd|We would|We)\s+(?:like|want|need)\s+to\s+send\s+(?:a|an|this|the)\s+(?:[\w-]+\s+){0,3}(?:e-?mail|message|note)\s*[.!]?$/i,
  /^(?:It|This|That) anyway[.!]?$/i,
  /^E-?mail (?:the|my|our|all|every)\b.*\bas well[.!]?$/i,
];

/** A sentence about the email itself is dropped; "I need to email you to ..." says what it does. */
function aboutTheEmail(sentence: string, formal: boolean): string {
  const said = sentence.replace(/\b(congratulations|congrats) on (?:an? |the |this |my )?(?:e-?mail|message|note|card)(?: from (?:me|us))?(?=\s*[!.])/gi, '$1');
  if (ABOUT_THE_EMAIL.some((pattern) => pattern.test(said.trim()))) return '';
  return said
    .replace(/^(This is my (?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth) (?:e-?mail|message))([.!]?)$/, '$1 about this$2')
    .replace(/\b(I|We) (?:need|want|would like|'d like|have) to (?:e-?mail|message|write to|contact) you (to|about|because)\b/g, (_m, who: string, word: string) => `${who === 'I' ? (formal ? 'I am' : "I'm") : formal ? 'We are' : "We're"} writing ${word}`);
}

// "since Saturday", "since the 4th", "since March": a time that began and goes on.
const SINCE_TIME = String.raw`since\s+(?:(?:last|this)\s+\w+|yesterday|then|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Febr)uary|March|April|May|June|July|August|September|October|November|December|the\s+\d|\d|early|mid|lunch|breakfast|this morning)`;
const SINCE = new RegExp(String.raw`\b(is|are|am|'s|'re|'m)\s+(?!(?:been|the|a|an|my|our|your|this|that)\b)((?:(?:still|again|now|not|also)\s+)?[a-z]+(?:\s+(?:again|still|now|on|off|out|down|up|for me|for us))?\s+(?:[\w']+\s+){0,3}?)(?=${SINCE_TIME})`, 'g');

/** "The washing machine is leaking again since Saturday" -> "has been leaking again since ...". */
function sinceTense(sentence: string): string {
  return sentence.replace(SINCE, (_m, be: string, rest: string) => `${({ is: 'has been', are: 'have been', am: 'have been', "'s": "'s been", "'re": "'ve been", "'m": "'ve been" } as Record<string, string>)[be]} ${rest}`);
}

const KIN = String.raw`(?:my|our)\s+(?:daughter|son|child|kid|boy|girl|husband|wife|partner|mum|mom|dad|brother|sister|nephew|niece|grandson|granddaughter|stepson|stepdaughter|eldest|youngest)`;
// A time said at the end of one clause and a pronoun opening the next, with nothing between:
// "can't do the gala on the 9th she has a chest infection".
const RUN_ON = new RegExp(String.raw`\b((?:(?<=\bat\s)\d{1,2}(?:[.:]\d{2})?(?:\s*[ap]m)?|today|tonight|tomorrow|yesterday|(?:this|next|last)\s+(?:week|month|year|morning|afternoon|evening|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)|(?:on\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+(?:class|lesson|practice|training|match|game|shift|session|club|rehearsal|morning|afternoon|evening|night))?|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)|(?:for\s+)?(?:\d+|two|three|four|a few)\s+(?:days|weeks|months)|(?:at|over)\s+the\s+weekend|anymore|again|either|(?<!\beven\s)though))\s+(she|he|they|we|I|it|the kids|my kids|our kids|the children|the boys|the girls)(?:\s+|(?='(?:m|s|re|ve)\b))(?=(?:has|have|had|is|was|are|were|'s|'re|'ve|am|'m|can't|cannot|won't|will|didn't|doesn't|don't|isn't|wasn't|hasn't|haven't|needs|got|caught|came|went|must|should|would|could|just|broke|hurt|loved|enjoyed|fell|lost|started)\b)`, 'g');

// "when our photos will be ready it's been 10 weeks": a second clause run on without a stop.
const RUN_ON_SPAN = /^(.*\b(?:ready|done|back|finished|fixed|sorted|here|there|paid|sent|arrived|delivered|replied|answered|yet|now|open)),?\s+(it's|it has|it is|that's|its)\s+(been\s+(?:\d+|a|an|two|three|four|five|six|over|nearly|almost|more than|ages|weeks|months|days)\b.*?)([.?!]?)$/i;

/** "Maisie (my daughter) can't ..." -> "My daughter Maisie can't ..."; a run-on split at its pronoun. */
function mendClauses(sentence: string): string {
  const span = RUN_ON_SPAN.exec(sentence.trim());
  if (span?.[1] && span[3] && span[1].split(/\s+/).length >= 4) {
    const asked = span[4] === '?' || /^(?:Could|Can|Would|Will|Do|Does|Did|Is|Are|Have|Has)\b/.test(span[1]);
    return `${span[1]}${asked ? '?' : '.'} It has ${span[3]}.`;
  }
  return sentence
    // "I lost my job, can pay in full on the 8th": the second clause keeps its subject.
    .replace(/^((?:I|We)\b[^,;]{3,80}),\s+(can|could|will|'ll|should|might|may)\s+(?=[a-z])/, (_m, first: string, modal: string) => `${first}, ${/^(?:will|'ll)$/.test(modal) ? 'and' : 'but'} ${/^We\b/.test(first) ? 'we' : 'I'} ${modal === "'ll" ? 'will' : modal} `)
    // "I got the job at Monzo, start in March": the second clause's own "I".
    .replace(/^((?:I|We)\b[^,;]{3,80}),\s+(start|begin|finish|move|leave)\s+(?=(?:in|on|next|from|at|this|the)\b)/, (_m, first: string, verb: string) => `${first}, and ${/^We\b/.test(first) ? 'we' : 'I'} ${verb} `)
    // "No water pressure since Saturday", "Low water pressure for 2 weeks": a lack that has lasted.
    .replace(/^((?:No|Low|Poor|Weak|Intermittent|Patchy|Slow|Very low)\s+(?:[a-z]+\s+){0,3}?[a-z]+)\s+(since|for)\s+(?=\S)/, (_m, what: string, span: string) => `There has been ${what.charAt(0).toLowerCase()}${what.slice(1)} ${span} `)
    // "I worked there 2019-2022, now applying for manager jobs", "I am interested in your work, finishing my
    // MSc in September": what the writer is doing (now), with its subject.
    .replace(/^((?:I|We)\b[^,;]{3,120}),\s+(now\s+(?:applying|looking|working|studying|living|based|training|retired|running|doing|teaching|freelancing)|finishing|starting|graduating|completing|studying|moving|leaving|joining|training|retiring|relocating)\b/, (_m, first: string, doing: string) => `${first}, and ${/^We\b/.test(first) ? "we're" : "I'm"} ${doing}`)
    // "a good tenant 4 years": how long, with its "for".
    // ("hasn't been cut in 3 weeks", "it's been 3 weeks since": a span already said.)
    .replace(/(?<!\b(?:it|that|it's|its|that's|it has|it had|there's|there has|has it|has it not)\s)\b(been\s+(?:(?:a|an|your|the)\s+)?(?:[\w-]+\s+){0,4}?)(?<!\b(?:for|in|since|over|within|about|around|nearly|almost|under|only|just|after|than|of|past|last|first|another)\s)(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?|weeks?|summers|winters|seasons|terms)\b(?!\s+(?:old|ago|since|now|after|later|before|on)\b)/gi, '$1for $2 $3')
    .replace(new RegExp(String.raw`(^|[\s,])([A-Z][a-z'-]+)\s*\(\s*(${KIN})\s*\)`, 'g'), (_m, before: string, name: string, kin: string) => `${before}${before === '' ? kin.charAt(0).toUpperCase() + kin.slice(1) : kin} ${name}`)
    // A pronoun goes on with "as"; "the kids" starts a sentence of its own.
    .replace(RUN_ON, (m: string, time: string, subject: string) => (/\s/.test(subject) ? `${time}. ${subject.charAt(0).toUpperCase()}${subject.slice(1)} ` : `${time}, as ${subject}${/\s$/.test(m) ? ' ' : ''}`))
    // "I'm away for Christmas, back 2 Jan": when the writer is back, said in full.
    .replace(/^((?:I'm|I am|I'll be|I will be|We're|We are)\s+(?:away|off|out|on leave|on holiday)\b[^,;]{0,60}),\s+back\s+(?:on\s+)?(?=(?:\d|Mon|Tue|Wed|Thu|Fri|Sat|Sun|the\s|next\s|tomorrow|after\b))/, (_m, first: string) => `${first} and will be back on `)
    // "the engagement photos they're gorgeous": the praise is a sentence of its own.
    .replace(/\b([a-z]+s)\s+(they are|they're|theyre)\s+(?=(?:so\s+|really\s+|absolutely\s+|just\s+)?(?:gorgeous|amazing|beautiful|perfect|lovely|brilliant|great|stunning|incredible|fantastic|wonderful|delicious|adorable|fab|fabulous|spot on)\b)/g, (_m, thing: string, they: string) => `${thing}. ${they === 'they are' ? 'They are' : "They're"} `)
    // "Your first day Monday at 9 am": the day is when it is.
    .replace(/^((?:Your|My|Our|The)\s+(?:first|last|next|final|new)\s+(?:day|shift|week|session|lesson|class|appointment|meeting))\s+(?=(?:on\s+)?(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|tomorrow|the\s+\d|\d))/, '$1 is ')
    // "bring passport for right to work check": your own, for the check.
    // ("She will bring ID": her own.)
    .replace(/\b(?:(he|she|they)(?:\s+will|'ll)\s+)(bring|show|have)\s+(passport|photo id|id|driving licen[cs]e)\b/gi, (_m, who: string, verb: string, what: string) => `${who} will ${verb} ${/^he$/i.test(who) ? 'his' : /^she$/i.test(who) ? 'her' : 'their'} ${what.replace(/\bid$/i, 'ID')}`)
    .replace(/\b(bring|show|have)\s+(passport|photo id|id|driving licen[cs]e|laptop|p45|p60|bank details|birth certificate|kit|trainers|packed lunch|water bottle|uniform)\b(?:\s+for\s+(?!the\b|your\b|a\b)([a-z][\w -]*?\s+(?:check|checks|test|form)))?/gi, (_m, verb: string, what: string, check: string | undefined) => `${verb} your ${what.replace(/\bid$/i, 'ID')}${check ? ` for the ${check}` : ''}`)
    // "move in 1st of next month": on the day.
    .replace(/\b(move in|move out|start|begin|arrive|leave|return|be back|finish|come back)\s+(\d{1,2}(?:st|nd|rd|th))\s+of\b/g, '$1 on the $2 of')
    // "start 1 Sept", "arrive 14 March": a date after the verb takes "on".
    .replace(/\b(start|begin|finish|arrive|leave|move in|move out|return|be back|close|open|reopen|fly|travel)\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)/g, '$1 on ')
    // "Courier lost it, new one going out tomorrow": the new one, with its verb.
    .replace(/(^|[,.]\s+)(?:a\s+)?new one\s+(going|coming|arriving|being)\b/gi, (_m, lead: string, verb: string) => `${lead.startsWith(',') ? '. ' : lead}A new one is ${verb}`)
    // "Yes, please book me in, the 10th (morning if possible)": the day booked, and when in it.
    .replace(/\b(book (?:me|us|it|him|her) in),\s+(the\s+\d{1,2}(?:st|nd|rd|th))(?:\s+\((morning|afternoon|evening)(\s+if possible)?\))?/gi, (_m, book: string, day: string, part: string | undefined, possible: string | undefined) => `${book} for ${day}${part ? `, in the ${part}${possible ?? ''}` : ''}`)
    // "dinner at Dishoom Covent Garden Saturday 8 Nov": after a place's name, too.
    .replace(/(?<=[a-z]\s(?!(?:Good|Black|Cyber|Holy|Easter|Ash|Palm|Boxing|Super|Bank|Holiday|Next|This|Last|Every|Each|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)(?:[A-Z][a-z]+\s){1,3})(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+\d)/g, 'on ')
    // "I'll send them tomorrow morning they're nearly done": the reason, joined with "as".
    .replace(/\b((?:tomorrow|today|tonight|later)(?:\s+(?:morning|afternoon|evening|night))?|(?:this|next)\s+(?:morning|afternoon|evening|week))\s+(they're|it's|they are|it is)\s+(?=(?:nearly|almost|all|just|already|still|now|ready|done|finished|being)\b)/g, '$1, as $2 ')
    // "..., and yes I'll be at drinks": the answer to another question starts a sentence.
    .replace(/,?\s+and\s+(yes|no)\s+(?=(?:I|I'll|I'm|I've|we|we'll|we're|that|it|please)\b)/gi, (_m, answer: string) => `. ${answer.charAt(0).toUpperCase()}${answer.slice(1).toLowerCase()}, `)
    // "let a candidate know she didnt get the job": said as employers say it.
    .replace(/^You (?:did not|didn't) get the (job|role|position|place|post|contract)\b/, (_m, what: string) => `Unfortunately, on this occasion we will not be offering you the ${what}`)
    // "I ordered a fridge freezer delivered with a massive dent": what came, with its own verb.
    .replace(/^((?:I|We)\s+(?:ordered|bought|purchased)\s+.+?)(?<!\b(?:it|they|which|that))\s+(delivered|arrived|came)\s+(?=(?:with|without|damaged|broken|late|missing|smashed|dented|scratched)\b)/, (_m, first: string, verb: string) => `${first}, and it ${verb === 'delivered' ? 'was delivered' : verb} `)
    // "We left a charger in room 212, happy to pay postage": who is happy to.
    .replace(/^((?:I|We)\b[^,;]{3,120}),\s+happy\s+to\s+/, (_m, first: string) => `${first}, and ${/^We\b/.test(first) ? 'we are' : 'I am'} happy to `)
    // "the streetlight outside 14 Birch Close it has been flickering": a second sentence run on after a noun.
    .replace(FUSED_CLAUSE, (m: string, before: string, noun: string, pronoun: string, verb: string, at: number, whole: string) => {
      const lead = whole.slice(0, at) + before;
      // ("can't make Saturday's match he has got a wedding", "ask Ms. Hadley she's free": joined as reasons below.)
      if (/^\s+got\b/.test(whole.slice(at + m.length)) || /\b(?:ask|contact|try|email|speak to|talk to|call|check with|go to)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$/.test(lead)) return m;
      const tags = termsOf(`${lead}${noun}`).at(-1)?.tags ?? [];
      if (!tags.includes('Noun') || tags.some((tag) => /^(?:Verb|Pronoun|Preposition|Conjunction|Determiner|Adverb|Date|Value)$/.test(tag)) || /^(?:time|way|day|week|moment|sure|fact|thing|reason|point|hope|idea|feeling|worry)$/i.test(noun)) return m;
      if (LEANING.test(lead.trim()) || /\b(?:and|but|so|because|as|when|if|that|which|who|where|since|until|while|than)\s+(?:[\w'-]+\s+){0,5}$/i.test(lead) || /\b(?:is|are|was|were)\s+(?:the|my|our|a|an|his|her|their)\s+(?:[\w'-]+\s+)?$/i.test(lead)) return m;
      // "about the streetlight outside 14 Birch Close it has been ...": the thing named, and what it has been.
      if (!termsOf(lead).some((term) => has(term, 'Verb') && !has(term, 'Gerund', 'Infinitive'))) return pronoun === 'it' && !/had/.test(verb) && /\b(?:the|my|our|a|an|this|that)\s+/i.test(lead) ? `${before}${noun}, which ${verb.trim().replace(/^'s been$/, 'has been').replace(/^'s$/, 'is')}` : m;
      return `${before}${noun}. ${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)}${verb}`;
    })
    // "the standup is moving to 9:30 and that notes will be in the shared drive": the second thing said, without the "that" of the request.
    .replace(/(?<=[a-z0-9)]{2}),?\s+(and|but|also)\s+that\s+(?=(?:the|my|our|your|his|her|their|a|an|I|we|you|he|she|they|it|there|all|everyone|[a-z]+s)\s+(?:[\w'-]+\s+){0,3}?(?:is|are|was|were|will|would|can|could|should|must|has|have|had|need|needs|won't|can't|isn't|aren't)\b)/g, (_m, join: string) => ` ${join === 'also' ? 'and' : join} `)
    // "notes will be in the shared drive after": afterwards.
    .replace(/(?<!\b(?:day|morning|night|evening|week|month|year|one|just|soon|shortly|straight|right|long|look|looking|looked|the|and|or|before)\s)\bafter([.!])/g, 'afterwards$1')
    // "someone needs to be in or leave a key with me": the other way, with its own subject.
    .replace(/\b((?:someone|somebody|you|one of you)\s+(?:needs|need|has|have|will need)\s+to\s+be\s+(?:in|home|at home|there|around|in the flat|in the house|available))\s+or\s+(leave|drop|give|let)\b/g, '$1, or you can $2')
    // "I already committed": to what was planned first, in the perfect.
    .replace(/\b(I|we) already (committed|promised|agreed)(?=[.,!]|\s+(?:and|but|so)\b|$)/g, (_m, who: string, verb: string) => `${who} have already ${verb}${verb === 'committed' ? ' to it' : ''}`)
    // "..., time for someone new": why, said as a sentence.
    .replace(/,\s+(?:(?:it's|its)\s+)?((?:high\s+|about\s+)?time)\s+(for|to)\s+(?=[a-z])/g, (_m, time: string, prep: string) => `. It is ${time} ${prep} `)
    // "Yes, I am interested in the role, free for an interview any day": the writer is the one free.
    .replace(/,\s+(free|available)\s+(?=(?:for|any|on|from|every|most|all|this|next|after|between|to)\b)/g, (m: string, state: string, at: number, whole: string) => (/\bI(?:'m| am)\b/.test(whole.slice(0, at)) && !/\b(?:is|are|was|were)\s+[^,]*$/.test(whole.slice(0, at).replace(/\bI(?:'m| am)\b/g, '')) ? `, and ${/\bI'm\b/.test(whole) ? "I'm" : 'I am'} ${state} ` : m))
    // ", address 5 Mill Lane": the writer's address, said.
    .replace(/,\s+(?:my\s+|our\s+)?address\s+(?:is\s+)?(?=\d)/g, (_m: string) => '. My address is ')
    // "yes still available but lowest is 280": the answer, said whole.
    .replace(/^(Yes|No|Yeah|Yep),?\s+(still|not|already)\s+(?=(?:available|sold|free|open|going|for sale|taken|booked|there|here|happening|on)\b)/i, (_m, answer: string, word: string) => `${/^(?:no)$/i.test(answer) ? 'No' : 'Yes'}, it's ${word.toLowerCase()} `)
    .replace(/\b(but|and|though|however),?\s+(?:the\s+)?(lowest|cheapest|highest|best|earliest|latest|soonest)\s+(?:price\s+)?(is|would be|I can do is|I'd go is|I can go is)\s+(?=[£$€]?\d|[A-Z]|the\b|tomorrow|next\b)/g, (_m, join: string, most: string) => `${join} the ${most} I can ${/^(?:lowest|cheapest|highest|best)$/.test(most) ? 'go' : 'do'} is `)
    // "..., dangerous for people walking dogs at night": what the situation is, said as a sentence.
    .replace(/(?<=[a-z0-9)]),\s+((?:really|very|so|quite|extremely|genuinely|actually|potentially)\s+)?(dangerous|unsafe|hazardous|risky|a hazard|a danger|a health hazard|a fire hazard|a safety risk|a risk|scary|frightening|worrying|unacceptable|embarrassing|unhygienic|unsanitary|illegal|impossible|exhausting|stressful)\s+(for|to|with|when|if|because|as)\s+(?=[a-z])/g, (_m, degree: string | undefined, what: string, prep: string) => `. This is ${degree ?? ''}${what} ${prep} `)
    // "It's from Amazon should come before lunch": the same subject's second verb, joined with "and".
    .replace(/^((?:It|They|She|He)(?:'s|'re| is| are| was| were)\s+(?:from|with|for|at|in|on|by)\s+(?:the\s+)?[\w'-]+(?:\s+[A-Z][\w'-]*)*)\s+(should|will|might|may|could|would)\s+(?=(?:be|come|arrive|get|turn|go|take|need|have|only|probably|definitely|hopefully)\b)/, '$1 and $2 ')
    // "the streetlight outside 14 Beech Close, been out for 3 weeks": which has been.
    .replace(/,\s+been\s+(?=(?:out|broken|off|down|closed|empty|leaking|missing|like this|blocked|flooded|faulty|flickering)\b)/g, ', which has been ')
    // "My son has got a dentist appointment ... so will be in late, back by lunch": his "he", and "and".
    .replace(/^((?:My|Our)\s+(son|daughter|boy|girl)\b(?:[^.]|\.(?=\d))*?)\s+so\s+will\s+be\s+([^,.]+),\s+back\s+/, (_m, first: string, kid: string, state: string) => `${first}, so ${/^(?:son|boy)$/.test(kid) ? 'he' : 'she'} will be ${state} and back `)
    // "My daughter has got a verruca so cannot swim": her "she".
    .replace(/^((?:My|Our)\s+(son|daughter|boy|girl)\b(?:[^.]|\.(?=\d))*?)\s+so\s+(?=(?:will|cannot|can't|won't|isn't|has to|needs to|is|can|must|should|might)\b)/, (_m, first: string, kid: string) => `${first}, so ${/^(?:son|boy)$/.test(kid) ? 'he' : 'she'} `)
    // "leaking all over the floor please send someone asap": the ask is a sentence of its own.
    .replace(/(?<=\b(?!(?:you|could|can|would|will|and|to|if|but|or|so|just|kindly|me|I|we)\b)[a-z]{2,})\s+please\s+(?=(?:send|call|let|fix|come|reply|confirm|get|arrange|sort|contact|advise|check|look|ring|update|refund|cancel|respond|email|come|help|tell|give|keep|pass|forward|repair|replace)\b)/g, '. Please ')
    // "I can't make the meeting Friday", "her lesson Thursday": a day after a thing takes its "on".
    .replace(/(?<![£$€])\b([a-z]+)\s+(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b(?!')(?!\s+(?:(?:morning|afternoon|evening)\s+)?off\b))/g, (m: string, word: string) => (NO_ON_BEFORE_DAY.test(word) ? m : `${word} on `))
    .replace(/\b(sorry|apologi[sz]e|apologies|excuse)\s+(for|about)\s+(short notice|late notice|(?:the\s+)?delay)\b/gi, (_m, word: string, prep: string, what: string) => `${word} ${prep} ${/^the\b/.test(what) ? what : `the ${what}`}`);
}

/** "Zain (Year 5), Mariam (Year 2)" -> "Zain in Year 5 and Mariam in Year 2"; "me plus one (Dev)" -> "me plus one, Dev". */
function unnested(inner: string): string {
  const items = inner.split(/,\s+(?![^()]*\))/).map((item) => item.trim().replace(/^(.*?)\s*\(([^()]*)\)(.*)$/, (_m, before: string, said: string, after: string) => (/^(?:year|class|form|reception|room|group|set)\b/i.test(said) ? `${before} in ${said}${after}` : `${before}, ${said}${after}`)));
  return items.length > 1 ? joinList(items) : items[0] ?? inner;
}

const FUSED_CLAUSE = /(\s)([A-Za-z][\w'-]*[a-z])\s+(it|he|she|they)(\s+has been|\s+has|\s+had|\s+is|\s+was|\s+keeps|\s+kept|'s been|'s)\b/g;

// A clause of its own after a comma: a subject ("engineers", "the coach", "it", "she") and a verb that says when.
const OWN_CLAUSE = /^(?:(?:(?:the|my|our|his|her|their|your|this|that)\s+)?(?:[a-z][\w'-]*\s+){0,2}?(?:[a-z][\w'-]*[^s\W'’]s|(?<=(?:the|my|our|his|her|their|your|this|that)\s+(?:[a-z][\w'-]*\s+){0,2}?)[a-z][\w'-]*)|I|we|he|she|they|it|there)\s+(?:have|has|had|is|are|was|were|will|won't|can't|cannot|couldn't|didn't|doesn't|don't|haven't|hasn't|isn't|aren't|wasn't|weren't|never|still|also|already)\b/;
// What leads a clause that leans on the next one ("If it rains, ...", "When I got home, ...").
const LEANING = /^(?:if|when|whenever|while|although|though|because|since|as|once|unless|until|after|before|whether|even if|even though|so that|yes|no|sorry|thanks|thank you|hi|hello|dear|also|however|unfortunately|sadly|luckily|honestly|please|p\.?s\.?)\b/i;

/** "My washing machine has leaked 3 times, engineers have been out twice": two sentences. */
function spliceClauses(sentence: string): string {
  const mark = /[.!?]$/.exec(sentence.trim())?.[0] ?? '';
  const body = sentence.trim().replace(/[.!?]$/, '');
  if (!body.includes(', ') || mark === '?' || LEANING.test(body) || /[:;"“(]/.test(body.replace(/\([^)]*\)/g, ''))) return sentence;
  const pieces = body.split(/(?<![\d£$€]),\s+(?=[a-zA-Z])/);
  if (pieces.length < 2) return sentence;
  const out: string[] = [pieces[0]!];
  for (const piece of pieces.slice(1)) {
    const left = out[out.length - 1]!;
    const finite = termsOf(left).some((term) => has(term, 'Verb') && !has(term, 'Gerund', 'Infinitive', 'Participle'));
    // "I ordered a kettle, it arrived broken": a pronoun and its verb in the past or present.
    const second = /^(?:I|we|he|she|they|it)\s+[a-z]/.test(piece) ? termsOf(piece)[1] : undefined;
    const pronounClause = has(second, 'PastTense', 'PresentTense') && !has(second, 'Gerund', 'Noun');
    // "We haven't spoken in years, saw you're opening a restaurant": what the writer did, with its "I".
    const writerDid = /^(?:saw|heard|noticed|found|spoke|called|rang|emailed|sent|tried|checked|went|bought|ordered|paid|asked|told|realised|realized|thought|forgot|missed|booked|read|watched|met)\s+(?!(?:it|them|out|up|off|by|to|in|on|at|and|or|but)\b)\S+\s+\S+/.test(piece) && /\b(?:I|I'm|I've|we|we've|my|our)\b/i.test(left);
    if (writerDid && finite && left.split(/\s+/).length >= 4) {
      out[out.length - 1] = `${left}.`;
      out.push(`I ${piece}`);
      continue;
    }
    if (finite && left.split(/\s+/).length >= 4 && (OWN_CLAUSE.test(piece) || pronounClause) && !/^(?:which|who|whom|whose|that|and|but|or|so|as|because|if|when|then|while|although|though|until|unless|where|plus)\b/i.test(piece)) {
      out[out.length - 1] = `${left}.`;
      out.push(/^I\b/.test(piece) ? piece : `${piece.charAt(0).toUpperCase()}${piece.slice(1)}`);
    } else out[out.length - 1] = `${left}, ${piece}`;
  }
  return out.length === 1 ? sentence : `${out.join(' ')}${mark || '.'}`;
}

const BY_DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*)?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+[A-Z][a-z]+)?)?|the\s+\d{1,2}(?:st|nd|rd|th)|tomorrow|the end of (?:the\s+)?(?:week|month|term)|end of (?:the\s+)?(?:week|month|term)|next\s+(?:week|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day))`;
// "£12 and signed permission slip by 20 May", "committee nominations to the secretary by 4 March": what is due, with no verb.
const DUE_BY = new RegExp(String.raw`^(?!(?:please|I|we|you|they|he|she|it|the\s+deadline)\b)((?:[£$€]?[\w'.-]+\s+){0,6}?[£$€]?[\w'.-]+?)(\s+to\s+(?:the|your|my|our)\s+[\w' -]{2,30}?)?\s+by\s+(${BY_DATE})$`, 'i');

/** "The trip is on 12 June, £12 and signed permission slip by 20 May.": what is due, asked for. */
function dueBy(sentence: string): string {
  const mark = /[.!]$/.exec(sentence.trim())?.[0];
  if (!mark) return sentence;
  // A bracket at the end stays at the end: "... by 20 May (packed lunch, coaches leave 8.45 sharp)."
  const bracket = /\s*\([^()]*\)$/.exec(sentence.trim().slice(0, -1))?.[0] ?? '';
  const pieces = sentence.trim().slice(0, -1 - bracket.length).split(/(?<![\d£$€]),\s+/);
  let changed = false;
  const said = pieces.reduce((text, piece, index) => {
    const due = DUE_BY.exec(piece);
    if (!due?.[1] || /\b(?:is|are|was|were|will|would|can|could|has|have|had|need|needs|must|should|due|paid|sent|done|ready|finished|booked|said|says|told|promised|hear|heard|expected|replied)\b/i.test(piece)) return index === 0 ? piece : `${text}, ${piece}`;
    changed = true;
    const what = due[1].replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()).replace(/^(?!(?:a|an|the|your|their|my|our|any|all|some|[£$€\d]))(?=[a-z])/i, 'your ').replace(/\band\s+(?=signed|completed|filled|the\s|a\s)/i, (m) => `${m}${/\band\s+(?:the|a)\s/i.test(m) ? '' : 'a '}`);
    return `${index === 0 ? '' : `${text}. `}Please send ${what}${due[2] ?? ''} by ${due[3]}`;
  }, '');
  if (!changed) return sentence;
  return `${said}${bracket}${mark}`;
}

/** "Just a quick heads-up: December rota is out." mends what follows the lead-in. */
function mendLed(sentence: string, formal: boolean): string {
  const led = /^((?:Just a quick heads-up|A quick heads-up|Quick heads-up|Just a heads-up|Heads-up|Just so you know|Quick update|Good news|Some news|FYI):\s+)([A-Z].*)$/.exec(sentence);
  if (!led?.[2]) return mendSentence(sentence, formal);
  const mended = mendSentence(led[2], formal);
  if (mended === led[2]) return sentence;
  return `${led[1]}${/^(?:The|My|A|An)\b/.test(mended) ? mended.charAt(0).toLowerCase() + mended.slice(1) : mended}`;
}

/** Every sentence of the content mended by its shape; lists and line breaks kept as they are. */
/** "I am on leave the 16th-20th, could Ravi do it instead.": a question asked after a comma is asked. */
function askedAfterComma(text: string): string {
  return text
    // "..., nobody has called, is everything OK.": the question after the comma is asked.
    .replace(/([^.?!\n]{12,}?),\s+(is|are|was|were|has|have|did|does|do)\s+((?:everything|it|there|this|that|anything|anyone|someone)\b(?:\s+[\w'-]+){0,6}?)\.(?=\s|$)/gi, (_m, before: string, verb: string, rest: string) => `${before}. ${verb.charAt(0).toUpperCase()}${verb.slice(1).toLowerCase()} ${rest}?`)
    // "I am leaving on 30 June, when will you do the checkout inspection.": asked too.
    .replace(/([^.?!\n]{12,}?),\s+(when|what time|where|how long|how much|how|which day|who)\s+(will|would|can|could|should|do|does|is|are)\s+(you|we|I|they|it|the\s+[\w-]+)\b((?:\s+[\w'-]+){1,10}?)\.(?=\s|$)/g, (_m, before: string, wh: string, verb: string, who: string, rest: string) => `${before}. ${wh.charAt(0).toUpperCase()}${wh.slice(1)} ${verb} ${who}${rest}?`)
    .replace(/(^|[.!?]\s+)((?!(?:Could|Can|Would|Will|May|Do|Does|Did|Is|Are|If|When|Whether|Please|How|What|Why|Where|Who)\b)[^.?!\n]{12,}?),\s+(?:so\s+|but\s+|and\s+)?(could|can|would|will)\s+((?:[A-Z][a-z'-]+|he|she|they|someone|somebody|anyone|we|you|I)\s+(?!not\b)[a-z][^.?!\n]*?)\.(?=\s|$)/g, (_m, lead: string, first: string, modal: string, rest: string) => `${lead}${first}. ${modal.charAt(0).toUpperCase()}${modal.slice(1)} ${rest}?`);
}

const MONTH_IN_FULL: Readonly<Record<string, string>> = { jan: 'January', feb: 'February', mar: 'March', apr: 'April', jun: 'June', jul: 'July', aug: 'August', sep: 'September', sept: 'September', oct: 'October', nov: 'November', dec: 'December' };
const MONTH_SHORT = String.raw`(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)`;
// "1 Nov", "4 to 18 Aug", "21 Sept 2025", "Aug 4": a date in an email names its month in full.
const SHORT_MONTH_AFTER_DAY = new RegExp(String.raw`\b(\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+)${MONTH_SHORT}(?=[\s,;:!?.)]|$)`, 'g');
const SHORT_MONTH_BEFORE_DAY = new RegExp(String.raw`\b${MONTH_SHORT}(\s+\d{1,2}(?:st|nd|rd|th)?\b)(?![:.]\d)`, 'g');
// "Can I rebook for next week any afternoon.": a question with a point where its mark goes (a title's point, "Dr.", is not one).
const QUESTION_WITH_A_POINT = new RegExp(String.raw`(^|[.!?]\s+)((?:Can|Could|May|Would|Will|Do|Does|Is|Are) (?:I|we|you)\b[^.?!\n]*)${NOT_AFTER_TITLE}\.(?=\s|$)`, 'g');
// "The trip is 7th May", "We arrive the 14th": a day an event falls on takes "on"; a deadline or a
// date itself does not ("The deadline is 1 December").
const ON_A_DAY = new RegExp(String.raw`(?<!\b(?:deadline|date|day|cut-?off|birthday|anniversary|it|today|tomorrow|this|that)\s+)\b(is|are|was|were|arrive|arrives|land|lands|start|starts|begin|begins|finish|finishes|end|ends|return|returns|fly|flies|leave|leaves|move|moves|close|closes|open|opens|happen|happens|live|launch|launches|reopen|reopens)\s+((?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+(?:of\s+)?${MONTH})?|\d{1,2}\s+${MONTH})\b`, 'gi');
// "moving abroad end of June", "by end of March": the end of it.
const SPAN_PART = String.raw`(end|start|beginning|middle) of (${MONTH}|(?:the|next|this) (?:month|week|year|term|summer|holidays)|term)\b`;
const BY_END_OF = new RegExp(String.raw`\b(by|until|till|before|from|towards?) ${SPAN_PART}`, 'gi');
const END_OF = new RegExp(String.raw`(?<!\b(?:the|at|of|an|this|that|by|until|till|before|from|toward|towards|is|was|be)\s)(?<=[a-z] )${SPAN_PART}`, 'g');

/**
 * The visitor's shorthand, said in full in the email: month names ("1 Nov" -> "1 November"),
 * "acc no" -> "account number", "mat leave" -> "maternity leave", "planning app" -> "planning
 * application"; "on" before the day an event falls on, "at the end of June".
 */
/** "4 to 18 Aug", "Aug 4": the month named in full, nothing else changed (for a subject line). */
export function monthsInFull(text: string): string {
  return text
    .replace(SHORT_MONTH_AFTER_DAY, (_m, day: string, month: string) => `${day}${MONTH_IN_FULL[month.toLowerCase()] ?? month}`)
    .replace(SHORT_MONTH_BEFORE_DAY, (_m, month: string, day: string) => `${MONTH_IN_FULL[month.toLowerCase()] ?? month}${day}`);
}

export function inFull(text: string): string {
  return monthsInFull(capitalizeDays(text, true))
    .replace(/\b(acc(?:t|ount)?|ref|reference|claim|policy|order|case|member(?:ship)?|customer|booking|invoice|tracking)\.?\s+no\.?(?=\s*[:#]?\s*\(?[A-Z0-9])/gi, (_m, what: string) => `${/^acc/i.test(what) ? 'account' : /^ref$/i.test(what) ? 'reference' : what} number`)
    .replace(/\b(acc|acct)\b(?=\s*[:#]?\s*\d)/gi, 'account number')
    .replace(/\b(booking|order|application|account|customer|claim|policy|case|member|tenant|reservation)\s+ref\b\.?(?=\s*[:#]?\s*[A-Z0-9])/gi, '$1 reference')
    .replace(/\bmat(?:ernity)?\s+leave\b/gi, 'maternity leave')
    .replace(/\bpat(?:ernity)?\s+leave\b/gi, 'paternity leave')
    .replace(/\bplanning app\b/gi, 'planning application')
    .replace(ON_A_DAY, (m, verb: string, day: string, offset: number, whole: string) => (/\b(?:on|by|from|until|due)\s*$/i.test(whole.slice(Math.max(0, offset - 8), offset)) ? m : `${verb} on ${day}`))
    .replace(BY_END_OF, (_m, by: string, part: string, span: string) => `${by} the ${part} of ${span}`)
    .replace(END_OF, (_m, part: string, span: string) => `at the ${part} of ${span}`);
}

const PAST_PARTICIPLE: Record<string, string> = { rang: 'rung', went: 'gone', spoke: 'spoken', wrote: 'written', took: 'taken', gave: 'given', ate: 'eaten', drove: 'driven', forgot: 'forgotten', broke: 'broken', began: 'begun', swam: 'swum', sang: 'sung', ran: 'run', chose: 'chosen', froze: 'frozen', stole: 'stolen', flew: 'flown', drew: 'drawn', threw: 'thrown', grew: 'grown', knew: 'known', showed: 'shown' };

// "I am working that day but happy to bake something": but I would be happy to.
const BUT_HAPPY_TO = /\b(I(?:'m|\s+(?:am|was|will be|have|can't|cannot|won't))\b[^.!?]{2,60}?),?\s+but\s+(?:(?:more\s+than|very|really|always)\s+)?(happy|glad|keen)\s+to\b/g;
const butHappyTo = (_m: string, before: string, how: string) => `${before}, but I would be ${how} to`;

/** "I am working that day but happy to bake something": the offer after "but" takes its own "I would be". */
export function withButHappyTo(text: string): string {
  return text.replace(BUT_HAPPY_TO, butHappyTo);
}

export function mendSentences(text: string, formal: boolean): string {
  return inFull(text)
    // "She is nervous with other dogs so needs solo walks": so she needs them.
    .replace(/\b(She|He|she|he)((?:\s+(?:is|was|gets|has|can't|cannot)|'s)\s+[^.!?,]{2,60}?),?\s+so\s+(needs|wants|has|gets|likes|prefers|can't|cannot|won't|will|would)\b/g, (_m, who: string, between: string, verb: string) => `${who}${between}, so ${who.toLowerCase()} ${verb}`)
    .replace(BUT_HAPPY_TO, butHappyTo)
    // "How much it would cost to replace it?": a question asked straight out puts its verb first.
    .replace(/(^|[.!?]\s+)How (much|long|soon|many)\s+(it|they|this|that)\s+(would|will|could|can|should)\s+([^.!?]{2,80}\?)/g, (_m, lead: string, what: string, who: string, verb: string, rest: string) => `${lead}How ${what} ${verb} ${who} ${rest}`)
    // "You have had my bike 3 weeks": for how long.
    .replace(/\b(had|kept|held)\s+(my|our|the)\s+(\w+)\s+(\d+|two|three|four|five|six)\s+(days|weeks|months)\b/gi, '$1 $2 $3 for $4 $5')
    // "My quote for the translation job is below. Here are the details:": one lead to the list.
    .replace(/\b(quote|estimate|price|pricing|proposal)(\s+for\s+[^.!?\n]{2,60}?)\s+is\s+below\.\s+Here are the details:/g, '$1$2 is as follows:')
    // "on Thursday 10:40", "on Friday 19th 2-3 pm": the time after the day, with its preposition.
    .replace(/\b(on\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+\d{1,2}(?:st|nd|rd|th))?)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*[-–]\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\d{1,2}:\d{2}\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm))(?![\d:])/g, (_m, day: string, time: string) => `${day} ${/[-–]/.test(time) ? 'from' : 'at'} ${time}`)
    // "Kids can wear own clothes": their own.
    .replace(/\b(wear|bring|use)\s+own\s+(?=[a-z])/g, '$1 their own ')
    // "he will be in late, around 12": at around then.
    .replace(/\b(in late|late|there|back|home),\s+around\s+(?=\d)/g, '$1, at around ')
    // "a meeting with his year head" (one role while the request was read): as a school says it.
    .replace(/\b(?<!(?:Dear|Hi|Hello)\s)(?:(Year \d{1,2}) head|year head)\b/g, (_m, year: string | undefined) => (year ? `Head of ${year}` : 'head of year'))
    // "She's upset" written to her: the writer knows it, not tells her.
    .replace(/(^|[.!?]\s+)You(?:\s+are|'re)\s+(?:(?:really|very|so|quite|a bit|pretty)\s+)?(upset|annoyed|angry|hurt|disappointed|frustrated|cross|mad|gutted|sad)\b(?=[.!]|\s+(?:about|with|that)\b)/g, (m: string, lead: string) => `${lead}I know ${m.slice(lead.length).replace(/^You/, 'you')}`)
    // "accept your quote £1,850": the quote of that much.
    .replace(/\b(quote|estimate|offer|invoice|bill|deposit)\s+(?=[£$€]\d)/gi, (m, noun: string, offset: number, whole: string) => (/\b(?:to|will|would|can|could|I|we|they)\s+$/i.test(whole.slice(0, offset)) ? m : `${noun} of `))
    // "a 90 minutes commute\": a length of time or way before a noun is one word with it.
    .replace(/\b(\d+|two|three|four|five|ten|twenty|thirty|forty|fifty)\s+(second|minute|hour|day|week|month|mile)s\s+(?=(?:commute|drive|walk|journey|trip|wait|delay|call|meeting|break|session|course|round trip|flight|ride|run|notice period|window|slot|shift|warranty|contract|trial|delivery|reels?|videos?|clips?|ads?|spots?|films?|intro|trailer)\b)/gi, '$1-$2 ')
    // "Would you like to join us for a BBQ, and sorry in advance for the noise later?": the question, then the apology.
    .replace(/,\s+and\s+(?:also\s+)?(?:sorry|apologies)\s+(in advance\s+)?((?:for|about)\s+[^.?!]+)([?!])/gi, (_m, advance: string | undefined, what: string, mark: string) => `${mark} ${formal ? 'Apologies' : 'Sorry'} ${advance ?? ''}${what}.`)
    // "I just need to know is there parking on site or do I need a permit.": asked, in the reported order.
    .replace(/\b(?:I|We) (?:just |also |really )?(?:need|want|would like|'d like) to know,?\s+((?:is|are|was|were|do|can|will|should|could|would|has|have)\s+(?:there|it|I|we|you|they|he|she|this|that)\s+[^.?!]+)[.?]/g, (match, asked: string) => {
      const parts = asked.split(/,?\s+or\s+(?=(?:is|are|was|were|do|can|will|should|could|would|has|have)\s)/);
      const reported = parts.map((part) => /^(is|are|was|were|do|can|will|should|could|would|has|have)\s+(there|it|I|we|you|they|he|she|this|that)\s+(.+)$/i.exec(part)).map((q) => (q?.[1] && q[2] && q[3] ? `${q[2]}${q[1].toLowerCase() === 'do' ? '' : ` ${q[1].toLowerCase()}`} ${q[3]}` : undefined));
      if (reported.some((part) => part === undefined)) return match;
      return `Could you let me know whether ${reported.join(', or whether ')}?`;
    })
    // "Can you send the timings and whether there is a projector?": and let me know whether.
    .replace(/\b((?:[Cc]an|[Cc]ould|[Ww]ould) you (?:please )?(?:send|share|forward|email)(?: me)? [^.?!]{3,60}?) and (whether|if) ([^.?!]+\?)/g, '$1 and let me know $2 $3')
    // "Admiral quoted me £640 so I want you to match it": the consequence takes a comma.
    .replace(/([a-z0-9%)])\s+so\s+(I|we)\s+(?=(?:want|would like|need|will|have decided|decided)\b)/g, '$1, so $2 ')
    // "I attached it.": it is attached to this email.
    .replace(/(^|[.!?]\s+)I attached (it|them)(?=[.!])/g, (_m, lead: string, what: string) => `${lead}I${formal ? ' have' : "'ve"} attached ${what}`)
    // "£1.2m not £2.1m": the contrast takes a comma.
    .replace(/([£$€]\d[\d,.]*[mkb]?|\d[\d,.]*%)\s+not\s+(?=[£$€]?\d)/g, '$1, not ')
    // "my promotion interview which I got": what came of it, set off.
    .replace(/([a-z])\s+which\s+(I|we)\s+(got|passed|won|aced|nailed|did|landed)(?=[.!?]|$)/g, '$1, which $2 $3')
    // "the tournament is Saturday 8:30": on the day, at the time.
    .replace(/\b(is|are|was|will be|starts|begins)\s+(?:on\s+)?((?:this\s+|next\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\s+(\d{1,2}(?:[:.]\d{2})?\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,2}[:.]\d{2}(?:\s?(?:am|pm))?|\d{1,2}\s?(?:am|pm))(?=\s|[,.!?]|$)/g, (_m, verb: string, day: string, time: string) => `${verb} ${/^(?:this|next)\s/.test(day) ? '' : 'on '}${day} ${/[-–]/.test(time) ? 'from' : 'at'} ${time}`)
    // "Slides will be done by the 28th.": a thing the reader knows of takes its article.
    .replace(/(^|[.!?]\s+|\n)(Slides|Report|Invoice|Draft|Designs|Photos|Pictures|Figures|Paperwork|Contract|Documents|Forms|Minutes|Notes|Accounts|Quote|Proofs|Samples|Keys|Tickets|Parcel|Package|Deposit|Payment|Rent|Car|Van|Boiler|Heating|Fridge|Oven|Shower|Dishwasher|Washing machine|Piece|Article|Summons|Letter|Story|Post|Sofa|Pallet|Shipment|Order|Parcel|Email)\s+(?=(?:will|is|are|was|were|has|have|should|can|won't|isn't|aren't|hasn't|haven't|still|arrived|came|went|says|said|shows|showed|states|stated|got)\b)/g, (_m, lead: string, thing: string) => `${lead}The ${thing.toLowerCase()} `)
    // "picked up by his dad on Wednesday not me": set against the usual one.
    .replace(/(\w)\s+not\s+(me|us|him|her|them)\b(?=[.!?]|$)/g, '$1, not $2')
    // "My landlord just told me, let's talk about it": the suggestion is a sentence of its own.
    .replace(/,\s+(?:so\s+)?let's\s+/g, ". Let's ")
    // "I need a new one sent to my home address, card ends 9921": whose card.
    .replace(/,\s+(?:my\s+)?(card|account)\s+(?:number\s+|no\.?\s+)?end(?:s|ing)\s+(?:in\s+|with\s+)?(\d{3,4})\b([?!.])?/gi, (_m, what: string, digits: string, mark?: string) => `${mark ?? ''}${mark ? ' ' : '. '}My ${what.toLowerCase()} number ends in ${digits}${mark ? '.' : ''}`)
    // "I would like it put back or an explanation (account 7731002).": whose account, said.
    .replace(/([a-z0-9])\s+\((account|policy)\s+(?:no\.?\s+|number\s+)?([A-Z0-9-]*\d[A-Z0-9-]*(?:\s\d{3,})*)\)\.(?=\s|$)/g, '$1. My $2 number is $3.')
    // "my self assessment will not be done until Wednesday night is that OK.": asked.
    .replace(/,?\s+(?:is that|would that be|does that|will that be)\s+(ok|okay|OK|alright|all right|fine|a problem|work|suit you)\s*[.?]/g, (_m, what: string) => `. Is that ${/^(?:ok|okay)$/i.test(what) ? 'OK' : what === 'work' ? 'all right' : what === 'suit you' ? 'all right' : what}?`)
    // "..., still pay you as normal": the writer will.
    .replace(/,\s+(?:and\s+)?(?:I'll\s+|I will\s+)?still\s+(pay|send|cover|keep|bring|call|give|do|come|honour|honor)\b/g, (_m, verb: string) => `. ${formal ? 'I will' : "I'll"} still ${verb}`)
    // "a BBQ Saturday at 3 pm": on Saturday.
    .replace(/\b((?:a|an|the|our|my)\s+(?:BBQ|barbecue|party|picnic|dinner|lunch|brunch|meeting|drinks|get-together|gathering|match|game|meal|walk|open day|open evening|coffee morning))\s+((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b/g, '$1 on $2')
    // "applied 3 weeks ago. I heard nothing.": nothing since.
    .replace(/\b(I|We) heard nothing(?: back)?(?=[.!])/g, (_m, who: string) => `${who} ${formal ? 'have not' : "haven't"} heard anything since`)
    // "me and my partner will both come": the other person first, and "I".
    .replace(/(^|[.!?]\s+|,\s+|\b(?:that|as|because|so|and|but)\s+)([Mm]e) and ((?:my|our) [a-z]+|[A-Z][a-z'-]+)(?=\s+(?:will|are|were|can|could|have|had|would|both|went|might|plan|hope|'ll|'re|'ve)\b)/g, (_m, lead: string, me: string, other: string) => `${lead}${me === 'Me' ? `${other.charAt(0).toUpperCase()}${other.slice(1)}` : other} and I`)
    // "You asked if we do gift wrapping, yes we do": the question, then its answer.
    // ("You asked if I can be your best man, yes. I would be honoured.": the answer ends its sentence.)
    .replace(/\b([Yy]ou asked (?:if|whether|about) [^,.;?!]{3,80}?),\s+(yes|no)\b(,?\s*(?=[^\s.!?])|(?=[.!?]))/g, (_m, asked: string, answer: string, more: string) => `${asked}: ${answer.toLowerCase()}${more ? ', ' : ''}`)
    // "You messaged about a project manager contract.": thanked for, when the writer answers it.
    .replace(/(^|[.!?]\s+)You (?:messaged|emailed|contacted me|reached out|got in touch|wrote|called|rang)(?: me)? (about|regarding) ([^.?!]{3,80})\./g, (_m, lead: string, _about: string, what: string) => `${lead}Thank you for getting in touch about ${what.replace(/^a\s+/i, 'the ')}.`)
    // "I am interested but my day rate is £550": the condition after a comma.
    .replace(/\b(I am|I'm|We are|We're) (interested|keen|happy to help|available|free) but\b/g, '$1 $2, but')
    // "You said to email you about a coffee": the reader's own suggestion.
    .replace(/\b([Yy]ou) said to (?:e-?mail|contact|message|get in touch with|write to|reach out to) you\b/g, '$1 said I could get in touch')
    // "She is from Oracle, make her feel welcome.": what the readers should do, asked.
    .replace(/,\s+(?:and\s+)?(make|help|give|show)\s+(her|him|them)\s+(?=(?:feel|a\b|the\b|around|round|settle|welcome))/g, (_m, verb: string, who: string) => `. Please ${verb} ${who} `)
    // "..., keep the bedroom door shut": what the reader should do, asked.
    .replace(/,\s+(keep|leave|bring|use|clear|close|lock|shut|park|ring|knock|clean|tidy|empty|wipe|hoover|vacuum|mop|wash|defrost)\s+(?=(?:the|your|all|any)\s)/g, ', so please $1 ')
    // "..., so clear your desks on Friday": what the readers should do, asked.
    .replace(/(,?)\s+\b(so|and)\s+(clear|bring|send|book|check|remember to|tidy|pack|empty|return|bring back|pick up|collect|wear|sign|fill in|make sure|take|grab|label|save|back up|log off|log out)\s+(?=(?:your|the|all|any|everything|it|them|in|up|out|off|away)\b)/g, (_m, comma: string, joiner: string, verb: string) => `${comma || joiner === 'so' ? ',' : ''} ${joiner} please ${verb} `)
      .replace(/\b(please (?:take|grab|clear|pack|collect|empty) (?:your|all your|any of your))\s+(stuff|bits|bits and pieces|things)\b/g, (_m, lead: string, what: string) => `${lead} ${formal && what !== 'things' ? 'belongings' : what}`)
    .split('\n')
    .map((line) => line.split(/(?<=(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|St|No|no|e\.g|i\.e|etc|approx|vs|[A-Z]))[.!?])(\s+)(?=[A-Z£$€0-9])/).map((part) => (/^\s*$/.test(part) ? part : dueBy(spliceClauses(mendLed(sinceTense(mendClauses(aboutTheEmail(askedAfterComma(part), formal))), formal))))).join('').replace(/\s{2,}/g, ' ').trim()
      // "The next meeting moved to Thursday": what has been done to it.
      .replace(/\b((?:[Tt]he|[Oo]ur|[Mm]y) (?:next |new |weekly |monthly |first |quarterly |annual )?(?:meeting|session|class|practice|rehearsal|match|game|event|appointment|call|training|lesson|viewing|interview|party|date|review|briefing|workshop|presentation|stand-up|standup|catch-up))\s+(?:is\s+)?(moved|postponed|pushed back|brought forward|rescheduled)\b/g, '$1 has been $2')
      // "whether on Friday still works": the day is what works.
      .replace(/\b(whether|if) on ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)(?= (?:still )?(?:works|suits|is (?:ok|OK|okay|fine|good)))/g, '$1 $2')
      // "what do i do" said to us: asked of the reader.
      .replace(/(^|[.!?]\s+)What (?:do|should|can) I do(?: now)?\?/g, (_m, lead: string) => `${lead}${formal ? 'Could you advise me on what I should do?' : 'What would you suggest I do?'}`)
      // "free Wednesday Thursday or Friday": a list of days has its commas.
      .replace(/\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+((?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+)*(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+(or|and)\s+(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)/g, (_m, first: string, rest: string, joiner: string) => `${first}, ${rest.split(/\s+/).join(', ')} ${joiner} `)
      // "... but still no refund. £46.": an amount alone belongs to the sentence before it.
      .replace(/([^.!?\s)])([.!?])\s+([£$€]\s?\d[\d,]*(?:\.\d{2})?(?:k|m)?)\.(?=\s|$)/g, '$1 ($3)$2')
      // "... wedding with a plus one (no dietary requirements).": what the writer has, said.
      .replace(/\s+\((no (?:dietary requirements|special requirements|allergies|food allergies|access needs))\)([.!])/gi, (_m, none: string, mark: string) => `${mark} ${/\b(?:we|our|us)\b/i.test(line) ? 'We' : 'I'} have ${none.toLowerCase()}.`)
      // "I am writing to request a repeat prescription but the online system keeps logging me out": the ask, then the problem.
      .replace(/((?:^|[.!?]\s+)(?:I am writing to request|I would like to request|I'd like to request|I'm writing to request|Could I (?:please )?ask for|Could I (?:please )?request|Could I (?:please )?have)\b[^.?!]*?)\s+but\s+((?:the|my|it|our)\s+[^.?!]+?)([.?!])(?=\s|$)/g, (_m, ask: string, problem: string, mark: string) => `${ask}${/\bCould I\b/.test(ask) ? '?' : '.'} ${problem.charAt(0).toUpperCase()}${problem.slice(1)}${mark === '?' ? '.' : mark}`)
      // "a formal complaint about internet down since Saturday": about the service being down.
      .replace(/\babout (?:the |my )?(internet|broadband|wifi|wi-fi|heating|hot water|power|electricity|phone line|landline|lift)\s+(down|off|out|broken|not working)\s+(since|for)\b/gi, (_m, what: string, state: string, span: string) => `about my ${what.toLowerCase()} being ${state} ${span}`)
      // "thank you for finding my wallet and handed it in": both things done, as the first is said.
      .replace(/\b(for\s+[a-z]+ing\b[^.!?,]{0,50}?\s+and\s+)(handed|returned|brought|took|gave|sent|dropped|put|left|made|kept|cleaned|fixed|helped|called|picked|drove|walked|carried|posted|looked|stayed|waited|tidied|sorted)(?=\s+(?:it|them|him|her|me|us|the|my|our|in|back|up|over|round|after|with|for)\b)/g, (_m, lead: string, verb: string) => `${lead}${gerundOf(verb)}`)
      // "needed for a mortgage app so asap", "needed asap": what the writer needs it for, and by when.
      .replace(/\bI needed (for\s+[^.?!]+?)\s+so\s+as soon as possible\b/g, (_m, what: string) => `I need ${/\b(?:copies|copy|documents|letters|them|both)\b/i.test(line) ? 'them' : 'it'} ${what}, so as soon as possible would be ${formal ? 'appreciated' : 'great'}`)
      .replace(/\bI needed (?=(?:for|by|before|urgently|as soon as possible)\b)/g, () => `I need ${/\b(?:copies|documents|letters|them|both)\b/i.test(line) ? 'them' : 'it'} `)
      // "at Mel's house not the library this time, 7:30": the place set against the usual one, and the time.
      .replace(/\s+not\s+((?:the|a|an|my|our|your|his|her)\s+[\w'-]+)\s+(this time|any more|anymore|this week|this month)(?:,\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)(?=[.!]))?/g, (_m, usual: string, when: string, time: string | undefined) => `, not ${usual}, ${when}${time ? `, at ${time}` : ''}`)
      // "..., mattresses and bin bags there 2 weeks now. Rats seen.": how long they have been there, and what was seen.
      .replace(/,\s+((?:[a-z]+\s+)?[a-z]+s(?:\s+and\s+(?:[a-z]+\s+)?[a-z]+s)?)\s+(?:been\s+)?there\s+(?:for\s+)?(\d+|a|two|three|four|five|six)\s+(days?|weeks?|months?)(\s+now)?\b/g, (_m, what: string, count: string, unit: string, now: string | undefined) => `. ${what.charAt(0).toUpperCase()}${what.slice(1)} have been there for ${count} ${unit}${now ?? ''}`)
      .replace(/(^|[.!?]\s+)(Rats|Mice|Cockroaches|Foxes|Pigeons|Flies|Maggots|Wasps|Bed bugs|Ants|Slugs)\s+(?:been\s+)?seen\b/g, '$1$2 have been seen')
      // "sorry for forgetting your birthday, been swamped with the move": why, with its subject.
      .replace(/,\s+been\s+(?=(?:so\s+|really\s+|completely\s+|totally\s+)?(?:swamped|busy|snowed under|flat out|ill|unwell|run off my feet|rushed off my feet|stressed|overwhelmed|struggling|poorly)\b)/g, `. ${formal ? 'I have' : "I've"} been `)
      // "You owe me €1,800 for the website copy": what is outstanding, said without accusing.
      .replace(/(^|[.!?]\s+)You (?:still )?owe (?:me|us) ([£$€]\s?\d[\d,]*(?:\.\d{2})?k?)\s+for\s+(?=[^.!?]*\binvoice\b)/g, (_m, lead: string, amount: string) => `${lead}${formal ? 'According to my records, ' : 'Just a note that '}${amount} is still outstanding for `)
      // "it's too expensive right now, maybe I can join for the dinner": a second thought, its own sentence.
      .replace(/,\s+maybe\s+(I|we)\s+(can|could|will)\s+(?=[a-z])/g, (_m, who: string, modal: string) => `. Maybe ${who} ${modal} `)
      // "under 5mbps": the unit, written as one.
      .replace(/\b(\d+(?:\.\d+)?)\s*mbps\b/gi, '$1 Mbps')
      // "we stayed 3 nights last week room 214": in the room.
      .replace(/\b(stayed|staying|stay)\b([^.!?]{0,40}?)(?<!\bin)\s+(room|suite|cabin|apartment|chalet)\s+(\d+\w*)\b/g, '$1$2 in $3 $4')
      // "... as we are away, so sorry.": the apology, its own sentence.
      .replace(/,\s+(?:so|really|very)\s+sorry(?:\s+about\s+that)?([.!])/g, (_m, mark: string) => `. ${formal ? 'I am' : "I'm"} so sorry${mark}`)
      // "closed 24 December to 2 January": from one day to the other.
      .replace(/\b(closed|shut|away|off|out of (?:the )?office|on leave|on holiday)\s+(\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Febr)uary|\d{1,2}(?:st|nd|rd|th)?\s+(?:March|April|May|June|July|August|September|October|November|December))\s+(?:to|until|till|-)\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+)/g, '$1 from $2 to ')
      // "thank you for the 3 years": the years just past.
      .replace(/\b((?:grateful|thank you|thanks|thankful)(?: so much| again)?\s+for\s+the)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(years|months)(?=[.!,])/g, '$1 past $2 $3')
      // "my flight from Gatwick to nice": both ends are places.
      .replace(/\b((?:flight|train|coach|bus|ferry|journey|trip)\b[^.!?]{0,40}?\bfrom\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+to\s+)([a-z][a-z'-]+)\b/g, (_m, lead: string, place: string) => `${lead}${place.charAt(0).toUpperCase()}${place.slice(1)}`)
      // "with 3 hours notice": the notice of those hours.
      .replace(/\b(\d+|two|three|four|five|six|seven|a few|several)\s+(hours|days|weeks|months)\s+notice\b/g, "$1 $2' notice")
      // "I apologize for Friday": for what happened then.
      .replace(/\b(sorry|apologi[sz]e|apologies)\s+(?:for|about)\s+(?:last\s+)?((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+(?:night|evening|morning|afternoon))?|yesterday|last night|today|this morning)(?=[.!,]|\s+(?:and|but)\b)/g, (_m, sorry: string, when: string) => `${sorry} for what happened ${/day\b/.test(when) ? `on ${when}` : when}`)
      // "She worked for us 4 years": for how long.
      .replace(/\b(worked|lived|stayed|taught|volunteered|studied|trained|played|coached|rented)((?:\s+(?:for|with|at)\s+(?:us|me|them|him|her|(?:the|our|my)\s+[\w-]+))?)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+(years?|months?|weeks?)\b(?!\s+(?:ago|old|before|after|later|earlier)\b)/g, '$1$2 for $3 $4')
      // "I got the job at the council. Start in March.": the writer starts.
      .replace(/(^|[.!?]\s+)(Start|Starting|Begin|Beginning|Finish|Finishing)\s+(?=(?:in|on|next|from|this|tomorrow|at the (?:start|end|beginning))\b)/g, (_m, lead: string, verb: string) => `${lead}${/ing$/.test(verb) ? (formal ? 'I am ' : "I'm ") : 'I '}${verb.toLowerCase()} `)
      // "I have already rang twice": the past participle after "have".
      .replace(/\b((?:have|has|had|I've|we've|they've|you've|she's|he's)\s+(?:already\s+|just\s+|now\s+|also\s+|since\s+|both\s+|all\s+)?)(rang|went|spoke|wrote|took|gave|ate|drove|forgot|broke|began|swam|sang|ran|chose|froze|stole|flew|drew|threw|grew|knew|showed)\b/g, (_m, lead: string, verb: string) => `${lead}${PAST_PARTICIPLE[verb] ?? verb}`)
      // "you ask Ms. Hadley she's free p3": the reason the one named is the one to ask, joined on.
      .replace(/\b((?:ask|contact|try|email|speak to|talk to|call|check with|go to)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.\s+)?[A-Z][\w'-]+)\s+(she|he|they)('s|'re| is| are| has| was| will| can| knows| does)\b/g, '$1, as $2$3')
      // "he shouldnt worry about the rota", said to him: "Please don't worry about the rota."
      .replace(/(^|[.!?]\s+)You should(?: not|n't) (worry|feel bad|feel guilty|rush back|stress)\b/g, (_m, lead: string, what: string) => `${lead}Please ${formal ? 'do not' : "don't"} ${what}`)
      // "Anything urgent go to Priya.": where it can go.
      .replace(/\b(Anything|Everything|Any questions|Anything else)\s+(urgent\s+)?(?:go|goes)\s+to\b/g, (_m, what: string, urgent: string | undefined) => `${what} ${urgent ?? ''}can go to`)
      // "... in your module (deadline 10 Jan).": the deadline, said.
      .replace(/\s+\(deadline\s+([^()]{2,30})\)([.!])/gi, (_m, when: string, mark: string) => `${mark} The deadline is ${when}.`)
      // "(well deserved)", "(no nuts please because of allergies)": a note in brackets, said as a sentence.
      .replace(/\s+\((?:so\s+|very\s+|really\s+|totally\s+|thoroughly\s+)?well[- ]deserved\)([.!])/gi, (_m, mark: string) => `${mark} It is so well deserved${mark}`)
      .replace(/\s+\(no ([\w\s-]{2,30}?),?\s+please,?\s+(?:because of|due to|as of|for)\s+([^)]{2,40})\)([.!])/gi, (_m, what: string, why: string, mark: string) => `${mark} No ${what}, please, because of ${why}.`)
      // "drinks at the Crown 6 pm": at a place, and at a time.
      .replace(/\b(at (?:the )?[A-Z][\w'’]+(?: [A-Z][\w'’]+)?) (\d{1,2}(?:[:.]\d{2})? ?[ap]m)\b/g, '$1 at $2')
      // "Leo can't make Saturday's match he has got a family wedding": the reason, joined.
      .replace(/\b(?!(?:because|as|since|and|but|so|that|if|when|while|though|although|or|until|unless|after|before|cause|cos)\s)([a-z]+)\s+(he|she|they|we|I)\s+(has got|have got|'s got|'ve got)\b/g, '$1, as $2 $3')
      // "make the time up on Monday to Thursday": a span of days runs from one to the other.
      .replace(/\bon ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day) to ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b/g, 'from $1 to $2')
      // "I have been here for 2 years no increase": without one.
      // "want to say sorry and take her out for dinner": what the writer would like to do for the reader.
      .replace(/(^|[.!?]\s+)(Take|Buy|Treat|Cook|Bring|Show|Drive|Pick up|Pick|Shout) you\b/g, (_m, lead: string, verb: string) => `${lead}${formal ? 'I would like to' : "I'd love to"} ${verb.toLowerCase()} you`)
      // "Can I rebook for next week any afternoon.": a question keeps its mark.
      // ("... with Dr. Hallworth?": a title's point is no end of the question.)
      .replace(QUESTION_WITH_A_POINT, '$1$2?')
      // "payment of invoice 2231 for £4,800 was due 30 days ago": the invoice, then when it was due.
      .replace(/\b(payment of invoice #?[\w-]*\d[\w-]*(?: for [£$€][\d,.]+k?)?) (was|is) ((?:over)?due)\b/g, '$1, which $2 $3')
      // "havent spoken to her in a year", said to her: "we" already holds her.
      .replace(/\b([Ww]e (?:have not|haven't|had not|hadn't|have|'ve) (?:really )?(?:spoken|talked|been in touch|caught up|seen each other))\s+(?:to|with)\s+you\b/g, '$1')
      // "I Want a partial refund", "I Need to", "I Can do it": the visitor's capital kept after a subject put in.
      .replace(/\b(I|We) (Want|Need|Can|Could|Would|Will|Have|Had|Stayed|Was|Am|Got|Paid|Ordered|Bought|Booked|Sent|Tried|Called|Emailed|Asked|Hope|Think|Feel|Know|Love|Hate|Just|Also|Still|Really|Already|Never|Did|Do)\b/g, (_m, who: string, verb: string) => `${who} ${verb.toLowerCase()}`)
      .replace(/\b(for (?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|months|weeks)) (no|never)\b(?=\s+(\w+))/g, (_m, span: string, word: string, next: string) => `${span} ${word === 'no' ? 'with no' : /^(?:late|behind|absent|ill|short|off)$/.test(next) ? 'and have never been' : 'and never'}`))
    .join('\n')
    // "(Zain (Year 5), Mariam (Year 2))": brackets inside brackets are commas.
    .replace(/\(((?:[^()]*\([^()]*\))+[^()]*)\)/g, (_m, inner: string) => `(${unnested(inner)})`)
    // "she'll need a lift back. Could anyone share?": what is shared is the lift.
    .replace(/(\b(?:a\s+)?(lift|ride)\b[^.!?\n]*[.!?]\s+(?:Could|Can|Would)\s+anyone\s+(?:share|give|offer))\?/g, (_m, lead: string, what: string) => `${lead} ${what === 'ride' ? 'a ride' : 'a lift'}?`)
    // "something called FLEXGYM I never signed up": what was never signed up for.
    .replace(/\b(I|we)\s+never\s+signed\s+up(?=\s*[.,;!]|\s*$)/g, '$1 never signed up for')
    // "it is way taller": much taller, in an email.
    .replace(/\b(is|are|was|were|it's|they're) way (taller|bigger|higher|larger|longer|louder|worse|better|more|less|too)\b/g, (_m, verb: string, word: string) => `${verb} ${word === 'too' ? 'far too' : `much ${word}`}`)
    // "starts at 1.30 not 2", "until 11 pm not 10 pm", "Thursday now not Friday": the new one set against the old, with its comma.
    .replace(/\b(at \d{1,2}(?:[.:]\d{2})?(?:\s*[ap]m)?|\d{1,2}(?:[.:]\d{2})?\s*[ap]m|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+now)?) not (?=\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|the \d)/g, '$1, not ')
    // "until 11 pm, not 10 pm on the 20th": the aside closed before the day.
    .replace(/(, not \d{1,2}(?:[.:]\d{2})?\s*[ap]m) (?=on (?:the \d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day))/g, '$1, ')
    // "..., back next week as normal": what happens then, said as a sentence.
    .replace(/,\s+back\s+(next week|tomorrow|on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|after (?:the )?[\w-]+)\s+as\s+(normal|usual)\b/g, (_m, when: string, how: string) => `. It will be back ${when} as ${how}`)
    // "..., not Friday so please clear ...": what follows from it, after its comma.
    .replace(/(, not (?:[\w.:]+\s?){1,3}?)\s+so\s+(?=please\b|you\b|we\b|I\b)/g, '$1, so ')
    // "... on our holiday (especially Maria on reception).": the one singled out, after a comma.
    .replace(/\s+\((especially|particularly|above all|in particular) ([^()]+)\)([.!])/g, ', $1 $2$3')
    // "(reception still at the Grange from 4)": what stays as it was, said as a sentence.
    .replace(/\s+\(([a-z]+) still ((?:at|in|on|from) [^()]+)\)([.!])/g, (_m, what: string, rest: string, mark: string) => `${mark} The ${what} is still ${rest}${mark}`)
    // "Jo has offered to take over, still coming to meetings": the writer, who still comes.
    .replace(/,\s+still\s+(?=(?:coming|going|attending|working|doing|playing|running|helping|around|here|happy|keen|available|living|on|in)\b)/g, () => `. ${formal ? 'I am' : "I'm"} still `)
    // "The pitch 3 is closed": a numbered place is named by its number, with no article.
    .replace(/\b(The|the) (pitch|room|flat|platform|gate|court|table|ward|bay|block|unit|studio|screen|lab|classroom) (\d+[a-zA-Z]?)\b/g, (_m, the: string, place: string, number: string) => `${the === 'The' ? place.charAt(0).toUpperCase() + place.slice(1) : place} ${number}`)
    // "on this occasion we will not be offering you the job this time": said once.
    .replace(/\b(on this occasion\b[^.!?\n]*?)\s+this time\b/gi, '$1')
    // "keep you warm for future roles": recruiters' shorthand, said plainly.
    .replace(/\bkeep (you|them|him|her) warm for\b/g, 'keep $1 in mind for')
    // "... that your dog died, you had him for 14 years.": two sentences joined by a comma are two.
    .replace(COMMA_SPLICE, (m, before: string, who: string, verb: string) => (CONDITION_LEAD.test(before) || !/\b(?:died|passed|was|were|is|are|has|have|had|did|went|got|made|broke|left|came|sent|took|gave|told)\b/i.test(before.split(/[.!?]\s+/).at(-1) ?? '') ? m : `${before}. ${who.charAt(0).toUpperCase()}${who.slice(1)} ${verb}`))
    // "... since last Wednesday and now. There's water under the sink": a sentence never ends on its joining word.
    .replace(DANGLING_JOIN, (_m, join: string, word: string) => `${join} ${COMMON_START.test(word) ? word.toLowerCase() : word}`);
}

const COMMA_SPLICE = /((?:^|[.!?]\s+)[A-Z][^.!?,\n]{12,}),\s+(you|we|he|she|they)\s+(had|have|were|are|was|will|would|'ve|'re)\b/g;
const CONDITION_LEAD = /(?:^|[.!?]\s+)(?:If|When|As|Because|Although|Though|While|Since|Once|Unless|Whether|After|Before|Until|However|So|And|But)\b/;
const DANGLING_JOIN = /\b((?:and|but|or|so|because|cos)(?:\s+(?:now|then|also|so|still))?)[.!]\s+(?=[A-Z])([A-Z][\w']*)/g;
const COMMON_START = /^(?:There|There's|The|It|It's|We|We're|We've|He|He's|She|She's|They|They're|This|That|That's|My|Our|Now|Then|You|You're|His|Her|Their|Its|These|Those|Nothing|Everything|Everyone|Someone|Nobody|Still|Also|Even|Just)$/;

