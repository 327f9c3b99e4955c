import { CheckboxField, Form, TextField } from '@mise/ui';
import { addressBookSchema } from '@mise/validation';
import type { ReactNode } from 'react';
import { useStorefront } from '../../../kit/index.js';
import { BackLink } from '../../../navigation/use-back.js';
import { AddressFields } from '../../../shared/AddressFields.js';
import { Actions, FormAlert, showServerError, SubmitButton } from '../../../shared/page.js';
import type { AddressBookValues } from './forms.js';

/**
 * The add and edit form of the address book: the checkout's address fields (postal code
 * fills the prefecture and city), a registered name, phones (a landline or a mobile). A server
 * error is shown above and beside the fields; what was typed stays.
 */
export function AddressForm({
  initialValues,
  withFlags,
  submitLabel,
  onSave,
  children,
}: {
  initialValues: AddressBookValues;
  /** The new address may be made the default (an edit leaves the list's buttons to that). */
  withFlags: boolean;
  submitLabel: string;
  onSave: (values: AddressBookValues) => Promise<void>;
  children?: ReactNode;
}) {
  const { theme } = useStorefront();
  return (
    <Form<AddressBookValues>
      initialValues={initialValues}
      validationSchema={addressBookSchema}
      aria-label="お届け先"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSave(values);
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      {children}
      <TextField
        name="nickname"
        label="登録名"
        optional
        hint="「実家」「会社」など、一覧で見分けるための名前です（お届け先には印字されません）。"
      />
      <AddressFields business={theme.kind === 'business'} names="shipping" phones="either" />
      {withFlags && (
        <>
          <CheckboxField name="is_default" label="いつものお届け先にする" />
          <CheckboxField name="is_sender_default" label="いつもの依頼主にする" />
        </>
      )}
      <Actions>
        <SubmitButton>{submitLabel}</SubmitButton>
        <BackLink to="/mypage/address">お届け先一覧に戻る</BackLink>
      </Actions>
    </Form>
  );
}
