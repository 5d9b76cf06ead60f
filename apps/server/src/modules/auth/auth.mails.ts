import { PRODUCT_NAME, VERIFICATION_CODE_TTL_SECONDS } from '@portal/shared';
import { renderMail } from '../mail/mail.templates.js';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

export function verificationMail(name: string, code: string) {
  return renderMail({
    subject: `Your ${PRODUCT_NAME} verification code`,
    greeting: `Dear ${name},`,
    paragraphs: [`Thank you for registering on the ${PRODUCT_NAME} portal. Enter this code to verify your e-mail address:`],
    code,
    note: `The code is valid for ${minutes} minutes and can be used once. If you did not register, you can ignore this mail.`,
  });
}

export function passwordResetMail(name: string, code: string) {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Dear ${name},`,
    paragraphs: ['We received a request to reset the password of your account. Enter this code to choose a new password:'],
    code,
    note: `The code is valid for ${minutes} minutes and can be used once. If you did not ask for this, ignore this mail: your password stays as it is.`,
  });
}
