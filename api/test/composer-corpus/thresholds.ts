// The pass rates the corpus test holds the built-in composer to: the last measured rates,
// rounded down, so a change that makes the composer worse fails. Raise them as it improves.
// The rubric is mechanical (details carried, greeting, lengths, debris); what a reader thinks of
// requests the composer has never seen is measured separately and recorded in docs/composer-quality.md.
export const FIRST_REPLY_PASS_RATE = 0.97;
export const FOLLOW_UP_PASS_RATE = 0.98;
