import type { inquiries } from '../db/schema.js';
import type { Channel } from '../types.js';
import { businessLabels, inquiryNo } from './inquiry-format.js';

/** A page of the shop itself, for links in mail (the channel's first host). */
export function shopUrl(channel: Channel, path: string): string {
  const host = channel.hosts[0] ?? 'localhost:3000';
  const local = /^(localhost|127\.0\.0\.1)(:|$)/.test(host);
  return `${local ? 'http' : 'https'}://${host}${path}`;
}

export const signature = (channel: Channel) =>
  `\n--\n${channel.name}\n${shopUrl(channel, '/')}\nこのメールは送信専用です。ご返信いただいてもお答えできません。`;

type MailBody = { subject: string; text: string };

export const mails = {
  emailVerify: (channel: Channel, code: string, email: string): MailBody => ({
    subject: `【${channel.name}】メールアドレスの確認`,
    text:
      `${channel.name}をご利用いただきありがとうございます。\n\n` +
      `確認コード: ${code}\n\n` +
      `画面に確認コードを入力するか、次のURLを開いてメールアドレスの確認を完了してください（24時間有効）。\n` +
      `${shopUrl(channel, `/verify/email?email=${encodeURIComponent(email)}&code=${code}`)}\n\n` +
      `お心当たりのない場合は、このメールを破棄してください。${signature(channel)}`,
  }),
  alreadyRegistered: (channel: Channel): MailBody => ({
    subject: `【${channel.name}】会員登録のお申し込みについて`,
    text:
      `このメールアドレスは既に会員登録されています。\n` +
      `ログインはこちら: ${shopUrl(channel, '/login/')}\n` +
      `パスワードをお忘れの場合: ${shopUrl(channel, '/reminder/')}\n\n` +
      `お心当たりのない場合は、このメールを破棄してください。${signature(channel)}`,
  }),
  mfa: (channel: Channel, code: string): MailBody => ({
    subject: `【${channel.name}】ログイン認証コード`,
    text: `ログイン認証コード: ${code}\n\nこのコードの有効期限は10分です。お心当たりのない場合は、パスワードの変更をおすすめします。${signature(channel)}`,
  }),
  unlock: (channel: Channel, token: string): MailBody => ({
    subject: `【${channel.name}】アカウントのロック解除`,
    text:
      `ログインに連続して失敗したため、アカウントを一時的にロックしました。\n` +
      `ご本人の場合は、次のURLからロックを解除できます（24時間有効）。\n` +
      `${shopUrl(channel, `/login/unlock?token=${token}`)}\n\n` +
      `お心当たりのない場合は、第三者による不正なログインの可能性があります。パスワードの変更をおすすめします。${signature(channel)}`,
  }),
  reminder: (channel: Channel, token: string): MailBody => ({
    subject: `【${channel.name}】パスワード再設定のご案内`,
    text:
      `次のURLからパスワードを再設定してください（1時間有効）。\n` +
      `${shopUrl(channel, `/reminder/reset?token=${token}`)}\n\n` +
      `お心当たりのない場合は、このメールを破棄してください。${signature(channel)}`,
  }),
  /** A product a member asked to be restocked (再入荷リクエスト) is on sale again. */
  restock: (
    channel: Channel,
    input: { memberName: string; productName: string; productKey: string },
  ): MailBody => ({
    subject: `【${channel.name}】再入荷のお知らせ：${input.productName}`,
    text:
      `${input.memberName ? `${input.memberName} 様\n\n` : ''}` +
      `再入荷をリクエストいただいた商品の販売を再開しました。\n\n` +
      `商品名: ${input.productName}\n` +
      `${shopUrl(channel, `/product/${encodeURIComponent(input.productKey)}`)}\n\n` +
      `在庫には限りがございます。売り切れの際はご容赦ください。\n` +
      `リクエストの履歴: ${shopUrl(channel, '/mypage/product_request_history/')}${signature(channel)}`,
  }),
  usernameReminder: (channel: Channel, token: string): MailBody => ({
    subject: `【${channel.name}】ユーザー名確認のご案内`,
    text:
      `次のURLからユーザー名を確認してください（1時間有効）。\n` +
      `${shopUrl(channel, `/reminder/username/reset?token=${token}`)}\n\n` +
      `お心当たりのない場合は、このメールを破棄してください。${signature(channel)}`,
  }),
  /** The copy of a contact form message (spec section 3 "Contact"). */
  inquiryReceived: (
    channel: Channel,
    {
      inquiry,
      categoryName,
    }: { inquiry: typeof inquiries.$inferSelect; categoryName: string | null },
    isMember: boolean,
  ): MailBody => {
    const business = inquiry.business ? businessLabels(inquiry.business) : null;
    const lines = [
      `受付番号: ${inquiryNo(inquiry.id)}`,
      ...(categoryName ? [`お問い合わせ種別: ${categoryName}`] : []),
      ...(inquiry.catalog ? [`ご請求のカタログ: ${inquiry.catalog.title}`] : []),
      `お名前: ${inquiry.name}`,
      ...(inquiry.nameKana ? [`フリガナ: ${inquiry.nameKana}`] : []),
      `メールアドレス: ${inquiry.email}`,
      `電話番号: ${inquiry.phone}`,
      ...(inquiry.catalog
        ? [
            `送付先: 〒${inquiry.catalog.postal_code} ${inquiry.catalog.prefecture}${inquiry.catalog.city}${inquiry.catalog.address1}${inquiry.catalog.address2 ? ` ${inquiry.catalog.address2}` : ''}`,
          ]
        : []),
      ...(business
        ? [
            `会社名: ${business.corporation}`,
            `部署名: ${business.department}`,
            `住所: ${business.address}`,
            `設立年月: ${business.establishment}`,
            `年商: ${business.annual_sale}`,
            `資本金: ${business.capital}`,
            `従業員数: ${business.employee_num}`,
            `業種: ${business.business_type}`,
            `店舗名: ${business.store_name}`,
            `営業時間: ${business.business_hours}`,
            `定休日: ${business.business_holiday}`,
            `URL: ${business.url}`,
            `納品方法: ${business.delivery_label}`,
            `配送業者: ${business.delivery_company}`,
            `お支払い方法: ${business.payment_label}`,
            `注文番号: ${business.order_no}`,
          ]
        : []),
    ];
    return {
      subject: `【${channel.name}】${inquiry.catalog ? 'カタログのご請求' : 'お問い合わせ'}を受け付けました`,
      text:
        `${inquiry.name} 様\n\n` +
        `${channel.name}へのお問い合わせありがとうございます。次の内容で受け付けました。\n` +
        `担当者より順次ご連絡いたしますので、今しばらくお待ちください。\n\n` +
        `${lines.join('\n')}\n\nお問い合わせ内容:\n${inquiry.body}\n` +
        (isMember
          ? `\nお問い合わせの履歴と回答はマイページでご確認いただけます。\n${shopUrl(channel, `/mypage/inquiry_history/${inquiry.id}`)}\n`
          : '') +
        signature(channel),
    };
  },
  /** The shop's answer to an inquiry (admin API). */
  inquiryAnswered: (
    channel: Channel,
    input: { inquiry: typeof inquiries.$inferSelect; body: string; isMember: boolean },
  ): MailBody => ({
    subject: `【${channel.name}】お問い合わせへの回答（受付番号 ${inquiryNo(input.inquiry.id)}）`,
    text:
      `${input.inquiry.name} 様\n\n` +
      `お問い合わせ（受付番号 ${inquiryNo(input.inquiry.id)}）に回答いたします。\n\n` +
      `${input.body}\n` +
      (input.isMember
        ? `\nこれまでのやり取りの確認とご返信はマイページから行えます。\n${shopUrl(channel, `/mypage/inquiry_history/${input.inquiry.id}`)}\n`
        : `\nご不明な点は、お問い合わせフォームから受付番号を添えてお送りください。\n${shopUrl(channel, '/contact/')}\n`) +
      signature(channel),
  }),
};
