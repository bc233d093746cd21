import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors } from '../../auth/require-scopes.decorator';
import { MatchStoryService } from './match-story.service';
import { toStoryEventModel } from './story.mapper';
import { StoryEventModel } from './story.models';

@Resolver(() => StoryEventModel)
export class StoryResolver {
  constructor(private readonly story: MatchStoryService) {}

  @Query(() => [StoryEventModel], {
    description:
      'The story of a match after event `after`: for each event, what happened in structured entries (trick winners and why, ' +
      'prizes, draws, every power as it fires), as the caller may see it (R9). Everything is public once the match is over. ' +
      'Without a token (a visitor), the spectator story of a match whose players let anyone watch, as `matchUpdated` sends it.',
  })
  @AllowVisitors('match:read')
  async matchStory(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('after', { type: () => Int, defaultValue: -1, description: 'Only events with a greater seq.' }) after: number,
  ): Promise<StoryEventModel[]> {
    const story = await this.story.storyOf(user, matchId, after);
    return story.events.map((event) => toStoryEventModel(event, story));
  }
}
