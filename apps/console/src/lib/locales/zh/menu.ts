/** The side menu's labels (`menu.<area>`). */
export default {
  dashboard: '概览',
  staff: '工作人员',
  audit: '操作日志',
  account: '我的账号',
};
