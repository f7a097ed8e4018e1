// The only code that reads content/: everything it returns has been validated.
export { ContentError } from './content-error.ts';
export { CONTENT_DIR, loadContent, type Content } from './content-loader.ts';
export { countWords, renderMarkdown } from './markdown.ts';
