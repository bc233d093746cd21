import type { FormEvent } from 'react';
import { useMemo, useState } from 'react';
import { clubChannel } from '../api/chat-operations';
import type { ClubAdminData, ClubLobby, ClubPageData } from '../api/club-operations';
import {
  answerClubRequest,
  deleteClub,
  fetchClubAdmin,
  fetchClubLobbies,
  fetchClubPage,
  inviteToClub,
  joinClub,
  leaveClub,
  removeClubMember,
  setClubRole,
} from '../api/club-operations';
import { ChatPanel } from '../components/ChatPanel';
import { PlayerLink } from '../components/PlayerLink';
import { currentLanguage, useT } from '../i18n';
import { Link, navigate } from '../router';
import { ClubMatches } from './ClubMatches';
import { Games } from './FriendsScreen';
import { useSession } from '../session';
import { errorText, usePolling } from '../util';

const REFRESH_MS = 30_000;

/**
 * A club's page (docs/players.md "Clubs"): what it is, joining or leaving, its chat for members ("Club chat"),
 * its ratings table, its members' public games (as the live list and the archive show them: no card, R9), its
 * club matches (ClubMatches.tsx), and for its admins what waits,
 * invitations, removals and the log.
 */
export function ClubScreen({ id }: { id: string }) {
  const t = useT();
  const { user } = useSession();
  const [page, setPage] = useState<ClubPageData | null>(null);
  const [admin, setAdmin] = useState<ClubAdminData | null>(null);
  const [lobbies, setLobbies] = useState<ClubLobby[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);

  const load = async () => {
    try {
      const p = await fetchClubPage(id);
      setPage(p);
      setAdmin(p.standing.role === 'owner' || p.standing.role === 'admin' ? await fetchClubAdmin(id) : null);
      // Club-only lobbies are for members: others are not shown them (nor asked for them).
      setLobbies(p.standing.role !== null ? await fetchClubLobbies(id) : []);
      setError(null);
    } catch (e) {
      setError(e);
    }
  };
  usePolling(() => void load(), REFRESH_MS);
  const myRole = page?.standing.role ?? null;
  const chatAdmin = myRole === 'owner' || myRole === 'admin';
  // One channel object per club and standing, so that the page's polling does not restart the chat.
  const chat = useMemo(() => clubChannel(id, chatAdmin), [id, chatAdmin]);

  const act = async (work: Promise<unknown>, done: string | null = null) => {
    try {
      await work;
      setNote(done);
      await load();
    } catch (e) {
      setNote(null);
      setError(e);
    }
  };

  if (page === null)
    return (
      <main className="narrow page" data-testid="club-page">
        <section className="panel">
          {error !== null ? (
            <p className="error" role="alert">
              {errorText(error, t)}
            </p>
          ) : (
            <p className="muted">{t('common.loading')}</p>
          )}
        </section>
      </main>
    );

  const { club, standing } = page;
  const role = standing.role;
  const isAdmin = role === 'owner' || role === 'admin';
  return (
    <main className="narrow-wide page" data-testid="club-page">
      <section className="panel" aria-labelledby="club-title">
        <h1 id="club-title" data-testid="club-title">
          {club.name}
        </h1>
        {club.description && <p>{club.description}</p>}
        <p className="muted small">
          {t('clubs.owner', { name: club.owner })} · {t('clubs.members', { count: club.members })} ·{' '}
          {t(`clubs.admission${club.admission[0].toUpperCase()}${club.admission.slice(1)}`)}
        </p>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        {note !== null && (
          <p className="notice" role="status">
            {note}
          </p>
        )}
        <p data-testid="club-standing">
          {role !== null && t('clubs.youAre', { role: t(`clubs.role_${role}`) })}
          {role === null && standing.pending === 'requested' && t('clubs.pendingRequested')}
          {role === null && standing.pending === 'invited' && t('clubs.pendingInvited')}
        </p>
        <p>
          {role === null &&
            standing.pending !== 'requested' &&
            (club.admission !== 'invitation' || standing.pending === 'invited') && (
              <button type="button" onClick={() => void act(joinClub(id))} data-testid="club-join">
                {club.admission === 'request' && standing.pending !== 'invited'
                  ? t('clubs.askToJoin')
                  : t('clubs.join')}
              </button>
            )}
          {(role === 'admin' || role === 'member' || standing.pending !== null) && (
            <button type="button" onClick={() => void act(leaveClub(id))} data-testid="club-leave">
              {role !== null
                ? t('clubs.leave')
                : standing.pending === 'invited'
                  ? t('clubs.decline')
                  : t('clubs.withdraw')}
            </button>
          )}
        </p>
      </section>
      {role !== null && <ChatPanel channel={chat} title={t('clubs.chat')} readOnly={null} testId="club-chat" />}
      <section className="panel" aria-labelledby="club-ratings-title">
        <h2 id="club-ratings-title">{t('clubs.ratings')}</h2>
        <div className="table-scroll">
          <table className="standings-table" data-testid="club-members">
            <thead>
              <tr>
                <th scope="col">{t('clubs.player')}</th>
                <th scope="col">{t('clubs.role')}</th>
                <th scope="col">{t('clubs.rating')}</th>
                {isAdmin && <th scope="col">{t('clubs.admin')}</th>}
              </tr>
            </thead>
            <tbody>
              {page.members.map((m) => (
                <tr key={m.username} data-testid="club-member" data-username={m.username}>
                  <td>
                    <PlayerLink username={m.username} />
                  </td>
                  <td>{t(`clubs.role_${m.role}`)}</td>
                  <td>{m.rating ?? t('clubs.unrated')}</td>
                  {isAdmin && (
                    <td>
                      {m.role === 'member' && role === 'owner' && (
                        <button type="button" onClick={() => void act(setClubRole(id, m.username, 'admin'))}>
                          {t('clubs.makeAdmin', { name: m.username })}
                        </button>
                      )}
                      {m.role !== 'owner' && (m.role === 'member' || role === 'owner') && (
                        <button type="button" onClick={() => void act(removeClubMember(id, m.username))}>
                          {t('clubs.remove', { name: m.username })}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {role !== null && (
        <section className="panel" aria-labelledby="club-lobbies-title">
          <h2 id="club-lobbies-title">{t('clubs.lobbies')}</h2>
          {lobbies.length === 0 ? (
            <p className="muted">{t('clubs.noLobbies')}</p>
          ) : (
            <ul className="list" data-testid="club-lobbies">
              {lobbies.map((l) => (
                <li key={l.id} className="list-row">
                  <Link to={`/lobby/${l.id}`}>
                    {t('clubs.lobbyRow', { owner: l.owner, seated: l.seats.length, players: l.players })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/">{t('clubs.newLobby')}</Link>
          </p>
        </section>
      )}
      <section className="panel" aria-labelledby="club-games-title">
        <h2 id="club-games-title">{t('clubs.live')}</h2>
        <Games games={page.live} empty={t('clubs.noLive')} testId="club-live" />
        <h2>{t('clubs.finished')}</h2>
        <Games games={page.finished} empty={t('clubs.noFinished')} testId="club-finished" />
      </section>
      <ClubMatches
        clubId={id}
        matches={page.clubMatches}
        role={role}
        me={user?.username ?? null}
        members={page.members.map((m) => m.username)}
        act={act}
      />
      <section className="panel" aria-labelledby="club-tournaments-title">
        <h2 id="club-tournaments-title">{t('clubs.tournaments')}</h2>
        {page.tournaments.length === 0 ? (
          <p className="muted">{t('clubs.noTournaments')}</p>
        ) : (
          <ul data-testid="club-tournaments">
            {page.tournaments.map((x) => (
              <li key={x.id}>
                <Link to={`/tournaments/${x.id}`}>{x.name}</Link>{' '}
                <span className="muted small">
                  {t(`tournaments.format.${x.format}`)} · {t(`tournaments.status.${x.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {isAdmin && admin !== null && (
        <AdminPanel id={id} admin={admin} owner={role === 'owner'} act={act} onDeleted={() => navigate('/clubs')} />
      )}
    </main>
  );
}

function AdminPanel(props: {
  id: string;
  admin: ClubAdminData;
  owner: boolean;
  act: (work: Promise<unknown>, done?: string | null) => Promise<void>;
  onDeleted: () => void;
}) {
  const t = useT();
  const { id, admin, act } = props;
  const [invitee, setInvitee] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = invitee.trim();
    void act(inviteToClub(id, name), t('clubs.invitedNote', { name })).then(() => setInvitee(''));
  };
  const time = (iso: string) => new Date(iso).toLocaleString(currentLanguage());
  return (
    <section className="panel" aria-labelledby="club-admin-title" data-testid="club-admin">
      <h2 id="club-admin-title">{t('clubs.admin')}</h2>
      <form onSubmit={submit}>
        <label>
          {t('clubs.invite')}
          <input
            value={invitee}
            required
            maxLength={64}
            onChange={(e) => setInvitee(e.target.value)}
            data-testid="club-invitee"
          />
        </label>
        <button type="submit">{t('clubs.inviteButton')}</button>
      </form>
      <h3>{t('clubs.pending')}</h3>
      {admin.pending.length === 0 ? (
        <p className="muted">{t('clubs.nonePending')}</p>
      ) : (
        <ul className="list" data-testid="club-pending">
          {admin.pending.map((p) => (
            <li key={p.username} className="list-row">
              {p.kind === 'requested' ? (
                <>
                  <PlayerLink username={p.username} />
                  <button type="button" onClick={() => void act(answerClubRequest(id, p.username, true))}>
                    {t('clubs.acceptRequest', { name: p.username })}
                  </button>
                  <button type="button" onClick={() => void act(answerClubRequest(id, p.username, false))}>
                    {t('clubs.declineRequest', { name: p.username })}
                  </button>
                </>
              ) : (
                <span>{t('clubs.invitedRow', { name: p.username })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('clubs.log')}</h3>
      <ul className="list small" data-testid="club-log">
        {admin.log.map((e) => (
          <li key={e.id} className="list-row">
            <span className="muted">{time(e.at)}</span> {e.action} {e.actor ?? ''} {e.target ?? ''}
          </li>
        ))}
      </ul>
      {props.owner && (
        <p>
          <button
            type="button"
            className="danger"
            onClick={() => {
              if (window.confirm(t('clubs.deleteConfirm'))) void act(deleteClub(id)).then(props.onDeleted);
            }}
          >
            {t('clubs.deleteClub')}
          </button>
        </p>
      )}
    </section>
  );
}
