import { PRODUCT_NAME, VERIFICATION_CODE_TTL_SECONDS } from '@portal/shared';
import { renderMail } from '../mail/mail.templates.js';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

/** `pageUrl`: the verify-email page, where the code is entered. */
export function verificationMail(name: string, code: string, pageUrl: string) {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} verification code`,
    greeting: `Dear ${name},`,
    paragraphs: [`Thank you for registering on the ${PRODUCT_NAME} portal. Enter this code to verify your e-mail address:`],
    code,
    note: `The code is valid for ${minutes} minutes and can be used once. If you did not register, you can ignore this mail.`,
    action: { label: 'Verify your e-mail address', url: pageUrl },
  });
}

/** `pageUrl`: the reset-password page, where the code is entered. */
export function passwordResetMail(name: string, code: string, pageUrl: string) {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Dear ${name},`,
    paragraphs: ['We received a request to reset the password of your account. Enter this code to choose a new password:'],
    code,
    note: `The code is valid for ${minutes} minutes and can be used once. If you did not ask for this, ignore this mail: your password stays as it is.`,
    action: { label: 'Choose a new password', url: pageUrl },
  });
}

/**
 * Sent instead of a code when someone registers an address that already has an account: the owner
 * learns of it, the person registering learns nothing they could not learn by owning the mailbox.
 */
export function accountExistsMail(name: string, signInUrl: string) {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} account`,
    greeting: `Dear ${name},`,
    paragraphs: [
      `Someone asked to register on the ${PRODUCT_NAME} portal with this e-mail address, which already has an account.`,
      'If it was you, sign in with your password, or choose Forgot Password on the sign-in page to set a new one.',
    ],
    note: 'If it was not you, you can ignore this mail: nothing has changed on your account.',
    action: { label: 'Sign in', url: signInUrl },
  });
}
