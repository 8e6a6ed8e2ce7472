/** The formula page at build time: the engine works every example, proof and change out once, for every language. */
import { getMutation, getVariant, mutationContributions, variants, type SellPriceInput } from '../../game';
import { dataChangelog } from '../../game/changelog';
import { sellPriceSteps } from '../../game/explain';
import { proofSummary, PUBLISHED_VALUES_URL, publishedValueRows } from '../../game/publishedValues';
import { harvestRolls, neverRolledAtHarvest } from '../../game/variantRoll';
import { WIKI_CROPS_COPIED } from '../../game/version';
import { ADDING_EXAMPLE, taxExample, WORKED_EXAMPLE } from './examples';
import type { ChangelogData, FormulaPageData, NamedMultiplier, WorkedExampleData } from './formulaPageData';

const named = (id: string): NamedMultiplier => {
  const { name, multiplier } = getMutation(id);
  return { name, multiplier };
};

function workedExample(input: SellPriceInput): WorkedExampleData {
  const { sale, baseValue, baseWeight, mutations, unrounded, taxed } = sellPriceSteps(input);
  return {
    input: {
      cropId: sale.cropId,
      weightKg: sale.weightKg,
      quantity: sale.quantity,
      boostPercent: sale.boostPercent,
      variantId: sale.variantId,
      mutationIds: input.mutationIds,
    },
    cropName: input.crop.name,
    variantName: getVariant(sale.variantId).name,
    givenMutations: input.mutationIds.map((id) => getMutation(id).name),
    baseValue,
    baseWeight,
    sale: {
      weightKg: sale.weightKg,
      weightRatio: sale.weightRatio,
      weightFactor: sale.weightFactor,
      priceFloorApplied: sale.priceFloorApplied,
      variantMultiplier: sale.variantMultiplier,
      mutationMultiplier: sale.mutationMultiplier,
      totalMultiplier: sale.totalMultiplier,
      marketTaxApplied: sale.marketTaxApplied,
      value: sale.value,
      boostPercent: sale.boostPercent,
      perFruit: sale.perFruit.toString(),
    },
    mutations: mutations.map(({ mutationId, multiplier, contribution }) => ({
      id: mutationId,
      name: getMutation(mutationId).name,
      multiplier,
      contribution,
    })),
    unrounded,
    taxed,
  };
}

function changelogData(): ChangelogData {
  const changelog = dataChangelog();
  return {
    ...changelog,
    newMutationsWithUnknownRules: changelog.added.mutation.filter((item) => !getMutation(item.id).rulesKnown).length,
  };
}

export function pageData(): FormulaPageData {
  const rows = publishedValueRows();
  return {
    variants: variants.map(({ name, multiplier }) => ({ name, multiplier })),
    harvestRolls: harvestRolls(variants).map(({ variant, weight, chancePercent }) => ({ name: variant.name, weight, chancePercent })),
    neverRolled: neverRolledAtHarvest(variants).map((variant) => variant.name),
    adding: { mutations: ADDING_EXAMPLE.map(named), multiplier: mutationContributions(ADDING_EXAMPLE).mutationMultiplier },
    examples: { worked: workedExample(WORKED_EXAMPLE), tax: workedExample(taxExample()) },
    proof: {
      rows: rows.map(({ crop, checks, match }) => ({ crop: { id: crop.id, name: crop.name }, checks, match })),
      summary: proofSummary(rows),
      date: WIKI_CROPS_COPIED,
      url: PUBLISHED_VALUES_URL,
    },
    changelog: changelogData(),
  };
}
