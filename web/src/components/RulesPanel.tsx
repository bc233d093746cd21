import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { HEROES } from '@claim/engine';
import { useT } from '../i18n';
import { heroValue, parseCard, powerName } from '../game/cards';
import { CardFace } from './CardFace';

/**
 * The rules of one faction or hero in plain words, reachable from every card and faction chip (a click, a
 * tap, or Enter): a dialog that takes the focus and gives it back when closed.
 */
export interface RulesRequest {
  /** Faction or hero id. */
  id: string;
  /** The card that was asked about, if any (its value is shown). */
  card?: string;
  /** Why that card cannot be played now (a greyed card in the hand). */
  reason?: string | null;
  heroValues?: readonly { hero: string; value: number }[];
}

const RulesContext = createContext<(request: RulesRequest) => void>(() => undefined);

export function useRules(): (request: RulesRequest) => void {
  return useContext(RulesContext);
}

export function RulesProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<RulesRequest | null>(null);
  const opener = useRef<Element | null>(null);
  const open = useCallback((r: RulesRequest) => {
    opener.current = document.activeElement;
    setRequest(r);
  }, []);
  const close = useCallback(() => {
    setRequest(null);
    const back = opener.current;
    if (back instanceof HTMLElement) back.focus();
  }, []);
  const value = useMemo(() => open, [open]);
  return (
    <RulesContext.Provider value={value}>
      {children}
      {request && <RulesDialog request={request} onClose={close} />}
    </RulesContext.Provider>
  );
}

function RulesDialog({ request, onClose }: { request: RulesRequest; onClose(): void }) {
  const t = useT();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const isHero = (HEROES as readonly string[]).includes(request.id);
  const name = powerName(request.id, t);
  const value = request.card ? parseCard(request.card).value : null;
  return (
    <div className="overlay" role="presentation" onClick={onClose}>
      <div
        className="panel rules-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-title"
        data-testid="rules-panel"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="rules-head">
          <span className="card card-md rules-card">
            <CardFace
              faction={isHero ? null : request.id}
              id={request.id}
              value={isHero ? heroValue(request.id, request.heroValues ?? []) : value}
              name={t(`cardName.${request.id}`)}
            />
          </span>
          <div>
            <h2 id="rules-title">{name}</h2>
            {isHero && (
              <p className="small">
                {t('rules.heroValue', { value: heroValue(request.id, request.heroValues ?? []) })}
              </p>
            )}
          </div>
        </div>
        {request.reason && (
          <p className="warning" data-testid="rules-reason">
            {t('rules.cannotPlay', { reason: request.reason })}
          </p>
        )}
        <p>{t(`powerLong.${request.id}`)}</p>
        <button type="button" ref={closeButton} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
