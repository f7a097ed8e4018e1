import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, open, tone } from './define.ts';

export const JOB_CAREER_INTENTS: readonly IntentSpec[] = [
  {
    id: 'job-application',
    label: 'job application email',
    match: [
      [/\bjob application\b/, 8],
      [/\bappl(?:y|ying|ication)\b.*\b(?:position|role|job|opening|internship|vacancy)\b/, 6],
      [/\bcover letter\b/, 6],
      [/\bapplication email\b/, 5],
      [/\bapply(?:ing)?\b/, 2],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for traditional employers and applications read by a hiring manager you have never met.'),
      tone('Enthusiastic', 'enthusiastic', 'Best for startups and creative teams, where energy and personality help you stand out.'),
    ],
    to: [['Hiring Manager', 'Hiring Team']],
    subjects: [
      ['Application for {role} at {company}', 'Application: {role} Position', 'Application for the Open Position'],
      ['Excited to Apply: {role} at {company}', 'Applying for the {role} Role', 'Excited to Join Your Team'],
    ],
    lines: [
      open([
        'I am writing to apply for the {role} position at {company}.',
        "I was excited to see the {role} opening at {company}, and I'd love to bring my experience to your team.",
      ]),
      body(1, [
        'With {years} years of experience in {field}, I have built a strong record of delivering reliable results in demanding, detail-oriented environments.',
        "Over the past {years} years in {field}, I've learned how to turn messy problems into clear, measurable wins.",
      ], { when: ['years'] }),
      body(1, [
        'My background in {field} has prepared me to contribute from the first day, and I have consistently delivered results in demanding environments.',
        "My background in {field} means I can hit the ground running, and I love work where results are easy to see.",
      ], { when: ['field'], unless: ['years'] }),
      body(1, [
        'My experience in [your key skill] has prepared me to contribute from the first day, and I have consistently delivered results in demanding environments.',
        "My experience in [your key skill] means I can hit the ground running, and I love work where results are easy to see.",
      ], { unless: ['years', 'field'] }),
      body(1, ['Most recently, {achievement}.', 'Most recently, {achievement}.'], { when: ['achievement'] }),
      body(2, [
        'I am particularly drawn to {company} because of [what impresses you about them], and I would welcome the chance to contribute to that work.',
        "What draws me to {company} is [what excites you about them], and I'd love to help push that work forward.",
      ]),
      body(3, [
        'Colleagues know me for clear communication, dependable follow-through and a willingness to take ownership of difficult problems.',
        "People I've worked with would describe me as curious, reliable and quick to roll up my sleeves.",
      ]),
      body(4, [
        'My résumé is attached for your review, and I would be happy to provide references or work samples on request.',
        "I've attached my résumé, and I'm happy to share work samples too.",
      ]),
      ask([
        'Would you be available for a brief conversation about how I could contribute to your team?',
        'Could we set up a quick call to talk about how I could help {company}?',
      ]),
      close(['Thank you for your time and consideration.', 'Thanks so much for considering my application!']),
    ],
  },
  {
    id: 'interview-follow-up',
    label: 'interview follow-up email',
    match: [
      [/\binterview(?:ed|ing|s)?\b/, 3],
      [/\bfollow(?:ing)?[- ]?up\b/, 3],
      [/\bafter (?:my|the|our) interview\b/, 3],
      [/\b(?:status|next steps|hear back|heard back|decision|timeline)\b/, 2],
    ],
    tones: [
      tone('Polished', 'polished', 'Best when a few days have passed and you want a courteous nudge about next steps.'),
      tone('Warm', 'warm', 'Best when you built a good rapport in the interview and want to sound personable.'),
    ],
    to: [['Hiring Manager', 'there']],
    subjects: [
      ['Following Up: {role} Interview', 'Following Up on My Interview'],
      ['Great Speaking With You {on:date}', 'Great Speaking With You'],
    ],
    lines: [
      open([
        'Thank you again for taking the time to speak with me {on:date} about the {role} position at {company}.',
        'I really enjoyed our conversation {on:date} about the {role} role at {company}, and I wanted to follow up.',
      ], { when: ['date'] }),
      open([
        'Thank you again for taking the time to speak with me about the {role} position at {company}.',
        'I really enjoyed our conversation about the {role} role at {company}, and I wanted to follow up.',
      ], { unless: ['date'] }),
      body(1, [
        'Our discussion reinforced my enthusiasm for the role and for the direction of the team.',
        'Hearing more about the team and what is ahead made me even more excited about the role.',
      ]),
      body(2, [
        'I remain confident that my background would allow me to contribute quickly, particularly in [an area you discussed].',
        "I keep thinking about [something you discussed], and I'd love the chance to dig into it with you.",
      ]),
      body(3, [
        'If it would be helpful, I would be glad to share additional work samples or references.',
        "If it's useful, I'm happy to send over more examples of my work.",
      ]),
      ask([
        'Could you let me know whether there is any update on the timeline for next steps?',
        'Do you have a sense of the timeline for next steps?',
      ]),
      close(['Thank you again for your time and consideration.', 'Thanks again, and I hope you have a great week!']),
    ],
  },
  {
    id: 'interview-thank-you',
    label: 'interview thank-you email',
    match: [
      [/\bthank(?:s|ing)?\b.*\binterview/, 8],
      [/\binterview\b.*\bthank/, 8],
      [/\binterview(?:ed|ing|s)?\b/, 2],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for corporate or traditional employers; send it within a day of the interview.'),
      tone('Warm', 'warm', 'Best when the interview felt like a real conversation and you want that to come through.'),
    ],
    to: [['Hiring Manager', 'there']],
    subjects: [
      ['Thank You – {role} Interview', 'Thank You for the Interview'],
      ['Thanks for a Great Conversation', 'Thanks for a Great Conversation'],
    ],
    lines: [
      open([
        'Thank you for taking the time to interview me for the {role} position at {company}.',
        'Thank you so much for meeting with me about the {role} role at {company}.',
      ], { when: ['company'] }),
      open([
        'Thank you for taking the time to interview me for the {role} position.',
        'Thank you so much for meeting with me about the {role} role.',
      ], { unless: ['company'] }),
      body(0, [
        'I especially appreciated our conversation about {topic}, which gave me a clearer picture of the team’s priorities.',
        'I especially enjoyed our conversation about {topic}; it gave me a real feel for what the team is working on.',
      ], { when: ['topic'] }),
      body(1, [
        'I appreciated learning more about the team’s priorities and the challenges the role will focus on.',
        'It was great to hear what the team is working on and where the role fits in.',
      ], { unless: ['topic'] }),
      body(1, [
        'Our conversation confirmed my strong interest in the position and in joining the team.',
        "I came away even more excited about the chance to join the team.",
      ]),
      body(2, [
        'My experience in [a relevant skill] aligns closely with what you described, and I am eager to put it to work.',
        'I think my experience with [a relevant skill] would be a great fit for what you described.',
      ]),
      ask([
        'Please let me know if there is any further information I can provide to support your decision.',
        "If there's anything else you need from me, just let me know.",
      ]),
      close(['I look forward to hearing from you.', 'Thanks again for a great conversation!']),
    ],
  },
  {
    id: 'resignation',
    label: 'resignation email',
    match: [
      [/\bresign/, 9],
      [/\bnotice\b/, 2],
      [/\bquit(?:ting)?\b/, 5],
      [/\bleaving (?:my|the) (?:job|position|role|company)\b/, 6],
      [/\blast day\b/, 3],
    ],
    tones: [
      tone('Formal', 'formal', 'Best when you want a clear, professional record of your notice for HR.'),
      tone('Appreciative', 'warm', 'Best when you have a good relationship with your manager and want to leave on a warm note.'),
    ],
    subjects: [
      ['Resignation Notice – {sender}', 'Formal Notice of Resignation'],
      ['Moving On From {company}', 'My Resignation, With Thanks'],
    ],
    placeholders: { date: '[Last working day]', company: '[Company]' },
    lines: [
      open([
        'Please accept this email as formal notice of my resignation from my position as {role} at {company}.',
        "I wanted to let you know that I've decided to resign from my role as {role} at {company}. It wasn't an easy decision.",
      ], { when: ['role'] }),
      open([
        'Please accept this email as formal notice of my resignation from my position at {company}.',
        "I wanted to let you know that I've decided to resign from my role at {company}. It wasn't an easy decision.",
      ], { unless: ['role'] }),
      body(0, ['My last working day will be {date}.', 'My last day will be {date}.']),
      body(1, ['This provides {notice} notice, in line with my employment terms.', 'That gives us {notice} notice to plan the handover.'], { when: ['notice'] }),
      body(1, [
        'I am grateful for the opportunities I have had here and for the support you have given me.',
        "I'm so grateful for everything I've learned here, and for your support along the way.",
      ]),
      body(2, [
        'During my remaining time, I will do everything I can to ensure a smooth transition, including documenting my work and briefing my colleagues.',
        "Between now and then, I'll make sure everything is documented and handed over smoothly.",
      ]),
      body(3, [
        'I would also be glad to help with recruiting or onboarding my successor where useful.',
        "I've really enjoyed working with you and the team, and I hope we stay in touch.",
      ]),
      ask([
        'Please let me know how you would like me to prioritize the handover during my final weeks.',
        'Could we find time this week to talk through the handover plan?',
      ]),
      close(['Thank you again for the opportunity to be part of the team.', 'Thank you for everything!']),
    ],
  },
  {
    id: 'salary-negotiation',
    label: 'salary negotiation email',
    match: [
      [/\bnegotiat/, 7],
      [/\bsalary\b/, 4],
      [/\bcounter[- ]?offer\b/, 7],
      [/\b(?:job )?offer\b/, 2],
      [/\bcompensation\b/, 2],
    ],
    tones: [
      tone('Confident', 'confident', 'Best when you have a clear number and market data to back it up.'),
      tone('Collaborative', 'collaborative', 'Best when you want to keep things friendly and show you are keen to say yes.'),
    ],
    subjects: [
      ['{role} Offer – Salary Discussion', 'Discussing the Offer Details'],
      ['Excited About the Offer From {company}', 'Excited About the {role} Offer', 'Thank You for the Offer'],
    ],
    placeholders: { offered: '[offered salary]', target: '[target salary]' },
    lines: [
      open(['Thank you for the offer to join {company} as {a:role}.', "Thank you so much for the offer to join {company} as {a:role}. I'm genuinely excited about the role and the team."], { when: ['role'] }),
      open(['Thank you for the offer to join {company}.', "Thank you so much for the offer to join {company}. I'm genuinely excited about the role and the team."], { unless: ['role'] }),
      body(0, [
        'I have carefully reviewed the package, including the proposed base salary of {offered}.',
        "I've had a chance to look over the details, including the base salary of {offered}.",
      ], { when: ['offered'] }),
      body(0, [
        'Based on my experience and current market rates for similar roles, I would like to request a base salary of {target}.',
        'Given my experience and what similar roles pay, I was hoping we could get closer to {target}.',
      ]),
      body(1, [
        'I am confident that my track record in [your key strength] will allow me to deliver value quickly.',
        'I know I can hit the ground running, especially on [where you will add value].',
      ]),
      body(2, [
        'I am enthusiastic about this opportunity and want to find an arrangement that works well for both sides.',
        "I really want to make this work, and I'm open to talking through the overall package.",
      ]),
      ask(['Would you be open to discussing an adjustment to the base salary?', 'Would you be open to a quick call this week to talk it through?']),
      close(['Thank you for your consideration.', "Thanks again, I'm really looking forward to joining!"]),
    ],
  },
  {
    id: 'raise-request',
    label: 'raise request',
    match: [
      [/\braise\b/, 7],
      [/\bpay (?:rise|increase)\b/, 8],
      [/\bsalary (?:increase|review|adjustment)\b/, 8],
      [/\bpromotion\b/, 3],
    ],
    tones: [
      tone('Polished', 'polished', 'Best for a structured review conversation or a manager who likes formality.'),
      tone('Direct', 'direct', 'Best for a manager who values brevity and a clear, confident ask.'),
    ],
    subjects: [
      ['Request to Discuss My Compensation', 'Request to Discuss My Compensation'],
      ['Quick Chat About My Salary', 'Quick Chat About My Salary'],
    ],
    lines: [
      open(['I would like to request a meeting to discuss my compensation.', "I'd like to set up some time to talk about a raise."]),
      body(0, ['Most notably, {achievement}.', 'Recently, {achievement}.'], { when: ['achievement'] }),
      body(0, [
        'Over the past year, I have taken on [new responsibilities] and delivered [key results].',
        "Over the past year, I've taken on [new responsibilities] and delivered [key results].",
      ], { unless: ['achievement'] }),
      body(1, [
        'Based on these contributions and market rates for similar roles, I believe an adjustment to my salary is warranted.',
        'Based on that, and on what the market pays for similar roles, I think a raise is fair.',
      ]),
      body(2, [
        'I have also consistently taken on responsibilities beyond my original role.',
        "I've also picked up more responsibility along the way.",
      ]),
      body(3, [
        'I enjoy my work here and am committed to continuing to grow with the team.',
        'I really like working here and want to keep growing with the team.',
      ]),
      ask([
        'Would you be available for a meeting in the next two weeks to discuss this?',
        'Could we find 30 minutes in the next couple of weeks to talk it through?',
      ]),
      close(['Thank you for your consideration.', 'Thanks!']),
    ],
  },
  {
    id: 'reference-request',
    label: 'reference request',
    match: [
      [/\breferences?\b/, 5],
      [/\b(?:serve|act) as (?:a|my|one of my) references?\b/, 6],
      [/\bbe (?:a|my|one of my) references?\b/, 6],
      [/\breferee\b/, 6],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for a former manager or senior contact you have not spoken to in a while.'),
      tone('Warm', 'warm', 'Best for someone you worked closely with and still keep in touch with.'),
    ],
    subjects: [
      ['Reference Request – {sender}', 'Request to Serve as a Reference'],
      ['Would You Be a Reference for Me?', 'Would You Be a Reference for Me?'],
    ],
    lines: [
      open([
        'I hope you are well. I am currently looking for my next role, and your perspective on my work would carry real weight with employers.',
        "I hope you're doing well! I'm in the middle of a job search, and you were the first person I thought of for a reference.",
      ]),
      body(0, [
        'I am applying for the {role} position at {company}, and the hiring team has asked for references.',
        "I'm applying for {a:role} role at {company}, and they've asked for references.",
      ], { when: ['role'] }),
      body(1, [
        'Having worked closely with you on [a project or period], I believe you could speak to my [key strengths].',
        'You saw my work up close on [a project], so I think you could speak to it better than anyone.',
      ]),
      body(2, [
        'I would be happy to send my updated résumé and a summary of the roles I am pursuing to make this as easy as possible.',
        "I'm happy to send my résumé and a few notes to make it easy.",
      ]),
      body(3, [
        'I will let you know in advance if anyone is going to contact you.',
        "I'll give you a heads-up before anyone gets in touch.",
      ]),
      ask(['Would you be willing to serve as a reference for me?', 'Would you be up for being one of my references?']),
      close(['Thank you very much for considering this.', 'Thanks so much either way, I really appreciate it!']),
    ],
  },
  {
    id: 'networking',
    label: 'networking email',
    match: [
      [/\bnetwork(?:ing)?\b/, 5],
      [/\binformational (?:interview|chat|call|meeting|conversation)\b/, 8],
      [/\blinkedin\b/, 3],
      [/\blinkedin (?:message|note|connection|request|dm)\b|\bconnection request\b|\brecruiter\b/, 4],
      [/\bcoffee chat\b/, 5],
      [/\bpick (?:your|their|her|his) brain\b/, 6],
      [/\bcareer advice\b/, 6],
      [/\breach(?:ing)? out to\b/, 2],
    ],
    tones: [
      tone('Professional', 'professional', 'Best for senior people you have never met, where brevity and respect for their time matter.'),
      tone('Friendly', 'friendly', 'Best when you share common ground, like a school, a community or a mutual contact.'),
    ],
    subjects: [
      ['Quick Question About Your Work at {company}', 'Request for a Brief Conversation'],
      ['Would Love to Learn From You', 'Would Love to Learn From You'],
    ],
    lines: [
      open([
        'I came across your profile on {platform} and have been following your work at {company} with real interest.',
        'I found your profile on {platform}, and your work at {company} really caught my eye.',
      ], { when: ['platform', 'company'] }),
      open([
        'I have been following your work at {company} with real interest.',
        'Your work at {company} really caught my eye.',
      ], { when: ['company'], unless: ['platform'] }),
      open([
        'I have been following your work with real interest, and I am reaching out in the hope of learning from your experience.',
        "I've been following your work and would love to learn from your experience.",
      ], { unless: ['company'] }),
      body(0, [
        'I am particularly interested in {topic}, and I would value your perspective on it.',
        "I'm especially curious about {topic} and would love your take on it.",
      ], { when: ['topic'] }),
      body(1, [
        'I am exploring my next career step and would value your perspective on the path you have taken.',
        "I'm figuring out my next career move, and your path really stands out to me.",
      ], { unless: ['topic'] }),
      body(1, [
        'For context, I currently work as [your role] and have been focusing on [your focus area].',
        "A bit about me: I'm [your role], and lately I've been digging into [your focus area].",
      ]),
      body(2, [
        'I know your time is valuable, so I would keep the conversation focused and brief.',
        'I promise to keep it short and come with good questions.',
      ]),
      ask([
        'Would you be open to a {duration} conversation in the coming weeks?',
        'Would you be up for a {duration} chat sometime in the next few weeks?',
      ]),
      close(['Thank you for considering my request.', "Thanks so much, and no worries at all if you're too busy!"]),
    ],
  },
  {
    id: 'offer-acceptance',
    label: 'offer acceptance email',
    match: [
      [/\baccept(?:ing)? (?:the |a |my |your |this )?(?:job |formal )?offer\b/, 10],
      [/\bformally accept/, 6],
    ],
    tones: [
      tone('Formal', 'formal', 'Best as a written record of your acceptance for HR and the hiring manager.'),
      tone('Enthusiastic', 'enthusiastic', 'Best when you want your excitement about joining to come through.'),
    ],
    subjects: [
      ['Acceptance of the {role} Offer', 'Offer Acceptance – {sender}', 'Accepting Your Job Offer'],
      ['Excited to Accept the {role} Offer', 'Excited to Accept Your Offer'],
    ],
    lines: [
      open([
        'I am delighted to formally accept the offer for the {role} position at {company}.',
        "I'm thrilled to accept the offer to join {company} as {a:role}!",
      ]),
      body(0, [
        'I confirm that I accept the starting salary of {amount} and the terms set out in the offer letter.',
        'The package, including the {amount} salary, works great for me.',
      ], { when: ['amount'] }),
      body(0, ['I confirm that my start date will be {date}.', "I'm all set to start {on:date}."], { when: ['date'] }),
      body(1, [
        'Thank you for the confidence you have shown in me throughout the process.',
        'Thank you for making the whole process so welcoming.',
      ]),
      body(2, [
        'I look forward to contributing to the team and to learning from my new colleagues.',
        "I can't wait to meet everyone and get started.",
      ]),
      body(3, [
        'I will return the signed offer letter by the requested date.',
        "I'll send the signed offer letter back shortly.",
      ]),
      ask([
        'Please let me know if there is any paperwork or information you need from me before my first day.',
        'Is there anything you need from me before day one?',
      ]),
      close(['Thank you again for this opportunity.', 'Thanks again, and see you soon!']),
    ],
  },
  {
    id: 'offer-decline',
    label: 'email declining a job offer',
    match: [
      [/\b(?:decline|declining|turn(?:ing)? down|reject(?:ing)?)\b.*\boffer\b/, 10],
    ],
    tones: [
      tone('Gracious', 'formal', 'Best for keeping the door open with a company you may want to work with later.'),
      tone('Warm', 'warm', 'Best when you got on well with the team and want the no to feel personal and kind.'),
    ],
    subjects: [
      ['{role} Offer – With Thanks', 'Regarding Your Job Offer'],
      ['Thank You for the Offer', 'Thank You for the Offer'],
    ],
    lines: [
      open([
        'Thank you very much for offering me the {role} position at {company}.',
        'Thank you so much for the offer to join {company} as {a:role}.',
      ]),
      body(0, [
        'After careful consideration, I have decided to decline the offer {because}.',
        "After a lot of thought, I've decided not to accept {because}.",
      ], { when: ['because'] }),
      body(0, [
        'After careful consideration, I have decided to decline the offer, as I have accepted a position that is a closer fit for my current goals.',
        "After a lot of thought, I've decided not to accept, as I've taken a role that's a closer fit for where I want to go next.",
      ], { unless: ['because'] }),
      body(1, [
        'This was not an easy decision, as I was impressed by the team and the work you are doing.',
        'It was a genuinely hard decision, because I really enjoyed meeting the team.',
      ]),
      body(2, [
        'I am grateful for the time you and your colleagues invested in the process, and I would welcome the chance to stay in touch.',
        "I really appreciate the time everyone spent with me, and I'd love to stay in touch.",
      ]),
      ask([
        'Please pass on my thanks to everyone I met during the process.',
        'Would you mind passing my thanks on to the team?',
      ]),
      close(['Thank you again for your understanding.', 'Thanks again for everything!']),
    ],
  },
  {
    id: 'time-off-request',
    label: 'time-off request',
    match: [
      [/\b(?:request|requesting|take|taking|book|booking|need|want|ask(?:ing)? (?:\w+ ){0,3}for|use|using|have)\b[^.]*\b(?:annual leave|vacation|holiday|time off|days? off|pto|(?:personal|parental|maternity|paternity|unpaid) leave)\b/, 8],
      [/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the day|the afternoon|the morning|next week) off\b/, 8],
      [/\btime off\b|\bdays? off\b|\bpto\b|\bannual leave\b|\bvacation\b|\b(?:personal|parental|maternity|paternity|unpaid) leave\b/, 4],
      [/\bleave\b/, 1],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for formal workplaces or when the request goes to HR as well as your manager.'),
      tone('Friendly', 'friendly', 'Best for a relaxed team where you usually chat with your manager informally.'),
    ],
    subjects: [
      ['Leave Request: {date}', 'Request for Time Off'],
      ['Time Off Request for {date}', 'Quick Time-Off Request'],
    ],
    placeholders: { date: '[dates]' },
    lines: [
      open(['I would like to request time off {on:date}.', "I'd like to take some time off {on:date}, if that works for the team."]),
      body(1, [
        'I have reviewed my current workload and will ensure that all urgent tasks are completed or handed over before I leave.',
        "I'll wrap up anything urgent before I go and make sure nothing gets stuck while I'm out.",
      ]),
      body(2, [
        'While I am away, [colleague’s name] has kindly agreed to cover any time-sensitive matters.',
        "[Colleague's name] has offered to cover anything time-sensitive while I'm away.",
      ]),
      body(3, ['I will also set an out-of-office reply with the relevant contacts.', "I'll set up an out-of-office reply too."]),
      ask(['Could you please confirm whether these dates work for the team?', 'Do these dates work for you?']),
      close(['Thank you for considering my request.', 'Thanks so much!']),
    ],
  },
];
