import type { FriendGame } from './social-operations';
import { graphql } from './gql';
import type { ClubAdmission, ClubPendingKind, ClubRole } from './gql/graphql';
import { request } from './graphql';

/** Clubs (docs/players.md "Clubs"), beside operations.ts; typed by the same codegen run. */

export type { ClubAdmission, ClubPendingKind, ClubRole };

export interface ClubSummary {
  id: string;
  name: string;
  description: string;
  admission: ClubAdmission;
  owner: string;
  members: number;
}

export interface ClubInvitation {
  club: ClubSummary;
  kind: ClubPendingKind;
  by: string | null;
}

export interface ClubsPage {
  mine: { club: ClubSummary; role: ClubRole }[];
  invitations: ClubInvitation[];
  clubs: ClubSummary[];
}

export interface ClubMember {
  username: string;
  role: ClubRole;
  rating: number | null;
  games: number;
}

export interface ClubPageData {
  club: ClubSummary;
  standing: { role: ClubRole | null; pending: ClubPendingKind | null };
  members: ClubMember[];
  live: FriendGame[];
  finished: FriendGame[];
  /** The club's tournaments (entry limited to its members), newest first. */
  tournaments: { id: string; name: string; format: string; status: string }[];
  /** The club's matches against other clubs, newest first (docs/players.md "Club matches"). */
  clubMatches: ClubMatchView[];
}

/** A club match as a club page shows it: players, links to the boards' matches and the score, never a card. */
export interface ClubMatchView {
  id: string;
  clubId: string;
  clubName: string;
  opponentClubId: string;
  opponentName: string;
  boards: number;
  status: string;
  rated: boolean;
  score: number;
  opponentScore: number;
  finishedBoards: number;
  /** When sign-up closes (null: open until every board has its players). */
  signUpClosesAt: string | null;
  board: {
    board: number;
    home: string | null;
    away: string | null;
    matchId: string | null;
    homePoints: number | null;
    awayPoints: number | null;
    /** Won by forfeit at the sign-up deadline: nobody of the other club took it. */
    forfeit: boolean;
  }[];
}

graphql(`
  fragment ClubSummaryFields on Club {
    id
    name
    description
    admission
    owner
    members
  }
`);

const CLUBS_PAGE = graphql(`
  query ClubsPage($search: String) {
    myClubs {
      role
      club {
        ...ClubSummaryFields
      }
    }
    myClubInvitations {
      kind
      by
      club {
        ...ClubSummaryFields
      }
    }
    clubs(search: $search, first: 50) {
      ...ClubSummaryFields
    }
  }
`);

/** The clubs page in one query: mine, my invitations and requests, and the clubs found by `search`. */
export async function fetchClubsPage(search: string): Promise<ClubsPage> {
  const data = await request(CLUBS_PAGE, { search: search.trim() === '' ? null : search });
  return { mine: data.myClubs, invitations: data.myClubInvitations, clubs: data.clubs };
}

const CLUB_PAGE = graphql(`
  query ClubPage($c: ID!) {
    club(clubId: $c) {
      ...ClubSummaryFields
    }
    clubStanding(clubId: $c) {
      role
      pending
    }
    clubMembers(clubId: $c, pool: "duel", first: 100) {
      username
      role
      rating
      games
    }
    live: clubGames(clubId: $c, status: "running", first: 20) {
      ...FriendGameFields
    }
    finished: clubGames(clubId: $c, status: "finished", first: 20) {
      ...FriendGameFields
    }
    clubTournaments: club(clubId: $c) {
      tournaments {
        id
        name
        format
        status
      }
      clubMatches {
        id
        clubId
        clubName
        opponentClubId
        opponentName
        boards
        status
        rated
        score
        opponentScore
        finishedBoards
        signUpClosesAt
        board {
          board
          home
          away
          matchId
          homePoints
          awayPoints
          forfeit
        }
      }
    }
  }
`);

