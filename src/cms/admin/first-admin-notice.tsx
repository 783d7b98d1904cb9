/**
 * Replaces Payload's public "create first user" screen: nobody can create the
 * first account from the browser. The screen says how the operator does it.
 * Shown in both languages, since nobody is logged in to choose one.
 */
export function FirstAdminNotice() {
  const command = 'npm run admin:create -- --email you@example.com'
  return (
    <main style={{ maxWidth: 560, margin: '12vh auto', padding: '0 24px', lineHeight: 1.7 }}>
      <h1 lang="zh-CN">尚未创建管理员</h1>
      <p lang="zh-CN">
        出于安全考虑，首个管理员账号只能在服务器上创建。请在网站目录中运行以下命令，然后返回此页面登录：
      </p>
      <h2 lang="en" style={{ marginTop: 32 }}>
        No administrator yet
      </h2>
      <p lang="en">
        For security, the first admin account can only be created on the server. Run this command in
        the site&apos;s folder, then come back here to log in:
      </p>
      <pre style={{ padding: 16, background: '#f3f4f6', borderRadius: 8, overflowX: 'auto' }}>
        <code>{command}</code>
      </pre>
    </main>
  )
}
