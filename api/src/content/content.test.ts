import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentError, countWords, loadContent, renderMarkdown, type Content } from './index.ts';

const SPEC_SLUGS = [
  'ultimate-guide-to-cold-emailing',
  '5-common-mistakes-in-sales-outreach',
  'how-to-personalize-cold-emails',
  'analyzing-best-cold-email-subject-lines',
  'ab-testing-your-cold-emails',
  'art-of-the-follow-up',
  'never-heard-of-you-emails',
  'spam-to-sale-deliverability-guide',
  'finding-anyones-email-address',
  'crafting-the-perfect-cta',
  'ai-supercharge-cold-email',
  'legal-side-of-cold-emailing',
  'why-your-emails-are-ignored',
  'building-a-high-quality-prospect-list',
  'metrics-that-matter',
  'cold-email-vs-warm-email',
  'writing-for-different-industries',
  'psychology-of-a-great-cold-email',
  'automating-cold-email-outreach',
  'case-study-60-percent-open-rate',
];

/** British spellings and usage the site avoids: it writes US English throughout. */
const BRITISH_SPELLINGS =
  /\b(honour\w*|behaviour\w*|colour\w*|favour\w*|organis\w*|personalis\w*|prioritis\w*|recognis\w*|realis(e|ed|es|ing)|summaris\w*|optimis\w*|analys(e|ed|es|ing)|centre\w*|licence|cancell(ed|ing)|judgement|programmes?|catalogue|whilst|amongst|towards|travell(ed|ing|er)|labell(ed|ing)|modell(ed|ing)|defence|offence|apologis\w*|customis\w*|minimis\w*|maximis\w*|utilis\w*|authoris\w*|categoris\w*|revolutionis\w*|capitalis\w*|criticis\w*|emphasis(e|ed|es|ing)|harbour|autumn|rotas?|CVs?|physio|mum|maths)\b/gi;

