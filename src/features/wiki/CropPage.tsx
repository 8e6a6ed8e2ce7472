import { useEffect, useRef } from 'react';
import { removalOf } from '../../game/version';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatIsoDate, formatList } from '../../lib/format';
import { PAGE_PATHS, wikiCropPath } from '../../lib/paths';
import { calculatorHref } from '../../links/cropQuery';
import { GameIcon } from '../../ui/GameIcon';
import { Link } from '../../ui/Link';
import { Notice } from '../../ui/Notice';
import { ResearchNote } from '../../ui/ResearchNote';
import { Breadcrumbs } from './Breadcrumbs';
import { CropChanges, GameFilesEntryNotice, WikiNumbersLine } from './CropChanges';
import type { CropPageData } from './cropPageData';
import { Infobox } from './Infobox';
import { cropIntro } from './intro';
import { MOON_MANGO_ID } from './moonMango';
import { MoonMangoArticle } from './MoonMangoArticle';
import { RelatedCrops } from './RelatedCrops';
import { SeedShopLine } from './ShopLinks';
import { ValueTable } from './ValueTable';
import './wiki.css';

/** A related-crop link keeps the same route, so the browser would stay scrolled down; start the new crop at the top. */
function useScrollTopOnCropChange(cropId: string): void {
  const shown = useRef(cropId);
  useEffect(() => {
    if (shown.current === cropId) return;
    shown.current = cropId;
    window.scrollTo(0, 0);
  }, [cropId]);
}

/** The wiki template every crop shares; the Moon Mango adds its written article above the data sections. */
export function CropPage({ data, language }: { data: CropPageData; language: Language }) {
  const { t } = useI18n();
  const { crop, related, defaultWeightKg } = data;
  const isMoonMango = crop.id === MOON_MANGO_ID;
  const removal = removalOf(crop);
  useScrollTopOnCropChange(crop.id);
  const crumbs = [
    { name: t('site.name'), path: PAGE_PATHS.cropCalculator },
    { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
    { name: crop.name, path: wikiCropPath(crop.id), gameName: true },
  ];
  return (
    <article className="page wiki-crop" data-crop={crop.id}>
      <Breadcrumbs crumbs={crumbs} language={language} />
      <h1>
        <GameIcon kind="crop" id={crop.id} tier={crop.tier} size="large" />
        {isMoonMango ? t('wiki.moonMango.title') : crop.name}
      </h1>
      <div className="wiki-crop__layout">
        <div className="wiki-crop__intro">
          <p className="lead" data-testid="crop-intro">
            {cropIntro(t, data, language)}
          </p>
          {removal === null ? null : (
            <Notice tone="warning" announce={false} data-testid="crop-removed">
              {removal.kind === 'never'
                ? t('wiki.crop.neverInFiles', { name: crop.name, date: formatIsoDate(removal.from, language) })
                : t('wiki.crop.removed', { name: crop.name, date: formatIsoDate(removal.date, language) })}
            </Notice>
          )}
          {crop.gameFilesEntry === null ? null : <GameFilesEntryNotice name={crop.name} entry={crop.gameFilesEntry} language={language} />}
          {data.wikiNumbers === null ? null : <WikiNumbersLine name={crop.name} wiki={data.wikiNumbers} language={language} />}
          {crop.eventForms.length === 0 ? null : (
            // A player holding a Honey Carrot finds this page by that name (the crop search reads event forms).
            <p data-testid="crop-event-forms">
              {t('wiki.crop.eventForms', { count: crop.eventForms.length, forms: formatList(crop.eventForms, language), name: crop.name })}
            </p>
          )}
        </div>
        <Infobox crop={crop} average={data.average} seedShop={data.seedShop} notYetInFiles={data.notYetInFiles} />
        <div className="wiki-crop__body">
          {isMoonMango ? <MoonMangoArticle data={data} language={language} /> : null}
          {data.originNote === null ? null : (
            <p data-testid="crop-origin-note">
              {t('wiki.crop.originNote')} <ResearchNote prose={data.originNote} language={language} />
            </p>
          )}
          <SeedShopLine seed={data.seedShop} byNameOnly={data.seedShopByNameOnly} language={language} />
          <ValueTable data={data} language={language} />
          <p>
            <Link
              className="button button--primary"
              to={calculatorHref(language, { cropId: crop.id, weightKg: defaultWeightKg })}
              data-testid="calculator-link"
            >
              {t('wiki.page.calculator', { name: crop.name })}
            </Link>
          </p>
          {data.changes.length > 0 ? <CropChanges changes={data.changes} language={language} /> : null}
          {related.length > 0 ? <RelatedCrops crops={related} language={language} /> : null}
        </div>
      </div>
    </article>
  );
}
