// Tone lexicon: how each tone greets, signs off and closes, and the word swaps that move a
// draft up or down the formality ladder.
import { contract, expandContractions } from './text.ts';

export type ToneStyleId =
  | 'formal' | 'polished' | 'professional' | 'warm' | 'friendly' | 'enthusiastic' | 'heartfelt'
  | 'cheerful' | 'firm' | 'direct' | 'concise' | 'detailed' | 'conciliatory' | 'courteous' | 'confident'
  | 'casual' | 'respectful' | 'empathetic' | 'light' | 'collaborative';

export interface ToneStyle {
  /** 0 casual ... 3 very formal: picks greeting, sign-off and contractions. */
  formality: number;
  /** Base length: -1 concise, 0 standard, 1 detailed. */
  length: number;
  /** Greeting ladder step: 0 "Hi Sarah," 1 "Hello Sarah," 2 "Dear Sarah," 3 "Dear Sarah Chen,". */
  greeting: number;
  signoffs: readonly string[];
  /** Used as the closing line when an intent gives none, and to pad a draft that runs short. */
  closers: readonly string[];
}

export const TONE_STYLES: Record<ToneStyleId, ToneStyle> = {
  formal: { formality: 3, length: 0, greeting: 3, signoffs: ['Kind regards', 'Sincerely'], closers: ['Thank you for your time and consideration.', 'I appreciate your attention to this.'] },
  polished: { formality: 2, length: 0, greeting: 2, signoffs: ['Best regards', 'Kind regards'], closers: ['Thank you for your time.', 'I appreciate your help with this.'] },
  professional: { formality: 2, length: 0, greeting: 2, signoffs: ['Best regards', 'Kind regards'], closers: ['Thank you for your time.', 'I appreciate your help.'] },
  respectful: { formality: 3, length: 0, greeting: 3, signoffs: ['Kind regards', 'Respectfully'], closers: ['Thank you for your time and guidance.', 'I appreciate your consideration.'] },
  courteous: { formality: 2, length: 0, greeting: 2, signoffs: ['Kind regards', 'Best regards'], closers: ['Thank you for your help with this.', 'I appreciate your assistance.'] },
  firm: { formality: 2, length: 0, greeting: 2, signoffs: ['Regards', 'Sincerely'], closers: ['I look forward to your prompt reply.', 'I expect this to be resolved quickly.'] },
  confident: { formality: 2, length: 0, greeting: 2, signoffs: ['Best regards', 'Regards'], closers: ['Thank you for considering this.', 'I appreciate your time.'] },
  detailed: { formality: 2, length: 1, greeting: 2, signoffs: ['Best regards', 'Kind regards'], closers: ['Thank you for reading.', 'Thanks for your time.'] },
  conciliatory: { formality: 1, length: 0, greeting: 1, signoffs: ['Kind regards', 'Best regards'], closers: ['Thank you for your understanding and help.', 'I appreciate your help in putting this right.'] },
  empathetic: { formality: 1, length: 0, greeting: 0, signoffs: ['Warm regards', 'Kind regards'], closers: ['Thank you for your patience and understanding.', 'We truly appreciate your patience.'] },
  collaborative: { formality: 1, length: 0, greeting: 1, signoffs: ['Best regards', 'Best'], closers: ['Thank you again for this opportunity.', 'I appreciate your flexibility.'] },
  direct: { formality: 1, length: -1, greeting: 1, signoffs: ['Best', 'Regards'], closers: ['Thanks in advance.', 'Thanks for your help.'] },
  concise: { formality: 1, length: -1, greeting: 1, signoffs: ['Best', 'Thanks'], closers: ['Thank you.', 'Thanks in advance.'] },
  warm: { formality: 1, length: 0, greeting: 0, signoffs: ['Warm regards', 'Warmly'], closers: ['Thank you so much.', 'I really appreciate it.'] },
  heartfelt: { formality: 1, length: 0, greeting: 2, signoffs: ['With love', 'Warmly'], closers: ['Thank you, truly.', 'You mean a lot to me.'] },
  friendly: { formality: 0, length: 0, greeting: 0, signoffs: ['Best', 'Cheers'], closers: ['Thanks so much!', 'Thanks a lot!'] },
  enthusiastic: { formality: 0, length: 0, greeting: 0, signoffs: ['Best', 'All the best'], closers: ['Thanks so much for your time!', 'I really appreciate your time!'] },
  cheerful: { formality: 0, length: -1, greeting: 0, signoffs: ['Cheers', 'Take care'], closers: ['Talk soon!', 'Have a great week!'] },
  casual: { formality: 0, length: -1, greeting: 0, signoffs: ['Cheers', 'Talk soon'], closers: ['Talk soon!', 'Hope to hear from you!'] },
  light: { formality: 0, length: -1, greeting: 0, signoffs: ['Talk soon', 'Cheers'], closers: ['Talk soon!', 'Thanks for understanding!'] },
};

