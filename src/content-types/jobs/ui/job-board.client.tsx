'use client'

import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import { BulletList } from '@/components/ui/bullet-list'
import { ChevronDownIcon, MailIcon } from '@/components/ui/icons'
import { Link } from '@/i18n/navigation'
import { applicationMailto, applicationSubject, cleanName } from '@/lib/job-application'
import { jobFiltersOf, withJobFilters, type JobFilters } from '../content/job-filters'
import { jobHref } from '@/content-types/jobs/content/routes'

type Option<K extends string> = { key: K; label: string }
type Location = 'singapore' | 'zhengzhou' | 'beijing' | 'remote'
type EmploymentType = 'full_time' | 'part_time'

export type BoardJob = {
  id: number
  title: string
  /** Already translated. */
  department: string
  location: Location
  employmentType: EmploymentType
  description: string
  requirements: string[]
  applyTitle: string
}

export type JobTexts = {
  filtersLabel: string
  location: string
  type: string
  all: string
  empty: string
  reset: string
  department: string
  requirements: string
  apply: string
  nameLabel: string
  nameRequired: string
  send: string
  cancel: string
  subjectLabel: string
}

const selectClass =
  'min-h-11 rounded-control border border-line bg-surface px-3 text-ink focus-visible:outline-2 focus-visible:outline-brand'

/**
 * The open positions with filters by location and type, each with its
 * requirements behind a disclosure and an application by e-mail: the
 * applicant's name is required, then the mail client opens to the jobs
 * address with the subject `<Name>-<Position>`.
 */
