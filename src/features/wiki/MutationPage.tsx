import { firstSeenOf } from '../../game/version';
import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber, formatSignedNumber } from '../../lib/format';
import { formatFirstSeen, mutationGroupLabel } from '../../lib/gameText';
import { localizePath, wikiCropPath, wikiMutationPath } from '../../lib/paths';
import { calculatorHref } from '../../links/cropQuery';
import { BreakableNumbers } from '../../ui/BreakableNumbers';
import { Link } from '../../ui/Link';
import { MutationLink } from '../../ui/MutationLink';
import { ResearchNote } from '../../ui/ResearchNote';
import { Breadcrumbs } from './Breadcrumbs';
import { Fact } from './Fact';
import { InfoboxFrame } from './InfoboxFrame';
import { wikiListTrail } from './listTrail';
import type { MutationPageData } from './mutationPageData';
import { MutationConflicts, MutationRules, ObtainedBy, RestrictedCrops } from './MutationSections';
import { RelatedLinks } from './RelatedLinks';
import { WeatherLinks } from './ShopLinks';
import './wiki.css';

type PageProps = { data: MutationPageData; language: Language };

function MutationInfobox({ data, language }: PageProps) {
  const { t } = useI18n();
  const { mutation } = data;
  return (
    <InfoboxFrame title={t('wiki.mutation.facts.heading')}>
      <dl className="crop-facts">
        <Fact label={t('wiki.mutation.facts.multiplier')} testId="mutation-multiplier">
          {formatMultiplier(mutation.multiplier, language)}
        </Fact>
        <Fact label={t('wiki.mutation.facts.adds')} testId="mutation-adds">
          {formatSignedNumber(data.adds, language)}
        </Fact>
        <Fact label={t('wiki.mutation.facts.group')}>{mutationGroupLabel(t, mutation.group)}</Fact>
        <Fact label={t('wiki.mutation.facts.look')} testId="mutation-look">
          {data.look === null ? t('wiki.mutation.facts.lookUnknown') : <ResearchNote prose={data.look} language={language} />}
        </Fact>
        <Fact label={t('facts.firstSeen')} testId="mutation-first-seen">
          {formatFirstSeen(t, firstSeenOf(mutation.firstSeen), language)}
        </Fact>
      </dl>
    </InfoboxFrame>
  );
}

function Examples({ data, language }: PageProps) {
  const { t } = useI18n();
  const { mutation, examples } = data;
  return (
    <section aria-labelledby="mutation-examples">
      <h2 id="mutation-examples">{t('wiki.mutation.examples.heading')}</h2>
      <table className="value-table" data-testid="mutation-examples">
        <caption>{t('wiki.mutation.examples.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wiki.mutation.examples.crop')}</th>
            <th scope="col">{t('wiki.mutation.examples.without')}</th>
            <th scope="col">{t('wiki.mutation.examples.with', { name: mutation.name })}</th>
          </tr>
        </thead>
        <tbody>
          {examples.map((example) => (
            <tr key={example.cropId} data-crop={example.cropId} data-without={example.without} data-with={example.with}>
              <th scope="row">
                <Link to={localizePath(language, wikiCropPath(example.cropId))} lang={gameWordLang(language)}>
                  {example.cropName}
                </Link>
              </th>
              <td data-label={t('wiki.mutation.examples.without')}>
                <BreakableNumbers text={formatNumber(example.without, language)} language={language} />
              </td>
              <td data-label={t('wiki.mutation.examples.with', { name: mutation.name })}>
                <Link to={calculatorHref(language, example.state)} data-testid="mutation-example-value">
                  <BreakableNumbers text={formatNumber(example.with, language)} language={language} />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link
          className="button button--primary"
          to={calculatorHref(language, examples[0]?.state ?? { mutationIds: [mutation.id] })}
          data-testid="calculator-link"
        >
          {t('wiki.mutation.examples.calculator', { name: mutation.name })}
        </Link>
      </p>
    </section>
  );
}

/** The page every mutation shares: its multiplier, how a fruit gets it, its rules, crops and example values. */
export function MutationPage({ data, language }: PageProps) {
  const { t } = useI18n();
  const { mutation, related, names } = data;
  const multiplier = formatMultiplier(mutation.multiplier, language);
  const crumbs = wikiListTrail(t, 'mutations', { name: mutation.name, path: wikiMutationPath(mutation.id), gameName: true });
  return (
    <article className="page wiki-crop wiki-mutation" data-mutation={mutation.id}>
      <Breadcrumbs crumbs={crumbs} language={language} />
      <h1 lang={gameWordLang(language)}>{mutation.name}</h1>
      <div className="wiki-crop__layout">
        <p className="lead wiki-crop__intro" data-testid="mutation-intro">
          {t('wiki.mutation.intro', {
            name: mutation.name,
            group: mutationGroupLabel(t, mutation.group),
            multiplier,
            adds: formatNumber(data.adds, language),
          })}
        </p>
        <MutationInfobox data={data} language={language} />
        <div className="wiki-crop__body">
          <ObtainedBy data={data} language={language} />
          <MutationRules data={data} language={language} />
          <MutationConflicts data={data} language={language} />
          <RestrictedCrops data={data} language={language} />
          <Examples data={data} language={language} />
          <WeatherLinks weathers={data.weathers} language={language} />
          {related.length > 0 ? (
            <RelatedLinks title={t('wiki.mutation.related')} testId="related-mutations">
              {related.map((id) => (
                <li key={id}>
                  <MutationLink mutation={{ id, name: names[id]! }} language={language} />
                </li>
              ))}
            </RelatedLinks>
          ) : null}
        </div>
      </div>
    </article>
  );
}
