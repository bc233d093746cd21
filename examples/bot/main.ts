import { runBot } from './bot';

/**
 * npm run bot -- [MATCH_ID]
 * npm run bot -- --join LOBBY_ID   (joins the lobby, contributing entropy, and plays its match)
 * npm run bot -- --tournament ID   (enters the tournament, contributing entropy, and plays its first table)
 * with CLAIM_URL (default http://localhost:3000) and CLAIM_TOKEN (a personal
 * API token with match:read and match:play) in the environment.
 */
async function main(): Promise<void> {
  const token = process.env.CLAIM_TOKEN;
  if (!token) throw new Error('Set CLAIM_TOKEN to a personal API token (scopes match:read and match:play)');
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort(new Error('interrupted')));
  const result = await runBot({
    baseUrl: process.env.CLAIM_URL ?? 'http://localhost:3000',
    token,
    ...(process.argv[2] === '--join'
      ? { joinLobby: process.argv[3] }
      : process.argv[2] === '--tournament'
        ? { joinTournament: process.argv[3] }
        : { matchId: process.argv[2] }),
    signal: stop.signal,
    log: (line) => console.log(line),
  });
  console.log(
    `done: ${result.match.status}, winner ${result.match.result?.winner ?? 'none'}; I was seat ${result.seat} and made ${result.moves} moves`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
