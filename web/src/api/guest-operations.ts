import { graphql } from './gql';
import { request } from './graphql';
import type { AuthPayload } from './operations';

/**
 * Guests (docs/players.md "Guests"): "Play the computer now" makes one without a password; "Keep this
 * account" turns it into an account with a name and a password, its games kept.
 */

const CREATE_GUEST = graphql(`
  mutation CreateGuest {
    createGuest {
      ...AuthPayloadFields
    }
  }
`);

const CONVERT_GUEST = graphql(`
  mutation ConvertGuest($input: RegisterInput!) {
    convertGuest(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export async function createGuest(): Promise<AuthPayload> {
  return (await request(CREATE_GUEST, {})).createGuest;
}

export async function convertGuest(username: string, password: string): Promise<AuthPayload> {
  return (await request(CONVERT_GUEST, { input: { username, password } })).convertGuest;
}
