import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../../auth/require-scopes.decorator';
import { NOTE_MAX_LENGTH, NOTE_SEARCH, NOTES_PER_MATCH, NotesService } from '../notes.service';
import { NoteModel } from '../api/notes.models';

const MATCH_ID = { type: () => ID, description: 'Match id.' } as const;
const NOTE_ID = { type: () => ID, description: 'Note id.' } as const;
const NOT_YOURS = "NOT_FOUND for another player's note, exactly as for one that does not exist.";

@Resolver(() => NoteModel)
export class NotesResolver {
  constructor(private readonly notes: NotesService) {}

  @Query(() => [NoteModel], {
    description:
      'Your notes on a match you play or played: the match’s own first, then by move. FORBIDDEN if you do not play it.',
  })
  @RequireScopes('match:read')
  async myNotes(@CurrentUser() user: AuthUser, @Args('matchId', MATCH_ID) matchId: string): Promise<NoteModel[]> {
    return (await this.notes.mine(user, matchId)).map(NoteModel.from);
  }

  @Query(() => [NoteModel], {
    description: `Your notes, on every match, whose text contains \`text\` (case-insensitive, 1 to ${NOTE_SEARCH.maxLength} characters); at most ${NOTE_SEARCH.limit}, most recently changed first.`,
  })
  @RequireScopes('match:read')
  async searchMyNotes(
    @CurrentUser() user: AuthUser,
    @Args('text', { description: 'Text the note contains, case-insensitive.' }) text: string,
  ): Promise<NoteModel[]> {
    return (await this.notes.search(user, text)).map(NoteModel.from);
  }

  @Query(() => [NoteModel], {
    description:
      "The notes a finished match's players shared with its record, for whoever may read the match; none while it runs.",
  })
  @AllowVisitors('match:read')
  async sharedNotes(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<NoteModel[]> {
    return (await this.notes.shared(user, matchId)).map(NoteModel.from);
  }

  @Mutation(() => NoteModel, {
    description: `Writes a private note on a match you play, or on one of its moves (\`moveSeq\`): trimmed, 1 to ${NOTE_MAX_LENGTH} characters, at most ${NOTES_PER_MATCH} per match (CONFLICT TOO_MANY_NOTES). Nobody else learns that it exists. BAD_USER_INPUT for a bad text or move; FORBIDDEN if you do not play the match.`,
  })
  @RequireScopes('match:play')
  async addNote(
    @CurrentUser() user: AuthUser,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('body', { description: 'The text.' }) body: string,
    @Args('moveSeq', {
      type: () => Int,
      nullable: true,
      description: "The move's event seq; omitted: a note on the match.",
    })
    moveSeq?: number | null,
  ): Promise<NoteModel> {
    return NoteModel.from(await this.notes.add(user, matchId, body, moveSeq ?? null));
  }

  @Mutation(() => NoteModel, { description: `Changes the text of one of your notes. ${NOT_YOURS}` })
  @RequireScopes('match:play')
  async editNote(
    @CurrentUser() user: AuthUser,
    @Args('id', NOTE_ID) id: string,
    @Args('body', { description: 'The new text.' }) body: string,
  ): Promise<NoteModel> {
    return NoteModel.from(await this.notes.edit(user, id, body));
  }

  @Mutation(() => NoteModel, {
    description: `Shares one of your notes with the match's record (\`shared\` true), or takes it back: once the match is over (CONFLICT MATCH_NOT_FINISHED before). ${NOT_YOURS}`,
  })
  @RequireScopes('match:play')
  async shareNote(
    @CurrentUser() user: AuthUser,
    @Args('id', NOTE_ID) id: string,
    @Args('shared', { description: 'Shared with the record.' }) shared: boolean,
  ): Promise<NoteModel> {
    return NoteModel.from(await this.notes.share(user, id, shared));
  }

  @Mutation(() => Boolean, { description: `Deletes one of your notes. ${NOT_YOURS}` })
  @RequireScopes('match:play')
  async deleteNote(@CurrentUser() user: AuthUser, @Args('id', NOTE_ID) id: string): Promise<boolean> {
    await this.notes.delete(user, id);
    return true;
  }
}
