import type { CreateLobbyInput } from '../api/types';
import { useT } from '../i18n';

/** What the player chose in a form: no clock, days per move, or a time bank, and the two switches. */
export interface TimeControlChoice {
  readonly kind: 'none' | 'days' | 'bank';
  readonly daysPerMove: number;
  readonly initialDays: number;
  readonly incrementDays: number;
  readonly maxDays: number;
  readonly noAutoTimeout: boolean;
  readonly noVacation: boolean;
}

export const NO_TIME_CONTROL: TimeControlChoice = {
  kind: 'none',
  daysPerMove: 3,
  initialDays: 7,
  incrementDays: 1,
  maxDays: 14,
  noAutoTimeout: false,
  noVacation: false,
};

const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 14];

/** The server's bounds (docs/correspondence.md#time-controls); it checks them again. */
const BANK_LIMITS = { initialDays: [1, 60], incrementDays: [0, 14], maxDays: [1, 90] } as const;

/** The same fields in a lobby's, a challenge's and a rematch's input. */
export type TimeControlInput = Pick<CreateLobbyInput, 'daysPerMove' | 'timeBank' | 'noAutoTimeout' | 'noVacation'>;

/** The input fields of a lobby, challenge or rematch for this choice (nothing for no time control). */
export function timeControlInput(choice: TimeControlChoice): TimeControlInput {
  if (choice.kind === 'none') return {};
  const clock: TimeControlInput =
    choice.kind === 'days'
      ? { daysPerMove: choice.daysPerMove }
      : {
          timeBank: {
            initialDays: choice.initialDays,
            incrementDays: choice.incrementDays,
            maxDays: Math.max(choice.maxDays, choice.initialDays),
          },
        };
  return {
    ...clock,
    ...(choice.noAutoTimeout ? { noAutoTimeout: true } : {}),
    ...(choice.noVacation ? { noVacation: true } : {}),
  };
}

/** The choice a match's (or offer's) time control amounts to, to start a form from it. */
export function choiceOf(
  control: {
    daysPerMove?: number | null;
    bank?: { initialDays: number; incrementDays: number; maxDays: number } | null;
    noAutoTimeout: boolean;
    noVacation: boolean;
  } | null,
): TimeControlChoice {
  if (control === null) return NO_TIME_CONTROL;
  const switches = { noAutoTimeout: control.noAutoTimeout, noVacation: control.noVacation };
  if (control.bank) return { ...NO_TIME_CONTROL, kind: 'bank', ...control.bank, ...switches };
  return { ...NO_TIME_CONTROL, kind: 'days', daysPerMove: control.daysPerMove ?? 3, ...switches };
}

/**
 * Choosing a time control (issue 15): none, fixed days per move, or a time bank (initial days, days added
 * after each move, a cap); and whether only an opponent's claim ends the match on time, and whether
 * vacations pause it. One component for the lobby, challenge and rematch forms.
 */
export function TimeControlFields({
  value,
  onChange,
  name,
  kinds = ['none', 'days', 'bank'],
  noAutoTimeout = true,
}: {
  value: TimeControlChoice;
  onChange: (choice: TimeControlChoice) => void;
  /** Tells the radio groups of two forms on one page apart. */
  name: string;
  /** The kinds offered (a rematch of a match with a clock offers no "none"). */
  kinds?: readonly TimeControlChoice['kind'][];
  /** Offer "only an opponent's claim ends it on time" (a tournament's games do not take it). */
  noAutoTimeout?: boolean;
}) {
  const t = useT();
  const set = (change: Partial<TimeControlChoice>) => onChange({ ...value, ...change });
  const bankField = (field: keyof typeof BANK_LIMITS) => {
    const [min, max] = BANK_LIMITS[field];
    const lower = field === 'maxDays' ? Math.max(min, value.initialDays) : min;
    return (
      <label key={field}>
        {t(`timeControl.${field}`)}{' '}
        <input
          type="number"
          name={`${name}-${field}`}
          min={lower}
          max={max}
          value={value[field]}
          onChange={(e) => set({ [field]: Math.max(min, Math.min(max, Math.round(Number(e.target.value) || 0))) })}
        />
      </label>
    );
  };
  return (
    <fieldset className="time-control" data-testid={`${name}-time-control`}>
      <legend>{t('create.timeControl')}</legend>
      <div className="segmented">
        {kinds.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name={`${name}-clock`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => set({ kind })}
            />
            {t(`timeControl.kind.${kind}`)}
          </label>
        ))}
      </div>
      {value.kind === 'days' && (
        <label>
          {t('challenges.days')}{' '}
          <select
            name={`${name}-daysPerMove`}
            value={value.daysPerMove}
            onChange={(e) => set({ daysPerMove: Number(e.target.value) })}
          >
            {DAYS_PER_MOVE.map((d) => (
              <option key={d} value={d}>
                {t('lobbies.daysPerMove', { count: d })}
              </option>
            ))}
          </select>
        </label>
      )}
      {value.kind === 'bank' && (
        <div className="bank-fields">{(['initialDays', 'incrementDays', 'maxDays'] as const).map(bankField)}</div>
      )}
      {value.kind !== 'none' && (
        <div className="checks">
          {noAutoTimeout && (
            <label>
              <input
                type="checkbox"
                name={`${name}-noAutoTimeout`}
                checked={value.noAutoTimeout}
                onChange={(e) => set({ noAutoTimeout: e.target.checked })}
              />
              {t('timeControl.noAutoTimeout')}
              <span className="muted small"> — {t('timeControl.noAutoTimeoutHint')}</span>
            </label>
          )}
          <label>
            <input
              type="checkbox"
              name={`${name}-noVacation`}
              checked={value.noVacation}
              onChange={(e) => set({ noVacation: e.target.checked })}
            />
            {t('timeControl.noVacation')}
            <span className="muted small"> — {t('timeControl.noVacationHint')}</span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
