export default {
  dashboard: 'Dashboard',
  staff: 'Staff',
  audit: 'Audit log',
  account: 'My account',
};
