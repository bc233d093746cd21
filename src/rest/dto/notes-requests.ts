import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { NOTE_MAX_LENGTH, NOTE_SEARCH } from '../../notes/notes.service';

/** Longer than any note may be after trimming, so that the service names the real problem. */
const TEXT_MAX = NOTE_MAX_LENGTH * 8;

@ApiSchema({ description: 'A private note to write on a match or one of its moves.' })
export class AddNoteRequest {
  @ApiProperty({ description: `The text: trimmed, 1 to ${NOTE_MAX_LENGTH} characters.`, example: 'Keep the Seer.' })
  @IsString()
  @MaxLength(TEXT_MAX)
  body!: string;

  @ApiPropertyOptional({
    type: 'integer',
    description: "The move's event seq (as in /events and /story); omitted: a note on the match.",
    minimum: 1,
    nullable: true,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  moveSeq?: number | null;
}

@ApiSchema({ description: "A note's new text." })
export class EditNoteRequest {
  @ApiProperty({ description: `The text: trimmed, 1 to ${NOTE_MAX_LENGTH} characters.` })
  @IsString()
  @MaxLength(TEXT_MAX)
  body!: string;
}

@ApiSchema({ description: "Whether a note is shared with the match's record." })
export class ShareNoteRequest {
  @ApiProperty({ description: 'Shared with the record (once the match is over).' })
  @IsBoolean()
  shared!: boolean;
}

export class NoteSearchQuery {
  @ApiProperty({ description: `Text the note contains, case-insensitive: 1 to ${NOTE_SEARCH.maxLength} characters.` })
  @IsString()
  @MaxLength(NOTE_SEARCH.maxLength * 8)
  text!: string;
}
