import { PRODUCT_NAME, VERIFICATION_CODE_TTL_SECONDS, type Language, PRODUCT_NAME_HI } from '@portal/shared';
import { renderMail } from '../mail/index.js';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

/** `pageUrl`: the verify-email page, where the code is entered. Written in the account's language (decision 176). */
export function verificationMail(name: string, code: string, pageUrl: string, language: Language = 'en') {
  if (language === 'hi')
    return renderMail(
      {
        subject: `आपका ${PRODUCT_NAME_HI} सत्यापन कोड`,
        greeting: `प्रिय ${name},`,
        paragraphs: [`${PRODUCT_NAME_HI} पोर्टल पर पंजीकरण के लिए धन्यवाद। अपना ई-मेल पता सत्यापित करने के लिए यह कोड दर्ज करें:`],
        code,
        note: `यह कोड ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है। यदि आपने पंजीकरण नहीं किया है, तो इस मेल को अनदेखा करें।`,
        action: { label: 'अपना ई-मेल पता सत्यापित करें', url: pageUrl },
      },
      language,
    );
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
export function passwordResetMail(name: string, code: string, pageUrl: string, language: Language = 'en') {
  if (language === 'hi')
    return renderMail(
      {
        subject: `अपना ${PRODUCT_NAME_HI} पासवर्ड रीसेट करें`,
        greeting: `प्रिय ${name},`,
        paragraphs: ['हमें आपके खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह कोड दर्ज करें:'],
        code,
        note: `यह कोड ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है। यदि आपने यह अनुरोध नहीं किया है, तो इस मेल को अनदेखा करें: आपका पासवर्ड यथावत रहेगा।`,
        action: { label: 'नया पासवर्ड चुनें', url: pageUrl },
      },
      language,
    );
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
export function accountExistsMail(name: string, signInUrl: string, language: Language = 'en') {
  if (language === 'hi')
    return renderMail(
      {
        subject: `आपका ${PRODUCT_NAME_HI} खाता`,
        greeting: `प्रिय ${name},`,
        paragraphs: [
          `किसी ने इस ई-मेल पते से ${PRODUCT_NAME_HI} पोर्टल पर पंजीकरण का अनुरोध किया है, जिसका खाता पहले से मौजूद है।`,
          'यदि यह आप थे, तो अपने पासवर्ड से साइन इन करें, या नया पासवर्ड बनाने के लिए साइन-इन पृष्ठ पर "पासवर्ड भूल गए?" चुनें।',
        ],
        note: 'यदि यह आप नहीं थे, तो इस मेल को अनदेखा करें: आपके खाते में कोई परिवर्तन नहीं हुआ है।',
        action: { label: 'साइन इन करें', url: signInUrl },
      },
      language,
    );
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
