import { DomainError } from '../../common/errors';
import { isUuid } from '../../common/uuid';
import type { Seat } from '../../engine';
import type { MatchRuntime } from '../match-runtime';
import { foldEvents, initialRuntime, runtimeAt } from '../match-runtime';
import type { Caller, MatchHead, MatchHeader } from '../match.types';
import type { MatchesRepository, StoredMatch } from '../store/matches.repository';
import type { MatchStates } from '../store/match-states';
import type { SeatedView } from '../visibility';
import { listedViewerSeat, seatedView } from '../visibility';

/** myMatches page size: the default keeps the old answer (all matches) for everyone with up to 50. */
export const MY_MATCHES_PAGE = { default: 50, max: 100 } as const;

/** One of the caller's matches in a list: what its row says, and its full view on demand. */
export interface ListedMatch {
  readonly header: MatchHeader;
  readonly head: MatchHead;
  /** The seat whose view the caller gets (visibility.ts): null once the computer took it over. */
  readonly seat: Seat | null;
  seated(): Promise<SeatedView>;
}

/** The caller's list of matches, a page at a time. */
export class MatchPages {
  constructor(
    private readonly repository: MatchesRepository,
    private readonly states: MatchStates,
  ) {}

  /**
   * A page of the caller's matches, newest first: `first` (1–100) after the match `after`. Reads the
   * headers and heads of the page in one query; views are rebuilt only when asked for, all of the page
   * at once (one query for their missing events), each at the version its head showed. The caller plays
   * every match of the page, so no hidden history withholds one from them.
   */
  async matchPage(
    caller: Caller,
    first: number = MY_MATCHES_PAGE.default,
    after: string | null = null,
  ): Promise<ListedMatch[]> {
    if (!Number.isInteger(first) || first < 1 || first > MY_MATCHES_PAGE.max) {
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { first: [`must be 1 to ${MY_MATCHES_PAGE.max}`] } });
    }
    const page =
      after === null || isUuid(after) ? await this.repository.matchPageOf(caller.id, first, after) : undefined;
    if (!page)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['must be the id of one of your matches'] } });
    let runtimes: Promise<Map<string, MatchRuntime>> | undefined;
    const loadAll = (): Promise<Map<string, MatchRuntime>> => (runtimes ??= this.runtimesAtHeads(page));
    return page.map(({ header, head, callerReplaced }) => ({
      header,
      head,
      seat: listedViewerSeat(header, caller.id, callerReplaced),
      seated: async () => seatedView((await loadAll()).get(header.id)!, caller),
    }));
  }

  /** Each match rebuilt to exactly its head's version, from the cache where it can, the rest in one read. */
  private async runtimesAtHeads(matches: readonly StoredMatch[]): Promise<Map<string, MatchRuntime>> {
    const runtimes = new Map<string, MatchRuntime>();
    const behind: { runtime: MatchRuntime; upTo: number }[] = [];
    for (const { header, head } of matches) {
      const cached = this.states.get(header.id);
      if (cached && cached.version >= head.version) runtimes.set(header.id, runtimeAt(cached, head.version));
      else behind.push({ runtime: cached ?? initialRuntime(header), upTo: head.version });
    }
    const events = await this.repository.eventsBetween(
      behind.map(({ runtime, upTo }) => ({ matchId: runtime.header.id, after: runtime.version, upTo })),
    );
    for (const { runtime, upTo } of behind) {
      const caughtUp = foldEvents(
        runtime,
        (events.get(runtime.header.id) ?? []).filter((e) => e.seq <= upTo),
      );
      this.states.put(caughtUp);
      runtimes.set(runtime.header.id, caughtUp);
    }
    return runtimes;
  }
}
