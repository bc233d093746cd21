import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, ValidateIf } from 'class-validator';
import { GameRulesBody } from './lobby-requests';

/** The same choices as GraphQL's PlayComputerInput. */
@ApiSchema({
  description:
    'A match against the computer: rules and time control as for a lobby (`players` 2–4: the caller and 1–3 computer seats), and its level.',
})
export class PlayComputerRequest extends GameRulesBody {
  @ApiProperty({ description: '`easy`, `medium` or `hard` (docs/bots.md).', maxLength: 20, example: 'hard' })
  @IsString()
  @MaxLength(20)
  level!: string;
}

@ApiSchema({ description: "Forced moves played for you (docs/bots.md): your account's setting." })
export class ForcedMovesRequest {
  @ApiProperty({ description: 'Play my forced moves for me.', example: true })
  @IsBoolean()
  on!: boolean;
}

@ApiSchema({
  description: "Forced moves played for you in one match: your seat's choice, or null for the account's setting.",
})
export class MatchForcedMovesRequest {
  @ApiProperty({ description: "On, off, or null for the account's setting.", type: Boolean, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsBoolean()
  on!: boolean | null;
}
