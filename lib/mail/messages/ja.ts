import type { MailMessages } from './types';

export const ja: MailMessages = {
  verifyEmail: {
    subject: 'メールアドレスの確認',
    text: ({ url, minutes }) =>
      `Webカタログにご登録いただきありがとうございます。\n\n次のリンクを開いてメールアドレスを確認し、ログインしてください。\n${url}\n\nリンクの有効期限は${minutes}分で、一度だけ使えます。お心当たりのない場合は、このメールを破棄してください。\n`,
  },
  passwordResetCode: {
    subject: 'パスワード再設定コード',
    text: ({ code, minutes }) =>
      `Webカタログのパスワード再設定コードは次のとおりです。\n\n    ${code}\n\n有効期限は${minutes}分で、一度だけ使えます。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。\n`,
  },
  accountExists: {
    subject: 'アカウントは登録済みです',
    text: ({ loginUrl, resetUrl }) =>
      `このメールアドレスでWebカタログへの新規登録が試みられましたが、すでにアカウントが登録されています。\n\nログインはこちら:\n${loginUrl}\n\nパスワードをお忘れの場合はこちらから再設定できます:\n${resetUrl}\n\nお心当たりのない場合は、このメールを破棄してください。\n`,
  },
  inquiry: {
    subject: 'Webカタログからのお問い合わせ',
    text: ({ topic, name, email, memberId, language, message }) =>
      `会員ID: ${memberId ?? '（未ログイン）'}\n言語: ${language}\n種別: ${topic}\n\n------ 以下は送信者の入力（未確認） ------\nお名前: ${name || '（未入力）'}\nメールアドレス: ${email}\n\n${message}\n`,
  },
};
