import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClubModel } from '../api/clubs.models';
import { toTournamentModel } from '../../tournaments/api/tournament.mapper';
import { TournamentModel } from '../../tournaments/api/tournament.models';
import { TournamentsService } from '../../tournaments/tournaments.service';

/**
 * A club's tournaments on the club (docs/tournaments.md "Entry limits"): clubs follow tournaments in the
 * layers (tournaments reach clubs only through CLUB_MEMBERSHIP, src/common/club-membership.ts).
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
