/**
 * Loads `.env` files into process.env as Next.js does (`.env`, `.env.local`,
 * `.env.production` in production…), for the scripts run outside the server.
 * Imported first by each script, before anything reads its configuration.
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')
// These scripts run no Next.js dev server: Payload must not look for one to reload from.
process.env.DISABLE_PAYLOAD_HMR ??= 'true'
