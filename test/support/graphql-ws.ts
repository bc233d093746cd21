import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

export interface WsClientOptions {
  /** Sent as connectionParams `{ authorization: 'Bearer <token>' }`. */
  token?: string;
}

/** A graphql-ws client for the app; dispose it when done. */
export function connectWs(target: TestApp, options: WsClientOptions = {}): Client {
  return createClient({
    url: target.wsUrl,
    webSocketImpl: WebSocket,
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
