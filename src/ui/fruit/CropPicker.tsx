import { useCombobox } from 'downshift';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useTransition } from 'react';
import { TIERS, type Crop, type Tier } from '../../game';
import { useI18n } from '../../i18n/i18n';
import { searchCrops } from '../../lib/cropSearch';
import { categoryLabel, tierLabel } from '../../lib/gameText';
import { AnswerAnnouncement } from '../AnswerAnnouncement';
import { highlightWithinDrawn, withDrawnActiveOption, type HighlightOnItsWay } from '../comboboxActiveOption';
import { ComboboxMenu } from '../ComboboxMenu';
import { useComboboxHandover } from '../ComboboxOnFirstUse';
import { ComboboxOption } from '../ComboboxOption';
import { ComboboxToggle } from '../ComboboxToggle';
import { GameIcon } from '../GameIcon';
import { isSearch, keepComboboxSelection } from '../keepComboboxSelection';
import { useSelectAllOnTap } from '../useSelectAllOnTap';
import { ALL_CATEGORIES } from './cropCatalog';
import { cropsInCategory } from './cropCategories';

/**
 * Options drawn per step: the list opens with the first ones and the rest follow in small non-blocking updates, so
 * opening or clearing the search never stalls typing, even with every crop listed.
 */
const OPTIONS_STEP = 60;
const itemToString = (crop: Crop | null) => crop?.name ?? '';
const itemToKey = (crop: Crop | null) => crop?.id;

const keepSelection = keepComboboxSelection<Crop>(itemToString, { namesOf: (crop) => [crop.name, ...crop.eventForms] });

interface CropPickerProps {
  /** The chosen crop. */
  crop: Crop;
  /** The category the list shows (see cropCategories.ts). */
  category: string;
  onSelect: (crop: Crop) => void;
}

