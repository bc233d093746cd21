import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import * as api from '../api/orders-operations';
import type { RecordedOrder, StandingOrder, StandingOrderInput } from '../api/orders-operations';
import type { Translate } from '@claim/story';
import { useT } from '../i18n';
import { ErrorAlert } from './ErrorAlert';
import { useLoaded } from './use-loaded';

type Condition = StandingOrderInput['when'];
type Answer = StandingOrderInput['answer'];

/** Which answers each condition takes (src/matches/write/standing-orders.ts). */
const ANSWERS: Record<Condition, Answer[]> = {
  LED: ['CARD', 'LOWEST', 'HIGHEST'],
  MUST_FOLLOW: ['LOWEST', 'HIGHEST'],
  I_LEAD: ['CARD', 'LOWEST', 'HIGHEST'],
  SEER: ['TAKE_PRIZE', 'TAKE_TOP'],
  VAMPIRE: ['BURY_NOTHING'],
  SKELETON: ['TAKE', 'LEAVE'],
  CTHULHU: ['CARD', 'LOWEST', 'HIGHEST'],
};
const CONDITIONS = Object.keys(ANSWERS) as Condition[];

interface OrdersPanelProps {
  matchId: string;
  /** The match's version: the list is read again after every event (an order may have fired or been dropped). */
  version: number;
  factions: readonly string[];
  /** The player's hand, offered as cards to name (any card of the match may be typed). */
  hand: readonly string[];
  /** Told the seqs of the moves the player's orders played, whenever the list is read (the log marks them). */
  onFired?(seqs: readonly number[]): void;
}

/**
 * The player's standing orders at the table (docs/correspondence.md "Standing orders"): choose a condition,
 * choose the answer, see the list, remove one; a dropped order shows as a notice with its reason until
 * dismissed. Nobody else sees them, nor learns that they exist.
 */
