import { useEffect, useState } from 'react';
import * as api from '../api/operations';
import type { ForcedMovesSetting } from '../api/types';
import { useT } from '../i18n';
import { errorText } from '../util';

/**
 * "Play my forced moves for me" (docs/bots.md): without a match, the account's setting (a checkbox on My
 * matches); with one, the seat's choice there (follow the account, on, off). The server plays a seat's
 * move when it is its only one, marked in the game log.
 */
export function ForcedMovesChoice({ matchId }: { matchId?: string }) {
  const t = useT();
  const [setting, setSetting] = useState<ForcedMovesSetting | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    api
      .fetchForcedMoves(matchId)
      .then((s) => !cancelled && setSetting(s))
      .catch((e: unknown) => !cancelled && setProblem(e));
    return () => {
      cancelled = true;
    };
  }, [matchId]);

  const change = (next: Promise<ForcedMovesSetting>): void => {
    setProblem(null);
    next.then(setSetting).catch((e: unknown) => setProblem(e));
  };
  const error = problem !== null && (
    <span className="error" role="alert">
      {' '}
      {errorText(problem, t)}
    </span>
  );

  if (matchId === undefined)
    return (
      <p className="forced-moves" title={t('forced.hint')}>
        <label>
          <input
            type="checkbox"
            data-testid="forced-moves-account"
            checked={setting?.on ?? false}
            disabled={setting === null}
            onChange={(e) => change(api.setForcedMoves(e.target.checked))}
          />{' '}
          {t('forced.account')}
        </label>
        {error}
      </p>
    );

  // What "follow the account" means here: the account's setting, which is this seat's while it is not overridden.
  const choice = setting === null ? '' : !setting.overridden ? 'account' : setting.on ? 'on' : 'off';
  return (
    <p className="forced-moves small" title={t('forced.hint')}>
      <label>
        {t('forced.match')}{' '}
        <select
          data-testid="forced-moves-match"
          value={choice}
          disabled={setting === null}
          onChange={(e) =>
            change(api.setMatchForcedMoves(matchId, e.target.value === 'account' ? null : e.target.value === 'on'))
          }
        >
          <option value="account">{t('forced.followAccount')}</option>
          <option value="on">{t('forced.on')}</option>
          <option value="off">{t('forced.off')}</option>
        </select>
      </label>
      {error}
    </p>
  );
}
