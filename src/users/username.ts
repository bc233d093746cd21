/**
 * Usernames: what a player types is normalised with NFKC (so the Kelvin sign K, a full-width ａ or a
 * ligature mean the letters they look like) and lower-cased, and must then be 3–32 ASCII letters,
 * digits, `_` or `-`. Keeping names ASCII after NFKC rules out look-alikes from other scripts (a
 * Cyrillic а for a Latin a); the confusable check below covers the look-alikes left within ASCII.
 */
export const USERNAME_PATTERN = /^[a-z0-9_-]{3,32}$/;

/** The stored, comparable form of a name as typed (register and login alike). */
export function canonicalUsername(typed: string): string {
  return typed.normalize('NFKC').toLowerCase();
}

/**
 * What a name looks like, for the confusable check: `rn` reads as `m`, `vv` as `w`, `0` as `o`, `1`, `i`
 * and `l` alike, `-` as `_`. Two names with the same skeleton are too alike to tell apart on screen, so
 * a new name may not share an existing name's skeleton (nor a reserved name's). The migration that
 * introduced users.username_skeleton computes the same function in SQL: keep the two in step.
 */
export function usernameSkeleton(canonical: string): string {
  return canonical.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/0/g, 'o').replace(/[1i]/g, 'l').replace(/-/g, '_');
}

/** Names that would pass for the server or its staff, or confuse clients. */
const RESERVED = [
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'superuser',
  'support',
  'help',
  'helpdesk',
  'moderator',
  'mod',
  'staff',
  'official',
  'security',
  'owner',
  'operator',
  'webmaster',
  'postmaster',
  'claim',
  'claim_server',
  'server',
  'api',
  'graphql',
  'null',
  'undefined',
  'anonymous',
  'nobody',
  'everyone',
  'guest',
  'me',
  'you',
];
const RESERVED_SKELETONS = new Set(RESERVED.map(usernameSkeleton));

/**
 * Guests are named `guest-` and six letters or digits (src/guests): the prefix (and every look-alike of it,
 * `guest_`, `gue5t-` aside) is theirs alone, so a name starting with it is always a guest's.
 */
export const GUEST_PREFIX = 'guest-';
const GUEST_SKELETON_PREFIX = usernameSkeleton(GUEST_PREFIX);

/**
 * Prefixes no new name may start with: the built-in computer's accounts are `computer.<level>`
 * (src/computer/computer-accounts.ts), out of reach of registration by their dot, but `computer_easy`,
 * `computer-easy`, `c0mputer.easy`'s fold `c0mputer_easy` or `computereasy` would pass for them in a seat
 * list. Compared by skeleton, so every fold of the prefix (case, `-` for `_`, `0` for `o`, `rn` for `m`…)
 * is reserved with it.
 */
const RESERVED_PREFIX_SKELETONS = ['computer'].map(usernameSkeleton);

/** Why a canonical name may not be registered, or null. */
export function usernameProblem(canonical: string): string | null {
  if (!USERNAME_PATTERN.test(canonical))
    return '3–32 letters, digits, "_" or "-" (after Unicode normalisation, ASCII only)';
  const skeleton = usernameSkeleton(canonical);
  if (RESERVED_SKELETONS.has(skeleton)) return 'is reserved';
  if (skeleton.startsWith(GUEST_SKELETON_PREFIX)) return `is reserved: names starting "${GUEST_PREFIX}" are guests'`;
  if (RESERVED_PREFIX_SKELETONS.some((prefix) => skeleton.startsWith(prefix)))
    return 'is reserved (names starting with "computer" belong to the built-in computer player)';
  return null;
}
