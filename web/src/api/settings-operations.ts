import { graphql } from './gql';
import type {
  ApiScope,
  ApiTokenFieldsFragment,
  NotificationKind,
  NotificationPreferencesInput,
  SettingsQuery,
  SignedInSessionFieldsFragment,
} from './gql/graphql';
import { request } from './graphql';
import type { AuthPayload } from './operations';

/** Unblocking is the chat's operation (chat-operations.ts); the Settings page lists the blocks. */
export { unblockUser } from './chat-operations';

/**
 * The operations of the Settings page (account, mail and push, vacation, tokens, blocks) and of the pause
 * controls of a match: the account's side of the API that the table and lobby do not need.
 */

export type Settings = SettingsQuery;
export type ApiToken = ApiTokenFieldsFragment;
export type SignedInSession = SignedInSessionFieldsFragment;
export type { ApiScope, NotificationKind };
export type NotificationPreferences = NotificationPreferencesInput;

graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    hint
    scopes
    createdAt
    lastUsedAt
    revokedAt
  }
`);

graphql(`
  fragment SignedInSessionFields on SignedInSession {
    id
    current
    userAgent
    createdAt
    lastUsedAt
    expiresAt
  }
`);

graphql(`
  fragment VacationFields on VacationStatus {
    allowanceDays
    usedDays
    vacation {
      id
      active
      startsAt
      endsAt
    }
  }
`);

const SETTINGS = graphql(`
  query Settings($me: String!) {
    myEmail {
      address
      verifiedAt
    }
    notificationPreferences {
      emailDigest
      emailKinds
      pushKinds
    }
    myVacation {
      ...VacationFields
    }
    apiTokens {
      ...ApiTokenFields
    }
    mySessions {
      ...SignedInSessionFields
    }
    authorisedApps {
      id
      clientId
      scopes
      createdAt
    }
    blockedUsers {
      username
      since
      isBot
    }
    forcedMoves {
      on
    }
    confirmMoves {
      correspondence
      live
    }
    user(username: $me, recent: 1) {
      historyHidden
    }
  }
`);

/** Everything the Settings page shows, in one request. */
export async function fetchSettings(username: string): Promise<Settings> {
  return request(SETTINGS, { me: username });
}

const SET_EMAIL = graphql(`
  mutation SetEmail($address: String!) {
    setEmail(address: $address) {
      address
      verifiedAt
    }
  }
`);

const REMOVE_EMAIL = graphql(`
  mutation RemoveEmail {
    removeEmail
  }
`);

/** Sets (or re-sends the verification link for) the account's address. */
export async function setEmail(address: string): Promise<Settings['myEmail']> {
  return (await request(SET_EMAIL, { address })).setEmail;
}

export async function removeEmail(): Promise<void> {
  await request(REMOVE_EMAIL, {});
}

const SET_PREFERENCES = graphql(`
  mutation SetNotificationPreferences($p: NotificationPreferencesInput!) {
    setNotificationPreferences(preferences: $p) {
      emailDigest
      emailKinds
      pushKinds
    }
  }
`);

export async function setNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<Settings['notificationPreferences']> {
  return (await request(SET_PREFERENCES, { p: preferences })).setNotificationPreferences;
}

const START_VACATION = graphql(`
  mutation StartVacation($days: Int!, $startsAt: DateTime) {
    startVacation(days: $days, startsAt: $startsAt) {
      ...VacationFields
    }
  }
`);

const END_VACATION = graphql(`
  mutation EndVacation {
    endVacation {
      ...VacationFields
    }
  }
`);

/** Books a vacation of whole days, from now or from `startsAt`. */
export async function startVacation(days: number, startsAt: string | null): Promise<Settings['myVacation']> {
  return (await request(START_VACATION, { days, startsAt })).startVacation;
}

/** Ends the vacation in force, or cancels the one booked. */
export async function endVacation(): Promise<Settings['myVacation']> {
  return (await request(END_VACATION, {})).endVacation;
}

const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($current: String!, $next: String!) {
    changePassword(currentPassword: $current, newPassword: $next) {
      ...AuthPayloadFields
    }
  }
`);

const REVOKE_SESSIONS = graphql(`
  mutation RevokeMySessions {
    revokeMySessions {
      ...AuthPayloadFields
    }
  }
`);

const MY_SESSIONS = graphql(`
  query MySessions {
    mySessions {
      ...SignedInSessionFields
    }
  }
`);

const REVOKE_SESSION = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);

/** This account's signed-in sessions, the most recently used first (`current`: this browser's). */
export async function fetchMySessions(): Promise<SignedInSession[]> {
  return (await request(MY_SESSIONS, {})).mySessions;
}

