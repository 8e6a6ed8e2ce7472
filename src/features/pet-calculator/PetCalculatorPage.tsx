import './pet-calculator.css';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { A_PET_THAT_GROWS, growthKnown, PET_LEVEL_CAP } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import type { FieldCheck } from '../../lib/fieldCheck';
import { formatNumber, linkNumber } from '../../lib/format';
import type { NumberKind } from '../../lib/parseNumber';
import { DEFAULT_PET, MAX_PET_KG, PET_QUERY_KEYS } from '../../links/petQuery';
import { AnswerAnnouncement } from '../../ui/AnswerAnnouncement';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { LinkNotice, type LinkReasons } from '../../ui/LinkNotice';
import { numberEntryError } from '../../ui/numberEntryErrors';
import { NumberField } from '../../ui/NumberField';
import { Restorable } from '../../ui/prerenderedHtml';
import { GrowthChart } from './GrowthChart';
import { GrowthTable } from './GrowthTable';
import { formatPetKg } from './petFormat';
import { petGrowth, type PetGrowth } from './petGrowth';
import { PetGuide } from './PetGuide';
import { inputText, readAge, readKg } from './petInputs';
import { PetPickerField } from './PetPickerField';
import { capNoteText, maxAgeText } from './petTexts';
import { SizeClassBadge } from './SizeClassBadge';
import { TargetAgeFinder } from './TargetAgeFinder';
import { usePetInputs } from './usePetInputs';
import { usePets, type PetsModule } from './usePets';

// What a chosen pet adds shows only once the pet data has loaded, so its code comes then too.
const PetFacts = lazy(() => import('./PetFacts').then((module) => ({ default: module.PetFacts })));

/** What a text of the age or weight field is read with and said of: the two differ only in these. */
interface PetNumberField {
  kind: NumberKind;
  read: (text: string, language: Language) => FieldCheck;
  empty: (t: TFunction) => string;
  notANumber: (t: TFunction, language: Language) => string;
  /** Any number the field refuses, but one nearer 0 than the calculator can tell from 0 where `tooSmall` says it. */
  outOfRange: (t: TFunction, language: Language) => string;
  tooSmall?: (t: TFunction) => string;
}

const AGE_FIELD: PetNumberField = {
  kind: 'whole',
  read: readAge,
  empty: (t) => t('pet.errors.ageEmpty'),
  notANumber: (t) => t('pet.errors.ageNotANumber'),
  outOfRange: (t, language) => t('pet.errors.ageOutOfRange', { maxAge: maxAgeText(language) }),
};

const KG_FIELD: PetNumberField = {
  kind: 'decimal',
  read: readKg,
  empty: (t) => t('pet.errors.kgEmpty'),
  notANumber: (t, language) => t('pet.errors.kgNotANumber', { example: inputText(DEFAULT_PET.kg, language) }),
  outOfRange: (t, language) => t('pet.errors.kgOutOfRange', { max: formatPetKg(MAX_PET_KG, language) }),
  // «0.» and 400 zeros then a 1 is more than 0 kg: the weight it refuses is one it cannot tell from 0.
  tooSmall: (t) => t('pet.errors.kgTooSmall'),
};

function fieldError(field: PetNumberField, reading: FieldCheck, text: string, t: TFunction, language: Language): string | undefined {
  if (reading.ok) return undefined;
  if (reading.problem === 'empty') return field.empty(t);
  if (reading.problem === 'ambiguous-separator') {
    return numberEntryError(
      reading.problem,
      text,
      {
        kind: field.kind,
        check: (way) => field.read(way, language),
        explain: (problem, way) => fieldError(field, { ok: false, problem }, way, t, language),
        fallback: field.notANumber(t, language),
      },
      t,
      language,
    );
  }
  if (reading.problem === 'not-a-number') return field.notANumber(t, language);
  if (reading.problem === 'too-small' && field.tooSmall) return field.tooSmall(t);
  return field.outOfRange(t, language);
}

