/** The login page's path (SPEC §2). */
export const LOGIN_PATH = '/login';
