import { FACTIONS, HEROES } from '@claim/engine';
import { powerName } from '../game/cards';
import { useT } from '../i18n';

/**
 * How to play, for anyone (no sign-in): the two phases, following, and every faction's and hero's power in
 * the words the table's rules dialog uses. The rulings themselves are docs/rules.md's.
 */
export function RulesScreen() {
  const t = useT();
  return (
    <main className="page rules-page" data-testid="rules-page">
      <section className="panel" aria-labelledby="rules-title">
        <h1 id="rules-title">{t('rulesPage.title')}</h1>
        <p>{t('rulesPage.intro')}</p>
        <p>{t('rulesPage.phaseOne')}</p>
        <p>{t('rulesPage.phaseTwo')}</p>
        <p>{t('rulesPage.follow')}</p>
      </section>
      <section className="panel" aria-labelledby="powers-title">
        <h2 id="powers-title">{t('rulesPage.powers')}</h2>
        <dl className="rules-powers">
          {[...FACTIONS, ...HEROES].map((id) => (
            <div key={id} data-power={id}>
              <dt>{powerName(id, t)}</dt>
              <dd>{t(`powerLong.${id}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="muted small">{t('rulesPage.full')}</p>
      </section>
    </main>
  );
}
