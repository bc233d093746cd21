import { graphql } from './gql';
import type { StandingOrderFieldsFragment, StandingOrderInput } from './gql/graphql';
import { request } from './graphql';

/** Standing orders (docs/correspondence.md "Standing orders"): the player's own conditional moves. */

export type StandingOrder = StandingOrderFieldsFragment;
export type { StandingOrderInput };

graphql(`
  fragment StandingOrderFields on StandingOrder {
    id
    position
    when
    whenCard
    whenFaction
    answer
    card
    faction
    status
    reason
    firedSeq
  }
`);

const MY_ORDERS = graphql(`
  query MyStandingOrders($m: ID!) {
    myStandingOrders(matchId: $m) {
      ...StandingOrderFields
    }
  }
`);

const ADD_ORDER = graphql(`
  mutation AddStandingOrder($m: ID!, $order: StandingOrderInput!) {
    addStandingOrder(matchId: $m, order: $order) {
      ...StandingOrderFields
    }
  }
`);

const REMOVE_ORDER = graphql(`
  mutation RemoveStandingOrder($id: ID!) {
    removeStandingOrder(id: $id)
  }
`);

export async function fetchMyOrders(matchId: string): Promise<StandingOrder[]> {
  return (await request(MY_ORDERS, { m: matchId })).myStandingOrders;
}

export async function addOrder(matchId: string, order: StandingOrderInput): Promise<StandingOrder> {
  return (await request(ADD_ORDER, { m: matchId, order })).addStandingOrder;
}

export async function removeOrder(id: string): Promise<void> {
  await request(REMOVE_ORDER, { id });
}

/** A standing order that acted in a finished match, as its record lists it (docs/correspondence.md "In the record"). */
export interface RecordedOrder {
  seat: number;
  order: Pick<StandingOrder, 'when' | 'whenCard' | 'whenFaction' | 'answer' | 'card' | 'faction'>;
  status: 'FIRED' | 'DROPPED';
  /** FIRED: the index in the record's moves of the move it played. */
  move: number | null;
  seq: number | null;
  reason: string | null;
}

const EXPORT_MATCH = graphql(`
  query ExportMatchRecord($id: ID!) {
    exportMatch(id: $id)
  }
`);

/**
 * The standing orders of a finished match's record (every reader's, once it is over; R9 keeps them out of a
 * running match's export, which has no such key).
 */
export async function fetchRecordedOrders(matchId: string): Promise<RecordedOrder[]> {
  const record = JSON.parse((await request(EXPORT_MATCH, { id: matchId })).exportMatch) as {
    standingOrders?: RecordedOrder[];
  };
  return record.standingOrders ?? [];
}
