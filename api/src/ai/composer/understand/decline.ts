// Requests the built-in composer will not write: not an email, gibberish, another language, or
// something the terms of use prohibit (phishing, harassment and threats, spam).

export type Decline =
  | { kind: 'language'; language: string }
  | { kind: 'not-email'; what: string }
  | { kind: 'gibberish' }
  | { kind: 'phishing' }
  | { kind: 'harassment' }
  | { kind: 'spam' };

const LANGUAGES = [
  'spanish', 'french', 'german', 'italian', 'portuguese', 'dutch', 'chinese', 'mandarin', 'cantonese', 'japanese',
  'korean', 'arabic', 'hindi', 'russian', 'turkish', 'polish', 'swedish', 'norwegian', 'danish', 'finnish',
  'greek', 'hebrew', 'vietnamese', 'thai', 'indonesian', 'malay', 'tagalog', 'ukrainian', 'czech', 'romanian',
  'hungarian', 'bengali', 'urdu', 'persian', 'farsi', 'swahili', 'catalan', 'latin',
];
const LANGUAGE = `(${LANGUAGES.join('|')})`;
const NOT_A_LANGUAGE_REQUEST = '(?!\\s+(?:class|classes|course|lessons?|teacher|tutor|department|literature|history|market|team|speakers?|restaurant|food|cuisine|company|client|customers?|office|visa|exam|test|speaking|-speaking|version of (?:the|our) (?:site|app|website)))';

// Words that, in quantity, show a message written in another language.
const FOREIGN_WORDS = /\b(?:mon|mes|ecris|écris|écrire|ecrire|demander|jour|conge|congé|patron|vendredi|lundi|mardi|mercredi|jeudi|samedi|dimanche|madame|monsieur|escribe|escribir|jefe|día|mañana|viernes|lunes|martes|jueves|pedir|schreib|schreibe|morgen|freitag|montag|urlaub|meinen|meine|mein|einen|eine|ein|zu|un|mi|del|con|que|et|du|au|el|los|las|una|por|favor|para|correo|quiero|escribir|necesito|gracias|hola|estimado|le|les|une|des|pour|merci|bonjour|je|vous|nous|est|avec|der|die|das|und|ich|bitte|schreiben|sie|ist|nicht|mit|il|che|per|sono|ciao|grazie|voglio|scrivere|para|obrigado|olá|você|não|uma)\b/gi;

const NON_EMAIL = /\b(?:write|compose|create|give me|make|generate|draft|tell me|help me with|turn (?:it|this) into)\s+(?:me\s+)?(?:a|an|some|the|my)?\s*(?:[\w-]+\s+){0,2}?(poem|haiku|limerick|sonnet|song|lyrics|rap|story|short story|novel|essay|joke|riddle|recipe|tweet|blog post|article|speech|resume|résumé|cv|code|script|function|program|python|javascript|sql query|linkedin post|instagram caption|caption|slogan|book report|thesis|homework)\b/i;
const EMAIL_WORDS = /\b(?:e-?mails?|letters?|messages?|notes?|replies|reply|drafts?|inbox|subject line)\b/i;

// The writer's own account put in an email made to sound like someone else's.
const OWN_DETAILS = String.raw`\b(?:my|our)\s+own\s+(?:bank details|account details|account number|sort code|iban)\b`;
const IN_THEIR_NAME = String.raw`\b(?:make it sound like|sound like (?:him|her|them)|from (?:him|her|the ceo|our ceo|my boss))\b`;