/** A club's page: the club, where the reader stands, its ratings table (duel) and its members' games. */
export async function fetchClubPage(id: string): Promise<ClubPageData> {
  const data = await request(CLUB_PAGE, { c: id });
  return {
    club: data.club,
    standing: data.clubStanding,
    members: data.clubMembers,
    live: data.live,
    finished: data.finished,
    tournaments: data.clubTournaments.tournaments,
    clubMatches: data.clubTournaments.clubMatches,
  };
}

/** An open lobby of the club, as its page lists it. */
export interface ClubLobby {
  id: string;
  owner: string;
  players: number;
  seats: { username: string }[];
}

const CLUB_LOBBIES = graphql(`
  query ClubLobbies($c: ID!) {
    clubLobbies(clubId: $c) {
      id
      owner
      players
      seats {
        username
      }
    }
  }
`);

/** The club's open lobbies (docs/lobbies.md "Club-only lobbies"): its members alone may ask. */
export async function fetchClubLobbies(id: string): Promise<ClubLobby[]> {
  return (await request(CLUB_LOBBIES, { c: id })).clubLobbies;
}

const MY_CLUB_NAMES = graphql(`
  query MyClubNames {
    myClubs {
      club {
        id
        name
      }
    }
  }
`);

/** The clubs the caller belongs to, id and name: what a lobby may be opened for. */
export async function fetchMyClubNames(): Promise<{ id: string; name: string }[]> {
  return (await request(MY_CLUB_NAMES, {})).myClubs.map((m) => m.club);
}

const CLUB_ADMIN = graphql(`
  query ClubAdmin($c: ID!) {
    clubPending(clubId: $c) {
      username
      kind
      by
    }
    clubLog(clubId: $c, first: 20) {
      id
      at
      action
      actor
      target
    }
  }
`);

export interface ClubAdminData {
  pending: { username: string; kind: ClubPendingKind; by: string | null }[];
  log: { id: string; at: string; action: string; actor: string | null; target: string | null }[];
}

/** What the club's admins see besides the page: what is pending, and the log. */
export async function fetchClubAdmin(id: string): Promise<ClubAdminData> {
  const data = await request(CLUB_ADMIN, { c: id });
  return { pending: data.clubPending, log: data.clubLog };
}

const CREATE_CLUB = graphql(`
  mutation CreateClub($i: CreateClubInput!) {
    createClub(input: $i) {
      id
    }
  }
`);

export async function createClub(name: string, description: string, admission: ClubAdmission): Promise<string> {
  return (await request(CREATE_CLUB, { i: { name, description, admission } })).createClub.id;
}

const JOIN_CLUB = graphql(`
  mutation JoinClub($c: ID!) {
    joinClub(clubId: $c) {
      role
      pending
    }
  }
`);

export async function joinClub(id: string): Promise<void> {
  await request(JOIN_CLUB, { c: id });
}

const LEAVE_CLUB = graphql(`
  mutation LeaveClub($c: ID!) {
    leaveClub(clubId: $c)
  }
`);

/** Leaves the club, withdraws a request or declines an invitation. */
export async function leaveClub(id: string): Promise<void> {
  await request(LEAVE_CLUB, { c: id });
}

const INVITE = graphql(`
  mutation InviteToClub($c: ID!, $u: String!) {
    inviteToClub(clubId: $c, username: $u) {
      role
      pending
    }
  }
`);

export async function inviteToClub(id: string, username: string): Promise<void> {
  await request(INVITE, { c: id, u: username });
}

const ANSWER = graphql(`
  mutation AnswerClubRequest($c: ID!, $u: String!, $a: Boolean!) {
    answerClubRequest(clubId: $c, username: $u, accept: $a) {
      role
    }
  }
`);

export async function answerClubRequest(id: string, username: string, accept: boolean): Promise<void> {
  await request(ANSWER, { c: id, u: username, a: accept });
}

