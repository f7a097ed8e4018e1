import { describe, expect, it } from 'vitest';
import { compose } from '../compose.ts';
import { splitQuoted } from '../understand/quoted.ts';
import { greetingOf, signoffOf } from '../test-support.ts';

const options = (message: string) => {
  const reply = compose({ userMessage: message, history: [] });
  expect(reply.options).toHaveLength(2);
  expect(reply.options[0]!.body).not.toBe(reply.options[1]!.body);
  return reply.options;
};
/** The lines between the greeting and the sign-off. */
const middle = (body: string) => body.split('\n').slice(1, -2).join(' ').replace(/\s+/g, ' ').trim();
const ASKS = /let me know|looking forward to hearing|look forward to hearing|if you need anything|if that works/i;

describe('a pasted email and the instruction around it', () => {
  it.each([
    // The instruction after the email, after a signature.
    ['reply to this \n\nHi,\n\nJust checking in on the homepage mockups, we were hoping to see a first draft by end of this week. Are we still on track?\n\nThanks,\nBen\n\ntell him itll be monday because they sent the brand guidelines late', "reply to this: tell him it'll be monday because they sent the brand guidelines late", 'Ben'],
    // After a bare name with a title, no sign-off.
    ["reply to this:\n\nDear students,\nA reminder that attendance at Wednesday's lab session is mandatory.\nDr. Farah Nasser\n\ni have a job interview wednesday morning, can i do the thursday group instead", 'reply to this: i have a job interview wednesday morning, can i do the thursday group instead', 'Dr. Farah Nasser'],
    // Before the email, with no reply cue, a signature under a role line.
    ['say thanks but we already went with someone else\n\nHi there,\n\nFollowing up on the quote I sent last week. Have you had a chance to review it?\n\nBest,\nMark Davies\nSparkleClean Ltd', 'say thanks but we already went with someone else', 'Mark Davies'],
    // Both sides of a "> " quote; the signature's note in brackets is not the name.
    ["reply to my neighbour:\n\n> Hi there, we're having a party this Saturday from 7. Let us know if it's a problem.\n> Cheers, Mike & Sarah (no. 14)\n\nsay its totally fine", "reply to my neighbour: say it's totally fine", 'Mike & Sarah'],
    // A one-line paste in quote marks, the instruction after it.
    ['reply to this "Hi, can we meet on Thursday at 3 to go over the budget? — Priya" ask if we can push to next week', 'reply to this: ask if we can push to next week', 'Priya'],
    // A team signature: greeted as the team.
    ['reply to this:\n\nDear Mr. Okafor,\n\nYour appointment with Dr. Lewis has been scheduled for Monday 14 April at 10:30am.\n\nKind regards,\nReception, Greenway Medical Practice\n\nconfirm and say thanks', 'reply to this: confirm and say thanks', /^Greenway Medical Practice(?: Team)?$/],
  ])('%#: splits the instruction from the email and reads its sender', (message, instruction, sender) => {
    const split = splitQuoted(message);
    expect(split.instruction).toBe(instruction);
    expect(split.quoted?.sender).toMatch(sender);
    expect(split.quoted?.text).not.toMatch(/tell him|i have a job|say thanks|say its|ask if|confirm and/);
  });

  it('keeps a signature\'s phone, website and company lines out of the instruction', () => {
    const split = splitQuoted('reply to this:\n\nHi Jordan,\n\nCould you let me know your availability for a second interview next week?\n\nBest,\nRachel Owens\nTalent Team | Brightline Studios\nT: 020 7946 0000\nwww.brightline.com\n\nsay monday or tuesday afternoon works');
    expect(split.instruction).toBe('reply to this: say monday or tuesday afternoon works');
    expect(split.quoted).toMatchObject({ sender: 'Rachel Owens', greeted: 'Jordan', organization: 'Brightline Studios' });
    const team = splitQuoted('reply to this, ask for a copy of the invoice\n\nHello,\n\nYour payment of £240 for order #5531 is now overdue.\n\nAccounts Team\nBrightside Supplies');
    expect(team.instruction).toBe('reply to this, ask for a copy of the invoice');
    expect(team.quoted?.sender).toBe('Brightside Supplies');
    const wrote = splitQuoted('reply to this\n\nOn Tue, 4 Jun 2024 at 09:12, Ben Carter <ben@carter.io> wrote:\nHi Sam, are you able to join the planning meeting on Friday at 11?\n\nsay yes');
    expect(wrote.instruction).toBe('reply to this: say yes');
    expect(wrote.quoted).toMatchObject({ sender: 'Ben Carter', greeted: 'Sam', topic: 'planning meeting' });
  });

  it('keeps an unsigned email\'s last sentence in the email, and a typed note after it out', () => {
    expect(splitQuoted("reply to this\n\nHi Sam,\n\nCan we push our call to Friday?\n\nI hope you're well.").instruction).toBe('reply to this');
    expect(splitQuoted('reply to this\n\nHi Sam,\n\nCan we push our call to Friday?\n\nI can do friday at 2').instruction).toBe('reply to this: I can do friday at 2');
    expect(splitQuoted('reply to this:\nHi, can we meet Tuesday instead of Monday?\nyes tuesday at 2 works').instruction).toBe('reply to this: yes tuesday at 2 works');
  });

  it('does not take a request written in paragraphs for a pasted email', () => {
    expect(splitQuoted('email my landlord\n\nhi dave, the boiler is broken again\n\nask him to send someone this week').quoted).toBeUndefined();
  });

  it('reads the subject of the email answered from its own words', () => {
    const topic = (message: string) => splitQuoted(message).quoted?.topic;
    expect(topic("reply to this:\n\nHi all!\nWe're doing a potluck for Greg's retirement next Friday at 12:30 in the big conference room. Can everyone let me know if you're coming?\nThanks!!\nJenna\n\nsay yes")).toBe("potluck for Greg's retirement");
    expect(topic('reply to this:\n\nHello,\n\nYour payment of £240 for order #5531 is now overdue.\n\nAccounts Team\nBrightside Supplies\n\nask for a copy of the invoice')).toMatch(/^(?:payment for )?order #5531$/);
    expect(topic('reply to this: Hi, is the flat on Mill Road still available? I would love to arrange a viewing this weekend. Thanks, Omar')).toBe('flat');
  });
});

describe('replies to pasted emails', () => {
  it('answers Ben with the new date and its reason, and asks nothing back', () => {
    for (const option of options('reply to this \n\nHi,\n\nJust checking in on the homepage mockups, we were hoping to see a first draft by end of this week. Are we still on track?\n\nThanks,\nBen\n\ntell him itll be monday because they sent the brand guidelines late')) {
      expect(option.subject).toBe('Re: Homepage mockups');
      expect(greetingOf(option)).toMatch(/^(?:Dear|Hi) Ben,$/);
      expect(option.body).toMatch(/The first draft will be ready on Monday rather than by the end of this week because they sent the brand guidelines late\./);
      expect(option.body).not.toMatch(/\[Your answer|tell him|itll/);
      expect(middle(option.body)).not.toMatch(ASKS);
    }
  });

  it('greets a lecturer by title and surname and asks for the other group', () => {
    for (const option of options("reply to this:\n\nDear students,\nA reminder that attendance at Wednesday's lab session is mandatory. If you cannot attend, you must email me in advance with a valid reason.\nDr. Farah Nasser\n\ni have a job interview wednesday morning, can i do the thursday group instead")) {
      expect(greetingOf(option)).toMatch(/^(?:Dear|Hi) Dr\. Nasser,$/);
      expect(option.subject).toBe("Re: Wednesday's lab session");
      expect(option.body).toMatch(/I have a job interview (?:on )?Wednesday morning\./);
      expect(option.body).toMatch(/Could I (?:do|attend|join) the Thursday group instead\?/);
    }
  });

  it('tells the neighbours it is fine, thanks them once and wishes them a good party', () => {
    for (const option of options("reply to my neighbour:\n\n> Hi there, just a heads up that we're having a small party this Saturday from 7, might get a bit loud till around midnight. Hope that's ok! Let us know if it's a problem.\n> Cheers, Mike & Sarah (no. 14)\n\nsay its totally fine and thanks for the heads up")) {
      expect(greetingOf(option)).toBe('Hi Mike and Sarah,');
      expect(option.subject).toBe('Re: Saturday party');
      expect(option.body).toMatch(/It's totally fine\./);
      expect(option.body.match(/thank/gi)).toHaveLength(1);
      expect(option.body).toMatch(/party/);
      expect(middle(option.body)).not.toMatch(ASKS);
      expect(option.body).not.toMatch(/Its totally|Neighbo/);
    }
  });

  it('says yes to the potluck for what it is, with the pasta salad', () => {
    for (const option of options("reply to this, say yes and that ill bring a pasta salad:\n\nHi all!\nWe're doing a potluck for Greg's retirement next Friday at 12:30 in the big conference room. Can everyone let me know if you're coming and what you'll bring?\nThanks!!\nJenna")) {
      expect(greetingOf(option)).toMatch(/Jenna,$/);
      expect(option.subject).toBe("Re: Potluck for Greg's retirement");
      expect(option.body).toMatch(/Yes, (?:count me in for|I'd love to come to|I would be delighted to come to) the potluck for Greg's retirement|Yes, I will be there/);
      expect(option.body).toMatch(/I'll bring a pasta salad\.|I will bring a pasta salad\./);
      expect(middle(option.body)).not.toMatch(ASKS);
    }
  });

  it('accepts a second interview gladly and leaves one blank for the time', () => {
    for (const option of options("reply to this:\n\nHi Jordan,\n\nThanks for coming in on Tuesday, the team really enjoyed meeting you. We'd like to invite you back for a second interview with our Head of Design next week. Could you let me know your availability for Wednesday or Thursday afternoon?\n\nBest,\nRachel Owens\nTalent Team, Brightline Studios")) {
      expect(greetingOf(option)).toMatch(/Rachel,$/);
      expect(option.subject).toBe('Re: Second interview');
      expect(option.body).toMatch(/glad to come back for the second interview/);
      expect(option.body).toMatch(/I(?:'m| am) available on \[Wednesday or Thursday afternoon, and the time\]\./);
      expect(option.body.match(/\[/g)).toHaveLength(1);
      expect(signoffOf(option).name).toBe('Jordan');
    }
  });

  // Requests written after the code: the same rules, other words.
  it.each([
    ['reply to this "Hey, just wanted to check if you got the invoice I sent last Tuesday? Thanks, Marco" say yes got it and ill pay it by friday', /Marco,$/, /Yes, I got it,? and I(?:'ll| will) pay it by Friday\./, 'Re: The invoice'],
    ['> Hi Dana, are you still interested in the sofa? Someone else has asked about it too. — Priya\nreply: yes still interested, can i pick it up saturday', /Priya,$/, /Yes, I(?:'m| am) still interested in the sofa\. Could I pick it up (?:on )?Saturday\?/, 'Re: The sofa'],
    ['reply to this pls\n\nHello,\n\nWe\'re sorry, but your order #44821 has been delayed due to a supplier issue. It should now arrive on the 20th. Do you want to keep the order or cancel for a full refund?\n\nRegards,\nCustomer Service\nHomely Furniture\n\nkeep it', /Homely Furniture team,$/, /I(?:'d| would) like to keep the order\./, 'Re: Order #44821'],
    ['Hi Sam,\n\nCan you send over the final logo files by Wednesday? We need them for the print run.\n\nCheers, Tom\n\nreply saying yes no problem', /Tom,$/, /Yes, I can send over the final logo files by Wednesday, no problem\./, undefined],
    ['reply to this customer, answer his questions: yes we deliver, no we dont do weekends\n\nHi,\nDo you deliver to Brighton? And are you open on weekends?\nThanks\nTom', /Tom,$/, /Yes, we deliver\. No, we (?:don't|do not) do weekends\./, 'Re: Your questions'],
    ['reply to this:\n\n> Hi, we\'d like to order 500 mugs with our logo. Could you do 20% off for a bulk order of that size?\n> Kind regards,\n> Fiona Walsh\n> Accounts, PromoPrint\n\ntell her we can do 10% not 20%', /Fiona,$/, /We can do 10%, not 20%\./, 'Re: Bulk order'],
    ['reply\n\nHi Jess!! are you coming to Amy\'s leaving drinks on Friday? 6pm at the Crown. x Meg\n\nno i cant, got my sisters birthday, say sorry', /Meg,$/, /(?:sorry|terrible),? but I can't make it to Amy's leaving drinks\./, "Re: Amy's leaving drinks"],
  ])('%#: %s', (message, greeting, content, subject) => {
    for (const option of options(message)) {
      expect(greetingOf(option)).toMatch(greeting);
      expect(option.body).toMatch(content);
      if (subject) expect(option.subject).toBe(subject);
      expect(option.subject).toMatch(/^Re: /);
      expect(option.body).not.toMatch(/reply to this|answer his|\bpls\b|\[Your answer|customer,|\?\./i);
    }
  });

  it.each([
    // No greeting, no "reply": an instruction, then a signed email.
    ["tell them ill be there\n\nThe AGM will take place on 4 May at 7pm in the village hall. Please confirm your attendance by 28 April.\n\nJane Smith\nSecretary, Elm Park Residents Association", /Jane,$/, /I(?:'ll| will) be there\./, 'Re: The AGM'],
    // "Name @ Company" under the sign-off; "yes i am" says yes to the question in full.
    ['reply to this:\n\nHi there!\n\nLoved your portfolio, are you taking on new clients at the moment? We\'re a small bakery looking for a new logo.\n\nBest,\nTara @ Crumbs Bakery\n\nyes i am, ask what their budget and timeline are', /Tara,$/, /Yes, I(?:'m| am) taking on new clients at the moment\. Could you[^?]* what your budget and timeline are\?/, undefined],
    // "Dear Mr Patel": the visitor, but not a name to sign with; a company signs.
    ['respond to this pls\n\nDear Mr Patel,\n\nWe are writing to inform you that your flight BA284 on 12 July has been rescheduled to depart at 14:20 instead of 09:15. Please let us know if you would like to accept the new time or request a refund.\n\nKind regards,\nBritish Airways Customer Relations\n\nid like a refund', /British Airways Customer Relations team,$/, /I(?:'d| would) like (?:a|to request a) refund\./, 'Re: Flight BA284'],
    // "not X, Y instead": said as what works.
    ['reply to this: "hi, can you let me know if you\'re free to chat thursday? cheers, rob" - say not thursday, friday morning instead', /Rob,$/, /I can(?:'t|not) do Thursday, but Friday morning works\./, undefined],
    // "agree but ask ...": a yes to what they asked, then the ask.
    ['reply to this\n\nHi,\n\nI\'m a student at Leeds Uni researching remote work habits. Would you be willing to do a 20-minute interview next week?\n\nThanks so much,\nAisha Khan\n\nagree but ask if it can be 15 mins instead', /Aisha,$/, /Yes, I(?:'d| would) be willing to do a 20-minute interview next week\./, 'Re: 20-minute interview'],
    // The tone said with the reply ("be polite") is the tone, not words of the email.
    ['reply to this, be polite\n\nHi,\n\nI\'ve been waiting three weeks for the refund you promised. When will I get my money?\n\nMark Thompson\n\ntell him the refund was processed yesterday and should show in 3-5 working days, apologise for the delay', /Mark,$/, /^(?![\s\S]*(?:[Bb]e polite|tell you))[\s\S]*The refund was processed yesterday and should show in 3-5 working days\./, 'Re: The refund'],
    // An "Original Message" block with its headers.
    ["reply to this for me:\n\n-----Original Message-----\nFrom: Susan Green\nSent: 12 March 2025 10:14\nSubject: Quarterly review\n\nHi Tom,\n\nCan we move our quarterly review to next Monday at 3pm? Something's come up on Friday.\n\nThanks,\nSusan\n\nTell her monday at 3 is fine", /Susan,$/, /^(?![\s\S]*Original Message)[\s\S]*Monday at 3 is fine/, 'Re: Quarterly review'],
    // A bare "I can't" says what cannot be done.
    ['reply to this\n\nHey, can you cover my Saturday shift? I\'ll take your Tuesday one. - J\n\nsorry cant, im away this weekend', /^(?:Hello|Hi there),$/, /I can(?:'t|not) cover your Saturday shift\. I(?:'m| am) away this weekend\./, 'Re: Saturday shift'],
    // A signature that is not a name still ends the email.
    ["reply nicely\n\nHello,\n\nWe're organising a street party on Sunday 7 July and wondered if you'd like to help with the setup. Let us know!\n\nBest,\nYour neighbours at no. 22\n\nsay yes happy to help with setup", /^(?:Hello|Hi there),$/, /^(?![\s\S]*neighbours at)[\s\S]*Yes, I(?:'d| would) be happy to help with setup\./, 'Re: Street party'],
    // Numbered questions, answered in a list: each answer to its question.
    ['pls reply to this msg\n\nHi Chloe,\n\nA few questions before we confirm the booking:\n1. How many guests will there be?\n2. Do you need a vegetarian option?\n3. What time would you like to arrive?\n\nThanks,\nMarta\nEvents Team, The Olive Tree\n\nanswers: 25 guests, yes 4 veggie, around 7pm', /Marta,$/, /There will be 25 guests\. Yes, we need a vegetarian option \(4 vegetarian\)\. We(?:'d| would) like to arrive around 7 pm\./, 'Re: The booking'],
    // A one-line quote after "tell him yes:", no "reply" anywhere.
    ['tell him yes: "Hi, can you make Friday at 4 for the handover? - Tom"', /Tom,$/, /Yes, I can make Friday at 4 for the handover\./, 'Re: The handover'],
    // Where the email came from, before the instruction, is not part of the reply.
    ["hey so my landlord sent me this:\n\nHi Priya, just a reminder the rent is going up to £1,050 from next month as discussed. Thanks, Alan\n\ncan u reply and say thats fine but can he fix the bathroom fan first its been broken since june", /Alan,$/, /^(?![\s\S]*(?:sent me this|reply to this|'S fine))[\s\S]*That(?:'s| is) fine\. Could you fix the bathroom fan first/, 'Re: The rent'],
    ['got this email from a client, need to reply:\n\nHi Sam,\n\nLoved the first round of designs! Could we see a version with a darker background? Also, any chance we could have it by Thursday?\n\nThanks!\nEmma\n\nyes will do the darker version, thursday is tight, friday would be better', /Emma,$/, /^(?![\s\S]*(?:got this email|need to reply))[\s\S]*Yes, I(?:'ll| will) do the darker version\./, undefined],
    ['reply to this but make it sound professional:\n\nHi,\nAre you available to start the project on Monday 3rd? We\'d need the first draft by the 14th.\nKind regards,\nFiona Walsh\nAccounts, PromoPrint\n\nyes can start on the 3rd, first draft by 14th is fine', /Fiona,$/, /^(?![\s\S]*(?:[Mm]ake it|professional))[\s\S]*Yes, I can start on the 3rd\./, 'Re: The project'],
    // A one-line paste, the instruction after its signature.
    ['reply to: Hi there, thanks for your order! Unfortunately the blue sofa is out of stock until October. Would you like to wait, switch to grey, or cancel for a full refund? Best, Hannah, Loft & Co Customer Care  ill switch to grey if its the same price', /Hannah,$/, /I(?:'ll| will) switch to grey if it(?:'s| is) the same price\./, 'Re: Blue sofa'],
    // "my tenant sent this" with no colon; the tenant's flat number is not his name.
    ['my tenant sent this\n\nHi, the washing machine has stopped working and it\'s leaking water onto the floor. Can someone come and look at it this week? Thanks, Ollie (flat 2)\n\nreply saying ill send a plumber on thursday morning and ask him to turn off the water to it until then', /Ollie,$/, /^(?![\s\S]*(?:tenant sent|reply to this|say I))[\s\S]*I(?:'ll| will) send a plumber on Thursday morning\./, 'Re: Washing machine'],
    ['reply to this\n\nYo! We\'re doing a 5-a-side tournament on the 30th for charity. You in? £10 entry.\n\nBig Mike\n\nyeah im in, ill transfer the tenner tonight', /(?:Dear|Hi|Hey) Mike,$/, /I(?:'m| am) in\. I(?:'ll| will) transfer the tenner tonight\./, 'Re: 5-a-side tournament'],
    // The visitor's own email, then the answer to it: the reply is to the answer.
    ["hi can you help me reply to my daughters teacher\n\nDear Mrs Khan,\n\njust so you know Amelia has been really upset about a comment from another child at lunch. could we have a chat?\n\nthats what i sent and she replied:\n\nDear Ms Patel,\n\nThank you for letting me know. I'm so sorry to hear this. I'm free on Thursday after school or Friday at 8:30am. Which would suit you best?\n\nKind regards,\nMrs Khan\n\nthursday after school please", /Mrs\. Khan,$/, /^(?![\s\S]*(?:what i sent|Amelia))[\s\S]*Thursday after school would suit me best\./, undefined],
    // In single quotes, with an apostrophe inside.
    ["reply to this 'Hi Tom, are you free on Friday for lunch? I'd love to catch up. - Ana' say yes but it has to be after 1", /Ana,$/, /Yes, I(?:'m| am) free on Friday for lunch, but it has to be after 1\./, 'Re: The lunch'],
    ['reply to this ‘Hey, can you bring the projector tomorrow? Thanks, Raj’ tell him yes no problem', /Raj,$/, /Yes, I can bring the projector tomorrow, no problem\./, 'Re: The projector'],
    // "Dear Tenant": a role, not a name to sign with; "doesn't work I'm at work" joined.
    ['reply to this\n\nDear Tenant,\n\nWe will be carrying out a gas safety inspection at your property on 3 May between 8am and 1pm. If this date is not convenient, please contact us to rearrange.\n\nRegards,\nHarbour Lettings\n\nthe date doesnt work im at work, can they do a saturday', /Harbour Lettings team,$/, /The date (?:doesn't|does not) work, as I(?:'m| am) at work\. Can you do a Saturday\?/, 'Re: Gas safety inspection'],
    // "thanks you too": the wish returned, nothing left blank.
    ['reply to this:\n\nHi Sam, just a heads up that the office will be closed on Monday for the bank holiday. Enjoy the long weekend! Karen\n\nthanks you too', /Karen,$/, /^(?![\s\S]*\[)[\s\S]*(?:Enjoy the long weekend too!|I hope you enjoy the long weekend too\.)/, 'Re: Bank holiday'],
  ])('%#: reads the email however it is pasted: %s', (message, greeting, content, subject) => {
    for (const option of options(message)) {
      expect(greetingOf(option)).toMatch(greeting);
      expect(option.body).toMatch(content);
      if (subject) expect(option.subject).toBe(subject);
      expect(signoffOf(option).name).not.toMatch(/Mr|Patel|Tenant/);
    }
  });

  it('says yes to an interview and leaves the times it asked for as one blank', () => {
    for (const option of options("reply to this, say yes\n\nHi Jordan,\n\nWe'd like to invite you back for a second interview next week. Could you let me know your availability for Wednesday or Thursday afternoon?\n\nBest,\nRachel Owens")) {
      expect(option.body).toMatch(/Yes, I(?:'d| would) be glad to come back for the second interview\. I(?:'m| am) available on \[Wednesday or Thursday afternoon, and the time\]\./);
      expect(option.body).not.toMatch(/let you know my availability/);
    }
    for (const option of options('reply to this, say yes please\n\nHi,\n\nWould you like a free consultation? When are you free next week?\n\nThanks,\nBen')) {
      expect(option.body).toMatch(/Yes, I(?:'d| would) like a free consultation\. I(?:'m| am) available on \[day and time\]\./);
    }
  });

  it('with nothing said about the answer, leaves one blank shaped by what was asked', () => {
    for (const option of options('can you reply to this\n\nHi,\n\nThanks for your order. Unfortunately the blue mug is out of stock. Would you like a refund or would you prefer to wait two weeks for the restock?\n\nBest,\nKate\nMugs & Co')) {
      expect(option.body).toMatch(/I(?:'d| would) like \[a refund \/ to wait two weeks for the restock\]\./);
      expect(option.body).not.toMatch(/To this/);
    }
    for (const option of options('reply to this:\n\nDear Mr. Okafor,\n\nYour appointment with Dr. Lewis has been scheduled for Monday 14 April at 10:30am. Please reply to confirm you can attend.\n\nKind regards,\nReception, Greenway Medical Practice')) {
      expect(option.body).toMatch(/\[I can attend \/ I can(?:'t|not) attend\]\./);
      expect(option.subject).toBe('Re: Appointment with Dr. Lewis');
    }
  });

  it('words another take of a reply differently, with the same facts', () => {
    const message = "reply to this, say yes and that ill bring a pasta salad:\n\nHi all!\nWe're doing a potluck for Greg's retirement next Friday at 12:30 in the big conference room. Can everyone let me know if you're coming and what you'll bring?\nThanks!!\nJenna";
    const first = compose({ userMessage: message, history: [] });
    const again = compose({ userMessage: message, history: [{ userMessage: message, reply: first }] });
    again.options.forEach((option, index) => {
      expect(middle(option.body)).not.toBe(middle(first.options[index]!.body));
      expect(option.body).toMatch(/potluck for Greg's retirement/);
      expect(option.body).toMatch(/pasta salad/);
    });
  });

  it('apologises to a complaint for what it says, turned to its writer', () => {
    for (const option of options("reply to this complaint, we're the shop\n\nHi,\n\nMy order arrived damaged and nobody has replied to my emails. This is really disappointing.\n\nTom Harris\n\napologise, say we'll send a replacement today")) {
      expect(greetingOf(option)).toMatch(/Tom,$/);
      expect(option.body).toMatch(/(?:I'm really|I am very) sorry that your order arrived damaged and nobody has replied to your emails\. We(?:'ll| will) send a replacement today\./);
      expect(option.body).not.toMatch(/good to hear from you|the shop/i);
    }
  });

  it('says a bare "no" in full: what cannot be done', () => {
    for (const option of options("reply to this, tell him no\n\nHey,\n\nAny chance you could lend me your car this weekend? Mine's in the garage.\n\nCheers,\nTom")) {
      expect(option.body).toMatch(/(?:Sorry|I am sorry), but I can(?:'t|not) lend you my car this weekend\./);
    }
    for (const option of options("reply to this asap\n\nHi Ben,\n\nThe client wants to know if we can deliver the first phase by the end of March. Can you confirm?\n\nThanks,\nLaura\n\nno, mid april is realistic. explain we're waiting on their content")) {
      expect(option.body).toMatch(/No, we can(?:'t|not) deliver the first phase by the end of March\. Mid April is realistic\. We(?:'re| are) waiting on their content\./);
      expect(option.body).not.toMatch(/as soon as possible|asap/i);
    }
  });

  it('closes a declined offer without asking for anything', () => {
    for (const option of options('can you reply to this email for me? tell him thanks but im not interested\n\nHi,\n\nI came across your profile and think you\'d be a great fit for a Senior Designer role at a fintech startup. Would you be open to a quick chat this week?\n\nBest,\nJames Carter\nRecruiter, TalentBridge')) {
      expect(greetingOf(option)).toMatch(/James,$/);
      expect(option.body).toMatch(/I(?:'m| am) not interested(?: at the moment)?\./);
      expect(option.body).not.toMatch(/For me\?/);
      expect(middle(option.body)).not.toMatch(ASKS);
    }
  });

  it('asks whether an alternative works when the reply proposes one', () => {
    for (const option of options('reply to this one, tell her we cant do saturday but sunday morning works\n\nHi!\n\nWould you be able to come and look at the garden on Saturday? We want to get a quote for the fencing.\n\nThanks,\nHelen')) {
      expect(option.body).toMatch(/We can(?:'t|not) do Saturday, but Sunday morning works\./);
      expect(option.body).toMatch(/works for you/);
    }
  });
});

describe('answers said in a few words after a pasted email', () => {
  const dinner = "From: Helen Marsh\nSubject: Team dinner\n\nHi everyone, we're doing a team dinner at Bella Italia on the 28th at 7pm! Please let me know by Wednesday if you can make it and any dietary requirements.\n\nHelen\n\npls reply yes and that im vegetarian, also can my partner come";
  it('"pls reply yes and that im vegetarian" says yes to the dinner, then the rest', () => {
    for (const option of options(dinner)) {
      expect(middle(option.body)).toMatch(/^(?:Thank you|Thanks)[^.!]*[.!] Yes, [^.!]*(?:dinner|there|come|count me in)[^.!]*[.!] I(?: am|'m) vegetarian\./);
    }
  });

  it('"want to accept but ask if ..." accepts the offer, then asks', () => {
    const offer = "Hi there,\nWe're excited to offer you the position of Customer Success Associate at Northwind! Please confirm your acceptance by Friday.\nKind regards,\nDaniel Ortiz, Talent Team\nwant to accept but ask if start date can be the 15th not the 1st";
    for (const option of options(offer)) {
      expect(middle(option.body)).toMatch(/delighted to accept the offer\. /);
      expect(middle(option.body)).toMatch(/15th/);
    }
  });

  it('a one-line email from its greeting, then a lowercase instruction, is a reply to its sender', () => {
    const room = "Hey! Is the spare room still available for the festival weekend? Would be 2 of us, arriving Friday evening. - Lauren\nreply: yes its free but we've got a dog, hope thats ok";
    for (const option of options(room)) {
      expect(greetingOf(option)).toMatch(/Lauren/);
      expect(option.body).toMatch(/Yes, it(?: is|'s) free, but we(?: have|'ve) got a dog\./);
      expect(option.body).not.toMatch(/Is the spare room still available/);
    }
  });

  it('"annoyed," before what to answer sets a firm tone and is not a line', () => {
    const shop = "Hi, I'm sorry but we need to cancel your order #8812 as the item is out of stock. A full refund has been issued. Apologies, The Lamp Shop\nannoyed, it was a birthday present, ask if they have anything similar in stock";
    const reply = compose({ userMessage: shop, history: [] });
    expect(reply.options[0]!.tone).toBe('Firm');
    for (const option of reply.options) {
      expect(option.body).not.toMatch(/annoyed|I am sorry but we need to cancel/i);
      expect(option.body).toMatch(/anything similar in stock\?/);
    }
  });
});

describe('"reply saying yes but ..." keeps the yes and the condition in one sentence', () => {
  it('"reply saying yes but only in the afternoon" answers "Yes, but only in the afternoon"', () => {
    const shift = "Hi Sam,\n\nCould you cover the Sunday shift on the 4th? We're short.\n\nThanks,\nMaya\n\nreply saying yes but only in the afternoon bc i have a dentist appointment";
    for (const option of options(shift)) expect(middle(option.body)).toMatch(/Yes, (?:I can cover the Sunday shift on the 4th, )?but only in the afternoon because I have a dentist appointment\./);
  });
});

describe('replies to an email pasted first, then the visitor\'s own words', () => {
  const body = (message: string, index = 0) => middle(options(message)[index]!.body);

  it('reads a notice pasted with no greeting, then a lowercase note, as a reply to it', () => {
    const message = 'Your table is booked! Reference #TB4410\nThe Harbour Kitchen, Whitby\nDate: 3 Oct, 7.30pm\nDeposit paid: £40\n\ni put the wrong date, meant november. can they move it instead of keeping the deposit';
    const split = splitQuoted(message);
    expect(split.quoted?.text).toMatch(/^Your table is booked/);
    expect(split.instruction).toMatch(/^i put the wrong date/);
    const [formal] = options(message);
    expect(formal!.subject).toMatch(/^Re: /);
    expect(middle(formal!.body)).not.toMatch(/Your table is booked|Deposit paid/);
    expect(middle(formal!.body)).toMatch(/November/);
  });

  it('greets whoever signed "Cheers, Name - Company", and ends a dispute asking for an answer', () => {
    const message = 'Hi,\nYour boiler service is complete. Total £210 including the new pump we fitted.\nCheers, Dean - Ashby Heating\n\nthe quote said £90 and no one asked me about a pump. reply asking why and that i wont pay for parts i didnt approve';
    const [formal, friendly] = options(message);
    expect(greetingOf(formal!)).toBe('Dear Dean,');
    expect(middle(formal!.body)).toMatch(/explain why[.?]/);
    expect(middle(formal!.body)).toMatch(/I will not pay for parts I did not approve\./);
    expect(formal!.body).not.toMatch(/wonderful day|great day/i);
    expect(friendly!.body).toMatch(/look(?:ing)? forward to (?:hearing from you|your reply)/i);
  });

  it('"X sent this" before the email, and "need to say no" after it', () => {
    const message = 'my manager sent this\n\nHey, could you run the Tuesday stand-up for the next two weeks while I\'m at the conference? Should only take 15 mins.\n\nneed to say no, im on annual leave from monday. suggest asking priya, she ran it in march';
    const split = splitQuoted(message);
    expect(split.quoted?.text).toMatch(/^Hey, could you run/);
    expect(body(message)).not.toMatch(/sent this|Hey/);
    expect(body(message)).toMatch(/annual leave/);
  });

  it('declines a pasted offer by thanking for it, whatever the wording of the decline', () => {
    for (const decline of ['i have to decline, i took a job closer to home last week', 'reply saying i need to decline, i took a job closer to home last week']) {
      const message = `Dear Sam,\nWe are pleased to offer you the role of Junior Buyer at Hollis & Grant, starting 1st May. Please let us know by Monday.\nKind regards, Meera\n\n${decline}`;
      const text = body(message);
      expect(text).toMatch(/offer of the Junior Buyer role/);
      expect(text).not.toMatch(/\bI decline\b|^Decline\b|\. Decline\./);
      expect(text).toMatch(/job closer to home/);
    }
  });

  it('thanks for what "reply thanks for X" thanks for, and asks what "reply asking for X" asks', () => {
    const thanked = 'Hi Mr Doyle,\nJust to let you know Ava was a little upset at lunch today but she is fine now.\nMrs Kaur\n\nreply thanks for letting me know, ill have a chat with her tonight';
    expect(body(thanked)).toMatch(/^Thank you (?:very much |so much )?for letting me know/);
    const asked = 'got this today:\n\nHi,\nThank you for applying. We have decided not to progress your application for the Data Analyst role.\nRecruitment Team\n\nreply asking for feedback on my interview';
    expect(body(asked)).toMatch(/feedback on my interview/);
    expect(body(asked)).not.toMatch(/got this|Please reply|reply asking/i);
  });

  it('a shop owner\'s reply: who they are stays out, the apology opens it, about the order that has not arrived', () => {
    const message = 'customer wrote:\n\nI ordered a hand-knitted scarf (order 5521) as a gift and it still hasn\'t arrived. Not impressed.\n\nim the owner, its just me. it went out on friday by royal mail, tracking AB123456GB. apologise, say it should be with her by wednesday, offer free delivery next time';
    const text = body(message);
    expect(text).toMatch(/^I am very sorry that your hand-knitted scarf still has not arrived\./);
    expect(text).not.toMatch(/\bowner\b|just me|Apologise|^Say\b|\. Say\b/);
    expect(text).toMatch(/Wednesday/);
  });

  it('"chase them" asks for an update, and "were already" is "we\'re"', () => {
    const message = 'Dear Ms Obi,\nThank you for your complaint ref C-1182. We aim to respond within 10 working days.\nCustomer Relations\n\nthat was a month ago and were still waiting. chase them';
    const text = body(message, 1);
    expect(text).toMatch(/an update/);
    expect(text).not.toMatch(/Chase|\bWere\b/);
  });
});
