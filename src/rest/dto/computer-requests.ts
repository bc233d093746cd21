import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
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
