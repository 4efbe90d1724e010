// Component-test setup: jest-dom matchers, patient async queries, a tabs' channel kept to the file, every English
// catalogue in memory (as a page's would be once its chunk has loaded), a clean DOM, notifications and storage between
// tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { changeLanguage, loadNamespaces, type Namespace } from './src/lib/i18n';
import { clearNotifications } from './src/lib/notifications';
import { FileChannel } from './src/testing/file-channel';

// npm test runs this suite beside another workspace's on two cores: a findBy… or waitFor waits up to 4 s for what a
// busy machine renders late (1 s by default), and still fails when it never comes.
configure({ asyncUtilTimeout: 4000 });

globalThis.BroadcastChannel = FileChannel as unknown as typeof BroadcastChannel;

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
