import type { IntentSpec } from '../intent-types.ts';
import { ask, body, close, open, tone } from './define.ts';

const PROFESSOR: NonNullable<IntentSpec['to']> = [['Professor [Last name]', 'Professor [Last name]']];

export const ACADEMIC_INTENTS: readonly IntentSpec[] = [
  {
    id: 'professor-meeting',
    label: 'email to your professor',
    match: [
      [/\boffice hours\b/, 10],
      [/\bprofessor\b|\bprof\b|\bdr\b|\binstructor\b|\blecturer\b/, 3],
      [/\bmeet\b|\bmeeting\b|\bappointment\b/, 3],
      [/\bpaper\b|\bassignment\b|\bthesis\b|\bproject\b|\bcourse\b|\bclass\b|\bexam\b/, 2],
    ],
    tones: [
      tone('Formal', 'respectful', 'Best for a professor you have not met one-on-one, or a formal department.'),
      tone('Friendly', 'friendly', 'Best for an instructor who keeps things informal with students.'),
    ],
    to: PROFESSOR,
    subjects: [
      ['Office Hours Request – {course}', 'Request to Meet During Office Hours'],
      ['Could We Meet About {course}?', 'Could We Meet This Week?'],
    ],
    placeholders: { topic: '[topic]' },
    lines: [
      open([
        'I am a student in your {course} class, and I would like to request a meeting during your office hours.',
        "I'm in your {course} class, and I was hoping to stop by your office hours.",
      ], { when: ['course'] }),
      open([
        'I am a student in your class, and I would like to request a meeting during your office hours.',
        "I'm in your class, and I was hoping to stop by your office hours.",
      ], { unless: ['course'] }),
      body(0, ['I would like to discuss {topic}.', "I'd love to talk through {topic}."]),
      body(1, [
        'In particular, I would appreciate your guidance on [your specific question], as I want to make sure I am on the right track.',
        "I'm especially stuck on [your specific question], and I'd love your take.",
      ]),
      body(2, [
        'I will come prepared with my notes and specific questions so that we can use the time efficiently.',
        "I'll bring my notes so we can keep it quick.",
      ]),
      ask([
        'Would it be possible to meet during your office hours {on:date}, or at another time that suits you?',
        'Would {date} during your office hours work for you?',
      ], { when: ['date'] }),
      ask([
        'Could you let me know a time during your office hours that would suit you?',
        'Would any time during your office hours this week work for you?',
      ]),
      close(['Thank you for your time.', 'Thanks so much!']),
    ],
  },
  {
    id: 'recommendation-letter',
    label: 'recommendation letter request',
    match: [
      [/\brecommendation\b/, 8],
      [/\brecommendation letter\b|\bletter of recommendation\b/, 3],
      [/\bletter of reference\b/, 9],
      [/\bgrad(?:uate)? school\b|\bmaster'?s\b|\bphd\b|\bscholarship\b|\bprogram\b/, 2],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for a professor or senior contact you have not spoken to recently.'),
      tone('Warm', 'warm', 'Best for a mentor or teacher who knows you and your work well.'),
    ],
    to: PROFESSOR,
    subjects: [
      ['Request for a Letter of Recommendation', 'Request for a Letter of Recommendation'],
      ['Would You Write Me a Recommendation?', 'Would You Write Me a Recommendation?'],
    ],
    placeholders: { program: '[program]' },
    lines: [
      open([
        'I am preparing my {program} applications, and I would be honored to include a letter of recommendation from you.',
        "I'm putting together my {program} applications, and you're the first person I thought of for a recommendation.",
      ]),
      body(0, ['The recommendation deadline is {deadline}.', 'The deadline is {deadline}.'], { when: ['deadline'] }),
      body(1, [
        'Having taken your [course name] class, where I [a highlight of your work], I believe you know my work well enough to speak to my strengths.',
        'I really enjoyed your [course name] class, especially [a highlight], and I think you know my work well.',
      ]),
      body(2, [
        'To make the process as easy as possible, I can provide my CV, personal statement and a summary of the programs.',
        "I'll send my CV, personal statement and any forms to make it easy.",
      ]),
      body(3, ['I will also send a gentle reminder a week before the deadline.', "I'll send a quick reminder closer to the date too."]),
      ask(['Would you be willing to write a letter of recommendation for me?', 'Would you be open to writing one for me?']),
      close(['Thank you very much for considering my request.', 'Thanks so much either way!']),
    ],
  },
  {
    id: 'class-absence',
    label: 'absence notice',
    match: [
      [/\bmiss(?:ing)? (?:class|lecture|school|the lab|lab|the seminar|seminar|my class|the exam|the quiz)\b/, 10],
      [/\babsen(?:t|ce)\b/, 7],
      [/\bwon'?t be (?:in|at) (?:class|school)\b|\bcan'?t (?:make it to|attend) (?:class|the lecture)\b/, 6],
      [/\bcatch up\b/, 2],
      [/\bmiss(?:ing)? school\b|\bstay(?:ing)? home from school\b|\bkeep(?:ing)? (?:him|her|them) home\b/, 4],
    ],
    tones: [
      tone('Formal', 'respectful', 'Best for a professor who prefers formal notice, or when attendance is graded.'),
      tone('Concise', 'concise', 'Best for a quick heads-up to an instructor you know.'),
    ],
    to: PROFESSOR,
    subjects: [
      ['Absence From {course} {on:date}', 'Absence From Class {on:date}', 'Notice of Absence From Class'],
      ['Missing {course} {on:date}', 'Missing Class {on:date}', 'Missing Class This Week'],
    ],
    lines: [
      open(['I am writing to let you know that {other} will be absent {on:date}.', "Just a heads-up that {other} will be out {on:date}."], { when: ['other'] }),
      open(['I am writing to let you know that I will miss {course} {on:date}.', "Just a heads-up that I'll miss {course} {on:date}."], { when: ['course'], unless: ['other'] }),
      open(['I am writing to let you know that I will miss class {on:date}.', "Just a heads-up that I'll miss class {on:date}."], { unless: ['course', 'other'] }),
      body(0, ['Unfortunately, I will be away {because}.', "I'm out {because}."], { when: ['because'], unless: ['other'] }),
      body(0, ['The absence is {because}.', "It's {because}."], { when: ['because', 'other'] }),
      body(1, [
        'I have already arranged to get notes from a classmate, and I will review the material carefully.',
        "I'll get notes from a classmate.",
      ], { unless: ['other'] }),
      body(2, ['I will make sure that any work due that day is submitted on time.', 'Anything due that day will still be in on time.'], { unless: ['other'] }),
      body(3, [
        'I apologize for any inconvenience, and I remain committed to keeping up with the course.',
        "Sorry for the short notice, and I'll make sure I'm caught up by the next class.",
      ], { unless: ['other'] }),
      body(1, ['We will make sure any missed work is completed promptly.', "We'll make sure any missed work gets done."], { when: ['other'] }),
      body(2, ['Thank you for all you do for the class.', 'Thanks for everything you do for the class.'], { when: ['other'] }),
      body(3, ['We will keep you updated if the absence needs to be extended.', "I'll let you know if it turns into more than a day."], { when: ['other'] }),
      ask(['Could you let me know the best way to catch up on what I miss?', 'Is there anything else I should do to catch up?'], { unless: ['other'] }),
      ask(['Could you let me know if there is any work we should do at home to keep up?', 'Is there anything we should do at home to keep up?']),
      close(['Thank you for your understanding.', 'Thanks!']),
    ],
  },
  {
    id: 'grade-inquiry',
    label: 'grade inquiry',
    match: [
      [/\bgrade[sd]?\b|\bgrading\b|\bmark(?:ed|ing)?\b|\bscore\b/, 5],
      [/\bmidterm\b|\bexam\b|\bquiz\b|\bessay\b/, 2],
      [/\bregrade\b|\bre-?mark\b/, 5],
    ],
    tones: [
      tone('Respectful', 'respectful', 'Best when you are questioning a grade and want to keep it courteous.'),
      tone('Concise', 'concise', 'Best for a TA or instructor you talk to often.'),
    ],
    to: PROFESSOR,
    subjects: [
      ['Request to Review {topic}', 'Question About My Grade'],
      ['Question About {topic}', 'Quick Question About My Grade'],
    ],
    placeholders: { topic: 'my grade on [assignment or exam]' },
    lines: [
      open(['I hope you are well. I have a question about {topic}.', 'Quick question about {topic}.']),
      body(0, ['After going through the feedback carefully, I believe {reason}.', 'I think {reason}.'], { when: ['reason'] }),
      body(0, [
        'After going through the feedback carefully, I believe [the question or section] may have been marked incorrectly.',
        'I think [the question or section] may have been marked incorrectly.',
      ], { unless: ['reason'] }),
      body(1, ['I have attached my answer along with a short explanation of my reasoning.', "I've attached my answer and a quick note on my reasoning."]),
      body(2, [
        'I understand if the original mark stands, and I would mainly like to understand where I went wrong.',
        "If the grade stands, I'd still love to understand what I missed.",
      ]),
      ask(['Would you be willing to review it, or let me know a good time to discuss it?', 'Could you take another look when you have a moment?']),
      close(['Thank you for your time.', 'Thanks!']),
    ],
  },
  {
    id: 'research-opportunity',
    label: 'research opportunity inquiry',
    match: [
      [/\bresearch\b/, 6],
      [/\blab\b/, 3],
      [/\bundergraduate\b|\bresearch assistant\b/, 4],
      [/\bsummer\b|\binternship\b/, 1],
    ],
    tones: [
      tone('Formal', 'formal', 'Best for a professor you have never met, or a large, established lab.'),
      tone('Enthusiastic', 'enthusiastic', 'Best when you already know their work and want your excitement to show.'),
    ],
    to: PROFESSOR,
    subjects: [
      ['Inquiry About Research Opportunities', 'Inquiry About Research Opportunities'],
      ['Interested in Joining Your Lab', 'Interested in Joining Your Lab'],
    ],
    lines: [
      open(['I am writing to ask about {topic}.', "I'm really interested in {topic}, and I wanted to reach out."], { when: ['topic'] }),
      open(['I am writing to ask about research opportunities in your lab.', "I'd love to get involved in research in your lab."], { unless: ['topic'] }),
      body(0, [
        'I have been following your work on [research area], and your recent [paper or project] especially caught my attention.',
        'Your work on [research area] really caught my attention, especially [paper or project].',
      ]),
      body(1, [
        'I am a [year and major] with experience in [relevant skills or courses], and I am eager to contribute to your team.',
        "I'm a [year and major], and I've built up experience in [relevant skills or courses].",
      ]),
      body(2, [
        'I would be glad to start with whatever tasks would be most helpful, and I can commit [hours per week] to the work.',
        "I'm happy to start wherever I'm most useful, and I can put in [hours per week].",
      ]),
      body(3, ['My CV and transcript are attached for your reference.', "I've attached my CV and transcript."]),
      ask([
        'Would you be open to a brief meeting to discuss whether there might be a place for me in your lab?',
        "Could we chat for 15 minutes sometime about whether there's a spot for me?",
      ]),
      close(['Thank you for your time and consideration.', 'Thanks so much for considering it!']),
    ],
  },
  {
    id: 'parent-teacher',
    label: 'email to your child’s teacher',
    match: [
      [/\bmy (?:son|daughter|child|kid)(?:'s)?\b/, 3],
      [/\bteacher\b/, 5],
      [/\bparent\b/, 3],
      [/\bconference\b|\bprogress\b/, 2],
    ],
    // A student writing to their own teacher is not a parent.
    boost: (facts) => (/^my (?:son|daughter|child|kid)$/.test(facts.other ?? '') ? 0 : -4),
    tones: [
      tone('Warm', 'warm', 'Best for a teacher you have a friendly relationship with.'),
      tone('Formal', 'formal', 'Best for a first contact, or when the matter is sensitive.'),
    ],
    subjects: [
      ['Checking In About {topic}', 'Checking In About My Child'],
      ['Request to Meet About {topic}', 'Request for a Parent-Teacher Meeting'],
    ],
    placeholders: { topic: '[topic]', other: 'my child' },
    lines: [
      open([
        "I'm the parent of [Child's name] in your class, and I wanted to reach out about {topic}.",
        'I am writing as the parent of [Child’s name], a student in your class, regarding {topic}.',
      ], { unless: ['question'] }),
      open([
        "I'm the parent of [Child's name] in your class, and I wanted to ask {question}.",
        'I am writing as the parent of [Child’s name], a student in your class, to ask {question}.',
      ], { when: ['question'] }),
      body(0, [
        "We've noticed [what you've noticed at home], and I'd love to hear what you're seeing in the classroom.",
        'We have noticed [what you have observed at home], and I would value your perspective on what you are seeing in class.',
      ]),
      body(1, ['We really appreciate everything you do for the class.', 'We appreciate the care you put into your teaching.']),
      body(2, ["I'd also love any ideas for how we can support {other} at home.", 'I would also welcome any suggestions on how we can support {other} at home.']),
      ask(['Would you have time for a short meeting in the next week or two?', 'Would you be available to meet in the coming weeks, either in person or by phone?']),
      close(['Thank you so much!', 'Thank you for your time.']),
    ],
  },
];
