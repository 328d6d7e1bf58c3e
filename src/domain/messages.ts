/** Chinese texts that several modules share (JeecgBoot's, verbatim). */
export const MSG = {
  homeNotClosable: '首页不能关闭!',
  lastTab: '这是最后一页，不能再关闭了啦',
  noDepartment: '您尚未设置部门信息!',
  noLoginUser: '当前系统无登录用户!',
  enterOldPassword: '请输入旧密码!',
  enterNewPassword: '请输入新密码!',
  confirmNewPassword: '请确认新密码!',
  passwordsDiffer: '两次输入的密码不一样！',
  loginExpiredTitle: '登录已过期',
  loginExpiredBody: '很抱歉，登录已过期，请重新登录',
  relogin: '重新登录',
} as const;
