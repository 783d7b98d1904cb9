export type SeedFaq = {
  key: string
  zh: { question: string; answer: string }
  en: { question: string; answer: string }
}

/** Frequently asked questions at launch, in display order (fictional company facts). */
export const faqs: readonly SeedFaq[] = [
  {
    key: 'models-offered',
    zh: {
      question: '天衍智能提供哪些大模型？',
      answer:
        '我们的核心产品是天衍通用大模型，擅长中英文问答、营销文案、社交媒体笔记与视觉理解；天衍深度推理专攻数学、编程、逻辑推理与思维导图。在垂直领域，我们推出了岐黄中医大模型、天衍医疗大模型和智草植物大模型，分别服务中医药、医疗健康与植物识别场景。',
    },
    en: {
      question: 'Which models does Tianyan AI offer?',
      answer:
        'Our flagship is the Tianyan General Model, which handles Chinese and English Q&A, marketing copy, social media posts and image understanding. Tianyan Reasoning is built for math, coding, logic and mind maps. For specialized fields, we offer the Qihuang TCM Model, the Tianyan Medical Model and the Zhicao Herb & Plant Model, covering traditional Chinese medicine, healthcare and plant recognition.',
    },
  },
  {
    key: 'try-the-agent',
    zh: {
      question: '怎样体验天衍的模型？',
      answer:
        '最便捷的方式是使用天衍智能体。它基于天衍通用大模型打造，能理解你的目标，自动拆解任务、调用工具并给出结果。无论是整理资料、撰写文案还是分析报告，只需用一句话说明需求即可开始。',
    },
    en: {
      question: 'How can I try your models?',
      answer:
        'The easiest way is Tianyan Agent. Built on the Tianyan General Model, it understands what you are trying to get done, breaks the work into steps, calls the right tools and hands back the result. Whether you need research organized, copy written or a report analyzed, just describe it in a sentence to get started.',
    },
  },
  {
    key: 'consumer-apps',
    zh: {
      question: '天衍智能有哪些手机应用？在哪里下载？',
      answer:
        '我们目前推出了两款应用：天衍问答是随身的AI问答助手，智草识植拍一拍就能识别植物与中草药。两款应用均支持iOS和Android，可在各大应用商店搜索名称免费下载。',
    },
    en: {
      question: 'What mobile apps do you offer, and where can I get them?',
      answer:
        'We currently offer two apps. Tianyan Answers is an AI assistant that fits in your pocket, and Zhicao Plant ID identifies plants and medicinal herbs from a single photo. Both are free on iOS and Android; just search for them by name in your app store.',
    },
  },
  {
    key: 'data-privacy-security',
    zh: {
      question: '天衍智能如何保护我的数据？',
      answer:
        '数据安全是我们的底线。客户数据在所在区域内存储和处理，中国境内的数据留在郑州智算中心，海外数据由新加坡智算中心承载，不做跨境传输。未经客户明确同意，我们绝不使用客户数据训练模型；所有数据在传输和存储过程中均全程加密。',
    },
    en: {
      question: 'How do you protect my data?',
      answer:
        'Data security is non-negotiable for us. Customer data is stored and processed in its home region: data from mainland China stays at our Zhengzhou computing center, while international data is handled in Singapore, with no cross-border transfers. We never train our models on customer data without explicit consent, and everything is encrypted both in transit and at rest.',
    },
  },
  {
    key: 'enterprise-private-deployment',
    zh: {
      question: '企业可以怎样与天衍智能合作？支持私有化部署吗？',
      answer:
        '支持。我们为企业提供云端服务与私有化部署两种方式，可根据行业特点和合规要求灵活选择。目前天衍智能已深耕11个垂直行业，覆盖商业报告分析、财务管理、医疗问诊、教育和科研等场景，专属团队将全程负责方案设计、部署上线与后续运营。如有合作意向，欢迎发送邮件至marketing@tianyan-ai.example.com。',
    },
    en: {
      question: 'How can my company partner with Tianyan AI? Do you offer private deployment?',
      answer:
        'Yes. Enterprises can use our models as a cloud service or deploy them privately on their own infrastructure, depending on their industry and compliance needs. We already work across 11 vertical sectors, from business report analysis and financial management to medical consultation, education and research, and a dedicated team handles solution design, rollout and ongoing support. To explore a partnership, email our team at marketing@tianyan-ai.example.com.',
    },
  },
  {
    key: 'developer-api',
    zh: {
      question: '开发者可以通过API调用天衍的模型吗？',
      answer:
        '可以。天衍通用大模型、天衍深度推理及各行业大模型均提供标准API，便于快速集成到你的应用和业务系统中。申请API权限请发送邮件至support@tianyan-ai.example.com，高校与科研团队还可通过天衍开放实验室申请研究合作与算力支持。',
    },
    en: {
      question: 'Can developers access your models through an API?',
      answer:
        'Absolutely. The Tianyan General Model, Tianyan Reasoning and our industry models are all available through standard APIs, so you can build them into your apps and business systems quickly. To request API access, email support@tianyan-ai.example.com. University and research teams can also apply to the Tianyan Open AI Lab for research collaborations and compute support.',
    },
  },
  {
    key: 'languages-and-regions',
    zh: {
      question: '天衍智能支持哪些语言和地区？',
      answer:
        '天衍智能的服务支持25种语言，覆盖200多个国家和地区，全球用户已超过24亿。多语言能力是我们自2014年创立以来的立身之本，我们仍在持续扩展语言覆盖、提升本地化体验。',
    },
    en: {
      question: 'Which languages and regions do you support?',
      answer:
        'Our services support 25 languages and reach more than 200 countries and regions, with over 2.4 billion users worldwide. Multilingual AI has been core to who we are since our founding in 2014, and we keep expanding language coverage and sharpening the local experience.',
    },
  },
  {
    key: 'careers-how-to-apply',
    zh: {
      question: '如何申请加入天衍智能？',
      answer:
        '欢迎你加入我们！请在招聘页面查看开放职位，并将简历发送至jobs@tianyan-ai.example.com，邮件主题请注明“姓名-应聘职位”。我们会认真阅读每一份简历，如简历通过初筛，招聘团队将尽快与你联系。',
    },
    en: {
      question: 'How do I apply for a job at Tianyan AI?',
      answer:
        'We would love to hear from you. Browse the open positions on our careers page, then email your résumé to jobs@tianyan-ai.example.com with the subject line “Name-Position.” We read every application, and our recruiting team will reach out soon if there is a match.',
    },
  },
  {
    key: 'contact-us',
    zh: {
      question: '如何联系天衍智能？',
      answer:
        '产品使用问题请发送邮件至support@tianyan-ai.example.com，意见与建议请发送至feedback@tianyan-ai.example.com，商务合作与媒体事宜请联系marketing@tianyan-ai.example.com。你也可以拨打服务热线+86 400-820-2014，我们将竭诚为你服务。',
    },
    en: {
      question: 'How can I get in touch?',
      answer:
        'For help with our products, email support@tianyan-ai.example.com. Ideas and suggestions are always welcome at feedback@tianyan-ai.example.com, and for partnerships and media inquiries, contact marketing@tianyan-ai.example.com. You can also call us at +86 400-820-2014.',
    },
  },
]
