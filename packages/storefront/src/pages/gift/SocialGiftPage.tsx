import { Form, TextField } from '@mise/ui';
import type { FormSchema } from '@mise/ui';
import { reminderSchema, required } from '@mise/validation';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { Actions, FormAlert, Lead, SubmitButton } from '../../shared/page.js';
import { Section } from '../../shared/sections.js';
import { GiftFrame, giftPath } from './shared.js';

type Values = { link: string };

const schema: FormSchema = reminderSchema.pick([]).shape({
  link: required('受け取り用URL').max(500),
});

/** The key of a pasted gift link (…/social-gift/{key}…), or the pasted key itself. */
export function keyOf(link: string): string | null {
  const text = link.trim();
  const match = /\/social-gift\/([^/?#\s]+)/.exec(text);
  const key = match ? decodeURIComponent(match[1]!) : text;
  return /^[A-Za-z0-9_-]{10,200}$/.test(key) ? key : null;
}

/**
 * /social-gift: what a social gift is, and a way in for a receiver who has the link but not
 * the page (the link pasted, or its key).
 */
export function SocialGiftPage({ route }: PageProps) {
  const navigate = useNavigate();
  return (
    <GiftFrame route={route}>
      <Section aria-labelledby="social-gift-about">
        <h2 id="social-gift-about">ソーシャルギフトとは</h2>
        <Lead>
          お相手のご住所を知らなくても贈れるギフトです。贈る方はご注文の際に「ソーシャルギフトとして贈る」を選び、ご注文後に表示される受け取り用URLをメールやメッセージでお相手に送ります。
        </Lead>
        <p>
          受け取る方は、受け取り用URLを開いてギフトの商品を確認し、お届け先とお届け希望日時を入力するだけで受け取れます。贈った方にお伝えするのはお届け先の都道府県のみで、ご住所やお名前は伝わりません。
        </p>
        <p>受け取り用URLには有効期限があります。期限を過ぎると受け取りの手続きができません。</p>
      </Section>
      <Section aria-labelledby="social-gift-enter">
        <h2 id="social-gift-enter">ギフトを受け取る</h2>
        <Form<Values>
          initialValues={{ link: '' }}
          validationSchema={schema}
          aria-label="ギフトを受け取る"
          onSubmit={async ({ link }, helpers) => {
            const key = keyOf(link);
            if (!key) {
              helpers.setErrors({
                link: '受け取り用URLの形式が正しくありません。届いたURLをそのまま貼り付けてください。',
              });
              return;
            }
            await navigate(giftPath(key));
          }}
        >
          <FormAlert />
          <TextField
            name="link"
            label="受け取り用URL"
            required
            placeholder="https://…/social-gift/…"
            hint="贈り主の方から届いたURLを貼り付けてください。"
          />
          <Actions>
            <SubmitButton>ギフトを確認する</SubmitButton>
          </Actions>
        </Form>
      </Section>
    </GiftFrame>
  );
}
