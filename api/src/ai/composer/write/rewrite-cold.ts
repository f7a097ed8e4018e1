// "Rewrite my cold email so it gets replies": the pasted pitch rebuilt the way the blog advises.
// What the product does and one proof point stay, in the sender's own words; the history of the
// company goes; the reader comes first; a demo becomes one small ask; an opt-out line closes it.
// Nothing is added as fact: a line about the reader is a [blank] for the sender to fill.
import type { DraftOption } from '../../../contract/index.ts';
import { countWords } from '../text.ts';

const ABOUT_US = /\b(?:founded|established|since (?:19|20)\d\d|employees|offices|headquartered|award[- ]winning|we are (?:a|an|the)\b|our team of|grown to|years in business|industry[- ]leading|best[- ]in[- ]class|world[- ]class)\b/i;
const PROOF = /\b(?:trusted by|used by|relied on by|chosen by|work(?:s|ing)? with)\s+(?:over\s+|more than\s+)?[\d,]+\+?\s+\w+/i;
const VALUE = /\b(?:covers|handles|helps|lets|saves|cuts|reduces|automates|shows|brings|includes|tracks|replaces|connects|manages)\b/i;
const ASK = /\?|\b(?:demo|walk (?:you|your \w+(?: \w+)?) through|book a|schedule a|set up a (?:call|meeting)|free on|available on)\b/i;

interface Pitch {
  greeting: string;
  reader?: string;
  product?: string;
  value?: string;
  proof?: string;
  signOff: string;
  name?: string;
}

/** Reads a pasted pitch: who it greets, what the product is and does, its proof, who signs it. */
function readPitch(subject: string, body: string): Pitch {
  const lines = body.split('\n').map((line) => line.trim()).filter(Boolean);
  const greeting = lines.find((line) => /^(?:hi|hello|dear|hey)\b/i.test(line)) ?? 'Hi there,';
  const reader = /^(?:[Hh]i|[Hh]ello|[Dd]ear|[Hh]ey)\s+([A-Z][\w'-]+)/.exec(greeting)?.[1];
  const signIndex = lines.findIndex((line, index) => index > 0 && /^(?:best|regards|kind regards|thanks|cheers|sincerely|all the best|warm regards)\b[^.]*,?$/i.test(line));
  const name = signIndex >= 0 ? lines[signIndex + 1] : undefined;
  const content = lines.filter((line, index) => line !== greeting && (signIndex < 0 || index < signIndex));
  const sentences = content.join(' ').split(/(?<=[.!?])\s+/).filter(Boolean);
  const product = /\b([A-Z][a-z]+(?:[A-Z][a-z]+)?)\b(?=\s+(?:was|is|has|helps|covers|lets|HR|CRM|app|platform|tool|software))/.exec(`${subject} ${content.join(' ')}`)?.[1];
  const valueSentence = sentences.find((sentence) => VALUE.test(sentence) && !ABOUT_US.test(sentence) && !ASK.test(sentence));
  // "…, and we have just launched a new analytics module": news about us, not what it does for them.
  const value = valueSentence?.replace(/,?\s+and\s+we\s+(?:have|'ve)\s+.*$/i, '.').replace(/^Our (?:platform|product|tool|app|software|service)\b/i, product ?? 'Our platform');
  const proofMatch = sentences.map((sentence) => PROOF.exec(sentence)).find(Boolean);
  const signOff = lines[signIndex] ?? 'Best,';
  return { greeting, ...(reader ? { reader } : {}), ...(product ? { product } : {}), ...(value ? { value } : {}), ...(proofMatch ? { proof: proofMatch[0] } : {}), signOff, ...(name ? { name } : {}) };
}

const PADS = {
  formal: ['I know your time is valuable, so I will keep this brief.', 'I would be happy to send a short overview instead, if that is easier.', 'If the timing is not right, I completely understand.', 'Either way, thank you for reading.', 'I appreciate you taking a moment to consider it.'],
  friendly: ["I know you're busy, so I'll keep this short and to the point.", 'Happy to send a quick overview instead if that is easier.', "If the timing's off, no worries at all.", 'Either way, thanks for reading.', 'Really appreciate you taking a look, whatever you decide.'],
};

/** Two rewrites of a pasted cold email; undefined when it does not read as a pitch. */
export function rewriteColdEmail(subject: string, body: string, maxWords = 150): [DraftOption, DraftOption] | undefined {
  const pitch = readPitch(subject, body);
  if (!pitch.value) return undefined;
  const who = pitch.reader ?? 'there';
  const product = pitch.product ?? 'it';
  const proof = pitch.proof ? pitch.proof.replace(/^(?:trusted|used|relied on|chosen) by\s+/i, '').replace(/^work(?:s|ing)? with\s+/i, '') : undefined;
  const build = (formal: boolean): DraftOption => {
    const greeting = formal ? `Dear ${who},` : `Hi ${who},`;
    const hook = `[One line about ${pitch.reader ? `${pitch.reader}'s` : 'their'} team or something they shared recently]`;
    const lines = [
      hook,
      pitch.value!,
      ...(proof ? [formal ? `${proof.charAt(0).toUpperCase()}${proof.slice(1)} already use ${product === 'it' ? 'it' : product}.` : `${proof.charAt(0).toUpperCase()}${proof.slice(1)} already use it.`] : []),
      formal ? `Would it be worth a short call to see whether ${product} could help your team?` : `Would a quick 15-minute call be useful to see if ${product} fits your team?`,
    ];
    const closing: string[] = [];
    const optOut = formal ? 'If this is not relevant to you, a one-line reply is enough and I will not follow up.' : "If this isn't relevant, just reply \"no thanks\" and I won't follow up.";
    const signature = [pitch.signOff, pitch.name ?? '[Your name]'].join('\n');
    const total = () => countWords([greeting, ...lines, ...closing, optOut, signature].join(' '));
    for (const pad of PADS[formal ? 'formal' : 'friendly']) if (total() < 110) closing.push(pad);
    while (total() > maxWords && closing.length > 0) closing.pop();
    const text = [greeting, '', lines.join(' '), '', [...closing, optOut].join(' '), '', signature].join('\n');
    return {
      tone: formal ? 'Professional' : 'Conversational',
      subject: formal ? (who === 'there' ? 'A quick question' : `${who}, a quick question`) : (who === 'there' ? 'One quick question' : `Quick question, ${who}`),
      body: text,
      notes: formal ? 'Your pitch rebuilt around the reader, with one small ask.' : 'The same pitch, more relaxed, with one small ask.',
    };
  };
  return [build(true), build(false)];
}
