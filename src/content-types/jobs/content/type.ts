import type { ContentType } from '@/content/content-type'
import { profileRoutes, profileTabHref } from '@/content/profile/routes'
import { jobHref, jobPreviewRoot, jobSegment, jobUnavailableRoute } from './routes'

/** The open positions: pages of their own, listed on the profile's join-us tab. */
export const jobs = {
  collection: 'jobs',
  labels: {
    singular: { zh: '职位', en: 'Job opening' },
    plural: { zh: '招聘职位', en: 'Jobs' },
  },
  preview: jobPreviewRoot,
  item: {
    kind: 'job',
    href: jobHref,
    segmentOf: jobSegment,
    unavailable: jobUnavailableRoute,
    list: profileRoutes.page,
    listHref: profileTabHref('join'),
    linksOtherLanguage: false,
  },
  search: {
    kind: 'job',
    href: jobHref,
    list: profileTabHref('join'),
    words: [
      '招聘',
      '职位',
      '岗位',
      '工作机会',
      '加入我们',
      '求职',
      'job',
      'jobs',
      'career',
      'careers',
      'hiring',
      'hire',
      'vacancy',
      'vacancies',
      'opening',
      'openings',
    ],
  },
  listCard: { page: 'jobs', hue: 150, title: 'profile.tabs.join', detail: 'profile.description' },
} as const satisfies ContentType
