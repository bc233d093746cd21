/** Bound into every token, so a token minted for another service is refused. */
export const JWT_ISSUER = 'claim-server';
export const JWT_AUDIENCE = 'claim';

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  /** Expiry, in seconds since the epoch (checked by passport-jwt). */
  exp?: number;
}
