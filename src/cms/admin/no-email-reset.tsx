import { Link } from '@payloadcms/ui'
import { noMailText } from '../password-reset'

/**
 * Replaces Payload's "forgot password" screen when the site sends no e-mail
 * (SMTP_URL unset): it says whom to ask instead of promising an e-mail.
 * In both languages, since nobody is signed in to choose one.
 */
export function NoEmailReset() {
  return (
    <main style={{ maxWidth: 560, margin: '12vh auto', padding: '0 24px', lineHeight: 1.7 }}>
      <h1 lang="zh-CN">忘记密码</h1>
      <p lang="zh-CN">{noMailText.refusal.zh}</p>
      <h2 lang="en" style={{ marginTop: 32 }}>
        Forgot your password
      </h2>
      <p lang="en">{noMailText.refusal.en}</p>
      <p style={{ marginTop: 32 }}>
        <Link href="/admin/login">
          <span lang="zh-CN">返回登录</span> · <span lang="en">Back to sign-in</span>
        </Link>
      </p>
    </main>
  )
}