/** Accessible combobox (downshift) over the crops of a category, searched by name with typos forgiven. */
export const CropPicker = memo(function CropPicker({ crop: selected, category, onSelect }: CropPickerProps) {
  const { t } = useI18n();
  const handover = useComboboxHandover();
  const selectAllOnTap = useSelectAllOnTap();
  const id = useId();
  const menuId = `${id}menu`;
  const itemId = useCallback((index: number) => `${id}option-${index}`, [id]);
  const [inputValue, setInputValue] = useState(handover?.initialInputValue ?? selected.name);
  // A crop chosen elsewhere (a link opened, Reset) shows its name in the field.
  const [named, setNamed] = useState(selected.id);
  if (named !== selected.id) {
    setNamed(selected.id);
    setInputValue(selected.name);
  }
  // Showing the chosen crop's name means "no search yet": the list then shows every crop of the category.
  const searching = isSearch(inputValue, selected.name);
  const query = searching ? inputValue : '';
  const items = useMemo(() => searchCrops(cropsInCategory(category), query), [category, query]);
  const details = useMemo(() => {
    // A tier unknown names the tier: a bare "unknown" before the category is said of nothing.
    const tierNames = new Map<Tier | null, string>(TIERS.map((tier) => [tier, tierLabel(t, tier)]));
    tierNames.set(null, t('filters.unknownTier'));
    return (crop: Crop) => `${tierNames.get(crop.tier)} · ${categoryLabel(t, crop.category)}`;
  }, [t]);

  // The options drawn, as the state reducer sees them in the keys' events (set after each render), and where a key
  // sent the highlight past them (highlightWithinDrawn).
  const drawnNow = useRef({ count: 0, items });
  const onItsWay = useRef<HighlightOnItsWay<Crop> | null>(null);
  const combobox = useCombobox<Crop>({
    id: `${id}crop`,
    menuId,
    getItemId: itemId,
    items,
    selectedItem: selected,
    inputValue,
    itemToString,
    itemToKey,
    // Only a search highlights its first match; otherwise the list opens on the chosen crop (see isSearch).
    defaultHighlightedIndex: searching ? 0 : undefined,
    initialIsOpen: handover?.initialIsOpen ?? false,
    stateReducer: (state, actionAndChanges) => {
      const held = highlightWithinDrawn(state, keepSelection(state, actionAndChanges), drawnNow.current);
      onItsWay.current = held.onItsWay;
      return held.changes;
    },
    // Typing is taken from the input's own event (below); this brings in the other changes: a crop chosen,
    // Escape, leaving the field.
    onInputValueChange: (changes) => {
      if (changes.type !== useCombobox.stateChangeTypes.InputChange) setInputValue(changes.inputValue ?? '');
    },
    onSelectedItemChange: (changes) => {
      if (changes.selectedItem) onSelect(changes.selectedItem);
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps, setHighlightedIndex } =
    combobox;

  // How many options are drawn; it starts over whenever the list opens or its items change. Each opening (and each
  // change of items) is new, also when the list opens again on the same items: it drew all of them at once when the
  // progress was compared by items and being open, which a list closed did not store.
  const opening = useMemo(() => ({ items, isOpen }), [items, isOpen]);
  const [progress, setProgress] = useState({ opening, drawn: OPTIONS_STEP });
  const drawn = progress.opening === opening ? progress.drawn : OPTIONS_STEP;
  const [, startTransition] = useTransition();
  useEffect(() => {
    if (isOpen && drawn < items.length) startTransition(() => setProgress({ opening, drawn: drawn + OPTIONS_STEP }));
  }, [opening, items, isOpen, drawn]);
  const shown = items.slice(0, drawn);
  useLayoutEffect(() => {
    drawnNow.current = { count: shown.length, items };
  });
  // A highlight held on the last option drawn moves on to where its key sent it once that option is drawn.
  useEffect(() => {
    const goal = onItsWay.current;
    if (goal === null || (goal.items === items && isOpen && goal.index >= drawn)) return;
    onItsWay.current = null;
    if (goal.items === items && isOpen) setHighlightedIndex(goal.index);
  }, [items, isOpen, drawn, setHighlightedIndex]);

  // Downshift scrolls to the highlighted option when the highlight moves; if that option was not drawn yet (the list
  // opened on a chosen crop far down it), it is brought into view here once it exists.
  const scrollPending = useRef(false);
  useEffect(() => {
    if (!isOpen || highlightedIndex < 0) return;
    if (highlightedIndex >= drawn) {
      scrollPending.current = true;
      return;
    }
    if (!scrollPending.current) return;
    scrollPending.current = false;
    const menu = document.getElementById(menuId);
    const option = document.getElementById(itemId(highlightedIndex));
    if (menu && option) menu.scrollTop = option.offsetTop - (menu.clientHeight - option.offsetHeight) / 2;
  }, [isOpen, highlightedIndex, drawn, menuId, itemId]);

  const noMatches = isOpen && items.length === 0;
  // Only what applies: crops of other categories match the search, or no crop's name does ("zanahoria" is Carrot).
  const noMatchesHint =
    noMatches && category !== ALL_CATEGORIES && searchCrops(cropsInCategory(ALL_CATEGORIES), query).length > 0
      ? t('crop.picker.otherCategories')
      : t('filters.gameNames');
  // Told once typing settles: a status region changed at every key had a screen reader say a count for each letter.
  const status = noMatches
    ? `${t('crop.picker.noMatches', { query: inputValue.trim() })} ${noMatchesHint}`
    : isOpen
      ? t('crop.picker.matches', { count: items.length })
      : '';
  return (
    <div className="combobox">
      <label className="field__label" {...getLabelProps()}>
        {t('crop.picker.label')}
      </label>
      <div className="combobox__control">
        <GameIcon kind="crop" id={selected.id} tier={selected.tier} />
        <input
          className="combobox__input"
          spellCheck={false}
          data-testid="crop-input"
          // Typing updates the search in the keystroke's own event: downshift reports changes from an effect,
          // after the render, and a fast next keystroke would be drawn over with what the field held before.
          {...withDrawnActiveOption(
            getInputProps({ ref: handover?.inputRef, onChange: (event) => setInputValue(event.currentTarget.value), ...selectAllOnTap }),
            highlightedIndex,
            isOpen ? shown.length : 0,
          )}
        />
        <ComboboxToggle {...getToggleButtonProps()} labelText={t('crop.picker.toggle')} />
      </div>
      <ComboboxMenu menuProps={getMenuProps()} hidden={!isOpen || items.length === 0}>
        {isOpen
          ? shown.map((crop, index) => (
              <CropOption
                key={crop.id}
                crop={crop}
                index={index}
                getItemProps={getItemProps}
                details={details}
                highlighted={index === highlightedIndex}
                selected={crop.id === selected.id}
              />
            ))
          : null}
      </ComboboxMenu>
      {noMatches ? <p className="combobox__empty">{status}</p> : null}
      <AnswerAnnouncement answer={status} testId="crop-picker-status" />
    </div>
  );
});

/**
 * One crop of the list, drawn again only when what it shows changes: each step of the list then draws its new options
 * alone, not again every option drawn before it (downshift gives a new getItemProps when the highlight or the items
 * change, which draws them all again then).
 */
const CropOption = memo(function CropOption({
  crop,
  index,
  getItemProps,
  details,
  highlighted,
  selected,
}: {
  crop: Crop;
  index: number;
  getItemProps: ReturnType<typeof useCombobox<Crop>>['getItemProps'];
  details: (crop: Crop) => string;
  highlighted: boolean;
  selected: boolean;
}) {
  return (
    <ComboboxOption
      itemProps={getItemProps({ item: crop, index })}
      icon={<GameIcon kind="crop" id={crop.id} tier={crop.tier} />}
      name={crop.name}
      details={details(crop)}
      highlighted={highlighted}
      selected={selected}
    />
  );
});
