// App-wide providers. The signed-in user is provided by the layout route (see app/layout/root-layout.tsx).
import { StrictMode, type ReactNode } from 'react';

export function AppProvider({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
