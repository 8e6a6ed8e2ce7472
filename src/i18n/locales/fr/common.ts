export default {
  site: {
    name: 'Garden Values',
    tagline: 'Calculateurs exacts pour Grow a Garden',
  },
  nav: {
    label: 'Principale',
    cropCalculator: 'Valeur des récoltes',
    petCalculator: 'Poids des familiers',
    wiki: 'Wiki',
    skipToContent: 'Aller au contenu',
  },
  language: {
    label: 'Langue',
  },
  theme: {
    label: 'Thème de couleurs',
    light: 'Clair',
    dark: 'Sombre',
    system: 'Système',
  },
  footer: {
    disclaimer:
      'Site créé par des fans. Il n’est ni affilié, ni approuvé, ni lié à Grow a Garden, à Roblox ou aux développeurs du jeu.',
    dataVersion: 'Données du jeu de {{date}}.',
  },
  error: {
    title: 'Un problème est survenu',
    body: 'Cette partie de la page a cessé de fonctionner. Vos saisies sont conservées ; réessayez ou revenez au calculateur.',
    retry: 'Réessayer',
    home: 'Aller au calculateur',
  },
  chunkError: {
    title: 'Impossible de charger cette page',
    body: 'La connexion a peut-être été coupée, ou une nouvelle version du site vient d’être publiée.',
    retry: 'Recharger la page',
  },
  ui: {
    copyLink: 'Copier le lien',
    copied: 'Lien copié',
    copyFailed: 'Copie impossible ; copiez la barre d’adresse',
    dismiss: 'Fermer',
    restoring: 'Chargement de votre calcul…',
    unknown: 'inconnu',
  },
  link: {
    dropped: 'Certaines valeurs de ce lien étaient inutilisables et ont été ignorées\u00a0:',
    repeated: 'présent plusieurs fois\u00a0; seul le premier compte',
    unknown: 'n’est pas un réglage de cette page',
    more_one: '{{count}} autre',
    more_many: '{{count}} autres',
    more_other: '{{count}} autres',
  },
  update: {
    available: 'Une nouvelle version du site est prête.',
    refresh: 'Recharger pour mettre à jour',
  },
  /** Words for the game data's closed vocabularies, shared by every page. */
  game: {
    tier: {
      common: 'Commun',
      uncommon: 'Peu commun',
      rare: 'Rare',
      legendary: 'Légendaire',
      mythical: 'Mythique',
      divine: 'Divin',
      prismatic: 'Prismatique',
      transcendent: 'Transcendant',
    },
    category: {
      'ancient shop': 'Boutique antique',
      'angry plant event': 'Événement de la plante en colère',
      'blood moon shop': 'Boutique de la Lune de sang',
      'crafters seed': 'Graines d’artisans',
      'crafting station': 'Atelier d’artisanat',
      'easter event 2025': 'Événement de Pâques 2025',
      'exotic seed': 'Graines exotiques',
      'flower seed': 'Graines de fleurs',
      'july 4th shop': 'Boutique du 4 Juillet',
      'night seed': 'Graines nocturnes',
      'normal seed': 'Graines normales',
      'seed shop': 'Boutique de graines',
      'summer seed': 'Graines d’été',
      'summer seed merchant': 'Marchand de graines d’été',
      'twilight shop': 'Boutique du Crépuscule',
      uncategorized: 'Sans catégorie',
    },
    harvest: {
      single: 'Récolte unique',
      multi: 'Récoltes multiples',
    },
  },
};
