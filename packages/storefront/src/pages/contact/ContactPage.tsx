import { saveContactDraft, selectContactDraft, useAppDispatch, useAppSelector } from '@mise/store';
import type { InquiryFile } from '@mise/store';
import {
  Form,
  KanaField,
  PhoneField,
  PostalCodeField,
  PrefectureSelect,
  SelectField,
  TextAreaField,
  TextField,
} from '@mise/ui';
import {
  BUSINESS_DELIVERY_OPTIONS,
  BUSINESS_PAYMENT_OPTIONS,
  businessContactSchema,
  catalogRequestSchema,
  contactSchema,
} from '@mise/validation';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { FormSection } from '../../shared/member-fields.js';
import { usePostalLookup } from '../../shared/postal-lookup.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Lead,
  PageNotice,
  Pending,
  SubmitButton,
} from '../../shared/page.js';
import { Attachments } from './Attachments.js';
import { catalogueBody, emptyValues, toContactBody } from './fields.js';
import type { ContactFormValues } from './fields.js';
import { useContactKind, useInquiryCategories } from './shared.js';

const SCHEMAS = {
  contact: contactSchema,
  business: businessContactSchema,
  catalog: catalogRequestSchema,
} as const;

/** What the confirm page hands back when sending failed: shown on the form it came from. */
export type ContactFailure = { message: string; errors: Record<string, string[]> };

/** Puts the server's messages of a failed send on the form (once, after it mounts). */
function ShowFailure({ failure }: { failure: ContactFailure | undefined }) {
  const { setErrors, setStatus, setTouched } = useFormikContext<ContactFormValues>();
  const shown = useRef(false);
  useEffect(() => {
    if (!failure || shown.current) return;
    shown.current = true;
    const fields = Object.fromEntries(
      Object.entries(failure.errors).flatMap(([field, list]) =>
        list[0] ? [[field, list[0]]] : [],
      ),
    );
    void setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
    setErrors(fields);
    setStatus({ error: failure.message });
  }, [failure, setErrors, setStatus, setTouched]);
  return null;
}

function BusinessFields() {
  return (
    <FormSection title="会社情報">
      <TextField name="corporation" label="会社名" required autoComplete="organization" />
      <TextField name="department" label="部署名" required />
      <TextField name="address" label="住所" required autoComplete="street-address" />
      <TextField
        name="establishment"
        label="設立年月"
        required
        placeholder="例：1998年4月"
        width="medium"
      />
      <TextField name="annual_sale" label="年商" required placeholder="例：5億円" width="medium" />
      <TextField name="capital" label="資本金" required placeholder="例：1000万円" width="medium" />
      <TextField
        name="employee_num"
        label="従業員数"
        required
        placeholder="例：42"
        width="medium"
      />
      <TextField
        name="business_type"
        label="業種"
        required
        placeholder="例：小売業"
        width="medium"
      />
      <TextField name="store_name" label="店舗名" required />
      <TextField
        name="business_hours"
        label="営業時間"
        required
        placeholder="例：10:00〜19:00"
        width="medium"
      />
      <TextField
        name="business_holiday"
        label="定休日"
        required
        placeholder="例：水曜日"
        width="medium"
      />
      <TextField
        name="url"
        label="URL"
        type="url"
        required
        placeholder="https://"
        autoComplete="url"
      />
      <SelectField name="delivery" label="納品方法" required options={BUSINESS_DELIVERY_OPTIONS} />
      <TextField name="delivery_company" label="配送業者" required width="medium" />
      <SelectField
        name="payment"
        label="お支払い方法"
        required
        options={BUSINESS_PAYMENT_OPTIONS}
      />
      <TextField name="order_no" label="注文番号" required width="medium" />
    </FormSection>
  );
}

/** Where the catalogue is posted (a catalogue request only). */
function CatalogueAddressFields() {
  const lookupPostal = usePostalLookup();
  return (
    <FormSection title="カタログの送付先">
      <PostalCodeField required onLookup={lookupPostal} placeholder="123-4567" />
      <PrefectureSelect required />
      <TextField name="city" label="市区町村" required autoComplete="address-level2" />
      <TextField name="address1" label="丁目・番地・号" required autoComplete="address-line1" />
      <TextField name="address2" label="建物名・部屋番号" optional autoComplete="address-line2" />
    </FormSection>
  );
}

