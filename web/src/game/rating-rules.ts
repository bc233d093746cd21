/**
 * The anti-farming thresholds as the result panel words them. The server's are in
 * src/ratings/anti-farming.ts (the web client imports no server code); test/social/rating-farming.e2e-spec.ts
 * checks that the two agree.
 */
export const MIN_CARDS_PER_SEAT = 5;
export const REPEAT_LIMIT = 3;
