import { enhanceDrawer } from '@mise/ui';
import { useEffect } from 'react';
import { island } from '../kit/index.js';

/**
 * The drawer's behaviour on a page the server left in islands (a module of its own, so that its island
 * loads the behaviour alone, not the drawer's component and styles): the header around the drawer is
 * plain HTML there, so this finds the drawer by id and enhances it (in the app, the drawer has
 * already enhanced itself and this adds nothing).
 */
function DrawerBehaviourContent({ id }: { id: string }) {
  useEffect(() => {
    const element = document.getElementById(id);
    return element instanceof HTMLDetailsElement ? enhanceDrawer(element) : undefined;
  }, [id]);
  return null;
}

export const DrawerBehaviour = island('drawerBehaviour', DrawerBehaviourContent);
