import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../auth/require-scopes.decorator';
import { NoteModel } from '../notes/api/notes.models';
import { NOTE_MAX_LENGTH, NOTES_PER_MATCH, NotesService } from '../notes/notes.service';
import { AddNoteRequest, EditNoteRequest, NoteSearchQuery, ShareNoteRequest } from './dto/notes-requests';
import { IdPipe, MatchIdPipe } from './match-id.pipe';
import { ApiErrors, graphqlRef } from './openapi-responses';

const MATCH_ID = ApiParam({ name: 'id', description: 'Match id (a UUID).', format: 'uuid' });
const NOTE_ID = ApiParam({ name: 'id', description: 'Note id (a UUID).', format: 'uuid' });
const NotePipe = new IdPipe('Note');
const NOTE = ApiOkResponse({ description: 'The note as stored.', schema: graphqlRef('Note') });
const NOTES = ApiOkResponse({ description: 'The notes.', schema: { type: 'array', items: graphqlRef('Note') } });
const NOT_YOURS = "404 for another player's note, exactly as for one that does not exist.";

/** Private notes on matches and moves (docs/correspondence.md "Notes"), like GraphQL's. */
@ApiTags('notes')
@Controller('api')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get('matches/:id/notes')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Your notes on a match',
    description: 'Like GraphQL `myNotes`: yours only, the match’s own first, then by move; 403 if you do not play it.',
  })
  @MATCH_ID
  @NOTES
  @ApiErrors(404)
  async mine(@CurrentUser() user: AuthUser, @Param('id', MatchIdPipe) id: string): Promise<NoteModel[]> {
    return (await this.notes.mine(user, id)).map(NoteModel.from);
  }

  @Post('matches/:id/notes')
  @HttpCode(200)
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Write a private note',
    description: `Like GraphQL \`addNote\`: on the match, or on one of its moves (\`moveSeq\`); trimmed, 1 to ${NOTE_MAX_LENGTH} characters, at most ${NOTES_PER_MATCH} per match (409 TOO_MANY_NOTES). Nobody else learns that it exists.`,
  })
  @MATCH_ID
  @NOTE
  @ApiErrors(400, 404, 409)
  async add(
    @CurrentUser() user: AuthUser,
    @Param('id', MatchIdPipe) id: string,
    @Body() body: AddNoteRequest,
  ): Promise<NoteModel> {
    return NoteModel.from(await this.notes.add(user, id, body.body, body.moveSeq ?? null));
  }

  @Get('matches/:id/shared-notes')
  @AllowVisitors('match:read')
  @ApiOperation({
    summary: "A finished match's shared notes",
    description:
      'Like GraphQL `sharedNotes`: what the players shared with the record after the end, for whoever may read the match; none while it runs.',
  })
  @MATCH_ID
  @NOTES
  @ApiErrors(404)
  async shared(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('id', MatchIdPipe) id: string,
  ): Promise<NoteModel[]> {
    return (await this.notes.shared(user, id)).map(NoteModel.from);
  }

  @Get('notes')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Search your notes',
    description: 'Like GraphQL `searchMyNotes`: your notes on every match containing `text`, case-insensitive.',
  })
  @NOTES
  @ApiErrors(400)
  async search(@CurrentUser() user: AuthUser, @Query() query: NoteSearchQuery): Promise<NoteModel[]> {
    return (await this.notes.search(user, query.text)).map(NoteModel.from);
  }

  @Put('notes/:id')
  @RequireScopes('match:play')
  @ApiOperation({ summary: 'Change a note’s text', description: `Like GraphQL \`editNote\`. ${NOT_YOURS}` })
  @NOTE_ID
  @NOTE
  @ApiErrors(400, 404)
  async edit(
    @CurrentUser() user: AuthUser,
    @Param('id', NotePipe) id: string,
    @Body() body: EditNoteRequest,
  ): Promise<NoteModel> {
    return NoteModel.from(await this.notes.edit(user, id, body.body));
  }

  @Put('notes/:id/shared')
  @RequireScopes('match:play')
  @ApiOperation({
    summary: 'Share a note with the record',
    description: `Like GraphQL \`shareNote\`: once the match is over (409 MATCH_NOT_FINISHED before). ${NOT_YOURS}`,
  })
  @NOTE_ID
  @NOTE
  @ApiErrors(400, 404, 409)
  async share(
    @CurrentUser() user: AuthUser,
    @Param('id', NotePipe) id: string,
    @Body() body: ShareNoteRequest,
  ): Promise<NoteModel> {
    return NoteModel.from(await this.notes.share(user, id, body.shared));
  }

  @Delete('notes/:id')
  @RequireScopes('match:play')
  @ApiOperation({ summary: 'Delete a note', description: `Like GraphQL \`deleteNote\`. ${NOT_YOURS}` })
  @NOTE_ID
  @ApiOkResponse({
    description: 'Done.',
    schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] },
  })
  @ApiErrors(404)
  async delete(@CurrentUser() user: AuthUser, @Param('id', NotePipe) id: string): Promise<{ ok: true }> {
    await this.notes.delete(user, id);
    return { ok: true };
  }
}
