import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Turns a heading's plain text into an anchor id: lower case, ASCII letters, digits and single
 * hyphens, so `/blog/x#some-heading` links stay stable when punctuation changes.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Markdown written by hand is trusted, but the HTML still reaches the page through
// dangerouslySetInnerHTML, so whatever marked passes through (raw HTML included) is filtered here.
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'p', 'br', 'hr',
    'ul', 'ol', 'li',
    'blockquote', 'pre', 'code',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
    'a', 'strong', 'em', 'del',
  ],
  allowedAttributes: {
    h1: ['id'], h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
    a: ['href', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  // Relative links need no scheme; mailto keeps the contact address in legal pages clickable.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

function createMarked(): Marked {
  const used = new Map<string, number>();
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading): string {
        const inner = this.parser.parseInline(tokens);
        const base = slugify(this.parser.parseInline(tokens, this.parser.textRenderer)) || 'section';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
}

/**
 * Renders Markdown to sanitized HTML. Headings get id slugs (repeats are suffixed -1, -2...);
 * scripts, event handlers, styles and links other than relative, https or mailto are removed.
 */
export function renderMarkdown(markdown: string): string {
  // A fresh instance per document keeps heading-id numbering local to that document.
  const html = createMarked().parse(markdown, { async: false });
  return sanitizeHtml(html, sanitizeOptions);
}

// Children of these tokens are inline runs: join them without a gap so `**bold**ly` stays one word.
const inlineParents = new Set(['paragraph', 'heading', 'text', 'strong', 'em', 'del', 'link']);

function textOf(token: Token): string {
  switch (token.type) {
    case 'code':
    case 'codespan':
    case 'escape':
      return String(token.text);
    case 'html':
      return String(token.text).replace(/<[^>]*>/g, ' ');
    case 'list':
      return (token as Tokens.List).items.map(textOf).join('\n');
    case 'table': {
      const table = token as Tokens.Table;
      const cells = [...table.header, ...table.rows.flat()];
      return cells.map((cell) => cell.tokens.map(textOf).join('')).join('\n');
    }
    case 'image':
    case 'space':
    case 'hr':
    case 'def':
      return '';
    case 'br':
      return '\n';
    default: {
      const generic = token as Tokens.Generic;
      const children = generic.tokens;
      if (children && children.length > 0) {
        return children.map(textOf).join(inlineParents.has(generic.type) ? '' : '\n');
      }
      return typeof generic.text === 'string' ? generic.text : '';
    }
  }
}

/**
 * Counts the words a reader reads: Markdown syntax is dropped, code (fenced or inline) counts,
 * and a word is any whitespace-separated run holding at least one letter or digit.
 */
export function countWords(markdown: string): number {
  const tokens = new Marked({ gfm: true }).lexer(markdown);
  const text = tokens.map(textOf).join('\n');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
