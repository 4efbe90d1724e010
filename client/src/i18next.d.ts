// Typed translation keys: a key missing from the English catalogues is a compile error.
import 'i18next';
import type { resources } from './lib/i18n-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof resources;
    returnNull: false;
  }
}
