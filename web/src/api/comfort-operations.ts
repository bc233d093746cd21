import { graphql } from './gql';
import type { ConfirmMovesInput, GroupRematchFieldsFragment, NoteFieldsFragment } from './gql/graphql';
import { newContribution, rememberContribution } from './entropy';
import { request } from './graphql';

/**
 * Correspondence comfort (docs/correspondence.md): private notes, the confirm step before a card is
 * sent, and the rematch of a 3- or 4-player match.
 */

export type Note = NoteFieldsFragment;
export type GroupRematch = GroupRematchFieldsFragment;
export interface ConfirmMoves {
  correspondence: boolean;
  live: boolean;
}

graphql(`
  fragment NoteFields on Note {
    id
    matchId
    moveSeq
    body
    shared
    author
    updatedAt
  }
`);

graphql(`
  fragment GroupRematchFields on GroupRematch {
    matchId
    status
    offeredBy
    newMatchId
    seedCommitment
    seats {
      seat
      username
      accepted
    }
  }
`);

const MY_NOTES = graphql(`
  query MyNotes($m: ID!) {
    myNotes(matchId: $m) {
      ...NoteFields
    }
  }
`);

const SHARED_NOTES = graphql(`
  query SharedNotes($m: ID!) {
    sharedNotes(matchId: $m) {
      ...NoteFields
    }
  }
`);

const SEARCH_NOTES = graphql(`
  query SearchMyNotes($text: String!) {
    searchMyNotes(text: $text) {
      ...NoteFields
    }
  }
`);

const ADD_NOTE = graphql(`
  mutation AddNote($m: ID!, $body: String!, $seq: Int) {
    addNote(matchId: $m, body: $body, moveSeq: $seq) {
      ...NoteFields
    }
  }
`);

const EDIT_NOTE = graphql(`
  mutation EditNote($id: ID!, $body: String!) {
    editNote(id: $id, body: $body) {
      ...NoteFields
    }
  }
`);

const SHARE_NOTE = graphql(`
  mutation ShareNote($id: ID!, $shared: Boolean!) {
    shareNote(id: $id, shared: $shared) {
      ...NoteFields
    }
  }
`);

const DELETE_NOTE = graphql(`
  mutation DeleteNote($id: ID!) {
    deleteNote(id: $id)
  }
`);

export async function fetchMyNotes(matchId: string): Promise<Note[]> {
  return (await request(MY_NOTES, { m: matchId })).myNotes;
}

export async function fetchSharedNotes(matchId: string): Promise<Note[]> {
  return (await request(SHARED_NOTES, { m: matchId })).sharedNotes;
}

export async function searchMyNotes(text: string): Promise<Note[]> {
  return (await request(SEARCH_NOTES, { text })).searchMyNotes;
}

export async function addNote(matchId: string, body: string, moveSeq: number | null): Promise<Note> {
  return (await request(ADD_NOTE, { m: matchId, body, seq: moveSeq })).addNote;
}

export async function editNote(id: string, body: string): Promise<Note> {
  return (await request(EDIT_NOTE, { id, body })).editNote;
}

export async function shareNote(id: string, shared: boolean): Promise<Note> {
  return (await request(SHARE_NOTE, { id, shared })).shareNote;
}

export async function deleteNote(id: string): Promise<void> {
  await request(DELETE_NOTE, { id });
}

const CONFIRM_MOVES = graphql(`
  query ConfirmMoves {
    confirmMoves {
      correspondence
      live
    }
  }
`);

const SET_CONFIRM_MOVES = graphql(`
  mutation SetConfirmMoves($input: ConfirmMovesInput!) {
    setConfirmMoves(input: $input) {
      correspondence
      live
    }
  }
`);

/** Whether the table asks for a Send after a card is chosen, per kind of time control. */
export async function fetchConfirmMoves(): Promise<ConfirmMoves> {
  return (await request(CONFIRM_MOVES, {})).confirmMoves;
}

export async function setConfirmMoves(input: ConfirmMovesInput): Promise<ConfirmMoves> {
  return (await request(SET_CONFIRM_MOVES, { input })).setConfirmMoves;
}

const GROUP_REMATCH = graphql(`
  query GroupRematch($m: ID!) {
    groupRematch(matchId: $m) {
      ...GroupRematchFields
    }
  }
`);

const ACCEPT_GROUP_REMATCH = graphql(`
  mutation AcceptGroupRematch($m: ID!, $entropy: String) {
    acceptGroupRematch(matchId: $m, entropy: $entropy) {
      ...GroupRematchFields
    }
  }
`);

const DECLINE_GROUP_REMATCH = graphql(`
  mutation DeclineGroupRematch($m: ID!) {
    declineGroupRematch(matchId: $m) {
      ...GroupRematchFields
    }
  }
`);

export async function fetchGroupRematch(matchId: string): Promise<GroupRematch | null> {
  return (await request(GROUP_REMATCH, { m: matchId })).groupRematch ?? null;
}

/** Offers the rematch, or accepts the pending offer; the last to accept starts it (`newMatchId`). */
export async function acceptGroupRematch(matchId: string): Promise<GroupRematch> {
  // A fresh entropy contribution, remembered under the offer's commitment as at a lobby's sit-down.
  const entropy = newContribution();
  const rematch = (await request(ACCEPT_GROUP_REMATCH, { m: matchId, entropy })).acceptGroupRematch;
  rememberContribution(entropy, rematch.seedCommitment);
  return rematch;
}

export async function declineGroupRematch(matchId: string): Promise<GroupRematch> {
  return (await request(DECLINE_GROUP_REMATCH, { m: matchId })).declineGroupRematch;
}
