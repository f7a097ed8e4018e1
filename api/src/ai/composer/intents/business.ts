import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, isPersonal, open, tone } from './define.ts';

export const BUSINESS_INTENTS: readonly IntentSpec[] = [
  {
    id: 'meeting-request',
    label: 'meeting request',
    match: [
      [/\bmeeting\b/, 4],
      [/\b(?:schedule|set up|book|arrange|request|propose) (?:a |an )?(?:[\w-]+ )?(?:meeting|call|time to meet)\b/, 5],
      [/\bmeet\b/, 3],
      [/\bcall\b/, 1],
    ],
    tones: [
      tone('Professional', 'professional', 'Best for senior colleagues, clients or anyone outside your team.'),
      tone('Friendly', 'friendly', 'Best for teammates and people you already work with day to day.'),
    ],
    subjects: [
      ['Meeting Request: {topic}', 'Request to Meet {on:date}', 'Request for a Meeting'],
      ['Time to Talk About {topic}?', 'Quick Meeting {on:date}?', 'Do You Have Time to Meet?'],
    ],
    placeholders: { topic: '[topic]' },
    lines: [
      open([
        'I would like to schedule a {duration} meeting to discuss {topic}.',
        "I'd love to set up a {duration} meeting to talk through {topic}.",
      ]),
      body(1, [
        'I would like to use the time to review where things stand and agree on next steps.',
        'The goal is to get on the same page and agree on next steps.',
      ]),
      body(2, [
        'I will circulate a short agenda in advance so that we can make the most of the time.',
        "I'll send a quick agenda beforehand so we can keep it focused.",
      ]),
      body(3, [
        'I am happy to meet in person or by video, whichever is more convenient for you.',
        "Happy to do it in person or over video, whatever's easier.",
      ]),
      ask([
        'Would you be available {on:date}, or is there another time that would suit you better?',
        'Does {date} work for you?',
      ], { when: ['date'] }),
      ask([
        'Could you let me know a few times that would work for you this week or next?',
        'What times work for you over the next week or so?',
      ]),
      close(['Thank you, and I look forward to speaking with you.', 'Thanks!']),
    ],
  },
  {
    id: 'project-update',
    label: 'project status update',
    match: [
      [/\b(?:status|progress|project) (?:update|report)\b/, 10],
      [/\bupdate (?:my|the|our) (?:team|manager|stakeholders|client)\b/, 6],
      [/\bupdate\b/, 2],
      [/\bstatus\b/, 3],
      [/\bprogress\b/, 2],
      [/\bmilestone\b|\bon track\b|\bbehind schedule\b/, 3],
    ],
    tones: [
      tone('Concise', 'concise', 'Best for busy stakeholders who want the headline in thirty seconds.'),
      tone('Detailed', 'detailed', 'Best for your own team or anyone who needs the full picture and the reasons behind it.'),
    ],
    subjects: [
      ['{topic}: Status Update', 'Project Status Update'],
      ['{topic}: Progress and Next Steps', 'Project Update: Progress and Next Steps'],
    ],
    lines: [
      open(['Here is a quick update on {topic}.', 'I wanted to share a fuller update on where {topic} stands and what comes next.'], { when: ['topic'] }),
      open(['Here is a quick update on where the project stands.', 'I wanted to share a fuller update on where the project stands and what comes next.'], { unless: ['topic'] }),
      body(0, ['Key points:{points}', "Here's where things stand:{points}"], { when: ['points'] }),
      body(0, [
        'Key points:\n- Progress: [what has been completed]\n- Next milestone: [what comes next, and when]\n- Blockers: [anything that needs attention]',
        "Here's where things stand:\n- Done: [what has been completed]\n- Next: [the next milestone, and when]\n- Risks: [anything that could slow us down]",
      ], { unless: ['points'] }),
      body(1, [
        'The timeline and priorities are otherwise unchanged.',
        'Apart from the points above, the timeline and priorities are unchanged, and the team is in good shape.',
      ]),
      body(2, [
        'I will share the next update when we reach the next milestone.',
        "I'll send the next update when we hit the next milestone, or sooner if anything changes.",
      ]),
      body(3, ['Thanks to everyone for the hard work so far.', 'A big thank-you to everyone for the work that has gone into this so far.']),
      body(4, ['Full details are in [link to the project tracker].', 'The tracker at [link] has the full detail, including owners and dates for each task.']),
      ask([
        'Please reply if you have questions or concerns.',
        "If you have any questions or see a risk I've missed, please reply here or grab me for a quick chat.",
      ]),
      close(['Thank you.', 'Thanks, everyone.']),
    ],
  },
  {
    id: 'introduction',
    label: 'introduction email',
    match: [
      [/\bintroduc(?:e|ing|tion)\b/, 6],
      [/\bintroduce myself\b/, 3],
      [/\bnew (?:client|account manager|team member|colleague|hire|point of contact)\b/, 2],
      [/\bkick[- ]?off\b/, 3],
    ],
    tones: [
      tone('Professional', 'professional', 'Best for a first contact with a client or partner, where credibility comes first.'),
      tone('Warm', 'warm', 'Best when you want the relationship to feel personal from day one.'),
    ],
    to: [['{company} team', '{company} team']],
    subjects: [
      ['Introducing {other}', 'Introduction: Your New {role}', 'A Brief Introduction'],
      ['Meet {other}', 'Hello From Your New {role}', 'Hello and a Quick Introduction'],
    ],
    lines: [
      open([
        'I would like to introduce you to {other}, who I believe would be a valuable contact for you.',
        "I'd love to introduce you to {other}. I think you two will really hit it off.",
      ], { when: ['other'] }),
      open([
        'I am pleased to introduce myself as your new {role}.',
        "I'm excited to introduce myself as your new {role}!",
      ], { when: ['role'], unless: ['other'] }),
      open(['I would like to take a moment to introduce myself.', 'I wanted to say hello and introduce myself.'], { unless: ['role', 'other'] }),
      body(0, [
        'I will be your main point of contact going forward, and I am looking forward to working closely with the team at {company}.',
        "I'll be your go-to person from here on, and I'm really looking forward to working with everyone at {company}.",
      ], { when: ['company'], unless: ['other'] }),
      body(1, [
        'I have [number] years of experience in [your field], and my focus is making sure you get real value from our work together.',
        "A bit about me: I've spent [number] years in [your field], and I care a lot about making things easy for you.",
      ], { unless: ['other'] }),
      body(0, [
        '{other} has deep experience in [their field] and is currently working on [what they are working on].',
        '{other} is brilliant at [their strength] and is working on [what they are working on].',
      ], { when: ['other'] }),
      body(2, [
        'Given your work at {company}, I believe a conversation would be valuable for both of you.',
        "With everything you're doing at {company}, I think you two would have a lot to talk about.",
      ], { when: ['other', 'company'] }),
      body(2, [
        'I believe a conversation would be valuable for both of you.',
        'I think you two would have a lot to talk about.',
      ], { when: ['other'], unless: ['company'] }),
      body(3, [
        'You are welcome to reach out to me directly at any time.',
        "My door's always open, so reach out anytime.",
      ], { unless: ['other'] }),
      ask([
        'Would you be open to a short call with {other} in the coming weeks?',
        'Would you be up for a quick coffee or call with {other}?',
      ], { when: ['other'] }),
      ask([
        'Would you be available for a {duration} kickoff call next week to discuss your priorities?',
        'Could we set up a quick kickoff call next week to hear what matters most to you?',
      ]),
      close(['I look forward to working with you.', 'Looking forward to working together!']),
    ],
  },
  {
    id: 'apology',
    label: 'apology email',
    smallTalk: false,
    match: [
      [/\bapologi[sz]/, 8],
      [/\bsorry\b/, 5],
      [/\bapology\b/, 6],
      [/\bmistake\b|\bmissed\b|\bmissing\b|\bmy fault\b/, 2],
    ],
    boost: (facts) => (isPersonal(facts) ? -4 : 0),
    tones: [
      tone('Formal', 'formal', 'Best for clients and senior stakeholders, where accountability and a clear fix matter most.'),
      tone('Sincere', 'warm', 'Best for colleagues you work with closely, where a human tone rebuilds trust.'),
    ],
    subjects: [
      ['Please Accept My Apologies', 'Please Accept My Apologies'],
      ["I'm Sorry – and Here's the Plan", "I'm Sorry – and Here's the Plan"],
    ],
    placeholders: { occasion: '[what went wrong]' },
    lines: [
      open(['Please accept my sincere apologies for {occasion}.', "I'm really sorry for {occasion}."], { unless: ['regret'] }),
      open(['I sincerely apologize that {regret}.', "I'm really sorry that {regret}."], { when: ['regret'] }),
      body(0, [
        'I take full responsibility, and I understand the inconvenience this has caused you.',
        "That's on me, and I know it made things harder for you.",
      ]),
      body(0, ['I will deliver {promise}.', "You'll have {promise}."], { when: ['promise'] }),
      body(0, ['I will have this fully resolved {by:deadline}.', "I'll have this sorted {by:deadline}."], { when: ['deadline'], unless: ['promise'] }),
      body(1, [
        'To prevent this from happening again, I have [what you are changing].',
        "I've already [what you're changing] so this doesn't happen again.",
      ]),
      body(2, [
        'I value our working relationship and am committed to restoring your confidence.',
        'I really value working with you, and I want to make this right.',
      ]),
      ask([
        'Please let me know if there is anything else I can do in the meantime.',
        'Is there anything I can do in the meantime to help?',
      ]),
      close(['Thank you for your patience and understanding.', 'Thanks for bearing with me.']),
    ],
  },
  {
    id: 'deadline-extension',
    label: 'extension request',
    match: [
      [/\bextension\b/, 9],
      [/\bextend (?:the |my )?(?:deadline|due date)\b/, 9],
      [/\bmore time\b/, 6],
      [/\bdeadline\b/, 2],
      [/\blate submission\b/, 5],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for professors, clients or managers who expect a formal request.'),
      tone('Friendly', 'friendly', 'Best for a manager or teacher you have an easygoing relationship with.'),
    ],
    subjects: [
      ['Extension Request: {topic}', 'Request for a Deadline Extension'],
      ['Could I Have a Little More Time?', 'Could I Have a Little More Time?'],
    ],
    placeholders: { topic: '[project or assignment]' },
    lines: [
      open([
        'I am writing to request a {duration} extension on {topic}.',
        "I'm running a little behind on {topic}, and I wanted to ask for a {duration} extension.",
      ]),
      body(0, ['I am requesting this {because}.', "I'm asking {because}."], { when: ['because'] }),
      body(0, [
        'Unfortunately, [the reason for the delay] has made it difficult to complete the work to the standard it deserves.',
        'Unfortunately, [the reason for the delay] has slowed me down more than I expected.',
      ], { unless: ['because'] }),
      body(0, [
        'With the extension, I would be able to submit the completed work {by:deadline}.',
        'With a bit more time, I can have it done {by:deadline}.',
      ], { when: ['deadline'] }),
      body(1, [
        'I want to make sure the final work is thorough and accurate rather than rushed.',
        "I'd rather hand in something solid than rush it.",
      ]),
      body(2, [
        'I have already completed [what is done so far], and I can share my progress if that would be helpful.',
        "I've already finished [what's done so far], and I'm happy to share where I'm at.",
      ]),
      body(3, ['I understand that deadlines matter, and I do not make this request lightly.', "I know deadlines matter, so I don't ask for this lightly."]),
      ask(['Would it be possible to grant this extension?', 'Would a {duration} extension work for you?']),
      close(['Thank you for your understanding.', 'Thanks so much for understanding!']),
    ],
  },
  {
    id: 'announcement',
    label: 'announcement email',
    match: [
      [/\bannounc/, 7],
      [/\blet (?:everyone|the (?:whole )?team|all staff|the company) know\b/, 6],
      [/\bclosed\b|\bclosure\b|\bholiday\b/, 3],
      [/\bwhole company\b|\ball staff\b|\beveryone\b|\ball employees\b/, 3],
      [/\bnew (?:policy|process|hire|team member)\b|\bwelcome (?:our|a) new\b/, 4],
    ],
    boost: (facts) => (facts.group === 'customers' || facts.group === 'prospects' || facts.productInfo || facts.product ? -5 : 0),
    tones: [
      tone('Formal', 'formal', 'Best for company-wide notices that may be forwarded or kept on record.'),
      tone('Friendly', 'friendly', 'Best for your own team or a company culture that is relaxed and informal.'),
    ],
    to: [['colleagues', 'everyone']],
    subjects: [
      ['Important Update: {date}', 'Important Update for All Staff'],
      ['Heads-Up: {date}', 'Quick Heads-Up for Everyone'],
    ],
    lines: [
      open(['I would like to let you know that {statement}.', 'Quick heads-up: {statement}.'], { when: ['statement'] }),
      open([
        'I am pleased to share an important update with everyone: [your announcement].',
        "I've got some news to share with everyone: [your announcement].",
      ], { unless: ['statement'] }),
      body(0, ['Key points:{points}', "Here's what you need to know:{points}"], { when: ['points'] }),
      body(1, ['Further details will be shared as they become available.', "We'll share more details as soon as we have them."]),
      body(2, [
        'Teams that are affected will receive any additional guidance directly from their managers.',
        'If your team is affected, your manager will be in touch with any extra details.',
      ]),
      body(3, ['We appreciate everyone’s flexibility.', 'Thanks for rolling with it, as always.']),
      ask([
        'Please plan your work accordingly, and contact [contact name] with any questions.',
        'Please plan ahead, and give [contact name] a shout if you have any questions.',
      ]),
      close(['Thank you for your attention.', 'Thanks, everyone!']),
    ],
  },
  {
    id: 'meeting-recap',
    label: 'meeting recap',
    match: [
      [/\brecap\b/, 10],
      [/\bmeeting (?:notes|summary|minutes)\b|\bminutes\b/, 9],
      [/\bsummar(?:y|ize|ise)\b/, 4],
      [/\bnext steps\b|\baction items\b|\bwho owns\b/, 4],
      [/\bafter (?:today'?s|the|our) meeting\b/, 3],
    ],
    tones: [
      tone('Concise', 'concise', 'Best for a quick record that people can act on straight away.'),
      tone('Detailed', 'detailed', 'Best when decisions were made that others will need to refer back to.'),
    ],
    to: [['{company} team', 'everyone'], ['all', 'everyone']],
    subjects: [
      ['Recap: Meeting With {company}', 'Meeting Recap and Next Steps'],
      ['Next Steps From Our Meeting With {company}', 'Summary and Next Steps'],
    ],
    lines: [
      open(['Thank you for your time {on:date}. Here is a quick recap of what we agreed with {company}.', 'Thanks again for a productive meeting with {company} {on:date}. Below is a summary of what we discussed and the next steps we agreed on.'], { when: ['date', 'company'] }),
      open(['Thank you for your time {on:date}. Here is a quick recap of what we agreed.', 'Thanks again for a productive meeting {on:date}. Below is a summary of what we discussed and the next steps we agreed on.'], { when: ['date'], unless: ['company'] }),
      open(['Thank you for your time in our meeting with {company}. Here is a quick recap of what we agreed.', 'Thanks again for a productive meeting with {company}. Below is a summary of what we discussed and the next steps we agreed on.'], { when: ['company'], unless: ['date'] }),
      open(['Thank you for your time in our meeting. Here is a quick recap of what we agreed.', 'Thanks again for a productive meeting. Below is a summary of what we discussed and the next steps we agreed on.'], { unless: ['date', 'company'] }),
      body(0, ['Next steps:{points}', 'Key decisions and next steps:{points}'], { when: ['points'] }),
      body(0, [
        'Next steps:\n- [Action item] – owner: [Name], due [date]\n- [Action item] – owner: [Name], due [date]\n- [Action item] – owner: [Name], due [date]',
        'Decisions:\n- [Decision one]\n- [Decision two]\nNext steps:\n- [Action item] – owner: [Name], due [date]\n- [Action item] – owner: [Name], due [date]',
      ], { unless: ['points'] }),
      body(1, [
        'I will keep track of progress and share updates as items are completed.',
        "I'll track progress against these items and share an update before our next check-in.",
      ]),
      body(2, ['Our next check-in is [date and time].', 'Our next check-in is scheduled for [date and time], where we can review progress on each item.']),
      body(3, ['The slides and notes are at [link].', 'The slides and full notes are available at [link] for anyone who could not attend.']),
      ask([
        'Please reply if I have missed anything or if any owner or date needs to change.',
        "If anything here doesn't match your notes, or an owner or date needs to change, please reply so we stay aligned.",
      ]),
      close(['Thanks again.', 'Thanks again to everyone for a productive discussion.']),
    ],
  },
  {
    id: 'follow-up',
    label: 'follow-up email',
    match: [
      [/\bfollow(?:ing)?[- ]?up\b/, 4],
      [/\bhaven'?t (?:heard|replied|responded|gotten)\b|\bhasn'?t (?:replied|responded|gotten back)\b|\bno (?:reply|response)\b|\bwithout (?:a |any )?(?:reply|response)\b|\bnot (?:heard|replied)\b/, 6],
      [/\bcheck(?:ing)? in\b|\bnudge\b|\bgentle reminder\b|\bbump\b/, 3],
      [/\b(?:follow(?:ing)?[- ]?up|check(?:ing)? in|status|update)\b.*\bapplication\b/, 7],
    ],
    tones: [
      tone('Polite', 'polished', 'Best for a first follow-up, or when the recipient is senior to you.'),
      tone('Direct', 'direct', 'Best for a second or third follow-up, when you need a clear answer.'),
    ],
    subjects: [
      ['Following Up on {reference}', 'Following Up on {topic}', 'Following Up on My Previous Email'],
      ['Any Update on {reference}?', 'Quick Follow-Up on {topic}', 'Just Checking In'],
    ],
    lines: [
      open(['I am following up on {reference}.', 'Checking in on {reference}.'], { when: ['reference'] }),
      open(['I am following up on my email {on:date} about {topic}.', 'Just bumping this up: I wanted to follow up on my email {on:date} about {topic}.'], { when: ['topic', 'date'], unless: ['reference'] }),
      open(['I am following up on {topic}.', 'Just bumping this up: I wanted to follow up on {topic}.'], { when: ['topic'], unless: ['reference', 'date'] }),
      open([
        'I am following up on my previous email, in case it got lost in a busy inbox.',
        'Just bumping my last email to the top of your inbox.',
      ], { unless: ['reference', 'topic'] }),
      body(0, ['As of today, {issue}.', 'For context, {issue}.'], { when: ['reference', 'issue'] }),
      body(1, [
        'I understand that things get busy, and I wanted to make sure this did not slip through the cracks.',
        'I know things get busy, so no worries if it slipped through.',
      ], { unless: ['company'] }),
      body(1, [
        'I know the team at {company} has a lot on, and I wanted to make sure this did not slip through the cracks.',
        'I know things get busy at {company}, so no worries if it slipped through.',
      ], { when: ['company'] }),
      body(2, [
        'I would be happy to provide any additional information that would help move this forward.',
        'Happy to send over anything that would help.',
      ]),
      body(3, ['For convenience, I have included my original message below.', "I've pasted my original note below for easy reference."]),
      ask([
        'Could you please let me know the status of this and when I can expect a resolution?',
        'Can you give me an update on where this stands?',
      ], { when: ['reference'] }),
      ask([
        'Could you let me know whether you have had a chance to review it, or whether you need anything else from me?',
        'Do you have a quick update on where this stands?',
      ]),
      close(['Thank you for your time.', 'Thanks!']),
    ],
  },
  {
    id: 'feedback-request',
    label: 'feedback request',
    match: [
      [/\bfeedback\b/, 6],
      [/\bsurvey\b/, 4],
      [/\b(?:thoughts|input|opinion) on\b/, 4],
    ],
    tones: [
      tone('Professional', 'professional', 'Best for managers, clients or anyone whose time you want to respect formally.'),
      tone('Friendly', 'friendly', 'Best for peers and friends who will give you honest, informal notes.'),
    ],
    subjects: [
      ['Request for Feedback on {topic}', 'Request for Your Feedback'],
      ['Would Love Your Thoughts on {topic}', 'Would Love Your Thoughts'],
    ],
    placeholders: { topic: '[what you want feedback on]' },
    lines: [
      open(['I would value your feedback on {topic}.', "I'd love your honest thoughts on {topic}."]),
      body(1, [
        'Your perspective would help me understand what is working well and where I can improve.',
        'You always spot things I miss, so your take would really help.',
      ]),
      body(2, [
        'I am particularly interested in [a specific area], though any thoughts would be welcome.',
        "I'm especially curious about [a specific area], but anything goes.",
      ]),
      body(3, [
        'It should take no more than [number] minutes, and candid comments are the most useful.',
        'It should only take [number] minutes, and blunt is totally fine.',
      ]),
      ask(['Would you be willing to share your feedback {by:deadline}?', 'Could you send me your thoughts {by:deadline}?'], { when: ['deadline'] }),
      ask(['Would you be willing to share your feedback in the next week or so?', 'Could you send me your thoughts when you get a chance?']),
      close(['Thank you in advance for your time.', 'Thanks so much!']),
    ],
  },
  {
    id: 'reschedule',
    label: 'reschedule request',
    match: [
      [/\breschedul/, 10],
      [/\b(?:move|push|shift) (?:our|the|my|tomorrow's|today's) (?:meeting|call|appointment|interview|session)\b|\bchange (?:the|our) (?:time|date)\b/, 8],
    ],
    tones: [
      tone('Professional', 'professional', 'Best for clients, senior colleagues and external contacts.'),
      tone('Friendly', 'friendly', 'Best for teammates and people you meet with often.'),
    ],
    // A dentist or doctor's appointment is "my appointment" at their office, not "our meeting".
    to: [['{company} team', '{company} team']],
    subjects: [
      ['Request to Reschedule My {appointment}', 'Request to Reschedule Our Meeting'],
      ['Can We Move My {appointment}?', 'Can We Move Our Meeting?'],
    ],
    lines: [
      open([
        'Unfortunately, something has come up, and I need to reschedule my {appointment} {on:date}.',
        "Something's come up, and I need to move my {appointment} {on:date}.",
      ], { when: ['appointment', 'date'] }),
      open([
        'Unfortunately, something has come up, and I need to reschedule my upcoming {appointment}.',
        "Something's come up, and I need to move my upcoming {appointment}.",
      ], { when: ['appointment'], unless: ['date'] }),
      open([
        'Unfortunately, something has come up, and I need to reschedule our meeting {on:date}.',
        "Something's come up, and I need to move our meeting {on:date}.",
      ], { when: ['date'], unless: ['appointment'] }),
      open([
        'Unfortunately, something has come up, and I need to reschedule our upcoming meeting.',
        "Something's come up, and I need to move our upcoming meeting.",
      ], { unless: ['date', 'appointment'] }),
      body(0, ['This is {because}.', "It's {because}."], { when: ['because'] }),
      body(1, ['I apologize for the inconvenience and appreciate your flexibility.', 'Sorry for the shuffle, and thanks for being flexible.']),
      body(0, [
        'I am available [two or three alternative times], and I am happy to work around your schedule.',
        "I'm free [two or three alternative times], but happy to work around you.",
      ]),
      body(1, ['The appointment is booked under [your full name and phone number].', "It's booked under [your full name]."], { when: ['appointment'] }),
      body(2, ['The agenda and materials remain the same.', 'Everything else stays the same.'], { unless: ['appointment'] }),
      ask(['Would any of these times work for you?', 'Does one of those work for you?']),
      close(['Thank you for your understanding.', 'Thanks so much!']),
    ],
  },
  {
    id: 'out-of-office',
    label: 'out-of-office message',
    match: [[/\bout[- ]of[- ](?:the[- ])?office\b|\booo\b|\bauto[- ]?reply\b|\bautomatic reply\b|\baway message\b|\bvacation (?:responder|reply|message)\b/, 12]],
    tones: [
      tone('Formal', 'formal', 'Best for external contacts, clients and formal workplaces.'),
      tone('Friendly', 'friendly', 'Best for colleagues and contacts who know you well.'),
    ],
    to: [['all', 'there']],
    subjects: [
      ['Out of Office: {date}', 'Out of Office Notice'],
      ['Away {on:date}', 'Currently Out of Office'],
    ],
    lines: [
      open([
        'Thank you for your email. I am out of the office {on:date} with limited access to email.',
        "Thanks for your message! I'm out of the office {on:date} and checking email only occasionally.",
      ], { when: ['date'] }),
      open([
        'Thank you for your email. I am out of the office until [return date] with limited access to email.',
        "Thanks for your message! I'm out of the office until [return date] and checking email only occasionally.",
      ], { unless: ['date'] }),
      body(0, ['I will respond to your message as soon as possible after I return.', "I'll get back to you as soon as I can once I'm back."]),
      body(1, [
        'Messages will be answered in the order they were received.',
        "I'll work through my inbox in order when I'm back.",
      ]),
      body(2, ['Please note that your email will not be forwarded automatically.', "Your email won't be forwarded, so it will wait for me."]),
      ask([
        'For urgent matters, please contact [colleague’s name] at [colleague’s email].',
        "If it's urgent, [colleague's name] at [colleague's email] can help.",
      ]),
      close(['Thank you for your understanding.', 'Thanks for your patience!']),
    ],
  },
  {
    id: 'decline',
    label: 'polite decline',
    match: [
      [/\b(?:decline|declining|turn(?:ing)? down|say(?:ing)? no to|pass(?:ing)? on)\b/, 7],
      [/\binvitation\b|\binvite\b|\bmeeting\b|\brequest\b|\bproposal\b|\bevent\b|\bopportunity\b|\bwedding\b|\bparty\b/, 2],
      [/\bpolitely\b/, 1],
      [/\bcan'?t (?:make it|attend|come)\b|\bunable to (?:attend|come|make it)\b/, 5],
    ],
    boost: (facts) => (isPersonal(facts) ? -4 : 0),
    tones: [
      tone('Gracious', 'polished', 'Best for professional invitations and requests you want to keep good will on.'),
      tone('Warm', 'warm', 'Best for friends, family and people you know well.'),
    ],
    subjects: [
      ['Thank You, and My Regrets', 'Thank You, and My Regrets'],
      ['Thanks So Much for Thinking of Me', 'Thanks So Much for Thinking of Me'],
    ],
    lines: [
      open(['Thank you for inviting me to {event}.', 'Thanks so much for the invitation to {event}!'], { when: ['event'] }),
      open(['Thank you for reaching out about {topic}.', 'Thanks so much for reaching out about {topic}!'], { when: ['topic'], unless: ['event'] }),
      open(['Thank you very much for thinking of me.', 'Thanks so much for thinking of me!'], { unless: ['event', 'topic'] }),
      body(0, ['Unfortunately, I will not be able to take part {because}.', "Unfortunately, I can't make it {because}."], { when: ['because'] }),
      body(0, ['Unfortunately, I will not be able to take part this time.', "Unfortunately, I can't make it this time."], { unless: ['because'] }),
      body(1, ['I truly appreciate you including me, and I hope it goes very well.', 'I really appreciate you including me, and I hope it goes brilliantly.']),
      body(2, ['I would be glad to be considered for future opportunities.', "I'd love to be included next time."]),
      ask(['Please let me know if there is another way I can support you.', 'Is there anything I can do to help from the sidelines?']),
      close(['Thank you again for thinking of me.', 'Thanks again!']),
    ],
  },
  {
    id: 'welcome',
    label: 'welcome email',
    match: [
      [/\bwelcome\b/, 8],
      [/\bnew (?:employee|hire|team member|colleague|starter|member|intern|joiner)\b|\bonboarding\b|\bjoining (?:the|our|my) (?:\w+ )?team\b/, 5],
    ],
    tones: [
      tone('Warm', 'warm', 'Best for a new teammate, so they feel at home from the first message.'),
      tone('Formal', 'formal', 'Best for a company-wide or official welcome.'),
    ],
    subjects: [
      ['Welcome to the Team, {recipient}!', 'Welcome to the Team!'],
      ['Welcome to {company}', 'A Warm Welcome to the Team'],
    ],
    lines: [
      open(["Welcome to the team! We're so glad you're joining us {on:date}.", 'On behalf of everyone at {company}, I am delighted to welcome you to the team.'], { when: ['date', 'company'] }),
      open(["Welcome to the team! We're so glad you're joining us {on:date}.", 'On behalf of the whole team, I am delighted to welcome you.'], { when: ['date'], unless: ['company'] }),
      open(["Welcome to the team! We're so glad to have you with us at {company}.", 'On behalf of everyone at {company}, I am delighted to welcome you to the team.'], { when: ['company'], unless: ['date'] }),
      open(["Welcome to the team! We're so glad to have you with us.", 'On behalf of the whole team, I am delighted to welcome you.'], { unless: ['date', 'company'] }),
      body(0, ["We can't wait to meet you {on:date}.", 'We look forward to seeing you {on:date}.'], { when: ['date'] }),
      body(1, [
        'On your first day, [what to expect, such as a team lunch and laptop setup].',
        'Your first day will include [the first-day plan], and [manager’s name] will be your main point of contact.',
      ]),
      body(2, ["[Buddy's name] will be your go-to person for questions while you settle in.", 'You will find everything you need to get started in [onboarding link or document].']),
      body(3, ["We can't wait to see what you'll bring to the team.", 'We are confident you will be a great addition to the team.']),
      ask(['Is there anything you need from us before you start?', 'Please let me know if you have any questions before your start date.']),
      close(['See you soon!', 'Welcome aboard.']),
    ],
  },
  {
    id: 'farewell',
    label: 'farewell email',
    match: [
      [/\bfarewell\b|\bgoodbye\b|\bgood-bye\b|\bsay(?:ing)? bye\b/, 10],
      [/\bleaving\b|\blast day\b|\bmoving on\b/, 3],
      [/\bcolleagues\b|\bcoworkers\b|\bco-workers\b|\bteam\b/, 1],
    ],
    tones: [
      tone('Warm', 'warm', 'Best for the team you worked with every day.'),
      tone('Polished', 'polished', 'Best for a wider audience, such as the whole department or clients.'),
    ],
    to: [['colleagues', 'everyone']],
    subjects: [
      ['Goodbye and Thank You', 'Goodbye and Thank You'],
      ['Farewell and Thank You', 'Farewell and Thank You'],
    ],
    lines: [
      open(["As some of you know, {date} is my last day at {company}.", 'I wanted to let you know that my last day at {company} will be {date}.'], { when: ['company'] }),
      open(["As some of you know, {date} is my last day here.", 'I wanted to let you know that my last day here will be {date}.'], { unless: ['company'] }),
      body(0, [
        "I've loved working with all of you, and I'm going to miss [a team tradition, such as our Friday lunches].",
        'It has been a privilege to work alongside such a talented and supportive team.',
      ]),
      body(1, [
        "Thank you for the help, the laughs and everything you've taught me.",
        'Thank you for your guidance, your collaboration and everything I have learned from you.',
      ]),
      body(2, ["I'm moving on to [what's next], and I'm excited for the next chapter.", 'I will be moving on to [your next role or plans].']),
      ask(['Please stay in touch: you can reach me at [personal email].', 'Please keep in touch at [personal email or LinkedIn profile].']),
      close(["I'll miss you all!", 'I wish you all continued success.']),
    ],
    placeholders: { date: '[last day]', company: '[Company]' },
  },
  {
    id: 'delay-notice',
    label: 'delay notice',
    match: [
      [/\bdelay(?:ed|s)?\b|\bpush(?:ed)? back\b|\bbehind schedule\b|\bpostpon/, 6],
      [/\bproject\b|\bdelivery\b|\bshipment\b|\blaunch\b|\bdeadline\b/, 2],
      // "Tell my mom I got the job" is news, not a delay: telling alone must not make a delay notice.
      [/\blet (?:\w+ ){0,3}know\b|\binform\b|\btell\b|\bnotify\b/, 1],
    ],
    tones: [
      tone('Accountable', 'formal', 'Best for clients and senior stakeholders who need a clear, on-record update.'),
      tone('Reassuring', 'warm', 'Best when the relationship is good and you want to keep confidence high.'),
    ],
    subjects: [
      ['Updated Timeline for {topic}', 'Update on Our Timeline'],
      ['Quick Update on the Timeline', 'Quick Update on the Timeline'],
    ],
    placeholders: { topic: '[the project]', date: '[new date]' },
    lines: [
      open(['I am writing to let you know that {statement}.', 'I wanted to give you a heads-up that {statement}.'], { when: ['statement'] }),
      open(['I am writing to let you know that {topic} will be delayed.', 'I wanted to give you a heads-up that {topic} is running behind.'], { unless: ['statement'] }),
      body(0, ['This is {because}.', "It's {because}."], { when: ['because'] }),
      body(0, ['The new expected date is {date}.', "We're now aiming for {date}."], { unless: ['statement'] }),
      body(1, ['I understand this may affect your plans, and I apologize for the inconvenience.', "I know this isn't ideal, and I'm sorry for the hassle."]),
      body(2, ['To minimize the impact, we are [what you are doing to recover].', "In the meantime, we're [what you're doing to keep things moving]."]),
      body(3, [
        'I will keep you updated on our progress and let you know immediately if anything changes.',
        "I'll keep you posted, and you'll hear from me right away if anything changes.",
      ]),
      ask(['Please let me know if you would like to discuss how this affects your plans.', 'Would a quick call help to talk through what this means for you?']),
      close(['Thank you for your patience and understanding.', 'Thanks for bearing with us.']),
    ],
  },
  {
    id: 'sick-day',
    label: 'sick day email',
    match: [[/\bcall(?:ing)? in sick\b|\bsick day\b|\bout sick\b|\bsick today\b|\bwon'?t be (?:in|at work|working)(?: today| tomorrow)?\b|\b(?:i'?m|i am) (?:sick|ill|unwell|under the weather)\b/, 10]],
    tones: [
      tone('Professional', 'professional', 'Best for a manager or workplace that prefers a formal notice.'),
      tone('Friendly', 'friendly', 'Best for a relaxed team where a quick note is normal.'),
    ],
    subjects: [
      ['Sick Leave {on:date}', 'Sick Leave Today'],
      ['Out Sick {on:date}', 'Out Sick Today'],
    ],
    lines: [
      open(['I am unwell and will not be able to work {on:date}.', "I'm feeling under the weather, so I'm taking a sick day {on:date}."], { when: ['date'] }),
      open(['I am unwell and will not be able to work today.', "I'm feeling under the weather, so I'm taking a sick day today."], { unless: ['date'] }),
      body(0, ['I expect to be back [return date], and I will keep you posted if anything changes.', "I'm hoping to be back [return date], and I'll keep you posted."]),
      body(1, ['[Colleague’s name] has kindly agreed to cover [urgent tasks or meetings].', "[Colleague's name] can cover [anything urgent] while I'm out."]),
      body(2, ['I will check messages when I can for anything truly urgent.', "I'll check in on messages if anything urgent comes up."]),
      body(3, ['I have moved my meetings where possible.', "I've moved my meetings where I could."]),
      ask(['Please let me know if there is anything you need from me before I sign off.', 'Let me know if you need anything from me before I log off.']),
      close(['Thank you for your understanding.', 'Thanks for understanding!']),
    ],
  },
];
