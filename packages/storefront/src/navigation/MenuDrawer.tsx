import { Drawer, enhanceDrawer } from '@mise/ui';
import type { DrawerProps } from '@mise/ui';
import { useEffect } from 'react';
import { island } from '../islands/island.js';

/**
 * The drawer's behaviour on a page the server left in islands: the header around the drawer is
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

/** The headers' phone menu: the drawer, working the same on app pages and island pages. */
export function MenuDrawer(props: DrawerProps) {
  return (
    <>
      <Drawer {...props} />
      <DrawerBehaviour id={props.id} />
    </>
  );
}
