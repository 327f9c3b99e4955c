import { selectIsLogin, selectSentInquiry, useAppSelector } from '@mise/store';
import { Link } from '@mise/ui';
import type { PageProps } from '../../kit/index.js';
import { AccountFrame, Actions, Lead, PageNotice } from '../../shared/page.js';

/** /contact/complete: the inquiry was received; its number, and where the answer will come. */
export function ContactCompletePage({ route }: PageProps) {
  const sent = useAppSelector(selectSentInquiry);
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <AccountFrame route={route}>
      <PageNotice code="contact-complete" />
      <Lead>
        {sent?.kind === 'catalog' ? 'カタログのご請求' : 'お問い合わせ'}
        を受け付けました。ご入力のメールアドレスに確認のメールをお送りしました。
      </Lead>
      {sent && (
        <p>
          受付番号：<strong>{sent.inquiry_no}</strong>
        </p>
      )}
      <PageNotice code="contact-complete-shop-info" />
      <Actions>
        <Link variant="primary" href="/">
          トップページへ戻る
        </Link>
        {isLogin && <Link href="/mypage/inquiry_history/">お問い合わせ履歴を見る</Link>}
      </Actions>
    </AccountFrame>
  );
}
