import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { toArchivedMatchModel, toProfileModel } from '../archive/api/archive.mapper';
import type { ArchivedMatchModel, ProfileModel } from '../archive/api/archive.models';
import type { ExportedRecord } from '../archive/archive.service';
import { ARCHIVE_PAGE, ArchiveService, EXPORT_MAX } from '../archive/archive.service';
import type { AuditReport } from '../audit/audit-log';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUserOrVisitor } from '../auth/current-user.decorator';
import { AllowVisitors } from '../auth/require-scopes.decorator';
import { toRatingChangeModel, toRatingModel } from '../ratings/api/rating.mapper';
import type { RatingChangeModel, RatingModel } from '../ratings/api/rating.models';
import { HISTORY_PAGE, LEADERBOARD_PAGE, RatingsService } from '../ratings/ratings.service';
import { ExportQuery, UserMatchesQuery } from './dto/archive-query';
import { LeaderboardQuery } from './dto/leaderboard-query';
import { MatchIdPipe } from './match-id.pipe';
import { PublicErrors, graphqlRef } from './openapi-responses';

/** Resolves when a full socket has drained or closed, leaving no listener behind (an export waits often). */
function drainedOrClosed(response: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.once('drain', done);
    response.once('close', done);
  });
}

/** About how many bytes of NDJSON the export writes at once. */
const EXPORT_CHUNK = 64 * 1024;

const MATCH_ID = ApiParam({
  name: 'id',
  description: 'Match id (a UUID).',
  format: 'uuid',
});

/**
 * The public archive (no token; counted per address): records and verification of finished public
 * matches, the bulk export, profiles, players' archives and leaderboards. docs/auditing.md, docs/players.md.
 */
@ApiTags('archive')
@Controller('api')
// A credential is optional and refused when bad: a player who hides their history still finds their own
// matches here (docs/players.md "Hiding one's history").
@AllowVisitors()
export class ArchiveController {
  constructor(
    private readonly archive: ArchiveService,
    private readonly ratings: RatingsService,
  ) {}

  @Get('matches/export')
  @ApiOperation({
    summary: 'Export finished public matches as NDJSON',
    description:
      'One JSON object per line, newest finished first: `{matchId, seedCommitment, headHash, finishedAt, record}` where `record` is the ' +
      'claim-record/1 (R10) that `claim verify` replays. Streams without holding the export in memory; at most `limit` lines ' +
      `(${EXPORT_MAX}), continue with \`before\` = the last matchId. Filters as for a player's matches.`,
  })
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({
    description: 'The records, one per line.',
    content: {
      'application/x-ndjson': {
        schema: {
          type: 'string',
          description: 'One JSON object per line: `{matchId, seedCommitment, headHash, finishedAt, record}`.',
        },
      },
    },
  })
  @PublicErrors(400, 'optionalBearer')
  async export(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Query() query: ExportQuery,
    @Res() response: Response,
  ): Promise<void> {
    let started = false;
    // Lines go out EXPORT_CHUNK bytes at a time: one write (and one HTTP chunk) per line cost more than
    // building the line.
    let pending: string[] = [];
    let size = 0;
    const flush = async (): Promise<void> => {
      if (pending.length === 0) return;
      const chunk = pending.join('');
      pending = [];
      size = 0;
      // A client that went away ends the export (the error below); a slow one pauses it.
      if (response.destroyed) throw new Error('the client closed the export');
      if (!response.write(chunk)) await drainedOrClosed(response);
    };
    const write = async (line: string): Promise<void> => {
      if (!started) {
        response.status(200).type('application/x-ndjson; charset=utf-8');
        started = true;
      }
      const text = `${line}\n`;
      pending.push(text);
      size += text.length;
      if (size >= EXPORT_CHUNK) await flush();
    };
    try {
      await this.archive.export(query, query.before ?? null, query.limit ?? EXPORT_MAX, write, user);
      await flush();
    } catch (error) {
      // Before the first line the error is answered as any other; after it, the status is gone, so the
      // stream is cut short, which an NDJSON reader sees as a truncated last line.
      if (!started) throw error;
      response.destroy();
      return;
    }
    if (!started) response.status(200).type('application/x-ndjson; charset=utf-8');
    response.end();
  }

