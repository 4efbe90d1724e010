// Component-test setup: jest-dom matchers, a clean DOM, notifications and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearNotifications } from './src/lib/notifications';

afterEach(() => {
  cleanup();
  clearNotifications();
  localStorage.clear();
  sessionStorage.clear();
});
