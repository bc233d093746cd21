import { useT } from '../i18n';
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

/** The players of a listed match, "ann vs bob vs cat", each a link to their profile. */
export function SeatNames({ seats }: { seats: readonly { seat: number; username: string }[] }) {
  const t = useT();
  return (
    <span>
      {seats.map((s, i) => (
        <span key={s.seat}>
          {i > 0 && ` ${t('common.vs')} `}
          <PlayerLink username={s.username} />
        </span>
      ))}
    </span>
  );
}
