/**
 * "My turn": a page of someone else's app that signs a Claim player in through OAuth 2.0 with PKCE (no pasted
 * token, no registration: docs/api.md "Authorise an app"), lists the games where it is their move, plays a
 * move for them, and follows one game's event stream. Everything runs in the browser; the server needs only
 * to allow the page's origin (CORS_ORIGINS, `any` by default). README.md says how to run it.
 *
 * In a project of your own, `npm install @claim/client` and import from '@claim/client' instead.
 */
import {
  ClaimApiError,
  ClaimClient,
  ClaimOAuth,
  OAuthError,
  answer,
  createPkce,
  createState,
  type OAuthScope,
  type OAuthTokens,
  type Pkce,
} from '../../clients/typescript/src';

/** Any name the app chooses: the player sees it on the consent page, as who asks. */
const CLIENT_ID = 'my-turn-example';
const SCOPES: readonly OAuthScope[] = ['match:read', 'match:play'];
/** This page itself: the server sends the browser back here with `?code=…&state=…`. */
const REDIRECT_URI = `${location.origin}${location.pathname}`;

/** What the page keeps for this tab: the server, the pending request, the tokens. */
const KEYS = { server: 'claim.server', pending: 'claim.pending', tokens: 'claim.tokens' } as const;

const element = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found as T;
};
const ui = {
  status: element<HTMLParagraphElement>('status'),
  error: element<HTMLParagraphElement>('error'),
  signIn: element<HTMLButtonElement>('sign-in'),
  reload: element<HTMLButtonElement>('reload'),
  signOut: element<HTMLButtonElement>('sign-out'),
  turns: element<HTMLUListElement>('turns'),
  stream: element<HTMLParagraphElement>('stream'),
};

/** The server: `?server=…` on the first visit (kept for the tab), else the usual development address. */
function serverUrl(): string {
  const given = new URLSearchParams(location.search).get('server');
  if (given) sessionStorage.setItem(KEYS.server, given);
  return sessionStorage.getItem(KEYS.server) ?? 'http://localhost:3000';
}

const server = serverUrl();
const oauth = new ClaimOAuth({ server, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });

function read<T>(key: string): T | null {
  const raw = sessionStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

function showError(error: unknown): void {
  ui.error.hidden = false;
  if (error instanceof OAuthError) ui.error.textContent = `Claim said ${error.error}: ${error.description ?? ''}`;
  else if (error instanceof ClaimApiError)
    ui.error.textContent = `Refused (${error.status} ${error.code}): ${error.body.message}`;
  else ui.error.textContent = error instanceof Error ? error.message : String(error);
}

/** 1. Send the player to Claim, keeping the PKCE verifier and the state for the way back. */
async function signIn(): Promise<void> {
  const pkce = await createPkce();
  const state = createState();
  sessionStorage.setItem(KEYS.pending, JSON.stringify({ pkce, state }));
  location.assign(oauth.authorizationUrl(SCOPES, pkce, state));
}

/** 2. Back from Claim: trade the code for tokens (or show why there is none: `access_denied` when they said no). */
async function finishSignIn(): Promise<void> {
  const callback = location.href;
  const params = new URLSearchParams(location.search);
  if (!params.has('code') && !params.has('error')) return;
  const pending = read<{ pkce: Pkce; state: string }>(KEYS.pending);
  sessionStorage.removeItem(KEYS.pending);
  history.replaceState(null, '', REDIRECT_URI);
  if (!pending) throw new Error('An answer from Claim to a request this tab did not make');
  const tokens = await oauth.exchangeCode(oauth.codeFrom(callback, pending.state), pending.pkce);
  sessionStorage.setItem(KEYS.tokens, JSON.stringify(tokens));
}

/** The access token, refreshed a minute before it ends (each refresh gives a new refresh token: keep it). */
async function accessToken(): Promise<string | null> {
  let tokens = read<OAuthTokens>(KEYS.tokens);
  if (tokens && Date.now() > tokens.expiresAt - 60_000) {
    tokens = await oauth.refresh(tokens.refreshToken);
    sessionStorage.setItem(KEYS.tokens, JSON.stringify(tokens));
  }
  return tokens?.accessToken ?? null;
}

let watching: AbortController | null = null;

/** 3. Use the token as a personal token: the games where it is the player's move, each with "Play a move". */
async function showTurns(): Promise<void> {
  const token = await accessToken();
  const signedIn = token !== null;
  ui.signIn.hidden = signedIn;
  ui.reload.hidden = !signedIn;
  ui.signOut.hidden = !signedIn;
  ui.status.textContent = signedIn ? `Signed in with Claim at ${server}.` : 'Not signed in.';
  ui.turns.replaceChildren();
  if (!token) return;
  const claim = new ClaimClient({ baseUrl: server, token });
  const turns = answer(await claim.api.GET('/api/turns'));
  if (turns.length === 0)
    ui.turns.append(Object.assign(document.createElement('li'), { textContent: 'None just now.' }));
  for (const turn of turns) {
    const item = document.createElement('li');
    item.dataset.matchId = turn.matchId;
    item.append(`Against ${turn.opponents.join(', ')}: ${turn.due} `);
    const play = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Play a move' });
    play.setAttribute('aria-label', `Play a move against ${turn.opponents.join(', ')}`);
    play.addEventListener('click', () => void run(() => playFirstMove(claim, turn.matchId)));
    item.append(play);
    ui.turns.append(item);
  }
  if (turns.length > 0 && !watching) void watch(claim, turns[0].matchId);
}

/** Plays the first legal move (a real bot would think), with the client's idempotency key and retries. */
async function playFirstMove(claim: ClaimClient, matchId: string): Promise<void> {
  const [move] = await claim.legalMoves(matchId);
  if (!move) return showTurns();
  const match = await claim.match(matchId);
  await claim.move(matchId, move, match.version);
  await showTurns();
  ui.status.append(` Played ${move.notation}.`);
}

/** Follows one game's event stream; a revoked authorisation ends it with UNAUTHENTICATED. */
async function watch(claim: ClaimClient, matchId: string): Promise<void> {
  watching = new AbortController();
  ui.stream.textContent = 'Following the game.';
  try {
    for await (const update of claim.updates(matchId, { signal: watching.signal }))
      ui.stream.textContent = `Following the game: version ${update.match.version}.`;
    ui.stream.textContent = 'The stream has ended.';
  } catch (error) {
    ui.stream.textContent = `The stream has ended: ${error instanceof ClaimApiError ? error.code : String(error)}.`;
  } finally {
    watching = null;
  }
}

/** 4. Sign out: revoking the refresh token ends the whole authorisation (RFC 7009). */
async function signOut(): Promise<void> {
  const tokens = read<OAuthTokens>(KEYS.tokens);
  sessionStorage.removeItem(KEYS.tokens);
  watching?.abort();
  if (tokens) await oauth.revoke(tokens.refreshToken);
  await showTurns();
}

async function run(step: () => Promise<void>): Promise<void> {
  ui.error.hidden = true;
  try {
    await step();
  } catch (error) {
    showError(error);
  }
}

ui.signIn.addEventListener('click', () => void run(signIn));
ui.reload.addEventListener('click', () => void run(showTurns));
ui.signOut.addEventListener('click', () => void run(signOut));
void run(async () => {
  await run(finishSignIn);
  await showTurns();
});
