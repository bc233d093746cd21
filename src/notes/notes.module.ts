import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { NotesResolver } from './graphql/notes.resolver';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

/** A player's private notes on matches and moves (docs/correspondence.md "Notes"). */
@Module({
  imports: [MatchesModule],
  providers: [NotesRepository, NotesService, NotesResolver],
  exports: [NotesService],
})
export class NotesModule {}
