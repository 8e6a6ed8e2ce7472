import type { TFunction } from 'i18next';
import { useEffect, useEffectEvent, useId, useRef, useState, type Ref } from 'react';
import { type RestrictionWarning, type TradeFruit } from '../../game';
import { getCrop } from '../../game/crops';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatNumber, kilogramUnit } from '../../lib/format';
import { MAX_TYPED_SHECKLES } from '../../links/tradeQuery';
import { AMOUNT_INPUT_MODE, amountExamples } from '../../ui/amountEntry';
import { cropCatalog } from '../../ui/fruit/cropCategories';
import { CropPickerField } from '../../ui/fruit/CropPickerField';
import { checkQuantity, checkWeight } from '../../ui/fruit/fieldChecks';
import { quantityError, weightError } from '../../ui/fruit/fieldErrors';
import type { MutationClearing } from '../../ui/fruit/mutationClearing';
import { MutationPicker } from '../../ui/fruit/MutationPicker';
import { UnknownWeight } from '../../ui/fruit/UnknownWeight';
import { VariantChoice } from '../../ui/fruit/VariantChoice';
import { WeightHint } from '../../ui/fruit/WeightHint';
import { numberEntryError } from '../../ui/numberEntryErrors';
import { NumberField } from '../../ui/NumberField';
import { checkSheckles, type EntryEdit, type ShecklesProblem, type TradeEntry } from './tradeState';

/** The trade checker has the crop table: a restricted mutation's note names its crops from it. */
const cropName = (cropId: string) => getCrop(cropId).name;

interface ItemEditorProps {
  entry: TradeEntry;
  /** Picked mutations the sources report only on other crops (the engine's warnings for this fruit). */
  warnings: readonly RestrictionWarning[];
  label: string;
  /** Whether the player is still where they opened the editor from: if not, they moved on while it loaded. */
  mayTakeFocus: () => boolean;
  onEdit: (edit: EntryEdit) => void;
  onDone: () => void;
  /** Gives back the item's mutations (and variant) its Remove all or Max mutation replaced; null when there is nothing to. */
  onUndo: (() => void) | null;
  /** Which of the two `onUndo` undoes. */
  clearedBy: MutationClearing | null;
}

// The crop table comes with this module (cropCategories.ts reads it), which loads when a fruit is first edited.
const catalog = cropCatalog();

function FruitFields({
  entry,
  fruit,
  warnings,
  onEdit,
  onUndo,
  clearedBy,
}: { entry: TradeEntry; fruit: TradeFruit } & Pick<ItemEditorProps, 'warnings' | 'onEdit' | 'onUndo' | 'clearedBy'>) {
  const { t } = useI18n();
  const language = useLanguage();
  const crop = getCrop(fruit.cropId);
  const weightCheck = checkWeight(entry.weightText, language);
  const quantityCheck = checkQuantity(entry.quantityText, language);
  return (
    <>
      <CropPickerField crop={crop} catalog={catalog} onSelect={(picked) => onEdit({ type: 'selectCrop', cropId: picked.id })} />
      {crop.weights === null ? (
        <UnknownWeight crop={crop} />
      ) : (
        <NumberField
          label={t('crop.weight.label')}
          value={entry.weightText}
          onValueChange={(text) => onEdit({ type: 'typeWeight', text })}
          error={weightCheck.ok ? undefined : weightError(weightCheck.problem, t, language, entry.weightText)}
          hint={<WeightHint weights={crop.weights} weightKg={weightCheck.ok ? fruit.weightKg : null} language={language} />}
          suffix={kilogramUnit(language)}
          data-testid="trade-weight-input"
        />
      )}
      <NumberField
        label={t('crop.quantity.label')}
        value={entry.quantityText}
        onValueChange={(text) => onEdit({ type: 'typeQuantity', text })}
        error={quantityCheck.ok ? undefined : quantityError(quantityCheck.problem, t, language, entry.quantityText)}
        inputMode="numeric"
        data-testid="trade-quantity-input"
      />
      <VariantChoice value={fruit.variantId} onChange={(variantId) => onEdit({ type: 'setVariant', variantId })} testId="trade-variant" />
      <MutationPicker
        headingLevel={4}
        cropId={fruit.cropId}
        cropName={cropName}
        mutationIds={fruit.mutationIds}
        warnings={warnings}
        query={entry.mutationQuery}
        onSearch={(query) => onEdit({ type: 'searchMutations', query })}
        event={entry.mutationEvent}
        onToggle={(mutationId) => onEdit({ type: 'toggleMutation', mutationId })}
        onClear={() => onEdit({ type: 'clearMutations' })}
        onMax={() => onEdit({ type: 'maxMutation' })}
        onDismissEvent={() => onEdit({ type: 'dismissMutationEvent' })}
        onUndo={onUndo}
        clearedBy={clearedBy}
      />
    </>
  );
}