const REMOVE = graphql(`
  mutation RemoveClubMember($c: ID!, $u: String!) {
    removeClubMember(clubId: $c, username: $u)
  }
`);

export async function removeClubMember(id: string, username: string): Promise<void> {
  await request(REMOVE, { c: id, u: username });
}

const SET_ROLE = graphql(`
  mutation SetClubRole($c: ID!, $u: String!, $r: ClubRole!) {
    setClubRole(clubId: $c, username: $u, role: $r) {
      role
    }
  }
`);

export async function setClubRole(id: string, username: string, role: 'admin' | 'member'): Promise<void> {
  await request(SET_ROLE, { c: id, u: username, r: role });
}

const DELETE_CLUB = graphql(`
  mutation DeleteClub($c: ID!) {
    deleteClub(clubId: $c)
  }
`);

export async function deleteClub(id: string): Promise<void> {
  await request(DELETE_CLUB, { c: id });
}

const FIND_CLUB = graphql(`
  query FindClub($search: String) {
    clubs(search: $search, first: 100) {
      id
      name
    }
  }
`);

/** The id of the club of exactly this name (any case), or null. */
export async function findClubNamed(name: string): Promise<string | null> {
  const key = name.trim().toLowerCase();
  const found = (await request(FIND_CLUB, { search: name.trim() })).clubs;
  return found.find((c) => c.name.toLowerCase() === key)?.id ?? null;
}

const CHALLENGE_CLUB = graphql(`
  mutation ChallengeClub($c: ID!, $o: ID!, $n: Int!, $i: CreateLobbyInput!, $d: DateTime) {
    challengeClub(clubId: $c, opponentClubId: $o, boards: $n, input: $i, signUpClosesAt: $d) {
      id
    }
  }
`);

/**
 * Challenges another club (the club's admins): `boards` 2-player boards with a preset and days per move, and
 * a sign-up deadline (an ISO instant) or none.
 */
export async function challengeClub(
  clubId: string,
  opponentClubId: string,
  boards: number,
  options: { preset: string; daysPerMove: number; rated: boolean },
  signUpClosesAt: string | null = null,
): Promise<string> {
  return (await request(CHALLENGE_CLUB, { c: clubId, o: opponentClubId, n: boards, i: options, d: signUpClosesAt }))
    .challengeClub.id;
}

const ANSWER_CLUB_MATCH = graphql(`
  mutation AnswerClubMatch($id: ID!, $a: Boolean!) {
    answerClubMatch(id: $id, accept: $a) {
      id
    }
  }
`);

export async function answerClubMatch(id: string, accept: boolean): Promise<void> {
  await request(ANSWER_CLUB_MATCH, { id, a: accept });
}

const CANCEL_CLUB_MATCH = graphql(`
  mutation CancelClubMatch($id: ID!) {
    cancelClubMatch(id: $id) {
      id
    }
  }
`);

export async function cancelClubMatch(id: string): Promise<void> {
  await request(CANCEL_CLUB_MATCH, { id });
}

const SIGN_UP_CLUB_MATCH = graphql(`
  mutation SignUpForClubMatch($id: ID!, $u: String) {
    signUpForClubMatch(id: $id, username: $u) {
      id
    }
  }
`);

/** Signs the caller up, or (`username`, the club's admins) seats a member of their club on a free board. */
export async function signUpForClubMatch(id: string, username: string | null = null): Promise<void> {
  await request(SIGN_UP_CLUB_MATCH, { id, u: username });
}

const WITHDRAW_CLUB_MATCH = graphql(`
  mutation WithdrawFromClubMatch($id: ID!, $u: String) {
    withdrawFromClubMatch(id: $id, username: $u) {
      id
    }
  }
`);

/** Takes the caller, or (`username`, the club's admins) a member of their club, off their board. */
export async function withdrawFromClubMatch(id: string, username: string | null = null): Promise<void> {
  await request(WITHDRAW_CLUB_MATCH, { id, u: username });
}
