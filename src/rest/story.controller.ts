import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUserOrVisitor } from '../auth/current-user.decorator';
import { AllowVisitors } from '../auth/require-scopes.decorator';
import { MatchStoryService } from '../matches/story/match-story.service';
import { toStoryEventModel } from '../matches/story/story.mapper';
import { StoryEventModel } from '../matches/story/story.models';
import { STORY_EN, STORY_KO, STORY_NL, catalogTranslator, plainWords, storyText } from '../story';
import { StoryQuery } from './dto/story-query';
import { MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const CATALOGS = { en: STORY_EN, nl: STORY_NL, ko: STORY_KO };

/** The story of a match (GraphQL `matchStory`), as JSON or as plain text for exports. */
@ApiTags('matches')
@Controller('api/matches')
export class StoryController {
  constructor(private readonly story: MatchStoryService) {}

  @Get(':id/story')
  @AllowVisitors('match:read')
  @ApiOperation({
    summary: 'Tell the story of a match',
    description:
      'For each event after `after`, what happened, as the caller may see it (R9): structured entries like GraphQL `matchStory`, ' +
      'or with `format=text` the same in words, one line per entry (English, Dutch or Korean with `lang`). ' +
      'Without a token, the spectator story of a match whose players let anyone watch.',
  })
  @ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' })
  @ApiProduces('application/json', 'text/plain')
  @ApiOkResponse({ description: 'The story.', schema: { type: 'array', items: graphqlRef('StoryEvent') } })
  @ApiErrors(400, 404)
  async tell(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
    @Query() query: StoryQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StoryEventModel[] | string> {
    const story = await this.story.storyOf(user, id, query.after ?? -1);
    if (query.format !== 'text') return story.events.map((event) => toStoryEventModel(event, story));
    response.type('text/plain; charset=utf-8');
    return storyText(story.events, plainWords(story.usernames, catalogTranslator(CATALOGS[query.lang ?? 'en'])));
  }
}
