import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { CropCard } from './CropCard';
import type { RelatedCrop } from './cropPageData';

export function RelatedCrops({ crops, language }: { crops: readonly RelatedCrop[]; language: Language }) {
  const { t } = useI18n();
  if (crops.length === 0) return null;
  return (
    <section className="wiki-related render-when-near" aria-labelledby="related-title">
      <h2 id="related-title">{t('wiki.related.title')}</h2>
      <ul className="crop-grid" data-testid="related-crops">
        {crops.map((crop) => (
          <li key={crop.id}>
            <CropCard crop={crop} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}
