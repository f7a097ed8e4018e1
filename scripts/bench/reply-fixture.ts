import type { ReplyDraft } from '../../api/src/contract/index.ts';

/** What every benchmark visitor asks for. */
export const BENCH_PROMPT = 'Write a follow-up after my interview for the Product Designer role';

/**
 * The reply every benchmark model writes: a short message and two options of about 150 words,
 * the size of a real answer, so wire size and parsing cost match production.
 */
export const BENCH_DRAFT: ReplyDraft = {
  message: 'Here are two versions of your follow-up after the interview: one formal, one warm and personal.',
  options: [
    {
      tone: 'Formal',
      subject: 'Following up on the Product Designer interview',
      body: [
        'Dear Ms. Chen,',
        '',
        'Thank you for taking the time to meet with me on Tuesday to discuss the Product Designer position at Northwind. I enjoyed learning about the redesign of the customer portal and the way your team tests early ideas with real users before committing to a direction.',
        '',
        'Our conversation confirmed my interest in the role. In my current position at Contoso, I led the research and design of a self-service billing flow that reduced support tickets by thirty percent in six months, and I would welcome the chance to bring the same approach to your portal project. I was also glad to hear that designers work closely with engineering from the first sketch, which is how I do my best work.',
        '',
        'Could you let me know the next steps in the process and when I might expect to hear from you? I am happy to share additional work samples or references if that would help.',
        '',
        'Thank you again for your time and consideration.',
        '',
        'Best regards,',
        'Ana Ruiz',
      ].join('\n'),
      notes: 'Best for a formal company or when you met a senior manager for the first time.',
    },
    {
      tone: 'Warm',
      subject: 'Thanks again for Tuesday, Sarah',
      body: [
        'Hi Sarah,',
        '',
        'Thanks so much for the conversation on Tuesday! I really enjoyed hearing how the team is rebuilding the customer portal, and the story about testing paper prototypes in the lobby made me smile. It is exactly the kind of scrappy, curious culture I hope to join.',
        '',
        'Since we talked, I keep coming back to the idea of simplifying the onboarding steps you showed me. At Contoso I worked on a similar problem with our billing flow, and a few small changes to the first screen cut support tickets by almost a third. I would love to explore what that could look like for Northwind.',
        '',
        'Would you be able to share what the next steps look like and roughly when the team hopes to decide? If anything else would be useful, like more work samples or a quick call with a reference, just say the word.',
        '',
        'Thanks again, and have a great rest of the week!',
        '',
        'Cheers,',
        'Ana',
      ].join('\n'),
      notes: 'Best when the interview felt relaxed and you are on first-name terms.',
    },
  ],
};
