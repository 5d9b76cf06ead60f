/** The most common passwords (from public breach corpora), refused at sign-up and reset. Lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '11223344', '12341234', '12344321', '12121212', '123123123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'password',
  'password1', 'password12', 'password123', 'password@123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass@123',
  'admin123', 'admin@123', 'administrator', 'welcome1', 'welcome123', 'welcome@123', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'whatever', 'trustno1', 'starwars', 'superman', 'dragon12',
  'letmein1', 'monkey12', 'michael1', 'computer', 'internet', 'abcd1234', 'abc12345', 'abcdefgh', 'aa123456',
  'a1b2c3d4', 'india123', 'india@123', 'bharat123', 'steel123', 'changeme', 'default1', 'secret123',
  'test1234', 'testtest', 'qazwsxedc', 'google123', 'samsung1', 'nokia123', 'jesus123', 'krishna1',
  'ganesh123', 'sairam123', 'omsairam', 'loveyou1', 'killer12', 'hello123', 'hello@123', 'freedom1',
  'shadow12', 'master12', 'mustang1', 'jordan23', 'harley12', 'ranger12', 'buster12', 'soccer12',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
