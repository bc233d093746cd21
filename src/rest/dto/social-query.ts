import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { MatchPageSize } from './archive-query';

/** How many friends' games the list shows when `first` is left out. */
export const FRIENDS_GAMES_DEFAULT = 20;

@ApiSchema({ description: "How many of your friends' newest games." })
export class FriendsGamesQuery {
  @MatchPageSize(FRIENDS_GAMES_DEFAULT)
  first?: number;
}

@ApiSchema({ description: 'Whom you take challenges and rematch offers from.' })
export class ChallengePolicyBody {
  @ApiProperty({ description: 'Friends only (true) or anyone (false).', type: Boolean })
  @IsBoolean()
  friendsOnly!: boolean;
}
