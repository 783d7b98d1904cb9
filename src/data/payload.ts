import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The CMS client. Only modules of src/data call it. */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
