// App-wide providers: the signed-in user (loaded after first render).
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AuthProvider>{children}</AuthProvider>
    </StrictMode>
  );
}
