export default {
  at: '时间',
  staff: '操作人',
  staffId: '操作人编号',
  action: '操作',
  entity: '对象',
  ip: '地址',
  dates: '日期范围',
  before: '修改前',
  after: '修改后',
};
