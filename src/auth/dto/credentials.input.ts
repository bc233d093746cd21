import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';

/** NFKC before anything looks at a name (src/users/username.ts); other values pass as they are. */
const nfkc = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.normalize('NFKC') : value);

/** The rules a name and a password must meet are the services' (usernameProblem, passwordProblem); this bounds the sizes. */
@InputType({ description: 'A new account.' })
export class RegisterInput {
  @Field({
    description:
      '3–32 letters, digits, "_" or "-" after Unicode NFKC normalisation (ASCII only); case-insensitive; not reserved, nor confusable with an existing name.',
  })
  @Transform(nfkc)
  @IsString()
  @Length(1, 64)
  username!: string;

  @Field({
    description: '15–256 characters, not a common or easily guessed one (NIST SP 800-63B); spaces and Unicode welcome.',
  })
  @IsString()
  @Length(1, 1024)
  password!: string;
}

@InputType({ description: 'Credentials to sign in with.' })
export class LoginInput {
  @Field({ description: 'The username, in any case.' })
  @Transform(nfkc)
  @IsString()
  @Length(1, 64)
  username!: string;

  @Field({ description: 'The password.' })
  @IsString()
  @Length(1, 256)
  password!: string;
}
