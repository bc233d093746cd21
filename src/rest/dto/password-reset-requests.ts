import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

@ApiSchema({ description: 'Who asks for a reset link.' })
export class PasswordResetRequest {
  @ApiProperty({ description: 'Your username or e-mail address.', maxLength: 254 })
  @IsString()
  @MaxLength(254)
  login!: string;
}

@ApiSchema({ description: 'A mailed reset token and the new password.' })
export class CompletePasswordResetRequest {
  @ApiProperty({ description: 'The token of the mailed link.', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  token!: string;

  @ApiProperty({ description: 'The new password (the same rules as at registration).' })
  @IsString()
  @MaxLength(1000)
  newPassword!: string;
}

@ApiSchema({ description: 'Who asks for a sign-in link.' })
export class SignInLinkRequest {
  @ApiProperty({ description: 'Your username or e-mail address.', maxLength: 254 })
  @IsString()
  @MaxLength(254)
  login!: string;
}

@ApiSchema({ description: 'The token of a mailed sign-in link.' })
export class UseSignInLinkRequest {
  @ApiProperty({ description: 'The token of the mailed link.', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  token!: string;
}
