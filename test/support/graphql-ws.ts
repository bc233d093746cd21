import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

export interface WsClientOptions {
  /** Sent as connectionParams `{ authorization: 'Bearer <token>' }`. */
  token?: string;
  /** Headers of the upgrade request, e.g. X-Request-Id. */
  headers?: Record<string, string>;
}

/** A graphql-ws client for the app; dispose it when done. */
export function connectWs(target: TestApp, options: WsClientOptions = {}): Client {
  const headers = options.headers;
  return createClient({
    url: target.wsUrl,
    webSocketImpl: headers
      ? class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers });
          }
        }
      : WebSocket,
    connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Runs an operation over the socket and resolves with its first result. */
export async function wsFirstResult<TData = Record<string, unknown>>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Promise<FormattedExecutionResult<TData, unknown>> {
  const results = client.iterate<TData>({ query, variables });
  try {
    const first = await results.next();
    if (first.done) throw new Error('operation completed without a result');
    return first.value;
  } finally {
    await results.return?.();
  }
}