export function JobBoard({
  jobs,
  jobsEmail,
  locations,
  types,
  counts,
  mailFallback,
  texts,
}: {
  jobs: BoardJob[]
  jobsEmail: string
  locations: Option<Location>[]
  types: Option<EmploymentType>[]
  /** "n positions" for every n from 0 to the number of jobs. */
  counts: string[]
  mailFallback: ReactNode
  texts: JobTexts
}) {
  // Filters live in the URL: read on load and on Back and Forward; each change
  // is a new history entry. (The page is prerendered, so the server shows all.)
  const [{ location, type }, setFilters] = useState<JobFilters<Location, EmploymentType>>({
    location: '',
    type: '',
  })
  const locationKeys = locations.map((option) => option.key).join()
  const typeKeys = types.map((option) => option.key).join()
  const locationSelect = useRef<HTMLSelectElement>(null)
  const typeSelect = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    const known = (search: string) =>
      jobFiltersOf(
        search,
        locationKeys.split(',') as Location[],
        typeKeys.split(',') as EmploymentType[],
      )
    const read = () => setFilters(known(window.location.search))
    // A choice made on the server-rendered list before its script ran is the
    // visitor's: it wins over the address it was loaded from.
    const fromUrl = known(window.location.search)
    const onScreen = known(
      `?location=${locationSelect.current?.value ?? ''}&type=${typeSelect.current?.value ?? ''}`,
    )
    const chosen = {
      location: onScreen.location || fromUrl.location,
      type: onScreen.type || fromUrl.type,
    }
    if (chosen.location !== fromUrl.location || chosen.type !== fromUrl.type) {
      const { pathname, search, hash } = window.location
      window.history.replaceState(null, '', `${pathname}${withJobFilters(search, chosen)}${hash}`)
    }
    setFilters(chosen)
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [locationKeys, typeKeys])
  const choose = (next: JobFilters<Location, EmploymentType>) => {
    setFilters(next)
    const { pathname, search, hash } = window.location
    window.history.pushState(null, '', `${pathname}${withJobFilters(search, next)}${hash}`)
  }
  const setLocation = (value: Location | '') => choose({ location: value, type })
  const setType = (value: EmploymentType | '') => choose({ location, type: value })
  const shown = jobs.filter(
    (job) => (!location || job.location === location) && (!type || job.employmentType === type),
  )
  const locationLabel = (key: Location) => locations.find((o) => o.key === key)?.label ?? key
  const typeLabel = (key: EmploymentType) => types.find((o) => o.key === key)?.label ?? key

  return (
    <div className="mt-8">
      <form
        aria-label={texts.filtersLabel}
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label={texts.location}
          allLabel={texts.all}
          value={location}
          options={locations}
          onChange={setLocation}
          selectRef={locationSelect}
        />
        <FilterSelect
          label={texts.type}
          allLabel={texts.all}
          value={type}
          options={types}
          onChange={setType}
          selectRef={typeSelect}
        />
        {location || type ? (
          <button
            type="button"
            onClick={() => choose({ location: '', type: '' })}
            className="min-h-11 rounded-control px-3 font-bold text-brand hover:bg-brand-soft"
          >
            {texts.reset}
          </button>
        ) : null}
        <p aria-live="polite" className="ml-auto text-sm text-muted">
          {counts[shown.length]}
        </p>
      </form>

      {shown.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-line px-6 py-12 text-center text-muted">
          {texts.empty}
        </p>
      ) : (
        <ul className="mt-8 grid gap-5">
          {shown.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                location={locationLabel(job.location)}
                type={typeLabel(job.employmentType)}
                jobsEmail={jobsEmail}
                mailFallback={mailFallback}
                texts={texts}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A filter of the board: "all" (the empty value) or one of its options. */
function FilterSelect<K extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  selectRef,
}: {
  label: string
  allLabel: string
  value: K | ''
  options: Option<K>[]
  onChange: (value: K | '') => void
  selectRef: Ref<HTMLSelectElement>
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-bold text-ink">
      {label}
      <select
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value as K | '')}
        className={selectClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** One opening: in the list (title links to its page), or on its own page (`detail`). */
export function JobCard({
  job,
  location,
  type,
  jobsEmail,
  mailFallback,
  texts,
  detail = false,
}: {
  job: BoardJob
  location: string
  type: string
  jobsEmail: string
  mailFallback: ReactNode
  texts: JobTexts
  detail?: boolean
}) {
  const id = useId()
  const Heading = detail ? 'h2' : 'h3'
  const [applying, setApplying] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState(false)
  const mailto = applicationMailto(jobsEmail, name, job.title)
  const valid = cleanName(name).length > 0

  const send = () => {
    if (!valid) {
      setError(true)
      document.getElementById(`${id}-name`)?.focus()
      return false
    }
    return true
  }

  return (
    <article id={`job-${job.id}`} aria-labelledby={`${id}-title`} className="card p-6 desktop:p-8">
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-start desktop:justify-between">
        <div>
          <Heading
            id={`${id}-title`}
            className={detail ? 'text-title tracking-tight' : 'text-heading'}
          >
            {detail ? (
              job.title
            ) : (
              <Link href={jobHref(job.id)} className="hover:text-brand">
                {job.title}
              </Link>
            )}
          </Heading>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            <li className="rounded-pill bg-brand-soft px-3 py-0.5 text-brand-strong">
              <span className="sr-only">{texts.department}: </span>
              {job.department}
            </li>
            <li className="rounded-pill bg-canvas px-3 py-0.5 text-ink-soft">{location}</li>
            <li className="rounded-pill bg-accent-soft px-3 py-0.5 text-accent-strong">{type}</li>
          </ul>
        </div>
        {!applying ? (
          <button
            type="button"
            onClick={() => setApplying(true)}
            aria-label={job.applyTitle}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-control bg-brand px-5 font-bold text-white hover:bg-brand-strong"
          >
            <MailIcon className="size-4" />
            {texts.apply}
          </button>
        ) : null}
      </div>
      <p className="mt-4 text-body">{job.description}</p>
      <details className="group mt-4" open={detail || undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-bold text-brand [&::-webkit-details-marker]:hidden">
          {texts.requirements}
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <BulletList
          className="mt-2 grid gap-2 pl-1"
          items={job.requirements.map((requirement) => ({
            key: requirement,
            content: requirement,
          }))}
        />
      </details>
      {applying ? (
        <form
          aria-label={job.applyTitle}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (send()) window.location.href = mailto
          }}
          className="mt-6 rounded-control border border-line bg-canvas p-4 sm:p-5"
        >
          <p className="font-bold text-ink">{job.applyTitle}</p>
          <label htmlFor={`${id}-name`} className="mt-4 block text-sm font-bold text-ink">
            {texts.nameLabel}
          </label>
          <input
            id={`${id}-name`}
            // The form opens on request, for this job: its field takes the focus.
            autoFocus
            value={name}
            required
            autoComplete="name"
            aria-invalid={error && !valid}
            aria-describedby={error && !valid ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value)
              if (cleanName(event.target.value)) setError(false)
            }}
            className="mt-1.5 min-h-11 w-full max-w-sm rounded-control border border-line bg-surface px-3 text-ink aria-invalid:border-danger"
          />
          {error && !valid ? (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
              {texts.nameRequired}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              href={mailto}
              onClick={(event) => {
                if (!send()) event.preventDefault()
              }}
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control bg-brand px-4 text-center font-bold text-white hover:bg-brand-strong sm:w-auto sm:px-5"
            >
              <MailIcon className="size-4 shrink-0" />
              {texts.send}
            </a>
            <button
              type="button"
              onClick={() => {
                setApplying(false)
                setError(false)
              }}
              className="min-h-11 rounded-control px-4 font-bold text-muted hover:bg-surface"
            >
              {texts.cancel}
            </button>
          </div>
          <div className="mt-4 space-y-1 text-sm text-muted">
            <p>{mailFallback}</p>
            <p>
              {texts.subjectLabel}
              <span className="font-bold text-ink">
                {applicationSubject(valid ? name : '…', job.title)}
              </span>
            </p>
          </div>
        </form>
      ) : null}
    </article>
  )
}
