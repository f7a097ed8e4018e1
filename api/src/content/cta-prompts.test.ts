// Each article's "Try Our Email Generator" fills the chat with the article's prompt. That prompt
// must be a complete request, and the built-in composer (the default engine) must turn it into two
// emails that pass the site's own local checks, the ones each option card shows: body length for
// the kind of email, a 3-5 word subject, and exactly one call to action. The checks are the web
// app's own module, not a copy, so the article, the card and this test cannot drift apart.
import { describe, expect, it } from 'vitest';
import { compose } from '../ai/composer/index.ts';
import { MAX_MESSAGE_CHARS } from '../contract/index.ts';
import { checkDraft, countWords, emailKindOf } from '../../../web/src/features/chat/lib/draft-checks.ts';
import { loadContent } from './index.ts';

const articles = loadContent().articles;

/** Advice an article gives beyond the site's checks: the follow-up article says under 80 words. */
const MAX_BODY_WORDS: Record<string, number> = { 'art-of-the-follow-up': 80 };


describe('article calls to action', () => {
  it('has a prompt for every article, each a complete request that fits in the chat input', () => {
    expect(articles).toHaveLength(20);
    for (const { slug, prompt } of articles) {
      expect(prompt.length, slug).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
      expect(prompt, slug).toMatch(/^(Write|Rewrite)\b/);
      // Who it is to and what it is about, not just "write a cold email".
      expect(countWords(prompt), slug).toBeGreaterThanOrEqual(30);
      // A rewrite request carries the email to rewrite, after a blank line.
      if (/\brewrite\b/i.test(prompt)) expect(prompt, slug).toMatch(/\n\n(Subject: .+\n\n)?(Hi|Hello|Dear) .+,\n\n[\s\S]{200,}/);
    }
  });

  it('asks for what each article advises', () => {
    for (const { slug, prompt } of articles) {
      if (emailKindOf(prompt) === 'cold') {
        expect(prompt, slug).toMatch(/100-150 words|under 1[25]0 words/);
        expect(prompt, slug).toMatch(/3-5 word subject/);
      }
    }
    expect(articles.find((a) => a.slug === 'art-of-the-follow-up')!.prompt).toMatch(/under 80 words/);
  });

  describe.each(articles.map((article) => [article.slug, article] as const))('%s', (slug, article) => {
    it('becomes two emails that pass the site checks with the built-in composer', () => {
      const reply = compose({ userMessage: article.prompt, history: [] });
      expect(reply.options).toHaveLength(2);
      const kind = emailKindOf(article.prompt);
      for (const [index, option] of reply.options.entries()) {
        const report = checkDraft(option.subject, option.body, kind);
        const failed = report.checks.filter((check) => ['words', 'subject', 'cta'].includes(check.id) && check.status !== 'ok');
        expect(failed.map((check) => check.text), `option ${index + 1}: ${option.subject}\n${option.body}`).toEqual([]);
        const max = MAX_BODY_WORDS[slug];
        if (max !== undefined) expect(report.bodyWords, `option ${index + 1}`).toBeLessThanOrEqual(max);
      }
    });
  });
});
