import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClubModel } from '../../clubs/api/clubs.models';
import { toTournamentModel } from '../api/tournament.mapper';
import { TournamentModel } from '../api/tournament.models';
import { TournamentsService } from '../tournaments.service';

/**
 * A club's tournaments on the club (docs/tournaments.md "Entry limits"): resolved here, so the clubs module
 * knows nothing of tournaments.
 */
@Resolver(() => ClubModel)
export class ClubTournamentsResolver {
  constructor(private readonly service: TournamentsService) {}

  @ResolveField(() => [TournamentModel], {
    description: "The club's tournaments (entry limited to its members), the newest first, at most 50.",
  })
  async tournaments(@Parent() club: ClubModel): Promise<TournamentModel[]> {
    return (await this.service.ofClub(club.id)).map(toTournamentModel);
  }
}
