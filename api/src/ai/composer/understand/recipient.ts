// Who the email goes to: the phrase the visitor used ("my boss Farid", "Dr. Patel", "the design
// team", "a hiring manager at Stripe", "our gym members"), read into a name, a role and a relation.
import nlp from 'compromise';
import { nameCase, wordTags } from '../text.ts';
import { givenNameGender, isFirstName, nameGender } from './names.ts';

export type Relation =
  | 'manager' // the visitor reports to them
  | 'colleague'
  | 'report' // the visitor manages them
  | 'team'
  | 'landlord'
  | 'tenant'
  | 'teacher'
  | 'school'
  | 'student'
  | 'hiring'
  | 'client' // the visitor serves them
  | 'customers' // a business writing to its customers, members, guests
  | 'company' // the visitor is the customer: a shop, airline, support team
  | 'provider' // doctor, dentist, clinic, plumber, contractor
  | 'friend'
  | 'family'
  | 'neighbor'
  | 'prospect'
  | 'contact'
  | 'unknown';

export type Gender = 'he' | 'she' | 'they';

/** A team written to as its customer: "the council waste team", "billing support", "the help desk". */
export function isDepartment(recipient: Recipient | undefined): boolean {
  return recipient?.relation === 'team' && /\b(?:council|department|dept|services|support|customer|helpdesk|help desk|complaints|billing|accounts|waste|housing|repairs|maintenance|(?:exams?|finance|admissions|registry|records|student|school|college|uni|university|benefits|payroll|ticket|box|lettings|site|estates|planning|tax|passport|visa)\s+office)\b/i.test(recipient.role ?? recipient.phrase);
}

/** A council's departments, written to as a team: "email council tax", "the housing team". */
export const COUNCIL_DEPARTMENTS = 'council tax|housing|planning|environmental health|parking services|bin collections|waste services';

export interface Recipient {
  /** As the visitor wrote it, after clean-up: "my boss Farid". */
  phrase: string;
  /** "Farid", "Dr. Patel", "Ms. Rivera", "Greta". */
  name?: string;
  /** "boss", "landlord", "hiring manager", "support team". */
  role?: string;
  /** "Skyline Airlines", "Stripe" ("a hiring manager at Stripe"). */
  organization?: string;
  relation: Relation;
  plural: boolean;
  gender: Gender;
  /** "my son's teacher": the pronoun of the person the email is about, never turned into "you". */
  aboutPronoun?: 'he' | 'she' | 'they';
}

interface RoleSpec {
  words: RegExp;
  relation: Relation;
  gender?: Gender;
  plural?: boolean;
  /** How to greet when no name is known; undefined: a [placeholder] for the name. */
  greet?: string;
  /** The placeholder for their name: "[Landlord's name]". */
  blank?: string;
}

