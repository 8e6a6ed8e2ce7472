import { hugeChanceOf } from '../../game/formula';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatMultiplier, formatNumber } from '../../lib/format';
import { formatSeedPrice, formatSheckles, formatWeight, obtainableAsOf } from '../../lib/gameText';
import type { CropPageData } from './cropPageData';
import { MOON_MANGO_ROBUX_PRICE, MOON_MANGO_SHOP_STOCK } from './moonMango';
import { cellOf, NO_MUTATION_ROW, rowOf } from './valueTable';

/** The Moon Mango's written article (texts in the wiki locale file); every number in it comes from the data or engine. */
export function MoonMangoArticle({ data, language }: { data: CropPageData; language: Language }) {
  const { t } = useI18n();
  const { crop, rows, mutations } = data;
  const multiplierOf = (id: string) => {
    const mutation = mutations[id];
    if (!mutation) throw new Error(`The Moon Mango article needs the ${id} mutation in its page's data`);
    return mutation.multiplier;
  };
  const sheckles = (value: number) => formatSheckles(t, value, language);
  const multiplier = (value: number) => formatMultiplier(value, language);
  const plain = rowOf(rows, NO_MUTATION_ROW);
  const frozen = multiplier(multiplierOf('frozen'));
  const { weights } = crop;
  if (weights === null) throw new Error('The Moon Mango article needs the Moon Mango’s weights');
  // The article says its seed was not sold at the date the data says so, and no later.
  if (crop.obtainable !== false) throw new Error('The Moon Mango article says its seed was not sold; the data says otherwise');
  const date = obtainableAsOf(language);
  return (
    <div className="wiki-article render-when-near" data-testid="moon-mango-article">
      <section aria-labelledby="mm-what">
        <h2 id="mm-what">{t('wiki.moonMango.article.whatTitle')}</h2>
        <p>{t('wiki.moonMango.article.what', { date })}</p>
      </section>
      <section aria-labelledby="mm-obtain">
        <h2 id="mm-obtain">{t('wiki.moonMango.article.obtainTitle')}</h2>
        <p>
          {t('wiki.moonMango.article.obtain', {
            sheckles: formatSeedPrice(t, crop, language),
            robux: formatNumber(MOON_MANGO_ROBUX_PRICE, language),
            stock: formatNumber(MOON_MANGO_SHOP_STOCK, language),
            date,
          })}
        </p>
      </section>
      <section aria-labelledby="mm-grow">
        <h2 id="mm-grow">{t('wiki.moonMango.article.growTitle')}</h2>
        <p>
          {t('wiki.moonMango.article.grow', {
            minWeight: formatWeight(weights.minWeight, language),
            hugeOneIn: formatNumber(1 / hugeChanceOf(weights), language),
          })}
        </p>
      </section>
      <section aria-labelledby="mm-worth">
        <h2 id="mm-worth">{t('wiki.moonMango.article.worthTitle')}</h2>
        <p>
          {t('wiki.moonMango.article.worth', {
            baseWeight: formatWeight(weights.baseWeight, language),
            baseValue: sheckles(cellOf(plain, 'normal').value),
            floorWeight: formatWeight(weights.priceFloorWeight, language),
            floorValue: sheckles(crop.priceFloorValue),
          })}
        </p>
        <p>
          {t('wiki.moonMango.article.variants', {
            gold: sheckles(cellOf(plain, 'gold').value),
            rainbow: sheckles(cellOf(plain, 'rainbow').value),
          })}
        </p>
        <p>
          {t('wiki.moonMango.article.mutations', {
            shocked: multiplier(multiplierOf('shocked')),
            frozen,
            both: multiplier(rowOf(rows, 'shocked+frozen').mutationMultiplier),
            rainbowFrozen: sheckles(cellOf(rowOf(rows, 'frozen'), 'rainbow').value),
          })}
        </p>
      </section>
      <section aria-labelledby="mm-tips">
        <h2 id="mm-tips">{t('wiki.moonMango.article.tipsTitle')}</h2>
        <ul>
          <li>{t('wiki.moonMango.article.tipKeep', { date })}</li>
          <li>{t('wiki.moonMango.article.tipFrozen', { frozen })}</li>
          <li>{t('wiki.moonMango.article.tipCheck')}</li>
        </ul>
      </section>
    </div>
  );
}
