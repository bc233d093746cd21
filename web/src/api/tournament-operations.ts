import { graphql } from './gql';
import type { CreateTournamentInput, TournamentFieldsFragment } from './gql/graphql';
import { newContribution } from './entropy';
import { request } from './graphql';

/**
 * Tournaments (docs/tournaments.md), beside operations.ts; generated types come from the same codegen run
 * (`npm run web:codegen`).
 */

graphql(`
  fragment TournamentFields on Tournament {
    id
    name
    format
    status
    organizer
    preset
    players
    daysPerMove
    rated
    rounds
    double
    bestOf
    divisionSize
    promotion
    seasonDays
    seasonEndsAt
    maxEntrants
    entryOpen
    startWhenFull
    minRating
    maxRating
    minReputation
    invited
    clubId
    registrationOpensAt
    registrationClosesAt
    startsAt
    timeControl {
      daysPerMove
      bank {
        initialDays
        incrementDays
        maxDays
      }
      noAutoTimeout
      noVacation
      automaticTimeout
    }
    rules {
      heroes
      heroValues {
        hero
        value
      }
    }
    withdrawn
    currentRound
    seedCommitment
    entropyCommitment
    seed
    version
    createdAt
    entrants {
      userId
      username
    }
    standings {
      rank
      username
      points
      buchholz
      sonnebornBerger
      played
      wins
      draws
      losses
      byes
      division
    }
    bracket {
      round
      ties {
        players
        points
        games
        winner
      }
    }
    roundList {
      round
      boards {
        board
        matchId
        players
        result
        results
        adjudicated
      }
    }
  }
`);

export type Tournament = TournamentFieldsFragment;
export type { CreateTournamentInput };

const TOURNAMENTS = graphql(`
  query Tournaments($status: String) {
    tournaments(status: $status, first: 50) {
      ...TournamentFields
    }
  }
`);

const TOURNAMENT = graphql(`
  query Tournament($id: ID!) {
    tournament(id: $id) {
      ...TournamentFields
    }
  }
`);

const CREATE_TOURNAMENT = graphql(`
  mutation CreateTournament($input: CreateTournamentInput!) {
    createTournament(input: $input) {
      ...TournamentFields
    }
  }
`);

const JOIN_TOURNAMENT = graphql(`
  mutation JoinTournament($id: ID!, $entropy: String) {
    joinTournament(id: $id, entropy: $entropy) {
      ...TournamentFields
    }
  }
`);

const LEAVE_TOURNAMENT = graphql(`
  mutation LeaveTournament($id: ID!) {
    leaveTournament(id: $id) {
      ...TournamentFields
    }
  }
`);

const START_TOURNAMENT = graphql(`
  mutation StartTournament($id: ID!) {
    startTournament(id: $id) {
      ...TournamentFields
    }
  }
`);

export async function fetchTournaments(status: string | null = null): Promise<Tournament[]> {
  return (await request(TOURNAMENTS, { status })).tournaments;
}

export async function fetchTournament(id: string): Promise<Tournament> {
  return (await request(TOURNAMENT, { id })).tournament;
}

export async function createTournament(input: CreateTournamentInput): Promise<Tournament> {
  return (await request(CREATE_TOURNAMENT, { input })).createTournament;
}

/**
 * Enters the tournament with a fresh entropy contribution for its tables' deals (docs/auditing.md "Matches
 * started without a sit-down"). Not remembered for the match screen's check: a table's server seed is
 * derived later from the tournament's master seed, so no commitment known now names it.
 */
export async function joinTournament(id: string): Promise<Tournament> {
  return (await request(JOIN_TOURNAMENT, { id, entropy: newContribution() })).joinTournament;
}

export async function leaveTournament(id: string): Promise<Tournament> {
  return (await request(LEAVE_TOURNAMENT, { id })).leaveTournament;
}

export async function startTournament(id: string): Promise<Tournament> {
  return (await request(START_TOURNAMENT, { id })).startTournament;
}