/** Greeting ladder: 0 "Hi Sarah," ... 3 "Dear Sarah Chen,". */
export function greetingLine(formality: number, name: { full: string; short: string } | undefined, fallback: readonly [string, string]): string {
  const level = clampFormality(formality);
  if (!name) {
    const [formalName, casualName] = fallback;
    if (level >= 2) return `Dear ${formalName},`;
    return `${level === 1 ? 'Hello' : 'Hi'} ${casualName},`;
  }
  if (level === 3) return `Dear ${name.full},`;
  if (level === 2) return `Dear ${name.short},`;
  return `${level === 1 ? 'Hello' : 'Hi'} ${name.short},`;
}

const SIGNOFF_LADDER: readonly (readonly string[])[] = [
  ['Best', 'Cheers', 'Thanks'],
  ['Best', 'Best wishes', 'All the best'],
  ['Best regards', 'Kind regards'],
  ['Kind regards', 'Yours sincerely', 'Sincerely'],
];

export function signoffFor(formality: number, seed: number): string {
  const options = SIGNOFF_LADDER[clampFormality(formality)] ?? SIGNOFF_LADDER[2] ?? ['Best regards'];
  return options[seed % options.length] ?? 'Best regards';
}

export function clampFormality(formality: number): number {
  return Math.max(0, Math.min(3, Math.round(formality)));
}

