import { Trans } from 'react-i18next';
import { FRIEND_BOOST_MAX, FRIEND_BOOST_STEP } from '../../game';
import { DATA_SOURCES, type SourceRef } from '../../game/sources';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { confidenceWord } from '../../lib/confidence';
import { formatIsoDate, formatList, formatSignedPercent } from '../../lib/format';
import { GAME_ICON_CREDIT } from '../../ui/gameIconPath';
import { ScrollTable } from '../../ui/ScrollTable';

/** Each fact the site uses with its sources (named as they name themselves), the date of the copy and how sure it is. */
export function DataSources() {
  const { t } = useI18n();
  const language = useLanguage();
  const sourceText = ({ kind, name }: SourceRef) => {
    const kindText = t(`formula.sources.kind.${kind}`);
    return name === null ? kindText : t('formula.sources.named', { kind: kindText, name });
  };
  // The friend-boost row states the rule's numbers, which live in the engine.
  const boost = { step: formatSignedPercent(FRIEND_BOOST_STEP, language), max: formatSignedPercent(FRIEND_BOOST_MAX, language) };
  return (
    <section className="formula-sources render-when-near whole-when-reopened" aria-labelledby="formula-sources">
      <h2 id="formula-sources">{t('formula.sources.heading')}</h2>
      <p>{t('formula.sources.intro')}</p>
      <ScrollTable
        label={t('formula.sources.scrollRegion')}
        caption={t('formula.sources.caption')}
        columns={[
          { label: t('formula.sources.what') },
          { label: t('formula.sources.source') },
          { label: t('formula.sources.date') },
          { label: t('formula.sources.confidence') },
        ]}
        testId="sources-table"
      >
        <tbody>
          {DATA_SOURCES.map((entry) => (
            <tr key={entry.topic} data-topic={entry.topic} data-confidence={entry.confidence}>
              <th scope="row">{t(`formula.sources.topic.${entry.topic}`, boost)}</th>
              <td>{formatList(entry.sources.map(sourceText), language)}</td>
              <td>{formatIsoDate(entry.date, language)}</td>
              <td>{confidenceWord(t, entry.confidence)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p data-testid="icon-credit">
        <Trans
          t={t}
          i18nKey="formula.sources.icons"
          values={{ name: GAME_ICON_CREDIT.name, licence: GAME_ICON_CREDIT.licence }}
          components={{ name: <a href={GAME_ICON_CREDIT.url} />, licence: <a href={GAME_ICON_CREDIT.licenceUrl} /> }}
        />
      </p>
    </section>
  );
}
