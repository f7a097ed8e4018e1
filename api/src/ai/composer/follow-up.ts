// Reads a follow-up message: change requests ("shorter", "more formal"), which option it targets,
// and requests the composer cannot serve (other languages, poems).

export interface Directives {
  shorter: boolean;
  longer: boolean;
  formal: boolean;
  friendly: boolean;
  urgent: boolean;
  /** Set when the message names one option: "make option 2 shorter". */
  target?: 0 | 1;
}

export function parseDirectives(raw: string): Directives {
  const text = raw.toLowerCase().replace(/[’‘]/g, "'");
  const friendly = /\b(?:friendlier|more friendly|friendly|more casual|casual|warmer|more warm|less formal|informal|more relaxed|relaxed|softer|less stiff|more personal|chattier|less corporate)\b/.test(text);
  const formal = !/\bless formal\b/.test(text) && /\b(?:more formal|formal|more professional|professional|less casual|more polite|politer|more serious|stiffer)\b/.test(text);
  const directives: Directives = {
    shorter: /\b(?:shorter|more concise|concise|briefer|brief|trim|condense|tighten|cut it down|cut down|less wordy|too long|fewer words|more succinct|succinct|shorten)\b/.test(text),
    longer: /\b(?:longer|more detail(?:s|ed)?|detailed|expand|elaborate|too short|lengthen|more words|flesh (?:it|them) out|add more)\b/.test(text),
    formal,
    friendly,
    urgent: /\b(?:more urgent|urgent|urgency|asap|time[- ]sensitive|more pressing|pushier|more assertive|firmer|stronger)\b/.test(text) && !/\bless urgent\b/.test(text),
  };
  const target = /\b(?:option|version|draft|email|one)\s*(?:#\s*)?(?:1|one)\b|\bfirst (?:one|option|version|draft|email)\b/.test(text)
    ? 0
    : /\b(?:option|version|draft|email)\s*(?:#\s*)?(?:2|two)\b|\bsecond (?:one|option|version|draft|email)\b/.test(text)
      ? 1
      : undefined;
  if (target !== undefined) directives.target = target;
  return directives;
}

export function hasDirective(directives: Directives): boolean {
  return directives.shorter || directives.longer || directives.formal || directives.friendly || directives.urgent;
}

/** Phrasing that only makes sense about an existing draft. */
const EDIT_SIGNALS =
  /\b(?:my|his|her|their|the recipient'?s?|the person'?s) name is\b|\b(?:the )?(?:company|organi[sz]ation|firm|employer|role|position|job title|product|deadline|due date|date|meeting|call|event|amount|price|order(?: number)?|invoice|time|interview|party|appointment)\b(?: name| number)? (?:is|was|will be|should be|'s)\b|\bsign (?:it|off|them)\b|\bsigned\b|\bsend it to\b|\baddress it to\b|\bit'?s (?:on|at|for|to|from)\b|\bit is (?:on|at|for|to|from)\b|\bchange\b|\binstead\b|\bactually\b|\balso\b|\badd\b|\bmention\b|\binclude\b|\bremove\b|\bdon'?t mention\b|\bdrop the\b|\boption (?:1|2|one|two)\b|\b(?:first|second) (?:one|option|version|draft)\b|\bmake (?:it|them|this|both|that)\b|\brewrite\b|\btweak\b|\bredo\b|\bagain\b|\bsame (?:email|thing)\b|\bthe email\b|\bthe drafts?\b|\bboth (?:options|versions|emails|drafts)\b/i;

export function looksLikeEdit(text: string): boolean {
  return EDIT_SIGNALS.test(text);
}

/** The narrower set that cannot be a fresh request ("change my booking" could be; "her name is Priya" cannot). */
const DRAFT_ONLY_SIGNALS =
  /\b(?:my|his|her|their|the recipient'?s?) name is\b|\bsign (?:it|off|them)\b|\b(?:make|keep) (?:it|them|this|both)\b|\b(?:the )?(?:meeting|call|deadline|due date|date|company|role) (?:is|was|will be)\b|\boption (?:1|2|one|two)\b|\b(?:first|second) (?:one|option|version|draft)\b|\b(?:also )?(?:mention|add|include|say) that\b|\bthe (?:email|drafts?)\b/i;

export function looksLikeDraftEdit(text: string): boolean {
  return DRAFT_ONLY_SIGNALS.test(text);
}

/** "Write an email to ...": the visitor is starting over rather than editing. */
export function isExplicitNewRequest(text: string): boolean {
  const lower = text.toLowerCase();
  if (/\b(?:make|change|rewrite|revise|edit|update|tweak|redo)\s+(?:it|this|them|the email|the drafts?|both|option)\b/.test(lower)) return false;
  return /\b(?:write|draft|compose|create|generate|help me (?:write|with)|i need|now)\b[^.?!]*\b(?:e-?mail|letter|message|note|reply|response|invitation|announcement|request)\b/.test(lower);
}

export type Unsupported =
  | { kind: 'language'; language: string }
  | { kind: 'not-email'; what: string };

const LANGUAGES = [
  'spanish', 'french', 'german', 'italian', 'portuguese', 'dutch', 'chinese', 'mandarin', 'cantonese', 'japanese',
  'korean', 'arabic', 'hindi', 'russian', 'turkish', 'polish', 'swedish', 'norwegian', 'danish', 'finnish',
  'greek', 'hebrew', 'vietnamese', 'thai', 'indonesian', 'malay', 'tagalog', 'ukrainian', 'czech', 'romanian',
  'hungarian', 'bengali', 'urdu', 'persian', 'farsi', 'swahili', 'catalan', 'latin',
];
const LANGUAGE = `(${LANGUAGES.join('|')})`;
const NOT_A_LANGUAGE_REQUEST = '(?!\\s+(?:class|classes|course|lessons?|teacher|tutor|department|literature|history|market|team|speakers?|restaurant|food|cuisine|company|client|customers?|office|visa|exam|test|speaking|-speaking))';

const NON_EMAIL = /\b(?:write|compose|create|give me|make|generate|draft|tell me|help me with|turn (?:it|this) into)\s+(?:me\s+)?(?:a|an|some|the|my)?\s*(?:[\w-]+\s+){0,2}?(poem|haiku|limerick|sonnet|song|lyrics|rap|story|novel|essay|joke|riddle|recipe|tweet|blog post|article|speech|resume|résumé|cv|code|script|python|javascript|sql query|linkedin post|instagram caption|caption|slogan)\b/;
const EMAIL_WORDS = /\b(?:e-?mails?|letters?|messages?|notes?|replies|reply|drafts?|options?)\b/;

/** Requests the built-in composer cannot honestly serve. */
export function detectUnsupported(raw: string): Unsupported | undefined {
  const text = raw.toLowerCase().replace(/[’‘]/g, "'");
  const language =
    new RegExp(`\\b(?:in|into|to)\\s+${LANGUAGE}\\b${NOT_A_LANGUAGE_REQUEST}`).exec(text)?.[1] ??
    new RegExp(`\\btranslat\\w*\\b[^.?!]*?\\b${LANGUAGE}\\b`).exec(text)?.[1] ??
    new RegExp(`\\b${LANGUAGE}\\s+(?:version|translation)\\b`).exec(text)?.[1] ??
    (/\b(?:en español|en espanol|en français|en francais|auf deutsch)\b/.test(text) ? 'another language' : undefined);
  if (language) return { kind: 'language', language: language === 'another language' ? language : capitalizeWord(language) };
  if (/\btranslat(?:e|ion)\b/.test(text)) return { kind: 'language', language: 'another language' };
  const nonEmail = NON_EMAIL.exec(text);
  if (nonEmail?.[1]) {
    const withoutWhat = text.replace(nonEmail[1], ' ');
    if (!EMAIL_WORDS.test(withoutWhat) && !/\bcover letter\b/.test(text)) return { kind: 'not-email', what: nonEmail[1] };
  }
  return undefined;
}

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