function summaryOf(growth: PetGrowth, petName: string | undefined, t: TFunction, language: Language): string {
  const kg = (value: number) => formatPetKg(value, language);
  // A pet whose weight age does not change (only a chosen pet can be one) weighs the same at every age: there is no
  // age-1 weight, size class or projection to give.
  if (!growth.growsWithAge) {
    return t('pet.summary.noGrowth', { pet: petName, weight: kg(growth.kg), age: formatNumber(growth.age, language) });
  }
  // At the table's last age there is nothing ahead to project; at age 1 the weight entered is the age-1 weight, so
  // the sentence says it once.
  const key =
    growth.age === growth.tableEnd ? 'pet.summary.resultAtEnd' : growth.age === 1 ? 'pet.summary.resultAtHatch' : 'pet.summary.result';
  return t(key, {
    weight: kg(growth.kg),
    age: formatNumber(growth.age, language),
    hatch: kg(growth.hatchKg),
    sizeClass: t(`pet.sizeClass.${growth.sizeClass}`),
    max: kg(growth.maxKg),
    maxAge: formatNumber(growth.tableEnd, language),
  });
}

/** The page's props: the pets, when the address it opened at names one. */
export interface PetCalculatorProps {
  roster: PetsModule | null;
}

export function PetCalculatorPage({ roster }: PetCalculatorProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const [{ inputs, dropped }, dispatch] = usePetInputs(language);
  const update = (patch: Partial<typeof inputs>) => dispatch({ type: 'edit', patch });
  const [pickerUsed, setPickerUsed] = useState(false);
  const pets = usePets(pickerUsed || inputs.petId !== null, roster);
  const pet = pets.status === 'ready' && inputs.petId !== null ? (pets.module.findPetSummary(inputs.petId) ?? null) : null;
  const unknownPet = pets.status === 'ready' && inputs.petId !== null && pet === null ? inputs.petId : null;
  useEffect(() => {
    if (unknownPet !== null) dispatch({ type: 'unknownPet', petId: unknownPet });
  }, [unknownPet, dispatch]);

  const age = readAge(inputs.ageText, language);
  const kg = readKg(inputs.kgText, language);
  // Until the player names a pet it is one that grows with age, as every pet but the one the data names does; so is a
  // pet whose growth the data does not know, and PetFacts says the weights are those of a pet that grows.
  const outcome = age.ok && kg.ok ? petGrowth(pet && growthKnown(pet) ? pet : A_PET_THAT_GROWS, age.value, kg.value) : undefined;
  const growth = outcome?.ok ? outcome.growth : undefined;
  const summary = growth ? summaryOf(growth, pet?.name, t, language) : t('pet.summary.invalid');
  // The fields accept only what the engine accepts; should the engine still refuse, its error goes by its field.
  const engineError = outcome && !outcome.ok ? outcome.error : undefined;
  const ageMessage = fieldError(
    AGE_FIELD,
    engineError?.field === 'age' ? { ok: false, problem: 'out-of-range' } : age,
    inputs.ageText,
    t,
    language,
  );
  const kgMessage = fieldError(
    KG_FIELD,
    engineError && engineError.field !== 'age' ? { ok: false, problem: 'out-of-range' } : kg,
    inputs.kgText,
    t,
    language,
  );
  const maxAge = maxAgeText(language);
  // The limit as a link writes it, as the crop calculator's notice does: «10.000», grouped the Portuguese way, read as ten
  // in a sentence that asks for a dot as the decimal mark.
  const linkMaxKg = linkNumber(MAX_PET_KG);
  // Every key of the link contract, so a key added to it cannot be dropped from a link without a reason.
  const linkReasons: LinkReasons<typeof PET_QUERY_KEYS> = {
    age: t('pet.link.age', { maxAge }),
    kg: t('pet.link.kg', { max: linkMaxKg }),
    all: t('pet.link.all'),
    pet: t('pet.link.pet'),
    target: t('pet.link.target', { max: linkMaxKg }),
  };

  return (
    <article className="page pet-page">
      <h1>{t('pet.title')}</h1>
      <p className="lead">{t('pet.intro')}</p>
      {dropped.length > 0 ? (
        <LinkNotice
          dropped={dropped}
          reasons={linkReasons}
          unusedReasons={{ age: t('pet.link.weighing'), kg: t('pet.link.weighing') }}
          onDismiss={() => dispatch({ type: 'dismissLinkNotice' })}
          testId="pet-link-notice"
        />
      ) : null}

      <Restorable>
        <section className="panel pet-form" aria-labelledby="pet-form-heading">
          <h2 id="pet-form-heading">{t('pet.form.heading')}</h2>
          <PetPickerField
            pets={pets}
            selected={pet}
            named={inputs.petId !== null}
            onWanted={() => setPickerUsed(true)}
            onSelect={(petId) => update({ petId })}
          />
          <div className="pet-form__fields">
            <NumberField
              label={t('pet.form.age')}
              hint={t('pet.form.ageHint', { maxAge })}
              value={inputs.ageText}
              onValueChange={(ageText) => update({ ageText })}
              error={ageMessage}
              inputMode="numeric"
              name="age"
            />
            <NumberField
              label={t('pet.form.kg')}
              hint={t('pet.form.kgHint', { example: inputText(DEFAULT_PET.kg, language) })}
              value={inputs.kgText}
              onValueChange={(kgText) => update({ kgText })}
              error={kgMessage}
              name="kg"
            />
          </div>
          {pet && growth && pets.status === 'ready' ? (
            <Suspense fallback={null}>
              <PetFacts pet={pet} growth={growth} data={pets.module} />
            </Suspense>
          ) : null}
          <p className="pet-summary" data-testid="pet-summary">
            {summary}
          </p>
          <AnswerAnnouncement answer={summary} testId="pet-announcement" />
          {growth?.growsWithAge && growth.age > PET_LEVEL_CAP ? (
            <p className="pet-note" data-testid="pet-cap-note">
              {capNoteText(t, language)}
            </p>
          ) : null}
          <CopyLinkButton />
        </section>

        {/* A pet that does not grow has no weights by age to show: the summary says its weight stays as it is. */}
        {growth?.growsWithAge ? (
          <section className="pet-results" aria-labelledby="pet-results-heading" data-testid="pet-results">
            <h2 id="pet-results-heading">{t('pet.results.heading')}</h2>
            <dl className="pet-facts">
              <div className="pet-fact">
                <dt>{t('pet.results.hatch')}</dt>
                <dd className="pet-fact__value" data-testid="pet-hatch-weight" data-weight={growth.hatchKg}>
                  {formatPetKg(growth.hatchKg, language)}
                </dd>
              </div>
              <div className="pet-fact">
                <dt>{t('pet.results.sizeClass')}</dt>
                <dd className="pet-fact__value">
                  <SizeClassBadge sizeClass={growth.sizeClass} />
                </dd>
              </div>
              <div className="pet-fact">
                <dt>{t('pet.results.max', { maxAge: formatNumber(growth.tableEnd, language) })}</dt>
                <dd className="pet-fact__value" data-testid="pet-max-weight" data-weight={growth.maxKg}>
                  {formatPetKg(growth.maxKg, language)}
                </dd>
              </div>
            </dl>
            <div className="pet-results__columns">
              <div className="pet-results__column">
                <TargetAgeFinder growth={growth} text={inputs.targetText} onTextChange={(targetText) => update({ targetText })} />
                <GrowthChart growth={growth} />
              </div>
              <GrowthTable rows={growth.rows} all={inputs.all} onAllChange={(all) => update({ all })} />
            </div>
          </section>
        ) : null}
      </Restorable>

      <PetGuide />
    </article>
  );
}
