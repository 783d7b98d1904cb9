import { getTranslations } from 'next-intl/server'
import { getSiteSettings } from '@/data/site'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { agentAppUrl } from '@/lib/agent-app'
import { agentAppOrigin } from '@/lib/env'
import type { HostVariant } from '@/lib/host-variant'
import { ExternalLink } from '@/components/ui/external-link'
import { MailIcon, PhoneIcon } from '@/components/ui/icons'
import { QrCode } from '@/components/ui/qr-code'
import { FooterPanel } from '@/components/layout/footer-panel.client'
import { Logo } from '@/components/layout/logo'
import { headerModels, aboutLinks } from '@/components/layout/nav-items'

const linkClass = 'footer-link'

export async function SiteFooter({ locale, variant }: { locale: Locale; variant: HostVariant }) {
  const [t, tNav, tModels, tA11y, site] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'models' }),
    getTranslations({ locale, namespace: 'a11y' }),
    getSiteSettings(locale),
  ])
  const origin = agentAppOrigin()
  const licence = site.licence[variant]
  const codes = [
    { key: 'officialAccount', name: t('officialAccount'), url: site.officialAccountUrl },
    { key: 'videoAccount', name: t('videoAccount'), url: site.videoAccountUrl },
  ].flatMap((code) => (code.url ? [{ ...code, url: code.url }] : []))

  return (
    <footer className="bg-night text-night-text [contain-intrinsic-size:auto_640px] [content-visibility:auto]">
      <div className="container-page grid gap-x-14 py-12 desktop:grid-cols-[minmax(0,1fr)_auto_auto_auto_auto] desktop:py-16">
        <div className="hidden desktop:block">
          <Logo name={site.companyName} tone="light" />
        </div>
        <FooterPanel title={t('about')}>
          <ul>
            <li>
              <Link href={aboutLinks.company} className={linkClass}>
                {tNav('company')}
              </Link>
            </li>
            <li>
              <Link href={aboutLinks.join} className={linkClass}>
                {tNav('join')}
              </Link>
            </li>
          </ul>
        </FooterPanel>
        <FooterPanel title={t('models')}>
          <ul>
            {headerModels.map((model) => (
              <li key={model.key}>
                <ExternalLink
                  href={agentAppUrl(origin, model.agent, locale)}
                  newTabLabel={tA11y('opensInNewTab')}
                  className={linkClass}
                >
                  {tModels(model.key)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </FooterPanel>
        <section aria-labelledby="footer-contact" className="pt-6 desktop:pt-0">
          <h2 id="footer-contact" className="text-sm font-bold text-white">
            {t('contact')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm desktop:mt-4">
            <div className="flex items-center gap-2">
              <MailIcon className="shrink-0 text-night-text" />
              <dt className="sr-only">{t('email')}</dt>
              <dd>
                <a
                  href={`mailto:${site.marketingEmail}`}
                  className={`${linkClass} break-all desktop:break-normal`}
                >
                  {site.marketingEmail}
                </a>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <PhoneIcon className="shrink-0 text-night-text" />
              <dt className="sr-only">{t('phone')}</dt>
              <dd>
                <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                  {site.phone}
                </a>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-label={t('follow')} className="pt-6 desktop:pt-0">
          <ul className="flex gap-4">
            {codes.map((code) => (
              <li key={code.key} className="text-center">
                <QrCode
                  text={code.url}
                  label={t('qrAlt', { name: code.name })}
                  size={96}
                  className="size-24 rounded-control bg-white"
                />
                <p className="mt-2 text-xs text-night-text">{code.name}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-night-line">
        <div className="container-page flex flex-col gap-1 py-6 text-xs leading-relaxed text-night-text desktop:flex-row desktop:flex-wrap desktop:gap-x-6">
          <h2 className="sr-only">{t('licence')}</h2>
          {licence.lines.map((line) =>
            line.url ? (
              <a key={line.text} href={line.url} rel="noopener" className="hover:text-white">
                {line.text}
              </a>
            ) : (
              <span key={line.text}>{line.text}</span>
            ),
          )}
          <span data-testid="company-line">{licence.companyLine}</span>
        </div>
      </div>
    </footer>
  )
}
