import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { CreateLobbyInput } from '../../lobbies/api/lobby.inputs';
import { UserModel } from '../../users/user';

@InputType({
  description:
    'A match against the computer: the rules and time control as for a lobby (`players` 2–4: the caller and 1–3 computer seats), and its level.',
})
export class PlayComputerInput extends CreateLobbyInput {
  @Field({ description: '`easy`, `medium` or `hard` (docs/bots.md).' })
  @IsString()
  @MaxLength(20)
  level!: string;
}

@ObjectType('BotAccepts', { description: 'What a bot plays.' })
export class BotAcceptsModel {
  @Field(() => [Int], { description: 'Numbers of players (R8.1).' })
  players!: number[];

  @Field({ description: 'Every valid rule set: presets, custom faction lists, heroes (R2).' })
  anyRules!: boolean;

  @Field({ description: 'Any time control: days per move (1–14) or none.' })
  anyTimeControl!: boolean;
}

@ObjectType('Bot', {
  description: 'A bot account of the directory: the built-in computer player or a third-party bot.',
})
export class BotModel {
  @Field(() => UserModel, { description: 'The account.' })
  user!: UserModel;

  @Field(() => String, {
    nullable: true,
    description: "The built-in computer's level (start a match with playComputer); null for a third-party bot.",
  })
  level!: string | null;

  @Field(() => String, { nullable: true, description: 'How the level plays; null for a third-party bot.' })
  summary!: string | null;

  @Field(() => BotAcceptsModel, {
    nullable: true,
    description: 'What it plays; null for a third-party bot, which says so itself (challenge it, or open a lobby).',
  })
  accepts!: BotAcceptsModel | null;
}
