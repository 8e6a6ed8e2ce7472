import { memo, useId } from 'react';
import { HUGE_WEIGHT_MULTIPLIERS, type Crop, type CropWeights } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { gameWordLang } from '../../i18n/languages';
import { kilogramUnit } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';
import { checkWeight } from '../../ui/fruit/fieldChecks';
import { weightError } from '../../ui/fruit/fieldErrors';
import { UnknownWeight } from '../../ui/fruit/UnknownWeight';
import { WeightHint } from '../../ui/fruit/WeightHint';
import { NumberField } from '../../ui/NumberField';

/** The slider covers the lightest possible fruit up to a little past the heaviest huge one. */
const SLIDER_MAX_BASE_MULTIPLE = 6;
const SLIDER_STEPS = 500;

/** Slider positions are rounded to about a tenth of a step, so dragging writes "10.66", not "10.6590000001". */
function sliderDecimals(step: number): number {
  return Math.max(0, Math.ceil(-Math.log10(step)) + 1);
}

/** Preset weights are written to the field and the link, so they are rounded to a micro-kilogram, not float noise. */
export function roundWeight(kg: number): number {
  return Math.round(kg * 1e6) / 1e6;
}

export const WEIGHT_PRESETS = [
  { key: 'floor', weight: (weights: CropWeights) => weights.priceFloorWeight },
  { key: 'base', weight: (weights: CropWeights) => weights.baseWeight },
  { key: 'double', weight: (weights: CropWeights) => weights.baseWeight * 2 },
  { key: 'fivefold', weight: (weights: CropWeights) => weights.baseWeight * 5 },
  // «Huge» is the game's word, written as the game writes it in every language (sameAsEnglish.ts).
  { key: 'huge3', weight: (weights: CropWeights) => weights.baseWeight * HUGE_WEIGHT_MULTIPLIERS[0]!, gameWord: true },
  { key: 'huge4', weight: (weights: CropWeights) => weights.baseWeight * HUGE_WEIGHT_MULTIPLIERS[1]!, gameWord: true },
] as const;

interface WeightFieldProps {
  crop: Crop;
  weightKg: number | null;
  text: string;
  onType: (text: string) => void;
  onSet: (kg: number) => void;
}

export const WeightField = memo(function WeightField({ crop, weightKg, text, onType, onSet }: WeightFieldProps) {
  if (crop.weights === null || weightKg === null) return <UnknownWeight crop={crop} />;
  return <KnownWeightField weights={crop.weights} weightKg={weightKg} text={text} onType={onType} onSet={onSet} />;
});

function KnownWeightField({
  weights,
  weightKg,
  text,
  onType,
  onSet,
}: Omit<WeightFieldProps, 'crop'> & { weights: CropWeights; weightKg: number }) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const check = checkWeight(text, language);
  const sliderMin = weights.minWeight;
  const sliderMax = weights.baseWeight * SLIDER_MAX_BASE_MULTIPLE;
  const sliderStep = (sliderMax - sliderMin) / SLIDER_STEPS;
  const sliderValue = Math.min(Math.max(weightKg, sliderMin), sliderMax);

  return (
    <div className="weight-field">
      <NumberField
        label={t('crop.weight.label')}
        value={text}
        onValueChange={onType}
        error={check.ok ? undefined : weightError(check.problem, t, language, text)}
        hint={<WeightHint weights={weights} weightKg={check.ok ? weightKg : null} language={language} />}
        suffix={kilogramUnit(language)}
        data-testid="weight-input"
      />
      <div className="weight-presets" role="group" aria-label={t('crop.weight.presets')}>
        {WEIGHT_PRESETS.map((preset) => {
          const kg = roundWeight(preset.weight(weights));
          return (
            <button
              key={preset.key}
              type="button"
              className="weight-preset"
              aria-pressed={kg === weightKg}
              onClick={() => onSet(kg)}
              data-testid={`weight-preset-${preset.key}`}
            >
              <span className="weight-preset__name" lang={'gameWord' in preset ? gameWordLang(language) : undefined}>
                {t(`crop.weight.preset.${preset.key}`)}
              </span>
              <span className="weight-preset__kg">{formatWeight(kg, language)}</span>
            </button>
          );
        })}
      </div>
      <div className="weight-slider">
        <label className="field__label" htmlFor={`${id}slider`}>
          {t('crop.weight.slider')}
        </label>
        <input
          id={`${id}slider`}
          type="range"
          min={sliderMin}
          max={sliderMax}
          step={sliderStep}
          value={sliderValue}
          aria-valuetext={formatWeight(weightKg, language)}
          onChange={(event) => onSet(roundWeight(Number(Number(event.target.value).toFixed(sliderDecimals(sliderStep)))))}
        />
      </div>
    </div>
  );
}
