import { Link } from '../router';

/** A username that opens the player's profile page. */
export function PlayerLink({ username, className }: { username: string; className?: string }) {
  return (
    <Link
      to={`/players/${encodeURIComponent(username)}`}
      className={className ? `player-link ${className}` : 'player-link'}
      data-testid="player-link"
    >
      {username}
    </Link>
  );
}
