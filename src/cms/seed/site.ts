import type { Locale } from '../../i18n/locales'

/** Launch values of the site settings (content brief). Names and numbers are fictional. */
export const siteSeed = {
  shared: {
    marketingEmail: 'marketing@tianyan-ai.example.com',
    phone: '+86 400-820-2014',
    supportEmail: 'support@tianyan-ai.example.com',
    feedbackEmail: 'feedback@tianyan-ai.example.com',
    jobsEmail: 'jobs@tianyan-ai.example.com',
    officialAccountUrl: 'https://www.example.com/tianyan/official-account',
    videoAccountUrl: 'https://www.example.com/tianyan/video-account',
    analyticsEndpoint: '',
    appLinks: {
      answerIos: 'https://download.tianyan-ai.example.com/answers/ios',
      answerAndroid: 'https://download.tianyan-ai.example.com/answers/android',
      plantIos: 'https://download.tianyan-ai.example.com/plant-id/ios',
      plantAndroid: 'https://download.tianyan-ai.example.com/plant-id/android',
    },
  },
  localized: {
    zh: {
      companyName: '天衍智能',
      licenceDefault: {
        lines: [
          '京ICP备14000000号-1',
          '京公网安备11010802000000号',
          '生成式人工智能服务备案号：Beijing-TianyanAI-20240101',
        ],
        companyLine: '© 2014–2026 北京天衍智能科技有限公司 版权所有',
      },
      licenceMarked: {
        lines: ['豫ICP备14000000号-2', '豫公网安备41010502000000号'],
        companyLine: '© 2014–2026 郑州天衍智算科技有限公司 版权所有',
      },
    },
    en: {
      companyName: 'Tianyan AI',
      licenceDefault: {
        lines: [
          'ICP licence: Jing ICP 14000000-1',
          'Public security filing: 11010802000000',
          'Generative AI service filing: Beijing-TianyanAI-20240101',
        ],
        companyLine:
          '© 2014–2026 Beijing Tianyan Intelligence Technology Co., Ltd. All rights reserved.',
      },
      licenceMarked: {
        lines: ['ICP licence: Yu ICP 14000000-2', 'Public security filing: 41010502000000'],
        companyLine:
          '© 2014–2026 Zhengzhou Tianyan Computing Technology Co., Ltd. All rights reserved.',
      },
    },
  } satisfies Record<Locale, unknown>,
}
