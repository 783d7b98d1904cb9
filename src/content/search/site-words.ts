/**
 * Words of the company's field that jieba's general dictionary cuts apart
 * (智算 as 智|算): added to its dictionary, so that a query for the word
 * finds the word, not its characters scattered through the text.
 */
export const siteWords = [
  '智算',
  '智算中心',
  '大模型',
  '天衍',
  '舌诊',
  '舌象',
  '病历',
  '智能体',
  '多模态',
]
