import type { Language } from './languages';

/**
 * Keys whose text may legitimately read the same in another language as in English: the site's
 * brand, game item names the game writes in English everywhere, and words borrowed unchanged.
 * Anything else equal to English is an untranslated string.
 */
export const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'site.name',
  'nav.wiki',
  // "Menu" is the same word in French, Indonesian and Portuguese.
  'nav.menu',
  // Spanish, French and Brazilian players say «stock» for a shop's stock, as the game's Restock button does.
  'nav.stock',
  // Only placeholders and punctuation (a price and its currency, a range, a note of two parts).
  'shop.price',
  'crop.mutations.clauseSeparator',
  'shop.range',
  'shop.note',
  'shop.noteDateOnly',
  'shop.confidencePart',
  'stock.reading.rate',
  // Words borrowed unchanged: «interval», «Item», «Data» in Indonesian; «mutation» in French; «pets» in French and Portuguese.
  'shop.aspect.interval',
  'shop.aspect.mutation',
  'shop.aspect.pets',
  'stock.table.item',
  // Game words players use unchanged: «pet» (fr, id, pt), «gear» (es, id) and the Gear Shop (every language), «chance» (fr, pt),
  // «natural» (es, pt), «event» (id), «mutations» (fr), «data» (id).
  'shops.gear.breadcrumb',
  'shops.gear.sale.gear-shop',
  'shops.eggs.pets_one',
  'shops.eggs.pets_other',
  'shops.egg.hatches.pet',
  'shops.egg.hatches.chance',
  'shops.weather.kinds.natural',
  'shops.weather.kinds.natural-lunar',
  'shops.weather.kinds.event',
  'shops.weather.mutations',
  'shops.egg.facts.data',
  'shops.gearPage.facts.data',
  'formula.sources.what',
  'stock.table.data',
  // The Seed Shop's game name, as the stock and wiki pages write it in every language.
  'facts.originKind.seed-shop',
  'game.category.seed shop',
  // "Total" is the same word in Spanish, French, Indonesian and Portuguese.
  'crop.resultBar.total',
  // The variant and mutation multipliers, joined by ×, and a column of mutations: "mutation(s)" is the same word in French.
  'crop.results.multiplierDetail',
  'crop.contributions.mutation',
  // Rarity tiers: "Rare" is spelled the same in French, and Indonesian players use the game's English tier names
  // («seed Divine», «pet Mythical»), as the game shows them.
  'game.tier.common',
  'game.tier.uncommon',
  'game.tier.rare',
  'game.tier.legendary',
  'game.tier.mythical',
  'game.tier.divine',
  'game.tier.prismatic',
  'game.tier.transcendent',
  // Pet size classes are the game's and the traders' words in every language («pet Huge», «nasceu Huge»): never
  // translated, so the FAQ asks about the words players search for, and Godly is never confused with the Divine rarity.
  'pet.sizeClass.small',
  'pet.sizeClass.normal',
  'pet.sizeClass.good',
  'pet.sizeClass.semi-huge',
  'pet.sizeClass.huge',
  'pet.sizeClass.titanic',
  'pet.sizeClass.godly',
  // A Huge fruit is the game's word too: the weight presets name it as the game does.
  'crop.weight.preset.huge3',
  'crop.weight.preset.huge4',
  // Indonesian gamers write "Tips" («Kiat» reads like a textbook).
  'wiki.moonMango.article.tipsTitle',
  // The Moon Mango's page is titled with its game name alone, like every other crop page.
  'wiki.moonMango.title',
  // The chosen pet's line is only its game name (never translated) and its rarity word in brackets.
  'pet.facts.chosen',
  // Indonesian players say "event" for the game's events (the other Indonesian texts use it too).
  'game.category.event',
  // Only the order of a fact and its confidence, which every language writes the same way.
  'facts.withConfidence',
  // Sheckles is the game's currency name.
  'facts.sheckles',
  // "±" and the percentage are written the same in every language.
  'trade.band.option',
  // Indonesian and Brazilian traders say W / Fair / L; only "Fair" is spelled as the English verdict.
  'trade.verdict.fair',
  // "Verdict" is the same word in French.
  'trade.result.heading',
  // "fruit" / "fruits" are the same words in French.
  'trade.item.quantity_one',
  'trade.item.quantity_other',
  // An egg's game name (never translated) and its percentage; only French spaces the colon.
  'wiki.pet.facts.eggChance',
  // An ability's name and a colon, and the semicolon between notes (French spaces them, Arabic has its own).
  'wiki.pet.facts.noteSeparator',
  'wiki.pet.facts.abilityNumberName',
  // "Mutations" and "Fusion" are the same words in French.
  'wiki.mutations.breadcrumb',
  'wiki.mutation.obtain.kinds.fusion',
  // A way to get a mutation: its kind (translated) and the game's name; only French spaces the colon.
  'wiki.mutation.obtain.wayKind',
  // "Sources" is the same word in French.
  'wiki.pet.facts.sources',
  // Brazilian Portuguese uses the English loanword "pets".
  'wiki.pet.breadcrumb',
  // "Wiki" is the same word in Spanish, French, Indonesian and Portuguese.
  'formula.proof.wiki',
  // "Source", "Date", "Exact" and "Fruit" are the same words in French.
  'formula.sources.source',
  'formula.sources.date',
  'formula.proof.exact',
  'formula.proof.weight',
  // A name and its value or kind, joined by a colon: only French spaces it.
  'formula.changelog.added.same',
  // "Mutation" is the same word in French.
  'formula.changelog.multipliers.mutation',
  'formula.sources.named',
]);

/**
 * Keys whose text may read as English only in the languages named: a word those players borrow unchanged, which the
 * others translate. In any other language the same text is an untranslated string.
 */
export const SAME_AS_ENGLISH_ALLOWED_IN: ReadonlyMap<string, readonly Language[]> = new Map<string, readonly Language[]>([
  // Indonesian players say "event" for the game's events, as the game's Indonesian community does.
  ['wiki.mutation.obtain.kinds.event', ['id']],
  // Spanish, French, Indonesian and Brazilian players say «gear», as their gear lists do («Todo el gear», «Tous les
  // gears», «Semua gear», «Todos os gears»); Arabic says «المعدات».
  ['wiki.mutation.obtain.kinds.gear', ['es', 'fr', 'id', 'pt']],
]);
