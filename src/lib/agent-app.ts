/** Paths of the separate agent app, where the models are used. */
export const agentPaths = {
  home: '/',
  general: '/tianyan',
  agent: '/ty',
  reasoning: '/deepseek',
  herb: '/zhicao',
  tcm: '/qihuang',
  medical: '/',
  plantApp: '/plant',
  answerApp: '/answer',
  businessReports: '/business-reports',
  share: '/share',
} as const

export type AgentPath = keyof typeof agentPaths

/**
 * A link into the agent app with `lang` appended (and any extra query), built
 * with URL so values are always encoded and nothing can change the host.
 */
export function agentAppUrl(
  origin: string,
  path: AgentPath,
  lang: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(agentPaths[path], `${origin}/`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  url.searchParams.set('lang', lang)
  return url.toString()
}
