import { AppNavigationContext } from '@mise/ui';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Lets links and navigation below follow in-shop paths through the router (no page load). The
 * components themselves know nothing of the router, so the same ones work in islands.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback((path: string) => void navigate(path), [navigate]);
  return <AppNavigationContext.Provider value={follow}>{children}</AppNavigationContext.Provider>;
}
