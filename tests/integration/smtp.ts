import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail server on this machine for the suite: it keeps every message it receives. */
export type LocalMailServer = {
  url: string
  messages: string[]
  close: () => Promise<void>
}

/** Starts a local SMTP server on a free port (plain SMTP, no sign-in). */
export async function startMailServer(): Promise<LocalMailServer> {
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'))
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A message's text as written, without the soft line breaks of quoted-printable. */
export function unfolded(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
