import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('ForcedMovesSetting', {
  description:
    'Forced moves played for you (docs/bots.md): when your seat has exactly one legal move, forced in public (a hand of one card, or a decision with one option), the server plays it at once, marked `auto` in the log.',
})
export class ForcedMovesSettingModel {
  @Field({ description: 'Whether the server plays your forced moves (in this match, or by default).' })
  on!: boolean;

  @Field({ description: "Set for this match by your seat, overriding your account's setting." })
  overridden!: boolean;
}
