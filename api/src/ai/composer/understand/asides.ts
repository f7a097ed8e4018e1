import { remembered } from '../text.ts';
import { sentencesOf } from './quoted.ts';

// Notes the visitor writes to us, not to the recipient: how to word it ("idk how to word this
// without it seeming greedy", "dont make it aggressive", "is that weird"), how the recipient takes
// things ("he's kind of touchy about money stuff"), what someone else wants of the email ("my
// husband wants it to sound angrier"), and chat fillers ("tbh", "idk just help"). Whatever rule
// read the request, a clause like these is never a line of the email: this is the last check on
// each piece of content before it is written, and on each written sentence.

/** "hes a good friend but": who the reader is to the writer, before the reason behind the answer. */
export const GOOD_FRIEND_BUT = String.raw`(?:he|she|they)(?:'s|s|\s+is|'re|re|\s+are)\s+(?:a\s+|my\s+)?(?:really\s+|very\s+)?(?:good|close|old|great|best|dear|lovely)\s+(?:friend|mate|pal)s?\s+but\b`;

// A clause runs to the next comma, semicolon or sentence end.
const CLAUSE = String.raw`[^,;.!?\n]*`;
const START = String.raw`(?:^(?:so\s+|but\s+|and\s+)?|(?<=[,;.!?])\s*|\s+(?:so|but|and|or|because|cause|cos|bc)\s+)`;