function typedValueError(problem: ShecklesProblem, text: string, t: TFunction, language: Language): string {
  const notANumber = t('trade.custom.errors.notANumber');
  switch (problem) {
    case 'too-large':
      return t('trade.custom.errors.tooLarge', { max: formatNumber(MAX_TYPED_SHECKLES, language) });
    case 'empty':
      return t('trade.custom.errors.empty');
    case 'negative':
      return t('trade.custom.errors.negative');
    case 'not-a-number':
    case 'not-whole':
      return notANumber;
    case 'ambiguous-separator':
    case 'unknown-suffix':
      return numberEntryError(
        problem,
        text,
        {
          kind: 'whole',
          check: (way) => checkSheckles(way, language),
          explain: (refused, way) => typedValueError(refused, way, t, language),
          fallback: notANumber,
        },
        t,
        language,
      );
  }
}

function TypedValueField({ entry, onEdit, ref }: Pick<ItemEditorProps, 'entry' | 'onEdit'> & { ref: Ref<HTMLInputElement | null> }) {
  const { t } = useI18n();
  const language = useLanguage();
  const check = checkSheckles(entry.shecklesText, language);
  // A new, still empty field is a question, not an error: "empty" is said once the player has typed or left it.
  const [touched, setTouched] = useState(entry.shecklesText !== '');
  const error =
    check.ok || (check.problem === 'empty' && !touched) ? undefined : typedValueError(check.problem, entry.shecklesText, t, language);
  return (
    <NumberField
      ref={ref}
      label={t('trade.custom.label')}
      value={entry.shecklesText}
      onValueChange={(text) => {
        setTouched(true);
        onEdit({ type: 'typeSheckles', text });
      }}
      onBlur={() => setTouched(true)}
      error={error}
      hint={t('trade.custom.hint', amountExamples(language))}
      inputMode={AMOUNT_INPUT_MODE}
      data-testid="trade-sheckles-input"
    />
  );
}

/** One item's fields: a fruit with the calculator's pickers, or a value in Sheckles. */
export function ItemEditor({ entry, warnings, label, mayTakeFocus, onEdit, onDone, onUndo, clearedBy }: ItemEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const typedValueField = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor (Edit, or a new item) takes the player to it: to its heading for a fruit, whose fields start with
  // pickers; into a typed value's one field, so typing goes there.
  const typedValue = entry.item.kind === 'custom';
  const takeFocus = useEffectEvent(() => {
    if (mayTakeFocus()) (typedValue ? typedValueField.current : heading.current)?.focus();
  });
  useEffect(() => takeFocus(), []);
  return (
    <section className="trade-editor" aria-labelledby={`${id}label`} data-testid="trade-editor">
      <h3 id={`${id}label`} className="trade-editor__label" ref={heading} tabIndex={-1}>
        {label}
      </h3>
      {entry.item.kind === 'fruit' ? (
        <FruitFields entry={entry} fruit={entry.item} warnings={warnings} onEdit={onEdit} onUndo={onUndo} clearedBy={clearedBy} />
      ) : (
        <TypedValueField entry={entry} onEdit={onEdit} ref={typedValueField} />
      )}
      <button type="button" className="button button--primary trade-editor__done" onClick={onDone} data-testid="trade-editor-done">
        {t('trade.item.done')}
      </button>
    </section>
  );
}
