import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Note } from '../notes.repository';
import { NOTE_MAX_LENGTH } from '../notes.service';

@ObjectType('Note', {
  description:
    'A private note on a match or on one of its moves (docs/correspondence.md "Notes"): read by its author alone, unless they shared it after the match ended.',
})
export class NoteModel {
  @Field(() => ID, { description: 'Note id.' })
  id!: string;

  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @Field(() => Int, {
    nullable: true,
    description: "The move's event seq (as in matchEvents and matchStory); null for a note on the whole match.",
  })
  moveSeq!: number | null;

  @Field({ description: `The text: trimmed, 1 to ${NOTE_MAX_LENGTH} characters, shown as plain text.` })
  body!: string;

  @Field({ description: "Shared with the match's record (possible once the match is over)." })
  shared!: boolean;

  @Field({ description: 'Who wrote it.' })
  author!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed.' })
  updatedAt!: Date;

  static from(n: Note): NoteModel {
    return {
      id: n.id,
      matchId: n.matchId,
      moveSeq: n.moveSeq,
      body: n.body,
      shared: n.shared,
      author: n.author,
      createdAt: n.createdAt,
      updatedAt: n.updatedAt,
    };
  }
}
