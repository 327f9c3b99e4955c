import { selectPendingEmail, useAppSelector } from '@mise/store';
import type { PageProps } from '../../kit/index.js';
import { EmailCodeForm } from './EmailCodeForm.js';
import { AccountFrame, Lead } from '../../shared/page.js';
import { useEnterShop } from './shared.js';

/**
 * /register/complete: the code mailed at registration completes it and logs the member in.
 * After a reload the address is asked again.
 */
export function RegisterCompletePage({ route }: PageProps) {
  const pendingEmail = useAppSelector(selectPendingEmail);
  const enter = useEnterShop();
  return (
    <AccountFrame route={route}>
      <Lead>
        {pendingEmail
          ? `${pendingEmail} 宛に確認コードをお送りしました。`
          : 'ご登録のメールアドレスに確認コードをお送りしました。'}
        メールに記載の確認コードを入力して、会員登録を完了してください。
      </Lead>
      <EmailCodeForm
        email={pendingEmail ?? ''}
        emailFixed={Boolean(pendingEmail)}
        onVerified={() => enter('/mypage/')}
      />
    </AccountFrame>
  );
}
