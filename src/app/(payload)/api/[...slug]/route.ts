/* Payload REST API, behind the site's checks of ids, queries and body sizes (src/server/guards/rest-guard.ts). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRest } from '@/server/guards/rest-guard'

export const GET = guardRest(config, REST_GET(config))
export const POST = guardRest(config, REST_POST(config))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, REST_PATCH(config))
export const PUT = guardRest(config, REST_PUT(config))
export const OPTIONS = guardRest(config, REST_OPTIONS(config))
