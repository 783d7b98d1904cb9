import type { Endpoint, PayloadRequest } from 'payload'
import { both, inAdminLanguage } from './admin-text'
import { publicError } from '../lib/public-error'
import { env, siteOrigin } from '../lib/env'

/** Whether the admin can send e-mail (SMTP_URL is set). */
export const canSendMail = (): boolean => Boolean(env.SMTP_URL)

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The reset e-mail, in the language of the sign-in page it was asked from.
 * Its link is always the site's own address (SITE_URL), never the one the
 * request named: a forged Host header cannot send the token elsewhere.
 */
export const resetEmail = {
  /** The link works for an hour, as the e-mail says. */
  expiration: 60 * 60 * 1000,
  generateEmailSubject: (args?: { req?: PayloadRequest }) =>
    inAdminLanguage(
      args?.req,
      both('重置天衍智能后台的密码', 'Reset your Tianyan AI admin password'),
    ),
  generateEmailHTML: (args?: { req?: PayloadRequest; token?: string }) => {
    const { req, token } = args ?? {}
    const link = `${siteOrigin()}/admin/reset/${encodeURIComponent(token ?? '')}`
    const [lead, after] =
      req?.i18n?.language === 'en'
        ? [
            'Someone (you, we hope) asked to reset the password of your admin account. Open this link within an hour to choose a new one:',
            'If it was not you, ignore this e-mail: your password stays as it is.',
          ]
        : [
            '有人（希望是你本人）申请重置你的后台账户密码。请在一小时内打开下面的链接设置新密码：',
            '如果不是你本人申请的，请忽略这封邮件，你的密码不会改变。',
          ]
    return `<p>${escape(lead)}</p><p><a href="${escape(link)}">${escape(link)}</a></p><p>${escape(after)}</p>`
  },
}

/** What the sign-in page and its "forgot password" say when no e-mail can be sent. */
export const noMailText = {
  question: both('忘记密码？请联系管理员', 'Forgot your password? Ask an admin'),
  refusal: both(
    '这个网站没有配置发送邮件，无法通过邮件重置密码。请联系管理员（角色为“管理员”的账户）：管理员可以在“用户”中为你设置新密码，网站的运维人员也可以在服务器上运行 npm run admin:reset-password。',
    'This site sends no e-mail, so a password cannot be reset by e-mail. Ask an admin (an account with the admin role): an admin can set a new password for you under Users, and whoever runs the site can run npm run admin:reset-password on the server.',
  ),
}

/**
 * Without a mail server, asking for a reset e-mail is refused with what to
 * do instead (Payload would answer that it was sent, and send nothing): a
 * request this site cannot serve as asked, whatever its body.
 */
export const forgotWithoutMail: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: (req) => {
    throw publicError(inAdminLanguage(req, noMailText.refusal), 400)
  },
}

/**
 * The mail server's connection, from SMTP_URL: `smtps://` is TLS from the
 * start (465), `smtp://` upgrades with STARTTLS when the server offers it.
 */
export function smtpTransport(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    auth: parsed.username
      ? {
          user: decodeURIComponent(parsed.username),
          pass: decodeURIComponent(parsed.password),
        }
      : undefined,
  }
}