/** "honestly the culture is toxic but i dont want to burn bridges": what the writer thinks, and will not say, told to us. */
export const VENT_BUT_NOT = /(^|[,.;]\s*)(?:and\s+)?(?:honestly|tbh|to be honest|between (?:us|you and me)|ngl|truth is|if i'?m honest),?\s+[^,.;!?]*?\s+but\s+(?:I\s+)?(?:do not|don't|dont|won't|wont)\s+(?:want\s+to\s+)?[^,.;!?]*/gi;

/** "need to ask without starting a fight": that the writer must write, and how, told to us. */
export const MUST_WRITE_HOW = new RegExp(`${START}(?:I\\s+)?(?:really\\s+)?(?:need|want|have)\\s+to\\s+(?:ask|tell|email|message|text|raise\\s+(?:it|this)|bring\\s+(?:it|this)\\s+up|say\\s+(?:it|something|this))(?:\\s+(?:her|him|them))?\\s+(?:without|but\\s+not|but\\s+(?:do not|don't|dont)\\s+want\\s+to)\\b${CLAUSE}`, 'gi');

const NOTES: readonly RegExp[] = [
  // "idk how to word this", "not sure how to say it", "no idea how to ask without ..."
  new RegExp(`${START}(?:(?:I\\s+)?(?:do not|don't|dont|really don't|really do not)\\s+know|idk|not sure|no idea|unsure)\\s+(?:how|what)\\s+(?:to\\s+|I\\s+should\\s+|should\\s+I\\s+)?(?:word|say|phrase|put|write|ask|approach|start|handle|frame|bring up|raise|respond|reply|answer)\\b${CLAUSE}`, 'gi'),
  // "dont want to sound like im moaning", "please do not make it aggressive", "don't grovel"
  new RegExp(`${START}(?:please\\s+)?(?:I\\s+)?(?:do not|don't|dont)\\s+(?:want\\s+(?:it\\s+)?to\\s+|wanna\\s+)?(?:sound|seem|come\\s+(?:across|off)|make\\s+(?:it|this|the\\s+email)|be\\s+too|grovel|moan|beg|whine|rant|overdo|overthink|go\\s+overboard|burn\\s+(?:any\\s+)?bridges|hurt\\s+(?:his|her|their|anyone's|your)\\s+feelings|upset\\s+(?:him|her|them))\\b${CLAUSE}`, 'gi'),
  // "without it seeming like that's all i care about", "without sounding rude"
  new RegExp(`${START}without\\s+(?:it\\s+|me\\s+|this\\s+)?(?:seeming|sounding|coming\\s+(?:across|off)|looking|being\\s+(?:too|rude|pushy|mean|awkward|(?:that|the|a)\\s+(?:annoying\\s+|difficult\\s+|pushy\\s+)?(?:parent|person|guy|mum|mom|dad|tenant|customer|employee|neighbou?r)\\b))\\b${CLAUSE}`, 'gi'),
  // "so maybe mention that lightly", "mention it in passing": how to say a thing, told to us.
  new RegExp(`${START}(?:so\\s+)?(?:maybe\\s+|perhaps\\s+|just\\s+|could\\s+|can\\s+)?(?:mention|reference|bring\\s+up|hint\\s+at)\\s+(?:that|it|this)\\s+(?:lightly|briefly|in\\s+passing|subtly|gently|casually|quickly|at\\s+the\\s+end)(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "own it but dont overdo it", "own up to it": how to take the blame, told to us.
  new RegExp(`${START}(?:(?:I\\s+)?(?:want|need)\\s+to\\s+)?own\\s+(?:it|this|the\\s+mistake|my\\s+mistake|up(?:\\s+to\\s+it)?)(?:\\s+but\\s+[^,;.!?\\n]*)?(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "apologise properly, not make excuses", "no excuses": how to apologise, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:not|no|without|(?:do not|don't|dont)\\s+(?:want\\s+to\\s+)?)\\s*(?:make|making|give|giving)?\\s*(?:any\\s+)?excuses\\b${CLAUSE}`, 'gi'),
  // "but not grovel", "not too corporate", "not corporate"
  new RegExp(`${START}(?:but\\s+)?not\\s+(?:too\\s+|overly\\s+|super\\s+)?(?:grovel\\w*|beg\\w*|moan\\w*|whin\\w*|corporate|stiff|robotic|cringe|cringey|salesy|preachy|aggressive|over\\s+the\\s+top|ott)\\b${CLAUSE}`, 'gi'),
  // "keep it upbeat", "make it warm", "pls make it sound like me"
  new RegExp(`${START}(?:please\\s+|pls\\s+|plz\\s+|but\\s+|and\\s+)?(?:keep|make)\\s+(?:it|this|the\\s+(?:email|tone))\\s+(?:sound\\s+)?(?:more\\s+|really\\s+|very\\s+|nice\\s+and\\s+|a\\s+bit\\s+|a\\s+little\\s+)?(?:upbeat|short|brief|warm|positive|light|lighthearted|light-hearted|casual|friendly|formal|informal|professional|simple|polite|nice|chill|fun|funny|jokey|joky|playful|cheeky|sweet|human|genuine|natural|personal|like\\s+me|not\\s+\\w+)\\b${CLAUSE}(?:\\s+so\\s+(?:it's|its|it\\s+is|that\\s+it's|that's|thats)\\s+not\\s+[^,;.!?\\n]*)?`, 'gi'),
  // "write her something kind": what to write, told to us.
  new RegExp(`${START}(?:(?:can you|could you|pls|please)\\s+)?write\\s+(?:her|him|them|me)\\s+(?:something|a\\s+(?:(?:short|quick|little)\\s+)?(?:note|message|card|line))(?:\\s+(?:really\\s+)?(?:kind|nice|lovely|sweet|thoughtful|heartfelt|comforting|supportive|warm))+\\b${CLAUSE}`, 'gi'),
  // "need to be clear but not start a fight": what the writer wants to avoid, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:not|without|(?:do not|don't|dont)\\s+(?:want\\s+to\\s+)?)\\s*(?:start(?:ing)?|pick(?:ing)?|caus(?:e|ing)|kick(?:ing)?\\s+off)\\s+(?:a\\s+|an\\s+)?(?:fight|row|argument|war|drama|beef|falling\\s+out|whole\\s+thing)\\b[^,;.!?\\n]*`, 'gi'),
  // "need to ask without starting a fight", "want to tell him but not upset him".
  MUST_WRITE_HOW,
  // "really nervous about this one", "i cant find the words": how the writer feels about writing it, told to us.
  new RegExp(`${START}(?:(?:I'm|I am|im)\\s+)?(?:really\\s+|so\\s+|a\\s+bit\\s+|quite\\s+|super\\s+|very\\s+)?(?:nervous|anxious|scared|stressed|terrified|worried)\\s+about\\s+(?:this|it|this\\s+one|sending\\s+(?:this|it)|writing\\s+(?:this|it))(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  new RegExp(`${START}(?:I\\s+)?(?:just\\s+)?(?:can't|cant|cannot|can\\s+not)\\s+find\\s+the\\s+(?:right\\s+)?words(?:\\s+(?:at\\s+all|tbh|honestly))?(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "we're close but hes rubbish with money", "we arent that close": who the reader is to the writer, told to us.
  new RegExp(`${START}(?:we're|we\\s+are|were)\\s+(?:not\\s+|really\\s+|quite\\s+|pretty\\s+|super\\s+|very\\s+|that\\s+)*close\\b(?:\\s+but\\s+[^.!?\\n]*)?`, 'gi'),
  // "hes rubbish with money", "she's hopeless at admin": what the writer thinks of the reader, told to us.
  new RegExp(`${START}(?:he's|hes|he\\s+is|she's|shes|she\\s+is|they're|theyre|they\\s+are)\\s+(?:a\\s+bit\\s+|so\\s+|really\\s+|totally\\s+|just\\s+)?(?:rubbish|terrible|useless|hopeless|awful|crap|bad)\\s+(?:with|at)\\s+[^,;.!?\\n]*`, 'gi'),
  // "dont throw him under the bus tho", "i'm done being nice": how the writer feels about the email, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:please\\s+)?(?:(?:do not|don't|dont)\\s+(?:throw|chuck|drop)\\s+(?:\\w+\\s+){1,2}(?:under\\s+the\\s+bus|in\\s+it)|(?:I'm|I am|im)\\s+(?:so\\s+)?(?:done|finished|through|sick\\s+of|tired\\s+of|over)\\s+being\\s+(?:nice|polite|patient|reasonable|understanding))\\b${CLAUSE}`, 'gi'),
  // "keep it friendly they seem chill": what the readers are like, the reason for the tone, told to us.
  new RegExp(`(?:${START}|\\s+)(?:as\\s+|since\\s+|because\\s+|cos\\s+)?(?:they|he|she)\\s+(?:seem|seems|sound|sounds|look|looks|are|is)\\s+(?:really\\s+|pretty\\s+|quite\\s+|very\\s+|super\\s+|fairly\\s+)?(?:chill|laid[- ]back|relaxed|informal|casual|easygoing|easy-going|trendy|young and fun|quite informal)(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "im fuming ive booked the whole week off": how the writer feels, told to us before the facts.
  new RegExp(`(?:^|(?<=[,;.!?])\\s*)(?:I'm|I am|im)\\s+(?:so\\s+|really\\s+|absolutely\\s+|actually\\s+|bloody\\s+)?(?:fuming|furious|livid|raging|seething|pissed off|so angry|so cross|so annoyed|gutted)(?:\\s+(?:tbh|tho|honestly|lol|now))?(?:\\s*[,;.!]\\s*|\\s+)(?=(?:I've|ive|I have|I had|we've|weve|we have|they|the|it|this|he|she)\\b)`, 'gi'),
  // "im fuming but want to sound reasonable": how the writer feels, and how they want to come across.
  new RegExp(`${START}(?:I'm|I am|im)\\s+(?:so\\s+|really\\s+|absolutely\\s+|actually\\s+)?(?:fuming|furious|livid|raging|seething|pissed off|so angry|so cross)\\s+but\\b${CLAUSE}`, 'gi'),
  new RegExp(`${START}(?:but\\s+)?(?:I\\s+)?(?:want|need|have)\\s+to\\s+(?:sound|seem|come\\s+across|stay|keep\\s+it)\\s+(?:reasonable|calm|professional|polite|measured|civil|nice|friendly|respectful)\\b${CLAUSE}`, 'gi'),
  // "reply without falling out, shes sensitive", "so want to say that": what the writer wants, told to us.
  new RegExp(`${START}(?:reply\\s+|respond\\s+|write\\s+(?:it\\s+|back\\s+)?)?(?:without\\s+(?:us\\s+|me\\s+)?)?(?:falling\\s+out|upsetting\\s+(?:her|him|them)|hurting\\s+(?:her|his|their)\\s+feelings|offending\\s+(?:her|him|them)|a\\s+row|an\\s+argument|starting\\s+a\\s+row|making\\s+it\\s+(?:weird|awkward))\\b${CLAUSE}`, 'gi'),
  new RegExp(`${START}(?:she's|shes|she\\s+is|he's|hes|he\\s+is|they're|theyre|they\\s+are|you're|you\\s+are)\\s+(?:quite\\s+|a\\s+bit\\s+|very\\s+|really\\s+|super\\s+|so\\s+)?(?:sensitive|touchy|prickly|fragile|easily\\s+offended|defensive)\\s*(?=[,;.!?]|$)`, 'gi'),
  new RegExp(`${START}(?:I\\s+)?(?:really\\s+)?(?:want|wanted|wanna|need)\\s+to\\s+(?:say|tell\\s+(?:her|him|them|you))\\s+(?:that|this|so)\\s*(?=[,;.!?]|$)`, 'gi'),
  // "she's devastated", "hes in bits": how the grieving reader feels, told to us; never said back to them.
  new RegExp(`${START}(?:she's|shes|she\\s+is|he's|hes|he\\s+is|they're|theyre|they\\s+are|you're|you\\s+are)\\s+(?:absolutely\\s+|completely\\s+|totally\\s+|so\\s+|really\\s+|just\\s+)?(?:devastated|heartbroken|gutted|in\\s+bits|in\\s+pieces|a\\s+wreck|beside\\s+(?:her|him|them)sel(?:f|ves)|distraught|inconsolable)\\s*(?=[,;.!?]|$)`, 'gi'),
  // "..., so feels a bit awkward", "so a bit emotional": how the writer feels about writing it, told to us.
  new RegExp(`(?:^|,\\s*|(?<!\\b(?:was|were|been|felt|seemed|looked|became|got)|\\b(?:he|she|they|you|we)(?:'s|'re|\\s+is|\\s+are))\\s+)so\\s+(?:it\\s+|this\\s+|that\\s+)?(?:(?:feels|is|it's|its|seems|i'm|I'm|im|I am|feeling)\\s+)?(?:a\\s+bit\\s+|kind\\s+of\\s+|kinda\\s+|really\\s+|quite\\s+|a\\s+little\\s+|super\\s+)?(?:awkward|weird|strange|odd|uncomfortable|embarrassing|cringe|emotional|nervous|anxious|sad)\\b${CLAUSE}`, 'gi'),
  // "how do i say no gallery till paid without being a jerk", "how do i word it", "how do i not sound greedy": a question to us.
  new RegExp(`${START}how\\s+(?:do|should|can|would)\\s+I\\s+(?:say|word|phrase|put|ask|tell|write|explain|handle|approach|bring\\s+up|raise|do|(?:not|avoid)\\s+(?:sound|seem|come|look|sounding|seeming|coming|looking))\\b${CLAUSE}\\??`, 'gi'),
  // "hes a good friend but ive lent him money before": who they are to the writer, and why, told to us.
  new RegExp(`${START}${GOOD_FRIEND_BUT}${CLAUSE}`, 'gi'),
  // "so i think its fair to ask": why the writer may ask, told to us.
  new RegExp(`${START}(?:I\\s+)?(?:think|feel|reckon)\\s+(?:it's|its|it\\s+is)\\s+(?:only\\s+|totally\\s+|completely\\s+)?(?:fair|reasonable|ok|okay|fine)\\s+to\\s+(?:ask|request|chase|mention|say|push)\\b${CLAUSE}`, 'gi'),
  // "getting annoyed but need to stay professional": how the writer feels, told to us.
  new RegExp(`${START}(?:I'm\\s+|I am\\s+|im\\s+)?getting\\s+(?:really\\s+|quite\\s+|a\\s+bit\\s+|pretty\\s+|very\\s+|so\\s+)?(?:annoyed|frustrated|fed\\s+up|irritated|impatient|angry|cross|stressed|desperate|sick\\s+of\\s+(?:it|this))(?=\\s*(?:[,;.!?]|$|\\s+but\\b|\\s+now\\b))${CLAUSE}`, 'gi'),
  // "dont need to go into detail about the surgery": what the email leaves out, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:I\\s+)?(?:do not|don't|dont|no\\s+need\\s+to|don't\\s+have|do\\s+not\\s+have)\\s*(?:need\\s+|want\\s+|have\\s+)?(?:to\\s+)?(?:go\\s+into|give|share|include|explain)\\s+(?:any\\s+|too\\s+much\\s+|much\\s+|the\\s+|all\\s+the\\s+)?(?:detail|details|specifics|reasons?|the\\s+why)\\b${CLAUSE}`, 'gi'),
  // "first time ive done this": the writer's nerves, told to us.
  new RegExp(`${START}(?:(?:this\\s+is|it's|its|it\\s+is)\\s+(?:my|the)\\s+)?first\\s+time\\s+(?:I've|I\\s+have|ive|I'm|im|I\\s+am)\\s+(?:ever\\s+)?(?:done|doing|had\\s+to\\s+do|written|writing|sent|sending)\\s+(?:this|one|one\\s+of\\s+these|anything\\s+like\\s+this)\\b${CLAUSE}`, 'gi'),
  // "im nervous shell be upset": the writer's worry about how it lands, told to us.
  new RegExp(`${START}(?:I'm|I\\s+am|im)\\s+(?:so\\s+|really\\s+|a\\s+bit\\s+|quite\\s+|kinda\\s+)?(?:nervous|worried|scared|anxious|terrified|dreading\\s+it)\\s+(?:that\\s+)?(?:she|he|they|you|it|my\\s+\\w+)(?:'ll|\\s+will|\\s+might|\\s+may|'s\\s+going\\s+to|\\s+is\\s+going\\s+to)\\s+(?:be|get|take\\s+it)\\b${CLAUSE}`, 'gi'),
  // "she tends to take over so be tactful", "hes a good worker so dont want to crush him": a reason for the tone, with it.
  new RegExp(`${START}${CLAUSE}\\bso\\s+(?:(?:be|go)\\s+(?:a\\s+bit\\s+|really\\s+|extra\\s+)?(?:tactful|nice|kind|gentle|careful|polite|diplomatic|sensitive|easy|soft|firm)|(?:I\\s+)?(?:do not|don't|dont)\\s+want\\s+to\\s+(?:crush|upset|hurt|scare|offend|lose|annoy|demotivate|embarrass)|tread\\s+carefully)\\b${CLAUSE}`, 'gi'),
  // "but dont want to hurt her", "don't want to upset him": how the writer hopes it lands, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:I\\s+)?(?:really\\s+)?(?:do not|don't|dont)\\s+(?:really\\s+)?(?:want|wanna)\\s+(?:to\\s+)?(?:hurt|upset|offend|crush|annoy|disappoint|embarrass|scare)\\s+(?:her|him|them|anyone|you)(?:\\s+(?:feelings|too\\s+much|at\\s+all))?(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "moneys tight but i dont really want to say that": what the email keeps back, told to us, with it.
  new RegExp(`${START}${CLAUSE}\\bbut\\s+(?:I\\s+)?(?:do not|don't|dont)\\s+(?:really\\s+)?(?:want\\s+to|wanna)\\s+(?:say|mention|tell\\s+(?:her|him|them))\\s+(?:that|this|it)\\b${CLAUSE}`, 'gi'),
  // "no cliches pls", "not too cheesy", "nothing soppy": how the email should not read.
  new RegExp(`${START}(?:but\\s+)?(?:no|not\\s+too|nothing|without\\s+(?:any\\s+)?)\\s*(?:cliches?|clichés?|cheesy|cheese|soppy|sappy|gushy|mushy|fluff|waffle|waffling|jargon|emojis?|exclamation\\s+marks?)\\b${CLAUSE}`, 'gi'),
  // "want it fun", "want it to sound warm": the tone wanted.
  new RegExp(`${START}(?:I\\s+)?want\\s+it\\s+(?:to\\s+(?:be|sound|feel)\\s+)?(?:really\\s+|quite\\s+|a\\s+bit\\s+)?(?:fun|funny|short|warm|friendly|formal|professional|casual|light|upbeat|polite|firm|simple|brief|heartfelt|personal|punchy|snappy|constructive|gentle|kind|supportive|encouraging|tactful|diplomatic|respectful|sincere|genuine|clear|positive)\\b${CLAUSE}`, 'gi'),
  // "sending to our community group list", "its going out to the whole mailing list": where it goes, told to us.
  new RegExp(`${START}(?:I'm\\s+|I am\\s+|it's\\s+|its\\s+|it is\\s+)?(?:sending|emailing|going\\s+out|posting)\\s+(?:it\\s+|this\\s+)?(?:to|out\\s+to|on)\\s+(?:our|my|the)\\s+(?:[\\w-]+\\s+){0,3}(?:list|group|chat|mailing\\s+list|newsletter|whatsapp)\\b${CLAUSE}`, 'gi'),
  // "want to be honest but not cause panic": what the writer wants the email to do, told to us.
  new RegExp(`${START}(?:I\\s+)?want\\s+to\\s+be\\s+(?:honest|clear|kind|fair|transparent|direct|upfront|supportive)\\s+(?:but|and|without)\\s+${CLAUSE}`, 'gi'),
  // "she tends to take over", "he likes to overthink things": how the reader takes things, told to us.
  new RegExp(`${START}(?:he|she|they|you|my\\s+[\\w-]+)\\s+(?:tends?|likes?)\\s+to\\s+(?:take\\s+over|overreact|panic|worry|overthink|take\\s+things|get\\s+(?:defensive|upset|offended|stressed)|be\\s+(?:a\\s+bit\\s+)?(?:bossy|touchy|defensive|sensitive|dramatic))\\b${CLAUSE}`, 'gi'),
  // "but not cause panic", "without causing alarm": what the email must not do, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:not|without|don't|dont|do\\s+not)\\s+(?:want\\s+to\\s+)?(?:cause|causing|create|creating|spark|sparking|start|starting)\\s+(?:a\\s+)?(?:panic|alarm|worry|drama|a\\s+fuss)\\b${CLAUSE}`, 'gi'),
  // "dont make excuses", "dont want to sour things": how the writer wants it to go, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:I\\s+)?(?:do not|don't|dont)\\s+(?:want\\s+to\\s+)?(?:make\\s+(?:any\\s+)?excuses|sour|spoil|ruin|damage|wreck)\\b${CLAUSE}`, 'gi'),
  // "soften it", "tone it down a bit", "but nicely", "dont be pushy", "dont name them": how to word it, told to us.
  new RegExp(`${START}(?:but\\s+|and\\s+|just\\s+|please\\s+|pls\\s+|obviously\\s+)*(?:soften\\s+(?:it|this|the\\s+blow)|tone\\s+(?:it|this)\\s+down|(?:say|ask|word|put|do)\\s+(?:it\\s+)?nicely|nicely|politely|gently|(?:do not|don't|dont)\\s+(?:be\\s+(?:too\\s+|overly\\s+)?(?:pushy|salesy|needy|desperate|harsh|rude|mean|preachy|defensive|passive[- ]aggressive|cheesy|formal|stiff)|name\\s+(?:them|him|her|you|names|anyone|any\\s+names|the\\s+\\w+)|over-?explain|lead\\s+with\\s+(?:it|that|this|the\\s+\\w+)))(?=\\s*(?:[,;.!?)]|$|\\s+(?:but|and|so|tho|though)\\b))`, 'gi'),
  // "i dont want to argue with the review just make it right": what the writer wants to avoid, told to us.
  new RegExp(`${START}(?:but\\s+)?(?:I\\s+)?(?:do not|don't|dont)\\s+want\\s+to\\s+(?:argue|fight|quarrel|bicker|make\\s+(?:a\\s+)?(?:fuss|big\\s+deal|scene)|cause\\s+(?:drama|trouble|a\\s+scene)|start\\s+(?:anything|a\\s+(?:row|fight|war|argument))|get\\s+into\\s+(?:it|an?\\s+\\w+))\\b${CLAUSE}`, 'gi'),
  new RegExp(`${START}(?:I\\s+)?(?:just\\s+)?(?:want\\s+to\\s+)?make\\s+it\\s+right(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "hes new", "shes quite new here": who the reader is, told to us.
  new RegExp(`${START}(?:he's|she's|they're|you're|hes|shes|theyre|he\\s+is|she\\s+is|they\\s+are|you\\s+are)\\s+(?:quite\\s+|pretty\\s+|still\\s+|really\\s+|fairly\\s+|very\\s+)?new(?:\\s+(?:here|to\\s+the\\s+team|to\\s+the\\s+job))?(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "theyre going to be annoyed": how the readers will take it, told to us; never said to them.
  new RegExp(`${START}(?:I\\s+know\\s+|I\\s+think\\s+)?(?:he's|she's|they're|you're|hes|shes|theyre|he\\s+is|she\\s+is|they\\s+are|you\\s+are|they'll|he'll|she'll|you'll|they\\s+will)\\s+(?:probably\\s+|definitely\\s+|likely\\s+)?(?:(?:going\\s+to|gonna|bound\\s+to)\\s+)?be\\s+(?:so\\s+|really\\s+|a\\s+bit\\s+|quite\\s+|pretty\\s+|very\\s+)?(?:annoyed|upset|gutted|disappointed|cross|angry|mad|furious|livid|sad|hurt|fuming|grumpy|unhappy|pissed\\s+off)(?=\\s*(?:[,;.!?]|$|\\s+(?:but|so|about\\s+(?:it|this|that))\\b))(?:\\s+about\\s+(?:it|this|that))?`, 'gi'),
  // "first reminder so keep it friendly": which reminder it is, told to us (a second or a final one is
  // told to the reader: normalize.ts says it as "this is my second reminder").
  new RegExp(`${START}(?:this\\s+is\\s+(?:the|my|our)\\s+)?(?:first|1st)\\s+(?:reminder|chaser|nudge|follow[- ]?up|warning)(?:\\s+so\\b${CLAUSE})?(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "without making it a massive thing", "dont want drama": how big it should feel, told to us.
  new RegExp(`(?:${START}|\\s+)without\\s+making\\s+(?:it|this|a)\\s+(?:into\\s+)?(?:a\\s+)?(?:massive|big|huge|whole|major)?\\s*(?:thing|deal|fuss|drama|song\\s+and\\s+dance)\\b${CLAUSE}`, 'gi'),
  new RegExp(`${START}(?:but\\s+)?(?:I\\s+)?(?:do not|don't|dont)\\s+want\\s+(?:any\\s+)?(?:drama|a\\s+fuss|fuss|awkwardness|it\\s+to\\s+(?:be|get)\\s+(?:awkward|weird|messy|a\\s+thing))\\b${CLAUSE}`, 'gi'),
  // "I don't want to put a number in the email": what the email leaves out, told to us.
  new RegExp(`${START}(?:I\\s+)?(?:do not|don't|dont)\\s+want\\s+to\\s+(?:put|give|include|mention|name|say)\\s+(?:a|any|an|the|my)\\s+(?:exact\\s+|specific\\s+)?(?:number|figure|amount|price|salary|sum)(?:\\s+(?:in|into)\\s+(?:the|this|my)\\s+(?:e-?mail|message|letter))?(?=\\s*(?:[,;.!?]|$))`, 'gi'),
  // "want to send him something personal and sincere, not corporate": the email wanted, told to us.
  new RegExp(`${START}(?:I\\s+|we\\s+)?(?:want|would like|'d like)\\s+to\\s+send\\s+(?:him|her|them|something)\\s+(?:something\\s+)?(?:personal|sincere|heartfelt|short|nice|kind|simple|warm|genuine|meaningful)\\b${CLAUSE}`, 'gi'),
  // "Martin, very old school": how the reader is, told to us.
  new RegExp(`(?<=[,;.!?(])\\s*(?:he's\\s+|she's\\s+|they're\\s+)?(?:very|quite|really|a\\s+bit|bit|pretty|super)\\s+old[- ]school(?=\\s*(?:[,;.!?)]|$))`, 'gi'),
  // "is that weird", "is this ok?"
  // "..., one last try": how often the writer has tried, for us.
  /(?:^|(?<=[,;.!?])\s*|\s+)(?:this is\s+)?(?:one|my)\s+last\s+(?:try|go|attempt|shot)(?:\s+(?:before i give up|lol))?\s*[.!]?\s*$/gi,
  // "im her manager" said last: who the writer is, for us.
  /(?:^|(?<=[,;.!?])\s*)(?:I'm|I am|im)\s+(?:her|his|their|your)\s+(?:line\s+)?(?:manager|boss|supervisor|landlord|landlady|teacher|tutor|coach|employer|team lead|team leader)\s*[.!]?\s*$/gi,
  /(?:^|(?<=[,;.!?])\s*|\s+(?:but|and|or)\s+)is\s+(?:that|this|it)\s+(?:weird|too\s+much|rude|strange|bad|normal|allowed|unprofessional|a\s+bad\s+idea)\b\??/gi,
  // "is that ok" asks us, unless it follows what the writer sent or offers the recipient
  // ("attaching council tax bill from may, is that ok"), or a plan that is theirs to agree to
  // ("we'll be back by 11 not 10 on saturday, is that ok?").
  /(?<!\b(?:attached|attaching|attach|enclosed|sent|sending|uploaded|booked|paid|offer|suggest|propose|instead|can do|could do|works?|will|'ll|be back|start|starting|arrive|arriving|come|coming|drop off|pick up)\b[^!?\n]{0,80})(?:^|(?<=[,;.!?])\s*|\s+(?:but|and|or)\s+)is\s+(?:that|this|it)\s+(?:ok|okay)\b(?!\s+(?:to|if|for|with|that)\b)\??/gi,
  // "idk just help", "pls help", "help me out here"
  // ("thanks for all his help": help that is a thing, after "his", stays.)
  /(?:^|(?<=[,;.!?])\s*|\s+(?=(?:I\s+|idk\b|just\b|pls\b|please\b|do not\b|don't\b|dont\b)))(?:(?:I\s+)?(?:do not|don't|dont)\s+know|idk)?\s*(?:just\s+|pls\s+|please\s+)?help(?:\s+me)?(?:\s+out)?(?:\s+here)?(?:\s+(?:pls|please|lol))?\s*$/gi,
  // "he's kind of touchy about money stuff", "she can be a bit prickly", "hes fine normally"
  new RegExp(`${START}(?:he|she|they|you|my\\s+(?:boss|manager|landlord|teacher|client))(?:'s|'re|\\s+is|\\s+are|\\s+can\\s+be|\\s+gets|\\s+get)\\s+(?:kind\\s+of\\s+|kinda\\s+|a\\s+bit\\s+|a\\s+little\\s+|quite\\s+|very\\s+|really\\s+|so\\s+|super\\s+|pretty\\s+|always\\s+)?(?:touchy|sensitive|prickly|defensive|strict|old[- ]school|funny\\s+about|fine\\s+normally|normally\\s+fine|nice\\s+normally|grumpy|moody|particular|picky|a\\s+stickler|easily\\s+offended|a\\s+bit\\s+much)\\b${CLAUSE}`, 'gi'),
  // "my husband wants it to sound angrier than i do", "so somewhere in between"
  new RegExp(`${START}(?:my|our)\\s+[\\w-]+\\s+wants\\s+(?:it|this|the\\s+email)\\s+to\\s+(?:sound|be|seem|come\\s+across)\\b${CLAUSE}`, 'gi'),
  /(?:^|(?<=[,;.!?])\s*|\s+(?:so|but|and)\s+)(?:so\s+)?somewhere\s+in\s+(?:between|the\s+middle)\b/gi,
  // "maybe mention it", "mention that too": what to mention was said before
  /(?:^|(?<=[,;.!?])\s*|\s+(?:so|but|and)\s+)(?:maybe|pls|please|also|might\s+as\s+well)?\s*mention\s+(?:it|that|this)(?:\s+too|\s+as\s+well)?\s*(?=[,;.!?]|$)/gi,
  // "not put a number in the email": an instruction about the email's own content
  new RegExp(`${START}(?:but\\s+)?(?:not|don't|dont|do not|without)\\s+(?:put|putting|include|including|give|giving|mention|mentioning|say|saying)\\s+${CLAUSE}\\s+in\\s+(?:the|this|my)\\s+(?:email|message|note)\\b${CLAUSE}`, 'gi'),
  // "theyre nice so want it friendly", "shes 84 so not too casual": a reason for the tone, with it
  new RegExp(`${START}${CLAUSE}\\bso\\s+(?:I\\s+)?(?:want\\s+it|keep\\s+it|make\\s+it|not\\s+too|nothing\\s+too|can't\\s+be\\s+too|cannot\\s+be\\s+too|cant\\s+be\\s+too|needs?\\s+to\\s+be)\\b${CLAUSE}`, 'gi'),
  // "shes been my work bestie for years so can be a bit cheeky": how the email may sound, with the reason
  /\s*,?\s+so\s+(?:I\s+|you\s+|it\s+|we\s+)?(?:can|could)\s+be\s+(?:a\s+(?:bit|little)\s+|quite\s+|really\s+)?(?:more\s+)?(?:cheeky|informal|casual|jokey|playful|silly|funny|relaxed|personal|honest|blunt|direct|cheesy)\b/gi,
  // "dont want it to be generic"
  // ("I don't want it to feel like a disciplinary, more checking in": what it should feel like instead, too.)
  new RegExp(`${START}(?:I\\s+)?(?:do not|don't|dont)\\s+want\\s+(?:it|this)\\s+to\\s+(?:be|sound|seem|feel|read|come\\s+across)\\b${CLAUSE}(?:,\\s*(?:more|rather|just|instead|more\\s+like)\\s+(?:a\\s+)?[a-z-]+(?:\\s+[a-z-]+){0,3}(?=\\s*[,.;!?]|$))?`, 'gi'),
  // "i got this from my landlord", "^ my client sent this", "need to reply", "reply pushing back"
  new RegExp(`${START}(?:\\^\\s*)?(?:I\\s+)?(?:got|received|get)\\s+this\\s+(?:e-?mail\\s+|message\\s+)?(?:from|off)\\s+${CLAUSE}`, 'gi'),
  new RegExp(`${START}(?:\\^\\s*)?(?:my|the|our)\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+(?:sent|forwarded|emailed)\\s+(?:me\\s+|us\\s+)?this\\b${CLAUSE}`, 'gi'),
  // "going to about 30 ppl mix of friends and work people": whom it goes to
  new RegExp(`${START}(?:it's\\s+|its\\s+|it is\\s+|I am\\s+|I'm\\s+)?going\\s+(?:out\\s+)?to\\s+(?:about\\s+|around\\s+|roughly\\s+)?\\d+\\s+(?:people|ppl|guests|parents|families|clients|customers|of\\s+them)\\b${CLAUSE}`, 'gi'),
  // "I want to nudge", "I need to push back": what the visitor means to do, said to us
  /(?:^|(?<=[,;.!?])\s*)(?:I\s+)?(?:just\s+)?(?:want|need|wanna|would like|'d like)\s+to\s+(?:nudge|nudge (?:him|her|them)|push back|chase|chase (?:him|her|them|it) up|follow up|own it|vent|check in|mention it(?:\s+nicely|\s+gently|\s+politely)?|raise it(?:\s+nicely|\s+gently|\s+politely)?)\s*(?=[,;.!?]|$)/gi,
  // "theyre at number 12": where the neighbour lives, told to us
  /(?:^|(?<=[,;.!?])\s*)(?:you're|you are|they're|they are|she's|she is|he's|he is)\s+(?:at|in)\s+(?:number|no\.?|#|flat|apartment|apt)\s*\d+\w?\s*(?=[,;.!?]|$)/gi,
  // "I think." left over from "i think her name is sophie"
  /(?:^|(?<=[,;.!?])\s*)I\s+think\s*(?=[.!?]|$)/g,
  // "and going to a competitor but dont say that": a fact the email must not say, with the fact
  /(?:,\s*|\s+and\s+)(?:(?!\s+and\s+)[^,;.!?\n])*?\s+but\s+(?:please\s+)?(?:do not|don't|dont)\s+(?:say|mention|tell\s+(?:them|him|her|anyone))\s+(?:that|it|this)\b/gi,
  new RegExp(`${START}${CLAUSE}\\s+but\\s+(?:please\\s+)?(?:do not|don't|dont)\\s+(?:say|mention|tell\\s+(?:them|him|her|anyone))\\s+(?:that|it|this)\\b`, 'gi'),
  // "havent spoken to him in a year so its a bit awkward": the awkwardness is ours
  /\s*,?\s+so\s+(?:it's|it is|its|this is|it feels)\s+(?:a\s+bit\s+|kind\s+of\s+|kinda\s+|a\s+little\s+|super\s+|really\s+|so\s+)?(?:awkward|weird|strange|uncomfortable|embarrassing)\b/gi,
  // "idk who i even email": ours
  new RegExp(`${START}(?:I\\s+)?(?:do not|don't|dont|really don't)\\s+(?:even\\s+)?know\\s+who\\s+(?:I\\s+)?(?:even\\s+|should\\s+)?(?:to\\s+)?(?:email|e-mail|write\\s+to|contact|send\\s+(?:it|this)\\s+to|complain\\s+to|ask)\\b${CLAUSE}`, 'gi'),
  // "so dont make me sound desperate", "dont make me look bad"
  new RegExp(`${START}(?:please\\s+)?(?:do not|don't|dont|I do not)\\s+make\\s+me\\s+(?:sound|look|seem|come\\s+across)\\b${CLAUSE}`, 'gi'),
  // "I want to because he's been good to me": a tone instruction's leftover reason
  new RegExp(`${START}(?:I\\s+)?want\\s+to\\s+(?:because|as|since|bc|cos)\\b${CLAUSE}`, 'gi'),
  // "we're good friends", "we used to be close": the relationship, told to us
  /(?:^|(?<=[,;.!?])\s*)(?:we're|we are|we've been|we have been)\s+(?:good|close|best|old|really good|great)\s+(?:friends|mates|pals)(?:\s+(?:for\s+(?:years|ages|\w+\s+years)|since\s+\w+))?\s*(?=[,;.!?]|$)/gi,
  // "dont want to get evicted tho", "dont want to start a war": what the visitor fears, not content
  new RegExp(`${START}(?:I\\s+)?(?:really\\s+)?(?:do not|don't|dont)\\s+want\\s+to\\s+(?:get\\s+(?:evicted|kicked out|fired|sacked|blacklisted|(?:him|her|them|anyone|someone)\\s+(?:in|into)\\s+trouble)|lose\\s+(?:(?:my|the|this)\\s+(?:job|flat|deposit|house|place|client|contract)|(?:him|her|them|you)(?:\\s+as\\s+a\\s+friend)?)|start\\s+(?:a|an)\\s+(?:war|fight|row|argument|feud)|rock\\s+the\\s+boat|cause\\s+(?:drama|trouble|a\\s+scene)|make\\s+(?:it|things)\\s+(?:weird|awkward|worse)|make\\s+an\\s+enemy|fall\\s+out)\\b${CLAUSE}`, 'gi'),
  // "be firm but still polite", "but still polite"
  new RegExp(`${START}(?:be\\s+)?(?:(?:firm|polite|nice|friendly|professional|formal|direct|clear)\\s+)?but\\s+(?:still\\s+)?(?:polite|nice|friendly|professional|firm|respectful|kind)\\s*(?=[,;.!?]|$)`, 'gi'),
  /\s*,?\s+but\s+(?:still\s+)?(?:polite|nice|friendly|professional|respectful|kind)\s*(?=[,;.!?]|$)/gi,
  // "help me appeal this", "Me appeal this": a request to us
  new RegExp(`${START}(?:please\\s+|pls\\s+)?(?:can you\\s+)?(?:help\\s+)?me\\s+(?:to\\s+)?(?:appeal|reply|respond|answer|word|draft|push back|dispute|fight|challenge)\\b(?:\\s+(?:this|it|that|to this|to it))?\\s*(?=[,;.!?]|$)`, 'gi'),
  // "no need to make it formal", "ppl wont read it", "keep it factual not emotional"
  new RegExp(`${START}no\\s+need\\s+to\\s+(?:make\\s+it|be|sound|keep\\s+it)(?:\\s+\\w+)?${CLAUSE}`, 'gi'),
  /(?:^|(?<=[,;.!?])\s*|\s+(?:so|but|and)\s+)no\s+need\s+to\s*(?=[,;.!?]|$)/gi,
  new RegExp(`${START}(?:people|ppl|they|he|she|nobody|no one)\\s+(?:won't|will not|wont|don't|do not|dont|never)\\s+read\\s+(?:it|long\\s+e-?mails|e-?mails|anything\\s+long)\\b${CLAUSE}`, 'gi'),
  new RegExp(`${START}(?:please\\s+|pls\\s+)?keep\\s+it\\s+(?:(?:really|very|quite|pretty|nice\\s+and|short\\s+and|light\\s+and)\\s+)?(?:factual|calm|neutral|objective|unemotional|civil|professional|short|brief|simple|friendly|polite|warm|casual|light|upbeat|positive|sweet|concise|formal|informal|chatty|relaxed|breezy|tight|punchy|kind|gentle)\\b${CLAUSE}`, 'gi'),
  // "not having a go at him", "not trying to blame anyone"
  new RegExp(`${START}(?:I'm\\s+|I am\\s+)?not\\s+(?:having\\s+a\\s+go\\s+at|trying\\s+to\\s+(?:blame|attack|criticise|criticize|accuse|get\\s+at)|blaming|attacking|criticising|criticizing)\\s+(?:him|her|them|you|anyone|the\\s+\\w+)\\b${CLAUSE}`, 'gi'),
  // "his keyworker is hannah if that matters": ours
  /\s*,?\s*\b(?:if\s+(?:that|it)\s+(?:matters|helps)|not\s+that\s+it\s+matters|for\s+context|fyi)\b/gi,
  // "dont want to make a fuss", "dont overshare", "don't want to be that parent": how the visitor
  // feels about sending it, told to us
  new RegExp(`${START}(?:I\\s+)?(?:really\\s+)?(?:do not|don't|dont)\\s+(?:want\\s+to\\s+)?(?:overshare|overstep|be\\s+(?:annoying|a\\s+pain|a\\s+nuisance|pushy|demanding|dramatic|that\\s+(?:parent|person|tenant|customer|guy|mum|mom|dad)))\\b${CLAUSE}`, 'gi'),
  // "check in without being annoying", "own it without making a huge deal": how, told to us
  /\s+without\s+(?:being|making|sounding|seeming|coming\s+across(?:\s+as)?)\s+(?:(?:too|a\s+bit|overly|super|really)\s+)?(?:annoying|pushy|desperate|needy|rude|naggy|a\s+pain|a\s+nuisance|(?:a|any)\s+(?:big|huge)\s+deal(?:\s+(?:of|out\s+of)\s+it)?|(?:it|this|things)\s+(?:weird|awkward|a\s+(?:big|huge)\s+deal))\b/gi,
  // "want it to feel personal not HR", "want it to sound like me": how it should read
  new RegExp(`${START}(?:I\\s+)?(?:want|need|would like|'d like)\\s+(?:it|this)\\s+to\\s+(?:feel|sound|read|come\\s+across)\\b${CLAUSE}`, 'gi'),
  // "we're close but ive never met her": the relationship, told to us
  /(?:^|(?<=[,;.!?])\s*)(?:we're|we are)\s+(?:really\s+|pretty\s+|quite\s+|very\s+)?(?:close|tight)(?:\s+(?:but|and|though|tho)\s+(?:I've|I have|I)\s+never\s+met\s+(?:her|him|them|you))?\s*(?=[,;.!?]|$)/gi,
  /(?:^|(?<=[,;.!?])\s*)(?:but\s+)?(?:I've|I have|I)\s+never\s+met\s+(?:her|him|them|you)(?:\s+(?:myself|in person))?\s*(?=[,;.!?]|$)/gi,
  // "less formal, we get on well": the relationship, told to us.
  /(?:^|(?<=[,;.!?])\s*)(?:we|we've always|we have always|we all)\s+(?:get\s+on|get\s+along)\s+(?:really\s+|very\s+|pretty\s+|super\s+)?(?:well|fine|great|ok|okay)(?:\s+(?:normally|usually|tbh))?\s*(?=[,;.!?]|$)/gi,
  // "kind of panicking", "im so stressed about all this", "getting really fed up now", "this is killing me":
  // the writer's state, a whole clause of its own, told to us (a feeling about a thing, "worried about
  // his reading", goes on past it and stays).
  new RegExp(`${START}(?:(?:honestly|tbh|and|but|so|just|now)\\s+)*(?:(?:I'm|I\\s+am|im|I\\s+feel|feeling|I'm\\s+feeling|I\\s+am\\s+feeling|getting|I'm\\s+getting|im\\s+getting)\\s+)?(?:(?:so|really|very|quite|a\\s+bit|a\\s+little|kind\\s+of|kinda|sort\\s+of|pretty|super|totally|completely|absolutely|actually|honestly|properly|genuinely|literally)\\s+)*(?:panick?ing|panicked|stressed(?:\\s+out)?|stressing(?:\\s+out)?|freaking\\s+out|nervous|anxious|overwhelmed|fed\\s+up|frustrated|exhausted|knackered|desperate|gutted|at\\s+my\\s+wits'?\\s+end|losing\\s+my\\s+mind|going\\s+mad|tearing\\s+my\\s+hair\\s+out)(?:\\s+(?:about|over|with)\\s+(?:this|it|that|all\\s+(?:of\\s+)?this|all\\s+that|everything|the\\s+whole\\s+thing))?(?:\\s+(?:now|tbh|lol|atm|right\\s+now|here|to\\s+be\\s+honest|if\\s+I'm\\s+honest|tbf))*\\s*(?=[,;.!?]|$)`, 'gi'),
  new RegExp(`(?:${START}|\\s+(?=this\\s+is\\s+killing))(?:and\\s+|but\\s+|honestly\\s+)?(?:this|it|that)(?:'s|s|\\s+is)\\s+(?:(?:really|literally|honestly|actually|just)\\s+)?(?:killing\\s+me|driving\\s+me\\s+(?:mad|crazy|nuts|insane|up\\s+the\\s+wall)|doing\\s+my\\s+head\\s+in|a\\s+(?:total\\s+|complete\\s+|absolute\\s+)?(?:nightmare|joke|mess|disaster))(?:\\s+(?:now|tbh|lol))?\\s*(?=[,;.!?]|$)`, 'gi'),
  // "really need to get the tone right here", "she must get loads of these", "shes a big name",
  // "i love her but its a lot", "i know.": how the email should land and why, told to us.
  new RegExp(`${START}(?:I\\s+)?(?:really\\s+)?(?:need|want|have)\\s+to\\s+get\\s+(?:the|this)\\s+(?:tone|wording|balance)\\s+(?:right|spot\\s+on)(?:\\s+(?:here|on\\s+this|with\\s+(?:this|her|him|them)))?\\s*(?=[,;.!?]|$)`, 'gi'),
  new RegExp(`${START}(?:she|he|they|you)\\s+(?:must|probably|prob|will|'ll|would)\\s+(?:get|gets|receive)\\s+(?:loads|lots|tons|hundreds|thousands|a\\s+lot|so\\s+many|a\\s+ton)(?:\\s+of\\s+(?:these|them|emails|pitches|requests|messages))?\\s*(?=[,;.!?]|$)`, 'gi'),
  new RegExp(`${START}(?:she's|shes|she\\s+is|he's|hes|he\\s+is|they're|theyre|they\\s+are|you're|you\\s+are)\\s+(?:a\\s+|such\\s+a\\s+)?(?:really\\s+|very\\s+|pretty\\s+)?(?:big|huge)\\s+(?:name|deal)s?\\s*(?=[,;.!?]|$)`, 'gi'),
  new RegExp(`${START}(?:I\\s+)?love\\s+(?:her|him|them|you)\\s+(?:to\\s+bits\\s+|dearly\\s+)?but\\s+(?:it's|its|it\\s+is|she's|shes|he's|hes)\\s+(?:a\\s+lot|too\\s+much|hard\\s+work)\\s*(?=[,;.!?]|$)`, 'gi'),
  /(?:^|(?<=[.!?])\s*)I\s+know[.!]\s*(?=\S|$)/gi,
  // "he twists everything", "she overreacts to everything": how the reader takes things, told to us.
  new RegExp(`${START}(?:he|she|they|you)\\s+(?:always\\s+|tends\\s+to\\s+|will\\s+|just\\s+)?(?:twists?|twist|overreacts?|exaggerates?|takes?\\s+(?:everything|things|it)\\s+(?:personally|the\\s+wrong\\s+way)|reads?\\s+into|gets?\\s+(?:defensive|funny|arsey|touchy))(?:\\s+(?:everything|things|it|anything|every\\s+word)(?:\\s+I\\s+say)?)?(?:\\s+(?:to|about)\\s+everything)?\\s*(?=[,;.!?]|$)`, 'gi'),
  // "hate doing it", "but im nervous": how the writer feels about sending it, told to us
  new RegExp(`${START}(?:I\\s+)?(?:really\\s+)?hate\\s+(?:doing|having\\s+to\\s+(?:do|send|write|ask)|sending|writing|asking)\\s+(?:this|it|these)\\b(?:\\s+(?:tbh|tho|though|but|lol))?\\s*(?=[,;.!?]|$)`, 'gi'),
  new RegExp(`${START}(?:I'm|I am|im)\\s+(?:a\\s+bit\\s+|a\\s+little\\s+|really\\s+|so\\s+|quite\\s+|very\\s+|kinda\\s+|kind\\s+of\\s+)?(?:nervous|anxious|scared|embarrassed|terrified|dreading\\s+(?:it|this))(?:\\s+about\\s+(?:it|this|sending\\s+(?:it|this)))?\\s*(?=[,;.!?]|$)`, 'gi'),
  // "dont cc my manager yet i havent told him": who the email goes to, told to us.
  new RegExp(`${START}(?:please\\s+)?(?:do not|don't|dont|no need to|no)\\s+(?:cc|bcc|copy\\s+in|copy|forward\\s+(?:it|this)\\s+to|loop\\s+in|include|send\\s+(?:it|this)\\s+to)\\b[^.;!?\\n]*`, 'gi'),
  // "finance are on my back", "my boss is breathing down my neck": why the writer is writing, told to us.
  new RegExp(`${START}(?:(?:the\\s+|my\\s+|our\\s+)?[\\w'-]+\\s+)?(?:is|are|has\\s+been|have\\s+been|keeps?|'s|'re)\\s+(?:always\\s+|constantly\\s+|really\\s+)?(?:on\\s+my\\s+back|on\\s+at\\s+me|breathing\\s+down\\s+my\\s+neck|nagging\\s+me|chasing\\s+me)\\b${CLAUSE}`, 'gi'),
  // "need a light way to remind him", "want a nice way to say no": how to word it, told to us.
  new RegExp(`${START}(?:I\\s+)?(?:need|want|looking\\s+for|after)\\s+(?:a|an|some)\\s+(?:[\\w-]+\\s+){0,2}?(?:way|how)\\s+to\\s+(?:say|ask|remind|tell|word|put|chase|nudge|decline|explain|bring\\s+up|raise|let)\\b${CLAUSE}`, 'gi'),
  // "need to say no without ruining the friendship": how it must land, told to us.
  new RegExp(`${START}(?:I\\s+)?(?:need|want|have)\\s+to\\s+(?:say\\s+no|decline|ask|tell\\s+(?:her|him|them)|say\\s+it|do\\s+it)\\s+without\\s+(?:ruining|damaging|wrecking|hurting|losing|upsetting|offending)\\b${CLAUSE}`, 'gi'),
  // "honest but not throwing leadership under the bus": how it should sound, told to us.
  new RegExp(`${START}(?:(?:honest|fair|firm|clear|direct|polite|nice)\\s+but\\s+)?not\\s+(?:throwing|chucking|dropping)\\s+(?:\\w+\\s+){1,2}under\\s+the\\s+bus\\b${CLAUSE}`, 'gi'),
  // "we get on well so dont make it formal": the relationship as a reason for the tone
  new RegExp(`${START}we\\s+(?:get\\s+on|get\\s+along)\\s+(?:well|fine|great|ok)\\s+so\\s+${CLAUSE}`, 'gi'),
];

// Chat words that are never part of the email ("tbh", "obvs", "lol"), taken out where they stand.
// "(well a bit)", "(lol)", "(jk)": an aside in brackets, to us.
const BRACKET_ASIDE = /\s*\((?:well\s+)?(?:a\s+bit|kinda|sort\s+of|lol|haha|jk|just\s+kidding|ish|obvs|obviously|i\s+guess|i\s+think|maybe|not\s+really)\)/gi;
const FILLER_WORDS = /\s*\b(?:tbh|to be honest|ngl|idk|lol|lmao|obvs|obvi|fwiw|imo|imho)\b/gi;

// Whole sentences that are notes to us, read one sentence at a time once the request's clauses have
// become the email's sentences: what the email should be ("I need a polite chase email"), how it
// should sound ("Be a bit more direct this time"), what the writer feels about sending it ("Hate
// asking").
// The email itself, spoken of: "a polite chase email", "a version I can send to lots of shops",
// "something I can send to all of them".
const THE_EMAIL = String.raw`(?:(?:a|an|the|one|some)\s+(?:[\w-]+\s+){0,3}?(?:e-?mail|message|note|letter|version|template|draft|reply|response|text)|something\s+(?:short\s+|nice\s+|formal\s+|simple\s+)?(?:I|we)\s+can\s+(?:send|use|copy|paste|forward))\b`;

// Every sentence note needs one of these words.
const SENTENCE_NOTE_WORDS = /\b(?:need|want|like|after|be|keep|make|sound|stay|not|don't|dont|never|no|nothing|something|bit|line|joke|mention|word|nod|reference|hate|hard|awkward|weird|difficult|tough|strange|feel|feels|without|insult|offend|upset|annoy|pressure|rush|bother|scare|hurt|embarrass|guilt|patroni[sz]e|calmly|politely|nicely|firmly|gently|kindly|professionally|gracefully|briefly|maybe)\b/i;

const SENTENCE_NOTES: readonly RegExp[] = [
  // "I need a polite chase email.", "I need something I can send to all of them (confident not apologetic)."
  new RegExp(String.raw`^(?:I|we)\s+(?:need|want|would like|'d like|am after|'m after)\s+${THE_EMAIL}`, 'i'),
  // "Be a bit more direct this time.", "Keep it professional.", "Make it graceful."
  /^(?:be|keep\s+it|make\s+it|sound|stay)\s+(?:a\s+(?:bit|little)\s+|more\s+|less\s+|really\s+|very\s+|quite\s+|extra\s+|super\s+|too\s+)*(?:direct|blunt|firm|clear|polite|nice|kind|professional|casual|friendly|formal|gentle|brief|short|concise|graceful|tactful|respectful|sincere|warm|honest|assertive|confident|diplomatic|apologetic|positive|upbeat|neutral|calm|civil|light|fun|funny|emotional|personal)\b/i,
  // "Do not go on about the baby.", "Don't mention the money.", "No need to say why."
  /^(?:do not|don't|dont|never|no need to)\s+(?:go on|mention|say|bring up|talk about|make|sound|be|apologi[sz]e|grovel|beg|name|explain|include|go into|overdo|dwell)\b/i,
  // "Maybe something about the front desk being slammed.", "Maybe a funny bit about the meetings."
  /^(?:maybe|perhaps|possibly|and|also)?\s*(?:something|a\s+(?:[\w-]+\s+)?(?:bit|line|joke|mention|sentence|word|nod|reference))\s+(?:about|on|re|mentioning)\b/i,
  // "Hate asking.", "Hard to write this.", "I feel bad.", "Feels awkward."
  /^(?:I\s+)?(?:(?:really\s+)?hate\s+(?:asking|doing this|having to|writing|to ask|chasing)|(?:it's\s+|this\s+is\s+|it\s+is\s+|so\s+)?(?:hard|awkward|weird|difficult|tough|strange)\s+to\s+(?:write|ask|say|send)(?:\s+this)?|(?:so\s+)?(?:I\s+)?feel\s+(?:bad|awful|terrible|guilty|awkward)(?:\s+about\s+(?:it|this|asking))?|feels?\s+(?:awkward|weird|strange))[.!]?$/i,
  // "Without being a jerk.", "Not like you are in trouble.", "Not too long."
  /^(?:without|not\s+like|not\s+too|nothing\s+too)\b[^.?!]{0,50}[.!]?$/i,
  // "I do not want to insult him.": how the writer hopes it lands, about the reader, told to us.
  /^(?:but\s+)?(?:I|we)\s+(?:do not|don't|dont|really don't)\s+want\s+to\s+(?:insult|offend|upset|annoy|pressure|rush|bother|scare|hurt|embarrass|guilt[- ]trip|patroni[sz]e)\s+(?:him|her|them)\b[^.?!]{0,40}[.!]?$/i,
  // "I'm disputing calmly.", "Replying nicely.": how to answer, told to us.
  /^(?:I(?:'m| am)\s+)?(?:replying|responding|answering|disputing|declining|accepting|writing|saying\s+no|pushing\s+back)\s+(?:calmly|politely|nicely|firmly|gently|kindly|professionally|gracefully|briefly)\.?$/i,
  // "No excuses." "No drama.": a note.
  /^(?:no\s+(?:excuses|drama|fuss|waffle|pressure)|nothing\s+(?:fancy|long|formal))[.!]?$/i,
];

/** "..., so I feel bad.": a note to us at the end of a sentence. */
const TRAILING_NOTE = /,?\s+(?:so\s+I\s+feel\s+(?:bad|awful|terrible|guilty)|(?:and|but)\s+I\s+(?:hate|really hate)\s+(?:asking|doing this)|maybe\s+(?:something|a\s+(?:[\w-]+\s+)?(?:bit|line|joke))\s+about\s+[^.?!]+)(?=[.!?]?$)/i;


/** One sentence without a note to us: '' when it is one, without its last clause when that is one. */
export function withoutSentenceNote(sentence: string): string {
  if (!SENTENCE_NOTE_WORDS.test(sentence)) return sentence;
  return SENTENCE_NOTES.some((note) => note.test(sentence)) ? '' : sentence.replace(TRAILING_NOTE, '');
}

/**
 * The text without any note to us; an empty string when it was nothing but one. Remembered: the
 * same content is checked once per piece and again in each option's written sentences.
 */
export const withoutNotesToUs = remembered(2000, (text: string): string => readWithoutNotes(text));

// Every rule above needs one of these words (or "#"): a sentence with none of them is content as it
// stands, and skips the forty patterns.
const MAY_HOLD_A_NOTE = /\b(?:back|neck|nagging|cc|bcc|copy|way|bus|ruining|devastated|heartbroken|gutted|bits|pieces|wreck|beside|distraught|inconsolable|know|last|manager|boss|supervisor|landlord|landlady|teacher|tutor|coach|employer|idk|sure|idea|unsure|don't|dont|do not|without|not|keep|make|is (?:that|this|it)|help|touchy|sensitive|prickly|defensive|strict|old|funny|fine|nice|grumpy|moody|particular|picky|stickler|offended|much|wants|somewhere|mention|e-?mail|message|note|get|so|got|received|sent|forwarded|emailed|going|nudge|push|chase|follow|own|vent|overshare|overstep|annoying|pain|nuisance|pushy|demanding|dramatic|parent|without|feel|sound|close|tight|met|number|no|flat|apartment|apt|think|but|awkward|weird|strange|uncomfortable|embarrassing|me|want|need|like|friends|mates|pals|read|matters|helps|fyi|context|tbh|honest|ngl|lol|lmao|obvs|obvi|fwiw|imo|imho|sending|emailing|posting|how|cliches?|clichés?|cheesy|cheese|soppy|sappy|gushy|mushy|fluff|waffle|waffling|jargon|emojis?|exclamation|tends?|likes?|panic|alarm|drama|fuss|tread|reminder|chaser|nudge|warning|massive|big|huge|hate|nervous|anxious|scared|embarrassed|terrified|dreading|getting|first|worried|fair|reasonable|friend|mate|pal|panick?ing|panicked|stress\w*|freaking|overwhelmed|fed|frustrated|exhausted|knackered|desperate|gutted|wits|losing|mad|tearing|killing|driving|doing|nightmare|joke|mess|disaster|tone|wording|loads|lots|tons|hundreds|thousands|ton|name|love|know|twists?|overreacts?|exaggerates?|personally|reads?|defensive|soften|nicely|politely|gently|new|annoyed|upset|cross|angry|furious|livid|sad|hurt|fuming|grumpy|unhappy|pissed|argue|fight|quarrel|bicker|scene|trouble|right|lead|over-?explain|chill|relaxed|laid|informal|casual|easygoing|easy-going|trendy)\b|#/i;

// How the email should sound, said in any words: "not too blunt pls", "NOT passive aggressive",
// "but nice", "so be nice about it", "polite and short pls", "friendly but professional", "keep it
// positive", "firm", "not accusing just concerned". A clause made only of these words (and a
// reason after them: "keep it short they're busy people") is a note to us, however it is put.
const STYLE_WORD = String.raw`(?:confident|confidently|kind(?=\s+about\s+(?:it|this)\b)|graceful|gracefully|calmly|drama|excuses|blunt|harsh|spammy|guilt[- ]?trippy|guilt[- ]?tripping|threatening|agressive|awful|naggy|nagging|rambly|waffly|rude|pushy|desperate|aggressive|passive[- ]aggressive|passive|casual|formal|informal|professional|professionally|polite|politely|nice|nicely|friendly|short|brief|long|grovel\w*|salesy|cheesy|needy|cold|awkward|angry|emotional|dramatic|preachy|sarcastic|stiff|corporate|firm|firmly|firmer|strong|stronger|soft|softer|gentle|gently|tactful|diplomatic|kind|kindly|mean|snarky|petty|accusatory|accusing|confrontational|whiny|bossy|demanding|condescending|patronising|patronizing|cheeky|sappy|soppy|mushy|chill|upbeat|warm|light|lighthearted|light-hearted|funny|serious|respectful|apologetic|sweet|concise|wordy|positive|calm|neutral|direct|clear|clearer|assertive|sincere|genuine|heartfelt|simple|ott|cringe|cringey|creepy|entitled|ungrateful|greedy|defensive|fake|concerned|humble|enthusiastic|clingy|formally|casually|breezy|snappy|punchy|crisp|plain|apologising|apologizing|begging|moaning|whinging|ranting|complaining|lecturing|bitter|salty|robotic|generic|template|templatey|stuffy|posh|fancy|flowery|cute|embarrassed|nervous|anxious|annoyed|frustrated|fuming|livid|furious|cross|gutted|upset|disappointed|pissed\s+off|raging|seething|scary|supportive|(?:a\s+)?telling[- ]off|(?:a\s+)?lecture|(?:a\s+)?rant|(?:a\s+)?guilt[- ]trip|self[- ]flagellating|grovelly|unhinged|reassuring|encouraging|persuasive|understanding)`;
const STYLE_GLUE = String.raw`(?:and|or|but|so|yet|still|just|stay|staying|also|though|tho|pls|please|plz|thx|thanks|lol|maybe|ideally|kinda|kind\s+of|sort\s+of|a\s+bit|a\s+little|bit|slightly|quite|very|really|super|too|overly|not|nothing|never|no|dont|don't|do\s+not|be|being|keep\s+it|make\s+it|make\s+(?:it|this)\s+sound|sound|sounding|seem|seeming|come\s+across|coming\s+across|(?:I\s+)?(?:want|need)\s+(?:it\s+)?to\s+(?:sound|be|seem|come\s+across)|(?:it\s+)?(?:needs|has)\s+to\s+be|(?:it\s+)?should\s+be|about\s+it|either|overall|in\s+tone|enough|without\s+being|without\s+sounding|more|less|too\s+much|a\s+(?:bit|little)\s+more|same\s+time|at\s+the\s+same\s+time|is\s+fine|is\s+ok|is\s+okay|tone|version|one|email|e-mail|note|message|reply|like|or\s+like|obviously|obvs|nudge|reminder|(?:for\s+(?:the\s+)?|the\s+)?first\s+time|this\s+time|for\s+now|(?:so\s+)?(?:you\s+|I\s+|it\s+)?can\s+be)`;
const HAS_STYLE_WORD = new RegExp(String.raw`\b${STYLE_WORD}\b`, 'i');
const STYLE_CLAUSE = new RegExp(String.raw`^(?:${STYLE_GLUE}\s+)*(?:${STYLE_WORD})(?:\s+(?:${STYLE_GLUE}|${STYLE_WORD}))*(?:\s+(?:as|since|because|bc|cos|cause)?\s*(?:they're|they are|he's|he is|she's|she is|it's|it is|we're|we are|they seem|he seems|she seems|they sound|he sounds|she sounds|they look|it looks)\s+(?:[\w'-]+\s+){0,4}[\w'-]+)?$`, 'i');

/** The text without clauses that only say how the email should sound. */
export function withoutStyleClauses(text: string, found?: (clause: string) => void): string {
  if (!HAS_STYLE_WORD.test(text)) return text;
  // "(polite and short)": a bracket holding nothing but a note.
  let out = text.replace(/\s*\(([^()]{2,60})\)/g, (m: string, inner: string) => {
    if (!STYLE_CLAUSE.test(inner.trim())) return m;
    found?.(inner);
    return '';
  });
  const parts = out.split(/(\s*[,;]\s*|(?<=[.!?])\s+|\s+(?=but\s)|\s+(?=so\s+(?:(?:please|pls|plz)\s+)?(?:be|keep|make|not|nothing|dont|don't|do not)\b))/i);
  const kept: string[] = [];
  let styled = false;
  for (let index = 0; index < parts.length; index += 2) {
    const clause = parts[index] ?? '';
    const bare = clause.replace(/[.!?]+$/, '').trim();
    // "friendly and not too long, newbies get intimidated", "clear and calm, not scary, but parents
    // need to actually read it": what follows a note on the tone at the end of the request, with no
    // detail of its own, is why that tone.
    const lastSentence = !/[.!?]\s+\S/.test(parts.slice(index).join(''));
    if (styled && lastSentence && bare && bare.split(/\s+/).length <= 12 && !/[\d£$€@]|\b(?:please|pls|ask|tell|mention|say|include|add)\b/i.test(bare)) {
      found?.(bare);
      if (kept.length > 0 && index + 2 >= parts.length) kept[kept.length - 1] = kept[kept.length - 1]!.replace(/\s*[,;]\s*$/, '') + (/[.!?]$/.test(clause) ? clause.slice(-1) : '');
      continue;
    }
    if (/[.!?]$/.test(clause) || /[.!?]/.test(parts[index + 1] ?? '')) styled = false;
    if (bare && STYLE_CLAUSE.test(bare)) {
      styled = !/[.!?]$/.test(clause) && kept.length > 0;
      found?.(bare);
      // Keep the sentence's end when the note closed it.
      if (/[.!?]$/.test(clause) && kept.length > 0) kept[kept.length - 1] = (/[.!?]\s*$/.test(kept[kept.length - 1]!) ? kept[kept.length - 1]!.trimEnd() : kept[kept.length - 1]!.replace(/\s*[,;]?\s*$/, '') + clause.slice(-1)) + (index + 1 < parts.length ? ' ' : '');
      else if (kept.length > 0 && index + 1 >= parts.length) kept[kept.length - 1] = kept[kept.length - 1]!.replace(/\s*[,;]\s*$/, '');
      continue;
    }
    // "Not too passive aggressive, but he needs to do his part": the "but" went with the note.
    const opener = kept.length === 0 && index > 0 ? /^(?:but|and|so)\s+(.)/i.exec(clause) : null;
    kept.push((opener ? (/^[A-Z]/.test(text) ? opener[1]!.toUpperCase() : opener[1]!) + clause.slice(opener[0].length) : clause) + (parts[index + 1] ?? ''));
  }
  out = kept.join('');
  return out.replace(/\s*[,;]\s*$/, '').trim();
}

function readWithoutNotes(text: string): string {
  text = withoutStyleClauses(text);
  if (!text.includes('\n') && SENTENCE_NOTE_WORDS.test(text)) {
    const sentences = sentencesOf(text);
    const kept = sentences.map(withoutSentenceNote).filter(Boolean);
    if (kept.length !== sentences.length || kept.some((sentence, index) => sentence !== sentences[index])) text = kept.join(' ');
  }
  if (!MAY_HOLD_A_NOTE.test(text)) return text;
  let out = text;
  for (const pattern of NOTES) out = out.replace(pattern, '');
  // "I want to say yes": yes.
  out = out.replace(/(^|[.!?]\s+)I\s+(?:really\s+|just\s+)?(?:want|would like|'d like)\s+to\s+say\s+yes\b[!.]?/gi, '$1Yes!');
  // "I want to." left when what follows was a note to us
  out = out.replace(/(^|[.!?]\s+)I\s+(?:really\s+|just\s+)?(?:want|need|would like|'d like)\s+to\s*(?=[.!?]|$)[.!?]?/g, '$1');
  // "I want to suggest a drink": I'd like to, in an email's voice.
  out = out.replace(/(^|[.!?]\s+)I\s+(?:really\s+|just\s+)?want\s+to\s+(?=(?:suggest|propose|offer|invite|ask|confirm|check|thank|apologi[sz]e|mention|remind|raise|discuss|book|arrange|cancel|change|move|request|flag|share|update|introduce|explain|clarify|follow up|let you know|give you)\b)/g, "$1I'd like to ");
  // "want to say ill put it towards my flat": what to say, said.
  out = out.replace(/(^|[.!?]\s+)I\s+(?:just\s+)?(?!wanted\s+to\s+let\s+you\s+know\s+that\b)(?!(?:want|wanted|would like|'d like)\s+to\s+say\s+(?:a\s+)?(?:(?:proper|big|huge|massive|real|heartfelt|quick)\s+)?(?:thank|thanks|sorry|well done|congrat))(?:want|wanted|would like|'d like|need|have)\s+to\s+(?:say|tell (?:you|her|him|them)|let (?:you|her|him|them) know|explain)\s+(?:(?:politely|nicely|gently|kindly|firmly|clearly|calmly)\s+)?(?:that\s+)?(?=(?:I|I'd|I'll|I'm|I've|we|we'd|we'll|we're|you|you're|it|it's|the|my|our|there|this|that|these|any|no|his|her|their|a|an|some|one|two|three|[A-Z][a-z]+)\b)(\w)/g, (_m, lead: string, first: string) => `${lead}${first.toUpperCase()}`);
  out = out.replace(FILLER_WORDS, '').replace(BRACKET_ASIDE, '').replace(/\s+\)/g, ')');
  return out
    .replace(/\s+([,;.!?])/g, '$1')
    // "on track. Want it upbeat." without the note: one full stop.
    .replace(/(?<!\.)([.!?])\.(?!\.)/g, '$1')
    .replace(/([,;])(?:\s*[,;])+/g, '$1')
    .replace(/([,;])\s*(?=[.!?]|$)/g, '')
    // "deliver it., and mention ...": a note taken out between a full stop and a comma leaves the full stop.
    .replace(/([.!?])[,;](?:\s*(?:and|but|so)\b)?/g, '$1')
    .replace(/^[\s,;.!?]+/, '')
    // ("in 12 months or so": "or so" is a hedge on the figure, not a dangling "so".)
    .replace(/(?<!\bor\s*)\s*\b(?:so|but|and|or|because|bc|cos)\s*([.!?]?)$/i, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
