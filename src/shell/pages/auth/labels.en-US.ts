/**
 * The visitor pages' texts in English (labels.ts), loaded only for a page in English: the login page's
 * first load carries the Chinese ones alone.
 */
import type { Translation } from '../../../contract/localized';
import type { AuthLabels } from './labels';

const englishAuthLabels: Translation<AuthLabels> = {
  auth: {
    account: 'Account',
    accountPlaceholder: 'Enter your account',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    confirmPassword: 'Confirm password',
    confirmPasswordPlaceholder: 'Enter the password again',
    newPassword: 'New password',
    mobile: 'Mobile number',
    mobilePlaceholder: 'Enter your mobile number',
    smsCode: 'SMS code',
    smsCodePlaceholder: 'Enter the SMS code',
    smsCodeSent: 'The code has been sent',
    pictureCode: 'Picture code',
    pictureCodePlaceholder: 'Enter the picture code',
    pictureCodeRefresh: 'Hard to read? Click the picture for a new one',
    pictureCodeAlt: 'Picture code',
    companyName: 'Company name',
    companyNamePlaceholder: "Enter the company's full name",
    username: 'Name',
    usernamePlaceholder: 'Enter your name',

    loginTitle: 'Log in',
    passwordTab: 'Password',
    smsTab: 'SMS code',
    login: 'Log in',
    loggingIn: 'Logging in…',
    lockedFor: (minutes: number) => `The account is locked, please try again in ${minutes} minutes`,
    toRegister: 'Register',
    toFindPassword: 'Forgot password',
    toCookies: 'Cookie statement',
    toLogin: 'Back to login',

    registerTitle: 'Register a company account',
    register: 'Register',
    registerDone: 'Registered, please log in',
    haveAccount: 'Already have an account? Log in',

    findPasswordTitle: 'Recover password',
    next: 'Next',
    setPasswordTitle: 'Set a new password',
    savePassword: 'Save',
    passwordChanged: 'Your password has been changed, please log in with the new one',
    resetTicketMissing: 'The password recovery check has expired, please verify your mobile number again',

    ssoTitle: 'Single sign-on',
    ssoWorking: 'Logging in, please wait…',
    ssoFailed: 'Single sign-on failed: the login ticket is invalid or has expired',
    ssoMissingTicket: 'The login ticket is missing',
  },

  validation: {
    required: (field: string) => `${field} is required`,
    account: 'The account is 4–20 letters, digits or underscores',
    password: 'The password is 8–20 characters with both letters and digits',
    passwordMismatch: 'The two passwords do not match',
    mobile: 'Enter an 11-digit mobile number starting with 1',
    smsCode: 'Enter the 6-digit SMS code',
  },

  cookies: {
    title: 'Cookies and local storage',
    intro:
      'The Yelopack Pallet Sharing Platform keeps in your browser only what is needed to keep you logged in and to use the pages. It uses no advertising or tracking cookies and shares none of this with third parties.',
    storedTitle: "What we keep in the browser's local storage",
    stored: [
      'Login token: identifies your login; cleared when you log out or the login expires.',
      'Session details: account, name, current company, role areas, default home page, unread message count and system version, used to show the pages and to tell whether a reload is needed.',
      'Breadcrumb history: the paths of the pages you visited last, per account, so that you can go back a level.',
      'Password recovery ticket: kept in the current tab only between the two steps of password recovery, and cleared when the tab is closed.',
    ],
    notStoredTitle: 'What we do not keep',
    notStored: [
      'Plain-text passwords: a password is encrypted in the browser before it is sent to the server, and is not kept locally.',
      'Any tracking, analytics or advertising cookies.',
    ],
    clearTitle: 'How to clear it',
    clear:
      'Click "Log out" at the top right of the page to clear the login details; you can also clear all local data of this site in your browser settings.',
  },
};

export default englishAuthLabels;
