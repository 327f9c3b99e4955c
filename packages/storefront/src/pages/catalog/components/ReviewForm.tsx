import { postReview, useAppDispatch } from '@mise/store';
import { Form, Heading, notify, RadioGroup, TextAreaField, TextField } from '@mise/ui';
import { productReviewSchema, REVIEW_RATINGS } from '@mise/validation';
import type { ProductReviewValues } from '@mise/validation';
import { styled } from 'styled-components';
import { useCaptcha } from '../../../shared/captcha.js';
import { FormAlert, showServerError, SubmitButton } from '../../../shared/page.js';

const FormBox = styled.div`
  max-width: ${({ theme }) => theme.spacing(160)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type Values = {
  rating: ProductReviewValues['rating'] | '';
  title: string;
  body: string;
  nickname: string;
};

const EMPTY: Values = { rating: '', title: '', body: '', nickname: '' };

/** A member's review of the product, checked with the shop's rules before it is sent. */
export function ReviewForm({ productKey, productId }: { productKey: string; productId: number }) {
  const dispatch = useAppDispatch();
  const captcha = useCaptcha('review');
  return (
    <FormBox>
      <Heading level={3}>レビューを書く</Heading>
      <Form<Values>
        aria-label="レビューを書く"
        initialValues={EMPTY}
        validationSchema={productReviewSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const captchaToken = await captcha.token();
            await dispatch(
              postReview({
                key: productKey,
                productId,
                review: { ...values, rating: Number(values.rating) },
                captchaToken,
              }),
            ).unwrap();
            helpers.resetForm();
            helpers.setStatus({ info: 'レビューを投稿しました。ありがとうございます。' });
            notify('レビューを投稿しました');
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <RadioGroup name="rating" label="評価" options={REVIEW_RATINGS} inline required />
        <TextField name="title" label="タイトル" maxLength={50} required width="full" />
        <TextAreaField name="body" label="レビュー本文" rows={5} maxLength={1000} required />
        <TextField
          name="nickname"
          label="ニックネーム"
          maxLength={20}
          optional
          hint="空欄の場合は「匿名」と表示されます"
        />
        {captcha.element}
        <SubmitButton>投稿する</SubmitButton>
      </Form>
    </FormBox>
  );
}
