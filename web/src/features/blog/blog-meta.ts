// The blog index's name and summary, shared by its page and its RSS feed.
export const BLOG_TITLE = 'Cold Email Mastery Blog';
export const BLOG_DESCRIPTION =
  'Practical cold email advice: personalization, subject lines, follow-ups, deliverability and more.';
