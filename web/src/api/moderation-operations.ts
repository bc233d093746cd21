import { graphql } from './gql';
import { TypedDocumentString } from './gql/graphql';
import { request } from './graphql';

/**
 * Moderation (docs/fair-play.md "Moderation"): what a player sees of their own (warnings, mark, appeals) and
 * the moderators' page (accounts, actions, appeals). Generated types from `npm run web:codegen`.
 */

graphql(`
  fragment ModerationEntryFields on ModerationEntry {
    id
    username
    actor
    action
    reason
    refId
    matchIds
    createdAt
  }
`);

graphql(`
  fragment AppealFields on Appeal {
    id
    username
    text
    status
    createdAt
    answeredBy
    answer
    answeredAt
    entry {
      ...ModerationEntryFields
    }
  }
`);

export interface ModerationEntry {
  id: string;
  username: string;
  actor?: string | null;
  action: string;
  reason: string;
  matchIds: string[];
  createdAt: string;
}

export interface AppealEntry {
  id: string;
  username: string;
  text: string;
  status: string;
  createdAt: string;
  answeredBy?: string | null;
  answer?: string | null;
  entry: ModerationEntry;
}

const MY_MODERATION = graphql(`
  query MyModeration {
    myModeration {
      rulesBroken
      ratedExcluded
      warnings {
        ...ModerationEntryFields
      }
      appealable {
        ...ModerationEntryFields
      }
      appeals {
        ...AppealFields
      }
    }
  }
`);

export interface MyModeration {
  rulesBroken: boolean;
  ratedExcluded: boolean;
  warnings: ModerationEntry[];
  appealable: ModerationEntry[];
  appeals: AppealEntry[];
}

export async function myModeration(): Promise<MyModeration> {
  return (await request(MY_MODERATION, {})).myModeration;
}

const ACKNOWLEDGE = graphql(`
  mutation AcknowledgeWarning($id: String!) {
    acknowledgeWarning(id: $id) {
      id
    }
  }
`);

export async function acknowledgeWarning(id: string): Promise<void> {
  await request(ACKNOWLEDGE, { id });
}

const APPEAL = graphql(`
  mutation Appeal($entryId: String!, $text: String!) {
    appeal(entryId: $entryId, text: $text) {
      ...AppealFields
    }
  }
`);

export async function appeal(entryId: string, text: string): Promise<AppealEntry> {
  return (await request(APPEAL, { entryId, text })).appeal;
}

const APPEAL_SUSPENSION = graphql(`
  mutation AppealSuspension($username: String!, $password: String!, $text: String!) {
    appealSuspension(username: $username, password: $password, text: $text) {
      ...AppealFields
    }
  }
`);

export async function appealSuspension(username: string, password: string, text: string): Promise<AppealEntry> {
  return (await request(APPEAL_SUSPENSION, { username, password, text })).appealSuspension;
}

const ACCOUNT = graphql(`
  query ModerationAccount($username: String!) {
    moderationAccount(username: $username) {
      username
      role
      suspended
      closed
      rulesBroken
      ratedExcluded
      log {
        ...ModerationEntryFields
      }
      reports {
        id
        reporter
        reason
        status
        createdAt
        resolution
      }
      matches {
        matchId
        finishedAt
        rated
        ratingOutcome
        result
        players
      }
      coPlayers {
        username
        matches
        ratedMatches
      }
      appeals {
        ...AppealFields
      }
    }
  }
`);

export type ModerationAccount = Awaited<ReturnType<typeof moderationAccount>>;

export async function moderationAccount(username: string) {
  return (await request(ACCOUNT, { username })).moderationAccount;
}

const MODERATE = graphql(`
  mutation Moderate($username: String!, $action: String!, $reason: String!) {
    moderate(username: $username, action: $action, reason: $reason) {
      ...ModerationEntryFields
    }
  }
`);

export async function moderate(username: string, action: string, reason: string): Promise<ModerationEntry> {
  return (await request(MODERATE, { username, action, reason })).moderate;
}

const ANNUL = graphql(`
  mutation AnnulRatedResults($username: String!, $reason: String!) {
    annulRatedResults(username: $username, reason: $reason) {
      ...ModerationEntryFields
    }
  }
`);

export async function annulRatedResults(username: string, reason: string): Promise<ModerationEntry> {
  return (await request(ANNUL, { username, reason })).annulRatedResults;
}

const OPEN_APPEALS = graphql(`
  query OpenAppeals {
    openAppeals(first: 200) {
      ...AppealFields
    }
  }
`);

export async function openAppeals(): Promise<AppealEntry[]> {
  return (await request(OPEN_APPEALS, {})).openAppeals;
}

const ANSWER = graphql(`
  mutation AnswerAppeal($id: String!, $verdict: String!, $reason: String!) {
    answerAppeal(id: $id, verdict: $verdict, reason: $reason) {
      ...AppealFields
    }
  }
`);

export async function answerAppeal(id: string, verdict: 'upheld' | 'lifted', reason: string): Promise<AppealEntry> {
  return (await request(ANSWER, { id, verdict, reason })).answerAppeal;
}

/** A signal over its threshold (docs/fair-play.md "Signals"), as `flaggedFairPlaySignals` gives it. */
export interface FairPlaySignal {
  username: string;
  partner: string | null;
  kind: string;
  value: number;
  baseline: number;
  games: number;
}

const SIGNALS = new TypedDocumentString<{ flaggedFairPlaySignals: FairPlaySignal[] }, Record<string, never>>(
  'query FlaggedFairPlaySignals { flaggedFairPlaySignals { username partner kind value baseline games } }',
);

/** The signals over their thresholds, strongest first per kind. */
export async function fairPlaySignals(): Promise<FairPlaySignal[]> {
  return (await request(SIGNALS, {})).flaggedFairPlaySignals;
}
