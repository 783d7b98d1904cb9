/**
 * The build's last step (scripts/build.sh): Brotli and gzip copies of the
 * scripts, styles and public text files, which the server answers without
 * compressing per request (src/server/encoded-files.ts).
 */
import { encodeStaticFiles } from '../src/server/encoded-files'

const started = Date.now()
const manifest = Object.values(await encodeStaticFiles(process.cwd()))
const total = (pick: (sizes: number[]) => number) =>
  manifest.reduce((sum, file) => sum + pick([file.size, file.encoded.br?.size ?? file.size]), 0)
console.log(
  `Compressed ${manifest.length} static files (${Math.round(total(([size]) => size!) / 1024)} KB, ` +
    `${Math.round(total(([, br]) => br!) / 1024)} KB as Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
