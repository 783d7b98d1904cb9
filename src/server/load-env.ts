import nextEnv from '@next/env'

// The server's first import: the .env files are loaded as Next.js loads them
// before any module reads the environment (src/lib/env.ts validates it once).
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
