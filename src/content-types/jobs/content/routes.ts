import { profileRoutes } from '@/content/profile/routes'

/**
 * The paths of the job openings, without a locale prefix: the only place
 * that spells them. An opening's list is the profile's join-us tab.
 */
const opening = `${profileRoutes.page}/jobs`

/** An open position's page. */
export function jobHref(id: number): string {
  return `${opening}/${id}`
}

/** The id segment of an opening's path (`/profile/jobs/{segment}`); undefined for other paths. */
export function jobSegment(path: string): string | undefined {
  return new RegExp(`^${opening}/([^/]+)/?$`).exec(path)?.[1]
}

/** Where editors preview an opening, followed by `/{id}`. */
export const jobPreviewRoot = `${opening}/preview`

/** What an opening's URL shows while the openings cannot be read (no public URL names it). */
export const jobUnavailableRoute = `${opening}/unavailable`
