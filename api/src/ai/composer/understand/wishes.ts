// What the visitor wants the email to do, said as a wish ("want to send condolences", "want to RSVP
// no", "want to give the neighbours a heads up about the noise", "want to check they've got it"),
// is done in the email rather than told to its reader: "I would like to send condolences" is
// never a sentence anyone sends. One table, read once per segment that is such a wish.
import type { Act, Descriptor, Form, Segment } from './frame.ts';

interface Done {
  /** The segments that do what the wish asked; none leaves the wish out (the kind says it). */
  segments: Segment[];
  /** The kind of email the wish makes it, when the request named none. */
  descriptor?: Descriptor;
  /** Whom the wish named as the reader: "send the owner, Kev, a thank you". */
  reader?: string;
}

const WANT = /^I\s+(?:(?:really|just|also|still)\s+)?(?:want|need|would like|'d like|wanted|would love|'d love|am hoping|'m hoping|hope)\s+to\s+(?:(?:also|just|quickly|then)\s+)?/i;

const YOU = String.raw`(?:you|you all|you both|everyone|everybody|the \w+(?:\s+\w+)?)`;

function segment(act: Act, form: Form, text: string, wh?: string): Segment {
  return wh ? { act, form, text, wh } : { act, form, text };
}

/** The rest of a wish after "I want to", done; undefined when it is no wish about the email. */
function doWish(rest: string, descriptor: Descriptor | undefined, story: string): Done | undefined {
  const text = rest.trim().replace(/[.!]+$/, '');
  // "send condolences", "pass on my sympathy": the condolence note itself says it.
  if (/^(?:send|give|offer|pass on|express|say)\s+(?:(?:my|our|my deepest|our deepest|my sincere|our sincere|my heartfelt|our heartfelt|deepest|sincere|heartfelt)\s+)?(?:condolences|sympathy|sympathies)\b(?:\s+to\s+\S+)?$/i.test(text)) {
    const told = descriptor === 'condolence' || /\b(?:died|passed|lost|death|loss|funeral)\b/i.test(story);
    return { segments: told ? [] : [segment('inform', 's', "I'm so sorry for your loss")], descriptor: 'condolence' };
  }
  // "send a congratulations email that's not too formal": a congratulations note.
  if (/^(?:send|write|do|say)\s+(?:(?:a|an|my|our|some|a quick|a little|a big|huge)\s+)?(?:congratulations|congrats|congratulatory)\b(?:\s+(?:e-?mail|note|message|card)\b.*)?$/i.test(text)) {
    return { segments: [], descriptor: descriptor ?? 'congratulations' };
  }
  // "send the owner, Kev, a thank you from our team": thanks, to Kev.
  const thanksTo = /^send\s+(?:(?:the|our|my)\s+[a-z]+,?\s+)?([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?),?\s+\(?(?:a|an|our|my|a big|a huge)\s+(?:thank[- ]?you|thanks)\b(?:\s+(?:e-?mail|note|message|card))?(?:\s+from\s+(?:the|our|my)\s+(?:\w+\s+)?(?:team|company|office|staff|family|lot|all))?\)?$/.exec(text);
  if (thanksTo?.[1]) return { segments: [segment('thank', 'none', '')], descriptor: descriptor ?? 'thanks', reader: thanksTo[1] };
  // "send a thank you", "send a thank you note": a thank-you note.
  if (/^(?:send|write|do)\s+(?:(?:a|an|my|our|a quick|a little)\s+)?(?:thank[- ]?you|thanks)(?:\s+(?:e-?mail|note|message|card))?$/i.test(text)) {
    return { segments: [segment('thank', 'none', '')], descriptor: descriptor ?? 'thanks' };
  }
  // "write them an email", "send a message", "email you about it": the email is this one.
  if (/^(?:write|send|drop|e-?mail|message|contact)\s+(?:(?:to\s+)?(?:you|him|her|them|you all)\s+)?(?:(?:a|an|the|this|some|one|my|our|a quick|a short|a polite|a nice|a proper)\s+)?(?:e-?mail|note|message|letter|line|something|few lines)?\b(?:,?\s+(?:about (?:it|this|that)|first time (?:saying|mentioning) (?:anything|it)|(?:that|which)(?:'s| is)(?: .{0,30})?|without .{0,40}))?$/i.test(text)) {
    return { segments: [] };
  }
  // "bring it up without a row", "raise it nicely": how to say it, told to us.
  if (/^(?:bring (?:it|this|that) up|raise (?:it|this|that)|mention (?:it|this|that)|say something|talk to (?:you|him|her|them)(?: about it)?)(?:\s+(?:nicely|politely|gently|calmly|without .{2,40}|in a nice way|in a friendly way))?$/i.test(text)) return { segments: [] };
  // "take them out for lunch friday on me": the treat, offered to them.
  const treat = /^take\s+(them|you|him|her|everyone|the (?:team|whole team|group))\s+out\s+(.+)$/i.exec(text);
  if (treat?.[2]) return { segments: [segment('inform', 's', `I'd love to take ${/^(?:them|everyone|the\b)/i.test(treat[1]!) ? 'you all' : 'you'} out ${treat[2]}`)] };
  // "RSVP no", "say no", "decline": I can't come.
  const no = /^(?:(?:RSVP|reply|respond|answer|say)\s+(?:no|that I can't(?: come| make it| go)?)|decline|turn (?:it|this|the invite|the invitation) down)(?:\s+to\s+(?!(?:you|them|him|her|it|this|that)$)(.+))?$/i.exec(text);
  if (no) {
    // ("can't make your wedding in August" said already: the RSVP is that.)
    if (/\b(?:can't|cannot|can not|won't|will not|not able to|unable to)\s+(?:make|come|attend|be there|go)\b/i.test(story)) return { segments: [] };
    return { segments: [segment('inform', 's', `I'm so sorry, but I won't be able to make it${no[1] ? ` to ${no[1]}` : ''}`)] };
  }
  const yes = /^(?:(?:RSVP|reply|respond|answer|say)\s+yes|accept(?:\s+(?:the|your)\s+(?:invite|invitation))?)(?:\s+to\s+(?!(?:you|them|him|her|it|this|that)$)(.+))?$/i.exec(text);
  if (yes) return { segments: [segment('inform', 's', `I'd love to come${yes[1] ? ` to ${yes[1]}` : ''}`)] };
  // "give the neighbours a heads up about noise": a heads-up to them.
  const headsUp = new RegExp(String.raw`^(?:give|send)\s+(?:${YOU}\s+)?(?:a\s+)?(?:quick\s+|little\s+)?heads[- ]?up\s+(about|on|that|regarding)\s+(.+)$`, 'i').exec(text);
  if (headsUp?.[2]) {
    const that = /^that$/i.test(headsUp[1] ?? '');
    // ("give the neighbours a heads up": to them.)
    const whom = /^(?:give|send)\s+the\s+(\w+(?:\s+(?!a\b|quick\b|little\b|heads\b)\w+)?)\s+(?:a\s+)?(?:quick\s+|little\s+)?heads/i.exec(text)?.[1];
    return { segments: [segment('inform', 's', `I wanted to give you a heads-up ${that ? 'that' : 'about'} ${headsUp[2]}`)], ...(whom ? { reader: `my ${whom}` } : {}) };
  }
  // "send a get well message from everyone at the shop": a get-well note, and from whom.
  const getWell = /^(?:send|write)\s+(?:(?:a|an|our|my|a quick|a little)\s+)?get[- ]well(?:[- ]soon)?(?:\s+(?:e-?mail|note|message|card|wishes))?(?:\s+from\s+(.+))?$/i.exec(text);
  if (getWell) return { segments: getWell[1] ? [segment('inform', 's', `${getWell[1].replace(/^(?:all|everyone|everybody)\b/i, (word) => word.toLowerCase())} ${/^(?:all of|both of)\b/i.test(getWell[1]) ? 'are' : 'is'} thinking of you`.replace(/^./, (c) => c.toUpperCase()))] : [], descriptor: descriptor ?? 'get-well' };
  // "give my number", "give you my mobile": the number, to fill in.
  if (/^(?:give|send|leave|pass on)\s+(?:you\s+)?my\s+(?:phone\s+|mobile\s+|contact\s+)?(?:number|mobile|details|contact details)$/i.test(text)) {
    return { segments: [segment('inform', 's', 'my number is [phone number] if you need to reach me')] };
  }
  // "check they've got it and if they have questions": was it received, and any questions.
  const received = /^check\s+(?:that\s+|whether\s+|if\s+)?(?:you|they)(?:'ve|\s+have)?\s+(?:got|received|seen|had)\s+(.+?)(?:\s+and\s+(?:if|whether)\s+(?:you|they)\s+have\s+(?:any\s+)?questions)?$/i.exec(text);
  if (received?.[1]) {
    const segments = [segment('inform', 's', `I wanted to check that you received ${received[1]}`)];
    if (/\bquestions$/i.test(text)) segments.push(segment('inform', 's', "I'd be happy to answer any questions you have"));
    return { segments };
  }
  const checkIf = /^(?:check|ask|find out|see)\s+(?:you\s+)?(if|whether)\s+(.+)$/i.exec(text);
  if (checkIf?.[2]) return { segments: [segment('question', 's', checkIf[2], 'if')] };
  // "explain the boiler was being repaired", "say there's no rush", "mention that": said.
  const said = /^(?:explain|mention|say|point out|make (?:it )?clear|let you know|tell you|stress|add|note)\s+(?:to you\s+)?(?:that\s+)?(.{6,})$/i.exec(text);
  if (said?.[1] && /\b(?:is|are|was|were|has|have|had|will|would|can|could|'s|'re|'ve|'ll|'d|do|does|did|won't|can't|isn't|wasn't|don't|doesn't|didn't)\b/i.test(said[1])) {
    return { segments: [segment('inform', 's', said[1])] };
  }
  // "thank them", "thank you for the lovely review": thanks.
  const thank = /^(?:thank|say thank you to|say thanks to)\s+(?:you|them|him|her|everyone|everybody)(?:\s+(?:all|both|so much|again|properly|personally|in person))?(?:\s+for\s+(.+))?$/i.exec(text);
  // (A review answered: thanks for it.)
  if (thank) return { segments: [thank[1] ? segment('thank', 'np', thank[1]) : /\breview\b/i.test(story) ? segment('thank', 'np', 'your review') : segment('thank', 'none', '')] };
  const sorry = /^(?:apologi[sz]e|say sorry)(?:\s+to\s+(?:you|them|him|her))?(?:\s+(?:for|about)\s+(.+))?$/i.exec(text);
  if (sorry) return { segments: [sorry[1] ? segment('apologize', 'np', sorry[1]) : segment('inform', 's', "I'm really sorry")] };
  // "offer 15% off if they come back": an offer.
  const offer = /^offer\s+(?:you\s+)?(.{3,})$/i.exec(text);
  if (offer?.[1] && !/^to\b/i.test(offer[1])) return { segments: [segment('offer', 'np', offer[1])] };
  const askFor = /^ask\s+(?:you\s+)?for\s+(.{3,})$/i.exec(text);
  if (askFor?.[1]) return { segments: [segment('askFor', 'np', askFor[1])] };
  const askTo = /^ask\s+you\s+to\s+(.{3,})$/i.exec(text);
  if (askTo?.[1]) return { segments: [segment('request', 'vp', askTo[1])] };
  return undefined;
}

/** Each "I want to <do something with the email>" segment done; the kind it makes, when it makes one. */
export function performWishes(segments: readonly Segment[], descriptor: Descriptor | undefined): { segments: Segment[]; descriptor: Descriptor | undefined; reader?: string } {
  let kind = descriptor;
  let reader: string | undefined;
  // "haven't seen you in ages, want to send a congratulations email": the wish after a comma is its own.
  const split = segments.flatMap((each) => {
    // (Glued to thanks or congratulations too: "hitting the target early, want to take them out for lunch".)
    const glued = (each.act === 'inform' && each.form === 's') || (['congratulate', 'thank', 'apologize'].includes(each.act) && each.form === 'np') ? /^(.{8,}?),\s+((?:I\s+)?(?:want|need|would like|'d like)\s+to\s+.+)$/i.exec(each.text) : null;
    if (!glued?.[1] || !glued[2]) return [each];
    // (Only a wish this table does: "want to check in without being annoying" stays as it was.)
    const wish = /^I\s/.test(glued[2]) ? glued[2] : `I ${glued[2]}`;
    return doWish(wish.slice(WANT.exec(wish)?.[0].length ?? 0), descriptor, glued[1]) ? [{ ...each, text: glued[1] }, segment('inform', 's', wish)] : [each];
  });
  const out = split.flatMap((each, index) => {
    // "first time saying anything": said as it matters to them.
    if (each.act === 'inform' && /^(?:this is (?:the )?|it's (?:the )?)?first time (?:saying|mentioning|raising|bringing (?:it|this) up|I've said|I have said)(?:\s+(?:anything|it|this|something))?$/i.test(each.text.trim())) return [segment('inform', 's', "I haven't mentioned it before, so I wanted to raise it")];
    // "say sorry and pay for the repair": the second thing the visitor wants to do, said as theirs.
    if (each.act === 'inform' && /^(?:pay for|pay to|cover the cost of|replace|reimburse)\s/i.test(each.text.trim())) return [segment('inform', 's', `I'd like to ${each.text.trim()}`)];
    // "..., 3 times this week. number 14.": whose house is not clear; never "My number is 14".
    if (each.act === 'inform' && /^(?:no\.?|number)\s+\d+[a-z]?$/i.test(each.text.trim()) && index > 0) return [];
    // "..., and give my number": the number, to fill in.
    if (each.act === 'share' && each.wh === 'give' && /^my\s+(?:phone\s+|mobile\s+)?(?:number|mobile)$/i.test(each.text)) return [segment('inform', 's', 'my number is [phone number] if you need to reach me')];
    if (each.act !== 'inform' || each.form !== 's') return [each];
    const want = WANT.exec(each.text);
    if (!want) return [each];
    const story = split.filter((other) => other !== each).map((other) => other.text).join(' | ');
    const wish = each.text.slice(want[0].length);
    let done = doWish(wish, kind, story);
    // "send Kev a thank you from our team, they've been our best client": the wish, then the clause after it.
    const glued = done ? null : /^(.+?),\s+((?:they|he|she|it|we|you|I)(?:'\w+)?\s.+)$/.exec(wish);
    if (glued?.[1] && glued[2]) {
      done = doWish(glued[1], kind, story);
      if (done) done = { ...done, segments: [...done.segments, segment('inform', 's', glued[2])] };
    }
    if (!done) return [each];
    if (done.descriptor && !kind) kind = done.descriptor;
    reader ??= done.reader;
    return done.segments;
  });
  return reader ? { segments: out, descriptor: kind, reader } : { segments: out, descriptor: kind };
}
