import { Link } from '@mise/ui';
import { deferred, island } from '../../../kit/index.js';

// The count shows once the member's messages have been asked for: its code (and the messages'
// slice) loads as the page hydrates, not before (the server's HTML of it stays until then).
const UnreadBadge = deferred(() => import('./UnreadBadge.js').then((m) => m.UnreadBadge));

/** The headers' マイページ link, with the unread message count beside its text. */
function MypageLinkContent({ children = 'マイページ' }: { children?: string }) {
  return (
    <Link href="/mypage">
      {children}
      <UnreadBadge />
    </Link>
  );
}

/** An island: on catalogue pages only it hydrates, so the count loads there too. */
export const MypageLink = island('mypageLink', MypageLinkContent);
