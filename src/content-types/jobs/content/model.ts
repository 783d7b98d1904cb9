/**
 * The job openings' domain, written once: the CMS's options, the job board's
 * filters and the URL's values take these lists from here.
 */
export const departments = [
  'engineering',
  'research',
  'product',
  'marketing',
  'operations',
] as const
export const jobLocations = ['singapore', 'zhengzhou', 'beijing', 'remote'] as const
export const employmentTypes = ['full_time', 'part_time'] as const
