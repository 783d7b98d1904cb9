import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port'

/** The reverse proxy of deploy/nginx-site.conf, running in front of instances of the site. */
export type FrontProxy = {
  /** https://localhost:port */
  origin: string
  /** http://localhost:port (redirects to `origin`) */
  plainOrigin: string
  /** The run's own certificate (PEM), for clients that check it. */
  certFile: string
  stop: () => void
}

const template = path.join(import.meta.dirname, '../deploy/nginx-site.conf')
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

/** A certificate for localhost, valid two days, made for the run. */
function makeCertificate(dir: string): { cert: string; key: string } {
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')]
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/** deploy/nginx-site.conf with its placeholders filled in. */
export function siteConfig(values: {
  upstreams: number[]
  httpPort: number
  httpsPort: number
  cert: string
  key: string
  cacheDir: string
}): string {
  const fill: Record<string, string> = {
    UPSTREAMS: values.upstreams.map((port) => `server 127.0.0.1:${port};`).join('\n  '),
    HTTP_PORT: `127.0.0.1:${values.httpPort}`,
    HTTPS_PORT: `127.0.0.1:${values.httpsPort}`,
    HTTPS_ORIGIN_PORT: values.httpsPort === 443 ? '' : `:${values.httpsPort}`,
    CERT: values.cert,
    KEY: values.key,
    CACHE_DIR: values.cacheDir,
  }
  return readFileSync(template, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = fill[name]
    if (value === undefined) throw new Error(`deploy/nginx-site.conf: unknown {{${name}}}`)
    return value
  })
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Starts Debian's nginx with deploy/nginx-site.conf in front of the instances
 * listening on `upstreams`, and waits until it answers: HTTPS on `httpsPort`
 * and plain HTTP on `httpPort` (free ports when not given).
 * scripts/install-system-deps.sh installs nginx and its Brotli module.
 */
export async function startFrontProxy(
  upstreams: number[],
  ports: { httpsPort?: number; httpPort?: number } = {},
): Promise<FrontProxy> {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) {
    throw new Error('nginx is needed: run scripts/install-system-deps.sh (as root)')
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'front-proxy-'))
  const { cert, key } = makeCertificate(dir)
  const httpsPort = ports.httpsPort ?? (await freePort())
  const httpPort = ports.httpPort ?? (await freePort())
  // nginx's workers drop root's rights: the directories they write are theirs to write.
  chmodSync(dir, 0o755)
  for (const name of ['cache', 'proxy', 'body']) mkdirSync(path.join(dir, name), { mode: 0o777 })
  for (const name of ['cache', 'proxy', 'body']) chmodSync(path.join(dir, name), 0o777)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `load_module ${brotliModule};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include /etc/nginx/mime.types;
${siteConfig({ upstreams, httpPort, httpsPort, cert, key, cacheDir: path.join(dir, 'cache') })}
}
`,
  )
  const nginx = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' })
  const stop = () => {
    nginx.kill('SIGQUIT')
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  while (!(await portAnswers(httpsPort))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      const log = readFileSync(path.join(dir, 'error.log'), 'utf8')
      stop()
      throw new Error(`nginx did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin: `https://localhost:${httpsPort}`,
    plainOrigin: `http://localhost:${httpPort}`,
    certFile: cert,
    stop,
  }
}