/** Visible text of rendered HTML, with en dashes read as hyphens so ranges match either way. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/[\u2013\u2011]/g, '-')
    .replace(/\s+/g, ' ');
}

describe('the real content', () => {
  let content: Content;
  beforeAll(() => {
    content = loadContent();
  });

  function articleText(slug: string): string {
    const article = content.articles.find((candidate) => candidate.slug === slug);
    expect(article, slug).toBeDefined();
    return plain(article!.html);
  }

  function legalText(slug: string): string {
    const page = content.legal.find((candidate) => candidate.slug === slug);
    expect(page, slug).toBeDefined();
    return plain(page!.html);
  }

  it('resolves CONTENT_DIR to the repository content folder', () => {
    expect(path.isAbsolute(CONTENT_DIR)).toBe(true);
    expect(path.basename(CONTENT_DIR)).toBe('content');
  });

  it('holds the site facts, 12 or more templates and 51 prompt ideas in 7 categories', () => {
    expect(content.site.name.length).toBeGreaterThan(0);
    expect(content.templates.length).toBeGreaterThanOrEqual(12);
    expect(content.promptIdeas.map((idea) => [idea.category, idea.prompts.length])).toEqual([
      ['Job & Career', 8],
      ['Customer Service', 7],
      ['Business Communications', 8],
      ['Personal Relationships', 7],
      ['Academic & Education', 7],
      ['Sales & Marketing', 7],
      ['Requests & Inquiries', 7],
    ]);
    expect(content.promptIdeas.flatMap((idea) => idea.prompts)).toHaveLength(51);
  });

  it('holds exactly the 20 spec articles, 19 listed, newest first', () => {
    expect(content.articles.map((article) => article.slug).sort()).toEqual([...SPEC_SLUGS].sort());
    expect(content.articles.filter((article) => article.listed)).toHaveLength(19);
    const dates = content.articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('dates articles from 2024-11-26 to 2024-12-15 exactly', () => {
    const dates = content.articles.map((article) => article.date).sort();
    expect(dates[0]).toBe('2024-11-26');
    expect(dates.at(-1)).toBe('2024-12-15');
  });

  it('gives read times from 5 to 10 minutes, matching the word count, with both ends present', () => {
    for (const article of content.articles) {
      expect(article.readTime, article.slug).toBe(Math.ceil(article.words / 170));
      expect(article.readTime, article.slug).toBeGreaterThanOrEqual(5);
      expect(article.readTime, article.slug).toBeLessThanOrEqual(10);
    }
    const readTimes = new Set(content.articles.map((article) => article.readTime));
    expect(readTimes.has(5)).toBe(true);
    expect(readTimes.has(10)).toBe(true);
  });

  it('renders every article with section headings and no h1', () => {
    for (const article of content.articles) {
      expect(article.html, article.slug).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(article.html, article.slug).not.toMatch(/<h1/);
    }
  });

  it('carries the spec figures in the right articles', () => {
    const followUp = articleText('art-of-the-follow-up');
    for (const day of [1, 3, 7, 14]) expect(followUp).toMatch(new RegExp(`\\bday ${day}\\b`, 'i'));
    expect(followUp).toMatch(/3-5 follow-ups/i);

    const deliverability = articleText('spam-to-sale-deliverability-guide');
    for (const figure of ['SPF', 'DKIM', 'DMARC', '10-20', '20-40', '40-80']) expect(deliverability).toContain(figure);

    const caseStudy = articleText('case-study-60-percent-open-rate');
    for (const figure of ['124', '62.1%', '18.5%']) expect(caseStudy).toContain(figure);
    expect(caseStudy).toMatch(/\b14\b(\s+\S+)?\s+meetings/i);

    const legal = articleText('legal-side-of-cold-emailing');
    expect(legal).toContain('CAN-SPAM');
    expect(legal).toContain('GDPR');

    const guide = articleText('ultimate-guide-to-cold-emailing');
    expect(guide).toContain('100-150 words');
    expect(guide).toMatch(/3-5 words?/);
    expect(guide).toMatch(/3-5 follow-ups/i);
    expect(articleText('analyzing-best-cold-email-subject-lines')).toMatch(/3-5 words?/);
    expect(articleText('ab-testing-your-cold-emails')).toMatch(/100 recipients/i);
    expect(articleText('never-heard-of-you-emails')).toContain('PAIN');
  });

  it('spells the site in US English', () => {
    const texts: Array<[string, string]> = [
      ...content.articles.map((a): [string, string] => [a.slug, `${a.title} ${a.description} ${a.prompt} ${plain(a.html)}`]),
      ...content.legal.map((l): [string, string] => [l.slug, `${l.title} ${l.description} ${plain(l.html)}`]),
      ...content.templates.map((t): [string, string] => [`template ${t.id}`, `${t.name} ${t.description}`]),
      ...content.promptIdeas.map((i): [string, string] => [`ideas ${i.category}`, i.prompts.join(' ')]),
      ['site', JSON.stringify(content.site)],
    ];
    for (const [where, text] of texts) {
      const found = text.match(BRITISH_SPELLINGS) ?? [];
      expect(found, where).toEqual([]);
    }
  });

  it('keeps prompt ideas and templates free of dates that go stale', () => {
    const requests = [...content.promptIdeas.flatMap((idea) => idea.prompts), ...content.templates.map((t) => t.description)];
    const month = '(January|February|March|April|May|June|July|August|September|October|November|December)';
    for (const request of requests) {
      // A day of the month (June 14, on the 3rd) or a year names one calendar; weekdays and "next month" do not.
      expect(request).not.toMatch(new RegExp(`\\b${month}\\s+\\d{1,2}\\b|\\b\\d{1,2}(st|nd|rd|th)\\b|(?<![\\w-])(19|20)\\d{2}\\b`));
    }
  });

  it('gives deliverability and metrics advice as it stands now', () => {
    const deliverability = articleText('spam-to-sale-deliverability-guide');
    for (const fact of [/in alignment/i, /Gmail and Yahoo/, /Microsoft/, /May 2025/, /February 2024/, /RFC 8058/, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/, /below 0\.3%/, /under 0\.1%/, /compliance status/i]) {
      expect(deliverability).toMatch(fact);
    }
    expect(deliverability).toMatch(/reputation grades have been retired/);
    const metrics = articleText('metrics-that-matter');
    expect(metrics).toMatch(/Apple Mail Privacy Protection/);
    expect(metrics).toMatch(/The denominator is delivered, not sent/);
    expect(metrics).toMatch(/two-proportion test/);
    expect(articleText('legal-side-of-cold-emailing')).toMatch(/RFC 8058/);
  });

  it('labels the case study as an illustrative example, with an opt-out line in its email', () => {
    const article = content.articles.find((candidate) => candidate.slug === 'case-study-60-percent-open-rate')!;
    expect(article.title).toMatch(/^Illustrative/);
    expect(article.description).toMatch(/illustrative example/i);
    const text = plain(article.html);
    expect(text).toMatch(/An illustrative example\. Tidewater and its campaign are a composite/);
    expect(text).toMatch(/Reply "no thanks" and I won't email you again/);
    // Each article that links to it says what it is.
    for (const slug of ['metrics-that-matter', 'automating-cold-email-outreach']) expect(articleText(slug), slug).toMatch(/illustrative/i);
  });

  it('gives "5 common mistakes" at least 1,100 words of its own, not a rerun of "why your emails are ignored"', () => {
    const mistakes = content.articles.find((candidate) => candidate.slug === '5-common-mistakes-in-sales-outreach')!;
    const ignored = content.articles.find((candidate) => candidate.slug === 'why-your-emails-are-ignored')!;
    expect(mistakes.words).toBeGreaterThanOrEqual(1100);
    const headings = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]!.replace(/^\d+-/, ''));
    const shared = headings(mistakes.html).filter((heading) => headings(ignored.html).includes(heading));
    expect(shared).toEqual([]);
    // Six-word runs the two share: a few stock phrases at most, no shared passages.
    const shingles = (html: string) => {
      const words = plain(html).toLowerCase().split(/[^a-z0-9']+/).filter(Boolean);
      return new Set(words.slice(0, -5).map((_, i) => words.slice(i, i + 6).join(' ')));
    };
    const theirs = shingles(ignored.html);
    const ours = [...shingles(mistakes.html)];
    expect(ours.filter((shingle) => theirs.has(shingle)).length / ours.length).toBeLessThan(0.01);
  });

  it('states what the privacy policy must state', () => {
    const privacy = legalText('privacy-policy');
    expect(privacy).toMatch(/third-party/i);
    expect(privacy).toMatch(/AI (model|provider)/i);
    expect(privacy).toMatch(/prompts?\b[^.]*\bsent to\b/i);
    expect(privacy).toMatch(/not stored?|do not store|does not store|never store/i);
    expect(privacy).toMatch(/analytics/i);
    expect(privacy).toMatch(/advertising/i);
    expect(privacy).toMatch(/cookies/i);
    expect(privacy).toMatch(/\b13\b/);
    expect(privacy).toMatch(/California/i);
  });

  it('states what the terms of use must state', () => {
    const terms = legalText('terms-of-use');
    expect(terms).toMatch(/suspen(d|sion)/i);
    expect(terms).toMatch(/without (prior )?notice/i);
    for (const use of [/illegal/i, /spam/i, /phishing/i, /hateful/i, /harass/i, /attack/i]) expect(terms).toMatch(use);
  });

  it('states what the cookie policy must state', () => {
    const cookies = legalText('cookie-policy');
    expect(cookies).toMatch(/analytics/i);
    expect(cookies).toMatch(/advertising/i);
  });

  it('says on all three legal pages what the spec requires, as the product really does it', () => {
    for (const slug of ['privacy-policy', 'terms-of-use', 'cookie-policy']) {
      const text = legalText(slug);
      expect(text, slug).toMatch(/third-party AI model/i);
      expect(text, slug).toMatch(/\bprompts\b[^.]*\bsent to (that|the) provider\b/i);
      expect(text, slug).toMatch(/prompts are not stored by MailMuse|not stored by MailMuse/i);
      // The default engine is named as the default, not as a fallback.
      expect(text, slug).toMatch(/built-in composer/i);
      expect(text, slug).not.toMatch(/if our AI provider is unavailable/i);
      expect(text, slug).toMatch(/analytics and advertising cookies/i);
      expect(text, slug).toMatch(/mm_session/);
      expect(text, slug).toMatch(/California/);
    }
    expect(legalText('privacy-policy')).toMatch(/aged 13 and over/);
    expect(legalText('cookie-policy')).toMatch(/aged 13 and over/);
    expect(legalText('terms-of-use')).toMatch(/at least 13 years old/);
  });

  it('describes where prompts live and for how long, and the privacy choices that work', () => {
    const privacy = legalText('privacy-policy');
    expect(privacy).toMatch(/never write your prompts or the generated emails to disk, to a database or to our logs/);
    expect(privacy).toMatch(/Redis/);
    expect(privacy).toMatch(/idle for its lifetime \(currently 30 minutes\)/);
    expect(privacy).toMatch(/By default this site runs no analytics and no advertising/);
    for (const slug of ['privacy-policy', 'cookie-policy']) {
      expect(legalText(slug), slug).toMatch(/Global Privacy Control/);
      expect(legalText(slug), slug).toMatch(/Your Privacy Choices/);
    }
  });

  it('lists each cookie in the cookie policy with its type, who sets it, its purpose and lifetime', () => {
    const page = content.legal.find((candidate) => candidate.slug === 'cookie-policy')!;
    const rows = [...page.html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => plain(cell[1]!).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/ ,/g, ',').trim()));
    const byName = new Map(rows.filter((cells) => cells.length === 5).map((cells) => [cells[0]!, cells]));
    for (const name of ['mm_session', 'mailmuse:conversation', 'mailmuse:consent', '_ga', '_ga_<container-id>', '__gads, __gpi, __eoi', 'IDE, test_cookie']) {
      const cells = byName.get(name);
      expect(cells, name).toBeDefined();
      expect(cells![2], name).toMatch(/first party|third party/);
      expect(cells![3]!.length, name).toBeGreaterThan(20);
      expect(cells![4], name).toMatch(/\d|Until/);
    }
    expect(byName.get('mm_session')![4]).toBe('30 minutes after it is set');
    // First-party analytics cookies survive a third-party cookie block; the page must not say otherwise.
    const cookies = legalText('cookie-policy');
    expect(cookies).not.toMatch(/blocking third-party cookies stops most analytics/i);
    expect(cookies).toMatch(/Blocking third-party cookies stops [\s\S]{0,120}\bbut not Google Analytics/);
    expect(page.html).toContain('id="your-privacy-choices"');
  });

  it('mentions cookies in the terms of use', () => {
    expect(legalText('terms-of-use')).toMatch(/Cookie Policy[^.]*lists every cookie/);
  });

  it('dates the legal pages as the spec does', () => {
    expect(content.legal.map((page) => [page.slug, page.updated])).toEqual([
      ['privacy-policy', '2025-08-26'],
      ['terms-of-use', '2025-09-03'],
      ['cookie-policy', '2025-09-03'],
    ]);
  });
});

describe('broken content', () => {
  let root: string | undefined;

  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  /** A copy of the real content/ in a temporary folder, to break one thing in. */
  function copyContent(): string {
    root = mkdtempSync(path.join(tmpdir(), 'mailmuse-content-'));
    const dir = path.join(root, 'content');
    cpSync(CONTENT_DIR, dir, { recursive: true });
    return dir;
  }

  function edit(dir: string, relative: string, change: (text: string) => string): void {
    const file = path.join(dir, relative);
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after, `edit of ${relative} changed nothing`).not.toBe(before);
    writeFileSync(file, after);
  }

  function setFrontMatter(dir: string, relative: string, key: string, line: string): void {
    edit(dir, relative, (text) => text.replace(new RegExp(`^${key}:.*$`, 'm'), line));
  }

  function expectContentError(dir: string, file: string, field: string): ContentError {
    let caught: unknown;
    try {
      loadContent(dir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContentError);
    const error = caught as ContentError;
    expect({ file: error.file, field: error.field }).toEqual({ file, field });
    expect(error.message.startsWith(`${file}: ${field} `)).toBe(true);
    return error;
  }

  const guide = 'blog/ultimate-guide-to-cold-emailing.md';
  const guideFile = `content/${guide}`;

  it('loads an untouched copy', () => {
    expect(loadContent(copyContent()).articles).toHaveLength(20);
  });

  it('accepts an unquoted YAML date and normalises it', () => {
    const dir = copyContent();
    setFrontMatter(dir, guide, 'date', 'date: 2024-11-26');
    const article = loadContent(dir).articles.find((candidate) => candidate.slug === 'ultimate-guide-to-cold-emailing');
    expect(article?.date).toBe('2024-11-26');
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    const dir = copyContent();
    setFrontMatter(dir, guide, 'date', 'date: "26 Nov 2024"');
    const error = expectContentError(dir, guideFile, 'date');
    expect(error.message).toBe(`${guideFile}: date must be a date YYYY-MM-DD`);
  });

  it('rejects a date outside the blog range or not on the calendar', () => {
    let dir = copyContent();
    setFrontMatter(dir, guide, 'date', 'date: "2025-01-10"');
    expectContentError(dir, guideFile, 'date');
    rmSync(root!, { recursive: true, force: true });
    dir = copyContent();
    setFrontMatter(dir, guide, 'date', 'date: "2024-11-31"');
    expectContentError(dir, guideFile, 'date');
  });

  it('rejects a read time that does not match the word count', () => {
    const dir = copyContent();
    setFrontMatter(dir, guide, 'readTime', 'readTime: 4');
    expectContentError(dir, guideFile, 'readTime');
  });

  it('rejects an article whose words put it outside 5 to 10 minutes', () => {
    const dir = copyContent();
    edit(dir, guide, (text) => text.replace(/\n---\n[\s\S]*$/, '\n---\n\n## Short\n\nToo short to read for five minutes.\n'));
    setFrontMatter(dir, guide, 'readTime', 'readTime: 1');
    expectContentError(dir, guideFile, 'readTime');
  });

  it('rejects a slug that differs from the file name', () => {
    const dir = copyContent();
    setFrontMatter(dir, guide, 'slug', 'slug: "the-ultimate-guide"');
    expectContentError(dir, guideFile, 'slug');
  });

  it('rejects a missing or unknown front matter key', () => {
    let dir = copyContent();
    edit(dir, guide, (text) => text.replace(/^title:.*\n/m, ''));
    expect(expectContentError(dir, guideFile, 'title').message).toContain('is missing');
    rmSync(root!, { recursive: true, force: true });
    dir = copyContent();
    edit(dir, guide, (text) => text.replace(/^listed:/m, 'author: "Someone"\nlisted:'));
    expectContentError(dir, guideFile, 'author');
  });

  it('rejects a listed count other than 19', () => {
    const dir = copyContent();
    setFrontMatter(dir, 'blog/crafting-the-perfect-cta.md', 'listed', 'listed: false');
    expectContentError(dir, 'content/blog', 'listed');
  });

  it('rejects an article count other than 20', () => {
    const dir = copyContent();
    rmSync(path.join(dir, 'blog/crafting-the-perfect-cta.md'));
    expectContentError(dir, 'content/blog', 'articles');
  });

  it('rejects a repeated template id', () => {
    const dir = copyContent();
    edit(dir, 'templates.json', (text) => {
      const templates = JSON.parse(text) as Array<{ id: string }>;
      templates[1]!.id = templates[0]!.id;
      return JSON.stringify(templates, null, 2);
    });
    expectContentError(dir, 'content/templates.json', '[1].id');
  });

  it('rejects a template without a name', () => {
    const dir = copyContent();
    edit(dir, 'templates.json', (text) => {
      const templates = JSON.parse(text) as Array<Record<string, unknown>>;
      delete templates[2]!.name;
      return JSON.stringify(templates, null, 2);
    });
    expectContentError(dir, 'content/templates.json', '[2].name');
  });

  it('rejects a prompt idea category with the wrong number of prompts', () => {
    const dir = copyContent();
    edit(dir, 'prompt-ideas.json', (text) => {
      const ideas = JSON.parse(text) as Array<{ prompts: string[] }>;
      ideas[0]!.prompts.pop();
      return JSON.stringify(ideas, null, 2);
    });
    expectContentError(dir, 'content/prompt-ideas.json', '[0].prompts');
  });

  it('rejects a site file with a bad contact email or broken JSON', () => {
    let dir = copyContent();
    edit(dir, 'site.json', (text) => {
      const site = JSON.parse(text) as Record<string, unknown>;
      site.contactEmail = 'not an address';
      return JSON.stringify(site, null, 2);
    });
    expectContentError(dir, 'content/site.json', 'contactEmail');
    rmSync(root!, { recursive: true, force: true });
    dir = copyContent();
    edit(dir, 'site.json', (text) => text.slice(0, -5));
    expectContentError(dir, 'content/site.json', 'file');
  });

  it('rejects a missing legal page and a legal slug that differs from the file name', () => {
    let dir = copyContent();
    rmSync(path.join(dir, 'legal/cookie-policy.md'));
    expect(expectContentError(dir, 'content/legal/cookie-policy.md', 'file').message).toContain('is missing');
    rmSync(root!, { recursive: true, force: true });
    dir = copyContent();
    setFrontMatter(dir, 'legal/terms-of-use.md', 'slug', 'slug: "privacy-policy"');
    expectContentError(dir, 'content/legal/terms-of-use.md', 'slug');
  });
});

