/** Chinese texts of 我的消息 (spread into zhMore.ts). */
const myMessagesZh = {
  myMessages: {
    listLabel: '我的留言与反馈',
    toTeacher: '给 {{name}} 老师的留言',
    feedback: '意见反馈 · {{type}}',
    feedbackTypes: {
      bug: '功能异常',
      suggestion: '产品建议',
      course: '课程与老师',
      order: '订单与支付',
      other: '其他',
    },
    schoolReply: '学校回复',
    waiting: '已收到，学校会尽快回复',
    empty: '还没有留言',
    emptyHint: '给老师的留言和意见反馈会出现在这里，学校的回复也在这里',
    loadFailed: '消息加载失败',
  },
};
export default myMessagesZh;
