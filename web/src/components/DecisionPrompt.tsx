import { useEffect, useRef, useState } from 'react';
import type { Decision, Match, Move } from '../api/types';
import { cardLabel, factionOf, sortCards } from '../game/cards';
import { strongestActivation } from '../game/vampire';
import { decisionName, seatName } from '../game/turn';
import { useT } from '../i18n';
import { CardButton } from './CardView';

interface DecisionPromptProps {
  match: Match;
  legal: readonly Move[];
  busy: boolean;
  onDecide(decision: Decision): void;
}

/**
 * The viewer's pending decision (R3.5) as a question. Choices are the cards themselves (tap the prize, the
 * top card, the card to discard), with words beside them; the prompt takes the focus when it appears.
 */
export function DecisionPrompt({ match, legal, busy, onDecide }: DecisionPromptProps) {
  const t = useT();
  const act = match.table.toAct;
  const region = useRef<HTMLElement>(null);
  const mine = !!act && act.kind !== 'play' && match.status === 'running' && act.seat === match.mySeat;
  const key = mine ? `${act.kind}-${match.version}` : null;
  useEffect(() => {
    if (key !== null) region.current?.focus();
  }, [key]);
  if (!mine || !act) return null;
  const heroValues = match.rules.heroValues;
  const choose = (decision: Decision) => () => onDecide(decision);
  const body = (() => {
    switch (act.kind) {
      case 'seer': {
        const prize = match.table.prizes[0] ?? match.table.lastTrick?.prizes[0] ?? null;
        return (
          <>
            <h3>{t('prompt.seerTitle')}</h3>
            <p>{act.peeked ? t('prompt.seerText') : t('prompt.seerEmpty')}</p>
            <div className="choices">
              {prize && (
                <CardButton
                  card={prize}
                  disabled={false}
                  busy={busy}
                  action={t('prompt.take')}
                  heroValues={heroValues}
                  choice="seer-card:prize"
                  onClick={choose({ seer: 'prize' })}
                />
              )}
              {act.peeked && (
                <CardButton
                  card={act.peeked}
                  disabled={false}
                  busy={busy}
                  action={t('prompt.takeTop')}
                  heroValues={heroValues}
                  choice="seer-card:top"
                  onClick={choose({ seer: 'top' })}
                />
              )}
            </div>
            <div className="choices">
              <button type="button" disabled={busy} onClick={choose({ seer: 'prize' })} data-choice="seer:prize">
                {t('prompt.takePrize', { card: prize ? cardLabel(prize, t) : '' })}
              </button>
              <button type="button" disabled={busy} onClick={choose({ seer: 'top' })} data-choice="seer:top">
                {t('prompt.takeTopCard', { card: act.peeked ? cardLabel(act.peeked, t) : '' })}
              </button>
            </div>
            <p className="muted small">{t('prompt.seerNote')}</p>
          </>
        );
      }
      case 'prize': {
        const prizes = legal
          .filter((m) => m.kind === 'prize' && m.card && m.card !== 'top')
          .map((m) => m.card as string);
        return (
          <>
            <h3>{t('prompt.prizeTitle')}</h3>
            <div className="choices">
              {prizes.map((p) => (
                <CardButton
                  key={p}
                  card={p}
                  disabled={false}
                  busy={busy}
                  action={t('prompt.take')}
                  heroValues={heroValues}
                  choice={`prize:${p}`}
                  onClick={choose({ prize: p })}
                />
              ))}
              {act.allowTop && act.peeked && (
                <CardButton
                  card={act.peeked}
                  disabled={false}
                  busy={busy}
                  action={t('prompt.takeTop')}
                  heroValues={heroValues}
                  choice="prize-card:top"
                  onClick={choose({ prize: 'top' })}
                />
              )}
            </div>
            {act.allowTop && (
              <div className="choices">
                <button type="button" disabled={busy} onClick={choose({ prize: 'top' })} data-choice="prize:top">
                  {t('prompt.takeTopCard', { card: act.peeked ? cardLabel(act.peeked, t) : '' })}
                </button>
              </div>
            )}
            <p className="muted small">{t('prompt.prizeNote')}</p>
          </>
        );
      }
      case 'vampire':
        return <VampireChoice match={match} collected={act.collected} busy={busy} onDecide={onDecide} />;
      case 'smash': {
        const smashes = legal.filter((m) => m.kind === 'smash' && m.gnome !== null && m.victim !== null);
        return (
          <>
            <h3>{t('prompt.smashTitle')}</h3>
            <p>{t('prompt.smashText', { giant: act.giant ? cardLabel(act.giant, t) : '' })}</p>
            <div className="choices">
              {smashes.map((m) => (
                <button
                  type="button"
                  key={`${m.victim}`}
                  disabled={busy}
                  data-choice={`smash:${m.victim}`}
                  onClick={choose({ smash: { gnome: m.gnome as string, victim: m.victim as number } })}
                >
                  {t('prompt.smash', { who: seatName(match, m.victim), card: cardLabel(m.gnome as string, t) })}
                </button>
              ))}
            </div>
          </>
        );
      }
      case 'cthulhu': {
        const cards = sortCards([...new Set(match.table.hand ?? [])], match.rules.factions);
        return (
          <>
            <h3>{t('prompt.cthulhuTitle')}</h3>
            <p>{t('prompt.cthulhuText')}</p>
            <div className="choices">
              {cards.map((c) => (
                <CardButton
                  key={c}
                  card={c}
                  disabled={false}
                  busy={busy}
                  action={t('prompt.discard')}
                  heroValues={heroValues}
                  choice={`discard:${c}`}
                  onClick={choose({ discard: c })}
                />
              ))}
            </div>
          </>
        );
      }
      case 'skeleton':
        return (
          <>
            <h3>{t('prompt.skeletonTitle')}</h3>
            <p>{t('prompt.skeletonText', { n: match.table.discardPileSize })}</p>
            <div className="choices">
              <button type="button" disabled={busy} onClick={choose({ skeleton: true })} data-choice="skeleton">
                {t('prompt.skeletonTake')}
              </button>
              <button type="button" disabled={busy} onClick={choose({ pass: true })} data-choice="pass">
                {t('prompt.pass')}
              </button>
            </div>
          </>
        );
      default:
        return null;
    }
  })();
  return (
    <section
      className="prompt"
      ref={region}
      tabIndex={-1}
      aria-label={t('prompt.label', { what: decisionName(act.kind, t) })}
      data-testid="prompt"
      data-kind={act.kind}
    >
      {body}
    </section>
  );
}