export function OrdersPanel({ matchId, version, factions, hand, onFired }: OrdersPanelProps) {
  const t = useT();
  const [orders, setOrders] = useState<StandingOrder[]>([]);
  const [when, setWhen] = useState<Condition>('LED');
  const [whenBy, setWhenBy] = useState<'card' | 'faction'>('card');
  const [whenCard, setWhenCard] = useState('');
  const [whenFaction, setWhenFaction] = useState(factions[0] ?? '');
  const [answer, setAnswer] = useState<Answer>('CARD');
  const [card, setCard] = useState('');
  const [faction, setFaction] = useState(factions[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let stopped = false;
    api.fetchMyOrders(matchId).then((found) => !stopped && setOrders(found), setError);
    return () => {
      stopped = true;
    };
  }, [matchId, version]);
  useEffect(() => onFired?.(orders.flatMap((o) => (o.firedSeq === null ? [] : [o.firedSeq]))), [orders, onFired]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const chooseWhen = (next: Condition) => {
    setWhen(next);
    if (!ANSWERS[next].includes(answer)) setAnswer(ANSWERS[next][0]);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const order: StandingOrderInput = {
      when,
      answer,
      ...(when === 'LED' && whenBy === 'card' ? { whenCard: whenCard.trim() } : {}),
      ...((when === 'LED' && whenBy === 'faction') || when === 'MUST_FOLLOW' ? { whenFaction } : {}),
      ...(answer === 'CARD' ? { card: card.trim() } : {}),
      ...((answer === 'LOWEST' || answer === 'HIGHEST') && when !== 'MUST_FOLLOW' ? { faction } : {}),
    };
    void act(async () => {
      await api.addOrder(matchId, order);
      setOrders(await api.fetchMyOrders(matchId));
      setCard('');
      setWhenCard('');
    });
  };

  const describe = (o: StandingOrder): string => describeOrder(o, t);

  const factionPicker = (id: string, value: string, set: (v: string) => void, label: string) => (
    <label htmlFor={id}>
      {label}{' '}
      <select id={id} value={value} onChange={(e) => set(e.target.value)} data-testid={id}>
        {factions.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
    </label>
  );
  const cardPicker = (id: string, value: string, set: (v: string) => void, label: string) => (
    <label htmlFor={id}>
      {label}{' '}
      <input
        id={id}
        list={`${id}-hand`}
        value={value}
        placeholder="goblins:3"
        maxLength={40}
        onChange={(e) => set(e.target.value)}
        data-testid={id}
      />
      <datalist id={`${id}-hand`}>
        {hand.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </label>
  );

  const dropped = orders.filter((o) => o.status === 'DROPPED');
  return (
    <section className="panel orders" aria-label={t('orders.title')} data-testid="orders">
      <h2>{t('orders.title')}</h2>
      <p className="muted small">{t('orders.private')}</p>
      {dropped.map((o) => (
        <p key={o.id} className="small" role="status" data-testid="order-dropped">
          {t('orders.dropped', { order: describe(o), reason: o.reason ?? '' })}
        </p>
      ))}
      {orders.length === 0 ? (
        <p className="muted small">{t('orders.none')}</p>
      ) : (
        <ol className="notes-list">
          {orders.map((o) => (
            <li key={o.id} data-testid="order" data-status={o.status}>
              <span className="small">{describe(o)}</span>
              <span className="muted small"> · {t(`orders.status.${o.status}`)}</span>{' '}
              <button
                type="button"
                className="link small"
                disabled={busy}
                data-testid="order-remove"
                onClick={() =>
                  void act(async () => {
                    await api.removeOrder(o.id);
                    setOrders((all) => all.filter((x) => x.id !== o.id));
                  })
                }
              >
                {o.status === 'ACTIVE' ? t('orders.remove') : t('orders.dismiss')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <form className="orders-form" onSubmit={add}>
        <label htmlFor="order-when">
          {t('orders.condition')}{' '}
          <select
            id="order-when"
            value={when}
            onChange={(e) => chooseWhen(e.target.value as Condition)}
            data-testid="order-when"
          >
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`orders.when.${c}`)}
              </option>
            ))}
          </select>
        </label>
        {when === 'LED' && (
          <label htmlFor="order-when-by">
            {t('orders.ledBy')}{' '}
            <select
              id="order-when-by"
              value={whenBy}
              onChange={(e) => setWhenBy(e.target.value as 'card' | 'faction')}
              data-testid="order-when-by"
            >
              <option value="card">{t('orders.aCard')}</option>
              <option value="faction">{t('orders.aFaction')}</option>
            </select>
          </label>
        )}
        {when === 'LED' &&
          whenBy === 'card' &&
          cardPicker('order-when-card', whenCard, setWhenCard, t('orders.ledCard'))}
        {((when === 'LED' && whenBy === 'faction') || when === 'MUST_FOLLOW') &&
          factionPicker('order-when-faction', whenFaction, setWhenFaction, t('orders.faction'))}
        <label htmlFor="order-answer">
          {t('orders.answerLabel')}{' '}
          <select
            id="order-answer"
            value={answer}
            onChange={(e) => setAnswer(e.target.value as Answer)}
            data-testid="order-answer"
          >
            {ANSWERS[when].map((a) => (
              <option key={a} value={a}>
                {t(`orders.answer.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {answer === 'CARD' && cardPicker('order-card', card, setCard, t('orders.card'))}
        {(answer === 'LOWEST' || answer === 'HIGHEST') &&
          when !== 'MUST_FOLLOW' &&
          factionPicker('order-faction', faction, setFaction, t('orders.faction'))}
        <button type="submit" disabled={busy} data-testid="order-add">
          {t('orders.add')}
        </button>
      </form>
      <ErrorAlert error={error} small />
    </section>
  );
}

/** An order in words: "When goblins:3 is led → knights:5". */
function describeOrder(o: RecordedOrder['order'], t: Translate): string {
  const condition =
    o.when === 'LED'
      ? t('orders.describeLed', { what: o.whenCard ?? o.whenFaction ?? '' })
      : o.when === 'MUST_FOLLOW'
        ? t('orders.describeMustFollow', { what: o.whenFaction ?? '' })
        : t(`orders.when.${o.when}`);
  const reply =
    o.answer === 'CARD'
      ? (o.card ?? '')
      : o.answer === 'LOWEST' || o.answer === 'HIGHEST'
        ? t(`orders.answer.${o.answer}`) + (o.faction ? ` ${o.faction}` : '')
        : t(`orders.answer.${o.answer}`);
  return `${condition} → ${reply}`;
}

/**
 * The standing orders that acted in a finished match, from its record (the replay shows them): whose, what
 * each said, and the move it played or why it was dropped. Nothing while the match runs (R9).
 */
export function RecordedOrders({
  matchId,
  seats,
}: {
  matchId: string;
  seats: readonly { seat: number; username: string }[];
}) {
  const t = useT();
  const orders = useLoaded<RecordedOrder[]>(matchId, () => api.fetchRecordedOrders(matchId), []);
  if (orders.length === 0) return null;
  return (
    <section className="panel orders" aria-label={t('orders.recordTitle')} data-testid="recorded-orders">
      <h2>{t('orders.recordTitle')}</h2>
      <ol className="notes-list">
        {orders.map((o, i) => (
          <li key={i}>
            <strong className="small">{seats.find((s) => s.seat === o.seat)?.username ?? `#${o.seat}`}</strong>{' '}
            <span className="small">{describeOrder(o.order, t)}</span>{' '}
            <span className="small muted">
              {o.status === 'FIRED'
                ? t('orders.recordFired', { move: (o.move ?? 0) + 1 })
                : t('orders.recordDropped', { reason: o.reason ?? '' })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