const PHISHING = [
  // "a sick note that looks like it came from St Thomas' A&E": a document forged in someone's name.
  /\b(?:sick note|doctor'?s note|fit note|medical (?:certificate|note|letter)|hospital letter|certificate|payslips?|pay slips?|bank statements?|references?|degree|transcript|diploma|contract|tenancy agreement|letter)\b[^.?!]{0,60}\b(?:look(?:s|ing)? like (?:it'?s|it is|it came|it was) (?:from|written by|signed by)|as if (?:it came|it was|it'?s) from|pretend(?:ing)? (?:it'?s|it is|to be) from)\b/i,
  /\b(?:fake|forged?|forging|counterfeit|made[- ]up)\s+(?:a\s+|an\s+)?(?:sick note|doctor'?s note|fit note|medical (?:certificate|note|letter)|hospital letter|certificate|payslips?|bank statements?|references?|degree|transcript|diploma)\b/i,
  /\b(?:pretend(?:ing)?|pose|posing|impersonat\w*|disguised?|look(?:s|ing)? like (?:it'?s|it is|it came)|as if (?:it'?s|it is|it were|i am|i'm)|claiming to be|spoof\w*|fake)\b[^.?!]{0,60}\b(?:from|to be|as|like)?\b[^.?!]{0,40}\b(?:paypal|bank|apple|amazon|microsoft|google|netflix|irs|hmrc|fedex|ups|dhl|usps|government|police|ceo|it department|it support|support team|their (?:boss|manager|bank)|royal mail|post office|evri|hermes|dpd|parcelforce|dvla|tv licen[cs]ing|nhs|hsbc|barclays|lloyds|natwest|santander|monzo|halifax|nationwide|revolut|ebay|instagram|facebook|whatsapp|courier|delivery (?:company|firm))/i,
  // "saying a parcel is held and they need to pay a fee at a link ... make it look legit": a fee or details asked for under a false name.
  /\b(?:pretend(?:ing)?|posing|pose|impersonat\w*|claiming to be|look(?:s|ing)?\s+(?:legit|legitimate|official|real|genuine))\b[^]{0,160}\b(?:pay|fee|link|click|verify|details)\b|\b(?:pay|fee|link|click)\b[^]{0,160}\bmake it look\s+(?:legit|legitimate|official|real|genuine)\b/i,
  /\b(?:confirm|verify|enter|update|send|give|share|reset|provide)\b[^.?!]{0,40}\b(?:their|your|his|her|the)?\s*(?:password|passcode|login|log-in|credentials|pin|bank details|card number|credit card|social security|ssn|2fa|one[- ]time code|security code)\b[^.?!]{0,60}\b(?:link|click|below|here|form|site|page)\b/i,
  /\bphishing\b/i,
  // "telling them theyve been selected to receive a free iphone and just need to pay £2.99 postage through the link".
  /\b(?:been selected|(?:have|'ve|ve) won|you won|lucky winner|chosen to receive)\b[^.?!]{0,80}\b(?:pay|postage|fee|shipping|delivery charge)\b(?:[^.?!]|\.\d){0,60}\b(?:link|click\w*|card)\b/i,
  // "pretending to be from the hsbc fraud team ... reply with their login and passcode": asking
  // for credentials in someone else's name, whoever it is.
  /\b(?:pretend(?:ing)?|posing|pose|impersonat\w*|claiming|as if (?:it'?s|it is|we are|i am|i'm))\b[^.?!]{0,120}\b(?:password|passcode|pin\b|login|log-in|log in details|credentials|card (?:number|details)|bank details|security code|one[- ]time code|sort code|account number)\b/i,
  /\b(?:reply|respond|send|give|confirm|enter)\b[^.?!]{0,30}\b(?:with|their|your|his|her)\b[^.?!]{0,30}\b(?:online banking |bank |account )?(?:login|password|passcode|pin|card details|card number|credentials)\b[^.?!]{0,40}\b(?:to unlock|to verify|to confirm|to restore|or (?:lose|it will be)|within)\b/i,
  // "make it look as official as possible so ppl dont realise": a trap, whoever it claims to be.
  /\b(?:so|that)\s+(?:people|ppl|they|nobody|no one|customers)\s+(?:don'?t|do not|won'?t|will not|wont|dont)\s+(?:realise|realize|notice|suspect|know it'?s fake|tell)\b/i,
  /\b(?:look|seem|appear)s?\s+(?:as\s+)?(?:official|legit|legitimate|real|genuine)\s+as\s+possible\b[^.?!]{0,60}\b(?:card|bank|password|pay|fee|link)\b|\b(?:card|bank|password|pay|fee|link)\b[^.?!]{0,120}\b(?:look|seem|appear)s?\s+(?:as\s+)?(?:official|legit|legitimate|real|genuine)\b/i,
  // "email pretending to be my colleague jake, to hr, saying he wants to quit": writing as someone else.
  /\b(?:pretend(?:ing)?|posing|pose|impersonat\w*|claiming)\s+(?:to be\s+|as\s+)?(?:my|our|a|the|his|her|their)\s+(?:[\w-]+\s+)?(?:colleague|coworker|co-worker|boss|manager|friend|ex|teacher|professor|landlord|neighbou?r|sister|brother|mum|mom|dad|wife|husband|partner|classmate|roommate|flatmate|employee|student|doctor|lawyer|client|customer)\b/i,
  /\b(?:as a prank|prank (?:e-?mail|message))\b[^.?!]{0,80}\b(?:from|pretend\w*|as if|quit|resign\w*|fired)\b|\b(?:from|pretend\w*|as if|quit|resign\w*|fired)\b[^.?!]{0,80}\bas a prank\b/i,
  // "an email from the bank telling customers their account is locked and to log in at this site":
  // a locked account and a login link, written as somebody else.
  /\b(?:account|card|parcel|package|payment)\b[^.?!]{0,40}\b(?:locked|frozen|suspended|blocked|compromised|on hold|held)\b[^.?!]{0,80}\b(?:log ?in|sign in|verify|click|visit|go to|enter)\b[^.?!]{0,60}(?:\blink\b|https?:|www\.|\b[\w-]+\.(?:com|net|org|co|io|info|xyz|co\.uk)\b)/i,
  /\bfrom\s+["'“‘]?(?:the\s+)?(?:bank|paypal|amazon|apple|microsoft|netflix|hmrc|irs|royal mail|dhl|fedex|ups|usps|barclays|hsbc|lloyds|natwest|santander|monzo|halifax|nationwide|ebay|dvla|evri)\b["'”’]?[^.?!]{0,120}\b(?:log ?in|password|verify|unlock|click|card details|bank details)\b/i,
  /\b(?:trick|fool|scam)\w*\b[^.?!]{0,60}\b(?:into|to)\b[^.?!]{0,40}\b(?:pay|paying|send|sending|click|clicking|giving|give|transfer|wire|password|gift cards?)\b/i,
  /\bgift cards?\b[^.?!]{0,60}\b(?:ceo|boss|urgent|urgently)\b|\b(?:ceo|boss)\b[^.?!]{0,60}\bgift cards?\b/i,
  // "an email from him (the ceo) to the finance team saying to urgently pay £18,400 to a new account,
  // i'll put my own bank details in": money asked for in someone else's name.
  new RegExp(String.raw`\b(?:from|as|sign(?:ed)? (?:it )?as|in the name of|sound(?:s|ing)? like)\s+(?:him|her|them|(?:our|my|the)\s+(?:ceo|md|cfo|coo|boss|director|managing director|founder|owner|manager|head|chairman|chair|finance director|president))\b[^]{0,200}\b(?:pay|transfer|wire|send)\b[^.?!]{0,60}\b(?:(?:new|different|another|this|my|an updated|the updated)\s+(?:supplier\s+|bank\s+)?(?:account|bank details|sort code|iban)|gift cards?)\b|${OWN_DETAILS}[^]{0,200}(?:${IN_THEIR_NAME}|\bsigns? (?:off|it)\b)|${IN_THEIR_NAME}[^]{0,200}${OWN_DETAILS}`, 'i'),
];

const HARASSMENT = [
  // "... or i'll show her boss the photos unless she drops the application": exposure as the price of a demand.
  /\b(?:show|send|post|share|leak|forward|tell|give)\b[^.?!]{0,60}\b(?:photos?|pictures?|pics|videos?|screenshots?|messages|texts|secrets?|everything)\b[^.?!]{0,80}\bunless\b|\bunless\b[^.?!]{0,80}\b(?:i'?ll|i will|i'm going to|im going to|we'?ll)\s+(?:show|send|post|share|leak|forward|tell)\b[^.?!]{0,60}\b(?:photos?|pictures?|pics|videos?|screenshots?|messages|texts|secrets?|everyone|her boss|his boss|work)\b/i,
  // "from a new gmail account ... make sure it cant be traced back to me ... everyone knows shes sleeping
  // with the manager": an anonymous attack on a person.
  /(?=[^]*\b(?:traced back to me|can'?t be traced|cannot be traced|untraceable|(?:doesn'?t|does not|don'?t) sound like (?:me|my writing|i wrote it)|from an? (?:new|fake|burner|throwaway|anonymous|secret) (?:\w+ )?(?:account|address|email))\b)[^]*\b(?:everyone (?:in the \w+ |at \w+ )?knows|should (?:quit|leave|resign)|sleeping with|slag|slut|affair|ugly|fat|disgusting|nobody likes (?:you|her|him)|rumou?rs?)\b/i,
  // "telling her everyone in the team thinks shes useless": an insult, said or passed on.
  /\b(?:(?:she|he|you|they)(?:'re|'s|s|re| is| are)|shes|hes|youre|theyre)\s+(?:(?:so|such|really|totally|completely|absolutely|a)\s+)*(?:useless|worthless|pathetic|stupid|an? (?:idiot|moron|joke|loser|waste of space)|a waste of (?:space|oxygen)|incompetent|disgusting|ugly|fat|thick|dumb)\b(?![^.?!]{0,30}\b(?:at|with)\s+(?:maths|spelling|directions|names|cooking|remembering)\b)/i,
  // "let him know i know his address", "make it sound scary": a warning in an email.
  /\b(?:i|we) know (?:his|her|their|your) (?:[a-z]+ )?(?:address|house|home|car|kids?|children|school|workplace|office|route)\b|\bwhere (?:he|she|they|you) lives?\b[^.?!]{0,60}\b(?:better|or else|take (?:it|that) down|regret|watch)\b/i,
  /(?<!\b(?:not|dont|don't|do not|never|without|no|doesn't|doesnt|isn't|less|too)\b[^.?!]{0,25})\b(?:sound|make it|be|look)\s+(?:really\s+|properly\s+|a bit\s+|more\s+)?(?:scary|threatening|menacing|intimidating)\b(?![^.?!]{0,10}\bwithout\b)/i,
  // (\"the bullying my son is getting\": the noun, reported, is no threat.)
  /(?<!\b(?:the|about|of|over|re|regarding|against|to|for|and|any|some|this|that|more|constant|ongoing|physical|verbal)\s+)\b(?:threaten(?:ing)?|intimidat(?:e|ing)|harass(?:ing)?|bull(?:y|ying)|blackmail(?:ing)?|extort(?:ing)?|stalk(?:ing)?|scar(?:e|ing))\s+(?:him|her|them|my|this|that|the|a|an|his|their)\b|\bthreatening\s+(?:e-?mail|letter|message|note)\b|\b(?:blackmail|extortion)\b/i,
  /\b(?:kill|beat up|shoot|stab)\s+(?:him|her|them|you)\b(?!\s+(?:a|an|over|back)\s)|\b(?:kill|beat up|shoot|stab)\s+(?:his|her|their)\s+(?:dog|cat|pet|family|kids?|wife|husband|head|face|children)\b|\b(?:break (?:his|her|their) legs|burn down (?:his|her|their))\b|\bruin (?:his|her|their) (?:life|career|reputation)\b/i,
  /\b(?:make|making) (?:him|her|them) (?:regret|pay|suffer|scared|afraid)\b|\b(?:he|she|they)(?:'ll| will) regret\b|\bso (?:he|she|they) regrets?\b/i,
  /\b(?:know where (?:you|he|she|they) li?ves?|watch (?:your|his|her|their) back|or else\b)/i,
  // "i know where he works and he should watch himself": whereabouts as a warning.
  /\bknow(?:s)? where (?:you|he|she|they) (?:work|works|live|lives|park|parks|drink|drinks|go|goes|hang(?:s)? out|sleep|sleeps)\b|\b(?:should|better|had better|needs? to|wants? to)\s+watch\s+(?:himself|herself|themselves|yourself|themself|it|out)\b|\bwhat (?:she|he|they)(?:'s|s| is| are|'re)\s+really\s+like\b/i,
  /\b(?:insult\w*|humiliat\w*|call (?:him|her|them) (?:an? )?(?:idiot|stupid|moron|loser|fat|ugly))\b|\b(?:idiot|moron|loser|worthless|pathetic|stupid (?:bitch|cow|pig))\b[^.?!]{0,30}\b(?:tell|call|say|email)\b|\b(?:tell|call|say|email)\b[^.?!]{0,40}\b(?:idiot|moron|loser|worthless|pathetic|piece of (?:shit|crap|garbage)|bitch|bastard)\b/i,
  /\b(?:racist|racial slurs?|slurs?|hate (?:mail|speech|email))\b/i,
  /\b(?:revenge|get back at)\b/i,
  /\b(?:dox|doxx)\w*\b/i,
  // "make her life hell", "everyone hates her and she should quit", "don't make it obvious it's from me".
  /\bmake\s+(?:his|her|their|your)\s+life\s+(?:hell|a misery|miserable)\b|(?<!\b(?:says|said|thinks|thought|feels|felt|claims|told me|tells me|worried|worries|upset|convinced)\s+(?:that\s+)?)\b(?:everyone|everybody|we all|the whole \w+)\s+(?:hates?|despises?|can't stand)\s+(?:him|her|them|you)\b|\b(?:don'?t|do not)\s+make\s+it\s+(?:obvious|clear)\s+(?:it'?s|it is|that it'?s)\s+from\s+me\b|\banonymous(?:ly)?\b[^.?!]{0,40}\b(?:scare|threat|warn|hate)/i,
  // Someone's home address or whereabouts handed to others, or name-calling sent to the people around them.
  // ("add the address, 12 chapel lane": where a rehearsal or a party is, not a person's home.)
  /\b(?:include|add|give|share|post|send|with|put)\s+(?:them\s+)?(?:(?:his|her|their)\s+(?:home\s+|house\s+)?|the\s+(?:home|house)\s+)address\b[^.?!]*$|\b(?:his|her|their)\s+home\s+address\b/i,
  /\b(?:tell|telling|warn|warning|let)\s+(?:all\s+)?(?:them|everyone|people|his|her|their|the|my|all)\b[^.?!]{0,40}\b(?:what|how|that)\s+(?:a|an|big|total|huge)?\s*(?:liar|cheat|cheater|fraud|bitch|slut|whore|loser|idiot|psycho|scumbag|creep|thief|abuser|narcissist)\b/i,
  /\b(?:my ex|ex-?(?:wife|husband|girlfriend|boyfriend|partner))(?:'s)?\s+(?:coworkers|co-workers|colleagues|boss|employer|family|friends|new (?:partner|girlfriend|boyfriend))\b/i,
  // Demeaning a group: "tell every woman in my company they should be grateful".
  /\b(?:every|all(?: the)?|the)\s+(?:women|woman|girls|men|black|asian|muslim|jewish|gay|trans|immigrant|foreign|old|disabled)\b[^.?!]{0,80}\b(?:should be grateful|stop complaining|shut up|know (?:their|your) place|are inferior|don't belong|go back)\b/i,
  // "i know about his affair and ill tell his wife unless he gives me his bonus": a secret held
  // over someone for money or favours.
  /\b(?:i'?ll|ill|i will|i'm going to|im going to|i'm gonna|im gonna|gonna)\s+(?:tell|show|send|post|leak|expose|share|forward)\s+(?:(?:his|her|their|your)\s+(?:wife|husband|partner|boss|girlfriend|boyfriend|family|parents|mum|mom|dad|kids)|everyone|the (?:photos?|pictures?|messages|texts|video)|(?:his|her|their|your) (?:secret|affair|photos?|pictures?|nudes?|messages|texts))\b[^.?!]{0,60}\b(?:unless|or else|if (?:he|she|they|you) (?:doesn't|don't|does not|do not|won't|will not))\b|\b(?:or|otherwise)\s+(?:i'?ll|ill|i will)\s+(?:tell|show|post|leak|expose|send|share)\s+(?:his|her|their|your|everyone|the)\b[^.?!]{0,40}\b(?:affair|secret|photos?|pictures?|nudes?|messages|texts|wife|husband|partner|boss)\b|\bknow about (?:his|her|their|your) (?:affair|secret)\b[^.?!]{0,80}\b(?:unless|or else|pay|give me|bonus|money)\b/i,
  // "i'm going to poison it", "he wont know when", "i want him scared": harm promised, or fear wanted.
  /\b(?:i'?m|im|i am|i'?ll|ill|i will|we'?ll|we will|gonna|going to|i could|i might)\s+(?:going\s+to\s+|gonna\s+)?(?:poison|kill|hurt|stab|shoot|beat|batter|punch|strangle|drown|burn|run over)\s+(?:it|him|her|them|you|the\s+\w+|his\s+\w+|her\s+\w+|their\s+\w+|your\s+\w+)\b|\b(?:won'?t|wont|will never|will not)\s+(?:know|see it coming)\s+(?:when|where|who)\b|\b(?:i|we)\s+want\s+(?:him|her|them)\s+(?:to\s+(?:be|feel)\s+)?(?:scared|frightened|afraid|terrified|petrified|shaking)\b/i,
  // "threaten to slash his tyres", "say I'll key his car": threats of harm or damage.
  // "blocked me on everything, ... from a new account": reaching someone who has cut contact.
  /\bblocked me\b[^]{0,120}\b(?:new|another|different|fake|second|burner|spare)\s+(?:account|number|email|e-mail|profile|address)\b/i,
  // "makes her feel like absolute garbage about herself", "bring up her weight": cruelty about the person.
  /\bmakes?\s+(?:him|her|them)\s+feel\s+(?:like\s+)?(?:absolute\s+|total\s+|complete\s+|utter\s+|really\s+|so\s+)?(?:garbage|rubbish|crap|shit|dirt|trash|worthless|useless|pathetic|ugly|stupid|fat|small|(?:awful|terrible|horrible|bad)\s+about\s+(?:himself|herself|themselves))\b|\b(?:bring up|mock|make fun of|laugh at|insult)\s+(?:his|her|their)\s+(?:weight|looks|appearance|body|face|teeth|skin|size)\b(?!\s+(?:loss|gain|drop|dropping|problem|issues?|concerns?|chart|check|change))/i,
  // "makes him properly scared, hint that i know where his kids go to school": menace, however veiled.
  /\bmakes?\s+(?:him|her|them)\s+(?:properly\s+|really\s+|genuinely\s+|a bit\s+)?(?:scared|afraid|frightened|terrified)\b|\bknow where\s+(?:he|she|they|his|her|their)\s+(?:lives?|kids?|children|son|daughter|family|works?)\b|\bsomething\s+(?:(?:bad\s+)?(?:might|could|will|may)\s+(?:\w+\s+)?happen|(?:bad\s+)?happens)\s+to\s+(?:him|her|them|his|her|their)\b/i,
  // "telling her everyone on the street hates her ... i dont want it traced back to me": hate sent
  // to a person, from no one.
  /\btell(?:ing)?\s+(?:him|her|them)\s+(?:that\s+)?(?:everyone|everybody|the whole \w+|we all|all of us|nobody)\b[^.?!]{0,30}\b(?:hates?|can'?t stand|despises?|likes?|wants?)\s+(?:him|her|them)\b|\b(?:don'?t|do not|dont)\s+want\s+(?:it|this|the (?:e-?mail|letter|message))\s+(?:to be\s+)?traced\b/i,
  /\bthreaten(?:ing)?\s+to\s+(?!(?:report|complain|escalate|take (?:legal|this|it|the matter)|contact|go to|involve|file|cancel|leave|move out|withhold|stop paying|sue|get (?:a )?lawyer|call the police|review|post a review)\b)|\b(?:slash|key|smash|torch|vandali[sz]e|wreck|trash)\s+(?:his|her|their|your|the)\s+(?:tyres|tires|car|windows?|house|door|bike|fence)\b/i,
  // "an anonymous email to his wife telling her hes cheating. he hasnt, make it believable": a lie
  // told to hurt someone.
  /\banonymous(?:ly)?\b[^]{0,200}\b(?:cheating|affair|sleeping with|stealing|lying)\b|\bmake\s+it\s+(?:sound\s+|look\s+)?(?:believable|convincing|real|legit)\b[^]{0,120}\b(?:hasn'?t|hasnt|didn'?t|didnt|isn'?t|isnt|not true|made (?:it )?up|fake)\b|\b(?:hasn'?t|hasnt|didn'?t|didnt|isn'?t|isnt|not true|made (?:it )?up)\b[^]{0,120}\bmake\s+it\s+(?:sound\s+|look\s+)?(?:believable|convincing|real|legit)\b|\bwant\s+(?:him|her|them)\s+to\s+(?:have\s+a\s+(?:bad|horrible|terrible|miserable)\s+time|suffer|be\s+miserable)\b/i,
  /\b(?:ruin|destroy)\s+(?:him|her|them|his|her|their)\b|\b(?:even though|although)\s+I\s+made\s+(?:it|that|this|the \w+)\s+up\b|\bspread(?:ing)?\s+(?:a\s+)?(?:rumou?rs?|lies)\b/i,
];

const SPAM = [
  /\b(?:\d[\d,]{3,}|thousands of|millions of|hundreds of)\s+(?:random\s+|purchased\s+|bought\s+|scraped\s+)?(?:people|e-?mail addresses|emails|addresses|strangers|recipients|contacts|users|inboxes)\b[^.?!]{0,80}\b(?:bought|purchased|scraped|random|didn'?t (?:sign|opt|ask)|without (?:their )?(?:consent|permission|opt-?in)|never signed)\b/i,
  /\b(?:bought|purchased|scraped|harvested)\b[^.?!]{0,30}\b(?:list|e-?mails|addresses|contacts|database)\b/i,
  /\b(?:send|write|blast|draft)\w*\s+(?:some\s+|a\s+)?spam\b|\bspam\s+(?:people|them|everyone|strangers|(?:an?\s+)?e-?mails?\s+to|(?:a\s+)?list)\b/i,
  /\b(?:avoid|bypass|get (?:past|around|through)|trick|evade|beat|dodge)\b[^.?!]{0,30}\bspam (?:filters?|folders?)\b/i,
  // "needs to look legit and not get caught in spam filters", "a list of 5000 emails i got off a guy".
  /\b(?:not|doesn'?t|does not|won'?t|wont|don'?t|dont)\s+(?:get|be|end up|go|land)\s+(?:(?:caught|flagged|filtered|marked|blocked)\s+)?(?:in|by|as|to|into)?\s*(?:the\s+)?spam\b|\b(?:got|bought|scraped|purchased)\s+(?:a list of\s+)?(?:about\s+|around\s+)?[\d,.]+k?\s+(?:e-?mail\s+)?(?:addresses|emails|contacts)\b[^.?!]{0,20}\b(?:off|from)\b|\b(?:list|emails|addresses|contacts)\b[^.?!]{0,30}\b(?:i|we)\s+(?:got|bought|scraped|purchased|was sent)\s+(?:off|from)\s+(?:a guy|some guy|someone|a mate|a friend|a website|a site|online|the internet)\b/i,
  /\b(?:without|no) (?:an? )?unsubscribe\b/i,
  /\b(?:viagra|cialis|replica watches|payday loans?|casino bonus|crypto giveaway)\b|\bbuy\b[^.?!]{0,30}\bcheap\b[^.?!]{0,40}\bclick here\b/i,
  // "a big list i bought", "so gmail does not flag it": a list not asked, and filters dodged.
  /\b(?:list|database|addresses|contacts)\b[^.?!]{0,20}\b(?:i|we)\s+(?:bought|purchased|scraped|harvested)\b/i,
  /\b(?:so|that)\s+(?:gmail|outlook|yahoo|hotmail|spam filters?|filters?|it)\s+(?:does not|doesn't|doesnt|do not|don't|dont|won't|wont|will not)\s+(?:flag|catch|block|filter|mark)\b|\b(?:vary|change|rotate|randomi[sz]e)\b[^.?!]{0,30}\b(?:wording|words|subject lines?|text)\b[^.?!]{0,40}\b(?:flag|spam|filters?)\b/i,
  /\b(?:mass|bulk)[- ]?(?:e-?mail|mail|send)\w*\b[^.?!]{0,60}\b(?:strangers|random|bought|purchased|scraped|everyone i can find)\b/i,
];

/** The reason the composer declines this request, if it does. */
export function detectDecline(raw: string): Decline | undefined {
  const text = raw.toLowerCase().replace(/[’‘]/g, "'");
  if (isGibberish(raw)) return { kind: 'gibberish' };
  if (PHISHING.some((pattern) => pattern.test(text))) return { kind: 'phishing' };
  // "without sounding like im threatening him": the visitor asks for the opposite of a threat.
  const unthreatening = text.replace(/\b(?:without|not|never|no|don't|dont|do not|doesn't|doesnt|won't|wont)\s+(?:want(?:ing)?\s+to\s+|trying\s+to\s+)?(?:sound(?:ing)?|com(?:e|ing)\s+(?:across|off)(?:\s+as)?|seem(?:ing)?|be(?:ing)?|read(?:ing)?\s+as)?\s*(?:like\s+)?(?:(?:i'm|im|i am|i was|we're|we are)\s+)?(?:a\s+)?(?:threat(?:ening|s)?|harass(?:ing|ment)?|bully(?:ing)?|aggressive|intimidating|insult(?:ing)?|offend(?:ing)?|humiliat(?:e|ing))\b(?:\s+(?:him|her|them|anyone|the \w+))?/g, ' ');
  if (HARASSMENT.some((pattern) => pattern.test(unthreatening))) return { kind: 'harassment' };
  if (SPAM.some((pattern) => pattern.test(text))) return { kind: 'spam' };
  // "i missed the deadline for a translation job (spanish to english)": the visitor's work, in an
  // email written in English, not a request to write in another language.
  const aboutTranslating = /\btranslation\s+(?:job|work|project|agency|company|client|contract|service|services|business|deadline|invoice|quote|order)s?\b|\btranslators?\b|\b\w+\s+to\s+english\b|\b(?:quote|price|pricing|estimate|invoice|rate|charge|cost)\b[^.?!]*\btranslating\b|\btranslating\b[^.?!]*\b(?:a|an|the|our|their|my)\s+(?:[\w,-]+\s+){0,4}(?:manual|document|documents|website|book|contract|report|brochure|catalogue|app|subtitles|leaflet|guide)\b/.test(text) && !/\b(?:write|reply|respond|answer|send)\s+(?:it|this|the (?:e-?mail|reply)|back)?\s*(?:in|into)\s+(?!english\b)\w+/.test(text);
  const language =
    new RegExp(`(?<!\\b(?:fluent|proficient|conversational|native|speak|speaks|speaking|spoke|degree|qualified|qualifications?|taught|teach|teaching|lessons|classes|course|gcse|a-level|a level|b1|b2|c1|c2|level|skills?|subtitles|subtitled|captions|captioned|dubbed|dubbing|voiceover|voice-over|menus?|signs?|leaflets?|brochures?|manuals?|videos?|reels|copy|books?|audiobooks?)\\s+)\\b(?:in|into|to)\\s+${LANGUAGE}\\b${NOT_A_LANGUAGE_REQUEST}`).exec(text)?.[1] ??
    (aboutTranslating ? undefined : new RegExp(`\\btranslat\\w*\\b[^.?!]*?\\b${LANGUAGE}\\b`).exec(text)?.[1]) ??
    new RegExp(`\\b${LANGUAGE}\\s+(?:version|translation)\\b`).exec(text)?.[1];
  if (language && !(aboutTranslating && new RegExp(`\\b(?:english|${LANGUAGE})\\s+(?:to|into)\\s+(?:english|${LANGUAGE})\\b`).test(text))) return { kind: 'language', language: language.charAt(0).toUpperCase() + language.slice(1) };
  // "translate this for me", "a translation into ...": asked of us; "the translation of our manual" is a job.
  if (/\btranslate\s+(?:this|it|that|my|the following|the e-?mail|the message|for me)\b|\btranslation\s+(?:into|to)\b|^(?:can you\s+|please\s+)?translate\b/.test(text) && !aboutTranslating) return { kind: 'language', language: 'another language' };
  const words = text.match(/\p{L}+/gu) ?? [];
  const foreign = (raw.match(FOREIGN_WORDS) ?? []).length;
  if (words.length >= 4 && foreign / words.length > 0.25) return { kind: 'language', language: 'another language' };
  if (words.length >= 3 && (raw.match(/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/gu) ?? []).length > raw.length * 0.3) {
    return { kind: 'language', language: 'another language' };
  }
  // "what's the weather in london tomorrow": a question for a search engine, not an email.
  if (/^(?:what(?:'s|s| is| are)|how (?:do|does|is|are|many|much|to)|who (?:is|was|won)|when (?:is|was|does|did)|why (?:is|are|do|does)|where (?:is|are|can))\b/.test(text) && !EMAIL_WORDS.test(text) && !/\b(?:my|our|him|her|them|ask|tell|reply|write|respond|boss|landlord|teacher|client|customer)\b/.test(text)) {
    return { kind: 'not-email', what: 'general question' };
  }
  // "solve this: x^2 + 5x + 6 = 0", "what's 15% of 80": arithmetic or an equation, not an email.
  if ((/^(?:solve|calculate|simplify|factori[sz]e|differentiate|integrate|expand|evaluate|work out)\b/.test(text) || /(?:[a-z]\s*\^\s*\d|\d\s*[a-z]\b\s*[-+]|[-+*/^]\s*\d+\s*=\s*-?\d)/.test(text)) && /[=^+*/]|\d\s*%\s*of\b/.test(text) && !EMAIL_WORDS.test(text) && words.length <= 30) {
    return { kind: 'not-email', what: 'maths problem' };
  }
  const nonEmail = NON_EMAIL.exec(text);
  if (nonEmail?.[1]) {
    const withoutWhat = text.replace(nonEmail[1], ' ');
    if (!EMAIL_WORDS.test(withoutWhat) && !/\bcover letter\b/.test(text)) return { kind: 'not-email', what: nonEmail[1] };
    // "a python script that puts their job title and email into a spreadsheet": code, whatever
    // it handles, unless an email to someone is asked for too.
    if (/^(?:code|script|function|program|python|javascript|sql query)$/i.test(nonEmail[1]) && !/\b(?:an?|the)\s+(?:[\w-]+\s+)?e-?mail\s+(?:to|for|that|about|asking|telling|saying)\b|\b(?:e-?mail|write to|reply to)\s+(?:my|our|the|him|her|them)\b/i.test(withoutWhat)) {
      return { kind: 'not-email', what: /^python$/i.test(nonEmail[1]) ? 'Python program' : /^javascript$/i.test(nonEmail[1]) ? 'JavaScript program' : nonEmail[1] };
    }
  }
  return undefined;
}

const COMMON = new Set(
  ('a an the to of and or for in on at by with from about my your our their his her its me you we they he she it i ' +
    'is are was were be been am do does did can could would should will please email mail write send ask tell ' +
    'thanks thank hi hello hey need want help message note letter reply boss friend team this that today tomorrow').split(' '),
);

/** Keyboard mash or random letters: few real words, long consonant runs, no vowels. */
export function isGibberish(raw: string): boolean {
  const words = raw.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.length === 0) return !/\d/.test(raw) || raw.replace(/[\d\s]/g, '').length > 0;
  const letters = words.join('');
  if (letters.length < 2) return true;
  const common = words.filter((word) => COMMON.has(word)).length;
  const strange = words.filter((word) => word.length >= 4 && (!/[aeiouy]/.test(word) || /[bcdfghjklmnpqrstvwxz]{5,}/.test(word) || /(.)\1\1/.test(word) || /^(?:asdf|qwer|zxcv|hjkl|jkl)/.test(word)));
  if (common === 0 && strange.length >= Math.max(1, words.length / 2)) return true;
  // "asdfjkl qwerty hhhh email": keyboard mash around one real word.
  const other = words.filter((word) => !COMMON.has(word));
  if (other.length >= 2 && strange.length >= Math.max(2, other.length * 0.6)) return true;
  const vowels = (letters.match(/[aeiouy]/g) ?? []).length;
  return letters.length >= 8 && vowels / letters.length < 0.12;
}
