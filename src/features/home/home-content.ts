import type { ModelKey } from '@/components/layout/nav-items'
import type { AgentPath } from '@/lib/agent-app'
import type { AppKey } from '@/content/site'
import { capabilityIcons } from '@/components/ui/icon-names'
import { appKeys, models } from '@/content/products'

/**
 * What the home page lists, in order, with the agent-app page each item opens.
 * The texts are in the catalogues under `home.*`, keyed by these names.
 */
export const homeModels = models.map((model) => ({
  ...model,
  agent: model.key,
})) satisfies readonly { key: ModelKey; agent: AgentPath; capabilities: readonly string[] }[]

export const featuredModules = [
  { key: 'agent', agent: 'agent' },
  { key: 'thinking', agent: 'reasoning' },
  { key: 'tongue', agent: 'tcm' },
  { key: 'reports', agent: 'medical' },
] as const satisfies readonly { key: string; agent: AgentPath }[]

export const solutions = ['business', 'finance', 'medical', 'education', 'research'] as const
export const solutionPoints = ['a', 'b', 'c'] as const
/** The three regional business reports: `/share?id=1|2|3` in the agent app. */
export const regionalReports = ['1', '2', '3'] as const

const appAgents = { answer: 'answerApp', plant: 'plantApp' } as const satisfies Record<
  AppKey,
  AgentPath
>

export const apps = appKeys.map((key) => ({ key, agent: appAgents[key] }))

export const capabilities = capabilityIcons
export const capabilityFigures = ['a', 'b'] as const

/** How many of the latest articles the home page shows. */
export const NEWS_TEASER_COUNT = 3