const TO_FORMAL: ReadonlyArray<readonly [RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  [/\bThanks so much\b/g, 'Thank you very much'],
  [/\bthanks so much\b/g, 'thank you very much'],
  [/\bThanks a lot\b/g, 'Thank you very much'],
  // Only "thanks" as an interjection; "my sincere thanks" and "With Sincere Thanks" stay.
  [/(?<!\b(?:[Ss]incere|[Mm]any|[Mm]y|[Oo]ur|[Ss]pecial|[Hh]eartfelt|[Ww]arm|[Ww]ith|[Yy]our|[Aa]nd|[Ee]xtra|[Bb]ig) )\bThanks\b/g, 'Thank you'],
  [/(?<!\b(?:[Ss]incere|[Mm]any|[Mm]y|[Oo]ur|[Ss]pecial|[Hh]eartfelt|[Ww]arm|[Ww]ith|[Yy]our|[Aa]nd|[Ee]xtra|[Bb]ig) )\bthanks\b/g, 'thank you'],
  [/\bI just wanted to\b/g, 'I wanted to'],
  [/\bjust wanted to\b/g, 'wanted to'],
  [/\bJust\s+([a-z])/g, (_match: string, letter: string) => letter.toUpperCase()],
  [/\b(?:really|super|totally|so) (?=(?:excited|glad|happy|grateful|sorry|appreciate|helpful|keen|love|enjoyed|valuable))/g, 'very '],
  [/\bvery appreciate\b/g, 'greatly appreciate'],
  [/\bvery love\b/g, 'would greatly value'],
  [/\bvery enjoyed\b/g, 'greatly enjoyed'],
  [/\ba bit\b/g, 'somewhat'],
  [/\bawesome\b/g, 'excellent'],
  [/\bget back to me\b/g, 'reply'],
  [/\bcheck in\b/g, 'follow up'],
  [/\btouch base\b/g, 'follow up'],
  [/\bwhen you get a chance\b/g, 'at your earliest convenience'],
  [/\bwhen you can\b/g, 'at your convenience'],
  [/\bASAP\b/g, 'as soon as possible'],
  [/\bhey\b/gi, 'hello'],
  [/\bkids\b/g, 'children'],
  [/\bguys\b/g, 'everyone'],
  [/\bokay\b/gi, 'acceptable'],
  [/\bFeel free to\b/g, 'Please feel free to'],
  [/\bPlus,/g, 'In addition,'],
  [/\bAlso,/g, 'Additionally,'],
  [/\bSo,\s/g, 'Therefore, '],
  [/\bhelp out\b/g, 'assist'],
  [/\blots of\b/g, 'many'],
  [/\bHope you(?:'re| are) doing well[.!]/g, 'I hope this message finds you well.'],
  [/\bI hope you(?:'re| are) doing well[.!]/g, 'I hope this message finds you well.'],
  [/!/g, '.'],
  [/ {2,}/g, ' '],
];

const TO_FRIENDLY: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bI am writing to inform you that\b/g, 'I wanted to let you know that'],
  [/\bI am writing to\b/g, 'I wanted to'],
  [/\bI'm writing to\b/g, 'I wanted to'],
  [/\bI would be grateful if\b/g, 'It would be great if'],
  [/\bI would greatly appreciate\b/g, "I'd really appreciate"],
  [/\bat your earliest convenience\b/g, 'when you get a chance'],
  [/\bat your convenience\b/g, 'when it suits you'],
  [/\bPlease do not hesitate to\b/g, 'Feel free to'],
  [/\bplease do not hesitate to\b/g, 'feel free to'],
  [/\bregarding\b/g, 'about'],
  [/\bRegarding\b/g, 'About'],
  [/\bassist\b/g, 'help'],
  [/\bassistance\b/g, 'help'],
  [/\binform you\b/g, 'let you know'],
  [/\bHowever,/g, 'That said,'],
  [/\bAdditionally,/g, 'Also,'],
  [/\bFurthermore,/g, 'Plus,'],
  [/\btherefore\b/g, 'so'],
  [/\brequire\b/g, 'need'],
  [/\bobtain\b/g, 'get'],
  [/\bcommence\b/g, 'start'],
  [/\bpurchase\b/g, 'buy'],
  [/\bI hope this message finds you well\./g, "I hope you're doing well!"],
  [/\bThank you for your time and consideration\./g, 'Thanks so much for your time.'],
  [/\bThank you very much\b/g, 'Thanks so much'],
  [/\bI look forward to hearing from you\./g, 'Looking forward to hearing from you!'],
  [/\bI sincerely apologi[sz]e\b/g, "I'm really sorry"],
  [/\bsincerely\b/g, 'truly'],
];

/** Moves wording up the formality ladder: no contractions, no exclamation marks, no slang. */
export function formalize(text: string): string {
  let result = expandContractions(text);
  for (const [pattern, replacement] of TO_FORMAL) {
    result = typeof replacement === 'string' ? result.replace(pattern, replacement) : result.replace(pattern, replacement);
  }
  return result.replace(/\.\./g, '.');
}

/** Moves wording down the ladder: contractions and plainer words. */
export function friendlify(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TO_FRIENDLY) result = result.replace(pattern, replacement);
  return contract(result);
}

export const FRIENDLY_OPENERS: readonly string[] = [
  "I hope you're doing well!",
  'I hope your week is off to a great start!',
  "I hope you're having a good week!",
];

/** Reads a tone up or down: "Warm" + more formal -> "Warm & formal". */
export function adjustedToneName(base: string, changes: { formality: number; urgent: boolean }): string {
  let name = base;
  if (changes.formality > 0) name = /formal/i.test(name) ? `Very ${name.toLowerCase()}` : `${name} & formal`;
  if (changes.formality < 0) name = /friendly/i.test(name) ? `Very ${name.toLowerCase()}` : `${name} & friendly`;
  if (changes.urgent) name = `${name} & urgent`;
  return name.replace(/^(.*) & (\w+) & (\w+)$/, '$1, $2 & $3');
}
