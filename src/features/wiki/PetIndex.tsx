import { useMemo } from 'react';
import { TIERS } from '../../game';
import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { tierLabel } from '../../lib/gameText';
import { localizePath, wikiPetPath } from '../../lib/paths';
import { searchPets } from '../../lib/petSearch';
import { sortByName } from '../../lib/sortByName';
import { listStateModel } from '../../links/listState';
import {
  DEFAULT_PET_INDEX,
  isDefaultPetIndex,
  PET_INDEX_QUERY_KEYS,
  PET_INDEX_SORT_PARAMS,
  petIndexChoices,
  petIndexCodec,
  UNKNOWN_RARITY,
  type PetIndexSort,
  type PetIndexState,
} from '../../links/petIndexQuery';
import { useUrlState } from '../../links/urlState';
import { drawPicturesWhenNear, GameIcon, pastFirstScreen } from '../../ui/GameIcon';
import { LinkNotice, linkValues, type LinkReasons } from '../../ui/LinkNotice';
import { ListSearchField } from '../../ui/ListSearchField';
import { ListSelect } from '../../ui/ListSelect';
import { ListStatus } from '../../ui/ListStatus';
import { PrerenderedUntilChanged, Restorable } from '../../ui/prerenderedHtml';
import { Breadcrumbs } from './Breadcrumbs';
import { wikiListTrail } from './listTrail';
import { listedRarity } from './petFacts';
import type { IndexedPet } from './petIndexData';
import './wiki.css';

/** The search, rarity and egg are cleared; the order is no filter and stays, as on the mutation index. */
const petIndexModel = listStateModel<PetIndexState>((list) => ({ ...DEFAULT_PET_INDEX, sort: list.sort }));

const SORTS: readonly PetIndexSort[] = ['name', 'rarity'];
const SORT_LABELS = { name: 'wiki.pets.sortName', rarity: 'wiki.pets.sortRarity' } as const satisfies Record<PetIndexSort, string>;

// An unknown rarity sorts after the commonest.
const rarityRank = (pet: IndexedPet) => (pet.rarity === null ? -1 : TIERS.indexOf(pet.rarity));

/** `pets` sorted by name (as the build gives them). */
export function filterPets(pets: readonly IndexedPet[], filter: PetIndexState): IndexedPet[] {
  const byName = sortByName(pets);
  const matching = searchPets(byName, filter.query).filter(
    (pet) =>
      (filter.rarity === '' || (filter.rarity === UNKNOWN_RARITY ? pet.rarity === null : pet.rarity === filter.rarity)) &&
      (filter.egg === '' || pet.eggs.includes(filter.egg)),
  );
  // A search keeps its best-first order; otherwise by name, or by rarity (rarest first) and then name.
  if (filter.sort === 'rarity') return [...matching].sort((a, b) => rarityRank(b) - rarityRank(a) || byName.indexOf(a) - byName.indexOf(b));
  return matching;
}

/** Every pet, found by a forgiving name search and narrowed by rarity and egg, sorted by name or rarity. */
export function PetIndex({ pets, language }: { pets: readonly IndexedPet[]; language: Language }) {
  const { t } = useI18n();
  const choices = useMemo(() => petIndexChoices(pets), [pets]);
  const codec = useMemo(() => petIndexCodec(choices), [choices]);
  const [{ list: filter, dropped }, dispatch] = useUrlState(codec, petIndexModel);
  const shown = useMemo(() => filterPets(pets, filter), [pets, filter]);
  const update = (patch: Partial<PetIndexState>) => dispatch({ type: 'change', patch });
  const filtered = filter.query.trim() !== '' || filter.rarity !== '' || filter.egg !== '';

  return (
    <article className="page wiki-index pet-index" ref={drawPicturesWhenNear}>
      <Breadcrumbs crumbs={wikiListTrail(t, 'pets')} language={language} />
      <h1>{t('wiki.pets.title')}</h1>
      <p className="lead">{t('wiki.pets.intro')}</p>
      {dropped.length > 0 ? (
        <LinkNotice
          dropped={dropped}
          // The values as a link writes them, not the names the fields show.
          reasons={
            {
              sort: t('link.choice', { options: linkValues(PET_INDEX_SORT_PARAMS, language) }),
              rarity: t('link.choice', { options: linkValues([...choices.rarities, UNKNOWN_RARITY], language) }),
              egg: t('wiki.pets.noEgg'),
            } satisfies LinkReasons<typeof PET_INDEX_QUERY_KEYS>
          }
          onDismiss={() => dispatch({ type: 'dismissLinkNotice' })}
          testId="pet-index-link-notice"
        />
      ) : null}
      {/* Only the filters wait for a link's: the prerendered list (every pet) stays readable as it is narrowed. */}
      <Restorable restores="filters">
        <fieldset className="panel pet-filters">
          <legend>{t('wiki.pets.filters')}</legend>
          <ListSearchField value={filter.query} onChange={(query) => update({ query })} testId="pet-search" />
          <ListSelect
            label={t('wiki.pets.rarity')}
            value={filter.rarity}
            choices={[
              ...choices.rarities.map((tier) => ({ value: tier, label: tierLabel(t, tier) })),
              { value: UNKNOWN_RARITY, label: t('wiki.pets.unknownRarity') },
            ]}
            all={t('filters.allRarities')}
            onChange={(rarity) => update({ rarity })}
            testId="pet-rarity-filter"
          />
          <ListSelect
            label={t('wiki.pets.egg')}
            value={filter.egg}
            choices={choices.eggs.map((egg) => ({ value: egg, label: egg, lang: gameWordLang(language) }))}
            all={t('wiki.pets.allEggs')}
            onChange={(egg) => update({ egg })}
            testId="pet-egg-filter"
          />
          <ListSelect
            label={t('wiki.pets.sort')}
            value={filter.sort}
            choices={SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
            onChange={(sort) => update({ sort: sort || DEFAULT_PET_INDEX.sort })}
            testId="pet-sort"
          />
        </fieldset>
        <ListStatus
          count={t('wiki.pets.count', { count: shown.length, n: formatNumber(shown.length, language) })}
          empty={t('wiki.pets.empty')}
          isEmpty={shown.length === 0}
          filtered={filtered}
          query={filter.query}
          findByName={(query) => searchPets(pets, query)}
          onClear={() => dispatch({ type: 'clearFilters' })}
          testId="pet-count"
        />
      </Restorable>
      {/* The prerendered list is plain HTML until it is first filtered or sorted; its links are plain ones (a full load
          of the pet's prerendered page), as a router link's hooks in each of hundreds of items cost more than they save. */}
      <PrerenderedUntilChanged unchanged={isDefaultPetIndex(filter)}>
        <ul className="pet-links pet-index__list" data-testid="pet-list">
          {shown.map((pet, index) => (
            <li key={pet.id} data-pet={pet.id}>
              <GameIcon kind="pet" id={pet.id} tier={pet.rarity} drawnWhenNear={pastFirstScreen(index)} />{' '}
              <a href={localizePath(language, wikiPetPath(pet.id))} lang={gameWordLang(language)}>
                {pet.name}
              </a>{' '}
              <span className="pet-links__rarity">{listedRarity(t, pet.rarity)}</span>
            </li>
          ))}
        </ul>
      </PrerenderedUntilChanged>
    </article>
  );
}
