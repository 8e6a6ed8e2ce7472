/*
 * Figures no source from the game gives say so where they are stated: the friend boost's +10 % per friend and +40 %
 * cap are a community rule (the game's code for it is not public) and its second rounding is not verified; the pet
 * size classes and their limits are names players use, not the game's data; a pet's tenth of its base weight per age is
 * stated by community scripts, where the game's files give the rule without the number (formulas.md §3).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from './i18n';
import { LANGUAGES, type Language } from './languages';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

// What each language says of the boost's figures, of its second rounding, of the size classes, and of the pet growth
// factor (`tenth`: the figure as the language states it).
const WORDING: Record<
  Language,
  {
    community: string;
    notPublic: string;
    roundingUnverified: string;
    players: string;
    notGame: string;
    tenth: string;
    notInFiles: string;
  }
> = {
  en: {
    community: 'community figure',
    notPublic: 'the game’s code for it is not public',
    roundingUnverified: 'whether the game does is not verified',
    players: 'players’',
    notGame: 'not the game’s data',
    tenth: 'a tenth of that base weight',
    notInFiles: 'the game’s files give the rule but not this number',
  },
  es: {
    community: 'de la comunidad',
    notPublic: 'el código del juego para esto no es público',
    roundingUnverified: 'no está verificado si el juego lo hace',
    players: 'jugadores',
    notGame: 'no datos del juego',
    tenth: 'una décima parte de ese peso base',
    notInFiles: 'los archivos del juego dan la regla, pero no esta cifra',
  },
  fr: {
    community: 'de la communauté',
    notPublic: 'le code du jeu pour ça n’est pas public',
    roundingUnverified: 'que le jeu le fasse aussi n’est pas vérifié',
    players: 'joueurs',
    notGame: 'pas des données du jeu',
    tenth: 'un dixième de ce poids de base',
    notInFiles: 'les fichiers du jeu donnent la règle, pas cette valeur',
  },
  ar: {
    community: 'من مجتمع اللاعبين',
    notPublic: 'غير منشورة',
    roundingUnverified: 'لم يُتحقَّق من أن اللعبة تفعل ذلك',
    players: 'اللاعبين',
    notGame: 'لا من بيانات اللعبة',
    tenth: 'عُشر ذلك الوزن الأساسي',
    notInFiles: 'تذكر ملفات اللعبة القاعدة دون هذا الرقم',
  },
  id: {
    community: 'dari komunitas',
    notPublic: 'kode game untuk ini tidak publik',
    roundingUnverified: 'apakah game juga begitu belum dipastikan',
    players: 'pemain',
    notGame: 'bukan dari data game',
    tenth: 'sepersepuluh berat dasar itu',
    notInFiles: 'file game memuat aturannya, tapi angka ini tidak ada',
  },
  pt: {
    community: 'da comunidade',
    notPublic: 'o código do jogo para isso não é público',
    roundingUnverified: 'não foi verificado se o jogo faz o mesmo',
    players: 'jogadores',
    notGame: 'não dados do jogo',
    tenth: 'um décimo desse peso base',
    notInFiles: 'os arquivos do jogo dão a regra, mas não esse valor',
  },
};

describe.each(LANGUAGES)('%s: figures that are not the game’s say so', (language) => {
  const wording = WORDING[language];
  const t = () => i18nFor(language).t;

  it('the calculator’s friend boost hint calls +10 % per friend, up to +40 %, a community figure', () => {
    const hint = t()('crop.boost.hint', { step: '+10%', max: '+40%' });
    expect(hint).toContain('+40%');
    expect(hint).toContain(wording.community);
    expect(hint).toContain(wording.notPublic);
  });

  it('the formula page’s friend boost rule says its figures are the community’s and its second rounding unverified', () => {
    const rule = t()('formula.rules.boost', { step: '+10%', max: '+40%' });
    expect(rule).toContain(wording.community);
    expect(rule).toContain(wording.notPublic);
    expect(rule).toContain(wording.roundingUnverified);
  });

  it('the pet size classes are called the players’ names wherever they are stated', () => {
    expect(t()('pet.results.sizeClass')).toContain(wording.players);
    for (const [key, text] of [
      ['guide', t()('pet.guide.sizeIntro')],
      ['faq', t()('pet.faq.sizeAnswer', { classes: '…' })],
    ]) {
      expect(text, key).toContain(wording.players);
      expect(text, key).toContain(wording.notGame);
    }
  });

  it('the pet guide calls the tenth of its base weight a pet gains per age a community figure, not the game’s files’', () => {
    const base = t()('pet.guide.base');
    expect(base).toContain(wording.tenth);
    // Said in the same sentence as the figure, not somewhere else on the page.
    const sentence = base.split(/(?<=[.。])\s/).find((part) => part.includes(wording.tenth))!;
    expect(sentence).toContain(wording.community);
    expect(sentence).toContain(wording.notInFiles);
  });
});
