/**
 * The platform's own calls in API (api-paths.ts): login and registration, codes, the user, permissions and
 * common services. A module of their own so that the login page imports these few paths and not the
 * whole table, which grows with every business area.
 */
export const PLATFORM_API = {
  login: {
    login: '/api/api/login/login',
    conservoLogin: '/api/api/login/conservoLogin',
    externalLogin: '/api/api/login/externalLogin',
    switchCompanyLogin: '/api/api/login/switchCompanyLogin',
    checkAccountStatus: '/api/api/login/checkAccountStatus',
    bindMobile: '/api/api/login/bindMobile',
    trayFindPasswordPrepare: '/api/api/login/trayFindPasswordPrepare',
    findPassword: '/api/api/login/findPassword',
    logout: '/api/api/login/logout',
  },
  verificationCode: {
    getVerificationCode: '/api/api/verificationCode/getVerificationCode',
    getSignVerificationCode: '/api/api/verificationCode/getSignVerificationCode',
    checkVerificationCode: '/api/api/verificationCode/checkVerificationCode',
    checkMfaCode: '/api/api/verificationCode/checkMfaCode',
    getImageVerificationCode: '/api/api/verificationCode/getImageVerificationCode',
    getPictureCode: '/api/api/verificationCode/getPictureCode', // GET
    checkImageVerificationCode: '/api/api/verificationCode/checkImageVerificationCode',
  },
  user: {
    register: '/api/api/user/register',
    getSkipPageStatus: '/api/api/user/getSkipPageStatus',
    // 我的账户 (issue 12): display name, password, mobile.
    getMyProfile: '/api/api/user/getMyProfile',
    updateMyProfile: '/api/api/user/updateMyProfile',
    changePassword: '/api/api/user/changePassword',
    changeMobile: '/api/api/user/changeMobile',
  },
  permission: {
    loadMenuAndPermission: '/api/api/permission/loadMenuAndPermission',
  },
  common: {
    getPublicKey: '/api/api/common/getPublicKey',
    getCurrentVersion: '/api/api/common/getCurrentVersion',
    getBusinessConfigListByKeyList: '/api/api/common/getBusinessConfigListByKeyList',
    uploadFile: '/api/api/common/uploadFile',
    file: '/api/api/common/file', // GET
    getBankAccountInfo: '/api/api/common/getBankAccountInfo',
    ocrIdCard: '/api/api/common/ocrIdCard',
    ocrTradingCertificate: '/api/api/common/ocrTradingCertificate',
  },
} as const;
