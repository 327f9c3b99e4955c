import type { Channel } from '../types.js';

/** A page of the shop itself, for links in mail (the channel's first host). */
export function shopUrl(channel: Channel, path: string): string {
  const host = channel.hosts[0] ?? 'localhost:3000';
  const local = /^(localhost|127\.0\.0\.1)(:|$)/.test(host);
  return `${local ? 'http' : 'https'}://${host}${path}`;
}

const signature = (channel: Channel) =>
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
  usernameReminder: (channel: Channel, token: string): MailBody => ({
    subject: `【${channel.name}】ユーザー名確認のご案内`,
    text:
      `次のURLからユーザー名を確認してください（1時間有効）。\n` +
      `${shopUrl(channel, `/reminder/username/reset?token=${token}`)}\n\n` +
      `お心当たりのない場合は、このメールを破棄してください。${signature(channel)}`,
  }),
};
