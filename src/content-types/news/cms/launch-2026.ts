import type { SeedArticle } from './launch'

/** Launch articles of 2026 (the content brief), oldest first. */
export const news2026: readonly SeedArticle[] = [
  {
    key: '2026-zhengzhou-computing-phase-two',
    category: 'company',
    publishedAt: '2026-01-13T10:00:00+08:00',
    cover: { motif: 'chip', hue: 205 },
    zh: {
      title: '郑州智算中心二期正式投入运行',
      summary:
        '郑州智算中心二期工程正式投入运行，整体算力约为一期的两倍，国内用户调用天衍通用大模型的平均响应时间缩短约30%。',
      body: [
        {
          paragraph:
            '1月13日，天衍智能郑州智算中心二期正式投入运行。二期与2021年上线的一期共用园区和运维体系，新建机房全部采用液冷方案，整体算力约为一期的两倍。新增资源将优先保障天衍通用大模型、天衍深度推理和天衍医疗大模型的在线服务，同时为下一阶段的模型训练留出余量。',
        },
        { heading: '二期带来了什么' },
        {
          list: [
            '整体算力约为一期的两倍，训练与推理资源分区调度',
            '液冷机柜全面部署，全年平均PUE控制在1.2以内',
            '国内用户调用天衍通用大模型的平均响应时间缩短约30%',
            '与新加坡智算中心互为灾备，关键服务可在分钟级完成切换',
          ],
        },
        {
          paragraph:
            '过去一年，天衍问答和天衍智能体的调用量持续攀升，高峰时段偶尔需要排队。二期投运后，推理集群按业务分区部署，问答、推理和医疗服务各有独立的资源池，互不挤占。医院、高校等对时延敏感的客户，还可以申请更稳定的专属算力。',
        },
        {
          quote:
            '“算力是模型能力的地基。二期把地基打得更深，我们也更有底气把服务做稳。”——首席技术官 周明澈',
        },
        {
          paragraph:
            '郑州是天衍智能重要的研发与算力基地。2017年郑州研发中心成立，2021年智算中心一期上线，如今二期投运，郑州团队的工作已覆盖从模型训练、系统工程到运维的完整链条。接下来，郑州与新加坡两地智算中心将协同调度，为200多个国家和地区的用户提供一致的服务体验。',
        },
      ],
    },
    en: {
      title: 'Zhengzhou Computing Center Phase II Comes Online',
      summary:
        'The second phase of our Zhengzhou computing center is now in service, roughly doubling the site’s capacity and cutting average response times for users in China by about 30%.',
      body: [
        {
          paragraph:
            'On January 13, phase II of Tianyan AI’s Zhengzhou computing center went into service. It shares a campus and an operations team with phase I, which came online in 2021, and its new halls are liquid-cooled throughout, roughly doubling the site’s total computing capacity. The added resources go first to the live services of the Tianyan General Model, Tianyan Reasoning and the Tianyan Medical Model, with headroom reserved for the next round of model training.',
        },
        { heading: 'What phase II adds' },
        {
          list: [
            'About twice the computing capacity of phase I, with separate pools for training and inference',
            'Liquid-cooled racks across the new halls, keeping annual average PUE below 1.2',
            'Average response times for General Model requests from users in China cut by about 30%',
            'Mutual failover with the Singapore computing center, so critical services can switch over in minutes',
          ],
        },
        {
          paragraph:
            'Demand for Tianyan Answers and Tianyan Agent kept climbing through 2025, and peak hours sometimes meant a wait. With phase II, inference runs in dedicated pools for Q&A, reasoning and medical services, so a spike in one no longer slows the others. Hospitals, universities and other customers who depend on low latency can also reserve dedicated capacity.',
        },
        {
          quote:
            '“Compute is the foundation every model stands on. Phase II lays that foundation deeper and lets us promise steadier service.” — Zhou Mingche, CTO',
        },
        {
          paragraph:
            'Zhengzhou has anchored our engineering since we opened an R&D site there in 2017. The first computing phase followed in 2021, and today the Zhengzhou team covers the full chain from model training to systems engineering and operations. Working in tandem with the Singapore computing center, phase II will help us deliver a consistent experience to users in more than 200 countries and regions.',
        },
      ],
    },
  },
  {
    key: '2026-primary-care-ai',
    category: 'industry',
    publishedAt: '2026-03-10T14:00:00+08:00',
    cover: { motif: 'pulse', hue: 350 },
    zh: {
      title: '走进基层，医疗AI该先做好哪几件事',
      summary:
        '医疗AI正在从大医院走向社区和乡镇。我们认为，基层最需要的不是更“聪明”的诊断，而是把分诊、病历和随访这些基础工作做扎实。',
      body: [
        {
          paragraph:
            '过去两年，医疗大模型的讨论多集中在大型三甲医院：辅助诊断、影像阅片、文献检索。但从我们与各地医疗机构的合作来看，最缺人手、最缺时间的，往往是社区卫生服务中心和乡镇卫生院。一位基层医生一天要看几十个病人，还要写病历、做随访、回答各种咨询，留给思考的时间少之又少。',
        },
        { heading: '基层最需要的能力' },
        {
          list: [
            '智能分诊：根据主诉和基本体征，提示就诊科室和紧急程度',
            '语音病历：医生口述，系统整理成结构化病历，经医生确认后归档',
            '报告解读与用药核对：用通俗的语言解释检查报告，扫描药盒核对用法用量',
            '慢病随访：按医嘱提醒复诊复查，发现异常及时转给医生',
          ],
        },
        {
          paragraph:
            '这些能力并不“炫”，却直接决定医生能不能把时间还给病人。天衍医疗大模型2025年发布以来，我们在分诊和语音病历上投入最多，原因就在这里。从社区试点的情况看，医生花在文书上的时间明显减少，候诊的患者也能更早得到清楚的答复。',
        },
        { heading: '难点同样真实' },
        {
          paragraph:
            '基层落地的难处也摆在眼前：网络条件参差不齐，设备普遍老旧，医生对新工具的信任需要时间培养。因此，面向基层的产品必须足够轻量，断网时能降级使用，每一条建议都要讲得出依据。AI给出的只是参考，签字的永远是医生，这条边界不能模糊。',
        },
        {
          paragraph:
            '随着各地对医疗数据安全和算法备案的要求日益明确，医疗AI正在从“比演示”走向“比落地”。我们愿意与更多社区和乡镇医疗机构一起，把这些基础工作做细、做稳。',
        },
      ],
    },
    en: {
      title: 'What AI Should Get Right First in Primary Care',
      summary:
        'Medical AI is moving from flagship hospitals into community clinics. In our view, what primary care needs most is not smarter diagnosis but solid help with triage, records and follow-up.',
      body: [
        {
          paragraph:
            'For the past two years, most conversations about medical AI have centered on major teaching hospitals: diagnostic support, imaging, literature search. Our work with healthcare providers points somewhere else. The places most stretched for time and staff are community health centers and township clinics, where one doctor may see dozens of patients a day and still has to write records, call patients back and field questions.',
        },
        { heading: 'What primary care needs most' },
        {
          list: [
            'Triage that suggests the right department and level of urgency from symptoms and basic vitals',
            'Voice medical records: the doctor talks, the system drafts a structured record, the doctor signs off',
            'Plain-language report interpretation, plus medicine-box scanning to double-check dosage',
            'Chronic-disease follow-up that reminds patients of checkups and flags anything unusual to a doctor',
          ],
        },
        {
          paragraph:
            'None of this is flashy, yet it decides whether doctors get time back for their patients. That is why triage and voice records have received the most investment since we launched the Tianyan Medical Model in 2025. In community pilots, doctors have spent noticeably less time on paperwork, and patients in the waiting room have received clearer answers sooner.',
        },
        { heading: 'The hard parts are real' },
        {
          paragraph:
            'Primary care comes with real constraints: patchy networks, aging hardware, and doctors who rightly want time before they trust a new tool. Products for these settings have to be lightweight, keep working in a reduced form when the connection drops, and explain the basis for every suggestion. AI offers a reference; the doctor always signs. That line must never blur.',
        },
        {
          paragraph:
            'As rules on health data security and algorithm registration become clearer, medical AI is shifting from impressive demos to dependable deployment. We look forward to doing that groundwork with more community and township clinics, one careful step at a time.',
        },
      ],
    },
  },
  {
    key: '2026-reasoning-mind-map-guide',
    category: 'article',
    publishedAt: '2026-03-26T10:00:00+08:00',
    cover: { motif: 'book', hue: 45 },
    zh: {
      title: '用天衍深度推理做一份复习思维导图',
      summary:
        '期中考试临近，不少学生用天衍深度推理梳理知识点。本文从怎么提问讲到怎么改导图，分享一套好用的方法。',
      body: [
        {
          paragraph:
            '天衍深度推理擅长数学、编程和逻辑推理，也能把零散的知识点整理成思维导图。新学期过半，不少学生和老师来信，想知道怎样用它复习更高效。下面以高中物理“机械能守恒”一章为例，介绍一套我们反复验证过的做法。',
        },
        { heading: '四个步骤' },
        {
          list: [
            '先划范围：说明年级、教材章节和考试类型，免得内容过深或过浅',
            '再给材料：贴上课堂笔记或错题，让导图围着自己的薄弱点展开',
            '要求分层：请模型按概念、公式、典型题型、易错点四层来组织',
            '逐层追问：哪个分支没看懂就接着问，让模型给出推导过程和例题',
          ],
        },
        {
          paragraph:
            '第一步最容易被忽略，却最关键。同样问机械能守恒，讲给初中生和讲给物理竞赛选手，答案大不一样。范围说清楚了，模型才知道该讲到哪一层。第二步则让导图从“通用提纲”变成“我的提纲”：看到你的错题，模型会把动能定理与机械能守恒的适用条件单独拎出来，列成一个分支。',
        },
        { heading: '别让导图替你思考' },
        {
          paragraph:
            '导图做好后，不妨先遮住细节，对着每个分支自己复述一遍，再请模型出两三道变式题检验一下。天衍深度推理会展示完整的推理步骤，答案对不上时可以一步步比对，找出自己究竟错在哪里。这比直接看答案记得牢得多。',
        },
        {
          paragraph:
            '这套方法同样适用于化学方程式、历史事件脉络等需要理清结构的内容。老师也可以用它几分钟搭好一节复习课的框架，再根据班上的情况调整。工具负责整理，思考还得靠自己。',
        },
      ],
    },
    en: {
      title: 'How to Build a Revision Mind Map with Tianyan Reasoning',
      summary:
        'With midterms approaching, many students are using Tianyan Reasoning to organize what they’ve learned. Here is a practical workflow, from the first prompt to the final edits.',
      body: [
        {
          paragraph:
            'Tianyan Reasoning is built for math, coding and logical reasoning, and it is also good at turning scattered notes into a clear mind map. Halfway through the semester, students and teachers have been asking how to get the most out of it for revision. Here is a workflow we have tested many times, using the conservation of mechanical energy from high school physics as the example.',
        },
        { heading: 'Four steps' },
        {
          list: [
            'Set the scope: give your grade, the textbook chapter and the kind of exam',
            'Add your material: paste class notes or problems you got wrong, so the map follows your weak spots',
            'Ask for layers: concepts, formulas, typical problems and common mistakes',
            'Drill down: question any branch that is unclear and ask for derivations and worked examples',
          ],
        },
        {
          paragraph:
            'The first step is the one people skip, and it matters most. A question about conservation of energy has a very different answer for a middle schooler than for a physics olympiad contestant. Once the scope is clear, the model knows how deep to go. The second step turns a generic outline into your outline: given your mistakes, the model will, for instance, give the work-energy theorem and when it applies a branch of its own.',
        },
        { heading: 'Don’t let the map do your thinking' },
        {
          paragraph:
            'Once the map is ready, cover up the details and explain each branch out loud, then ask the model for two or three variations on a problem to test yourself. Tianyan Reasoning shows every step of its reasoning, so when your answer doesn’t match, you can compare step by step and find exactly where you went wrong. That sticks far better than reading a solution.',
        },
        {
          paragraph:
            'The same approach works for chemical equations, historical timelines and anything else with a structure to untangle. Teachers can use it to sketch the outline of a review lesson in minutes and then adapt it to their class. The tool does the organizing; the thinking is still up to you.',
        },
      ],
    },
  },
  {
    key: '2026-business-report-analysis-launch',
    category: 'company',
    publishedAt: '2026-05-12T10:00:00+08:00',
    cover: { motif: 'chart', hue: 160 },
    zh: {
      title: '商业报告分析上线，首发三份区域报告',
      summary:
        '天衍智能正式推出商业报告分析能力，几分钟即可读懂上百页的年报与研报；同期发布覆盖中国、东南亚和中东的三份区域报告。',
      body: [
        {
          paragraph:
            '5月12日，天衍智能正式推出商业报告分析能力。企业用户上传年报、招股书、券商研报或行业白皮书后，系统即可提取关键财务指标、梳理业务结构、标出风险提示，并生成每条结论都能追溯到原文页码的分析摘要。这项能力基于天衍通用大模型2.0和天衍深度推理打造，已接入天衍智能体，可在现有工作流中直接调用。',
        },
        { heading: '主要能力' },
        {
          list: [
            '支持中文、英文等多语种报告，单份文档可达数百页',
            '自动抽取营收结构、毛利率、现金流等关键指标，并生成对比图表',
            '每条结论均标注原文出处，方便核对',
            '多份报告横向对比，快速看清同行之间的差异',
          ],
        },
        {
          paragraph:
            '借这次发布，我们用商业报告分析梳理了大量公开资料，同步推出三份区域报告：《2026中国企业智能化应用报告》《2026东南亚数字经济与AI应用报告》和《2026中东企业AI落地观察》。报告聚焦零售、制造、金融和医疗等行业，分析各地企业引入AI时的投入重点和常见难题。',
        },
        {
          quote:
            '“报告读得快只是第一步。读得准、查得到出处，企业才敢拿它来做决策。”——创始人兼首席执行官 陈知远',
        },
        {
          paragraph:
            '继财务管理、科研等场景之后，商业报告分析成为天衍智能又一项面向企业的核心能力。内测期间，参与试用的投资机构和企业财务团队普遍反映，初读一份年报的时间从半天缩短到半小时以内。三份区域报告均可在天衍智能官网免费下载。',
        },
      ],
    },
    en: {
      title: 'Business Report Analysis Launches with Three Regional Reports',
      summary:
        'Tianyan AI introduces business report analysis, which reads hundred-page annual reports and research notes in minutes. Alongside the launch, we are publishing three regional reports on China, Southeast Asia and the Middle East.',
      body: [
        {
          paragraph:
            'On May 12, Tianyan AI launched business report analysis. Enterprise users upload an annual report, prospectus, broker research note or industry white paper, and the system pulls out key financial metrics, maps the business structure, flags risk disclosures and writes a summary in which every point links back to a page in the source. It is built on Tianyan General Model 2.0 and Tianyan Reasoning and is already available in Tianyan Agent, so teams can call it from their existing workflows.',
        },
        { heading: 'Key capabilities' },
        {
          list: [
            'Reports in Chinese, English and other languages, up to several hundred pages each',
            'Automatic extraction of revenue mix, gross margin, cash flow and other key figures, with comparison charts',
            'A source citation for every conclusion, so analysts can check it',
            'Side-by-side comparison of several reports to spot differences between peers',
          ],
        },
        {
          paragraph:
            'To mark the launch, we put the new capability to work on a large body of public material and published three regional reports: China Enterprise AI Adoption 2026, Southeast Asia Digital Economy and AI 2026, and Middle East Enterprise AI in Practice 2026. They cover retail, manufacturing, finance and healthcare, and look at where companies in each region are investing in AI and where they run into trouble.',
        },
        {
          quote:
            '“Reading a report fast is only the first step. Companies will base decisions on it only when the reading is accurate and every claim can be traced.” — Chen Zhiyuan, founder and CEO',
        },
        {
          paragraph:
            'Business report analysis joins financial management and research among our core enterprise capabilities. During the beta, investment firms and corporate finance teams told us a first pass through an annual report went from half a day to under half an hour. All three regional reports are free to download from the Tianyan AI website.',
        },
      ],
    },
  },
  {
    key: '2026-ai-content-labeling',
    category: 'industry',
    publishedAt: '2026-05-20T15:00:00+08:00',
    cover: { motif: 'network', hue: 260 },
    zh: {
      title: '生成内容标识成为共识之后',
      summary:
        '越来越多的国家和地区要求对AI生成内容进行标识。在我们看来，标识不只是合规动作，更是重建用户信任的起点。',
      body: [
        {
          paragraph:
            '过去一年，全球多个国家和地区相继出台或完善相关规则，要求对AI生成的文本、图片、音频和视频加注显式或隐式标识。天衍智能的服务覆盖200多个国家和地区，同一项功能在不同市场往往面临不同要求。我们的做法是就高不就低：以最严格的标准为基线，再按当地规则补充细节。',
        },
        { heading: '我们看到的三个趋势' },
        {
          list: [
            '从事后处置转向事前标识，生成即标注正成为基本要求',
            '显式标识与隐式水印并行，用户看得见，平台也查得到',
            '责任链条更加清晰，模型提供方、应用开发方和内容发布者各担其责',
          ],
        },
        {
          paragraph:
            '标识并不会削弱AI的价值。恰恰相反，当用户清楚一段文案、一张配图出自模型之手，就更容易把它当作需要审阅的草稿，而不是照单全收的定论。这在营销文案、社交媒体笔记这类高频场景里尤其重要，也与我们一贯坚持的“最终判断由人来做”一脉相承。',
        },
        {
          paragraph:
            '目前，天衍问答和天衍通用大模型开放接口生成的图片已默认嵌入隐式标识，文本内容在分享时会附带提示。面向企业客户，我们还提供标识检测接口，帮助平台判断内容来源。下一步，我们将与天衍开放实验室的高校伙伴合作，研究经过压缩、裁剪后依然稳定可读的水印技术。',
        },
        {
          paragraph:
            '规则还会继续演进，但方向已经清楚：可信，是AI走向大规模应用的前提。在这件事上，我们愿意多走一步，也会随着标准逐步成形，持续分享自己的实践和经验。',
        },
      ],
    },
    en: {
      title: 'Labeling AI Content: From Compliance to Trust',
      summary:
        'A growing number of countries and regions now require AI-generated content to be labeled. We see labeling not as a box to tick but as the starting point for rebuilding user trust.',
      body: [
        {
          paragraph:
            'Over the past year, regulators in many countries and regions have introduced or tightened rules that require visible or embedded labels on AI-generated text, images, audio and video. For a company serving users in more than 200 countries and regions, a single feature can face different requirements in different markets. Our approach is to level up rather than down: we take the strictest standard as our baseline and add local detail on top.',
        },
        { heading: 'Three trends we’re watching' },
        {
          list: [
            'A shift from takedowns after the fact to labeling at the moment of generation',
            'Visible labels and invisible watermarks used together, so both people and platforms can tell',
            'Clearer lines of responsibility among model providers, app developers and publishers',
          ],
        },
        {
          paragraph:
            'Labeling doesn’t diminish what AI can do. When people know that a piece of copy or an illustration came from a model, they are more likely to treat it as a draft to review than as settled fact. That matters most in high-volume uses such as marketing copy and social-media posts, and it fits a principle we have always held: people make the final call.',
        },
        {
          paragraph:
            'Images generated in Tianyan Answers and through the Tianyan General Model’s open APIs already carry an embedded label by default, and shared text comes with a notice. For enterprise customers, we offer a detection API that helps platforms tell where content came from. Next, we will work with university partners in the Tianyan Open AI Lab on watermarks that survive compression and cropping.',
        },
        {
          paragraph:
            'The rules will keep evolving, but the direction is clear: trust is what allows AI to work at scale. On this, we intend to go the extra step, and we will keep sharing what we learn as the standards take shape.',
        },
      ],
    },
  },
  {
    key: '2026-retailer-quarterly-review-story',
    category: 'article',
    publishedAt: '2026-05-28T10:00:00+08:00',
    cover: { motif: 'globe', hue: 120 },
    zh: {
      title: '东南亚零售商的季度复盘，从两周缩到三天',
      summary:
        '一家在东南亚五国经营门店的零售企业，借助商业报告分析和天衍智能体重新梳理了季度复盘流程。以下是他们的做法和体会。',
      body: [
        {
          paragraph:
            '这家零售企业在东南亚五个国家经营着数百家门店，每个季度都要汇总各国子公司的经营报告、供应商资料和市场研报。这些材料语言不一、格式各异，财务和战略团队往往要花两周才能拼出一份完整的复盘报告。等结论出来，下一个季度已经过去了一半。',
        },
        { heading: '新流程怎么走' },
        {
          list: [
            '各国子公司照原有格式上传报告，不必统一模板，也不用先翻译',
            '商业报告分析抽取销售额、毛利率、库存周转等指标，统一统计口径',
            '天衍智能体按预设流程生成国别对比和品类对比，并标出异常',
            '团队在此基础上分析原因、补充判断，形成最终的复盘报告',
          ],
        },
        {
          paragraph:
            '最直观的变化是速度。今年第一季度的复盘只用了三天，省下的时间被团队用在了门店走访和供应商沟通上。另一个变化不那么显眼，却同样重要：每个数字都能追溯到原始报告的具体页码，管理层开会时有疑问可以当场查证，讨论也就更多地落在“为什么”和“怎么办”上。',
        },
        {
          paragraph:
            '落地过程中也有需要磨合的地方。部分国家的报告夹杂当地语言的缩写和行业黑话，系统起初识别不准。我们和客户一起整理了一份术语表，导入之后准确率明显提升。天衍通用大模型支持25种语言，但一家企业真正的业务语言，往往就藏在这些细节里。',
        },
        {
          paragraph:
            '眼下，这家企业正打算把同一套流程推广到月度经营分析和新店选址评估。对跨区域经营的企业来说，读懂报告只是起点，更快达成共识、更快付诸行动，才是商业报告分析真正的价值所在。',
        },
      ],
    },
    en: {
      title: 'From Two Weeks to Three Days: A Retailer’s Faster Quarterly Review',
      summary:
        'A retailer with stores in five Southeast Asian countries rebuilt its quarterly review around business report analysis and Tianyan Agent. Here is how the new process works and what the team learned.',
      body: [
        {
          paragraph:
            'This retailer runs several hundred stores across five Southeast Asian countries. Every quarter, it pulls together operating reports from each national subsidiary, supplier documents and market research. The material arrives in different languages and formats, and the finance and strategy teams used to need two weeks to assemble a complete review. By the time the conclusions were ready, the next quarter was half over.',
        },
        { heading: 'How the new process works' },
        {
          list: [
            'Subsidiaries upload reports in their usual formats, with no new template and no translation first',
            'Business report analysis extracts sales, gross margin, inventory turnover and other metrics on a common basis',
            'Tianyan Agent runs a set workflow to compare countries and categories and flag anomalies',
            'The team digs into causes, adds its own judgment and finalizes the review',
          ],
        },
        {
          paragraph:
            'The most visible change is speed: the first-quarter review this year took three days, and the team spent the time saved visiting stores and talking with suppliers. A quieter change matters just as much. Every figure links back to a page in the original report, so when a question comes up in a management meeting, someone can check it on the spot, and the discussion stays on why things happened and what to do next.',
        },
        {
          paragraph:
            'There were rough edges. Some reports mixed in local-language abbreviations and trade jargon that the system misread at first. Together with the customer, we built a glossary, and accuracy improved noticeably once it was loaded. The Tianyan General Model supports 25 languages, but the real language of a business often lives in details like these.',
        },
        {
          paragraph:
            'The retailer now plans to extend the same process to monthly performance reviews and new-store site assessments. For companies operating across borders, reading the reports is only the start; reaching agreement and acting on it faster is where business report analysis really pays off.',
        },
      ],
    },
  },
  {
    key: '2026-voice-records-hospital-story',
    category: 'article',
    publishedAt: '2026-07-09T10:00:00+08:00',
    cover: { motif: 'pulse', hue: 190 },
    zh: {
      title: '语音病历进门诊：一家省级医院集团的半年实践',
      summary:
        '一家省级医院集团在门诊引入天衍医疗大模型的语音病历功能。半年下来，医生写病历的时间明显缩短，病历质量也更稳定。',
      body: [
        {
          paragraph:
            '这家省级医院集团下设多个院区，门诊高峰时，一位医生半天要接诊四五十位患者。写病历占去了大量时间，不少医生只能下班后补写。去年年底，集团在内科、儿科和中医科门诊试点天衍医疗大模型的语音病历功能，今年上半年又陆续推广到更多科室。',
        },
        { heading: '语音病历如何工作' },
        {
          list: [
            '征得患者同意后，系统实时转写问诊对话，医生照常交流即可',
            '模型自动区分主诉、现病史、既往史等内容，生成结构化病历草稿',
            '医生逐项核对修改，签字确认后才写入医院信息系统',
            '全部数据在医院本地部署的环境中处理，不出院区',
          ],
        },
        {
          paragraph:
            '半年来，试点科室医生书写一份门诊病历的平均用时缩短了约一半，病历的完整性也有提升。过去常被漏掉的过敏史、用药史，现在由系统主动提醒补充。医生们说，最大的变化是问诊时终于可以看着病人说话，而不是埋头盯着屏幕打字。',
        },
        {
          quote: '“中医讲望闻问切，医生的眼睛本来就该落在病人身上。”——岐黄中医大模型负责人 贺青禾',
        },
        {
          paragraph:
            '中医科的试点有其特殊之处。中医病历要记录舌象、脉象和辨证思路，表述方式与西医差别很大。为此，我们借助岐黄中医大模型的中医术语体系，对语音病历做了专门适配，让“舌淡红，苔薄白”“脉弦细”这类描述都能准确转写、归入相应条目。',
        },
        {
          paragraph:
            '下一步，集团计划把语音病历与智能分诊、报告解读打通，让患者从挂号到离院的每个环节衔接得更顺。我们也会继续和一线医生一起，把每一处细节打磨到位。',
        },
      ],
    },
    en: {
      title: 'Voice Medical Records in the Clinic: Six Months at a Provincial Hospital Group',
      summary:
        'A provincial hospital group brought the Tianyan Medical Model’s voice medical records into its outpatient clinics. Six months on, doctors spend far less time writing records, and the records themselves are more consistent.',
      body: [
        {
          paragraph:
            'This provincial hospital group runs several campuses, and at peak hours a single outpatient doctor may see 40 or 50 patients in a half-day session. Writing records took up much of that time, and many doctors finished them after their shifts. Late last year, the group began piloting voice medical records from the Tianyan Medical Model in its internal medicine, pediatrics and traditional Chinese medicine clinics, then extended them to more departments in the first half of this year.',
        },
        { heading: 'How voice medical records work' },
        {
          list: [
            'With the patient’s consent, the consultation is transcribed in real time while the doctor talks as usual',
            'The model sorts chief complaint, present illness and medical history into a structured draft',
            'The doctor reviews and edits each section, and nothing enters the hospital system until they sign off',
            'All data is processed in an on-premises deployment and never leaves the hospital',
          ],
        },
        {
          paragraph:
            'Over six months, doctors in the pilot departments cut the average time spent on each outpatient record by about half, and records became more complete. Allergy and medication histories, which were often missed before, are now prompted by the system. Doctors say the biggest change is that they can look at their patients while they talk instead of typing at a screen.',
        },
        {
          quote:
            '“Traditional Chinese medicine begins with looking, listening and asking. A doctor’s eyes belong on the patient.” — He Qinghe, head of the Qihuang TCM Model',
        },
        {
          paragraph:
            'The TCM clinics posed a challenge of their own. TCM records describe tongue and pulse findings and the reasoning behind a pattern diagnosis, in language quite unlike Western medical notes. We adapted voice records using the terminology of the Qihuang TCM Model, so that findings such as “pale red tongue with a thin white coating” and “wiry, thready pulse” are transcribed accurately and filed in the right place.',
        },
        {
          paragraph:
            'Next, the group plans to connect voice records with triage and report interpretation, so that every step from registration to the moment a patient leaves runs more smoothly. We will keep working alongside frontline doctors to get each of those details right.',
        },
      ],
    },
  },
  {
    key: '2026-inference-efficiency',
    category: 'industry',
    publishedAt: '2026-08-18T10:00:00+08:00',
    cover: { motif: 'chip', hue: 30 },
    zh: {
      title: '算力竞赛下半场，比的是效率',
      summary:
        '大模型进入大规模应用阶段，推理成本和能耗成了行业绕不开的问题。我们认为，下一阶段的竞争将更多体现在每一份算力的使用效率上。',
      body: [
        {
          paragraph:
            '前几年，行业谈算力，关注的多是训练：集群有多大，参数有多少。如今大模型已经走进日常工作和生活，推理请求的规模远远超过训练，成本和能耗的压力也随之转到推理这一侧。对一家用户超过24亿的公司来说，每次调用省下一点资源，积少成多就是可观的差距。',
        },
        { heading: '效率从哪里来' },
        {
          list: [
            '模型层面：借助蒸馏和混合专家结构，用更少的激活参数完成同样的任务',
            '系统层面：通过动态批处理、推测解码和缓存复用，提高单卡吞吐',
            '调度层面：按任务难度分配模型，简单问题不必动用最大的模型',
            '基础设施层面：采用液冷与余热利用，降低数据中心整体能耗',
          ],
        },
        {
          paragraph:
            '以调度为例，天衍问答里有相当一部分是查天气、译短句这类简单请求，用不上深度推理。今年上半年，我们上线了按难度分流的机制：先由轻量模型判断问题难易，再决定是否交给天衍深度推理处理。在回答质量基本不变的前提下，单次请求的平均算力消耗下降了约四成。',
        },
        {
          paragraph:
            '基础设施同样关键。郑州智算中心二期全面采用液冷，全年平均PUE控制在1.2以内；新加坡智算中心也在探索与周边建筑共享余热。在我们看来，绿色与高效并不矛盾，省下的每一度电，最终都会体现为更低的服务成本和更稳定的使用体验。',
        },
        {
          paragraph:
            '算力竞赛不会停下，但评判输赢的标准正在改变。与其比谁的集群更大，不如比谁能用同样的资源服务更多的人。这是天衍智能接下来几年在算力上的基本思路。',
        },
      ],
    },
    en: {
      title: 'The Next Phase of the Compute Race Is About Efficiency',
      summary:
        'As large models move into everyday use, inference cost and energy use have become issues no one in the industry can ignore. We expect the next round of competition to be decided by how much each unit of compute delivers.',
      body: [
        {
          paragraph:
            'A few years ago, talk about compute was mostly about training: how big the cluster was and how many parameters the model had. Now that large models are part of daily work and life, inference requests far outnumber training runs, and the pressure on cost and energy has shifted to inference. For a company with more than 2.4 billion users, saving a little on each request adds up to a real difference.',
        },
        { heading: 'Where efficiency comes from' },
        {
          list: [
            'Models: distillation and mixture-of-experts designs that do the same job with fewer active parameters',
            'Systems: dynamic batching, speculative decoding and cache reuse to raise throughput per accelerator',
            'Scheduling: matching each task to the right model, so simple questions don’t tie up the largest one',
            'Infrastructure: liquid cooling and waste-heat reuse to cut overall energy use',
          ],
        },
        {
          paragraph:
            'Take scheduling. A large share of questions in Tianyan Answers are simple requests, like checking the weather or translating a short phrase, that don’t need deep reasoning. In the first half of this year, we introduced routing by difficulty: a lightweight model sizes up each request and decides whether to pass it to Tianyan Reasoning. With answer quality essentially unchanged, average compute per request fell by about 40%.',
        },
        {
          paragraph:
            'Infrastructure matters just as much. Phase II of the Zhengzhou computing center is fully liquid-cooled, with annual average PUE below 1.2, and the Singapore computing center is exploring ways to share waste heat with neighboring buildings. Green and efficient are not at odds: every kilowatt-hour saved shows up as lower service costs and steadier performance.',
        },
        {
          paragraph:
            'The compute race won’t stop, but the scoreboard is changing. The question is no longer who has the biggest cluster but who can serve the most people with the same resources. That is the principle guiding how Tianyan AI plans its computing for the next few years.',
        },
      ],
    },
  },
  {
    key: '2026-eleven-vertical-sectors',
    category: 'company',
    publishedAt: '2026-09-15T10:00:00+08:00',
    cover: { motif: 'spark', hue: 280 },
    zh: {
      title: '新增现代农业，天衍智能深耕11个垂直行业',
      summary:
        '随着现代农业解决方案正式发布，天衍智能深耕的垂直行业增至11个，覆盖医疗、教育、金融、零售、制造等领域。',
      body: [
        {
          paragraph:
            '9月15日，天衍智能发布现代农业行业解决方案，深耕的垂直行业由此增至11个。从2023年的6个、2024年的8个，到去年的10个，我们一直坚持同一个原则：先和行业客户一起把场景做深做透，再考虑进入下一个行业。',
        },
        { heading: '农业方案包括什么' },
        {
          list: [
            '作物与病虫害识别：基于智草植物大模型，拍张照片就能识别常见病害和虫害',
            '农事问答：依托天衍通用大模型，用大白话解答种植、施肥和灌溉问题',
            '中药材种植指导：联动岐黄中医大模型，讲清道地药材的生长周期和采收要点',
            '多语种服务：面向东南亚等海外市场的种植户和合作社',
          ],
        },
        {
          paragraph:
            '农业看似传统，对AI的需求却很迫切。许多种植户身边没有农技人员，遇到病虫害往往只能凭经验判断。智草识植上线两年多来，积累了大量植物识别数据，为这套方案打下了基础。内测期间，我们与多地农业合作社一道，反复校准识别结果和防治建议。',
        },
        {
          quote:
            '“每进入一个行业，都要先学会这个行业的语言。11个行业，就是11次从头学起。”——创始人兼首席执行官 陈知远',
        },
        {
          paragraph:
            '在已覆盖的11个行业中，医疗、教育、金融和科研等领域的方案已相当成熟，服务遍及200多个国家和地区。接下来，我们会把更多精力放在行业之间的能力复用上，让在一个行业里打磨出的经验，更快惠及其他行业的客户。',
        },
      ],
    },
    en: {
      title: 'Tianyan AI Now Serves 11 Vertical Sectors',
      summary:
        'With the launch of our agriculture solution, Tianyan AI now works in 11 vertical sectors, from healthcare, education and finance to retail and manufacturing.',
      body: [
        {
          paragraph:
            'On September 15, Tianyan AI launched its agriculture solution, bringing the number of vertical sectors we serve in depth to 11. We were in six sectors in 2023, eight in 2024 and ten last year, and the principle behind that pace hasn’t changed: go deep on real problems with customers in one sector before moving on to the next.',
        },
        { heading: 'What the agriculture solution includes' },
        {
          list: [
            'Crop, disease and pest recognition powered by the Zhicao Herb & Plant Model: take a photo, get an answer',
            'Farming Q&A on the Tianyan General Model, with plain-language advice on planting, fertilizing and irrigation',
            'Guidance for growing medicinal herbs, drawing on the Qihuang TCM Model for growth cycles and harvest timing',
            'Multilingual support for growers and cooperatives in Southeast Asia and other markets',
          ],
        },
        {
          paragraph:
            'Agriculture may look traditional, but its need for AI is urgent. Many growers have no agronomist nearby and must rely on experience when pests or disease strike. In the two years since it launched, Zhicao Plant ID has built up a large base of plant recognition data, and that groundwork made this solution possible. During the beta, we worked with farming cooperatives in several regions to fine-tune identifications and treatment advice.',
        },
        {
          quote:
            '“Every time we enter a sector, we first have to learn its language. Eleven sectors means starting from scratch eleven times.” — Chen Zhiyuan, founder and CEO',
        },
        {
          paragraph:
            'Across these 11 sectors, our solutions for healthcare, education, finance and research are now well established, serving users in more than 200 countries and regions. Next, we will focus on carrying capabilities from one sector to another, so that what we learn with customers in one field reaches the others faster.',
        },
      ],
    },
  },
  {
    key: '2026-tongue-image-lighting-research',
    category: 'article',
    publishedAt: '2026-11-10T10:00:00+08:00',
    cover: { motif: 'leaf', hue: 95 },
    zh: {
      title: '研究笔记：光线变化下的舌象识别',
      summary:
        '手机拍的舌象照片很容易受光线影响。天衍开放实验室与岐黄中医大模型团队合作，研究如何让舌诊在不同光照下保持稳定。',
      body: [
        {
          paragraph:
            '舌诊是岐黄中医大模型最常用的功能之一。与诊室里的专业设备不同，用户大多在家用手机自拍舌象，光源可能是暖黄的台灯，也可能是偏冷的日光灯。同一条舌头，换个光线拍出来颜色就差了不少，而舌色恰恰是辨证的重要依据。这项研究由天衍开放实验室与岐黄团队共同完成。',
        },
        { heading: '我们的方法' },
        {
          list: [
            '采集同一批志愿者在多种光源下的舌象，由执业中医师独立标注',
            '在画面中寻找牙齿、唇周皮肤等相对稳定的参照区域，估算光源色温',
            '先做颜色校正，再判断舌色、苔色和舌形',
            '光线过暗或偏色严重时，提示用户换个环境重拍，而不是勉强下结论',
          ],
        },
        {
          paragraph:
            '在内部测试集上，校正后的舌色判断与中医师标注的一致率提高了约12个百分点，暖光环境下改善最明显。更重要的是，系统学会了“没把握就不下结论”：光线较差的照片中，约一成会被提示重拍，而这部分照片正是过去误判的主要来源。',
        },
        {
          quote: '“好的模型不仅要知道答案，还要知道自己什么时候不知道。”——首席科学家 苏念',
        },
        {
          paragraph:
            '这项研究也有局限。志愿者以东亚人群为主，在其他肤色和口腔状况下的表现还有待验证；刚喝过咖啡或吃过有色食物造成的染苔，颜色校正也无能为力。相关技术细节已通过天衍开放实验室公开，欢迎高校和开发者一起完善。',
        },
        {
          paragraph:
            '舌诊只是开始。面诊、脉诊等同样依赖感知的环节，也面临类似的问题。让模型既看得准，又清楚自己的边界，是我们在中医AI方向上会长期投入的课题。',
        },
      ],
    },
    en: {
      title: 'Research Note: Reading Tongue Images Under Changing Light',
      summary:
        'Tongue photos taken on phones are easily thrown off by lighting. The Tianyan Open AI Lab and the Qihuang TCM Model team studied how to keep tongue diagnosis reliable across lighting conditions.',
      body: [
        {
          paragraph:
            'Tongue diagnosis is one of the most used features of the Qihuang TCM Model. Unlike the controlled equipment in a clinic, most users photograph their tongues at home with a phone, under anything from a warm desk lamp to cool fluorescent light. The same tongue can look noticeably different from one photo to the next, and tongue color is a key input to pattern diagnosis. This study was a joint effort between the Tianyan Open AI Lab and the Qihuang team.',
        },
        { heading: 'Our approach' },
        {
          list: [
            'Photograph the same volunteers under several light sources, with independent labels from licensed TCM physicians',
            'Find relatively stable reference areas in the frame, such as the teeth and the skin around the lips, to estimate color temperature',
            'Correct color first, then assess tongue color, coating and shape',
            'When the light is too dim or the color cast too strong, ask the user to retake the photo instead of forcing a verdict',
          ],
        },
        {
          paragraph:
            'On our internal test set, agreement between corrected tongue-color readings and physician labels rose by about 12 percentage points, with the biggest gains under warm light. Just as important, the system learned to hold back when unsure: about one in ten poorly lit photos now triggers a retake prompt, and those photos had been the main source of errors.',
        },
        {
          quote:
            '“A good model doesn’t just know the answer. It also knows when it doesn’t.” — Su Nian, chief scientist',
        },
        {
          paragraph:
            'The study has limits. Most volunteers were East Asian, so performance across other skin tones and oral conditions still needs validation, and color correction can’t help with a coating stained by coffee or strongly colored food. We have published the technical details through the Tianyan Open AI Lab and welcome universities and developers to build on them.',
        },
        {
          paragraph:
            'Tongue diagnosis is only the beginning. Facial observation and pulse reading also depend on perception and face similar problems. Teaching models to see accurately and to know their own limits is a question we will keep investing in across our work on TCM AI.',
        },
      ],
    },
  },
  {
    key: '2026-answers-study-mode',
    category: 'company',
    publishedAt: '2026-11-19T10:00:00+08:00',
    state: 'draft',
    cover: { motif: 'book', hue: 235 },
    zh: {
      title: '天衍问答推出学习模式，陪学生一步步想明白',
      summary:
        '天衍问答新增学习模式，面向中小学生和大学生，用引导式提问代替直接给答案，帮助学生真正掌握解题思路。',
      body: [
        {
          paragraph:
            '天衍智能今日宣布，天衍问答iOS版和Android版同步上线学习模式。开启后，天衍问答不会直接给出作业答案，而是像一位耐心的老师，通过追问和提示，引导学生自己找到解题思路。学习模式基于天衍深度推理打造，覆盖数学、物理、化学、编程等学科。',
        },
        { heading: '学习模式有哪些特点' },
        {
          list: [
            '分步引导：先问清学生卡在哪一步，再给出相应提示',
            '错因分析：学生写出答案后，指出思路中具体哪里出了问题',
            '导图复盘：每次学习结束，自动生成本次知识点的思维导图',
            '家长视图：家长可查看学习时长和知识点掌握情况，但看不到具体对话',
          ],
        },
        {
          paragraph:
            '教育是天衍智能深耕的重点行业之一。今年以来，我们陆续收到不少家长和老师的反馈：AI直接给答案，学生省了时间，却没学到东西。学习模式正是我们给出的回应。内测期间，参与测试的学生更愿意主动提问，每次学习的平均时长也有所增加。',
        },
        {
          quote: '“我们希望天衍问答成为学生身边那位不急着给答案的老师。”——首席技术官 周明澈',
        },
        {
          paragraph:
            '学习模式向所有天衍问答用户免费开放，支持中文、英文等多种语言。未成年人使用时，系统默认开启学习模式，并严格遵守未成年人保护的相关要求。希望在班级中统一使用的老师，可以联系天衍智能教育团队获取支持。',
        },
      ],
    },
    en: {
      title: 'Tianyan Answers Introduces Study Mode to Help Students Think It Through',
      summary:
        'Tianyan Answers adds a study mode for school and university students that guides them with questions instead of handing over answers, so they learn how to solve problems for themselves.',
      body: [
        {
          paragraph:
            'Tianyan AI today introduced study mode in Tianyan Answers, available now on iOS and Android. With study mode on, Tianyan Answers won’t simply solve a homework problem. Like a patient tutor, it asks questions and offers hints that lead students to the solution on their own. Study mode runs on Tianyan Reasoning and covers math, physics, chemistry, programming and more.',
        },
        { heading: 'What study mode does' },
        {
          list: [
            'Step-by-step guidance that starts by asking where the student is stuck',
            'Error analysis that points to the exact flaw in a student’s reasoning',
            'A mind map of the key concepts at the end of every session',
            'A parent view that shows study time and topics mastered, without revealing the conversations',
          ],
        },
        {
          paragraph:
            'Education is one of the sectors we serve most deeply. Throughout this year, parents and teachers have told us the same thing: when AI hands over the answer, students save time but learn nothing. Study mode is our response. In beta testing, students asked more questions on their own and stayed with each session longer.',
        },
        {
          quote:
            '“We want Tianyan Answers to be the tutor who is never in a hurry to give away the answer.” — Zhou Mingche, CTO',
        },
        {
          paragraph:
            'Study mode is free for every Tianyan Answers user and works in Chinese, English and other supported languages. For users under 18, it is switched on by default, and the experience follows applicable requirements for protecting minors. Teachers who would like to use study mode with a whole class can contact our education team for support.',
        },
      ],
    },
  },
  {
    key: '2026-open-lab-2027-university-program',
    category: 'company',
    publishedAt: '2026-12-10T10:00:00+08:00',
    state: 'scheduled',
    cover: { motif: 'network', hue: 310 },
    zh: {
      title: '天衍开放实验室发布2027年高校合作计划',
      summary:
        '2027年，天衍开放实验室将扩大与国内外高校的合作，新增联合研究课题、算力资助和青年学者访问项目。',
      body: [
        {
          paragraph:
            '12月10日，天衍开放实验室发布2027年高校合作计划。实验室自2023年6月成立以来，已与国内外多所高校开展联合研究，方向涵盖多语言理解、推理评测以及医疗与中医AI等。新一年的计划将在研究课题、算力支持和人才交流三方面同时加码，并首次面向东南亚高校开放申请。',
        },
        { heading: '2027年计划要点' },
        {
          list: [
            '联合研究课题：围绕可信AI、低资源语言和医疗AI安全等方向发布课题',
            '算力资助：依托郑州和新加坡两地智算中心，为入选团队提供训练与推理资源',
            '青年学者访问：邀请青年教师和博士生赴北京、郑州或新加坡开展三至六个月的访问研究',
            '开放共享：合作成果优先以开源模型、数据集或评测基准的形式发布',
          ],
        },
        {
          paragraph:
            '低资源语言是本期计划新增的重点方向。天衍智能的服务已支持25种语言，但世界上仍有大量语言缺少高质量数据，说这些语言的人也就很难享受到AI带来的便利。我们希望与语言学、计算机等领域的学者一起，探索用更少的数据训练出可靠模型的方法。',
        },
        {
          quote:
            '“开放实验室的初衷，是让好问题遇上好的研究者。算力和数据，我们来想办法。”——首席科学家 苏念',
        },
        {
          paragraph:
            '申请将于2027年1月开放，3月底截止，评审结果预计5月公布。高校教师可以个人或团队名义申报，博士生可在导师带领下参与。申报指南、资格要求和完整课题清单将在天衍开放实验室页面发布。',
        },
      ],
    },
    en: {
      title: 'Tianyan Open AI Lab Announces Its 2027 University Partnership Program',
      summary:
        'In 2027 the Tianyan Open AI Lab will broaden its work with universities in China and abroad, adding joint research topics, compute grants and a visiting program for early-career scholars.',
      body: [
        {
          paragraph:
            'On December 10, the Tianyan Open AI Lab announced its university partnership program for 2027. Since its founding in June 2023, the lab has carried out joint research with universities in China and abroad on multilingual understanding, reasoning benchmarks, and medical and TCM AI. The new program steps up support for research topics, compute and academic exchange, and for the first time opens applications to universities in Southeast Asia.',
        },
        { heading: '2027 program highlights' },
        {
          list: [
            'Joint research topics in trustworthy AI, low-resource languages and medical AI safety',
            'Compute grants for selected teams, drawing on the Zhengzhou and Singapore computing centers',
            'Visiting positions of three to six months in Beijing, Zhengzhou or Singapore for early-career faculty and PhD students',
            'Open results, released wherever possible as open-source models, datasets or benchmarks',
          ],
        },
        {
          paragraph:
            'Low-resource languages are a new priority in this round. Tianyan AI’s services support 25 languages, yet many of the world’s languages still lack good data, which leaves the people who speak them with little access to what AI can offer. We want to work with linguists and computer scientists on ways to train reliable models from far less data.',
        },
        {
          quote:
            '“The lab exists to connect good questions with good researchers. We’ll help find the compute and the data.” — Su Nian, chief scientist',
        },
        {
          paragraph:
            'Applications open in January 2027 and close at the end of March, with decisions expected in May. Faculty members may apply on their own or as a team, and PhD students can take part through their advisors. Full guidelines, including eligibility and the complete list of research topics, will be posted on the Tianyan Open AI Lab page.',
        },
      ],
    },
  },
]
