const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from clients; anything that is not a UUID cannot name a row (and would make Postgres fail the cast). */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
