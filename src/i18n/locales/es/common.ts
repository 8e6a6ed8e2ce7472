export default {
  site: {
    name: 'Garden Values',
    tagline: 'Calculadoras exactas de Grow a Garden',
  },
  nav: {
    label: 'Principal',
    cropCalculator: 'Valor de cultivos',
    petCalculator: 'Peso de mascotas',
    wiki: 'Wiki',
    skipToContent: 'Saltar al contenido',
  },
  language: {
    label: 'Idioma',
  },
  theme: {
    label: 'Esquema de color',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
  },
  footer: {
    disclaimer:
      'Sitio hecho por fans. No está afiliado, respaldado ni vinculado a Grow a Garden, Roblox ni a los desarrolladores del juego.',
    dataVersion: 'Datos del juego a {{date}}.',
  },
  error: {
    title: 'Algo salió mal',
    body: 'Esta parte de la página dejó de funcionar. Tus datos se conservan; inténtalo de nuevo o vuelve a la calculadora.',
    retry: 'Reintentar',
    home: 'Ir a la calculadora',
  },
  chunkError: {
    title: 'No se pudo cargar esta página',
    body: 'Puede que se haya cortado la conexión o que se acabe de publicar una versión nueva del sitio.',
    retry: 'Recargar la página',
  },
  ui: {
    copyLink: 'Copiar enlace',
    copied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar; copia la barra de direcciones',
    dismiss: 'Cerrar',
    restoring: 'Cargando tu cálculo…',
    unknown: 'desconocido',
  },
  link: {
    dropped: 'Algunos valores de este enlace no se podían usar y se han descartado:',
    repeated: 'aparece más de una vez; cuenta el primero',
    unknown: 'no es un ajuste de esta página',
    more_one: '{{count}} más',
    more_many: '{{count}} más',
    more_other: '{{count}} más',
  },
  update: {
    available: 'Hay una versión nueva del sitio lista.',
    refresh: 'Recargar para actualizar',
  },
  /** Words for the game data's closed vocabularies, shared by every page. */
  game: {
    tier: {
      common: 'Común',
      uncommon: 'Poco común',
      rare: 'Raro',
      legendary: 'Legendario',
      mythical: 'Mítico',
      divine: 'Divino',
      prismatic: 'Prismático',
      transcendent: 'Trascendente',
    },
    category: {
      'ancient shop': 'Tienda antigua',
      'angry plant event': 'Evento de la planta enfadada',
      'blood moon shop': 'Tienda de la Luna de Sangre',
      'crafters seed': 'Semillas de artesanos',
      'crafting station': 'Estación de fabricación',
      'easter event 2025': 'Evento de Pascua 2025',
      'exotic seed': 'Semillas exóticas',
      'flower seed': 'Semillas de flores',
      'july 4th shop': 'Tienda del 4 de julio',
      'night seed': 'Semillas nocturnas',
      'normal seed': 'Semillas normales',
      'seed shop': 'Tienda de semillas',
      'summer seed': 'Semillas de verano',
      'summer seed merchant': 'Mercader de semillas de verano',
      'twilight shop': 'Tienda del Crepúsculo',
      uncategorized: 'Sin categoría',
    },
    harvest: {
      single: 'Cosecha única',
      multi: 'Cosecha múltiple',
    },
  },
};
