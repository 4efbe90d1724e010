// The application: providers around the router.
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

export function App({ router }: { router: AppRouterInstance }) {
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
