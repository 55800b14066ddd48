export default {
  welcome: '你好，{{name}}',
  yourRole: '你的角色：{{role}}',
};
