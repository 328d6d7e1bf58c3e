/**
 * An address as the log may keep it: secrets some JeecgBoot calls carry in the address (找回密码's GET
 * passwordChange, ?token= downloads, the third-party callback's code and state, getLoginUser's token) masked.
 */
export const redactUrl = (url: string) =>
  url
    .replace(/([?&](?:password|smscode|token|captcha|code|state)=)[^&]*/gi, '$1***')
    .replace(/(\/thirdLogin\/getLoginUser\/)[^/?]+/, '$1***');
