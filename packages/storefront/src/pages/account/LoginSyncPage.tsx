import { loginSyncChannel, useAppDispatch } from '@mise/store';
import { Form, Link, SelectField } from '@mise/ui';
import { loginSchema, messages, text } from '@mise/validation';
import { useState } from 'react';
import { useStorefront } from '../../kit/index.js';
import type { PageProps, SyncChannel } from '../../kit/index.js';
import { CredentialFields, MfaStep, NotRegisteredNotice, useLoginFlow } from './login-flow.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  Lead,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';

/** The operator's demo shops (the API's seeded channels). */
const DEMO_SHOPS: readonly SyncChannel[] = [
  { id: 'standard', name: 'Mise ストア' },
  { id: 'business', name: 'Mise ビジネス' },
  { id: 'moto', name: 'Mise モトパーツ' },
];

type SyncValues = { channel_id: string; login_id: string; password: string };

const SYNC_SCHEMA = loginSchema.shape({
  channel_id: text('ご利用中のショップ').required(messages.select('ご利用中のショップ')),
});

/**
 * /login_sync: logs in with the account of another shop of the operator; the first time, the
 * account is copied into this shop.
 */
export function LoginSyncPage({ route }: PageProps) {
  const { theme } = useStorefront();
  const dispatch = useAppDispatch();
  const { step, settle, restart } = useLoginFlow();
  const [loginId, setLoginId] = useState('');
  const shops = theme.syncChannels ?? DEMO_SHOPS.filter((shop) => shop.id !== theme.channel);

  if (step.kind === 'verify') {
    return (
      <AccountFrame route={route}>
        <MfaStep onSettled={settle} onCancel={restart} />
      </AccountFrame>
    );
  }
  return (
    <AccountFrame route={route}>
      <Lead>
        同じ運営会社の他のショップでご利用中のアカウントでログインできます。はじめてのときは、このショップにも会員情報が登録されます。
      </Lead>
      {step.kind === 'notRegistered' && (
        <NotRegisteredNotice warning={step.warning} email={loginId} />
      )}
      <Form<SyncValues>
        initialValues={{ channel_id: '', login_id: '', password: '' }}
        validationSchema={SYNC_SCHEMA}
        aria-label="他ショップのアカウントでログイン"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          setLoginId(values.login_id.trim());
          try {
            await settle(await dispatch(loginSyncChannel(values)).unwrap());
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <SelectField
          name="channel_id"
          label="ご利用中のショップ"
          required
          options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
        />
        <CredentialFields />
        <Actions>
          <SubmitButton>ログイン</SubmitButton>
          <Link href="/login/">このショップのアカウントでログイン</Link>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
