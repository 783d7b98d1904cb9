import type { SeedArticle } from './launch'

/** Launch articles of 2025 (the content brief), oldest first. */
export const news2025: readonly SeedArticle[] = [
  {
    key: '2025-industry-outlook',
    category: 'industry',
    publishedAt: '2025-01-14T10:00:00+08:00',
    cover: { motif: 'network', hue: 215 },
    zh: {
      title: '2025年人工智能展望：从模型走向场景',
      summary:
        '新的一年，大模型竞争的重心正从参数规模转向落地效果。我们梳理了今年值得关注的四个趋势。',
      body: [
        {
          paragraph:
            '过去两年，衡量大模型进展的，多是参数规模和榜单成绩。进入2025年，企业客户的问题变得具体得多：能不能接入现有系统，投入产出算不算得清，出了差错由谁负责。在我们看来，行业正从“比谁的模型更大”转向“比谁能把事情做成”。',
        },
        { heading: '值得关注的四个趋势' },
        {
          list: [
            '智能体走出演示阶段，开始在审批、客服、数据整理等环节承担完整流程',
            '推理能力成为标配，数学、代码与复杂决策场景对结果的可验证性要求更高',
            '医疗、教育、金融等行业模型加快落地，数据合规与安全评估同步收紧',
            '算力成本持续走低，能效与调度能力成为智算中心的核心竞争力',
          ],
        },
        {
          paragraph:
            '监管层面，生成式人工智能的备案、内容标识与数据安全要求正日趋细化。对负责任的厂商而言，这不是负担，而是赢得信任的机会。能力边界是否清晰、输出能否追溯、使用规则是否透明，正在成为客户选型时的硬指标。',
        },
        {
          paragraph:
            '这一年，天衍智能将继续沿着通用模型、行业模型和智算基础设施三条主线投入。我们相信，真正的较量不在发布会的舞台上，而在用户每天离不开的工作场景里。',
        },
        {
          quote:
            '“模型好不好，最终要在真实场景里见分晓。这是我们2025年最看重的事。”——天衍智能创始人兼首席执行官陈知远',
        },
      ],
    },
    en: {
      title: 'AI in 2025: From Bigger Models to Real-World Work',
      summary:
        'The race in AI is shifting from model size to measurable results. Here are four trends we expect to shape the year ahead.',
      body: [
        {
          paragraph:
            'For the past two years, progress in large models was measured mostly in parameters and leaderboard scores. In 2025, the questions enterprise customers ask have become far more practical: Will it plug into our systems? Can we measure the return? Who is accountable when it gets something wrong? The industry is moving from building the biggest model to getting real work done.',
        },
        { heading: 'Four trends to watch' },
        {
          list: [
            'Agents move from demos into production, handling multistep workflows such as approvals, customer service and data preparation',
            'Reasoning becomes table stakes, as math, coding and complex decisions demand answers that can be verified',
            'Industry models for healthcare, education and finance scale up, alongside stricter data-compliance and safety reviews',
            'Compute keeps getting cheaper, making energy efficiency and scheduling the real edge for computing centers',
          ],
        },
        {
          paragraph:
            'Regulators are also getting more specific about filing, labeling and data security for generative AI. For responsible providers, that is less a burden than an opportunity to earn trust. Clear capability boundaries, traceable outputs and transparent usage rules are fast becoming hard requirements when customers choose a vendor.',
        },
        {
          paragraph:
            'This year, Tianyan AI will keep investing along three lines: general-purpose models, industry models and the computing infrastructure beneath them. We believe the real contest isn’t won on a launch stage. It’s won in the workflows people rely on every day.',
        },
        {
          quote:
            '“A model proves its worth in real work, not on a leaderboard. That’s what matters most to us in 2025.” — Chen Zhiyuan, founder and CEO of Tianyan AI',
        },
      ],
    },
  },
  {
    key: '2025-agent-weekly-report-guide',
    category: 'article',
    publishedAt: '2025-02-19T14:00:00+08:00',
    cover: { motif: 'book', hue: 40 },
    zh: {
      title: '三步用天衍智能体搭建周报助手',
      summary:
        '整理数据、汇总进展、写周报，每周常常要占去半天。本文以一支销售团队为例，介绍如何把这件事交给天衍智能体。',
      body: [
        {
          paragraph:
            '天衍智能体于2024年10月发布，基于天衍通用大模型，能够理解任务目标、调用工具并分步执行。不少团队的第一个应用并不复杂：把每周重复的数据整理和周报撰写交给它。下面以一支二十人的区域销售团队为例，讲讲具体怎么做。',
        },
        { heading: '第一步：接入数据来源' },
        {
          paragraph:
            '在智能体工作台中添加周报要用到的数据源，比如共享表格里的销售台账、客户管理系统导出的跟进记录。建议只开放只读权限，并为每个数据源附上一句说明，告诉智能体字段的含义，例如“回款日期以财务确认为准”。说明写得越清楚，汇总就越准确。',
        },
        { heading: '第二步：写好任务说明' },
        {
          paragraph:
            '任务说明就像交给新同事的一份交接清单。与其只写一句“帮我写周报”，不如把结构、口径和语气都讲明白。多花几分钟写清楚，能省下后面反复修改的功夫。任务说明至少应包括以下几项：',
        },
        {
          list: [
            '周报的固定结构，如本周成交、重点客户进展、风险提示和下周计划',
            '关键指标的计算口径，以及与哪个周期做对比',
            '需要突出和可以省略的内容，以及篇幅上限',
            '语气要求，例如面向管理层，简洁直接',
          ],
        },
        { heading: '第三步：定好节奏，人工把关' },
        {
          paragraph:
            '把任务设为每周五下午自动运行，智能体会生成初稿并注明数据出处。负责人只需核对关键数字、补上需要判断的内容，就能发出。试点团队反馈，准备周报的时间从半天缩短到一小时以内。头几周建议逐条检查，等结果稳定后再逐步放手。',
        },
      ],
    },
    en: {
      title: 'How to Build a Weekly Report Assistant with Tianyan Agent in Three Steps',
      summary:
        'Pulling the numbers together and writing the weekly report can eat half a day. Using a sales team as an example, we show how Tianyan Agent can take that work off your plate.',
      body: [
        {
          paragraph:
            'Tianyan Agent, launched in October 2024, runs on the Tianyan General Model. It can understand a goal, call tools and work through a task step by step. For many teams, the first use case is refreshingly simple: handing off the weekly data wrangling and report writing. Here’s how a 20-person regional sales team set it up.',
        },
        { heading: 'Step 1: Connect your data sources' },
        {
          paragraph:
            'In the agent workspace, add the sources your report draws on, such as the sales ledger in a shared spreadsheet and follow-up records exported from your CRM. Grant read-only access, and add a one-line note to each source explaining what its fields mean, for example “payment date is the day finance confirmed receipt.” The clearer the notes, the more accurate the summaries.',
        },
        { heading: 'Step 2: Write a clear brief' },
        {
          paragraph:
            'Think of the brief as the handover notes you’d give a new colleague. Instead of “write my weekly report,” spell out the structure, the metric definitions and the tone you want. A few extra minutes here will save you hours of edits later. At a minimum, your brief should cover:',
        },
        {
          list: [
            'A fixed outline, such as closed deals, key account updates, risks and next week’s plan',
            'How each key metric is calculated and which period it is compared against',
            'What to highlight, what to leave out and how long the report should be',
            'The tone you want, for example direct and concise for senior leadership',
          ],
        },
        { heading: 'Step 3: Schedule it and keep a human in the loop' },
        {
          paragraph:
            'Set the task to run every Friday afternoon. The agent produces a draft with its data sources cited, and the team lead only needs to check the key figures and add the judgment calls before sending it out. The pilot team cut report prep from half a day to under an hour. For the first few weeks, review every line, then ease off as the results hold up.',
        },
      ],
    },
  },
  {
    key: '2025-medical-model-launch',
    category: 'company',
    publishedAt: '2025-03-18T10:00:00+08:00',
    cover: { motif: 'pulse', hue: 350 },
    zh: {
      title: '天衍医疗大模型正式发布',
      summary:
        '天衍医疗大模型今日发布，具备健康咨询、语音病历、智能分诊、药盒识别和报告解读五大能力，同时面向医疗机构和个人用户。',
      body: [
        {
          paragraph:
            '3月18日，天衍智能在北京发布天衍医疗大模型。这是公司自2019年以医学知识图谱进入医疗领域以来，在这一方向上最重要的一次产品升级。新模型以天衍通用大模型的语言与视觉能力为基础，并在医学文献、临床指南和脱敏病例数据上完成了专项训练。',
        },
        { heading: '五大核心能力' },
        {
          list: [
            '健康咨询：用通俗的语言解答常见健康问题，并提示何时应当就医',
            '语音病历：医生口述问诊内容，系统自动生成结构化病历',
            '智能分诊：根据症状描述推荐就诊科室，减轻门诊导诊压力',
            '药盒识别：拍一下药盒，即可查看用法用量、禁忌和药物相互作用',
            '报告解读：逐项说明化验单和检查报告，帮助患者看懂各项指标',
          ],
        },
        {
          paragraph:
            '面向医疗机构，天衍医疗大模型支持私有化部署，数据不出院区，并可与医院现有信息系统对接。面向个人用户，相关功能将陆续上线天衍问答App。所有面向患者的回答都会注明仅供参考；凡涉及诊断和调整用药，都会明确建议用户咨询执业医师。',
        },
        {
          paragraph:
            '发布之前，天衍医疗大模型已在多家合作医院试运行。试点科室反馈，医生书写病历的时间平均减少约三成，门诊导诊台的重复咨询也明显减少。第二季度起，试点将扩展到更多科室。',
        },
        {
          quote:
            '“医疗大模型是医生的助手，不是医生的替代。每一项功能，我们都先把边界想清楚，再谈效率。”——天衍智能首席技术官周明澈',
        },
      ],
    },
    en: {
      title: 'Tianyan AI Launches the Tianyan Medical Model',
      summary:
        'The Tianyan Medical Model launches today with five core capabilities, from health consultations and voice medical records to triage, medicine-box scanning and report interpretation.',
      body: [
        {
          paragraph:
            'On March 18, Tianyan AI unveiled the Tianyan Medical Model in Beijing. It is the company’s biggest step in healthcare since it entered the field in 2019 with a medical knowledge graph. The new model builds on the language and vision capabilities of the Tianyan General Model, with dedicated training on medical literature, clinical guidelines and de-identified case data.',
        },
        { heading: 'Five core capabilities' },
        {
          list: [
            'Health consultations: plain-language answers to common health questions, with clear guidance on when to see a doctor',
            'Voice medical records: doctors dictate the visit and the model drafts a structured record',
            'Triage: recommends the right department based on the symptoms a patient describes',
            'Medicine-box scanning: snap a photo of the box to check dosage, contraindications and drug interactions',
            'Report interpretation: explains lab results and test reports line by line',
          ],
        },
        {
          paragraph:
            'Hospitals and clinics can deploy the model on premises, so patient data never leaves the facility, and connect it to their existing hospital information systems. For consumers, features will roll out in the Tianyan Answers app over the coming months. Every patient-facing answer is labeled as informational, and anything touching diagnosis or medication changes points users to a licensed physician.',
        },
        {
          paragraph:
            'Ahead of launch, the model ran in pilots at several partner hospitals. Participating departments reported that doctors spent roughly 30 percent less time writing records, and repeat questions at outpatient help desks dropped noticeably. Starting in the second quarter, the pilots will expand to more departments.',
        },
        {
          quote:
            '“A medical model should be a doctor’s assistant, never a replacement. For every feature, we defined the boundaries first and talked about efficiency second.” — Zhou Mingche, CTO of Tianyan AI',
        },
      ],
    },
  },
  {
    key: '2025-healthcare-ai-trust',
    category: 'industry',
    publishedAt: '2025-03-27T15:00:00+08:00',
    cover: { motif: 'pulse', hue: 165 },
    zh: {
      title: '医疗AI走进诊室，信任从何而来',
      summary:
        '医疗人工智能正从科研试点走进日常诊疗。我们认为，安全评估、责任划分和数据治理，将决定这一轮落地能走多深。',
      body: [
        {
          paragraph:
            '过去一年，围绕医疗人工智能的讨论，明显从“能不能做”转向了“敢不敢用”。在病历书写、影像辅助、健康管理等环节，大模型已经带来可观的效率提升。但医疗行业容错率极低，一次错误建议的代价，远非其他行业的一个错别字可比。',
        },
        { heading: '落地前必须回答的三个问题' },
        {
          list: [
            '安全：模型在常见病、罕见病和高风险场景下的表现，是否经过系统评估',
            '责任：人工智能给出建议后，最终由谁签字、由谁负责',
            '数据：训练和使用过程中如何保护患者隐私，数据能否留在院内',
          ],
        },
        {
          paragraph:
            '从行业动向看，监管部门对医疗类人工智能产品的审查正在细化，医疗机构也更愿意先从非诊断环节切入，比如病历生成、导诊分诊和患者教育。这种循序渐进的路径看似不够激进，却更有可能沉淀出医生愿意长期使用的产品。',
        },
        {
          paragraph:
            '我们的判断是：医疗人工智能比拼的，最终不只是模型能力，更是评估体系和服务体系。谁能和医生一起划定边界、持续校验效果，谁就能赢得临床的长期信任。',
        },
      ],
    },
    en: {
      title: 'As Healthcare AI Reaches the Clinic, Where Does Trust Come From?',
      summary:
        'Healthcare AI is moving from research pilots into everyday care. Safety evaluation, clear accountability and sound data governance will decide how far it goes.',
      body: [
        {
          paragraph:
            'Over the past year, the conversation about healthcare AI has shifted from “Can it be done?” to “Can we rely on it?” In clinical documentation, imaging support and health management, large models are already delivering real efficiency gains. But medicine has almost no margin for error: one bad recommendation costs far more than a typo in a marketing email.',
        },
        { heading: 'Three questions every deployment must answer' },
        {
          list: [
            'Safety: Has the model been systematically evaluated on common conditions, rare diseases and high-risk scenarios?',
            'Accountability: When AI makes a recommendation, who signs off and who owns the final decision?',
            'Data: How is patient privacy protected in training and in use, and can the data stay on-site?',
          ],
        },
        {
          paragraph:
            'Across the industry, regulatory review of medical AI products is becoming more detailed, and hospitals increasingly start with non-diagnostic tasks such as record drafting, triage and patient education. That step-by-step path may look cautious, but it is far more likely to produce tools clinicians keep using year after year.',
        },
        {
          paragraph:
            'Our view is simple. Competition in healthcare AI will be decided less by raw model capability than by evaluation and service. The providers that work with doctors to define the boundaries, and keep validating results over time, will earn lasting trust in the clinic.',
        },
      ],
    },
  },
  {
    key: '2025-county-health-network-story',
    category: 'article',
    publishedAt: '2025-04-22T10:30:00+08:00',
    cover: { motif: 'chart', hue: 130 },
    zh: {
      title: '县域医共体用上医疗大模型之后',
      summary:
        '中部某省一家县域医共体上线天衍医疗大模型一个月，基层医生的病历负担明显减轻，患者也少跑了冤枉路。',
      body: [
        {
          paragraph:
            '这家县域医共体由一家县人民医院和十余家乡镇卫生院组成，服务人口约六十万。基层医生人手紧张，一天接诊几十位患者是常态，病历往往只能等下班后再补。患者这边，不少人弄不清该挂哪个科，来回排队的情况时有发生。',
        },
        { heading: '从最常用的场景入手' },
        {
          paragraph:
            '项目团队没有追求一步到位，而是先从医生和患者最常遇到的环节做起。天衍医疗大模型部署在医共体自有的服务器上，患者数据全程留在本地。上线前，天衍智能的工程师和医生一起，把常见病种的病历模板逐条过了一遍。',
        },
        {
          list: [
            '语音病历：医生边问诊边口述，结束后即可拿到结构化病历初稿，确认后签字归档',
            '智能分诊：县医院门诊大厅设有自助终端，患者说出症状就能得到科室建议',
            '药盒识别：乡镇卫生院的慢病患者拍照核对药品，避免重复用药',
          ],
        },
        { heading: '一个月后的变化' },
        {
          paragraph:
            '上线一个月，参与试点的医生每天花在病历上的时间平均减少约四成，下班后补病历的情况基本不见了。门诊导诊台的咨询量明显下降，因挂错科室引起的投诉也随之减少。医共体下一步计划把报告解读功能开放给乡镇卫生院的患者。',
        },
      ],
    },
    en: {
      title: 'Customer Story: How a County Health Network Put the Medical Model to Work',
      summary:
        'One month after deploying the Tianyan Medical Model, a county health network in central China reports lighter paperwork for its doctors and fewer wasted trips for patients.',
      body: [
        {
          paragraph:
            'The network brings together a county hospital and more than ten township health centers, serving about 600,000 people. Doctors are stretched thin: seeing dozens of patients a day is normal, and medical records often get written after hours. Patients, meanwhile, are frequently unsure which department to visit, which means long lines and repeat trips.',
        },
        { heading: 'Starting with the everyday tasks' },
        {
          paragraph:
            'Rather than trying to do everything at once, the project team began with the tasks doctors and patients face most often. The Tianyan Medical Model runs on the network’s own servers, so patient data stays local. Before go-live, Tianyan AI engineers sat down with physicians to review the record templates for the most common conditions, one by one.',
        },
        {
          list: [
            'Voice medical records: doctors dictate during the visit and get a structured draft to review and sign',
            'Triage: self-service kiosks in the county hospital lobby suggest a department based on the patient’s symptoms',
            'Medicine-box scanning: patients with chronic conditions at township centers photograph their medicines to avoid duplicate doses',
          ],
        },
        { heading: 'What changed after one month' },
        {
          paragraph:
            'One month in, participating doctors spend about 40 percent less time on records each day, and after-hours charting has all but disappeared. Questions at the outpatient help desk have dropped sharply, along with complaints from patients who ended up in the wrong department. Next, the network plans to offer report interpretation to patients at its township health centers.',
        },
      ],
    },
  },
  {
    key: '2025-general-model-2-launch',
    category: 'company',
    publishedAt: '2025-06-10T10:00:00+08:00',
    cover: { motif: 'spark', hue: 28 },
    zh: {
      title: '天衍通用大模型2.0正式发布',
      summary:
        '天衍通用大模型2.0今日发布：上下文窗口扩展至128K，响应延迟降低40%，视觉理解和中英文写作能力全面提升。',
      body: [
        {
          paragraph:
            '6月10日，天衍智能发布天衍通用大模型2.0。距1.0版本问世已有两年多，新一代模型在架构、训练数据和推理效率上都做了系统升级，目标很明确：更懂中文语境，更擅长处理长文档和图文混排内容，也更适合作为智能体的底座。',
        },
        { heading: '主要升级' },
        {
          list: [
            '上下文窗口扩展至128K，一份完整的年报或合同可以一次读完',
            '同等硬件下响应延迟降低40%，高峰时段依然稳定',
            '视觉理解全面升级，看得懂图表、表格、截图和手写笔记',
            '营销文案和社交媒体笔记更有网感，中英文写作风格可按需切换',
            '工具调用更加可靠，天衍智能体多步任务的成功率显著提升',
          ],
        },
        {
          paragraph:
            '天衍通用大模型2.0已在郑州智算中心和新加坡智算中心同步部署，支持25种语言。即日起，天衍问答App用户将陆续自动升级；企业客户通过开放接口即可接入，现有应用无需改动代码就能切换到新版本。',
        },
        {
          paragraph:
            '与新模型一同发布的，还有新版安全评估报告，详细公开了2.0在事实准确性、有害内容拦截和隐私保护方面的测试方法与结果，让客户在选型时有据可查。',
        },
        {
          quote:
            '“2.0不只是一次参数升级，更是我们对‘模型如何真正帮人把事做成’这个问题的回答。”——天衍智能创始人兼首席执行官陈知远',
        },
      ],
    },
    en: {
      title: 'Tianyan General Model 2.0: Faster, Sharper and Built for Agents',
      summary:
        'Tianyan General Model 2.0 arrives today with a 128K context window, 40% lower latency and major upgrades to vision understanding and bilingual writing.',
      body: [
        {
          paragraph:
            'On June 10, Tianyan AI released Tianyan General Model 2.0. Arriving a little over two years after version 1.0, the new generation brings systematic upgrades to architecture, training data and inference efficiency. The goals are clear: a better grasp of context in Chinese and English, stronger handling of long documents and mixed text-and-image content, and a sturdier foundation for agents.',
        },
        { heading: 'What’s new' },
        {
          list: [
            'A 128K context window, enough to read a full annual report or contract in one pass',
            '40% lower latency on the same hardware, with steady performance at peak hours',
            'Upgraded vision understanding for charts, tables, screenshots and handwritten notes',
            'Marketing copy and social-media posts that sound more natural, with a writing style you can tune in Chinese or English',
            'More reliable tool calling, significantly raising Tianyan Agent’s success rate on multistep tasks',
          ],
        },
        {
          paragraph:
            'General Model 2.0 runs in both the Zhengzhou and Singapore computing centers and supports 25 languages. Tianyan Answers users will be upgraded automatically over the coming days, and enterprise customers can switch over through the open API without changing a line of code in their existing applications.',
        },
        {
          paragraph:
            'Alongside the model, we published an updated safety evaluation report that details how 2.0 was tested for factual accuracy, harmful-content filtering and privacy protection, and what those tests found. We want customers to have real evidence in hand when they choose a model.',
        },
        {
          quote:
            '“2.0 isn’t just a bigger model. It’s our answer to a simple question: how can a model actually help people get things done?” — Chen Zhiyuan, founder and CEO of Tianyan AI',
        },
      ],
    },
  },
  {
    key: '2025-long-context-research-note',
    category: 'article',
    publishedAt: '2025-06-24T16:00:00+08:00',
    cover: { motif: 'network', hue: 265 },
    zh: {
      title: '研究札记：2.0如何读懂一份长文档',
      summary:
        '上下文窗口变长，不等于模型真的读懂了。天衍开放实验室分享2.0在长文档理解上的训练与评估思路。',
      body: [
        {
          paragraph:
            '把上下文窗口从32K扩展到128K，在工程上并不算最难的一步。真正的难点在于：模型能否在十几万字的材料里找到关键信息，再把散落在不同章节的线索串起来。不少模型在“大海捞针”测试中成绩亮眼，一碰到真实的年报、合同和论文就力不从心。',
        },
        { heading: '我们做了哪些调整' },
        {
          list: [
            '在训练数据中加入大量真实长文档，并设计跨章节问答任务',
            '优化位置编码和注意力计算，让远处的信息不容易被“忘掉”',
            '引入引用机制，要求模型作答时标明依据所在的段落',
            '针对表格、脚注等细节单独构建训练样本',
          ],
        },
        {
          paragraph:
            '评估方面，实验室与合作高校共同搭建了一套长文档理解测试集，涵盖财报分析、法律条款比对和学术综述三类任务。和只考单点检索的测试不同，这套测试集里一半以上的问题，都需要综合多处信息才能答对。',
        },
        {
          paragraph:
            '结果显示，2.0在跨章节问题上的准确率较上一代明显提高，带引用的回答也让人工核查省力不少。当然，长文档理解还有许多待解的问题，比如多份文件之间信息相互矛盾时该如何取舍。这些内容，我们会在后续的札记中继续分享。',
        },
        {
          quote: '“上下文长度是容量，理解能力才是真本事。”——天衍智能首席科学家苏念',
        },
      ],
    },
    en: {
      title: 'Research Note: How General Model 2.0 Reads a 128K-Token Document',
      summary:
        'A longer context window doesn’t guarantee real comprehension. The Tianyan Open AI Lab shares how it trained and evaluated General Model 2.0 on long documents.',
      body: [
        {
          paragraph:
            'Stretching a context window from 32K to 128K tokens isn’t the hardest part from an engineering standpoint. The real challenge is whether a model can find what matters in a document hundreds of pages long and connect clues scattered across chapters. Plenty of models ace “needle in a haystack” tests, then struggle with real annual reports, contracts and papers.',
        },
        { heading: 'What we changed' },
        {
          list: [
            'Added large volumes of real long-form documents to training, with questions that span multiple sections',
            'Optimized positional encoding and attention so distant information is less likely to be “forgotten”',
            'Introduced citations, requiring the model to point to the passages behind each answer',
            'Built dedicated training samples for details such as tables and footnotes',
          ],
        },
        {
          paragraph:
            'For evaluation, the lab worked with partner universities to build a long-document benchmark covering three tasks: financial statement analysis, legal clause comparison and literature reviews. Unlike tests that probe a single fact, more than half of its questions can only be answered by combining information from several places.',
        },
        {
          paragraph:
            'The results show clear gains over the previous generation on cross-section questions, and cited answers make human review much faster. Plenty of open problems remain, such as what a model should do when several files contradict one another. We’ll dig into those in future notes.',
        },
        {
          quote:
            '“Context length is capacity. Comprehension is skill.” — Su Nian, chief scientist at Tianyan AI',
        },
      ],
    },
  },
  {
    key: '2025-computing-efficiency',
    category: 'industry',
    publishedAt: '2025-08-13T11:00:00+08:00',
    cover: { motif: 'chip', hue: 95 },
    zh: {
      title: '算力进入精打细算的时代',
      summary:
        '大模型应用规模不断扩大，算力竞争正从“拼数量”转向“拼效率”。我们从智算中心运营的角度，谈谈这一变化。',
      body: [
        {
          paragraph:
            '前几年，行业谈算力，关注的多是芯片数量和集群规模。如今大模型从训练走向大规模推理，每天数以亿计的调用，带来的是持续不断的电力和运维开销。算力不再只是“买不买得到”的问题，更是“用不用得好”的问题。',
        },
        { heading: '效率之争的几个方向' },
        {
          list: [
            '推理优化：借助量化、缓存和批处理，让同样的硬件承接更多请求',
            '智能调度：按负载和时段在不同集群间分配任务，减少资源闲置',
            '绿色节能：采用液冷等技术降低能耗，提高可再生能源的使用比例',
            '软硬协同：在模型设计之初就把部署成本考虑进去，而不是事后补救',
          ],
        },
        {
          paragraph:
            '以天衍智能自身为例，郑州智算中心于2021年投入运行，新加坡智算中心于2022年上线。两地协同调度后，可以借助时差错峰承接国内和海外的请求，整体资源利用率明显改善。天衍通用大模型2.0的延迟下降，也有相当一部分得益于推理链路的优化。',
        },
        {
          paragraph:
            '在我们看来，未来几年算力行业的分水岭，不在于谁的服务器最多，而在于谁能以更低的成本、更少的能耗，提供稳定可靠的服务。这也是智算基础设施走向成熟的标志。',
        },
      ],
    },
    en: {
      title: 'Computing Enters the Age of Efficiency',
      summary:
        'As AI applications scale, the race for computing power is shifting from sheer quantity to efficiency. Here’s what that change looks like from inside a computing center.',
      body: [
        {
          paragraph:
            'A few years ago, talk about computing power centered on chip counts and cluster size. Today, as large models move from training into inference at massive scale, hundreds of millions of daily requests bring ongoing power and operating costs. The question is no longer just whether you can get compute, but whether you can use it well.',
        },
        { heading: 'Where the efficiency race is heading' },
        {
          list: [
            'Inference optimization: quantization, caching and batching let the same hardware serve more requests',
            'Smart scheduling: routing jobs across clusters by load and time of day to cut idle capacity',
            'Greener energy: liquid cooling and a growing share of renewables to reduce power use',
            'Hardware-software co-design: planning for deployment cost when a model is designed, not after the fact',
          ],
        },
        {
          paragraph:
            'Take our own setup. The Zhengzhou computing center came online in 2021, and the Singapore center followed in 2022. Scheduling the two together lets us shift workloads across time zones, meeting domestic and international demand at their different peaks and noticeably improving overall utilization. Much of the latency reduction in General Model 2.0 also came from tuning the inference pipeline.',
        },
        {
          paragraph:
            'In our view, the dividing line in computing over the next few years won’t be who owns the most servers. It will be who can deliver stable, reliable service at lower cost and with less energy. That is what a maturing AI infrastructure industry looks like.',
        },
      ],
    },
  },
  {
    key: '2025-users-pass-2-4-billion',
    category: 'company',
    publishedAt: '2025-09-16T10:00:00+08:00',
    cover: { motif: 'globe', hue: 200 },
    zh: {
      title: '天衍智能用户突破24亿',
      summary: '天衍智能旗下产品用户总数突破24亿，服务覆盖200多个国家和地区，支持25种语言。',
      body: [
        {
          paragraph:
            '9月16日，天衍智能宣布，旗下产品与服务的用户总数已超过24亿，覆盖200多个国家和地区。从2014年在北京创立时的一款多语言翻译引擎，到如今涵盖通用模型、深度推理、行业模型和消费级应用的产品矩阵，这个数字背后，是十一年一步一个脚印的积累。',
        },
        { heading: '数字背后的几个里程碑' },
        {
          list: [
            '支持25种语言，服务从翻译起步，延伸到问答、写作和视觉理解',
            '郑州、新加坡两大智算中心协同运转，支撑全球用户的日常使用',
            '产品已深入医疗、教育、科研、金融等10个垂直行业',
            '天衍问答、智草识植两款App在iOS和安卓平台持续增长',
          ],
        },
        {
          paragraph:
            '用户增长主要来自三股力量：天衍通用大模型2.0带来的体验提升，天衍问答面向海外市场推出的多语言版本，以及医疗、中医药和植物识别等专业能力吸引来的新用户。其中，东南亚、中东和拉丁美洲是增长最快的地区。',
        },
        {
          paragraph:
            '用户越多，责任越大。天衍智能将继续加大在安全评估、隐私保护和本地化服务上的投入，让不同国家和地区的用户，都能用自己熟悉的语言放心使用我们的产品。',
        },
        {
          quote:
            '“24亿不是终点。我们更在意的是，每一位用户是否真的因为天衍而做事更高效、生活更从容。”——天衍智能创始人兼首席执行官陈知远',
        },
      ],
    },
    en: {
      title: 'Tianyan AI Passes 2.4 Billion Users in Over 200 Countries and Regions',
      summary:
        'Tianyan AI products now serve more than 2.4 billion users across over 200 countries and regions, in 25 languages.',
      body: [
        {
          paragraph:
            'On September 16, Tianyan AI announced that its products and services now reach more than 2.4 billion users in over 200 countries and regions. The company started in Beijing in 2014 with a single multilingual translation engine; today its lineup spans general-purpose models, reasoning, industry models and consumer apps. The milestone reflects eleven years of steady building.',
        },
        { heading: 'The milestones behind the number' },
        {
          list: [
            '25 supported languages, with services that grew from translation into Q&A, writing and vision understanding',
            'Two computing centers, in Zhengzhou and Singapore, working together to serve users worldwide',
            'A presence in 10 vertical sectors, including healthcare, education, research and finance',
            'Continued growth for the Tianyan Answers and Zhicao Plant ID apps on iOS and Android',
          ],
        },
        {
          paragraph:
            'Three forces drove the growth: the better experience delivered by General Model 2.0, multilingual versions of Tianyan Answers for international markets, and new audiences drawn by specialized capabilities in medicine, traditional Chinese medicine and plant identification. Southeast Asia, the Middle East and Latin America were the fastest-growing regions.',
        },
        {
          paragraph:
            'A bigger user base brings bigger responsibility. Tianyan AI will keep investing in safety evaluation, privacy protection and localized service, so that people everywhere can use our products with confidence, in the language they know best. Growth is only worth celebrating when trust grows with it.',
        },
        {
          quote:
            '“2.4 billion isn’t the finish line. What matters to us is whether each of those people actually gets more done, and lives a little easier, because of Tianyan.” — Chen Zhiyuan, founder and CEO of Tianyan AI',
        },
      ],
    },
  },
  {
    key: '2025-open-lab-annual-conference',
    category: 'company',
    publishedAt: '2025-11-20T09:30:00+08:00',
    cover: { motif: 'book', hue: 300 },
    zh: {
      title: '天衍开放实验室2025年度大会在京举行',
      summary:
        '来自高校和开发者社区的嘉宾齐聚北京，回顾实验室一年来的研究进展，并见证三项面向教育与科研的开放计划发布。',
      body: [
        {
          paragraph:
            '11月20日，天衍开放实验室2025年度大会在北京举行。来自国内外数十所高校的研究者和众多开发者代表到场，围绕长文档理解、深度推理和医疗人工智能安全等议题展开交流。实验室自2023年6月成立以来，已与合作高校联合发表多篇论文，并陆续开放了多套评测数据集。',
        },
        { heading: '三项开放计划' },
        {
          list: [
            '开放评测：长文档理解测试集向学术界开放，研究者可免费使用',
            '教学支持：为合作高校师生提供天衍通用大模型2.0和天衍深度推理的教学与科研额度',
            '青年学者计划：资助博士生和青年教师开展人工智能安全与行业应用研究',
          ],
        },
        {
          paragraph:
            '大会上，实验室还介绍了一年来的研究成果，包括2.0的长上下文训练方法、推理模型的可验证性评估，以及与中医药院校合作完成的岐黄中医大模型舌诊评测。首席科学家苏念表示，开放不是一句口号，而是一套让更多人参与检验和改进模型的具体机制。',
        },
        {
          paragraph:
            '明年，实验室计划在郑州和新加坡分别设立联合研究工作站，拉近研究团队与智算资源、行业场景之间的距离，让更多研究成果更快走出论文、走进真实应用。',
        },
        {
          quote:
            '“好的研究问题往往来自真实场景，好的答案需要更多人一起验证。”——天衍智能首席科学家苏念',
        },
      ],
    },
    en: {
      title: 'Tianyan Open AI Lab Holds Its 2025 Annual Conference in Beijing',
      summary:
        'Researchers and developers gathered in Beijing to review a year of lab work and to see the launch of three open programs for education and research.',
      body: [
        {
          paragraph:
            'On November 20, the Tianyan Open AI Lab held its 2025 annual conference in Beijing. Researchers from dozens of universities in China and abroad joined developers from across the community to discuss long-document understanding, reasoning and the safety of healthcare AI. Since its founding in June 2023, the lab has co-authored a number of papers with partner universities and released several evaluation datasets.',
        },
        { heading: 'Three open programs' },
        {
          list: [
            'Open benchmarks: the long-document understanding benchmark is now free for academic research',
            'Teaching support: teaching and research credits for General Model 2.0 and Tianyan Reasoning at partner universities',
            'Young Scholars Program: funding for doctoral students and early-career faculty working on AI safety and industry applications',
          ],
        },
        {
          paragraph:
            'The lab also presented a year of research, including the long-context training methods behind General Model 2.0, verifiability evaluations for reasoning models, and a tongue-diagnosis benchmark for the Qihuang TCM Model built with traditional Chinese medicine universities. Chief scientist Su Nian said openness is not a slogan but a concrete way to let more people test and improve the models.',
        },
        {
          paragraph:
            'Next year, the lab plans to open joint research stations in Zhengzhou and Singapore. The goal is to bring research teams closer to computing resources and real industry scenarios, so that more of their work can move from paper to practice, and move faster.',
        },
        {
          quote:
            '“The best research questions come from real-world problems, and the best answers need many people to verify them.” — Su Nian, chief scientist at Tianyan AI',
        },
      ],
    },
  },
]
