import { useEffect, useState } from 'react';
import type { Decision, Match, Move } from '../api/types';
import { cardLabel, factionOf, sortCards } from '../game/cards';
import { DECISION_NAMES, seatName } from '../game/turn';
import { CardRow, CardView } from './CardView';

interface DecisionPromptProps {
  match: Match;
  legal: readonly Move[];
  busy: boolean;
  onDecide(decision: Decision): void;
}

/** The viewer's pending decision (R3.5) as a question with one button per choice. */
export function DecisionPrompt({ match, legal, busy, onDecide }: DecisionPromptProps) {
  const act = match.table.toAct;
  if (!act || act.kind === 'play' || match.status !== 'running') return null;
  // Another player's decision: the turn line and the hand say whose.
  if (act.seat !== match.mySeat) return null;
  const heroValues = match.rules.heroValues;
  const choose = (decision: Decision) => () => onDecide(decision);
  const body = (() => {
    switch (act.kind) {
      case 'seer': {
        const prize = match.table.prizes[0] ?? match.table.lastTrick?.prizes[0] ?? null;
        return (
          <>
            <h3>Seer: prize or top card? (R5 Seers)</h3>
            <p>
              Your Seer won the trick. You peeked at the top card of the draw pile{act.peeked ? '' : ' (it is empty)'}.
            </p>
            <div className="card-row">
              {prize && <CardView card={prize} heroValues={heroValues} caption="prize" />}
              {act.peeked && <CardView card={act.peeked} heroValues={heroValues} caption="top card" />}
            </div>
            <div className="choices">
              <button type="button" disabled={busy} onClick={choose({ seer: 'prize' })}>
                Take the prize{prize ? ` (${cardLabel(prize)})` : ''}
              </button>
              <button type="button" disabled={busy} onClick={choose({ seer: 'top' })}>
                Take the top card{act.peeked ? ` (${cardLabel(act.peeked)})` : ''}
              </button>
            </div>
            <p className="muted small">The other player gets the card you leave; it becomes known to both of you.</p>
          </>
        );
      }
      case 'prize': {
        const prizes = legal
          .filter((m) => m.kind === 'prize' && m.card && m.card !== 'top')
          .map((m) => m.card as string);
        return (
          <>
            <h3>Choose your prize (R8.2)</h3>
            <div className="choices">
              {prizes.map((p) => (
                <button type="button" key={p} disabled={busy} onClick={choose({ prize: p })}>
                  Take {cardLabel(p)}
                </button>
              ))}
              {act.allowTop && (
                <button type="button" disabled={busy} onClick={choose({ prize: 'top' })}>
                  Take the top card{act.peeked ? ` (${cardLabel(act.peeked)})` : ''} (Seer)
                </button>
              )}
            </div>
          </>
        );
      }
      case 'vampire':
        return <VampireChoice match={match} collected={act.collected} busy={busy} onDecide={onDecide} />;
      case 'smash': {
        const smashes = legal.filter((m) => m.kind === 'smash' && m.gnome !== null && m.victim !== null);
        return (
          <>
            <h3>Smash a Gnome (R8.3)</h3>
            <p>{act.giant ? `${cardLabel(act.giant)} smashes a Gnome of the same value. ` : ''}Whose?</p>
            <div className="choices">
              {smashes.map((m) => (
                <button
                  type="button"
                  key={`${m.victim}`}
                  disabled={busy}
                  onClick={choose({ smash: { gnome: m.gnome as string, victim: m.victim as number } })}
                >
                  Smash {seatName(match, m.victim)}’s {cardLabel(m.gnome as string)}
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
            <h3>Cthulhu: discard a card (R7)</h3>
            <p>
              Everyone with cards discards one of their choice; nobody sees the others’ choices until all have chosen.
            </p>
            <div className="choices">
              {cards.map((c) => (
                <button type="button" key={c} disabled={busy} onClick={choose({ discard: c })}>
                  Discard {cardLabel(c)}
                </button>
              ))}
            </div>
          </>
        );
      }
      case 'skeleton':
        return (
          <>
            <h3>Skeleton (R7)</h3>
            <p>
              Take a random card from the discard pile ({match.table.discardPileSize} cards) into your hand? Only you
              will see it.
            </p>
            <div className="choices">
              <button type="button" disabled={busy} onClick={choose({ skeleton: true })}>
                Take a random card
              </button>
              <button type="button" disabled={busy} onClick={choose({ pass: true })}>
                Pass
              </button>
            </div>
          </>
        );
    }
  })();
  return (
    <section className="prompt" aria-label={`Your ${DECISION_NAMES[act.kind]} decision`} data-testid="prompt">
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
  const heroValues = match.rules.heroValues;
  const me = match.table.seats.find((s) => s.seat === match.mySeat);
  const current = me?.activeVampire ?? null;
  const vampires = [...new Set(collected.filter((c) => factionOf(c) === 'vampires'))];
  const others = collected.filter((c) => factionOf(c) !== 'vampires');
  const [activate, setActivate] = useState<string | null>(vampires[0] ?? null);
  const [bury, setBury] = useState<number[]>([]);
  const key = collected.join(',');
  useEffect(() => {
    setActivate(vampires[0] ?? null);
    setBury([]);
    // A new decision (new collected cards) starts fresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const canBury = activate !== null || current !== null;
  const toggle = (i: number) => setBury((b) => (b.includes(i) ? b.filter((x) => x !== i) : [...b, i]));
  return (
    <>
      <h3>Vampires (R5)</h3>
      <p>You collected:</p>
      <CardRow cards={collected} heroValues={heroValues} />
      {vampires.length > 0 && (
        <fieldset>
          <legend>Active Vampire</legend>
          <label>
            <input type="radio" name="activate" checked={activate === null} onChange={() => setActivate(null)} />
            {current ? `Keep ${cardLabel(current)}` : 'None'}
          </label>
          {vampires.map((v) => (
            <label key={v}>
              <input type="radio" name="activate" checked={activate === v} onChange={() => setActivate(v)} />
              Make {cardLabel(v)} active{current ? ' (discards the cards under the old one)' : ''}
            </label>
          ))}
        </fieldset>
      )}
      {others.length > 0 && (
        <fieldset disabled={!canBury}>
          <legend>Put under the active Vampire {canBury ? '' : '(you have none)'}</legend>
          {others.map((c, i) => (
            <label key={`${c}-${i}`}>
              <input type="checkbox" checked={bury.includes(i)} onChange={() => toggle(i)} />
              {cardLabel(c)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="choices">
        <button
          type="button"
          disabled={busy}
          onClick={() => onDecide({ vampire: { activate, bury: canBury ? bury.map((i) => others[i]) : [] } })}
        >
          Confirm
        </button>
        <button type="button" disabled={busy} onClick={() => onDecide({ pass: true })}>
          Pass
        </button>
      </div>
    </>
  );
}
