/** The heading of a page and the sentence that introduces it. */
export function PageHeader({
  title,
  intro,
  className = '',
  compact = false,
}: {
  title: string
  intro: string
  className?: string
  /**
   * For a page whose content must start high (the news list): a tighter
   * header whose sentence takes one line on a desktop and is left out on a
   * phone, where the title says enough.
   */
  compact?: boolean
}) {
  return (
    <header className={`flex flex-col ${compact ? 'gap-2' : 'gap-4'} ${className}`}>
      <h1 className="text-title tracking-tight desktop:text-[2.75rem] desktop:leading-tight">
        {title}
      </h1>
      <p className={`text-lead text-muted ${compact ? 'max-w-4xl max-sm:hidden' : 'max-w-2xl'}`}>
        {intro}
      </p>
    </header>
  )
}
