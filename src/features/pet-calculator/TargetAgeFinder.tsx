import { useId } from 'react';
import { PET_LEVEL_CAP, PET_MAX_AGE } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { FieldProblem } from '../../lib/fieldCheck';
import { formatNumber } from '../../lib/format';
import { MAX_PET_KG } from '../../links/petQuery';
import { numberEntryError } from '../../ui/numberEntryErrors';
import { NumberField } from '../../ui/NumberField';
import { formatPetKg } from './petFormat';
import { targetAge, type PetGrowth } from './petGrowth';
import { inputText, readTargetKg } from './petInputs';
import { capAgeText, maxAgeText } from './petTexts';

interface TargetAgeFinderProps {
  growth: PetGrowth;
  text: string;
  onTextChange: (text: string) => void;
}

/** "At what age will it weigh X kg?", answered from the engine with the same ages as the table. */
export function TargetAgeFinder({ growth, text, onTextChange }: TargetAgeFinderProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const headingId = useId();
  const reading = readTargetKg(text, language);
  const answer = reading.ok ? targetAge(growth, reading.value) : undefined;
  const kg = (value: number) => formatPetKg(value, language);
  // A weight the pet passes on its way to the highest age, rounded so it reads as something a player would type.
  const example = inputText(Number((growth.maxKg / 2).toPrecision(2)), language);
  const notANumber = t('pet.target.notANumber', { example });

  // What the field says of a text it refuses (an empty one waits for a weight): what was typed, or a way of writing an
  // ambiguous weight that the field would refuse too.
  const errorOf = (problem: FieldProblem, typed: string): string | undefined => {
    if (problem === 'ambiguous-separator') {
      return numberEntryError(
        problem,
        typed,
        {
          kind: 'decimal',
          check: (way) => readTargetKg(way, language),
          explain: errorOf,
          fallback: notANumber,
        },
        t,
        language,
      );
    }
    if (problem === 'not-a-number') return notANumber;
    if (problem === 'out-of-range') return t('pet.target.outOfRange', { max: kg(MAX_PET_KG) });
    // Nearer 0 than the calculator can tell from 0, as the weight field says.
    if (problem === 'too-small') return t('pet.errors.kgTooSmall');
    return undefined;
  };
  const error = reading.ok ? undefined : errorOf(reading.problem, text);

  let message = t('pet.target.prompt');
  if (reading.ok && answer) {
    const target = kg(reading.value);
    if (answer.kind === 'already') message = t('pet.target.already', { target, hatch: kg(growth.hatchKg) });
    else if (answer.kind === 'out-of-reach')
      message = t('pet.target.outOfReach', { maxAge: maxAgeText(language), max: kg(answer.maxWeightKg) });
    else {
      const values = { target, age: formatNumber(answer.age, language), weight: kg(answer.weightKg) };
      // "(8 kg then)" after "8 kg" says nothing; the weight at that age is added only when it reads differently.
      const exact = values.weight === target;
      if (answer.age > growth.age) message = exact ? t('pet.target.futureExact', values) : t('pet.target.future', values);
      else message = exact ? t('pet.target.reachedExact', values) : t('pet.target.reached', values);
    }
    // An age still ahead and past the confirmed cap (out of reach is judged at the highest age accepted) is one no game
    // file confirms a pet can reach, as the page says of a current age past it.
    const answerAge = answer.kind === 'age' ? answer.age : answer.kind === 'out-of-reach' ? PET_MAX_AGE : undefined;
    if (answerAge !== undefined && answerAge > growth.age && answerAge > PET_LEVEL_CAP) {
      message += ` ${t('pet.target.pastCap', { age: formatNumber(answerAge, language), cap: capAgeText(language) })}`;
    }
  }

  return (
    <section className="panel pet-target" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('pet.target.heading')}</h3>
      <NumberField
        label={t('pet.target.label')}
        value={text}
        onValueChange={onTextChange}
        error={error}
        hint={t('pet.target.hint', { example })}
      />
      <p
        className="pet-target__answer"
        aria-live="polite"
        data-testid="pet-target-answer"
        data-kind={reading.ok ? answer?.kind : undefined}
        data-age={answer?.kind === 'age' ? answer.age : undefined}
      >
        {message}
      </p>
    </section>
  );
}
