import type { ModelKey } from '@/components/layout/nav-items'
import type { AgentPath } from '@/lib/agent-app'
import type { AppKey } from '@/content/site'
import { capabilityIcons } from '@/components/ui/icon-names'

/**
 * What the home page lists, in order, with the agent-app page each item opens.
 * The texts are in the catalogues under `home.*`, keyed by these names.
 */
export const homeModels = [
  { key: 'general', agent: 'general', capabilities: ['qa', 'copy', 'notes', 'vision'] },
  { key: 'reasoning', agent: 'reasoning', capabilities: ['math', 'code', 'logic', 'mindmap'] },
  { key: 'tcm', agent: 'tcm', capabilities: ['tongue', 'acupoints', 'prescriptions', 'herbs'] },
  {
    key: 'medical',
    agent: 'medical',
    capabilities: ['consult', 'records', 'triage', 'medicineBox', 'reports'],
  },
  { key: 'herb', agent: 'herb', capabilities: ['plants', 'herbId', 'knowledge'] },
] as const satisfies readonly { key: ModelKey; agent: AgentPath; capabilities: readonly string[] }[]

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

export const apps = [
  { key: 'answer', agent: 'answerApp' },
  { key: 'plant', agent: 'plantApp' },
] as const satisfies readonly { key: AppKey; agent: AgentPath }[]

export const capabilities = capabilityIcons
export const capabilityFigures = ['a', 'b'] as const

/** How many of the latest articles the home page shows. */
export const NEWS_TEASER_COUNT = 3