/**
 * /contact: the contact form of the shop's kind (the business shop's asks for the company; a
 * request from /catalog-order for the postal address). It goes to /contact/confirm; coming
 * back from there, or after a failed send, the form holds what was typed.
 */
export function ContactPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const code = params.get('catalog');
  const { kind, catalogue, loading } = useContactKind(code);
  const categories = useInquiryCategories();
  const draft = useAppSelector(selectContactDraft);
  const failure = (location.state as { failure?: ContactFailure } | null)?.failure;
  // Uploaded as they are chosen; back from the confirm page they are still there.
  const [attachments, setAttachments] = useState<InquiryFile[]>(draft?.attachments ?? []);

  const initialValues = useMemo<ContactFormValues>(() => {
    const empty = emptyValues(kind);
    // The draft of this very form (not of a catalogue request left half way).
    if (draft && (draft.values.catalog_code ?? '') === (catalogue?.code ?? ''))
      return { ...empty, ...draft.values };
    if (catalogue)
      return { ...empty, catalog_code: catalogue.code, body: catalogueBody(catalogue) };
    return empty;
  }, [catalogue, draft, kind]);

  if (loading) return <Pending label="カタログを確認しています…" />;

  return (
    <AccountFrame route={route}>
      <PageNotice code="contact-info" />
      {code && !catalogue && (
        <Alert tone="warning">
          <p>
            ご指定のカタログは現在ご請求いただけません。お問い合わせ内容にご希望をお書きください。
          </p>
        </Alert>
      )}
      <Lead>
        {kind === 'catalog'
          ? `「${catalogue!.title}」を無料でお送りします。送付先をご入力のうえ、「確認画面へ進む」を押してください。`
          : '必要事項をご入力のうえ、「確認画面へ進む」を押してください。'}
      </Lead>
      <Form<ContactFormValues>
        key={kind}
        initialValues={initialValues}
        validationSchema={SCHEMAS[kind]}
        aria-label={kind === 'catalog' ? 'カタログ請求' : 'お問い合わせ'}
        onSubmit={async (values) => {
          const body = toContactBody(kind, values);
          dispatch(
            saveContactDraft({
              values,
              body:
                attachments.length > 0
                  ? { ...body, attachment_urls: attachments.map((file) => file.url) }
                  : body,
              attachments,
            }),
          );
          await navigate(`/contact/confirm/${code ? `?catalog=${encodeURIComponent(code)}` : ''}`);
        }}
      >
        <ShowFailure failure={failure} />
        <FormAlert />
        <FormSection title="ご用件">
          {categories.length > 0 && (
            <SelectField
              name="category_id"
              label="お問い合わせ種別"
              optional
              options={categories.map((category) => ({
                value: String(category.id),
                label: category.name,
              }))}
              width="full"
            />
          )}
          <TextAreaField name="body" label="お問い合わせ内容" required rows={8} maxLength={2000} />
          {kind !== 'catalog' && <Attachments files={attachments} onChange={setAttachments} />}
        </FormSection>
        <FormSection title={kind === 'business' ? 'ご担当者様' : 'お客様情報'}>
          <TextField name="name" label="お名前" required autoComplete="name" width="medium" />
          {/* Spec section 5: only the business form's kana is optional. */}
          <KanaField
            name="name_kana"
            label="フリガナ"
            required={kind !== 'business'}
            optional={kind === 'business'}
            width="medium"
          />
          <TextField
            name="email"
            label="メールアドレス"
            type="email"
            required
            autoComplete="email"
          />
          <PhoneField name="phone" label="電話番号" required hint="例：03-1234-5678" />
        </FormSection>
        {kind === 'catalog' && <CatalogueAddressFields />}
        {kind === 'business' && <BusinessFields />}
        <Actions>
          <SubmitButton>確認画面へ進む</SubmitButton>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