/** R5 Vampires: make a collected Vampire active, and put collected cards under the active one. */
function VampireChoice({
  match,
  collected,
  busy,
  onDecide,
}: {
  match: Match;
  collected: string[];
  busy: boolean;
  onDecide(d: Decision): void;
}) {
  const t = useT();
  const heroValues = match.rules.heroValues;
  const me = match.table.seats.find((s) => s.seat === match.mySeat);
  const current = me?.activeVampire ?? null;
  const vampires = [...new Set(collected.filter((c) => factionOf(c) === 'vampires'))];
  const others = collected.filter((c) => factionOf(c) !== 'vampires');
  const [activate, setActivate] = useState<string | null>(() =>
    strongestActivation(collected, { active: current, under: me?.underVampire ?? [] }, heroValues),
  );
  const [bury, setBury] = useState<number[]>([]);
  const canBury = activate !== null || current !== null;
  const toggle = (i: number) => setBury(bury.includes(i) ? bury.filter((x) => x !== i) : [...bury, i]);
  return (
    <>
      <h3>{t('prompt.vampireTitle')}</h3>
      <p>
        {current ? t('prompt.vampireCurrent', { card: cardLabel(current, t) }) : t('prompt.vampireNone')}{' '}
        {t('prompt.vampireText')}
      </p>
      {vampires.length > 0 && (
        <fieldset>
          <legend>{t('prompt.vampireActivate')}</legend>
          <div className="choices">
            {vampires.map((v) => (
              <CardButton
                key={v}
                card={v}
                disabled={false}
                busy={busy}
                selected={activate === v}
                action={t('prompt.makeActive')}
                heroValues={heroValues}
                choice={`activate:${v}`}
                onClick={() => setActivate(activate === v ? null : v)}
              />
            ))}
          </div>
          <p className="small" data-testid="vampire-choice">
            {activate
              ? t('prompt.vampireWillActivate', { card: cardLabel(activate, t) })
              : current
                ? t('prompt.vampireKeep', { card: cardLabel(current, t) })
                : t('prompt.vampireNoActive')}
          </p>
        </fieldset>
      )}
      {others.length > 0 && canBury && (
        <fieldset>
          <legend>{t('prompt.vampireBury')}</legend>
          <div className="choices">
            {others.map((c, i) => (
              <CardButton
                key={`${c}-${i}`}
                card={c}
                disabled={false}
                busy={busy}
                selected={bury.includes(i)}
                action={t('prompt.putUnder')}
                heroValues={heroValues}
                choice={`bury:${i}`}
                onClick={() => toggle(i)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="choices">
        <button
          type="button"
          className="primary"
          disabled={busy}
          data-choice="vampire:confirm"
          onClick={() => onDecide({ vampire: { activate, bury: canBury ? bury.map((i) => others[i]) : [] } })}
        >
          {t('prompt.confirm')}
        </button>
        <button type="button" disabled={busy} onClick={() => onDecide({ pass: true })} data-choice="pass">
          {t('prompt.pass')}
        </button>
      </div>
    </>
  );
}
