/** The heading of a page and the sentence that introduces it. */
export function PageHeader({
  title,
  intro,
  className = '',
}: {
  title: string
  intro: string
  className?: string
}) {
  return (
    <header className={`flex flex-col gap-4 ${className}`}>
      <h1 className="text-title tracking-tight desktop:text-[2.75rem] desktop:leading-tight">
        {title}
      </h1>
      <p className="max-w-2xl text-lead text-muted">{intro}</p>
    </header>
  )
}
