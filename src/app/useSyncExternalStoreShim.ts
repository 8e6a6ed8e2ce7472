// What react-i18next asks of the use-sync-external-store shim, from React 19 itself (see vite.config.ts).
export { useSyncExternalStore } from 'react';
