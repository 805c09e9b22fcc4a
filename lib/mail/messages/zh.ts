import type { MailMessages } from './types';

export const zh: MailMessages = {
  verifyEmail: {
    subject: '确认您的电子邮件地址',
    text: ({ url, minutes }) =>
      `感谢您注册网络目录。\n\n请打开以下链接确认您的电子邮件地址并登录：\n${url}\n\n链接在${minutes}分钟内有效，仅可使用一次。如果您没有注册，请忽略此邮件。\n`,
  },
  passwordResetCode: {
    subject: '您的密码重置验证码',
    text: ({ code, minutes }) =>
      `您的网络目录密码重置验证码为：\n\n    ${code}\n\n验证码在${minutes}分钟内有效，仅可使用一次。如果您没有申请重置，请忽略此邮件，您的密码不会改变。\n`,
  },
  accountExists: {
    subject: '您已经拥有账户',
    text: ({ loginUrl, resetUrl }) =>
      `有人尝试使用此电子邮件地址注册网络目录，但该地址已有账户。\n\n在此登录：\n${loginUrl}\n\n忘记密码？在此重置：\n${resetUrl}\n\n如果这不是您本人的操作，请忽略此邮件。\n`,
  },
  inquiry: {
    subject: '来自网络目录的咨询',
    text: ({ topic, name, email, memberId, language, message }) =>
      `会员 ID：${memberId ?? '（未登录）'}\n语言：${language}\n类别：${topic}\n\n------ 以下为发送者填写的内容（未核实） ------\n姓名：${name || '（未填写）'}\n电子邮件：${email}\n\n${message}\n`,
  },
};