// Longest phrases first: "hiring manager" before "manager".
const ROLES: readonly RoleSpec[] = [
  { words: /^(?:hiring (?:manager|team)|recruiters?|talent (?:team|acquisition)|interviewers?|hr (?:team|department|manager)?|human resources)$/, relation: 'hiring', greet: 'Hiring Manager' },
  { words: /^(?:hiring panel|interview panel|panel)$/, relation: 'hiring', plural: true, greet: 'members of the hiring panel' },
  { words: /^(?:boss|manager|line manager|supervisor|team lead|team leader|lead|director|department head|head of department|ceo|cto|cfo|founder|vp|vice president|principal investigator|pi)$/, relation: 'manager', blank: "[Manager's name]" },
  { words: /^(?:(?:hr|it|marketing|sales|finance|operations|product|engineering|office|general|regional|store|account|project|hiring) )?(?:managers|directors|heads|leads|founders|owners|vps|ceos)$/, relation: 'prospect', plural: true },
  { words: /^(?:former (?:boss|manager|supervisor)|old (?:boss|manager)|ex-boss)$/, relation: 'contact' },
  { words: /^(?:co-?worker|colleague|teammate|team mate|work friend|peer|coworkers|colleagues|counterpart)$/, relation: 'colleague' },
  { words: /^(?:employees|staff|direct reports?|reports|workers|new hire|intern|interns|new starter|team member|staff member|member of staff|member of my team|report)$/, relation: 'report' },
  { words: /^(?:group member|project partner|lab partner|study partner|course mate|coursemate)$/, relation: 'colleague' },
  { words: /^(?:uni|university|school|college|sixth form|old|old uni|old school)\s+(?:group|gang|crew|lot|friends|mates|pals)$/, relation: 'friend', plural: true, greet: 'everyone' },
  // "my tutor group", "my form class": pupils, greeted as everyone.
  { words: /^(?:tutor|form|study|revision|reading|maths|english|science)\s+(?:group|class|set)$/, relation: 'team', plural: true, greet: 'everyone' },
  { words: /^(?:(?:[\w-]+ )?team|(?:[\w-]+ )?department|whole company|company|all staff|office|crew|squad|group)$/, relation: 'team', plural: true, greet: 'team' },
  { words: /^(?:everyone|everybody|all)$/, relation: 'team', plural: true, greet: 'everyone' },
  { words: /^(?:congregation|church congregation|parishioners|church family|choir|parish)$/, relation: 'friend', plural: true, greet: 'everyone' },
  { words: /^landlady$/, relation: 'landlord', gender: 'she', blank: "[Landlady's name]" },
  { words: /^(?:landlord|property manager|building manager|super|superintendent|property management|management company|leasing office)$/, relation: 'landlord', blank: "[Landlord's name]" },
  { words: /^(?:letting agent|lettings agent|estate agent|realtor|agent|real estate agent)$/, relation: 'landlord', blank: "[Agent's name]" },
  { words: /^(?:tenants?|renters?|residents?)$/, relation: 'tenant' },
  { words: /^(?:dean)$/, relation: 'teacher', blank: 'Dean [Last name]' },
  { words: /^(?:professor|prof|lecturer|instructor|teacher|tutor|teaching assistant|ta|advisor|adviser|academic advisor|supervisor|coach|principal|head teacher|headteacher|headmaster|headmistress|counselor|counsellor|librarian|head of year|year head|head of department|head of house|head of sixth form|form tutor|pastoral lead|senco|head of (?:year|yr) \d+)$/, relation: 'teacher' },
  { words: /^(?:admissions(?: office| team)?|admissions committee)$/, relation: 'school', greet: 'Admissions Team' },
  { words: /^(?:school|school office|registrar|university|college|financial aid(?: office)?|daycare|nursery|kindergarten)$/, relation: 'school' },
  { words: /^(?:students?|class|pupils|parents|families|guardians)$/, relation: 'student', plural: true },
  { words: /^(?:clients?|client team)$/, relation: 'client', blank: "[Client's name]" },
  // "our wedding guests": friends and family asked to a celebration, not a business's customers.
  { words: /^(?:wedding|party|birthday|dinner|christening|engagement|hen|hen do|stag|stag do|housewarming|baby shower|bbq|barbecue|anniversary)\s+guests$/, relation: 'friend', plural: true, greet: 'everyone' },
  { words: /^(?:customers?|members|subscribers|users|guests?|patrons|shoppers|followers|community|readers|audience|attendees|volunteers|donors|supporters|patients|buyers|fans|list|mailing list|newsletter subscribers)$/, relation: 'customers', plural: true },
  { words: /^(?:(?:book|running|walking|knitting|chess|football|swim|swimming|reading|film|supper|dinner|cycling|hiking|tennis|golf|gardening|parents'?|residents'?)\s+)?(?:club|group|society|choir|crew|squad|circle|association)$/, relation: 'team', plural: true, greet: 'everyone' },
  { words: /^(?:customer service|customer support|support|support team|help desk|helpdesk|billing(?: department| team)?|company|store|shop|seller|retailer|airline|hotel|bank|insurer|insurance company|provider|utility company|restaurant|venue|theatre|theater|cinema|museum|gallery|box office|gym|vendor|supplier|manufacturer|courier|delivery company|council|city council|agency|printer|print shop|printing company|dealership|garage|mechanic shop|internet provider|phone company|carrier|dry cleaners|dry cleaner's|tailors|tailor's|cobblers|key cutters|barbers|barber's|hairdressers|hairdresser's|butchers|butcher's|newsagents|newsagent's|opticians|optician's|chemists|chemist's|florists|florist's|jewellers|jeweller's|removal company|removals company|housing association|housing trust|letting agency|letting agents|estate agents|management company|property management company)$/, relation: 'company', greet: 'team' },
  { words: /^(?:doctor|dr|gp|dentist|health visitor|midwife|optician|optometrist|orthodontist|hygienist|chiropodist|podiatrist|osteopath|chiropractor|physio|physiotherapist|therapist|vet|clinic|doctor's office|pharmacy|plumber|electrician|contractor|builder|mechanic|cleaner|accountant|lawyer|attorney|solicitor|photographer|caterer|florist|babysitter|nanny|dog walker|tutor)$/, relation: 'provider' },
  { words: /^(?:classmates|groupmates|course ?mates|teammates|team mates|flatmates|housemates|roommates|players|squad members|members of the group)$/, relation: 'friend', plural: true },
  { words: /^(?:ex-husband|ex husband|ex-boyfriend|ex boyfriend)$/, relation: 'contact', gender: 'he' },
  { words: /^(?:ex-wife|ex wife|ex-girlfriend|ex girlfriend)$/, relation: 'contact', gender: 'she' },
  { words: /^(?:ex|ex-partner|ex partner|former partner)$/, relation: 'contact' },
  { words: /^(?:friend|best friend|bestie|buddy|pal|mate|roommate|room mate|flatmate|housemate|girlfriend|boyfriend|friends|old friend|college roommate|childhood friend|classmate)$/, relation: 'friend' },
  { words: /^(?:neighbou?rs?|neighbou?r)$/, relation: 'neighbor' },
  // "the whole street", "everyone on our road": the neighbours, greeted together.
  { words: /^(?:(?:whole\s+)?(?:street|road|close|cul-de-sac|estate|block))$/, relation: 'neighbor', plural: true, greet: 'everyone' },
  { words: /^(?:mom|mum|mother|mama|grandma|grandmother|gran|nan|nana|nanna|granny|nonna|aunt|auntie|aunty|sister|wife|daughter|niece|stepmom|stepmum|mother-in-law|sister-in-law|godmother)$/, relation: 'family', gender: 'she' },
  { words: /^(?:dad|father|papa|grandpa|grandfather|granddad|grandad|gramps|uncle|brother|husband|son|nephew|stepdad|father-in-law|brother-in-law|godfather)$/, relation: 'family', gender: 'he' },
  { words: /^(?:family|parents|grandparents|cousin|cousins|partner|in-laws|relatives|kids|children|fiance|fiancé|fiancee|fiancée)$/, relation: 'family' },
  { words: /^(?:prospects?|leads?|potential (?:clients?|customers?)|marketing director|decision maker|founder|cmo|head of marketing|buyer|procurement(?: team)?)$/, relation: 'prospect', blank: '[First name]' },
  { words: /^(?:contact|person|recruiter|editor|journalist|reporter|host|organizer|organiser|speaker|mentor|investor|partner company|sponsor|reference|referee|engineer|senior engineer|designer|developer|consultant|freelancer|volunteer coordinator|coordinator|official|representative|rep|owner|admin|administrator|receptionist)$/, relation: 'contact' },
];

const TITLES = /^(?:dr|dr\.|doctor|prof|prof\.|professor|mr|mr\.|mrs|mrs\.|ms|ms\.|miss|mx|mx\.|coach|dean|rev|rev\.|sir|madam|judge|officer|captain|nurse|pastor|father|sister|rabbi)$/i;
const FEMALE_TITLES = /^(?:mrs\.?|ms\.?|miss|madam)$/i;
const MALE_TITLES = /^(?:mr\.?|sir)$/i;

// Bare words that name a role, not a person: "email support", "tell mom".
const BARE_ROLES = /^(?:mom|mum|dad|mama|papa|grandma|grandpa|grandad|granddad|gran|nan|nana|granny|support|hr|everyone|everybody|all|staff|management|sales|marketing|finance|legal|it|admissions|billing|accounts|payroll|reception|security|facilities|maintenance|customers|clients|family|parents|classmates|groupmates|teammates|flatmates|housemates|roommates|players|colleagues|coworkers)$/i;
const NOT_NAMES = /^(?:the|a|an|my|our|your|their|his|her|this|that|these|those|some|all|every|each|any|me|him|them|us|it|you|someone|somebody|anyone|people|guys|folks|back|again|now|today|tomorrow|yesterday|asap|soon|quickly|later|first|please|and|or|but|to|for|about|that|if|whether|on|in|at|with|from|by|so|as|saying|asking|telling|who|whose|which|what|when|how|why|i|we|he|she|they|know|up|down|out|off|over|too|also|just|really|very|politely|nicely|kindly|formally|officially|immediately|again)$/i;

/** Reads a recipient phrase into a Recipient. */
/** Whom someone is married or engaged to, or going out with: "her husband", "his fiancée". */
export const PARTNER = String.raw`(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?)`;
// "my cousin and her husband", "my friend and his wife": a couple, the one known and their partner.
const COUPLE_PHRASE = new RegExp(String.raw`^(?:my|our)\s+((?:best\s+|old\s+|close\s+)?(?:cousin|friend|sister|brother|neighbou?r|colleague|boss|aunt|uncle|niece|nephew|son|daughter|mate|godson|goddaughter|sister-in-law|brother-in-law))\s+(?:and|&)\s+(?:her|his|their)\s+(?:new\s+)?(${PARTNER})$`, 'i');

/** Whom the email goes to, read from the words the visitor used (accents are folded before, in compose.ts). */
export function readRecipient(typed: string): Recipient {
  // "email Dean, accept his quote": a man called Dean; a college's dean is "the dean" or "Dean Morris".
  if (/^Dean$/.test(typed.trim())) return { phrase: 'Dean', relation: 'unknown', plural: false, gender: 'he', name: 'Dean' };
  // "my brothers Sam and Luke", "Sam and Luke": two people by their first names, greeted together.
  const pair = /^(?:(?:my|our)\s+((?:[a-z-]+\s+)?[a-z-]+s)\s+)?([A-Z][a-z'-]+)\s+(?:and|&)\s+([A-Z][a-z'-]+)$/.exec(typed.trim());
  if (pair?.[2] && pair[3] && isFirstName(pair[2].toLowerCase()) && isFirstName(pair[3].toLowerCase())) {
    const group = pair[1] ? readRecipient(`my ${pair[1]}`) : undefined;
    return { phrase: typed.trim(), relation: group?.relation ?? 'unknown', plural: true, gender: 'they', ...(pair[1] ? { role: pair[1].toLowerCase() } : {}), name: `${pair[2]} and ${pair[3]}` };
  }
  // "Dr. Amin's clinic": the doctor, at their own practice.
  const titled = /^((?-i:Dr|Mr|Mrs|Ms|Prof))\.?\s+((?-i:[A-Z])[a-z'-]+)['’]s\s+(clinic|surgery|practice|office|salon|studio|dental practice|chambers)$/i.exec(typed.trim());
  if (titled?.[1] && titled[2] && titled[3]) {
    const title = `${titled[1]}${/^(?:Dr|Mr|Mrs|Ms)$/.test(titled[1]) ? '.' : ''}`;
    return { phrase: typed.trim(), relation: 'contact', plural: false, gender: titled[1] === 'Mr' ? 'he' : /^(?:Mrs|Ms)$/.test(titled[1]) ? 'she' : 'they', name: `${title} ${titled[2]}`, organization: `${title} ${titled[2]}'s ${titled[3].toLowerCase()}` };
  }
  const couple = COUPLE_PHRASE.exec(typed.trim());
  if (couple?.[1] && couple[2]) {
    const one = readRecipient(`my ${couple[1]}`);
    return { phrase: typed.trim(), relation: one.relation, plural: true, gender: 'they', role: `${couple[1].toLowerCase()} and ${couple[2].toLowerCase()}` };
  }
  // "my Year 9 form group parents": people of a group, whatever its capitals; never a firm.
  if (/[A-Z]/.test(typed) && /^(?:my|our|the|all(?:\s+the)?)\s+.+\s+(?:parents|families|carers|pupils|students|players|members|volunteers|residents|tenants|guests)$/i.test(typed.trim())) {
    const lower = readRecipient(typed.toLowerCase());
    if (!lower.organization && lower.plural) return { ...lower, phrase: typed.trim() };
  }
  // "my friend Ola's" (her 30th): the person, not what is theirs.
  const phraseAsTyped = /\s[A-Z][\w-]*['’]s$/.test(typed.trim()) ? typed.trim().replace(/['’]s$/, '') : typed;
  // "my GP Surgery": the practice, whatever its capitals; not a GP at a firm called Surgery.
  const rawPhrase = phraseAsTyped.replace(/\b(GP|gp|Gp|doctor'?s|dental|vet'?s)\s+(Surgery|Practice|Clinic)\b/g, (_m, kind: string, place: string) => `${/^gp$/i.test(kind) ? 'GP' : kind.toLowerCase()} ${place.toLowerCase()}`);
  // "hr (jessica)", "the interviewers at brightwave (tom and aisha)": the names in brackets are the people.
  const bracketed = /^(.*?\S)\s*\(\s*((?:(?:dr|mr|mrs|ms|prof)\.?\s+)?[A-Za-z][A-Za-z'.-]*(?:\s+(?:and|&)\s+(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?[A-Za-z][A-Za-z'.-]*|\s+[A-Za-z][A-Za-z'.-]*)?)\s*\)\s*$/i.exec(rawPhrase.replace(/\s+/g, ' ').trim());
  if (bracketed?.[1] && bracketed[2]) {
    const base = readRecipient(bracketed[1]);
    const people = bracketed[2].split(/\s+(?:and|&)\s+/i).map((one) => readRecipient(one));
    if (!base.name && people.every((one) => one.name && !one.organization)) {
      const both = people.length > 1;
      return { ...base, phrase: rawPhrase.trim(), name: people.map((one) => one.name).join(' and '), gender: both ? 'they' : people[0]!.gender, plural: both, ...(base.relation === 'company' && !both ? { relation: 'contact' as const } : {}) };
    }
  }
  const phrase = rawPhrase.replace(/\s+/g, ' ').replace(/[,;:.]+$/, '').trim();
  // "the neighbour downstairs", "my neighbours across the road": where they live, not a name.
  const placed = /^(.+?\b(?:neighbou?rs?|tenants?))\s+(?:upstairs|downstairs|next door|opposite|below|above|across the (?:road|street|hall|landing|way))$/i.exec(phrase);
  if (placed?.[1]) return { ...readRecipient(placed[1]), phrase };
  // "my parents", "my grandparents": the writer's own, greeted as the writer calls them.
  const kin = /^(?:my|our)\s+(parents|folks|grandparents)$/i.exec(phrase);
  if (kin?.[1]) return { phrase, relation: 'family', plural: true, gender: 'they', role: kin[1].toLowerCase(), name: ({ parents: 'Mum and Dad', folks: 'Mom and Dad', grandparents: 'Grandma and Grandpa' } as Record<string, string>)[kin[1].toLowerCase()]! };
  // "our neighbours the Brennans", "the Hendersons": a family, greeted by its name.
  const surname = /^(?:(?:my|our)\s+(?:neighbou?rs|friends|cousins|in-laws)\s+)?the\s+([A-Z][a-z'-]{2,})s$/.exec(phrase);
  if (surname?.[1] && !/^(?:Parent|Neighbour|Neighbor|Friend|Teacher|Student|Tenant|Customer|Client|Guest|Kid|Child|Boy|Girl|Colleague)$/.test(surname[1])) {
    return { phrase, relation: 'unknown', plural: true, gender: 'they', name: `${surname[1]} family` };
  }
  // "the garcia family": a family, greeted by its name.
  const family = /^(?:the\s+)?([A-Za-z][a-z'-]+)\s+family$/i.exec(phrase);
  if (family?.[1] && !/^(?:host|whole|extended|new|other|foster|my|our|your|his|her|their)$/i.test(family[1])) {
    return { phrase, relation: 'unknown', plural: true, gender: 'they', name: `${family[1].charAt(0).toUpperCase()}${family[1].slice(1)} family` };
  }
  // "a student's mum", "one of my players' dads": a parent of someone else, not the writer's family.
  const parent = /^(?:a|an|the|my|our|one of (?:my|our|the))\s+(?:[a-z-]+\s+)?[a-z-]+(?:'s|s')\s+(mum|mom|mother|dad|father|parents?|mums|moms|dads)$/i.exec(phrase);
  if (parent?.[1]) {
    const word = parent[1].toLowerCase();
    const plural = /s$/.test(word);
    return { phrase, relation: 'unknown', role: plural ? 'parents' : 'parent', plural, gender: plural ? 'they' : /^(?:dad|father)$/.test(word) ? 'he' : /^(?:mum|mom|mother)$/.test(word) ? 'she' : 'they' };
  }
  // "Booking.com", "trainline.com", "Made.com": a firm known by its web address.
  if (/^[A-Za-z][\w-]*\.(?:com|co\.uk|io|net|org|co|ie)$/i.test(phrase)) {
    return { phrase, relation: 'company', plural: false, gender: 'they', organization: `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}` };
  }
  // "Hope Kitchen", "Rosie's Bakery", "Greenfields Vets": a place named for a person is still a place.
  // ("the Grand at Brighton Hotel": a small word inside the name, and "the" before it.)
  if (/^(?:the\s+)?(?:[A-Z][\w'’&-]*\s+(?:(?:at|of|on|in|by|and|&)\s+)?){1,3}(?:Kitchen|Cafe|Café|Bakery|Bistro|Deli|Pizzeria|Trattoria|Napoli|Roma|Italia|Tandoori|Grill|Diner|Brasserie|Tavern|Cantina|Noodle Bar|Sushi|Salon|Studio|Studios|Vets|Veterinary|Dental|Dentistry|Motors|Garage|Florals|Florist|Flowers|Foods|Trust|Foundation|Charity|Centre|Center|Hub|Project|Pantry|Bank|Nursery|Academy|Surgery|Clinic|Pharmacy|Gym|Fitness|Books|Bookshop|Boutique|Bar|Pub|Inn|Hotel|Lettings|Estates|Homes|Builders|Plumbing|Electrical|Cleaning|Cleaners|Dry Cleaners|Launderette|Laundry|Tailors|Opticians|Removals|Joinery|Roofing|Landscaping|Gardens|Garden Centre|Carpets|Flooring|Windows|Glazing|Interiors|Furniture|Kitchens|Bathrooms|Autos|Tyres|Couriers|Logistics|Printing|Print|Photography|Hair|Spa|Nails|Barbers|Pets|Grooming|Kennels|Cattery|Travel|Tours|Events|Catering|Media|Design|Digital|Consulting|Solutions|Services|Supplies|Group|Partners|Associates)$/.test(phrase)) {
    return { phrase, relation: 'company', plural: false, gender: 'they', organization: phrase.replace(/^the\s+/i, '') };
  }
  // "Techzone UK", "Brightwave Ltd": a firm's name closes on where or what it is registered as.
  if (/^(?:[A-Z][\w'’&-]*\s+){1,3}(?:UK|Ltd|Limited|Inc|LLC|PLC|GmbH|Group|Direct|Online)$/.test(phrase) || /^(?:[A-Z][\w'’-]*\s+){1,2}by\s+[A-Z][\w'’-]*$/.test(phrase) || /^(?:(?:[A-Z][\w'’-]*|&|and)\s+){1,4}(?:Dog Walking|Dog Walkers|Pet Sitting|Cleaning|Cleaners|Plumbing|Electrical|Catering|Photography|Removals|Landscaping|Gardening|Roofing|Decorating|Tutoring|Childcare|Window Cleaning|Driving School|Joinery|Builders|Florists?|Interiors|Events|Motors|Autos?)$/.test(phrase)) {
    return { phrase, relation: 'company', plural: false, gender: 'they', organization: phrase };
  }
  // "virgin trains", "Avanti West Coast Rail", "jet2 airways": a carrier, however it was typed.
  if (/^(?:[a-z][\w'’&-]*\s+){1,3}(?:trains|rail|railway|railways|airways|airlines|buses|coaches|ferries)$/i.test(phrase) && !/^(?:my|our|the|your|their|his|her)\s/i.test(phrase)) {
    const organization = nameCase(phrase);
    return { phrase: organization, relation: 'company', plural: false, gender: 'they', organization };
  }
  const recipient: Recipient = { phrase, relation: 'unknown', plural: false, gender: 'they' };
  let rest = phrase;

  // "a hiring manager at Stripe", "Daniel at Crestline Realty", "Priya from the finance team".
  const at = /^(.*?)\s+(?:[Aa]t|[Ff]rom|with|of)\s+((?:the\s+)?[A-Z0-9][\w&'.-]*(?:\s+(?:[A-Z0-9&][\w&'.-]*|of|and|&))*|the\s+[\w -]+?(?:team|department|office|company))$/.exec(rest);
  // "the owner of a small bakery", "the operations director of a 60-person logistics company".
  const ofCompany = /^(.*?\b(?:owner|founder|director|head|manager|ceo|cfo|cto|vp|lead|officer|president|partner|buyer)(?:\s+of\s+[a-z]+)?)\s+(?:of|at)\s+((?:a|an)\s+.+)$/i.exec(rest);
  if (ofCompany?.[1] && ofCompany[2]) {
    rest = ofCompany[1];
    recipient.relation = 'prospect';
  }
  // "the hiring manager at monzo": a lowercase workplace after a role.
  const lowerAt = !at ? /^(.*?\b(?:managers?|recruiters?|interviewers?|panel|team|directors?|engineers?|organi[sz]ers?|sellers?|support|department|office|staff|coordinators?|reps?|representatives?|owners?|founders?|heads? of \w+))\s+(?:at|from)\s+([a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2})$/i.exec(rest) : null;
  if (lowerAt?.[1] && lowerAt[2]) {
    // "at mid-sized companies" describes them; "at monzo" names their workplace.
    if (!/\b(?:companies|businesses|firms|startups|agencies|organi[sz]ations|brands|retailers|schools|hospitals|clinics|restaurants|shops|stores)\b|\b(?:small|mid-sized|large|local|independent|growing)\b/i.test(lowerAt[2])) recipient.organization = lowerAt[2].replace(/\b[a-z]/g, (c) => c.toUpperCase());
    rest = lowerAt[1];
  }
  if (at?.[1] && at[2]) {
    const org = at[2].replace(/^the\s+/i, '');
    if (/(?:team|department|office)$/i.test(org) && !/^[A-Z]/.test(org)) recipient.role = org.toLowerCase();
    else recipient.organization = org;
    rest = at[1];
  }
  // "a customer named James", "the landlord called Mr. Okafor".
  const named = /^(.*?)\s+(?:named|called)\s+(.+)$/i.exec(rest);
  // "my son's teacher, Ms. Rivera" / "my boss, Farid".
  const apposition = /^(.*?),\s*(.+)$/.exec(rest);
  let namePart: string | undefined;
  let rolePart = rest;
  if (named?.[1] && named[2]) {
    rolePart = named[1];
    namePart = named[2];
  } else if (apposition?.[1] && apposition[2]) {
    rolePart = apposition[1];
    namePart = apposition[2];
  }

  const words = rolePart.replace(/^(?:to|for)\s+/i, '').split(/\s+/).filter(Boolean);
  // Possessive chains: "my son's teacher" -> the teacher; "Dr. Patel's office" -> the office of Dr. Patel.
  const possessive = words.findIndex((word) => /'s$|s'$/.test(word));
  let owner: string[] = [];
  let head = words;
  if (possessive >= 0 && possessive < words.length - 1) {
    owner = words.slice(0, possessive + 1);
    head = words.slice(possessive + 1);
  }
  const determiner = /^(?:my|our|the|a|an|your|their|his|her|some|all|one|this|that|these|those)$/i;
  while (head.length > 0 && determiner.test(head[0] ?? '')) head = head.slice(1);

  // "the HR team", "the IT department": a department named by its letters.
  if (head.length === 2 && /^(?:HR|IT|PR|QA|UX|L&D|R&D)$/i.test(head[0] ?? '') && /^(?:team|department|dept)$/i.test(head[1] ?? '')) {
    return { ...recipient, role: `${(head[0] ?? '').toUpperCase()} team`, relation: 'team', plural: true };
  }
  // "our Airbnb host", "the Zara support team": a brand before a role word is where they work.
  const roleTail = /^(?:host|hosts|guests|customers|clients|members|users|subscribers|tenants|residents|volunteers|followers|players|owner|team|agent|rep|representative|support|office|staff|coordinator|organi[sz]er|landlord|landlady|recruiter|receptionist|driver|courier|seller|buyer|director|editor|producer)$/i;
  if (head.length >= 2 && roleTail.test(head[head.length - 1] ?? '') && head.slice(0, -1).every((word) => /^[A-Z][\w&'.-]*$/.test(word)) && !head.slice(0, -1).some((word) => TITLES.test(word)) && !isPersonName(head.slice(0, -1).join(' '))) {
    recipient.organization = recipient.organization ?? head.slice(0, -1).join(' ');
    head = head.slice(-1);
  }
  // Split the head into role words (lowercase nouns) and name words (titles, capitals, known names).
  const nameWords: string[] = [];
  const roleWords: string[] = [];
  // "my dog Walker Kelly" (a name-cased "walker"): a role of two or three words stays whole.
  let compound = 0;
  for (let k = Math.min(3, head.length); k >= 2; k -= 1) {
    // "the dog walker" whole; "Greenleaf Pharmacy" is a name, not a role.
    if (roleSpecFor(head.slice(0, k).join(' ').toLowerCase()) && !head.slice(0, k).some((word) => TITLES.test(word)) && (k < head.length || head.every((word) => /^[a-z]/.test(word)))) {
      compound = k;
      break;
    }
  }
  roleWords.push(...head.slice(0, compound).map((word) => word.toLowerCase()));
  for (let i = compound; i < head.length; i += 1) {
    const word = head[i] ?? '';
    // "my sister anna": kin, not a nun's title.
    const kinTitle = /^(?:sister|brother|father|mother|aunt|uncle|auntie)$/i.test(word) && /^(?:my|our|his|her|their|your)$/i.test(words[0] ?? '');
    // "the netball coach Mrs. Harcourt": a title before another title is the role.
    const roleTitle = nameWords.length === 0 && TITLES.test(word) && TITLES.test(head[i + 1] ?? '');
    // ("the scout group leader": a word for whoever leads, at the end, is the role, not a name.)
    const leads = nameWords.length === 0 && i === head.length - 1 && i > 0 && /^(?:leader|lead|coordinator|co-ordinator|organi[sz]er|secretary|chair|chairperson|captain|treasurer|warden|administrator)$/i.test(word);
    if (!leads && !roleTitle && (nameWords.length > 0 || (TITLES.test(word) && !kinTitle) || (!kinTitle && isNameWord(word, i, head, roleWords)))) nameWords.push(word);
    else roleWords.push(word);
  }
  if (namePart) nameWords.unshift(...namePart.split(/\s+/));
  // "my professor": a title with no name after it is a role.
  if (nameWords.length > 0 && nameWords.every((word) => TITLES.test(word))) {
    roleWords.push(...nameWords.map((word) => word.toLowerCase().replace(/\.$/, '')));
    nameWords.length = 0;
  }

  const roleText = roleWords.join(' ').toLowerCase().replace(/^prof$/, 'professor').replace(/^dr$/, 'doctor');
  const spec = roleSpecFor(roleText);
  if (spec) {
    recipient.role = recipient.role ?? roleText;
    recipient.relation = spec.relation;
    // "my daughter's swim club": the club the child goes to is written to as one, like a school.
    if (spec.relation === 'team' && /\b(?:my|our)\s+(?:son|daughter|kid|child|kids|children|boy|girl)'s\s/i.test(recipient.phrase)) recipient.relation = 'school';
    recipient.plural = isPluralRole(roleText);
    if (spec.gender) recipient.gender = spec.gender;
    // "the printing company Inkwell": a company's name, not a person's.
    // ("my supplier Pete at Fresh Fields": a first name at a firm is the person written to.)
    const personAtFirm = spec.relation === 'company' && nameWords.length === 1 && isFirstName(nameWords[0]!.toLowerCase()) && /\s(?:at|from)\s+\S/i.test(phrase);
    if ((spec.relation === 'company' || spec.relation === 'school') && nameWords.length > 0 && !nameWords.some((word) => TITLES.test(word)) && !personAtFirm) {
      recipient.organization = nameWords.join(' ');
      nameWords.length = 0;
    }
  } else if (roleText && roleWords.length >= 2 && ORG_WORDS.test(roleWords[roleWords.length - 1] ?? '') && !/^(?:local|new|small|big|large|other|some|any|every|nearby|independent|online|dog|cat|moving|cleaning|removal|catering|building|recruitment|estate|letting|travel|insurance|phone|energy|mortgage|car|taxi|bus|train)$/i.test(roleWords[0] ?? '') && !/s$/.test(roleWords[0] ?? '')) {
    // "british airways", "greenleaf pharmacy": an organisation typed in lowercase.
    // "the vendor acme supplies": a role word before the organisation's name is not part of it.
    const roleFirst = roleWords.length >= 3 && roleSpecFor((roleWords[0] ?? '').toLowerCase()) ? 1 : 0;
    recipient.organization = nameCase(roleWords.slice(roleFirst).join(' '));
    recipient.relation = 'company';
  } else if (roleText) {
    recipient.role = recipient.role ?? roleText;
    if (/s$/.test(roleText) && !/ss$/.test(roleText)) recipient.plural = true;
  }
  if (recipient.role && /(?:team|department|office|committee|panel|board|staff|everyone)$/.test(recipient.role) && !/\b(?:school|exam|tourist|notice|head)\s+board$/.test(recipient.role)) {
    recipient.plural = true;
    if (recipient.relation === 'unknown') recipient.relation = 'team';
  }

  if (owner.length > 0 && nameWords.length === 0) {
    // "Dr. Patel's office": a named owner gives the organisation.
    const ownerName = owner.join(' ').replace(/'s$|'$/, '');
    // "Jayden's football coach": a child's teacher or coach is a person, not an office.
    const personRole = owner.length === 1 && isFirstName(ownerName) && spec && ['teacher', 'provider', 'manager', 'colleague', 'unknown'].includes(spec.relation) && !/\b(?:office|school|nursery|surgery|clinic|team|club|class|department)$/i.test(roleText);
    if (/^[A-Z]/.test(ownerName) && !determiner.test(owner[0] ?? '') && !personRole) {
      recipient.organization = recipient.organization ?? `${ownerName}'s ${roleText || 'office'}`;
      recipient.relation = 'company';
      recipient.plural = false;
    }
  }

  // "Skyline Airlines", "Harbor Logistics": an organisation, not a person.
  if (nameWords.length > 0 && !nameWords.some((word) => TITLES.test(word)) && looksLikeOrganization(nameWords.join(' '))) {
    recipient.organization = nameWords.join(' ').replace(/[,;:]+$/, '');
    nameWords.length = 0;
    if (recipient.relation === 'unknown') recipient.relation = 'company';
  }
  if (nameWords.length > 0) {
    const name = cleanName(nameWords);
    if (name) {
      recipient.name = name;
      // "my aunt Bernie", "my uncle Kim": a gendered role says it, whatever the name.
      recipient.gender = spec?.gender ?? genderOf(name, recipient.gender);
    }
  }
  // A bare word that is not a role is someone's name: "tell sam", "email greta".
  if (!recipient.name && !spec && head.length === 1 && owner.length === 0 && !recipient.organization) {
    const word = head[0] ?? '';
    if (!BARE_ROLES.test(word) && !NOT_NAMES.test(word) && /^[a-z][a-z'-]+$/i.test(word) && words.length === 1) {
      recipient.name = capitalizeName(word);
      recipient.role = undefined as unknown as string;
      delete recipient.role;
      recipient.gender = genderOf(recipient.name, 'they');
      recipient.relation = 'unknown';
    } else if (BARE_ROLES.test(word)) {
      const bare = roleSpecFor(word.toLowerCase());
      if (bare) {
        recipient.relation = bare.relation;
        if (bare.gender) recipient.gender = bare.gender;
        if (bare.plural) recipient.plural = true;
      } else if (/^(?:support|billing|accounts|payroll|reception|security|facilities|maintenance|hr|it|sales|marketing|finance|legal|admissions)$/i.test(word)) {
        recipient.relation = 'company';
        recipient.role = `${word.length <= 2 ? word.toUpperCase() : word.toLowerCase()} team`;
      }
    }
  }
  // A capitalised organisation with no person: "Skyline Airlines", "Urban Nest", "Sunrise Apartments".
  if (!recipient.name && !recipient.role && !recipient.organization && head.length > 0 && head.every((word) => /^[A-Z0-9&]/.test(word))) {
    const text = head.join(' ');
    if (looksLikeOrganization(text) || head.length >= 2 && !isPersonName(text)) {
      recipient.organization = text;
      recipient.relation = 'company';
    }
  }
  // "Greater Anglia", "greater anglia" (with no "my" or "the"): two or three words, no role, no
  // known first name and no title, name an organisation.
  const bare = words.length >= 2 && words.length <= 3 && !determiner.test(words[0] ?? '') && owner.length === 0 && !spec;
  const candidate = recipient.name ?? (bare && !recipient.organization && recipient.role === roleText && roleText === roleText.toLowerCase() ? roleText : undefined);
  const leading = (candidate?.split(' ')[0] ?? '').toLowerCase();
  const leadingTags = leading ? wordTags(leading) : [];
  if (candidate && bare && recipient.relation === 'unknown' && !recipient.organization && !candidate.split(' ').some((word) => TITLES.test(word) || roleSpecFor(word.toLowerCase())) && !givenNameGender(leading) && !isPersonName(candidate)
    && !leadingTags.some((tag) => /^(?:FirstName|Person|Verb|Pronoun|Determiner|Preposition|Conjunction)$/.test(tag)) && leadingTags.some((tag) => /^(?:Adjective|Place|Organization|Demonym|Comparative|Superlative)$/.test(tag))) {
    recipient.organization = nameCase(candidate);
    delete recipient.name;
    delete recipient.role;
    recipient.gender = 'they';
  }
  if (recipient.organization && recipient.relation === 'unknown' && !recipient.name) recipient.relation = 'company';
  if (recipient.name && recipient.organization && recipient.relation === 'unknown') recipient.relation = 'contact';
  // "my gym flexhub": a name typed in lowercase is still a name.
  if (recipient.organization && recipient.organization === recipient.organization.toLowerCase() && /^[a-z]/.test(recipient.organization)) {
    recipient.organization = nameCase(recipient.organization);
  }
  return recipient;
}

function isPluralRole(roleText: string): boolean {
  const last = roleText.split(' ').pop() ?? '';
  if (/^(?:team|staff|everyone|everybody|all|crew|group|class|family|community|panel|committee|board|department|office|company|list|audience|management)$/.test(last)) return true;
  return /[^s]s$/.test(last) && !/^(?:boss|class|business|actress|hostess|waitress|admissions|accounts|sales|payroll|lettings|repairs|customer services)$/.test(last);
}

function roleSpecFor(roleText: string): RoleSpec | undefined {
  if (!roleText) return undefined;
  const exact = ROLES.find((spec) => spec.words.test(roleText));
  if (exact) return exact;
  // "new client", "old college roommate", "child's teacher": the last words decide.
  const words = roleText.split(' ');
  for (let start = 1; start < words.length; start += 1) {
    const tail = words.slice(start).join(' ');
    const spec = ROLES.find((candidate) => candidate.words.test(tail));
    if (spec) return spec;
  }
  return undefined;
}

export function greetingBlank(recipient: Recipient): string | undefined {
  const spec = recipient.role ? roleSpecFor(recipient.role) : undefined;
  return spec?.blank;
}

export function conventionalGreeting(recipient: Recipient): string | undefined {
  const spec = recipient.role ? roleSpecFor(recipient.role) : undefined;
  // A role read as something else ("my daughter's swim club", a club written to like a school) greets as that.
  if (spec?.relation === 'team' && recipient.relation === 'school') return undefined;
  return spec?.greet;
}

const OFFICERS = /^(?:chair|chairman|chairwoman|chairperson|secretary|treasurer|president|convenor|organiser|organizer)$/i;

function isNameWord(word: string, index: number, head: readonly string[], roleWords: readonly string[]): boolean {
  if (/^\[.*\]$/.test(word)) return false;
  // "my GP surgery": an acronym is part of the role, not a name.
  if (/^[A-Z]{2,4}$/.test(word)) return false;
  if (/^[A-Z][a-z'’-]+\.?$/.test(word) || /^[A-Z]\.?$/.test(word)) {
    // A capitalised word after role words, or a capitalised first word that is no role.
    // ("the club Chair Colin": a role word cased as a title before the name is still the role.)
    const roleWord = Boolean(roleSpecFor(word.toLowerCase())) || OFFICERS.test(word);
    return !roleWord || (roleWords.length > 0 && !/^[A-Z][a-z'’-]+$/.test(head[index + 1] ?? ''));
  }
  if (!/^[a-z][a-z'-]+$/.test(word)) return false;
  const tags = wordTags(word);
  if (tags?.includes('Person') || tags?.includes('FirstName')) return !roleSpecFor(word);
  // "my boss farid": a lowercase word after a known role, at the end, that no role table knows.
  return roleWords.length > 0 && index === head.length - 1 && Boolean(roleSpecFor(roleWords.join(' ').toLowerCase())) && !NOT_NAMES.test(word) && !ORG_WORDS.test(word) && !roleSpecFor(word) && !(tags?.includes('Verb') || tags?.includes('Adverb'));
}

function cleanName(words: readonly string[]): string | undefined {
  // "professor dr kim": one title is enough.
  const kept = words.map((word) => word.replace(/[,;:]+$/, '')).filter((word) => word && !NOT_NAMES.test(word)).filter((word, index, all) => !(index > 0 && TITLES.test(word) && TITLES.test(all[index - 1] ?? '')));
  if (kept.length === 0) return undefined;
  return kept.map((word, index) => {
    if (TITLES.test(word)) return titleCase(word);
    return index > 0 && /^(?:van|von|de|da|del|der|la|le|di|bin|al)$/i.test(word) ? word.toLowerCase() : capitalizeName(word);
  }).join(' ');
}

function titleCase(title: string): string {
  const lower = title.toLowerCase().replace(/\.$/, '');
  const map: Record<string, string> = { dr: 'Dr.', doctor: 'Dr.', prof: 'Professor', professor: 'Professor', mr: 'Mr.', mrs: 'Mrs.', ms: 'Ms.', miss: 'Miss', mx: 'Mx.', rev: 'Rev.' };
  return map[lower] ?? capitalizeName(lower);
}

function capitalizeName(word: string): string {
  if (/[A-Z]/.test(word.slice(1))) return word.charAt(0).toUpperCase() + word.slice(1);
  return word.split(/([-'])/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

/** The pronoun a name takes, by its title or the name itself: "Mrs. Thornton" -> she. */
export function genderOf(name: string, fallback: Gender): Gender {
  const first = name.split(' ')[0] ?? '';
  if (FEMALE_TITLES.test(first)) return 'she';
  if (MALE_TITLES.test(first)) return 'he';
  const tags = nlp(name.split(' ').find((word) => !TITLES.test(word)) ?? name).terms().json()[0]?.terms?.[0]?.tags as string[] | undefined;
  if (tags?.includes('FemaleName')) return 'she';
  if (tags?.includes('MaleName')) return 'he';
  const given = name.split(' ').find((word) => !TITLES.test(word)) ?? name;
  // A capitalised name is looked up even when it is also a word ("Grace", "Mark") or has an accent ("Sinéad");
  // a lowercase word only when it is no English word.
  return (/^\p{Lu}/u.test(given) ? nameGender(given) : givenNameGender(given)) ?? fallback;
}

const ORG_WORDS = /\b(?:inc|llc|ltd|corp|co|company|group|atlantic|air|gas|rail|railways?|broadband|utilities|housing|trust|couriers?|parcels?|express|deliveries|post office|royal mail|opticians|vets|lettings|estates|building society|leisure|airlines?|airways|apartments?|bank|labs?|health|realty|logistics|coffee|bakery|studio|studios|agency|university|college|school|hotel|hotels|clinic|fitness|gym|insurance|energy|electric|water|telecom|mobile|media|partners|solutions|systems|services|shop|store|market|cafe|restaurant|academy|foundation|council|office|motors|furniture|home|homes|nest|print|printing|press|software|tech|technologies|cloud|peak|wave|works|supply|supplies|properties|management|travel|tours|rentals|dental|pharmacy|surgery|practice|hospital|library|museum|center|centre|club|network|digital|design|designs|marketing|consulting|capital|finance|financial|holdings|industries|international|global|events|packaging|catering|productions|photography|cleaning|removals|builders|plumbing|electrical|garage|consultancy|recruitment|training|accountants|solicitors|architects|interiors|landscaping|gardening|salon|barbers|boutique|brewery|kitchens|bathrooms|windows|roofing|construction|engineering|logistics|transport|hire|storage)\b/i;

// Shops and firms named like people ("John Lewis", "Marks & Spencer").
const PERSON_LIKE_BRANDS = /^(?:John Lewis|Marks (?:&|and) Spencer|Dorothy Perkins|Ted Baker|Ann Summers|Jack Wills|Fred Perry|Paul Smith|Laura Ashley|Ben Sherman|Tommy Hilfiger|Calvin Klein|Ralph Lauren|Michael Kors|Kate Spade|Tony Gee|Wm Morrison|Morrisons|Sainsbury's|Wilko|Aviva|Admiral|Churchill|Hastings Direct|Chase Bank)$/i;

function looksLikeOrganization(text: string): boolean {
  return ORG_WORDS.test(text) || PERSON_LIKE_BRANDS.test(text.trim());
}

function isPersonName(text: string): boolean {
  const tags = nlp(text).terms().json().flatMap((term: { terms: Array<{ tags: string[] }> }) => term.terms[0]?.tags ?? []);
  return tags.includes('FirstName') || tags.includes('Person');
}
