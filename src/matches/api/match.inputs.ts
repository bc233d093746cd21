import { Field, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';

const CARD_MAX = 40;

@InputType({ description: 'A Vampire decision (R5 Vampires).' })
export class VampireDecisionInput {
  @Field(() => String, {
    nullable: true,
    description: 'A Vampire collected in this trick to make active, or null to keep the current one.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(CARD_MAX)
  activate?: string | null;

  @Field(() => [String], {
    defaultValue: [],
    description: 'Cards collected in this trick to put under the active Vampire.',
  })
  @IsString({ each: true })
  @MaxLength(CARD_MAX, { each: true })
  @ArrayMaxSize(16)
  bury!: string[];
}

@InputType({ description: 'A smash decision (R8.3).' })
export class SmashDecisionInput {
  @Field({ description: 'The Gnome to smash (same value as the Giant).' })
  @IsString()
  @MaxLength(CARD_MAX)
  gnome!: string;

  @Field(() => Int, { description: 'The seat whose Gnome is smashed.' })
  @IsInt()
  @Min(0)
  @Max(3)
  victim!: number;
}

/** Exactly one field is set; `toMoveInput` checks that. */
@InputType({ description: 'A decision (R3.5, R10). Set exactly one field.' })
export class DecisionInput {
  @Field(() => String, { nullable: true, description: 'Seer choice, 2 players: `prize` or `top`.' })
  @IsOptional()
  @IsIn(['prize', 'top'])
  seer?: 'prize' | 'top';

  @Field(() => String, {
    nullable: true,
    description: 'Prize choice, 3–4 players: a prize card, or `top` after a Seer win.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(CARD_MAX)
  prize?: string;

  @Field(() => VampireDecisionInput, { nullable: true, description: 'Vampire decision.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => VampireDecisionInput)
  vampire?: VampireDecisionInput;

  @Field(() => SmashDecisionInput, { nullable: true, description: 'Smash decision.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SmashDecisionInput)
  smash?: SmashDecisionInput;

  @Field(() => String, { nullable: true, description: 'Cthulhu discard (phase two): a card from your hand.' })
  @IsOptional()
  @IsString()
  @MaxLength(CARD_MAX)
  discard?: string;

  @Field(() => Boolean, { nullable: true, description: 'Skeleton: take a random card from the discard pile.' })
  @IsOptional()
  @IsBoolean()
  skeleton?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Pass an optional decision (Vampire, Skeleton).' })
  @IsOptional()
  @IsBoolean()
  pass?: boolean;
}