  @Get('matches/:id/record')
  @ApiOperation({
    summary: 'The record of a finished public match',
    description:
      'Its claim-record/1 (R10) with its seed commitment and head hash, without a token, for any finished match whose players let anyone watch.',
  })
  @MATCH_ID
  @ApiOkResponse({
    description: '`{matchId, seedCommitment, headHash, finishedAt, record}`.',
  })
  @PublicErrors(404, 'optionalBearer')
  async record(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
  ): Promise<ExportedRecord> {
    return this.archive.record(id, user);
  }

  @Get('matches/:id/verify')
  @ApiOperation({
    summary: 'Verify a finished public match',
    description:
      'Recomputes its seed commitment, hash chain, replay and head from the stored rows, like GraphQL `verifyMatch`, without a token.',
  })
  @MATCH_ID
  @ApiOkResponse({
    description: 'The verdict.',
    schema: graphqlRef('AuditReport'),
  })
  @PublicErrors(404, 'optionalBearer')
  async verify(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
  ): Promise<AuditReport> {
    return this.archive.verify(id, user);
  }

  @Get('users/:name')
  @ApiOperation({
    summary: 'A player’s profile',
    description: 'Like GraphQL `user(username)`.',
  })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiOkResponse({ description: 'The profile.', schema: graphqlRef('Profile') })
  @PublicErrors(404, 'optionalBearer')
  async profile(@CurrentUserOrVisitor() user: AuthUser | null, @Param('name') name: string): Promise<ProfileModel> {
    return toProfileModel(await this.archive.profile(name, 10, user));
  }

  @Get('users/:name/matches')
  @ApiOperation({
    summary: 'A player’s finished public matches',
    description: 'Newest finished first, a page at a time (`first`, `after`), filtered like GraphQL `archivedMatches`.',
  })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiOkResponse({
    description: 'The page.',
    schema: { type: 'array', items: graphqlRef('ArchivedMatch') },
  })
  @PublicErrors(400, 404, 'optionalBearer')
  async userMatches(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('name') name: string,
    @Query() query: UserMatchesQuery,
  ): Promise<ArchivedMatchModel[]> {
    const page = await this.archive.searchOfPlayer(
      name,
      query,
      query.first ?? ARCHIVE_PAGE.default,
      query.after ?? null,
      user,
    );
    return page.map(toArchivedMatchModel);
  }

  @Get('leaderboards/:pool')
  @ApiOperation({
    summary: 'A pool’s leaderboard',
    description: 'Like GraphQL `leaderboard`.',
  })
  @ApiParam({
    name: 'pool',
    enum: ['duel', 'trio', 'teams'],
    description: 'Rating pool: 2 players, 3 players, or 4 in teams.',
  })
  @ApiOkResponse({
    description: 'Best first.',
    schema: { type: 'array', items: graphqlRef('Rating') },
  })
  @PublicErrors(400, 'optionalBearer')
  async leaderboard(@Param('pool') pool: string, @Query() query: LeaderboardQuery): Promise<RatingModel[]> {
    const rows = await this.ratings.leaderboard(
      pool,
      query.first ?? LEADERBOARD_PAGE.default,
      query.offset ?? 0,
      query.provisional ?? false,
    );
    return rows.map(toRatingModel);
  }

  @Get('users/:name/ratings/:pool')
  @ApiOperation({
    summary: 'A player’s rating history in one pool',
    description: 'Like GraphQL `ratingHistory`.',
  })
  @ApiParam({ name: 'name', description: 'Username.' })
  @ApiParam({
    name: 'pool',
    enum: ['duel', 'trio', 'teams'],
    description: 'Rating pool: 2 players, 3 players, or 4 in teams.',
  })
  @ApiOkResponse({
    description: 'Newest first.',
    schema: { type: 'array', items: graphqlRef('RatingChange') },
  })
  @PublicErrors(400, 404, 'optionalBearer')
  async history(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('name') name: string,
    @Param('pool') pool: string,
  ): Promise<RatingChangeModel[]> {
    return (await this.ratings.historyOf(name, pool, HISTORY_PAGE.default, user)).map(toRatingChangeModel);
  }
}
