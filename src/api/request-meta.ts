import { randomUUID } from 'node:crypto';
import { DomainError } from '../common/errors';
import type { GraphQLContext } from '../common/graphql-context';

/**
 * What both transports know of a request, for the services: src/api holds what GraphQL resolvers and REST
 * controllers share, so that neither imports the other (`npm run layers`: rest-is-not-graphql,
 * graphql-is-not-rest). A domain's response models and mappers are in its own `api/` folder.
 */

/** What a client may send as an idempotency key or an X-Request-Id (the same as src/ops/logging.ts checks). */
const KEY_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * The request id recorded with each event (audit): the HTTP request's id, which its log lines carry too
 * (src/ops/logging.ts: the client's X-Request-Id, or a fresh one); over graphql-ws, the upgrade request's
 * X-Request-Id (src/common/graphql-context.ts) or a fresh one. A REST controller passes `{ req }`.
 */
export function requestMeta(
  context: GraphQLContext,
  idempotencyKey: string | null | undefined,
): { readonly requestId: string; readonly idempotencyKey: string | null } {
  const logged = (context.req as { id?: unknown }).id;
  const header = (context.req.headers as Record<string, string | string[] | undefined>)['x-request-id'];
  const given = typeof logged === 'string' ? logged : Array.isArray(header) ? header[0] : header;
  if (idempotencyKey != null && !KEY_PATTERN.test(idempotencyKey)) {
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { idempotencyKey: ['1–100 letters, digits, "_", ".", ":" or "-"'] },
    });
  }
  return { requestId: given && KEY_PATTERN.test(given) ? given : randomUUID(), idempotencyKey: idempotencyKey ?? null };
}
