import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppNavigationContext } from '../foundation/Link/navigation.js';

/** Tests and stories follow in-shop links with an in-memory router, as the storefront does. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AppNavigationContext.Provider value={(path) => void navigate(path)}>
      {children}
    </AppNavigationContext.Provider>
  );
}
