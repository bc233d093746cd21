import { DomainError } from '../common/errors';
import type { ClubAdmission, ClubPendingKind, ClubRole } from '../generated/prisma/enums';
import type { User } from '../users/user';

export type { ClubAdmission, ClubPendingKind, ClubRole };

export const CLUB_ADMISSIONS: readonly ClubAdmission[] = ['open', 'request', 'invitation'];

/** Limits (docs/players.md "Clubs"): a club page stays one query, a player's list of clubs stays short. */
export const CLUB_LIMITS = {
  nameMin: 3,
  nameMax: 40,
  descriptionMax: 500,
  /** Members of one club: the scale a club page is measured at (bench:data) with room to spare. */
  members: 10_000,
  /** Clubs a player belongs to (owned ones included). */
  clubsPerPlayer: 50,
} as const;

/** A club as every reader sees it. */
export interface Club {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly admission: ClubAdmission;
  readonly owner: User;
  readonly members: number;
  readonly createdAt: Date;
}

/** A member's place: the owner is also an admin (ClubRole holds admin or member; ownership is the club's). */
export type ShownRole = 'owner' | ClubRole;

export interface ClubMember {
  readonly user: User;
  readonly role: ShownRole;
  readonly joinedAt: Date;
  /** The member's rating in the pool the page asked for, null while they have none. */
  readonly rating: number | null;
  readonly games: number;
}

/** An invitation or a request waiting for the other side. */
export interface ClubPending {
  readonly club: Club;
  readonly user: User;
  readonly kind: ClubPendingKind;
  /** Who invited (null for a request, or an inviter whose account is gone). */
  readonly by: string | null;
  readonly createdAt: Date;
}

/** Every action the club log records (docs/players.md "Clubs"). */
export const CLUB_LOG_ACTIONS = [
  'CREATED',
  'EDITED',
  'JOINED',
  'REQUESTED',
  'INVITED',
  'ACCEPTED',
  'DECLINED',
  'WITHDRAWN',
  'LEFT',
  'REMOVED',
  'PROMOTED',
  'DEMOTED',
  'OWNER_TRANSFERRED',
  'DELETED',
  /** An admin hid a line of the club's chat (src/chat); the target is its author. */
  'MESSAGE_HIDDEN',
  // Club matches (docs/players.md "Club matches"): each step, in both clubs' logs, naming the club match.
  'MATCH_PROPOSED',
  'MATCH_ACCEPTED',
  'MATCH_DECLINED',
  'MATCH_CANCELLED',
  'MATCH_SIGNED_UP',
  'MATCH_WITHDRAWN',
  'MATCH_STARTED',
  'MATCH_FINISHED',
] as const;
export type ClubLogAction = (typeof CLUB_LOG_ACTIONS)[number];

export interface ClubLogEntry {
  readonly id: string;
  readonly at: Date;
  readonly action: ClubLogAction;
  /** Who did it (null: an account since deleted). */
  readonly actor: string | null;
  /** To whom, for actions on a player. */
  readonly target: string | null;
  /** The club match a MATCH_* entry is about (null for the others). */
  readonly clubMatchId: string | null;
}

/** Where the caller stands with a club: member (with a role), pending (invited or requested), or nothing. */
export interface ClubStanding {
  readonly role: ShownRole | null;
  readonly pending: ClubPendingKind | null;
}

/** What a name is compared by: NFKC, lower case, single spaces (so "Night  Owls" and "night owls" are one name). */
export function clubNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

// Letters and digits of any script, spaces and a few joiners; no control or format characters.
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .'&-]*$/u;

/** A club's name as typed, checked: the trimmed name, or BAD_USER_INPUT naming the field. */
export function checkedClubName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.normalize('NFKC').replace(/\s+/g, ' ').trim() : '';
  const problems: string[] = [];
  if ([...name].length < CLUB_LIMITS.nameMin || [...name].length > CLUB_LIMITS.nameMax)
    problems.push(`must be ${CLUB_LIMITS.nameMin} to ${CLUB_LIMITS.nameMax} characters`);
  else if (!NAME_PATTERN.test(name))
    problems.push("letters, digits, spaces and . ' & - only, starting with a letter or digit");
  if (problems.length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { name: problems } });
  return name;
}

export function checkedDescription(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : null;
  if (text === null || [...text].length > CLUB_LIMITS.descriptionMax)
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { description: [`must be at most ${CLUB_LIMITS.descriptionMax} characters`] },
    });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text))
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { description: ['must not hold control characters'] } });
  return text;
}

export function checkedAdmission(raw: unknown): ClubAdmission {
  const known = CLUB_ADMISSIONS.find((a) => a === raw);
  if (known === undefined)
    throw new DomainError({ code: 'BAD_USER_INPUT', fields: { admission: [`must be ${CLUB_ADMISSIONS.join(', ')}`] } });
  return known;
}
