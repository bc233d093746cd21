import { SessionAddressesRepository } from '../auth/session-addresses.repository';
import { ReviewsRepository } from '../computer/reviews.repository';
import { FairPlayRepository } from '../fairplay/fair-play.repository';
import { recomputeFairPlay } from '../fairplay/fair-play.service';
import { SIGNAL_DEFAULTS } from '../fairplay/signals/compute';
import { withCliDatabase } from './cli-database';
import type { CommandOutput } from './commands';

/**
 * `claim fairplay --recompute [--reviews-only]`: every account's fair-play signals from the finished matches
 * (docs/fair-play.md), replacing the stored ones, and the address record's retention. `--reviews-only` judges
 * assistance from stored reviews alone (no search per decision for games without one: much faster).
 */
export function fairplayCommand(reviewsOnly: boolean): Promise<CommandOutput> {
  return withCliDatabase(async ({ prisma, matches }) => {
    const report = await recomputeFairPlay(
      {
        repository: new FairPlayRepository(prisma),
        addresses: new SessionAddressesRepository(prisma),
        matches,
        reviews: new ReviewsRepository(prisma),
      },
      new Date(),
      { ...SIGNAL_DEFAULTS, botWithoutReview: !reviewsOnly },
    );
    return { exitCode: 0, stdout: JSON.stringify(report, null, 2) };
  });
}
