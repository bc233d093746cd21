import { Field, InputType } from '@nestjs/graphql';
import { IsString, Length, Matches } from 'class-validator';

@InputType()
export class RegisterInput {
  @Field({ description: '3–32 letters, digits, "_" or "-"; case-insensitive.' })
  @IsString()
  @Length(3, 32)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'username may contain only letters, digits, "_" and "-"' })
  username!: string;

  @Field({ description: '8–256 characters.' })
  @IsString()
  @Length(8, 256)
  password!: string;
}

@InputType()
export class LoginInput {
  @Field()
  @IsString()
  @Length(1, 64)
  username!: string;

  @Field()
  @IsString()
  @Length(1, 256)
  password!: string;
}
