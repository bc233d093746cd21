import { HEROES, heroName } from '../game/cards';
import { useT } from '../i18n';

/** Heroes with their values, as a form keeps them: the heroes chosen and any value other than 5. */
export interface HeroChoice {
  readonly heroes: string[];
  readonly heroValues: Record<string, number>;
}

/** The input fields for a hero choice: the heroes, and the values that are not the default 5 (R1, R2.2). */
export function heroInput(choice: HeroChoice): {
  heroes?: string[];
  heroValues?: { hero: string; value: number }[];
} {
  const { heroes, heroValues } = choice;
  return {
    ...(heroes.length ? { heroes } : {}),
    ...(heroes.some((h) => (heroValues[h] ?? 5) !== 5)
      ? {
          heroValues: heroes.filter((h) => (heroValues[h] ?? 5) !== 5).map((h) => ({ hero: h, value: heroValues[h] })),
        }
      : {}),
  };
}

/** Choosing heroes to shuffle in (R2.2) and their values (R1): one component for lobbies and tournaments. */
export function HeroFields({ value, onChange }: { value: HeroChoice; onChange: (choice: HeroChoice) => void }) {
  const t = useT();
  const { heroes, heroValues } = value;
  const toggle = (h: string) =>
    onChange({ heroes: heroes.includes(h) ? heroes.filter((x) => x !== h) : [...heroes, h], heroValues });
  return (
    <fieldset>
      <legend>{t('create.heroes')}</legend>
      <div className="checks choice-grid">
        {HEROES.map((h) => (
          <span key={h} className="hero-choice">
            <label>
              <input type="checkbox" name="hero" value={h} checked={heroes.includes(h)} onChange={() => toggle(h)} />
              <span className="choice-text">
                <span className="choice-name" data-testid="hero-name">
                  {heroName(h, t)}
                </span>
                <span className="muted small"> — {t(`power.${h}`)}</span>
              </span>
            </label>
            {heroes.includes(h) && (
              <label className="hero-value">
                {t('create.value')}
                <input
                  type="number"
                  min={0}
                  max={19}
                  value={heroValues[h] ?? 5}
                  onChange={(e) =>
                    onChange({
                      heroes,
                      heroValues: { ...heroValues, [h]: Math.max(0, Math.min(19, Number(e.target.value) || 0)) },
                    })
                  }
                />
              </label>
            )}
          </span>
        ))}
      </div>
    </fieldset>
  );
}
