// A request often opens with a header in place of an instruction: the kind of email and whom it is
// for, in a few words ("late for work, ...", "reference request to my old boss sandra for ...",
// "congrats email to my employee, tanvi, on ..."). Each header here becomes the plain instruction the
// rest of the reading already knows ("I'm running late for work, ...", "ask my old boss sandra for a
// reference for ...", "congratulate my employee tanvi on ..."), so the kind of email, its recipient
// and its content are read the same way whichever way the visitor put it.
import { isFirstName } from './names.ts';
import { readRecipient } from './recipient.ts';
import { escapeRegExp } from '../text.ts';

type Rewrite = readonly [RegExp, (match: string, ...groups: string[]) => string];

// Whom a header names: "my old boss Sandra from Tesco", "the team at our sister branch", "Kieran".
const WHOM = String.raw`((?:(?:my|our|the|a|an)\s+)?(?:[\w'&.-]+\s+){0,7}?[\w'&.-]+)`;
// The end of a header: a comma, a colon, a dash or a full stop, then the rest.
const END = String.raw`\s*(?:[,.:;]|\s[-–—])\s*`;

const HEADERS: readonly Rewrite[] = [
  // "need a polite no to my cousin kerry's hen do", "politely decline jo's party": a no to them, about their event.
  [/^(?:(?:I\s+)?(?:need|want)\s+(?:to\s+(?:send|write|give)\s+)?)?(?:an?\s+)?(?:(?:polite|nice|kind|gentle|friendly|short|quick)\s+)?(?:(?:politely|kindly|nicely|gently)\s+)?(?:no\s+to|say\s+no\s+to|decline|declining|turn\s+down|turning\s+down)\s+((?:my|our)\s+(?:[a-z-]+\s+)?)?([A-Za-z][a-z'-]+)'s\s+(?=(?:[\w-]+\s+){0,2}?(?:hen|stag|party|wedding|birthday|baby shower|shower|do|bbq|barbecue|dinner|drinks|invite|invitation|event|celebration|night out|weekend|trip|housewarming|engagement|christening|leaving)\b)/i, (_m, kin: string | undefined, name: string) => {
    const whose = ({ he: 'his', she: 'her', they: 'their' } as const)[readRecipient(name.charAt(0).toUpperCase() + name.slice(1)).gender];
    return `email ${kin ?? ''}${name} to say no to ${whose} `;
  }],
  // "sorry to the neighbours for the noise", "an apology to mrs kent for ...": the apology, to them.
  [/^(?:(?:a|an)\s+)?(?:(?:quick|short|big|huge|proper|heartfelt|formal)\s+)?(?:sorry|apology|apologies)(?:\s+(?:note|e-?mail|message|letter))?\s+to\s+(?=(?:the|my|our|all|everyone|everybody|[A-Za-z][\w'-]+\s+(?:for|about)\b)|(?:mr|mrs|ms|miss|dr)\.?\s)/i, () => 'apologise to '],
  // "need to give my tenants notice that ill be doing an inspection on the 19th": telling them.
  [/^(?:(?:a|an)?\s*(?:[\w-]+\s+){0,2}?[\w-]+\s+here\s*[,.:-]\s+)?(?:(?:I\s+)?(?:need|want|have|would like|'d like)\s+to\s+)?(?:give|send)\s+((?:my|our|the|all)\s+(?:[a-z'-]+\s+){0,3}?[a-z'-]+?)\s+(?:(?:written|formal|proper|advance)\s+)?notice\s+(that|of|about)\s+/i, (_m, whom, joint) => `tell ${whom} ${/^that$/i.test(joint) ? 'that' : 'about'} `],
  // "short thank you card message to our postman for christmas": thanks, at that time of year.
  [/^(?:an?\s+)?(?:(?:short|quick|little|nice|small)\s+)*thank[- ]?you\s+(?:(?:card|note|message|e-?mail|msg)\s+)+(?:to|for)\s+((?:my|our|the)\s+[\w'-]+(?:\s+[\w'-]+)?)\s+(?:for|at|this)\s+(christmas|xmas|the holidays|new year|easter)\s*[.!]*$/i, (_m, whom, season) => `thank ${whom} for everything this year. ${/^(?:christmas|xmas)$/i.test(season) ? 'Merry Christmas' : /new year/i.test(season) ? 'Happy New Year' : /easter/i.test(season) ? 'Happy Easter' : 'Happy holidays'}!`],
  // "escalate to BT, third time ive contacted them ...": a complaint to them.
  [/^(?:please\s+)?escalat(?:e|ing)\s+(?:this\s+|it\s+|my\s+complaint\s+|a\s+complaint\s+)?(?:to|with)\s+((?:the|my|our)\s+[\w -]{2,30}?|[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,2})\s*(?:[,:;.]|\s[-–—])\s*/i, (_m, whom) => `complain to ${whom} that `],
  // "Email to all staff: reminder the fire alarm test is ...": reminding them.
  [/^(?:an?\s+)?(?:e-?mail|message|note|memo|notice)\s+to\s+((?:all\s+)?(?:the\s+)?(?:staff|everyone|team|office|parents|members|residents|tenants|volunteers|players|customers|students|colleagues)|all)\s*[:,-]\s*(?:a\s+)?(?:quick\s+|friendly\s+)?reminder\s*(?:that\s+|:\s*|-\s*|\s+)/i, (_m, whom) => `remind ${whom} that `],
  // "rsvp yes to my friend tashas wedding on 9 august": an answer to the invitation, to whoever sent it.
  [/^(?:rsvp|reply|respond|say)\s+(yes|no)\s+to\s+((?:my\s+(?:friend|best friend|mate|cousin|colleague|sister|brother|niece|nephew|aunt|uncle|neighbou?r|friends)\s+)?)((?:[A-Za-z][a-z'-]+\s+(?:and|&)\s+)?[A-Za-z][a-z'-]+?)(?:'s|s)\s+((?:[\w-]+\s+){0,2}?(?:wedding|party|birthday party|birthday|hen do|stag do|baby shower|christening|engagement party|leaving do|dinner|bbq|barbecue|housewarming|celebration))\b(?:\s+invit(?:e|ation))?(?:\s+for\s+(?:me|us)\s+(?:and|\+|&)\s+((?:a|my)\s+(?:plus[- ]one|partner|wife|husband|girlfriend|boyfriend|fianc[ée]e?)))?/i, (_m, answer, who, name, event, guest) => `tell ${who}${name} that ${/^yes$/i.test(answer) ? 'I would love to come to' : 'sadly I cannot make it to'} ${/\s(?:and|&)\s/i.test(name) ? 'their' : 'her'} ${event.toLowerCase()}${guest && /^yes$/i.test(answer) ? ` with ${guest.toLowerCase()}` : ''}`],
  // "housewarming invite, sat 8 march from 7, ...", "leaving drinks email to the office, ...": an invitation to it.
  [new RegExp(String.raw`^(?:an?\s+|my\s+|our\s+)?((?:[\w'-]+\s+){0,2}?(?:housewarming|party|drinks|do|bbq|barbecue|dinner|lunch|brunch|picnic|get-together|gathering|reunion|baby shower|shower|games night|quiz night|open day|open house|celebration|coffee morning|sleepover|playdate|meetup|meet-up))\s+(?:invite|invitation|e-?mail|message)(?:\s+(?:to|for)\s+${WHOM})?${END}`, 'i'), (_m, event, whom) => `invite ${whom || 'everyone'} to my ${event.toLowerCase().replace(/^(?:my|our)\s+/, '')}, `],
  // "AGM notice for Westbrook Tennis Club, tues 18 march 7pm ...": when the meeting is, to its members.
  [new RegExp(String.raw`^(?:an?\s+)?(AGM|EGM|annual general meeting|general meeting|committee meeting|open meeting)\s+(?:notice|e-?mail|reminder|letter)\s+(?:for|to)\s+(?:the\s+)?(?:members\s+of\s+)?((?:[\w'&.-]+\s+){0,5}?[\w'&.-]+)${END}(?=(?:mon|tue|wed|thu|fri|sat|sun|on\b|the\s+\d|\d|next\b|this\b))`, 'i'), (_m, meeting, whom) => `tell the members of ${whom} that the ${/^[A-Z]{3}$/i.test(meeting) ? meeting.toUpperCase() : meeting.toLowerCase()} is on `],
  // "letter to parents for the year 3 trip to Chester Zoo on 12 june, ...": what the event is and when.
  [new RegExp(String.raw`^(?:an?\s+)?(?:letter|e-?mail|note|message|notice|reminder)\s+to\s+(?:the\s+|all\s+)?(parents|families|members|players|staff|residents|tenants|volunteers|everyone|the team|my team|our team|customers|guests)\s+(?:for|about|re)\s+((?:the|our|a)\s+(?:[\w'-]+\s+){0,6}?[\w'-]+?)\s+(?=on\s+(?:\d|the\s+\d|mon|tue|wed|thu|fri|sat|sun))`, 'i'), (_m, whom, event) => `tell ${whom} that ${event.replace(/^a\s/i, 'the ')} is `],
  // "accept job offer email, software tester role at Quill Digital, $72k. ...": accepting that offer.
  [new RegExp(String.raw`^(?:an?\s+)?(?:accept|accepting|acceptance(?:\s+of)?)\s+(?:(?:a|the|my)\s+)?(?:job\s+)?offer(?:\s+(?:e-?mail|letter|message|note))?${END}((?:the\s+|a\s+)?(?:[\w'&.-]+\s+){0,4}?(?:role|job|position|post|offer)\s+(?:at|with)\s+[\w'&.-]+(?:\s+[A-Z][\w'&.-]*){0,3})${END}`, 'i'), (_m, what) => `accept the job offer for the ${what.replace(/^(?:the|a)\s+/i, '')}, `],
  // "late for work, bus didnt turn up, be there by 10": running late, and why.
  [new RegExp(String.raw`^(?:(?:I'm|I am)\s+)?(?:running\s+)?late\s+(?:for|to)\s+((?:work|school|class|college|uni|the office|my shift|(?:the|our|my|today's)\s+[\w-]+(?:\s+[\w-]+)?))${END}`, 'i'), (_m, what) => `I'm running late for ${what}, `],
  // "chasing a job application, applied to X 3 weeks ago": a follow-up on it.
  [/^(?:chasing|chase)(?:\s+up)?\s+(?:a|my|the|an)\s+((?:job\s+)?application)\b/i, (_m, what) => `follow up on my ${what.toLowerCase()}`],
  // "Pay rise request. I'm a senior nurse ...": the ask, with the case that follows.
  [new RegExp(String.raw`^(?:an?\s+)?(pay rise|raise|salary increase|salary review|pay review)\s+(?:request|e-?mail|letter|ask)${END}`, 'i'), (_m, what) => `ask my manager for a ${what.toLowerCase()}, `],
  // "need to chase our client brightside ltd, invoice 2231 ...": the same chase, said with the client first.
  [/^(?:(?:I\s+)?(?:need|want|have)\s+to\s+)?(?:chase|chasing)\s+(?:up\s+)?((?:our|my|the)\s+(?:client|customer)\s+[\w&'. -]{2,40}?)\s*,\s*(?=(?:invoice|inv)\b)/i, (_m, whom) => `email ${whom} to chase payment of `],
  // "chasing payment from Lumen Events Ltd, invoice 2024-017, ...": a reminder to them about it.
  [new RegExp(String.raw`^(?:chasing|chase|remind them about)(?:\s+up)?\s+(?:an?\s+|the\s+|my\s+)?(?:late\s+|overdue\s+|unpaid\s+)?(?:payment|money|fee|invoice)s?\s+(?:from|with)\s+${WHOM}${END}((?:invoice|inv)\b)?`, 'i'), (_m, whom, invoice) => `email ${whom} to chase payment${invoice ? ` of ${invoice}` : ', '}`],
  // "im a new manager and need to give feedback to lewis on my team that his reports keep coming in late": feedback to Lewis.
  [/^(?:(?:I'm|I am)\s+(?:a\s+)?(?:new\s+|first[- ]time\s+)?(?:manager|team lead|supervisor|boss)\s*(?:and|,|\.)\s*)?(?:I\s+)?(?:need|want|have)\s+to\s+give\s+(?:some\s+)?(?:constructive\s+|honest\s+)?feedback\s+to\s+((?:my\s+\w+\s+)?[A-Za-z][\w'-]*(?:\s+on\s+my\s+team)?)\s+(?:that|about|on)\s+/i, (_m, whom) => `email ${whom} that I wanted to give you some quick feedback. `],
  // "need to chase my deposit from my old landlord mr hussain, ...": the deposit asked back, from them.
  [new RegExp(String.raw`^(?:(?:I\s+)?(?:need|want|have)\s+to\s+)?(?:chas(?:e|ing)|get|ask for|request)(?:\s+up)?\s+(?:my|our|the)\s+((?:[\w-]+\s+)?deposit)(?:\s+back)?\s+from\s+${WHOM}(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|mr|mrs|ms|dr|prof))${END}`, 'i'), (_m, what, whom) => `email ${whom} to ask for my ${what.toLowerCase()} back. `],
  // "i need to chase a refund from Booking.com, hotel cancelled ...": the refund asked of them.
  [new RegExp(String.raw`^(?:(?:I\s+)?(?:need|want|have)\s+to\s+)?(?:chas(?:e|ing))(?:\s+up)?\s+(?:a|my|our|the)\s+(refund|replacement|compensation)\s+from\s+${WHOM}(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|mr|mrs|ms|dr|prof))${END}`, 'i'), (_m, what, whom) => `email ${whom} to chase my ${what.toLowerCase()}. `],
  // "chase payment: $2,400 from acme events for the photos ...": a reminder to them about it.
  [/^(?:chasing|chase|remind them about)(?:\s+up)?\s+(?:a\s+|the\s+|my\s+)?(?:late\s+|overdue\s+|unpaid\s+)?(?:payment|money|invoice)\s*[:,-]?\s*([£$€]\s?\d[\d,.]*k?)\s+(?:from|owed by)\s+((?:[\w'&.-]+\s+){0,4}?[\w'&.-]+)(?=\s+for\b|\s*,)/i, (_m, amount, whom) => `email ${whom} to chase payment of ${amount}`],
  // "chase Brightside Media for invoice 3391, ...": a reminder to them about it.
  [/^(?:[Pp]lease\s+)?(?:[Cc]hase|[Cc]hasing|[Nn]udge)(?:\s+up)?\s+((?!(?:my|our|the|a|an|up|payment|money|him|her|them)\b)[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})\s+(?:for|about|re|on)\s+(?:the\s+|payment\s+(?:of|on)\s+)?(?=(?:invoice|inv|payment)\b)/, (_m, whom) => `email ${whom} to chase payment of `],
  // "cover email for a barista job at Grind, ...": the application itself.
  [new RegExp(String.raw`^(?:an?\s+)?(?:cover|application)\s+(?:e-?mail|letter|note|message)\s+(?:for|to go with my (?:cv|resume) for)\s+((?:a|an|the)\s+[^,.;:]{2,60}?)${END}`, 'i'), (_m, job) => `apply for ${job}, `],
  // "applying to volunteer at the Riverside animal shelter, weekends, ...": an application.
  [/^(?:I'm\s+|I am\s+)?applying\s+(to|for)\s+/i, (_m, prep) => `write an application email, I'm applying ${prep.toLowerCase()} `],
  // "interview follow-up, spoke to Amara from Quill Publishing last friday ...": a follow-up to her.
  [new RegExp(String.raw`^(?:an?\s+)?(?:post[- ]?)?interview\s+follow[- ]?up(?:\s+e-?mail)?${END}(?:I\s+)?(?:spoke to|met|met with|interviewed with|had (?:my|an|the) interview with)\s+`, 'i'), () => 'follow up on my interview with '],
  // "reference request to my old boss Sandra from Tesco for a retail supervisor job".
  [new RegExp(String.raw`^(?:an?\s+)?reference\s+request\s+(?:to|for)\s+${WHOM}\s+for\s+`, 'i'), (_m, whom) => `ask ${whom} for a reference for `],
  // "write a reference request to my old lecturer dr okafor, applying for ...": the ask, then why.
  [new RegExp(String.raw`^(?:(?:write|draft|send)\s+(?:me\s+)?)?(?:an?\s+)?reference\s+request\s+(?:e-?mail\s+)?(?:to|for)\s+${WHOM}(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|mr|mrs|ms|dr|prof))${END}`, 'i'), (_m, whom) => `ask ${whom} for a reference, `],
  // "formal resignation from my role as treasurer ...": the resignation.
  [/^(?:(?:a|my)\s+)?(?:formal\s+|official\s+)?resignation\s+(?:letter\s+|e-?mail\s+)?(from|as)\s+/i, (_m, prep) => `write a resignation email, I'm resigning ${prep.toLowerCase()} `],
  // "congrats email to my employee, Tanvi, on 10 years ...": congratulate them on it.
  [new RegExp(String.raw`^(?:an?\s+)?(?:congrats|congratulations?|congratulatory)\s+(?:e-?mail|note|message|card|letter)?\s*(?:to|for)\s+${WHOM}(?:\s*,\s*([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,)?\s+(?:on|for)\s+`, 'i'), (_m, whom, name) => `congratulate ${whom.replace(/^((?:the|our|my)\s+(?:team|staff|crew|branch|office|department|squad|class|group))\s+(?:at|in|from)\s+.+$/i, '$1')}${name ? ` ${name}` : ''} on `],
  // "cold outreach to wedding planners in the Cotswolds to be on their list": asking them.
  [new RegExp(String.raw`^(?:an?\s+)?(?:cold\s+(?:outreach|email|e-mail|pitch|intro)|outreach(?:\s+e-?mail)?)\s+to\s+([^,.;:]{3,60}?)\s+to\s+(?=be\b|get\b|join\b)`, 'i'), (_m, whom) => `cold email to ${whom} asking to `],
  // "cold outreach to HR directors about our app Breathly, ...": a cold email to them about it.
  [new RegExp(String.raw`^(?:an?\s+)?(?:cold\s+(?:outreach|email|e-mail|pitch|intro)|outreach(?:\s+e-?mail)?|sales\s+(?:email|pitch)|pitch\s+email)\s+to\s+([^,.;:]{3,60}?)\s+(?=about\b|for\b|pitching\b|introducing\b|re\b)`, 'i'), (_m, whom) => `cold email to ${whom} `],
  // "announce to the book club we're reading Piranesi next": an email to them saying so.
  [/^(?:please\s+)?(?:announce|say|explain|confirm|mention)\s+to\s+((?:the|my|our|all|all the|everyone in the)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?)\s+(?:that\s+)?(?=(?:we|we're|we've|we'll|I|I'm|I've|I'll|the|our|it|it's|there|this|next|from|starting)\b)/i, (_m, whom) => `email ${whom} that `],
  // "my manager wants me to write a summary email to the client ...": the email asked for is the one to write.
  [/^(?:(?:my|our|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:wants|asked|needs|has asked)\s+me|I(?:'ve| have)? been asked|I(?:'m| am) supposed|I(?:'m| am) meant)\s+to\s+(?=(?:write|send|draft|email|do)\b)/i, () => ''],
  // "request to work from home 2 days a week, ...": asking the manager whether the writer may.
  [/^(?:an?\s+)?(?:formal\s+)?request\s+to\s+(?=(?:work|take|leave|have|start|finish|move|switch|change|go|reduce|swap|do|drop|compress|use|bring|attend|join)\b)/i, () => 'ask my manager if I can '],
  // "reply to school trip letter saying Finn can go ...": an answer to whoever sent the letter.
  [/^(?:please\s+)?(?:reply|respond|write back)\s+to\s+(?:the\s+|a\s+|my\s+|this\s+)?((?:[\w'-]+\s+){0,3}?)(?:letter|email|e-mail|message|form|note|newsletter|invite|invitation|notice)\s+(?:from\s+((?:the|my|our)\s+[\w'-]+(?:\s+[\w'-]+)?)\s+)?(?:saying|to say|that)\s+/i, (_m, what, from) => {
    const sender = from ? from : /\b(?:school|trip|class|nursery|pta|teacher)\b/i.test(what) ? 'the school' : /^([\w-]+)'s\s/i.exec(what) ? `my ${/^([\w-]+)'s\s/i.exec(what)![1]!.toLowerCase()}` : '';
    return sender ? `email ${sender} that ` : 'write a reply saying ';
  }],
  // "teacher email, Josh has been anxious ...": to the teacher.
  [/^(teacher|form tutor|tutor|coach|landlord|landlady|manager|boss|neighbou?r|client|school|nursery|gp|doctor|dentist)\s+(?:e-?mail|message|note)\s*(?:[,.:;]|\s[-–—])\s*/i, (_m, who) => `email the ${who.toLowerCase()}, `],
  // "push back the project kickoff with the client from the 3rd to the 10th": written to the client.
  [new RegExp(String.raw`^(push back|postpone|move|reschedule|bring forward|delay)\s+((?:the|our|my)\s+[\w:-]+(?:\s+[\w:-]+){0,2}?)\s+with\s+((?:the|my|our)\s+(?:client|customer|team|supplier|landlord|tenant|contractor|builder|agency)s?)\s+(?=from|to|until|till|by|because|as)`, 'i'), (_m, verb, what, whom) => `email ${whom} to ${verb.toLowerCase()} ${what} `],
  // "not going to make the reunion dinner on the 9th, ...": can't make it.
  [/^(?:I'm\s+|I am\s+)?(?:not\s+(?:going to|gonna|able to)|can't|cannot|won't be able to)\s+make\s+(?=(?:the|our|your|my|it)\b)/i, () => "tell them I can't make "],
  // "organise the litter pick for the residents association on sunday ...": to them, about it.
  [/^(?:organi[sz]e|organi[sz]ing|arrange|arranging|plan|planning)\s+((?:the|a|an|our)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:for|with)\s+((?:the|our|my)\s+[\w' -]{2,30}?(?:association|committee|club|group|team|society|parents|residents|neighbours|neighbors|volunteers|members|class|street|choir|league))\s+(?=on|this|next|at|in|,)/i, (_m, what, whom) => `email ${whom} about ${what} `],
  // "I need an email to my employer about being off sick.": telling them so.
  // "Complain to Tesco — my online order ...": the complaint, then what went wrong.
  [/^(?:[Pp]lease\s+)?[Cc]omplain\s+to\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})\s*(?:[,:;]|\s[-–—])\s*/, (_m, whom) => `complain to ${whom} that `],
  // "negotiate with the supplier, Fenwick Packaging quoted ...": to them, by name.
  [/^(?:I\s+(?:need|want)\s+to\s+)?negotiat(?:e|ing)\s+with\s+(?:the|our|my)\s+(?:supplier|vendor|landlord|client|contractor|agency|printer|builder)\s*,\s*([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})\s+(?=(?:quoted|offered|want|wants|are|is|has|have|said|charge|charged)\b)/, (_m, whom) => `email ${whom} to negotiate, they `],
  [/(?:^|\b(?:I\s+)?(?:need|want|would like)\s+)(?:an?\s+)?(?:e-?mail|message|note)\s+to\s+((?:my|our|the)\s+[\w -]{2,30}?)\s+about\s+(?:my\s+)?being\s+(off sick|sick|ill|unwell|off work|signed off|late|absent|away)\b/i, (_m, whom, state) => `email ${whom} that I'm ${state.toLowerCase()}`],
  // "ooo message for christmas, office closed ...": what it is for is no one to greet.
  [/^(?:an?\s+)?(?:out[- ]of[- ]office|ooo|auto[- ]?reply|automatic reply|away message)(?:\s+(?:reply|message|e-?mail|note|response))?\s+(?:for|over)\s+((?:the\s+)?(?:christmas|xmas|easter|new year|the holidays|holidays|summer|half term|my (?:holiday|leave|maternity leave|paternity leave|honeymoon|annual leave|time off)|[\w -]{2,25}?))\s*(?:[,.:;]|\s[-–—])\s*(?:(?:the\s+)?(office|shop|studio|clinic|salon|practice|warehouse|store)\s+(?:is\s+|will be\s+)?closed\s+(?:from\s+)?)?/i, (_m, what, place) => {
    const season = what.replace(/^(?:christmas|xmas|easter|new year)$/i, (day) => (/^xmas$/i.test(day) ? 'Christmas' : day.replace(/\b[a-z]/g, (c) => c.toUpperCase())));
    return place ? `out of office, the ${place.toLowerCase()} is closed for ${season} from ` : `out of office, I'm away for ${season}, `;
  }],
  // "can i get a polite note to my daughters PE teacher, ...", "quick one to my neighbour Pat asking ...":
  // a request for an email said as a request for a thing.
  [/^(?:(?:hi|hey|hello)[,!]?\s+)?(?:(?:can|could|may)\s+(?:i|you)\s+(?:get|have|do|make|write|give me|send)\s+(?:me\s+)?|(?:i\s+)?(?:need|want|would like|'d like)\s+|gimme\s+|give me\s+|just\s+)?(?:an?\s+)?((?:(?:quick|short|brief|polite|nice|friendly|formal|firm|professional|kind|little|casual|informal|relaxed|warm|gentle|simple|heartfelt|sincere|chatty|upbeat|cheerful|text-?ish|texty|short-?ish|light-?hearted|respectful|stern|strongly[- ]worded|official)\s+(?:and\s+)?)*)(?:note|e-?mail|message|msg|one|line|letter|text)\s+(to|for)\s+(?=(?:my|our|the|his|her|their|a|an|[A-Z])\S*\s)/i, (_m, style, prep) => `write a ${plainStyle(style)}${prep.toLowerCase() === 'for' ? 'email for ' : 'email to '}`],
  // "dear mrs collins, email asking if ...": whom the visitor greets is whom the email goes to.
  [/^dear\s+((?:(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+)?[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s*,\s*(?:(?:can you |could you |pls |please )?(?:write |draft )?(?:an?\s+)?(?:e-?mail|message|note)\s+)?(?:(ask|tell)\s+(?=(?:if|whether|when|what|how|why|about|for|her|him|them)\b))?(?=(?:asking|to ask|saying|to say|telling|to tell|about|that|if|whether|when|what|how|why|for|her|him|them)\b)/i, (_m, whom: string, verb: string) => (verb ? `${verb.toLowerCase()} ${whom} ` : `email ${whom} `)],
  // "barclays - tell them im travelling ...", "direct line - burst pipe flooded the kitchen ...": a
  // firm named first, then what to tell it. (Not a kind of email, "supplier chasing - ...", nor a
  // clause, "Complain to Tesco - ...": those are read by the rest.)
  [/^(?!(?:[\w&'.]+\s+){0,2}(?:i|im|i'm|we|my|our|you|he|she|they|it|is|are|was|need|want|can|will|to|for|from|with|about|complain|tell|ask|write|send|reply|chase)\s)(?!(?:[\w&'.]+\s+){0,2}[\w&'.]*ing\s+[-–—]\s)((?!(?:hi|hey|hello|ok|okay|so|urgent|asap|help|please|pls|quick|update|note|reminder|fyi|re|email|e-mail|message|letter|complaint|reference|objection|appeal|invoice|request|question|thanks|sorry)\b)[A-Za-z][\w&'.]*(?:\s+(?!(?:email|e-mail|message|letter|note|complaint|reference|objection|appeal|invoice|request|reminder|update)\b)[A-Za-z][\w&'.]*){0,2})\s+[-–—]\s+(?=\S+(?:\s+\S+){3})/i, (_m, whom: string) => `email ${whom} that `],
];

// Whom an instruction in the middle names: "her teacher Mr Evans", "the head Mrs Adeyemi", "the head".
const ROLE = String.raw`(?:teacher|head|headteacher|head teacher|headmaster|headmistress|principal|tutor|form tutor|coach|manager|line manager|boss|landlord|landlady|letting agent|gp|doctor|surgery|school|nursery|daycare|council|employer|hr|client|neighbou?r|supplier|university|college|lecturer|professor|module leader|admissions(?: team| office)?|team|supervisor|director|accountant|builder|agent)`;
const NAMED_ROLE = String.raw`((?:my|our|the|his|her|their)\s+(?:[\w'-]+\s+){0,2}?${ROLE}(?:\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+|(?!(?:Mr|Mrs|Ms|Miss|Dr|Prof)\b))[A-Z][\w'-]+)?)`;

// The instruction said after the story: "..., need a note for her teacher Mr Evans saying ...",
// "..., need a letter to the head Mrs Adeyemi, ...", "..., I want to email the head to understand
// ...", "..., complaint to British Airways, ...": the story is what the email tells them.
const MIDDLE: readonly RegExp[] = [
  new RegExp(String.raw`[,.;]\s*(?:so\s+)?(?:I\s+)?(?:need|want|have)\s+(?:to\s+(?:write|send)\s+)?(?:a|an)\s+(?:quick\s+|short\s+)?(?:note|e-?mail|message|letter)\s+(?:for|to)\s+${NAMED_ROLE}\s*(?:(?:saying|to say|that|telling (?:him|her|them))\s+|[,.;]\s*|$)`),
  new RegExp(String.raw`[,.;]\s*(?:so\s+|and\s+)?I\s+(?:want|need|would like|'d like)\s+to\s+(?:e-?mail|write to|message|contact)\s+${NAMED_ROLE}\s+to\s+(?=\w)`),
  // "..., i want to email my manager about it without looking petty, ...", "..., i need to tell my
  // manager before he finds out some other way", "..., how do i ask admissions": the story is the email.
  new RegExp(String.raw`[,.;]\s*(?:so\s+|and\s+|but\s+)?(?:I\s+)?(?:(?:want|need|have|would like|'d like)\s+to|how\s+(?:do|should|can|would)\s+I)\s+(?:e-?mail|write to|message|contact|tell|let|ask|talk to|speak to|approach)\s+${NAMED_ROLE.replace('(?:my|our|the|his|her|their)\\s+', '(?:(?:my|our|the|his|her|their)\\s+)?')}(?:\s+know)?(?:\s+about\s+(?:it|this|that|what happened))?(?:\s+(?:before|without|so|but)\s+[^,.;?]+)?\s*[?]?\s*(?:[,.;]\s*|$)`),
  // "..., need to email the manager about his epipen, what they do at snack time, ...": what to ask about.
  new RegExp(String.raw`[,.;]\s*(?:so\s+|and\s+)?(?:I\s+)?(?:want|need|have|would like|'d like)\s+to\s+(?:e-?mail|write to|message|contact|ask)\s+${NAMED_ROLE}\s+about\s+(?=\w)`),
];

/** The request with a header said first rewritten as a plain instruction; other requests unchanged. */
export function plainInstruction(text: string): string {
  const review = reviewReply(text);
  if (review) return review;
  // "a podcast host asked me to come on their show to talk about X. say yes!": thanks, and the answer.
  const invited = /^((?:a|an|the|my|our)\s+)((?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:has\s+|just\s+|have\s+)?(?:asked|invited)\s+(me|us)\s+to\s+([^.;!?]+?)\s*[.;!?,]+\s*(?:(?:can you|pls|please|just|i want to|i'd like to|want to)\s+)?(?:say|tell (?:them|him|her)|reply|answer|respond)\s+(?:with\s+)?(?:a\s+)?(yes|no)\b(?:\s+(?:please|pls|politely|nicely|thanks))?[!.]*\s*,?\s*/i.exec(text);
  if (invited?.[2] && invited[4] && invited[5]) {
    const what = invited[4].replace(/\b(?:their|his|her)\b/gi, 'your').replace(/\b(?:them|him)\b/gi, 'you');
    const yes = /^yes$/i.test(invited[5]);
    const we = /^us$/i.test(invited[3]!);
    const whom = `${/^(?:my|our)\s/i.test(invited[1]!) ? invited[1]!.toLowerCase() : 'the '}${invited[2].toLowerCase()}`;
    return `email ${whom}: thank you for asking ${invited[3]!.toLowerCase()} to ${what}. ${yes ? `${we ? 'We' : 'I'} would love to!` : `${we ? 'We are' : 'I am'} afraid ${we ? 'we' : 'I'} cannot do it this time.`} ${text.slice(invited.index + invited[0].length)}`.trim();
  }
  for (const [pattern, rewrite] of HEADERS) {
    const match = pattern.exec(text);
    if (match) return `${text.slice(0, match.index)}${rewrite(match[0], ...match.slice(1).map((group) => group ?? ''))}${text.slice(match.index + match[0].length)}`;
  }
  if (/^(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:e-?mail|write|tell|ask|reply|send|draft|remind|let|thank|invite|message)\b/i.test(text)) return text;
  // "my neighbour's tree is dropping branches on my car, emailing her to ask if she can get it trimmed":
  // the one the story named is whom the email goes to.
  const emailing = /[,.;]\s*(?:so\s+|and\s+)?(?:(?:I'm|I am|im)\s+)?(?:emailing|writing to|messaging|contacting|need to email|want to email)\s+(her|him|them)\s+to\s+(ask|tell|let)\s+/i.exec(text);
  const named = emailing ? /\b(?:my|our)\s+((?:next door\s+)?(?:neighbou?r|landlord|landlady|boss|manager|teacher|coach|friend|colleague|client|tenant|flatmate|roommate|builder|cleaner|childminder|nanny|tutor|sister|brother|mum|mom|dad|aunt|uncle|cousin))(?:'s|s')?\b/i.exec(text.slice(0, emailing.index)) : null;
  if (emailing && named?.[1]) {
    const rest = text.slice(emailing.index + emailing[0].length).trim();
    return `email my ${named[1].toLowerCase()} that ${text.slice(0, emailing.index)}. I wanted to ${emailing[2]!.toLowerCase()} ${rest}`;
  }
  // "I teach year 6. Need to email a parent about their son Jayden being unkind ...": to the parent, about their child.
  const parent = /(^|[.;,]\s*)(?:I\s+)?(?:need|want|have|would like|'d like)\s+to\s+(?:e-?mail|write to|contact|message)\s+(?:a|the|one)\s+(parent|mum|mom|dad|father|mother)\s+about\s+(?:their|her|his)\s+(son|daughter|child|kid|boy|girl)\s+([A-Z][a-z'-]+)\s+(?=being|not|who|has|is|was|keeps|kept|hitting|missing)/i.exec(text);
  if (parent?.[4]) return `${text.slice(0, parent.index)}${parent[1]}email ${parent[2]!.toLowerCase() === 'parent' ? 'a parent' : `the ${parent[2]!.toLowerCase()}`}: I would like to talk to you about your ${parent[3]!.toLowerCase()} ${parent[4]} ${text.slice(parent.index + parent[0].length)}`;
  // "my son has chickenpox so i need to tell my boss ill have to work from home": the story is the email.
  const soTell = new RegExp(String.raw`\s+so\s+(?:I\s+)?(?:need|have|want|'ve got|got)\s+to\s+(?:tell|let|email|e-mail|inform|message|warn)\s+${NAMED_ROLE}(?:\s+know)?\s+(?:that\s+)?(?=I\b|I'll\b|I'm\b|we\b|we'll\b|it\b|he\b|she\b|they\b)`).exec(text);
  // "my daughter has nits again, can u email her teacher mrs shah and say shes been treated and ask ...": the story, then what to say.
  const canYou = new RegExp(String.raw`[,.;]\s*(?:(?:can|could)\s+you\s+|pls\s+|please\s+)(?:please\s+)?(?:e-?mail|write to|message)\s+${NAMED_ROLE}\s+(?:and\s+)?(?:say|tell (?:her|him|them))\s+(?:that\s+)?`).exec(text);
  if (canYou?.[1] && canYou.index > 0) return `email ${canYou[1]} that ${text.slice(0, canYou.index)}. ${text.slice(canYou.index + canYou[0].length)}`;
  if (soTell?.[1] && soTell.index > 0) return `email ${soTell[1]} that ${text.slice(0, soTell.index)}, so ${text.slice(soTell.index + soTell[0].length)}`;
  for (const [index, pattern] of MIDDLE.entries()) {
    const match = pattern.exec(text);
    if (!match?.[1] || match.index === 0) continue;
    const story = text.slice(0, match.index);
    const rest = text.slice(match.index + match[0].length).trim();
    return `email ${match[1]} that ${story}${rest ? `. ${index === 1 ? `I would like to ${rest}` : index === 3 ? `I would like to ask about ${rest}` : rest}` : ''}`;
  }
  const late = lateInstruction(text);
  if (late) return late;
  const owed = actToOneNamed(text);
  if (owed) return owed;
  // "bins not collected ..., complaint to council", "mould is getting worse, to the letting agent, ...":
  // whom the story goes to, said after it in a few words.
  const toRole = /[,.;]\s*(?:(?:a|my|an)\s+)?(complaint|objection)?\s*\bto\s+((?:the|my|our)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}|council|[a-z]+\s+council)\s*(?:[,.;]\s*|$)/i.exec(text);
  if (toRole?.[2] && toRole.index > 0 && (toRole[1] || /^(?:the|my|our)\s/i.test(toRole[2]))) {
    const phrase = toRole[2].replace(/\bdept\b/i, 'department').replace(/^council$/i, 'the council');
    const reader = readRecipient(phrase);
    if (reader.relation !== 'unknown' && !reader.name) {
      const rest = text.slice(toRole.index + toRole[0].length).trim();
      return `${/^complaint$/i.test(toRole[1] ?? '') ? 'complain to' : 'email'} ${phrase} that ${text.slice(0, toRole.index)}${rest ? `, ${rest}` : ''}`;
    }
  }
  // "my suitcase was lost ..., complaint to British Airways, want the costs covered".
  const complaint = /[,.;]\s*(?:a\s+|my\s+)?complaint\s+to\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})\s*(?:[,.;]\s*|$)/.exec(text);
  if (complaint?.[1] && complaint.index > 0) {
    const rest = text.slice(complaint.index + complaint[0].length).trim();
    return `complain to ${complaint[1]} that ${text.slice(0, complaint.index)}${rest ? `, ${rest}` : ''}`;
  }
  return text;
}

// The instruction said after the story, to anyone: "..., want an email to my manager Craig to set up
// a conversation next week", "..., can u help me write a nice message asking her to text first",
// "..., want to email my lead Ola and the QA team explaining what happened", "..., need to email
// everyone with the plan and ask for the deposit". What it asks for is said after the story; a
// pronoun names the one the story is about.
// A name with its title: "Dr. Reyes", "Mrs Cole".
const TITLED = String.raw`(?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor)\.?\s+[A-Z][\w'-]+`;
// Groups an email goes to, named bare: "customers", "all parents".
const LATE_GROUPS = 'customers|parents|members|staff|residents|tenants|volunteers|players|families|guests|clients';
const LATE_WHOM = String.raw`(${TITLED}|everyone|everybody|all|her|him|them|(?:all\s+)?(?:${LATE_GROUPS})|(?:my|our|the|a|an|all\s+(?:the|our|my))\s+(?:[\w'-]+\s+){0,3}?[\w'-]+(?:\s+(?!(?:to|and|about|asking|saying|with)\b)[A-Z][\w'-]+(?:\s+(?:and|&)\s+[A-Z][\w'-]+)?)?(?:\s+and\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)?|[A-Z][\w'-]+)`;
// How the instruction opens, whichever way it goes on: "so can u pls help me", "and i need to".
const LATE_OPENER = String.raw`(?:so\s+|and\s+|but\s+|also\s+)?(?:(?:can|could)\s+(?:u|you)\s+(?:pls\s+|please\s+)?(?:help\s+(?:me\s+)?)?|pls\s+|please\s+)?(?:I\s+)?(?:(?:need|want|would like|'d like)\s+(?:to\s+)?)?`;
const LATE_WRITE = String.raw`(?:write|send|draft|do|make|get)\s+(?:me\s+)?`;
const LATE_KIND = (adjectives: string, nouns: string) => String.raw`(?:an?\s+)?(?:(?:${adjectives})\s+(?:and\s+)?)*(?:${nouns})`;
// "text-ish", "chatty", "heartfelt": the style words the rest of the reading knows.
const STYLE_WORDS: Record<string, string> = { informal: 'casual', relaxed: 'casual', chatty: 'casual', 'text-ish': 'casual', textish: 'casual', texty: 'casual', upbeat: 'friendly', cheerful: 'friendly', 'light-hearted': 'friendly', lighthearted: 'friendly', warm: 'friendly', heartfelt: 'kind', sincere: 'kind', gentle: 'kind', simple: 'short', 'short-ish': 'short', shortish: 'short', respectful: 'polite', stern: 'firm', 'strongly worded': 'firm', 'strongly-worded': 'firm', official: 'formal' };
function plainStyle(style: string): string {
  return style.toLowerCase().replace(/\b[\w-]+(?: worded)?\b/g, (word) => STYLE_WORDS[word] ?? word);
}

const LATE_ADJECTIVES = 'quick|short|nice|polite|friendly|gentle|kind|formal|brief|little|proper';
const LATE = new RegExp(
  String.raw`(?:[,.;?!]\s*|\s+(?=and\s+(?:I\s+)?(?:need|want|would like|'d like)\s+to\s+(?:e-?mail|message|write)\b))${LATE_OPENER}(?:${LATE_WRITE})?` +
    String.raw`(?:${LATE_KIND(String.raw`${LATE_ADJECTIVES}|group|short\s+and\s+sweet`, 'e-?mail|message|note|letter|reminder')}\s+(?:to\s+go\s+)?(?:to|for)|e-?mail|message|write\s+to|send\s+(?:an?\s+)?(?:e-?mail|message|note)\s+to)\s+${LATE_WHOM}` +
    String.raw`(?:\s+(to|asking|saying|telling|explaining|about|with|and)\s+|\s*:\s*|\s*(?=[,.;?!]|\((?=[^()]*\b(?:bcc|cc)\b)|$))`,
  'i',
);
// "..., can u help me write a nice message asking her to text first", "..., i need to send her
// something from me as her manager, tell her to ...": whom it goes to, after the verb.
const LATE_ASKING = new RegExp(
  String.raw`[,.;?!]\s*${LATE_OPENER}${LATE_WRITE}` +
    String.raw`(?:${LATE_KIND(LATE_ADJECTIVES, 'e-?mail|message|note|letter|text')}\s+(asking|telling)\s+(her|him|them)\s+(?=to\b|if\b|whether\b|not\b)|(her|him|them)\s+(?:something|a\s+(?:[\w-]+\s+)?(?:note|message|e-?mail|card|line))(?:\s+from\s+(?:me|us|the\s+team)(?:\s+as\s+(?:her|his|their)\s+[\w-]+)?)?\s*(?:[,.;]\s*(?:and\s+)?|\s+(?:to\s+say|saying|and)\s+))`,
  'i',
);
// Whom a late instruction may name: "my ...", "the ...", a group, or a name.
const LATE_READER = new RegExp(String.raw`^(?:(?:my|our|the|a|an|all|everyone|${LATE_GROUPS})\b|[A-Z])`);
const INSTRUCTED = /\b(?:can|could|need|want|like|write|send|draft|pls|please)\b/i;
// "..., email to dr reyes asking if ...": a bare "email to" a titled name or "my ..." after the story.
const BARE_EMAIL_TO = new RegExp(String.raw`^[,.;?!]\s*(?:e-?mail|message)\s+(?:to\s+)?(?:${TITLED}|my\s+[a-z]+(?:\s+[A-Z][\w'-]+(?:\s+(?:and|&)\s+[A-Z][\w'-]+)?)?)\s+(?:asking|to|about|saying|telling)\b`);

// "..., apologise and say ill send it friday", "..., need to apologise by email": an act with no one
// named after it is to the one person the story names as the visitor's own ("my mate Callum").
const BARE_ACT = /(?:^|[,.;]\s*)(?:(?:so|and|but|just)\s+)?(?:(?:I\s+)?(?:need|want|have|would like|'d like)\s+to\s+|pls\s+|please\s+|(?:can|could)\s+(?:u|you)\s+(?:help\s+me\s+)?)?(apologi[sz]e|say sorry|thank|congratulate)(?:\s+(?:him|her|them))?(?:\s+(?:by|over|via)\s+e-?mail)?(?=\s+(?:and|for)\b|\s*[,.;]|\s*$)/i;
const STORY_PERSON = /\b(?:my|our)\s+(?:(?:best|old|close|good|dear|lovely|new)\s+)?(?:friend|mate|colleague|coworker|co-worker|neighbou?r|cousin|pal|buddy|flatmate|housemate|teammate|employee|cleaner|childminder|nanny|tutor|sister|brother|aunt|uncle|niece|nephew)\s+[A-Z][a-z'-]+\b/g;

function actToOneNamed(text: string): string | null {
  const act = BARE_ACT.exec(text);
  if (!act?.[1] || act.index < 12) return null;
  const people = [...new Set(text.slice(0, act.index).match(STORY_PERSON) ?? [])];
  if (people.length !== 1) return null;
  const story = text.slice(0, act.index).replace(/[,.;\s]+$/, '');
  const rest = text.slice(act.index + act[0].length).replace(/^\s*(?:and\s+)?(?:say|tell\s+(?:him|her|them))\s+(?:that\s+)?/i, '').replace(/^[,.;\s]+/, '');
  const verb = act[1].toLowerCase().replace(/^say sorry$/, 'apologise');
  return `${verb} to ${people[0]}: ${story}.${rest ? ` ${rest}` : ''}`;
}

function lateInstruction(text: string): string | null {
  const asking = LATE_ASKING.exec(text);
  const match = asking ?? LATE.exec(text);
  // "..., email to dr reyes asking if ...": a bare "email to" after the story is an instruction too.
  if (!match || match.index < 12 || !(INSTRUCTED.test(match[0]) || BARE_EMAIL_TO.test(match[0]))) return null;
  let whom = asking ? (asking[2] ?? asking[3]) : match[1];
  if (!whom) return null;
  let story = text.slice(0, match.index).trim();
  // "plumbing company, want to email our past customers about ...": who writes, not a story.
  if (story.split(/\s+/).length < 5) return null;
  const act = asking ? (asking[1] ? asking[1].toLowerCase() : 'saying') : (match[2] ?? '').toLowerCase();
  // "(ill bcc the ones who havent paid)": how it is sent, told to us.
  let rest = text.slice(match.index + match[0].length).trim().replace(/^\([^()]*\b(?:bcc|cc|send|sending|forward)\b[^()]*\)\s*[,.;]?\s*/i, '').replace(/^[,.;]\s*/, '');
  // "want to send him something, we were close at uni": what to send is not said yet.
  if (asking?.[3] && !/^(?:tell|ask|say|let)\b/i.test(rest)) return null;
  if (/\b(?:bc|because|cos|cause|since|as|so|but|if|when|after|before)\b/i.test(whom)) return null;
  if (asking?.[3]) rest = rest.replace(/^(?:tell|ask)\s+(?:her|him|them)\s+(?:to\s+)?/i, (m) => (/^ask/i.test(m) ? 'could you ' : 'please '));
  if (/^(?:her|him|them)$/i.test(whom)) {
    // The one the story is about: a first name it gives, or the "my ..." it opens with.
    const named = [...story.matchAll(/\b([A-Z][a-z]{2,})\b/g)].map((m) => m[1]!).find((name) => isFirstName(name.toLowerCase()));
    const opened = /^(?:so\s+)?((?:my|our)\s+(?:[\w'-]+\s+){0,2}?(?:[\w-]+-in-law|mum|mom|dad|mother|father|sister|brother|son|daughter|friend|neighbou?r|landlord|landlady|boss|manager|colleague|flatmate|housemate|tenant|client|partner|wife|husband|aunt|uncle|cousin|nan|gran|grandma|grandad|grandpa|teacher|coach))\b/i.exec(story)?.[1];
    // "my train ... was delayed, LNER. write to them asking for ...": "them" is the firm the story names.
    const firm = /^them$/i.test(whom) ? [...story.matchAll(/\b([A-Z]{2,}[A-Za-z&]*|[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\s+(?:Ltd|Limited|Airways|Airlines|Rail|Railway|Bank|Energy|Homes|Council|Group|Insurance|Motors|Telecom|Mobile|Broadband))\b/g)].map((m) => m[1]!).find((word) => !/^(?:I|OK|UK|US|USA|EU|AM|PM|ID|CV|DM|PS|ASAP|TV|PC|IT|HR)$/.test(word)) : undefined;
    const antecedent = named ?? opened ?? firm;
    // ("..., LNER": the firm named at the end of the story is whom it goes to, not a fact.)
    if (firm && !named && !opened) story = story.replace(new RegExp(String.raw`,\s*${escapeRegExp(firm)}[.\s]*$`), '');
    if (!antecedent) return null;
    whom = antecedent;
  }
  if (/^(?:everybody|all)$/i.test(whom)) whom = 'everyone';
  // "my lead Ola and the QA team": greeted by the person's name.
  whom = whom.replace(/^(?:(?:my|our)\s+(?:[\w-]+\s+){1,2}?)?([A-Z][a-z'-]+)\s+and\s+(?:the|my|our)\s+.+$/, '$1');
  // A word that is no one: "can u email admissions" is read elsewhere.
  if (!LATE_READER.test(whom)) return null;
  // "explaining what happened, how i fixed it, and what ill do differently": the story is that.
  if (act === 'explaining' && /^(?:what|how|why)\b/i.test(rest)) rest = rest.replace(/^(?:(?:and\s+)?(?:what|how|why)\b[^,.;]*(?:,\s*|\s+and\s+|\.\s*|$))+/i, '').trim();
  // "with the plan and ask for the deposit": the plan is the story.
  if (act === 'with') rest = rest.replace(/^(?:the|my|our|all\s+the)\s+(?:plan|plans|details|info|information|update|news)\b\s*(?:and\s+|,\s*)?/i, '').trim();
  story = story.replace(/[,.;]+$/, '').replace(/^(?:hi|hey|hello)\b[,!]?\s*/i, '');
  if (act === 'asking' || (act === 'and' && /^ask\b/i.test(rest))) return `ask ${whom} ${rest.replace(/^ask\s+(?:(?:them|him|her|everyone)\s+)?/i, '')}. ${story}`.trim();
  if (act === 'about') return `email ${whom} about ${rest}. ${story}`;
  if (act === 'to' && rest) return `email ${whom} that ${story}. I would like to ${rest}`;
  if (act === 'and' && !/^(?:tell|say|ask|let)\b/i.test(rest)) return null;
  return `email ${whom} that ${story}${rest ? `. ${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : ''}`;
}

const STARS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "5 star", "five-star", "3*": how many stars a review gave, or undefined. */
function starsOf(said: string | undefined): number | undefined {
  if (!said) return undefined;
  const count = STARS[said.toLowerCase()] ?? Number(said);
  return Number.isFinite(count) && count >= 1 && count <= 5 ? count : undefined;
}

/** What the review said, from the reviewer's side to the reader's: "her broken blender" -> "your broken blender". */
function toReviewer(said: string): string {
  return said
    .replace(/["“”]/g, '')
    .replace(/\b(?:she|he|they)\s+(was|were|is|are|had|has|found|felt|thought|didn't|did not|couldn't|could not)\b/gi, (_m, verb: string) => `you ${/^(?:was|is)$/i.test(verb) ? (verb === 'is' ? 'are' : 'were') : verb}`)
    .replace(/\b(?:her|his|their)\b/gi, 'your')
    .replace(/\b(?:as expected|than expected)\b/gi, (m) => m.replace('expected', 'you expected'));
}

/**
 * "reply to a 5 star trustpilot review from "Gemma L" who said our guy Dean sorted her blender quickly",
 * "airbnb host. a guest left a 3 star review saying the flat was not as clean as expected": a reply to
 * the reviewer, thanking them, glad of the praise or sorry for the complaint, with the rest said after.
 */
function reviewReply(text: string): string | undefined {
  const named = /^(?:(?:please|pls|can you|could you)\s+)?(?:(?:write|draft|need)\s+(?:me\s+)?)?(?:a\s+)?(?:public\s+)?(?:reply|respond|response|answer)\s+to\s+(?:a|an|the|this|her|his|their)\s+(?:(\d|one|two|three|four|five)[- ]?(?:star|\*)\s+)?(?:([A-Z]?[\w-]+)\s+)?review\s+(?:from|by|left by)\s+["“]?([A-Za-z][\w'-]*)(?:\s+[A-Z]\.?)?["”]?\s*,?\s+(?:who|that|which)\s+(?:said|says|mentioned|wrote|praised|raved that|loved that|complained that|complained)\s+(?:that\s+)?([^.;!?]+)[.;!?]?\s*/i.exec(text);
  const guest = named ? null : /(?:^|[.;!]\s*)(?:(?:a|one of (?:our|my|the))\s+)(guest|customer|client|patient|diner|buyer|reviewer|user)s?\s+(?:left|wrote|posted|gave (?:us|me))\s+(?:a|an)\s+(\d|one|two|three|four|five)[- ]?(?:star|\*)\s+(?:([A-Z]?[\w-]+)\s+)?review\s+(?:saying|that said|complaining|to say)\s+(?:that\s+)?([^.;!?]+)[.;!?]?\s*/i.exec(text);
  const match = named ?? guest;
  if (!match) return undefined;
  const stars = starsOf(named ? match[1] : match[2]);
  const site = (named ? match[2] : match[3]) ?? '';
  const who = named ? `our customer ${match[3]!.charAt(0).toUpperCase()}${match[3]!.slice(1)}` : `our ${match[1]!.toLowerCase()}`;
  const said = toReviewer(match[4] ?? '').trim();
  const before = text.slice(0, match.index).trim();
  // "airbnb host." before it: who writes, a note to us.
  const keep = before && before.split(/\s+/).length > 4 ? `${before} ` : '';
  const rest = text.slice(match.index + match[0].length).replace(/^(?:(?:I\s+)?(?:need|want|would like)\s+(?:a|to write a|to post a)\s+(?:public\s+)?(?:reply|response)[^.;!?]*[.;!?]\s*)/i, '');
  const siteWord = site && !/^(?:review|customer|guest|google|good|great|bad|nice|lovely|glowing|negative|positive|poor|fair)$/i.test(site) ? `${site.charAt(0).toUpperCase()}${site.slice(1)} ` : /^google$/i.test(site) ? 'Google ' : '';
  const review = `${stars ? `${stars}-star ` : ''}${siteWord}review`;
  const happy = stars ? stars >= 4 : !/\b(?:bad|poor|negative|terrible|awful|disappoint|complain|rude|dirty|slow|late|cold|broken|not)\b/i.test(said);
  return `${keep}email ${who}: thank you for your ${review}. ${happy ? `we are so glad ${said}` : `we are sorry ${said}`}. ${rest}`.trim().replace(/\.\s*$/, '.');
}
