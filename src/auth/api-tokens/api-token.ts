import type { ApiScope } from '../api-scope';

/** A personal API token as its owner sees it: never its secret, which is shown once at creation only. */
export interface ApiToken {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly scopes: readonly ApiScope[];
  /** The prefix and first characters of the secret. */
  readonly hint: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}
