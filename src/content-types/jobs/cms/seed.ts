import type { Payload } from 'payload'
import { findSeeded, type Seed } from '@/cms/seed/tools'
import { jobs } from './launch'

/** The launch openings not there yet. */
export const seedJobs: Seed = async (payload: Payload): Promise<number> => {
  let created = 0
  for (const [index, job] of jobs.entries()) {
    if ((await findSeeded(payload, 'jobs', job.key)) !== undefined) continue
    const requirements = (locale: 'zh' | 'en') => job[locale].requirements.map((text) => ({ text }))
    const doc = await payload.create({
      collection: 'jobs',
      locale: 'zh',
      data: {
        title: job.zh.title,
        description: job.zh.description,
        requirements: requirements('zh'),
        department: job.department,
        location: job.location,
        employmentType: job.employmentType,
        open: true,
        order: index + 1,
        seedKey: job.key,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'jobs',
      id: doc.id,
      locale: 'en',
      data: {
        title: job.en.title,
        description: job.en.description,
        requirements: requirements('en'),
        _status: 'published',
      },
    })
    created++
  }
  return created
}
