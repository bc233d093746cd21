import { useEffect, useState } from 'react';
import type { StoryEvent } from '../api/types';
import { parseCard, powerName } from '../game/cards';
import { useT } from '../i18n';
import { useSession } from '../session';

/**
 * The guided first game (issue 28): the first time a card of a faction or a hero is played in a guest's
 * (or a just-registered account's) first match, a short note says what it does. It sits in the page, never
 * over the table, and waits to be dismissed; dismissals (and "no more tips") are remembered in this browser.
 */

const STORE = 'claim.tips';
/** Set on registration (LoginScreen): a new account gets the tips in its first game too. */
export const NEW_ACCOUNT_KEY = 'claim.newAccount';

interface TipsState {
  /** Factions and heroes already explained and dismissed. */
  dismissed: string[];
  /** The match the tips belong to: the first one they appeared in. */
  firstMatch: string | null;
  off: boolean;
}

function readState(): TipsState {
  try {
    const raw = localStorage.getItem(STORE);
    const parsed = raw ? (JSON.parse(raw) as Partial<TipsState>) : {};
    return {
      dismissed: Array.isArray(parsed.dismissed) ? parsed.dismissed.filter((x) => typeof x === 'string') : [],
      firstMatch: typeof parsed.firstMatch === 'string' ? parsed.firstMatch : null,
      off: parsed.off === true,
    };
  } catch {
    return { dismissed: [], firstMatch: null, off: false };
  }
}

function writeState(state: TipsState): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(state));
  } catch {
    // Private mode: the tips come back next time, which is harmless.
  }
}

function isNewAccount(): boolean {
  try {
    return localStorage.getItem(NEW_ACCOUNT_KEY) !== null;
  } catch {
    return false;
  }
}

/** The faction or hero of each card played in these events, in order. */
export function powersPlayed(events: readonly StoryEvent[]): string[] {
  const ids: string[] = [];
  for (const event of events)
    for (const entry of event.entries) {
      if (entry.kind !== 'played' || !entry.card) continue;
      const { faction, hero } = parseCard(entry.card);
      const id = faction ?? hero;
      if (id) ids.push(id);
    }
  return ids;
}

export function PowerTips({ matchId, fresh }: { matchId: string; fresh: readonly StoryEvent[] }) {
  const t = useT();
  const { user } = useSession();
  const [state, setState] = useState<TipsState>(readState);
  const [queue, setQueue] = useState<string[]>([]);
  const enabled =
    user !== null &&
    (user.isGuest || isNewAccount()) &&
    !state.off &&
    (state.firstMatch === null || state.firstMatch === matchId);

  useEffect(() => {
    if (!enabled) return;
    const added = powersPlayed(fresh).filter((id) => !state.dismissed.includes(id));
    if (added.length === 0) return;
    setQueue((current) => [...new Set([...current, ...added])]);
    if (state.firstMatch === null) {
      const next = { ...state, firstMatch: matchId };
      writeState(next);
      setState(next);
    }
  }, [fresh, enabled, matchId, state]);

  const update = (next: TipsState) => {
    writeState(next);
    setState(next);
  };
  const shown = enabled ? queue[0] : undefined;
  if (!shown) return null;
  return (
    <aside className="panel tip" aria-label={t('tips.label')} data-testid="power-tip" data-power={shown}>
      <h2 className="tip-title">{t('tips.title', { name: powerName(shown, t) })}</h2>
      <p>{t(`powerLong.${shown}`)}</p>
      <p className="row-actions">
        <button
          type="button"
          data-testid="dismiss-tip"
          onClick={() => {
            update({ ...state, dismissed: [...state.dismissed, shown] });
            setQueue((current) => current.filter((id) => id !== shown));
          }}
        >
          {t('tips.dismiss')}
        </button>
        <button type="button" className="link" onClick={() => update({ ...state, off: true })}>
          {t('tips.off')}
        </button>
      </p>
    </aside>
  );
}
