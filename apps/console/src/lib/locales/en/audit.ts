export default {
  at: 'Time',
  staff: 'By',
  staffId: 'Staff id',
  action: 'Action',
  entity: 'Entity',
  ip: 'Address',
  dates: 'Dates',
  before: 'Before',
  after: 'After',
};
