export default {
  password: '修改密码',
  oldPassword: '当前密码',
  again: '再次输入新密码',
  mismatch: '两次输入的密码不一致',
  passwordChanged: '密码已修改，其他设备上的登录已失效',
  totp: '身份验证器',
  totpOn: '已启用：登录时需输入身份验证器中的验证码。',
  totpOff:
    '未启用：登录时使用短信验证码。启用后改用身份验证器（如 Google Authenticator、微软验证器）。',
  totpSetup: '设置身份验证器',
  qr: '身份验证器二维码',
  scan: '用身份验证器扫描二维码，或手动输入密钥，然后输入其显示的 6 位验证码。',
  secret: '密钥',
  totpConfirm: '启用',
  totpEnabled: '身份验证器已启用',
  totpDisable: '停用身份验证器',
  totpDisabled: '身份验证器已停用，登录将使用短信验证码',
};
