/** The open pages of 注册 and 找回密码: each its own chunk, asked for early when its link is pointed at or focused. */
export const loadRegisterPage = () => import('./register-page');
export const loadRegisterResultPage = () => import('./register-result-page');
export const loadAlterationPage = () => import('./alteration-page');
