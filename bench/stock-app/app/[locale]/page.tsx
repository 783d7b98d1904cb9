import { useTranslations } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { use } from 'react'
import { Link } from '../../i18n/navigation'

export default function Home({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(use(params).locale)
  const t = useTranslations('home')
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ fontSize: 40 }}>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/">{t('link')}</Link>
    </main>
  )
}
