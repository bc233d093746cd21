import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/**
 * "Confirm before a card is sent" (docs/correspondence.md "The confirm step"): the web client then shows
 * the chosen card with a Send button instead of sending on the first tap. Per kind of time control: on by
 * default for days-per-move matches, off for live ones. A client's matter only: the server never waits.
 */
export interface ConfirmMoves {
  readonly correspondence: boolean;
  readonly live: boolean;
}

export const DEFAULT_CONFIRM_MOVES: ConfirmMoves = { correspondence: true, live: false };

@ObjectType('ConfirmMovesSetting', {
  description:
    'Confirm before a card is sent (docs/correspondence.md): the web client shows the chosen card and a Send button, with undo, before sending.',
})
export class ConfirmMovesSettingModel {
  @Field({ description: 'In days-per-move matches (on by default).' })
  correspondence!: boolean;

  @Field({ description: 'In live matches: time banks or no clock (off by default).' })
  live!: boolean;
}

@InputType('ConfirmMovesInput', { description: 'What to change of the confirm step; an omitted field stays.' })
@ApiSchema({ name: 'ConfirmMovesRequest', description: 'What to change of the confirm step; an omitted field stays.' })
export class ConfirmMovesInput {
  @Field({ nullable: true, description: 'In days-per-move matches.' })
  @ApiPropertyOptional({ description: 'In days-per-move matches.' })
  @IsOptional()
  @IsBoolean()
  correspondence?: boolean;

  @Field({ nullable: true, description: 'In live matches.' })
  @ApiPropertyOptional({ description: 'In live matches.' })
  @IsOptional()
  @IsBoolean()
  live?: boolean;
}
