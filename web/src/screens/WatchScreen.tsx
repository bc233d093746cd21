import { useMemo } from 'react';
import { matchChannel } from '../api/chat-operations';
import { ChatPanel } from '../components/ChatPanel';
import { GameLog } from '../components/GameLog';
import { PlayerLink } from '../components/PlayerLink';
import { ResultPanel } from '../components/ResultPanel';
import { TableView } from '../components/TableView';
import { rulesSummary } from '../game/cards';
import { storyWords } from '../game/story';
import { turnText } from '../game/turn';
import { useWatchedMatch } from '../game/useWatchedMatch';
import { useT } from '../i18n';
import { Link } from '../router';
import { errorText } from '../util';

/**
 * A table as a spectator sees it, live, without signing in: the public view of R9 (no hand but what
 * everyone sees), updated as the players move, with the spectator's story log and the table's chat to
 * read. Works for any match whose players let anyone watch.
 */
export function WatchScreen({ id }: { id: string }) {
  const t = useT();
  const chatChannel = useMemo(() => matchChannel(id), [id]);
  const { match, story, error, polling } = useWatchedMatch(id);

  if (!match) {
    return (
      <main className="page">
        {error ? (
          <section className="panel" data-testid="error-page">
            <h1>{t('audience.watch.cannotOpen')}</h1>
            <p className="error">{errorText(error, t)}</p>
            <p>
              <Link to="/live" className="button">
                {t('audience.live.title')}
              </Link>
            </p>
          </section>
        ) : (
          <p className="muted">{t('match.loading')}</p>
        )}
      </main>
    );
  }
  const running = match.status === 'running';
  return (
    <main className="page match-page" data-testid="watch-page" data-version={match.version} data-status={match.status}>
      <header className="match-head">
        <div>
          <h1>
            {match.seats.map((s, i) => (
              <span key={s.seat}>
                {i > 0 && ` ${t('common.vs')} `}
                <PlayerLink username={s.username} />
              </span>
            ))}
          </h1>
          <p className="muted small">
            {rulesSummary(match.rules, t)} · {running ? t('audience.watch.spectating') : t('audience.watch.finished')}
          </p>
        </div>
        <div className="turn-box">
          <p className="turn" aria-live="polite" data-testid="turn">
            {turnText(match, t)}
          </p>
        </div>
      </header>
      {polling && <p className="notice">{t('match.notice.polling')}</p>}
      {!running && <ResultPanel match={match} story={story} />}
      <TableView
        match={match}
        perspective={0}
        aside={
          <>
            <GameLog story={story} words={storyWords(match, t)} />
            <ChatPanel channel={chatChannel} title={t('chat.title')} readOnly={t('chat.spectator')} />
          </>
        }
      />
    </main>
  );
}
