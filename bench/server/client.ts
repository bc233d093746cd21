import http from 'http';
import type { Client } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

/** How bots send their operations: GraphQL over HTTP, or over each player's open graphql-ws connection. */
export interface GraphQLTransport {
  request<T>(query: string, variables: Record<string, unknown> | undefined, token?: string): Promise<GraphQLResult<T>>;
  /** Opens what this token's requests will use (its socket), outside the timed run. */
  open(token: string): Promise<void>;
  close(): Promise<void>;
}

export type TransportName = 'http' | 'ws' | 'rest';

/**
 * Minimal GraphQL-over-HTTP client for load: one keep-alive agent shared by every bot, raw
 * `http.request` (no per-request allocations beyond the body), JSON in and out.
 */
export class GraphQLHttp implements GraphQLTransport {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(graphqlUrl: string, maxSockets: number) {
    this.url = new URL(graphqlUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request<T>(query: string, variables: Record<string, unknown> | undefined, token?: string): Promise<GraphQLResult<T>> {
    return this.send<T>(JSON.stringify({ query, variables }), token, true);
  }

  private send<T>(body: string, token: string | undefined, retry: boolean): Promise<GraphQLResult<T>> {
    return sendJson(this.agent, this.url, 'POST', this.url.pathname, body, token, retry).then(({ status, text }) => {
      try {
        return JSON.parse(text) as GraphQLResult<T>;
      } catch {
        return {
          errors: [{ message: `HTTP ${status}: ${text.slice(0, 200)}`, extensions: { code: `HTTP_${status}` } }],
        };
      }
    });
  }

  async open(): Promise<void> {
    // Keep-alive sockets are shared by every bot and opened on demand.
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }
}

/**
 * One JSON request on a keep-alive agent. A kept-alive socket the server closes (its 5-s idle timeout) just as a
 * request goes out on it resets: the request never reached the application, so it is sent once more on a new
 * socket — what Node's documentation advises (`request.reusedSocket`). A 30-minute soak met this race before. The
 * second attempt takes a socket of its own (`agent: false`): the pool's next free socket may have idled just as long
 * and be closing too (a likely cause of the two resets in 286,000 requests of the eleventh session's box run).
 */
function sendJson(
  agent: http.Agent | false,
  base: URL,
  method: 'GET' | 'POST',
  path: string,
  body: string | null,
  token: string | undefined,
  retry: boolean,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method,
        headers: {
          ...(body === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (retry && req.reusedSocket && error.code === 'ECONNRESET')
        sendJson(false, base, method, path, body, token, false).then(resolve, reject);
      else reject(error);
    });
    req.end(body ?? undefined);
  });
}

/** The REST route that mirrors one of the bots' GraphQL documents (bots.ts), and where its answer goes in `data`. */
export interface RestRoute {
  method: 'GET' | 'POST';
  path: string;
  body: Record<string, unknown> | null;
  /** The GraphQL root field the answer stands for. */
  field: string;
}

/**
 * The bots' moves and reads over the REST mirror (POST /api/matches/{id}/play and …/decide, GET
 * /api/matches/{id} and …/legal-moves) instead of GraphQL: `route` maps each of the bots' documents to its route,
 * and the JSON answer is handed back as GraphQL's `data` (an error body `{ code, message }` as `errors`), so
 * the same bots play either way. Anything else (registration, starting matches) is not sent this way.
 */
export class RestHttp implements GraphQLTransport {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    baseUrl: string,
    maxSockets: number,
    private readonly route: (query: string, variables: Record<string, unknown>) => RestRoute,
  ) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  async request<T>(
    query: string,
    variables: Record<string, unknown> | undefined,
    token?: string,
  ): Promise<GraphQLResult<T>> {
    const route = this.route(query, variables ?? {});
    const body = route.body === null ? null : JSON.stringify(route.body);
    const { status, text } = await sendJson(this.agent, this.base, route.method, route.path, body, token, true);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { errors: [{ message: `HTTP ${status}: ${text.slice(0, 200)}`, extensions: { code: `HTTP_${status}` } }] };
    }
    if (status >= 400) {
      const error = parsed as { code?: string; message?: string };
      return {
        errors: [{ message: error.message ?? `HTTP ${status}`, extensions: { code: error.code ?? `HTTP_${status}` } }],
      };
    }
    return { data: { [route.field]: parsed } as T };
  }

  async open(): Promise<void> {
    // Keep-alive sockets are shared by every bot and opened on demand.
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }
}

/**
 * One graphql-ws connection per token, opened on first use and kept open, as a client that plays over its
 * socket would: signed in once per connection (connectionParams), no HTTP request per move. Queries and
 * mutations go over it as single-result operations; `client` hands the same connection to subscriptions.
 */
export class GraphQLWs implements GraphQLTransport {
  private readonly clients = new Map<string, Client>();

  constructor(private readonly wsUrl: string) {}

  client(token: string): Client {
    let client = this.clients.get(token);
    if (!client) {
      client = wsClient(this.wsUrl, token, true);
      this.clients.set(token, client);
    }
    return client;
  }

  async open(token: string): Promise<void> {
    if (this.clients.has(token)) return;
    const client = this.client(token);
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.on('closed', (event) => reject(new Error(`graphql-ws closed: ${JSON.stringify(event)}`)));
    });
  }

  request<T>(query: string, variables: Record<string, unknown> | undefined, token?: string): Promise<GraphQLResult<T>> {
    if (!token) throw new Error('GraphQLWs: every operation needs a token (one connection per token)');
    return new Promise((resolve) => {
      let result: GraphQLResult<T> = { errors: [{ message: 'no result', extensions: { code: 'NO_RESULT' } }] };
      this.client(token).subscribe<T>(
        { query, variables },
        {
          next: (value) => (result = value as GraphQLResult<T>),
          // graphql-ws reports errors outside execution (validation, a closed socket) here, not in `next`.
          error: (error: unknown) => resolve({ errors: wsErrors(error) }),
          complete: () => resolve(result),
        },
      );
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map(async (client) => client.dispose()));
    this.clients.clear();
  }
}

function wsErrors(error: unknown): NonNullable<GraphQLResult<unknown>['errors']> {
  if (Array.isArray(error)) return error as NonNullable<GraphQLResult<unknown>['errors']>;
  const code = error instanceof Error ? 'WS_ERROR' : `WS_CLOSED_${(error as { code?: number }).code ?? ''}`;
  return [{ message: error instanceof Error ? error.message : String(error), extensions: { code } }];
}

/** `keepOpen`: connect at once and stay connected; otherwise connect on the first operation, close after the last. */
export function wsClient(wsUrl: string, token: string, keepOpen = false): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: !keepOpen,
  });
}
