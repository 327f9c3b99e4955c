import {
  dismissNotice,
  fetchNotice,
  selectVisibleNotice,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { NoticeMessage } from '@mise/ui';
import { useEffect } from 'react';
import { island } from '../kit/index.js';

/** The shop's notice for this place (spec section 3), until the visitor closes it. */
function PageNoticeContent({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => selectVisibleNotice(state, code));
  useEffect(() => {
    void dispatch(fetchNotice(code));
  }, [code, dispatch]);
  return <NoticeMessage notice={notice} onDismiss={() => void dispatch(dismissNotice(code))} />;
}

/**
 * An island: on the pages hydrated in islands (top, product list and detail) the notice is the
 * server's HTML until the visitor reaches for it; its 閉じる then works like everywhere else (a
 * click before the code arrived is held and repeated). A module of its own: formik stays out.
 */
export const PageNotice = island('pageNotice', PageNoticeContent, 'interaction');
