import { useT } from '../i18n';

/**
 * Rated or casual (CreateLobbyInput.rated): a rated match changes both players' ratings in the pool of its
 * player count when it finishes (docs/players.md#ratings). Casual is the server's default, so it is here too.
 */
export function RatedFields({
  name,
  rated,
  onChange,
}: {
  /** Tells the radio groups of two forms on one page apart. */
  name: string;
  rated: boolean;
  onChange: (rated: boolean) => void;
}) {
  const t = useT();
  return (
    <fieldset className="rated-choice" data-testid={`${name}-rated`}>
      <legend>{t('create.rating')}</legend>
      <div className="segmented">
        {[false, true].map((value) => (
          <label key={String(value)}>
            <input
              type="radio"
              name={`${name}-rated`}
              value={value ? 'rated' : 'casual'}
              checked={rated === value}
              onChange={() => onChange(value)}
            />
            {value ? t('create.rated') : t('create.casual')}
          </label>
        ))}
      </div>
      <p className="muted small">{rated ? t('create.ratedHint') : t('create.casualHint')}</p>
    </fieldset>
  );
}

/** "rated" or "casual", for a lobby or a challenge in a list. */
export function RatedBadge({ rated }: { rated: boolean }) {
  const t = useT();
  return <span className={rated ? 'badge rated' : 'muted'}>{rated ? t('create.rated') : t('create.casual')}</span>;
}
