import { Field, InputType } from '@nestjs/graphql';
import { IsString, Length, Matches } from 'class-validator';

@InputType({ description: 'A new account.' })
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

@InputType({ description: 'Credentials to sign in with.' })
export class LoginInput {
  @Field({ description: 'The username, in any case.' })
  @IsString()
  @Length(1, 64)
  username!: string;

  @Field({ description: 'The password.' })
  @IsString()
  @Length(1, 256)
  password!: string;
}
