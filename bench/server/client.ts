import http from 'http';
import type { Client } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

/**
 * Minimal GraphQL-over-HTTP client for load: one keep-alive agent shared by every bot, raw
 * `http.request` (no per-request allocations beyond the body), JSON in and out.
 */
export class GraphQLHttp {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(graphqlUrl: string, maxSockets: number) {
    this.url = new URL(graphqlUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request<T>(query: string, variables: Record<string, unknown> | undefined, token?: string): Promise<GraphQLResult<T>> {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          path: this.url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve(JSON.parse(text) as GraphQLResult<T>);
            } catch {
              resolve({
                errors: [
                  {
                    message: `HTTP ${res.statusCode}: ${text.slice(0, 200)}`,
                    extensions: { code: `HTTP_${res.statusCode}` },
                  },
                ],
              });
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export function wsClient(wsUrl: string, token: string): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: true,
  });
}
