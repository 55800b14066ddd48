/** Chinese texts of the message centre and notification settings (spread into zhMore.ts). */
const noticesZh = {
  notices: {
    entry: '消息中心',
    unreadBadge: '{{n}} 条未读',
    readAll: '全部已读',
    unread: '未读',
    listLabel: '消息列表',
    empty: '暂无消息',
    emptyHint: '课前提醒、预约和课程报告会出现在这里',
    loadFailed: '消息加载失败',
    settingsFailed: '通知设置加载失败',
    settingsHint:
      '站内消息始终开启。短信和推送可按需选择；{{from}} 至次日 {{to}} 不发送（课前 15 分钟提醒除外）。',
    event: '通知',
    sms: '短信',
    pushCol: '推送',
    events: {
      lesson_reminder_24h: '课前 24 小时提醒',
      lesson_reminder_15m: '课前 15 分钟提醒',
      booking_confirmed: '预约成功',
      lesson_cancelled: '课程取消',
      lesson_reassigned: '更换老师',
      report_ready: '课程报告',
      credits_expiring: '课时即将过期',
      order_paid: '支付成功',
      refund_made: '退款',
      school_reply: '学校回复',
    },
    push: {
      enable: '在此手机上开启推送提醒',
      on: '此手机已开启推送提醒。',
      denied: '浏览器已禁止本站的通知，可在浏览器设置中重新允许。',
      unsupported: '此浏览器不支持推送提醒；课前提醒会通过站内消息和短信送达。',
      askTitle: '开启课前提醒？',
      askBody: '上课前 24 小时和 15 分钟提醒您，不错过每一节课。',
      askYes: '开启提醒',
      askNo: '暂不需要',
      installTitle: '在 iPhone 上开启提醒',
      install:
        'iPhone 需先把本应用添加到主屏幕才能收到推送：点 Safari 底部的分享按钮，选择“添加到主屏幕”，再从主屏幕打开本应用，到“通知设置”开启提醒。',
      installOk: '知道了',
    },
  },
};

export default noticesZh;
