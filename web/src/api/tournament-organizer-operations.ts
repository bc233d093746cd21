import { graphql } from './gql';
import type { TournamentOrganizerFieldsFragment } from './gql/graphql';
import type { SubscriptionHandlers } from './graphql';
import { request, subscribe } from './graphql';
import type { Tournament } from './tournament-operations';

/**
 * The organizer's actions and the live tournament (docs/tournaments.md "Organizer actions"), beside
 * tournament-operations.ts; generated types come from the same codegen run (`npm run web:codegen`).
 */

graphql(`
  fragment TournamentOrganizerFields on Tournament {
    paused
    withdrawAfterTimeouts
    withdrawn
    actions {
      seq
      at
      type
      by
      username
      reason
    }
  }
`);

export type OrganizerFields = TournamentOrganizerFieldsFragment;
export type LiveTournament = Tournament & OrganizerFields;

const ORGANIZER_FIELDS = graphql(`
  query TournamentOrganizerView($id: ID!) {
    tournament(id: $id) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);

export async function fetchLiveTournament(id: string): Promise<LiveTournament> {
  return (await request(ORGANIZER_FIELDS, { id })).tournament;
}

const PAUSE = graphql(`
  mutation PauseTournament($id: ID!) {
    pauseTournament(id: $id) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);
const RESUME = graphql(`
  mutation ResumeTournament($id: ID!) {
    resumeTournament(id: $id) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);
const CANCEL = graphql(`
  mutation CancelTournament($id: ID!) {
    cancelTournament(id: $id) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);
const REMOVE = graphql(`
  mutation RemoveTournamentEntrant($id: ID!, $u: String!) {
    removeTournamentEntrant(id: $id, username: $u) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);
const HAND_OVER = graphql(`
  mutation HandOverTournament($id: ID!, $u: String!) {
    handOverTournament(id: $id, username: $u) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);

export async function pauseTournament(id: string): Promise<LiveTournament> {
  return (await request(PAUSE, { id })).pauseTournament;
}
export async function resumeTournament(id: string): Promise<LiveTournament> {
  return (await request(RESUME, { id })).resumeTournament;
}
export async function cancelTournament(id: string): Promise<LiveTournament> {
  return (await request(CANCEL, { id })).cancelTournament;
}
export async function removeEntrant(id: string, username: string): Promise<LiveTournament> {
  return (await request(REMOVE, { id, u: username })).removeTournamentEntrant;
}
export async function handOverTournament(id: string, username: string): Promise<LiveTournament> {
  return (await request(HAND_OVER, { id, u: username })).handOverTournament;
}

const LIVE = graphql(`
  subscription TournamentLive($id: ID!, $after: Int) {
    tournamentUpdated(id: $id, after: $after) {
      ...TournamentFields
      ...TournamentOrganizerFields
    }
  }
`);

/** The tournament each time it changes after `after` (its version); returns the function that stops. */
export function watchTournament(
  id: string,
  after: number | null,
  handlers: SubscriptionHandlers<{ tournamentUpdated: LiveTournament }>,
): () => void {
  return subscribe(LIVE, { id, after }, handlers);
}
