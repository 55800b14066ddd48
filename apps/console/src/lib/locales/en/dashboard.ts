export default {
  welcome: 'Hello, {{name}}',
  yourRole: 'Your role: {{role}}',
};
