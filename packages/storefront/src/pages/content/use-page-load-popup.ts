import {
  fetchPopups,
  popupShown,
  selectPageLoadPopups,
  selectShownPopup,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect } from 'react';

/** The popups this browser has already shown (ids); a visitor sees each one once. */
const SEEN_KEY = 'mise:popups-seen';

function seenPopups(storage: Storage): Set<string> {
  try {
    const ids: unknown = JSON.parse(storage.getItem(SEEN_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.map(String) : []);
  } catch {
    return new Set();
  }
}

function rememberSeen(storage: Storage, id: string): void {
  try {
    storage.setItem(SEEN_KEY, JSON.stringify([...seenPopups(storage), id]));
  } catch {
    // Storage full or blocked (private mode): the popup may show again, nothing else is lost.
  }
}

/**
 * Opens the first popup set to open on loading `path` (trigger page_load) that this browser
 * has not shown yet. The server sends the popups with the page; when it could not, they are
 * fetched after hydration. A popup already open (an ecommerce event's) is left alone.
 */
export function usePageLoadPopup(path: string): void {
  const dispatch = useAppDispatch();
  const candidates = useAppSelector((state) => selectPageLoadPopups(state, path));
  const open = useAppSelector(selectShownPopup) !== null;

  // Asked on every page until the list has arrived (a route change cancels a pending fetch);
  // once it has, this dispatch sends nothing.
  useEffect(() => {
    void dispatch(fetchPopups());
  }, [dispatch, path]);

  useEffect(() => {
    if (open) return;
    const seen = seenPopups(window.localStorage);
    const popup = candidates.find((candidate) => !seen.has(String(candidate.id)));
    if (!popup) return;
    rememberSeen(window.localStorage, String(popup.id));
    dispatch(popupShown(popup));
  }, [candidates, open, dispatch]);
}

/** `usePageLoadPopup` as a part of its own (the shell loads it after the page starts hydrating). */
export function PageLoadPopup({ path }: { path: string }): null {
  usePageLoadPopup(path);
  return null;
}
