import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { SAVED_STATE_KEYS } from '../lib/urlState/savedStateKeys';
import { LANGUAGE_STORAGE_KEY } from './languagePreference';
import { THEME_STORAGE_KEY } from './theme';

const otherLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|');

/**
 * Runs inline in <head> before the first paint, allowed by its hash in the Content-Security-Policy:
 * - a visitor on an unprefixed (English) address whose picked language, or else whose browser's first language, is
 *   another of the site's is sent there before the page's scripts run; `data-leaving` keeps the English page hidden
 *   and tells the app not to start;
 * - a remembered light or dark choice never flashes;
 * - a page opened with a link's query or a saved calculation is marked `data-restoring`, so CSS shows "loading your
 *   calculation" instead of the prerendered default numbers until the page is live (see Page.tsx);
 * - until the app starts (`data-booting`, cleared just before hydration), clicks and typing in a page's calculation
 *   are refused rather than left for the page to ignore: from hydration on, React takes a click on a part it has
 *   not reached yet by hydrating that part at once.
 */
export const BOOT_SCRIPT =
  `if(!/^\\/(${otherLanguages})(?=\\/|$)/.test(location.pathname)){var c="";try{c=localStorage.getItem("${LANGUAGE_STORAGE_KEY}")||""}catch(e){}` +
  `c=String(c||(navigator.languages&&navigator.languages[0])||navigator.language||"").slice(0,2).toLowerCase();` +
  `if(/^(${otherLanguages})$/.test(c)){document.documentElement.dataset.leaving="";location.replace("/"+c+(location.pathname==="/"?"":location.pathname)+location.search+location.hash)}}` +
  `var d=document.documentElement;try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")d.dataset.theme=t;` +
  `var p=location.pathname.replace(/^\\/(${otherLanguages})(?=\\/|$)/,"").replace(/(.)\\/$/,"$1")||"/",` +
  `k=${JSON.stringify(SAVED_STATE_KEYS)}[p],s=k&&localStorage.getItem(k);` +
  `if(location.search.length>1||(s&&s!=='""'))d.dataset.restoring=""}catch(e){}` +
  `d.dataset.booting="";["click","beforeinput","keydown","paste","drop"].forEach(function(n){document.addEventListener(n,` +
  `function(e){"booting"in d.dataset&&!(e.type==="keydown"&&e.key==="Tab")&&e.target.closest&&e.target.closest(".restorable__body")&&e.preventDefault()},!0)})`;
