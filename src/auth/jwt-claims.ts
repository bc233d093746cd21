/** Bound into every token, so a token minted for another service is refused. */
export const JWT_ISSUER = 'claim-server';
export const JWT_AUDIENCE = 'claim';

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  /** Expiry, in seconds since the epoch (checked by passport-jwt; required by JwtStrategy). */
  exp?: number;
  /** The session's id (a UUID): what logout revokes. */
  jti?: string;
  /** The user's session epoch when it was signed: "revoke my sessions" moves the epoch on. Absent means 0. */
  sev?: number;
}
