// Limits shared by the API and the web, kept free of schemas so that importing them costs nothing.

/** Longest visitor message the API accepts, in characters after trimming. */
export const MAX_MESSAGE_CHARS = 4000;
/** Email options in every assistant reply. */
export const OPTIONS_PER_REPLY = 2;
