import type { Client } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import type { TypedDocumentString } from './gql/graphql';

/**
 * The whole transport: queries and mutations as HTTP POSTs to /graphql, subscriptions over
 * graphql-ws on the same path. The access token is the only session state; it lives in
 * localStorage so a reload keeps the player signed in.
 */

const TOKEN_KEY = 'claim.accessToken';
const ENDPOINT = '/graphql';

/** An error the server sent, with its stable `extensions.code` (README "Errors"). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const DEVICE_KEY = 'claim.device';

/**
 * A random id of this browser, made once and kept (docs/fair-play.md "Addresses"): sent with each request so
 * that the server can tell two accounts used from one device, as a keyed hash it never shows to players.
 */
function deviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (id === null || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    // Storage refused (private mode): no device id, the address alone counts.
    return null;
  }
}

type TokenListener = (token: string | null) => void;
const tokenListeners = new Set<TokenListener>();
let token: string | null = readStoredToken();

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function currentToken(): string | null {
  return token;
}

export function setToken(next: string | null): void {
  token = next;
  try {
    if (next) localStorage.setItem(TOKEN_KEY, next);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode: the session lasts until the tab closes.
  }
  resetSocket();
  for (const listener of tokenListeners) listener(next);
}

export function onTokenChange(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function firstError(errors: NonNullable<GraphQLResponse<unknown>['errors']>): ApiError {
  const [error] = errors;
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNKNOWN';
  return new ApiError(error.message, code, error.extensions ?? {});
}

/** One query or mutation over HTTP. Throws ApiError; an expired token signs the player out. */
export async function request<T, V>(document: TypedDocumentString<T, V>, variables: V): Promise<T> {
  const query = document.toString();
  const device = token ? deviceId() : null;
  let response: Response;
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(token && device ? { 'x-claim-device': device } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new ApiError('The server cannot be reached', 'NETWORK');
  }
  const body = (await response.json().catch(() => null)) as GraphQLResponse<T> | null;
  if (!body) throw new ApiError(`The server answered ${response.status}`, 'NETWORK');
  if (body.errors?.length) {
    const error = firstError(body.errors);
    if (error.code === 'UNAUTHENTICATED' && token) setToken(null);
    throw error;
  }
  if (!body.data) throw new ApiError('Empty answer from the server', 'UNKNOWN');
  return body.data;
}

/**
 * The server closed the socket as Unauthorized (4401): the session it was opened with has ended (signed out
 * from another device, or every session ended). Whether this browser's session is the one that ended is
 * asked over HTTP with the token now held: a browser that has just been given a new token (signing out
 * everywhere else) stays signed in, one whose session ended is signed out at once, as by an expired token.
 */
async function checkSession(): Promise<void> {
  // The socket of the session being replaced closes before the new token arrives: wait for it.
  if (replacing) await replacing.catch(() => undefined);
  const held = token;
  if (!held) return;
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${held}` },
      body: JSON.stringify({ query: 'query SessionCheck { me { id } }' }),
    });
    const body = (await response.json()) as GraphQLResponse<unknown>;
    if (body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED' && token === held) setToken(null);
  } catch {
    // Offline: the next request finds out.
  }
}

/** A request that ends this browser's session and takes a new one, with the new token set, or null. */
let replacing: Promise<unknown> | null = null;

/**
 * Runs `work`, which ends this browser's session and signs it in again (signing out everywhere else, a
 * password change): the server closes the old session's socket (4401) before the answer with the new token
 * is back, and the session check waits for `work` rather than sign the browser out meanwhile.
 */
export async function replacingSession<T>(work: () => Promise<T>): Promise<T> {
  const running = work();
  replacing = running;
  try {
    return await running;
  } finally {
    if (replacing === running) replacing = null;
  }
}

/** graphql-ws's close code for Unauthorized (src/connections/websocket-connections.ts). */
const CLOSE_UNAUTHORIZED = 4401;

let socket: Client | null = null;
const reconnectListeners = new Set<() => void>();
const connectionListeners = new Set<(up: boolean) => void>();
/** Whether the socket is up now (false before the first connection and while it reconnects). */
let socketUp = false;

/** The socket's state as it changes (a table says "reconnecting…" while it is down); returns the way to stop. */
export function onConnectionChange(listener: (up: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

export function isSocketUp(): boolean {
  return socketUp;
}

function setSocketUp(up: boolean): void {
  if (socketUp === up) return;
  socketUp = up;
  for (const listener of connectionListeners) listener(up);
}

/** A ping unanswered this long means a half-open socket (a sleeping phone, a dropped NAT entry): drop it. */
const PONG_TIMEOUT_MS = 6_000;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${ENDPOINT}`;
}

function getSocket(): Client {
  if (socket) return socket;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let current: WebSocket | null = null;
  const client = createClient({
    url: socketUrl(),
    lazy: true,
    connectionParams: () => (token ? { authorization: `Bearer ${token}` } : {}),
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 15_000)));
    },
    // Without pings a socket that died silently looks alive for ever, and the table stops updating
    // without a word (issue 28): ping, and close a socket whose pong does not come.
    keepAlive: 15_000,
    on: {
      // After a dropped connection, subscribers refetch what they may have missed.
      connected: (live, _payload, wasRetry) => {
        current = live as WebSocket;
        if (client === socket) setSocketUp(true);
        if (wasRetry) for (const listener of reconnectListeners) listener();
      },
      closed: (event) => {
        current = null;
        clearTimeout(pongTimer);
        if (client === socket) setSocketUp(false);
        if ((event as { code?: number } | null)?.code === CLOSE_UNAUTHORIZED && client === socket) void checkSession();
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          if (current?.readyState === WebSocket.OPEN) current.close(4408, 'Pong timeout');
        }, PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  });
  socket = client;
  return client;
}

function resetSocket(): void {
  const old = socket;
  socket = null;
  setSocketUp(false);
  void old?.dispose();
}

export interface SubscriptionHandlers<T> {
  next(data: T): void;
  error?(error: ApiError): void;
  /** Called after the socket reconnected: updates may have been missed. */
  reconnected?(): void;
  /** The server or the client ended the subscription (a new token replaced the socket): nothing more comes. */
  ended?(): void;
}

/** Subscribes over graphql-ws; returns the unsubscribe function. */
export function subscribe<T, V>(
  document: TypedDocumentString<T, V>,
  variables: V,
  handlers: SubscriptionHandlers<T>,
): () => void {
  const reconnected = handlers.reconnected;
  let active = true;
  if (reconnected) reconnectListeners.add(reconnected);
  const stop = getSocket().subscribe<T>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (result.errors?.length)
          handlers.error?.(firstError(result.errors as NonNullable<GraphQLResponse<unknown>['errors']>));
        else if (result.data) handlers.next(result.data);
      },
      // graphql-ws reports an `error` message as the list of GraphQL errors, a lost socket as a CloseEvent.
      error: (error) =>
        handlers.error?.(
          Array.isArray(error) && error.length
            ? firstError(error as NonNullable<GraphQLResponse<unknown>['errors']>)
            : new ApiError('Live updates failed', 'NETWORK'),
        ),
      complete: () => {
        if (active) handlers.ended?.();
      },
    },
  );
  return () => {
    if (reconnected) reconnectListeners.delete(reconnected);
    active = false;
    stop();
  };
}

/** A fresh idempotency key per intended move (retries of the same click reuse it). */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
