// The pass rates the corpus test holds the built-in composer to: the last measured rates,
// rounded down, so a change that makes the composer worse fails. Raise them as it improves.
export const FIRST_REPLY_PASS_RATE = 0.96;
export const FOLLOW_UP_PASS_RATE = 0.98;