/** Signs one session out: its token stops working and its open streams close at once. */
export async function revokeSession(id: string): Promise<void> {
  await request(REVOKE_SESSION, { id });
}

const REQUEST_RESET = graphql(`
  mutation RequestPasswordReset($login: String!) {
    requestPasswordReset(login: $login)
  }
`);

/** A new password; every session ends, and the answer is this browser's new one. */
export async function changePassword(current: string, next: string): Promise<AuthPayload> {
  return (await request(CHANGE_PASSWORD, { current, next })).changePassword;
}

/** Signs out every other browser and device: all sessions end, and the answer is this browser's new one. */
export async function revokeMySessions(): Promise<AuthPayload> {
  return (await request(REVOKE_SESSIONS, {})).revokeMySessions;
}

/** Mails a reset link to the verified address of this username or address (always succeeds). */
export async function requestPasswordReset(login: string): Promise<void> {
  await request(REQUEST_RESET, { login });
}

const CREATE_TOKEN = graphql(`
  mutation CreateApiToken($name: String!, $scopes: [ApiScope!]!) {
    createApiToken(name: $name, scopes: $scopes) {
      secret
      token {
        ...ApiTokenFields
      }
    }
  }
`);

const REVOKE_TOKEN = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      ...ApiTokenFields
    }
  }
`);

/** A personal token; its secret is in this answer only. */
export async function createApiToken(name: string, scopes: ApiScope[]): Promise<{ secret: string; token: ApiToken }> {
  return (await request(CREATE_TOKEN, { name, scopes })).createApiToken;
}

export async function revokeApiToken(id: string): Promise<ApiToken> {
  return (await request(REVOKE_TOKEN, { id })).revokeApiToken;
}

const PROPOSE_PAUSE = graphql(`
  mutation ProposePause($m: ID!) {
    proposePause(matchId: $m) {
      id
      paused
      pauseProposedBy
    }
  }
`);

const ANSWER_PAUSE = graphql(`
  mutation AnswerPause($m: ID!, $accept: Boolean!) {
    answerPause(matchId: $m, accept: $accept) {
      id
      paused
      pauseProposedBy
    }
  }
`);

const RESUME_MATCH = graphql(`
  mutation ResumeMatch($m: ID!) {
    resumeMatch(matchId: $m) {
      id
      paused
      pauseProposedBy
    }
  }
`);

export interface PauseState {
  paused: boolean;
  pauseProposedBy: number | null;
}

/** Proposes pausing every clock of the match by agreement. */
export async function proposePause(matchId: string): Promise<PauseState> {
  return (await request(PROPOSE_PAUSE, { m: matchId })).proposePause;
}

/** Accepts (every clock stops) or declines another player's proposal. */
export async function answerPause(matchId: string, accept: boolean): Promise<PauseState> {
  return (await request(ANSWER_PAUSE, { m: matchId, accept })).answerPause;
}

/** Ends an agreed pause: the clocks run again. */
export async function resumeMatch(matchId: string): Promise<PauseState> {
  return (await request(RESUME_MATCH, { m: matchId })).resumeMatch;
}

const REVOKE_APP = graphql(`
  mutation RevokeAuthorisedApp($id: ID!) {
    revokeAuthorisedApp(id: $id) {
      id
    }
  }
`);

/** Ends an app's OAuth access (docs/api.md "Authorise an app"): its tokens stop working at once. */
export async function revokeAuthorisedApp(id: string): Promise<void> {
  await request(REVOKE_APP, { id });
}

const OAUTH_REQUEST = graphql(`
  query OAuthRequest($uid: String!) {
    oauthRequest(uid: $uid) {
      uid
      clientId
      clientName
      registered
      redirectUri
      scopes
    }
  }
`);

const APPROVE_OAUTH = graphql(`
  mutation ApproveOAuthRequest($uid: String!) {
    approveOAuthRequest(uid: $uid) {
      redirectTo
    }
  }
`);

const DENY_OAUTH = graphql(`
  mutation DenyOAuthRequest($uid: String!) {
    denyOAuthRequest(uid: $uid) {
      redirectTo
    }
  }
`);

/** An app's pending request to act for the player: what the consent page shows. */
export async function oauthRequest(uid: string) {
  return (await request(OAUTH_REQUEST, { uid })).oauthRequest;
}

/** The player's answer; the browser then opens the address returned, which sends it on to the app. */
export async function answerOAuthRequest(uid: string, allow: boolean): Promise<string> {
  return allow
    ? (await request(APPROVE_OAUTH, { uid })).approveOAuthRequest.redirectTo
    : (await request(DENY_OAUTH, { uid })).denyOAuthRequest.redirectTo;
}