describe('renderMarkdown', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      [
        'Hello <script>alert("x")</script> there.',
        '',
        '<img src="x" onerror="alert(1)"> <a href="/blog/x" onclick="steal()">ok</a>',
        '',
        '[click](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">raw</a>',
        '',
        '<p style="color:red" onmouseover="alert(3)">styled</p>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert("x")');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<img|style=/i);
    expect(html).toContain('<a href="/blog/x">ok</a>');
    expect(html).toContain('styled');
  });

  it('keeps relative, https and mailto links and drops other schemes', () => {
    const html = renderMarkdown('[a](/blog/metrics-that-matter) [b](https://example.com) [c](mailto:hi@example.com) [d](http://example.com) [e](data:text/html,x)');
    expect(html).toContain('href="/blog/metrics-that-matter"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="mailto:hi@example.com"');
    expect(html).not.toContain('http://example.com"');
    expect(html).not.toContain('data:');
  });

  it('keeps the article building blocks and gives headings unique ids', () => {
    const html = renderMarkdown(
      [
        '## Why It Works',
        '### Step 1: Research',
        '## Why it works',
        '',
        '- **one**',
        '1. *two*',
        '',
        '> quoted',
        '',
        '```',
        'Subject: hello',
        '```',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '---',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="why-it-works">Why It Works</h2>');
    expect(html).toContain('<h3 id="step-1-research">');
    expect(html).toContain('<h2 id="why-it-works-1">');
    for (const tag of ['<ul>', '<ol>', '<strong>', '<em>', '<blockquote>', '<pre>', '<code>', '<table>', '<td>', '<hr />']) {
      expect(html).toContain(tag);
    }
  });
});

describe('countWords', () => {
  it('counts the words a reader reads, not the syntax', () => {
    expect(countWords('## A heading\n\nSome **bold** and [a link](/blog/x).\n\n- one\n- two')).toBe(9);
    expect(countWords('---\n\n> quoted words here\n\n* * *')).toBe(3);
    expect(countWords('A & B — C')).toBe(3);
  });

  it('counts code, fenced or inline, but not the fence itself', () => {
    expect(countWords('Use `merge fields` wisely.\n\n```text\nSubject: quick question\n```')).toBe(7);
  });

  it('keeps a word whole across emphasis', () => {
    expect(countWords('**bold**ly')).toBe(1);
  });
});
