// Component-test setup: jest-dom matchers, every English catalogue in memory (as a page's would be once its chunk has
// loaded), a clean DOM, notifications and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { changeLanguage, loadNamespaces, type Namespace } from './src/lib/i18n';
import { clearNotifications } from './src/lib/notifications';

const namespaces = Object.keys(import.meta.glob('./src/locales/en/*.json')).map(
  (file) => file.replace(/^.*\/(.+)\.json$/, '$1') as Namespace,
);

beforeAll(async () => {
  await changeLanguage('en');
  await loadNamespaces(namespaces);
});

afterEach(() => {
  cleanup();
  clearNotifications();
  localStorage.clear();
  sessionStorage.clear();
});
